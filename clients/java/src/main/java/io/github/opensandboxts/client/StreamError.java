package io.github.opensandboxts.client;

/** An event stream received a line that starts like JSON but is not (truncated to 200 characters). */
public class StreamError extends OpenSandboxException {
  private static final long serialVersionUID = 1L;
  private final String line;

  public StreamError(String line, Throwable cause) {
    super("malformed event in output stream: " + line + ": " + cause.getMessage(), cause);
    this.line = line;
  }

  public String line() {
    return line;
  }
}
