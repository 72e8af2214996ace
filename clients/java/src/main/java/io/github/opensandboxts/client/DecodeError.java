package io.github.opensandboxts.client;

import java.util.List;
import java.util.Map;

/** A 2xx answer whose body could not be decoded into the typed model. */
public class DecodeError extends OpenSandboxException {
  private static final long serialVersionUID = 1L;
  private final int status;
  private final Map<String, List<String>> headers;
  private final byte[] body;

  public DecodeError(String op, int status, Map<String, List<String>> headers, byte[] body, Throwable cause) {
    super(op + ": could not decode the " + (status == 0 ? "" : status + " ") + "response: " + cause.getMessage(), cause);
    this.status = status;
    this.headers = ApiError.lowerCase(headers);
    this.body = body;
  }

  /** The status, or 0 when the generated client did not say. */
  public int status() {
    return status;
  }

  public Map<String, List<String>> headers() {
    return headers;
  }

  /** The body as received, or null when the generated client consumed it. */
  public byte[] body() {
    return body == null ? null : body.clone();
  }
}
