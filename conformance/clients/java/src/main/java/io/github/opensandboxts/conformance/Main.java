package io.github.opensandboxts.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The conformance driver of the Java client (conformance/PROTOCOL.md): JSON lines on stdin
 * (request, cancel, shutdown), JSON lines on stdout (head, event, response, error). Every
 * request runs on its own thread; writes are serialized.
 */
public final class Main {
  static final ObjectMapper JSON = new ObjectMapper();
  private static final Object OUT_LOCK = new Object();
  private static OutputStream out;

  private Main() {}

  static void send(ObjectNode message) {
    byte[] line;
    try {
      line = JSON.writeValueAsBytes(message);
    } catch (Exception e) {
      ObjectNode err = JSON.createObjectNode().put("type", "error").put("origin", "driver").put("message", "cannot encode reply: " + e);
      err.set("id", message.get("id"));
      line = err.toString().getBytes(StandardCharsets.UTF_8);
    }
    synchronized (OUT_LOCK) {
      try {
        out.write(line);
        out.write('\n');
        out.flush();
      } catch (Exception e) {
        System.err.println("driver: cannot write to stdout: " + e);
      }
    }
  }

  public static void main(String[] args) throws Exception {
    out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8)); // stray prints must not corrupt the protocol
    ExecutorService pool = Executors.newCachedThreadPool(r -> {
      Thread t = new Thread(r, "request");
      t.setDaemon(true);
      return t;
    });
    Map<Long, Handler> inflight = new ConcurrentHashMap<>();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    loop:
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      JsonNode msg;
      try {
        msg = JSON.readTree(line);
      } catch (Exception e) {
        System.err.println("driver: bad line: " + e.getMessage());
        continue;
      }
      switch (msg.path("type").asText()) {
        case "request": {
          Handler h = new Handler(msg);
          inflight.put(h.id, h);
          pool.submit(() -> {
            try {
              h.run();
            } catch (Throwable t) {
              t.printStackTrace();
              h.fail("driver", "unexpected: " + t);
            } finally {
              inflight.remove(h.id);
            }
          });
          break;
        }
        case "cancel": {
          Handler h = inflight.get(msg.path("id").asLong());
          if (h != null) h.cancel();
          break;
        }
        case "shutdown":
          break loop;
        default:
          System.err.println("driver: unknown message type " + msg.path("type"));
      }
    }
    // Let in-flight requests finish for a moment, then cancel them; each still answers.
    pool.shutdown();
    if (!pool.awaitTermination(2, TimeUnit.SECONDS)) {
      inflight.values().forEach(Handler::cancel);
      pool.awaitTermination(5, TimeUnit.SECONDS);
    }
    System.exit(0);
  }
}
