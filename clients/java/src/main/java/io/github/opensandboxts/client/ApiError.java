package io.github.opensandboxts.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A non-2xx answer of the lifecycle server or execd, with the body's {@code code} and
 * {@code message} (the spec's error shape) and the answer's {@code X-Request-ID}.
 */
public class ApiError extends OpenSandboxException {
  private static final long serialVersionUID = 1L;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final String op;
  private final int status;
  private final String code;
  private final String errorMessage;
  private final String requestId;
  private final Map<String, List<String>> headers;
  private final byte[] body;

  public ApiError(String op, int status, Map<String, List<String>> headers, byte[] body) {
    this(op, status, headers, body, parse(body));
  }

  private ApiError(String op, int status, Map<String, List<String>> headers, byte[] body, String[] parsed) {
    super(describe(op, status, parsed[0], parsed[1], header(headers, "x-request-id")));
    this.op = op;
    this.status = status;
    this.code = parsed[0];
    this.errorMessage = parsed[1];
    this.headers = lowerCase(headers);
    this.requestId = header(headers, "x-request-id");
    this.body = body == null ? new byte[0] : body;
  }

  /** {code, message} from a JSON body; the body text (cut at 500 characters) when not JSON. */
  private static String[] parse(byte[] body) {
    if (body == null || body.length == 0) return new String[] {null, null};
    try {
      JsonNode node = JSON.readTree(body);
      if (node != null && node.isObject()) {
        String code = node.path("code").isTextual() ? node.get("code").asText() : null;
        String message = node.path("message").isTextual() ? node.get("message").asText() : null;
        // upstream execd's 401 body is {"error": "..."}
        if (message == null && node.path("error").isTextual()) message = node.get("error").asText();
        return new String[] {code, message};
      }
    } catch (java.io.IOException notJson) {
      // fall through: the body is text
    }
    String text = new String(body, StandardCharsets.UTF_8);
    return new String[] {null, text.length() > 500 ? text.substring(0, 500) + "…" : text};
  }

  private static String describe(String op, int status, String code, String message, String requestId) {
    StringBuilder b = new StringBuilder();
    if (op != null && !op.isEmpty()) b.append(op).append(": ");
    b.append(status);
    if (code != null) b.append(' ').append(code);
    if (message != null && !message.isEmpty()) b.append(": ").append(message);
    if (requestId != null) b.append(" (request id ").append(requestId).append(')');
    return b.toString();
  }

  static String header(Map<String, List<String>> headers, String name) {
    if (headers == null) return null;
    for (Map.Entry<String, List<String>> e : headers.entrySet()) {
      if (e.getKey() != null && e.getKey().equalsIgnoreCase(name) && !e.getValue().isEmpty()) return e.getValue().get(0);
    }
    return null;
  }

  static Map<String, List<String>> lowerCase(Map<String, List<String>> headers) {
    Map<String, List<String>> out = new TreeMap<>();
    if (headers != null) {
      headers.forEach((k, v) -> {
        if (k != null) out.put(k.toLowerCase(Locale.ROOT), List.copyOf(v));
      });
    }
    return out;
  }

  /** The call, e.g. {@code getSandbox}. */
  public String op() {
    return op;
  }

  /** The HTTP status code. */
  public int status() {
    return status;
  }

  /** The body's machine-readable {@code code} (e.g. {@code SANDBOX_NOT_FOUND}), or null. */
  public String code() {
    return code;
  }

  /** The body's {@code message} (or the body text when it was not JSON), or null. */
  public String errorMessage() {
    return errorMessage;
  }

  /** The answer's {@code X-Request-ID}, or null: quote it when reporting a problem. */
  public String requestId() {
    return requestId;
  }

  /** The answer's headers, names in lower case. */
  public Map<String, List<String>> headers() {
    return headers;
  }

  /** The body as received. */
  public byte[] body() {
    return body.clone();
  }

  public boolean isNotFound() {
    return status == 404;
  }
}
