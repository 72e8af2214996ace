package io.github.opensandboxts.client;

import static io.github.opensandboxts.client.MockServer.json;
import static io.github.opensandboxts.client.MockServer.text;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.opensandboxts.client.generated.execd.model.FileMetadata;
import io.github.opensandboxts.client.generated.lifecycle.model.CreateSandboxRequest;
import io.github.opensandboxts.client.generated.lifecycle.model.ImageSpec;
import io.github.opensandboxts.client.generated.lifecycle.model.Sandbox;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ClientTest {
  private static final String SANDBOX = "{\"id\":\"sb1\",\"status\":{\"state\":\"%s\"%s},\"createdAt\":\"2026-01-01T00:00:00Z\",\"entrypoint\":[\"sleep\"]}";
  private MockServer server;

  @BeforeEach
  void start() throws Exception {
    server = new MockServer();
  }

  @AfterEach
  void stop() {
    assertEquals(List.of(), server.unexpected, "requests the test did not expect");
    server.close();
  }

  private OpenSandbox client(int retries) {
    return new OpenSandbox(ClientOptions.builder().domain(server.url()).apiKey("k").maxRetries(retries).pollInterval(Duration.ofMillis(5)).build());
  }

  private Execd execd() {
    return Execd.connect(server.url(), Map.of("X-EXECD-ACCESS-TOKEN", "t"), ClientOptions.builder().maxRetries(0).build());
  }

  private static String sandbox(String state, String reason) {
    return String.format(SANDBOX, state, reason == null ? "" : ",\"reason\":\"" + reason + "\",\"message\":\"it broke\"");
  }

  @Test
  void sendsTheKeyAndDecodesTheModel() {
    server.reply(json(200, sandbox("Running", null)));
    Sandbox sb = client(0).sandboxes().get("sb1");
    assertEquals("Running", sb.getStatus().getState());
    assertEquals("/v1/sandboxes/sb1", server.seen.get(0).uri);
    assertEquals("k", server.seen.get(0).header("OPEN-SANDBOX-API-KEY"));
    assertTrue(server.seen.get(0).header("User-Agent").startsWith("opensandbox-java/"));
  }

  @Test
  void errorsCarryStatusCodeMessageAndRequestId() {
    server.reply(json(404, "{\"code\":\"SANDBOX_NOT_FOUND\",\"message\":\"no sandbox nope\"}"));
    ApiError e = assertThrows(ApiError.class, () -> client(0).sandboxes().get("nope"));
    assertEquals(404, e.status());
    assertEquals("SANDBOX_NOT_FOUND", e.code());
    assertEquals("no sandbox nope", e.errorMessage());
    assertEquals("req-404", e.requestId());
    assertTrue(e.getMessage().contains("getSandbox: 404 SANDBOX_NOT_FOUND"), e.getMessage());
  }

  @Test
  void nonJsonErrorBodyBecomesTheMessage() {
    server.reply(text(502, "text/html", "<h1>bad gateway</h1>"));
    ApiError e = assertThrows(ApiError.class, () -> client(0).sandboxes().delete("sb1"));
    assertNull(e.code());
    assertEquals("<h1>bad gateway</h1>", e.errorMessage());
  }

  @Test
  void idempotentCallsAreRetried() {
    server.reply(json(503, "{\"code\":\"BUSY\",\"message\":\"later\"}"), json(429, "{}"), json(200, sandbox("Running", null)));
    assertEquals("sb1", client(2).sandboxes().get("sb1").getId());
    assertEquals(3, server.seen.size());
  }

  @Test
  void retriesStopAfterMaxRetries() {
    server.reply(json(503, "{}"), json(503, "{\"code\":\"BUSY\",\"message\":\"x\"}"));
    ApiError e = assertThrows(ApiError.class, () -> client(1).sandboxes().delete("sb1"));
    assertEquals("BUSY", e.code());
    assertEquals(2, server.seen.size());
  }

  @Test
  void postIsNeverRetried() {
    server.reply(json(503, "{\"code\":\"BUSY\",\"message\":\"later\"}"));
    CreateSandboxRequest req = new CreateSandboxRequest().image(new ImageSpec().uri("busybox")).entrypoint(List.of("sleep", "60"));
    assertThrows(ApiError.class, () -> client(3).sandboxes().create(req));
    assertEquals(1, server.seen.size());
    assertEquals("{\"image\":{\"uri\":\"busybox\"},\"entrypoint\":[\"sleep\",\"60\"],\"secureAccess\":false}", server.seen.get(0).text());
  }

  @Test
  void retryAfterIsRead() {
    assertEquals(Duration.ofMillis(1500), SdkHttpClient.retryAfter(java.util.Optional.of("1.5")).orElseThrow());
    assertEquals(Duration.ofSeconds(10), SdkHttpClient.retryAfter(java.util.Optional.of("3600")).orElseThrow());
    assertTrue(SdkHttpClient.retryAfter(java.util.Optional.of("soon")).isEmpty());
    for (int i = 0; i < 40; i++) assertTrue(SdkHttpClient.backoff(i).compareTo(SdkHttpClient.BACKOFF_MAX) <= 0);
  }

  @Test
  void noAnswerIsATransportError() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    OpenSandbox c = new OpenSandbox(ClientOptions.builder().domain("127.0.0.1:" + port).maxRetries(0).build());
    assertInstanceOf(java.io.IOException.class, assertThrows(TransportError.class, () -> c.sandboxes().get("x")).getCause());
  }

  @Test
  void aWrongFieldTypeIsADecodeError() {
    server.reply(json(200, "{\"id\":\"sb1\",\"status\":{\"state\":\"Running\"},\"createdAt\":1795000000,\"entrypoint\":[]}"),
        json(200, "{\"id\":\"sb1\",\"status\":{\"state\":\"Running\"},\"createdAt\":\"2026-01-01T00:00:00Z\",\"entrypoint\":[],\"metadata\":{\"team\":7}}"));
    assertThrows(DecodeError.class, () -> client(0).sandboxes().get("sb1"), "createdAt as a number");
    assertThrows(DecodeError.class, () -> client(0).sandboxes().get("sb1"), "a metadata value as a number");
  }

  @Test
  void metadataPatchSendsNullsToRemoveKeys() {
    server.reply(json(200, sandbox("Running", null)));
    Map<String, String> patch = new java.util.LinkedHashMap<>();
    patch.put("added", "fresh");
    patch.put("remove", null);
    client(0).sandboxes().patchMetadata("sb1", patch);
    assertEquals("PATCH", server.seen.get(0).method);
    assertEquals("{\"added\":\"fresh\",\"remove\":null}", server.seen.get(0).text());
  }

  @Test
  void scopedHeadersGoWithEveryCall() {
    server.reply(json(200, sandbox("Running", null)));
    try (RequestHeaders scope = RequestHeaders.with(Map.of("X-Request-ID", "mine"))) {
      client(0).sandboxes().get("sb1");
    }
    assertEquals("mine", server.seen.get(0).header("X-Request-ID"));
  }

  @Test
  void waitUntilRunningPollsAndReportsFailure() {
    server.reply(json(200, sandbox("Pending", null)), json(200, sandbox("Running", null)));
    assertEquals("Running", client(0).sandboxes().waitUntilRunning("sb1").getStatus().getState());
    server.reply(json(200, sandbox("Pending", null)), json(200, sandbox("Failed", "IMAGE_PULL_FAILED")));
    SandboxStateError e = assertThrows(SandboxStateError.class, () -> client(0).sandboxes().waitUntilRunning("sb1"));
    assertEquals("Failed", e.state());
    assertEquals("IMAGE_PULL_FAILED", e.reason());
  }

  @Test
  void execdSkipsThePingWhenRunningMeansReady() {
    String endpoint = "{\"endpoint\":\"" + server.url().substring(7) + "/execd\",\"headers\":{\"X-EXECD-ACCESS-TOKEN\":\"tok\"}}";
    server.reply(json(200, sandbox("Running", null)), json(200, endpoint), json(200, "{\"status\":\"healthy\",\"runningMeansReady\":true}"));
    Execd ex = client(0).sandboxes().execd("sb1");
    assertEquals(server.url() + "/execd", ex.baseUrl());
    assertEquals(3, server.seen.size());
    server.reply(text(200, "text/plain", ""));
    ex.ping();
    assertEquals("/execd/ping", server.seen.get(3).uri);
    assertEquals("tok", server.seen.get(3).header("X-EXECD-ACCESS-TOKEN"));
    assertNull(server.seen.get(3).header("OPEN-SANDBOX-API-KEY"), "the API key does not go to execd");
  }

  @Test
  void execdPingsUntilReadyOnOtherServers() {
    String endpoint = "{\"endpoint\":\"" + server.url().substring(7) + "\",\"headers\":{\"X-EXECD-ACCESS-TOKEN\":\"tok\"}}";
    server.reply(json(200, sandbox("Running", null)), json(200, endpoint), json(404, "{\"code\":\"NOT_FOUND\",\"message\":\"no\"}"),
        json(503, "{}"), text(200, "text/plain", ""));
    client(0).sandboxes().execd("sb1");
    assertEquals("/ping", server.seen.get(4).uri);
  }

  @Test
  void commandsStreamOverSse() {
    server.reply(text(200, "text/event-stream", "data: {\"type\":\"init\",\"text\":\"c1\",\"timestamp\":1}\n\ndata: {\"type\":\"stdout\",\"text\":\"42\",\"timestamp\":2}\n\ndata: {\"type\":\"execution_complete\",\"execution_time\":5,\"timestamp\":3}\n\n"));
    CommandResult r = execd().commands().run("echo 42");
    assertEquals("42\n", r.stdout());
    assertEquals(0, r.exitCode());
    assertEquals("POST", server.seen.get(0).method);
    // the generated model sends the spec's defaults explicitly
    assertEquals("{\"command\":\"echo 42\",\"background\":false,\"stdin\":false}", server.seen.get(0).text());
    assertEquals("t", server.seen.get(0).header("X-EXECD-ACCESS-TOKEN"));
  }

  @Test
  void uploadSendsMetadataAndFilePairs() {
    server.reply(text(200, "application/json", ""));
    execd().files().upload(Files.UploadFile.of(new FileMetadata().path("/tmp/a.txt").mode(644), "hello".getBytes(StandardCharsets.UTF_8)),
        Files.UploadFile.of("/tmp/b.bin", "x"));
    MockServer.Seen s = server.seen.get(0);
    String ct = s.header("Content-Type");
    assertTrue(ct.startsWith("multipart/form-data; boundary="), ct);
    String boundary = ct.substring(ct.indexOf('=') + 1);
    String expected = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"metadata\"; filename=\"metadata\"\r\nContent-Type: application/json\r\n\r\n"
        + "{\"path\":\"/tmp/a.txt\",\"mode\":644}\r\n"
        + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\nContent-Type: application/octet-stream\r\n\r\nhello\r\n"
        + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"metadata\"; filename=\"metadata\"\r\nContent-Type: application/json\r\n\r\n"
        + "{\"path\":\"/tmp/b.bin\"}\r\n"
        + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"b.bin\"\r\nContent-Type: application/octet-stream\r\n\r\nx\r\n"
        + "--" + boundary + "--\r\n";
    assertEquals(expected, s.text());
  }

  @Test
  void downloadSendsTheRange() {
    server.reply(new MockServer.Reply(206, Map.of("Content-Type", "application/octet-stream", "Content-Range", "bytes 0-1/5"), "he"));
    try (Files.Download d = execd().files().download("/tmp/a b.txt", new Files.DownloadOptions().range("bytes=0-1"))) {
      assertEquals(206, d.status());
      assertArrayEquals("he".getBytes(StandardCharsets.UTF_8), d.readAllBytes());
    }
    assertEquals("/files/download?path=%2Ftmp%2Fa%20b.txt", server.seen.get(0).uri);
    assertEquals("bytes=0-1", server.seen.get(0).header("Range"));
  }

  @Test
  void optionsComeFromTheEnvironmentOrArguments() {
    ClientOptions o = ClientOptions.builder().domain("https://example.org:9/base/").build();
    assertEquals("https://example.org:9/base/v1", o.lifecycleUrl());
    assertThrows(IllegalArgumentException.class, () -> ClientOptions.builder().domain("ftp://x").build());
    assertThrows(IllegalArgumentException.class, () -> ClientOptions.builder().maxRetries(-1));
  }
}
