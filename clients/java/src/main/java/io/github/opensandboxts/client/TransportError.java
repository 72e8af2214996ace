package io.github.opensandboxts.client;

/**
 * A call that produced no HTTP answer: connection refused or reset, a timeout (the cause is then
 * a {@link java.net.http.HttpTimeoutException}), an interrupted thread, a body cut short.
 */
public class TransportError extends OpenSandboxException {
  private static final long serialVersionUID = 1L;

  public TransportError(String op, Throwable cause) {
    super(op + ": " + cause, cause);
  }
}
