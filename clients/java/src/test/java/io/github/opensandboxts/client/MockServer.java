package io.github.opensandboxts.client;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * A local HTTP server that answers from a queue of canned responses and records every request;
 * a request with nothing left to answer fails the test (answered 599 and recorded as unexpected).
 */
final class MockServer implements AutoCloseable {
  /** One recorded request. */
  static final class Seen {
    final String method;
    final String uri;
    final Map<String, List<String>> headers;
    final byte[] body;

    Seen(HttpExchange ex, byte[] body) {
      this.method = ex.getRequestMethod();
      this.uri = ex.getRequestURI().toString();
      this.headers = ex.getRequestHeaders();
      this.body = body;
    }

    String header(String name) {
      for (Map.Entry<String, List<String>> e : headers.entrySet()) {
        if (e.getKey().equalsIgnoreCase(name)) return e.getValue().get(0);
      }
      return null;
    }

    String text() {
      return new String(body, StandardCharsets.UTF_8);
    }
  }

  /** A canned answer. */
  static final class Reply {
    final int status;
    final Map<String, String> headers;
    final byte[] body;

    Reply(int status, Map<String, String> headers, String body) {
      this.status = status;
      this.headers = headers;
      this.body = body.getBytes(StandardCharsets.UTF_8);
    }
  }

  static Reply json(int status, String body) {
    return new Reply(status, Map.of("Content-Type", "application/json", "X-Request-ID", "req-" + status), body);
  }

  static Reply text(int status, String contentType, String body) {
    return new Reply(status, Map.of("Content-Type", contentType), body);
  }

  private final HttpServer server;
  private final Deque<Reply> replies = new ArrayDeque<>();
  final List<Seen> seen = Collections.synchronizedList(new ArrayList<>());
  final List<String> unexpected = Collections.synchronizedList(new ArrayList<>());

  MockServer() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/", this::handle);
    server.start();
  }

  MockServer reply(Reply... rs) {
    synchronized (replies) {
      replies.addAll(List.of(rs));
    }
    return this;
  }

  String url() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  private void handle(HttpExchange ex) throws IOException {
    byte[] body = ex.getRequestBody().readAllBytes();
    seen.add(new Seen(ex, body));
    Reply r;
    synchronized (replies) {
      r = replies.poll();
    }
    if (r == null) {
      unexpected.add(ex.getRequestMethod() + " " + ex.getRequestURI());
      r = json(599, "{\"code\":\"UNEXPECTED\",\"message\":\"no reply queued\"}");
    }
    r.headers.forEach((k, v) -> ex.getResponseHeaders().add(k, v));
    ex.sendResponseHeaders(r.status, r.body.length == 0 ? -1 : r.body.length);
    if (r.body.length > 0) {
      try (OutputStream out = ex.getResponseBody()) {
        out.write(r.body);
      }
    }
    ex.close();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
