package io.github.opensandboxts.client;

/**
 * Base of every error the client throws. Subclasses: {@link ApiError} (an answer with a non-2xx
 * status), {@link TransportError} (no answer), {@link DecodeError} (a 2xx body the model cannot
 * hold), {@link StreamError} (a malformed event) and {@link SandboxStateError} (a sandbox that
 * cannot become Running).
 */
public class OpenSandboxException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public OpenSandboxException(String message) {
    super(message);
  }

  public OpenSandboxException(String message, Throwable cause) {
    super(message, cause);
  }
}
