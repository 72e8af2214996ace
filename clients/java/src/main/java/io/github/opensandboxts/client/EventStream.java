package io.github.opensandboxts.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The events of an execd output stream (commands, session runs, code, metrics). Both framings
 * execd's spec allows are read: bare JSON objects one per line (followed by an empty line) and
 * Server-Sent Events {@code data:} lines (several joined with newlines); empty lines and
 * {@code :}, {@code event:}, {@code id:}, {@code retry:} lines are ignored, as are data payloads
 * that are not JSON objects. A line that starts with <code>{</code> but is not JSON ends the
 * stream with a {@link StreamError}; a failed connection with a {@link TransportError}.
 *
 * <pre>{@code
 * try (EventStream<ServerStreamEvent> events = execd.commands().stream(request)) {
 *   for (ServerStreamEvent ev : events) { ... }
 * }
 * }</pre>
 */
public final class EventStream<T> implements Iterable<T>, Iterator<T>, AutoCloseable {
  private final String op;
  private final int status;
  private final Map<String, List<String>> headers;
  private final InputStream body;
  private final BufferedReader reader;
  private final ObjectMapper mapper;
  private final Class<T> type;
  private final ArrayDeque<T> queue = new ArrayDeque<>();
  private final StringBuilder data = new StringBuilder();
  private boolean hasData;
  private boolean done;
  private boolean closed;
  /** The error that ended the stream, thrown once the events before it were read. */
  private OpenSandboxException error;

  EventStream(String op, int status, Map<String, List<String>> headers, InputStream body, ObjectMapper mapper, Class<T> type) {
    this.op = op;
    this.status = status;
    this.headers = ApiError.lowerCase(headers);
    this.body = body;
    this.reader = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8), 1 << 16);
    this.mapper = mapper;
    this.type = type;
  }

  /** Parses an already received body as an event stream (the stream owns and closes it). */
  public static <T> EventStream<T> of(int status, Map<String, List<String>> headers, InputStream body, ObjectMapper mapper, Class<T> type) {
    return new EventStream<>("stream", status, headers, body, mapper, type);
  }

  /** The HTTP status of the stream's response. */
  public int status() {
    return status;
  }

  /** The response headers (names in lower case), e.g. {@code x-request-id}. */
  public Map<String, List<String>> headers() {
    return headers;
  }

  @Override
  public Iterator<T> iterator() {
    return this;
  }

  /** Reads until an event is available; false at the end of the stream. */
  @Override
  public boolean hasNext() {
    while (queue.isEmpty()) {
      if (error != null) {
        OpenSandboxException e = error;
        error = null;
        throw e;
      }
      if (done) return false;
      String line;
      try {
        line = closed ? null : reader.readLine();
      } catch (IOException e) {
        done = true;
        if (closed) return false;
        throw new TransportError(op, e);
      }
      if (line == null) {
        done = true;
        flush();
        continue;
      }
      if (error == null) line(line);
    }
    return true;
  }

  @Override
  public T next() {
    if (!hasNext()) throw new NoSuchElementException();
    return queue.poll();
  }

  private void line(String line) {
    if (line.isEmpty()) {
      flush(); // end of an SSE event (and the separator of bare JSON)
    } else if (line.charAt(0) == '{') {
      flush();
      emit(line);
    } else if (line.startsWith("data:")) {
      String payload = line.substring(5);
      if (payload.startsWith(" ")) payload = payload.substring(1);
      if (!hasData) {
        // Usually one data line holds one whole object: dispatch it at once.
        if (payload.startsWith("{")) {
          try {
            queue.add(mapper.readValue(payload, type));
            return;
          } catch (IOException incomplete) {
            // more data lines may follow
          }
        }
        data.setLength(0);
        data.append(payload);
        hasData = true;
      } else {
        data.append('\n').append(payload);
      }
    }
    // ":" comments, "event:", "id:", "retry:" and other fields: ignored.
  }

  private void flush() {
    if (!hasData) return;
    hasData = false;
    String d = data.toString().stripLeading();
    if (d.startsWith("{")) emit(d);
    // Payloads that are not JSON objects (e.g. "[DONE]") carry no event.
  }

  private void emit(String raw) {
    try {
      queue.add(mapper.readValue(raw, type));
    } catch (IOException e) {
      if (error == null) error = new StreamError(raw.length() > 200 ? raw.substring(0, 200) + "…" : raw, e);
      done = true;
      close();
    }
  }

  /** Stops reading and releases the connection; safe to call more than once. */
  @Override
  public void close() {
    if (closed) return;
    closed = true;
    try {
      body.close();
    } catch (IOException ignored) {
      // the connection is dropped either way
    }
  }
}
