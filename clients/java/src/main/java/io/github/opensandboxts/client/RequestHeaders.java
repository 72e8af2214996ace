package io.github.opensandboxts.client;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Extra headers (e.g. {@code X-Request-ID}) for the calls this thread makes inside a scope,
 * typed and plain alike; they override the client's own headers:
 *
 * <pre>{@code
 * try (var scope = RequestHeaders.with(Map.of("X-Request-ID", "abc"))) {
 *   client.sandboxes().get(id);
 * }
 * }</pre>
 */
public final class RequestHeaders implements AutoCloseable {
  private static final ThreadLocal<Map<String, String>> CURRENT = new ThreadLocal<>();
  private final Map<String, String> previous;

  private RequestHeaders(Map<String, String> previous) {
    this.previous = previous;
  }

  /** Adds headers until the returned scope is closed (scopes nest). */
  public static RequestHeaders with(Map<String, String> headers) {
    Map<String, String> previous = CURRENT.get();
    Map<String, String> merged = new LinkedHashMap<>();
    if (previous != null) merged.putAll(previous);
    merged.putAll(headers);
    CURRENT.set(merged);
    return new RequestHeaders(previous);
  }

  static Map<String, String> current() {
    Map<String, String> h = CURRENT.get();
    return h == null ? Map.of() : h;
  }

  @Override
  public void close() {
    if (previous == null) CURRENT.remove();
    else CURRENT.set(previous);
  }
}
