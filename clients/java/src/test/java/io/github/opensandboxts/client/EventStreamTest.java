package io.github.opensandboxts.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.opensandboxts.client.generated.execd.model.ServerStreamEvent;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EventStreamTest {
  private static final ObjectMapper MAPPER = io.github.opensandboxts.client.generated.execd.ApiClient.createDefaultObjectMapper();

  private static <T> List<T> read(String wire, Class<T> type) {
    List<T> out = new ArrayList<>();
    try (EventStream<T> s = EventStream.of(200, Map.of(), new ByteArrayInputStream(wire.getBytes(StandardCharsets.UTF_8)), MAPPER, type)) {
      s.forEach(out::add);
    }
    return out;
  }

  @Test
  void readsBareJsonLines() {
    List<ServerStreamEvent> evs = read("{\"type\":\"init\",\"text\":\"c1\",\"timestamp\":1}\n\n{\"type\":\"stdout\",\"text\":\"hi\",\"timestamp\":2}\n\n", ServerStreamEvent.class);
    assertEquals(2, evs.size());
    assertEquals("init", evs.get(0).getType().getValue());
    assertEquals("hi", evs.get(1).getText());
  }

  @Test
  void readsServerSentEventsWithCrlfCommentsAndFields() {
    String wire = ": keep-alive\r\nevent: message\r\nid: 1\r\ndata: {\"type\":\"stdout\",\"text\":\"a\",\"timestamp\":1}\r\n\r\nretry: 10\rdata: {\"type\":\"stdout\",\r\ndata: \"text\":\"b\",\"timestamp\":2}\r\n\r\ndata: [DONE]\n\n";
    List<ServerStreamEvent> evs = read(wire, ServerStreamEvent.class);
    assertEquals(2, evs.size());
    assertEquals("a", evs.get(0).getText());
    assertEquals("b", evs.get(1).getText());
  }

  @Test
  void lastEventWithoutTrailingBlankLineIsDelivered() {
    assertEquals(2, read("data: {\"n\":1}\n\ndata: {\"n\":2}", JsonNode.class).size());
  }

  @Test
  void anEventCutOffAtTheEndIsAStreamError() {
    assertThrows(StreamError.class, () -> read("data: {\"n\":1}\ndata: {\"n\":", JsonNode.class));
  }

  @Test
  void malformedJsonEndsTheStreamAfterTheEventsBeforeIt() {
    List<JsonNode> got = new ArrayList<>();
    EventStream<JsonNode> s = EventStream.of(200, Map.of(), new ByteArrayInputStream("{\"n\":1}\n{\"n\":\n".getBytes(StandardCharsets.UTF_8)), MAPPER, JsonNode.class);
    StreamError e = assertThrows(StreamError.class, () -> s.forEach(got::add));
    assertEquals(1, got.size());
    assertTrue(e.line().startsWith("{\"n\":"), e.line());
  }

  @Test
  void collectsCommandOutputAndExitCode() {
    String wire = "{\"type\":\"init\",\"text\":\"id1\",\"timestamp\":1}\n\n"
        + "{\"type\":\"stdout\",\"text\":\"par\",\"partial\":true,\"timestamp\":2}\n\n"
        + "{\"type\":\"stdout\",\"text\":\"t\",\"timestamp\":3}\n\n"
        + "{\"type\":\"stderr\",\"text\":\"oops\\n\",\"timestamp\":4}\n\n"
        + "{\"type\":\"error\",\"error\":{\"ename\":\"CommandExecError\",\"evalue\":\"3\",\"traceback\":[]},\"timestamp\":5}\n\n";
    CommandResult r = CommandResult.collect(EventStream.of(200, Map.of(), new ByteArrayInputStream(wire.getBytes(StandardCharsets.UTF_8)), MAPPER, ServerStreamEvent.class));
    assertEquals("id1", r.id());
    assertEquals("part\n", r.stdout());
    assertEquals("oops\n", r.stderr());
    assertEquals(3, r.exitCode());
  }
}
