package io.github.opensandboxts.conformance;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.opensandboxts.client.ApiError;
import io.github.opensandboxts.client.ClientOptions;
import io.github.opensandboxts.client.DecodeError;
import io.github.opensandboxts.client.EventStream;
import io.github.opensandboxts.client.Execd;
import io.github.opensandboxts.client.Files;
import io.github.opensandboxts.client.OpenSandbox;
import io.github.opensandboxts.client.OpenSandboxException;
import io.github.opensandboxts.client.RequestHeaders;
import io.github.opensandboxts.client.StreamError;
import io.github.opensandboxts.client.TransportError;
import io.github.opensandboxts.client.generated.execd.model.FileMetadata;
import io.github.opensandboxts.client.generated.execd.model.RunCodeRequest;
import io.github.opensandboxts.client.generated.execd.model.RunCommandRequest;
import io.github.opensandboxts.client.generated.execd.model.RunInSessionRequest;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** One request of the runner, performed with the Java client. */
final class Handler {
  /** Event-stream operations: the typed stream API where the client has one, else the plain HTTP client (never the generated call, which would read an endless body). */
  private static final Set<String> STREAMS = Set.of("runCommand", "runInSession", "runCode", "watchMetrics", "followCommandOutput", "watchFiles");
  /** Routes the generated client cannot express: multi-segment {path} parameters, a WebSocket. */
  private static final java.util.regex.Pattern RAW_ONLY = java.util.regex.Pattern.compile("^(proxy.*|attachPty)$");

  final long id;
  private final JsonNode req;
  private final String opId;
  private volatile boolean cancelled;
  private volatile EventStream<?> openStream;
  private volatile Thread worker;
  private OpenSandbox lifecycle;
  private Execd execd;

  /** The typed API cannot express the request: it goes through the SDK's plain HTTP client. */
  static final class NotExpressible extends Exception {
    private static final long serialVersionUID = 1L;

    NotExpressible(String why) {
      super(why);
    }
  }

  Handler(JsonNode req) {
    this.req = req;
    this.id = req.path("id").asLong();
    this.opId = req.path("operationId").isTextual() ? req.get("operationId").asText() : null;
  }

  void cancel() {
    cancelled = true;
    EventStream<?> s = openStream;
    if (s != null) s.close();
    else if (worker != null) worker.interrupt();
  }

  void run() {
    worker = Thread.currentThread();
    setup();
    Map<String, String> caseHeaders = new LinkedHashMap<>();
    req.path("headers").fields().forEachRemaining(e -> {
      if (!e.getKey().equalsIgnoreCase("content-type")) caseHeaders.put(e.getKey(), e.getValue().asText());
    });
    try (RequestHeaders scope = RequestHeaders.with(caseHeaders)) {
      if (req.path("invalid").asBoolean() || opId == null || RAW_ONLY.matcher(opId).matches()) {
        viaHttp();
        return;
      }
      try {
        if (STREAMS.contains(opId)) stream();
        else if (opId.equals("uploadFile")) upload();
        else if (opId.equals("downloadFile")) download();
        else if (opId.equals("writeCommandStdin")) writeStdin();
        else generated();
      } catch (NotExpressible e) {
        System.err.println("driver: request " + id + " (" + opId + ") via http: " + e.getMessage());
        viaHttp();
      } catch (OpenSandboxException e) {
        report(e, null);
      }
    } finally {
      Capture.stop();
    }
  }

  private void setup() {
    ClientOptions.Builder o = ClientOptions.builder().httpClient(Capture.CLIENT).requestTimeout(null).apiKey("");
    JsonNode cred = req.path("credential");
    String base = req.path("baseUrl").asText().replaceAll("/+$", "");
    if (req.path("api").asText().equals("execd")) {
      Map<String, String> h = new LinkedHashMap<>();
      if (cred.isObject()) h.put(cred.path("header").asText(), cred.path("value").asText());
      execd = Execd.connect(base, h, o.build());
      return;
    }
    if (cred.isObject()) {
      if (cred.path("header").asText().equalsIgnoreCase("OPEN-SANDBOX-API-KEY")) o.apiKey(cred.path("value").asText());
      else o.headers(Map.of(cred.path("header").asText(), cred.path("value").asText()));
    }
    lifecycle = new OpenSandbox(o.domain(base.endsWith("/v1") ? base.substring(0, base.length() - 3) : base).build());
  }

  private ObjectMapper mapper() {
    return execd != null ? execd.apiClient().getObjectMapper() : lifecycle.apiClient().getObjectMapper();
  }

  private HttpClient plain() {
    return execd != null ? execd.httpClient() : lifecycle.httpClient();
  }

  private String header(String name) {
    Iterator<Map.Entry<String, JsonNode>> it = req.path("headers").fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      if (e.getKey().equalsIgnoreCase(name)) return e.getValue().asText();
    }
    return null;
  }

  // ---- replies ----

  void fail(String origin, String message) {
    Main.send(Main.JSON.createObjectNode().put("type", "error").put("id", id).put("origin", origin).put("message", message));
  }

  private static ObjectNode headersJson(Map<String, List<String>> headers) {
    ObjectNode h = Main.JSON.createObjectNode();
    Map<String, List<String>> sorted = new TreeMap<>();
    headers.forEach((k, v) -> {
      if (k != null && !k.startsWith(":")) sorted.put(k.toLowerCase(Locale.ROOT), v);
    });
    sorted.forEach((k, v) -> h.put(k, String.join(", ", v)));
    return h;
  }

  private void head(int status, Map<String, List<String>> headers) {
    ObjectNode m = Main.JSON.createObjectNode().put("type", "head").put("id", id).put("status", status);
    m.set("headers", headersJson(headers));
    Main.send(m);
  }

  private void respond(String via, int status, Map<String, List<String>> headers, JsonNode json, byte[] raw, boolean partial, String requestId) {
    ObjectNode m = Main.JSON.createObjectNode().put("type", "response").put("id", id).put("via", via).put("status", status);
    m.set("headers", headersJson(headers));
    m.put("partial", partial);
    if (json != null) m.set("json", json);
    if (raw != null) m.put("bodyBase64", Base64.getEncoder().encodeToString(raw));
    if (requestId != null) m.put("requestId", requestId);
    Main.send(m);
  }

  private static ObjectNode errorJson(ApiError e) {
    ObjectNode j = Main.JSON.createObjectNode();
    if (e.code() != null) j.put("code", e.code());
    if (e.errorMessage() != null && !e.errorMessage().isEmpty()) j.put("message", e.errorMessage());
    return j;
  }

  /** What an SDK error means: an ApiError is a response; no answer or an undecodable one an error. */
  private void report(OpenSandboxException e, Capture.Seen seen) {
    if (e instanceof ApiError) {
      ApiError a = (ApiError) e;
      respond("sdk", a.status(), a.headers(), errorJson(a), a.body(), false, a.requestId());
    } else if (e instanceof TransportError) {
      fail("transport", e.getMessage());
    } else if (e instanceof DecodeError && seen != null && seen.headers != null) {
      ObjectNode m = Main.JSON.createObjectNode().put("type", "error").put("id", id).put("origin", "client").put("message", e.getMessage());
      m.put("status", seen.status);
      m.set("headers", headersJson(seen.headers.map()));
      m.put("bodyBase64", Base64.getEncoder().encodeToString(seen.body.toByteArray()));
      Main.send(m);
    } else {
      fail("client", e.getMessage());
    }
  }

  // ---- generated operations ----

  private Method findMethod() throws NotExpressible {
    String pkg = "io.github.opensandboxts.client.generated." + (execd != null ? "execd" : "lifecycle") + ".api";
    // Each operation has two overloads; the one with the trailing `Map<String, String> headers`
    // has one parameter more (the other may also end in a Map: a map-typed body).
    Method best = null;
    for (Class<?> api : ApiClasses.in(pkg)) {
      for (Method m : api.getMethods()) {
        Class<?>[] p = m.getParameterTypes();
        if (m.getName().equals(opId + "WithHttpInfo") && p.length > 0 && p[p.length - 1] == Map.class
            && (best == null || p.length > best.getParameterCount())) {
          best = m;
        }
      }
    }
    if (best == null) throw new NotExpressible("no generated method for " + opId);
    return best;
  }

  private static String norm(String name) {
    return name.replaceAll("[^A-Za-z0-9]", "").toLowerCase(Locale.ROOT);
  }

  private static boolean isBodyParam(Parameter p) {
    Class<?> t = p.getType();
    if (t == Map.class || t == File.class || t == Object.class) return true;
    if (t.getName().contains(".generated.") && t.getName().contains(".model.")) return true;
    if (t == List.class) {
      Type el = ((ParameterizedType) p.getParameterizedType()).getActualTypeArguments()[0];
      return el instanceof Class && ((Class<?>) el).getName().contains(".model.");
    }
    return false;
  }

  private void generated() throws NotExpressible {
    Method m = findMethod();
    Parameter[] params = m.getParameters();
    Object[] args = new Object[params.length];
    List<String[]> query = new ArrayList<>();
    req.path("query").forEach(kv -> query.add(new String[] {kv.get(0).asText(), kv.get(1).asText()}));
    Map<String, String> pathParams = new LinkedHashMap<>();
    req.path("pathParams").fields().forEachRemaining(e -> pathParams.put(norm(e.getKey()), e.getValue().asText()));
    Map<String, String> extraHeaders = new LinkedHashMap<>();
    req.path("headers").fields().forEachRemaining(e -> {
      if (!e.getKey().equalsIgnoreCase("content-type")) extraHeaders.put(e.getKey(), e.getValue().asText());
    });
    JsonNode body = req.path("body");
    boolean bodyUsed = false;
    for (int i = 0; i < params.length - 1; i++) {
      Parameter p = params[i];
      String n = norm(p.getName());
      if (isBodyParam(p)) {
        args[i] = body(p, body);
        bodyUsed = true;
        continue;
      }
      if (pathParams.containsKey(n)) {
        args[i] = convert(pathParams.get(n), p.getType(), p.getName());
        continue;
      }
      List<String> values = new ArrayList<>();
      for (Iterator<String[]> it = query.iterator(); it.hasNext(); ) {
        String[] kv = it.next();
        if (norm(kv[0]).equals(n)) {
          values.add(kv[1]);
          it.remove();
        }
      }
      if (values.isEmpty()) {
        for (Iterator<Map.Entry<String, String>> it = extraHeaders.entrySet().iterator(); it.hasNext(); ) {
          Map.Entry<String, String> e = it.next();
          if (norm(e.getKey()).equals(n)) {
            values.add(e.getValue());
            it.remove();
          }
        }
      }
      if (values.isEmpty()) continue; // an optional parameter left out
      if (p.getType() == List.class) {
        Class<?> el = (Class<?>) ((ParameterizedType) p.getParameterizedType()).getActualTypeArguments()[0];
        List<Object> list = new ArrayList<>();
        for (String v : values) list.add(convert(v, el, p.getName()));
        args[i] = list;
      } else {
        if (values.size() > 1) throw new NotExpressible("parameter " + p.getName() + " repeated");
        args[i] = convert(values.get(0), p.getType(), p.getName());
      }
    }
    if (!query.isEmpty()) throw new NotExpressible("query parameter \"" + query.get(0)[0] + "\" is not in the typed API");
    if (!bodyUsed && !body.isNull() && !body.isMissingNode()) throw new NotExpressible("the operation takes no body");
    for (int i = 0; i < params.length - 1; i++) {
      if (args[i] == null && isBodyParam(params[i])) throw new NotExpressible("the request has no body");
    }
    args[params.length - 1] = extraHeaders; // headers the operation does not declare (X-Request-ID, …)
    Object api;
    try {
      api = m.getDeclaringClass().getConstructor(execd != null ? io.github.opensandboxts.client.generated.execd.ApiClient.class
          : io.github.opensandboxts.client.generated.lifecycle.ApiClient.class).newInstance(execd != null ? execd.apiClient() : lifecycle.apiClient());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
    Capture.Seen seen = Capture.start();
    Object response;
    try {
      response = m.invoke(api, args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      report(cause instanceof Exception ? mapGenerated((Exception) cause) : new OpenSandboxException(String.valueOf(cause), cause), seen);
      return;
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
    int status;
    Map<String, List<String>> headers;
    Object data;
    try {
      status = (int) response.getClass().getMethod("getStatusCode").invoke(response);
      @SuppressWarnings("unchecked")
      Map<String, List<String>> h = (Map<String, List<String>>) response.getClass().getMethod("getHeaders").invoke(response);
      headers = h;
      data = response.getClass().getMethod("getData").invoke(response);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
    String ct = headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase("content-type")).map(e -> e.getValue().get(0)).findFirst().orElse("");
    JsonNode json = data != null && isJson(ct) ? mapper().valueToTree(data) : null;
    respond("sdk", status, headers, json, seen.body.toByteArray(), false, null);
  }

  /** The client's typed error for an exception of a generated call (as its own layer maps them). */
  private static OpenSandboxException mapGenerated(Exception e) {
    int code = 0;
    java.net.http.HttpHeaders headers = null;
    String body = null;
    Throwable cause = e.getCause();
    if (e instanceof io.github.opensandboxts.client.generated.lifecycle.ApiException) {
      var x = (io.github.opensandboxts.client.generated.lifecycle.ApiException) e;
      code = x.getCode();
      headers = x.getResponseHeaders();
      body = x.getResponseBody();
    } else if (e instanceof io.github.opensandboxts.client.generated.execd.ApiException) {
      var x = (io.github.opensandboxts.client.generated.execd.ApiException) e;
      code = x.getCode();
      headers = x.getResponseHeaders();
      body = x.getResponseBody();
    }
    if (code != 0) return new ApiError(null, code, headers == null ? Map.of() : headers.map(), body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8));
    if (cause instanceof com.fasterxml.jackson.core.JsonProcessingException) return new DecodeError("generated", 0, Map.of(), null, cause);
    return new TransportError("generated", cause != null ? cause : e);
  }

  private static boolean isJson(String ct) {
    String t = ct.split(";")[0].trim().toLowerCase(Locale.ROOT);
    return t.equals("application/json") || (t.startsWith("application/") && t.endsWith("+json"));
  }

  private Object body(Parameter p, JsonNode body) throws NotExpressible {
    if (body.isNull() || body.isMissingNode()) return null;
    String ct = header("content-type");
    if (p.getType() == File.class) {
      if (!body.path("kind").asText().equals("bytes")) throw new NotExpressible("a " + body.path("kind").asText() + " body for a binary parameter");
      try {
        File f = File.createTempFile("osb-driver", ".bin");
        f.deleteOnExit();
        java.nio.file.Files.write(f.toPath(), Base64.getDecoder().decode(body.path("base64").asText()));
        return f;
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    }
    if (!body.path("kind").asText().equals("json")) throw new NotExpressible("a " + body.path("kind").asText() + " body for a JSON parameter");
    if (ct != null && !isJson(ct)) throw new NotExpressible("content type " + ct);
    if (p.getType() == Object.class) return body.get("value");
    JavaType type = mapper().getTypeFactory().constructType(p.getParameterizedType());
    return strict(body.get("value"), type);
  }

  /**
   * Decodes a JSON value into the typed model, refusing unknown fields, and checks that the model
   * encodes back to the same value (nulls aside; a default the model fills in is accepted): a
   * body the typed model cannot carry is not expressible.
   */
  private Object strict(JsonNode value, JavaType type) throws NotExpressible {
    ObjectMapper strict = mapper().copy().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    Object typed;
    try {
      typed = strict.readValue(strict.treeAsTokens(value), type);
    } catch (IOException e) {
      throw new NotExpressible("body does not decode into " + type + ": " + e.getMessage().split("\n")[0]);
    }
    JsonNode back = mapper().valueToTree(typed);
    JsonNode defaults = null;
    try {
      if (!type.isContainerType()) defaults = mapper().valueToTree(type.getRawClass().getConstructor().newInstance());
    } catch (ReflectiveOperationException | IllegalArgumentException e) {
      defaults = null;
    }
    if (!same(dropNulls(value), dropNulls(back), defaults)) {
      String s = back.toString();
      throw new NotExpressible("the typed request encodes as " + (s.length() > 200 ? s.substring(0, 200) + "…" : s));
    }
    return typed;
  }

  private static JsonNode dropNulls(JsonNode n) {
    if (n.isObject()) {
      ObjectNode o = Main.JSON.createObjectNode();
      n.fields().forEachRemaining(e -> {
        if (!e.getValue().isNull()) o.set(e.getKey(), dropNulls(e.getValue()));
      });
      return o;
    }
    if (n.isArray()) {
      ArrayNode a = Main.JSON.createArrayNode();
      n.forEach(e -> a.add(dropNulls(e)));
      return a;
    }
    return n;
  }

  private static boolean same(JsonNode a, JsonNode b, JsonNode defaults) {
    if (a.isObject() && b.isObject()) {
      Iterator<String> names = b.fieldNames();
      while (names.hasNext()) {
        String k = names.next();
        if (!a.has(k) && !(defaults != null && b.get(k).equals(defaults.get(k)))) return false;
      }
      Iterator<Map.Entry<String, JsonNode>> it = a.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        if (!b.has(e.getKey()) || !same(e.getValue(), b.get(e.getKey()), null)) return false;
      }
      return true;
    }
    if (a.isArray() && b.isArray()) {
      if (a.size() != b.size()) return false;
      for (int i = 0; i < a.size(); i++) if (!same(a.get(i), b.get(i), null)) return false;
      return true;
    }
    if (a.isTextual() && b.isTextual() && !a.equals(b)) {
      try {
        return OffsetDateTime.parse(a.asText()).isEqual(OffsetDateTime.parse(b.asText()));
      } catch (RuntimeException notInstants) {
        return false;
      }
    }
    if (a.isNumber() && b.isNumber()) return a.decimalValue().compareTo(b.decimalValue()) == 0;
    return a.equals(b);
  }

  private static Object convert(String s, Class<?> t, String name) throws NotExpressible {
    try {
      if (t == String.class) return s;
      if (t == Integer.class) return Integer.valueOf(s);
      if (t == Long.class) return Long.valueOf(s);
      if (t == Double.class) return Double.valueOf(s);
      if (t == Float.class) return Float.valueOf(s);
      if (t == BigDecimal.class) return new BigDecimal(s);
      if (t == Boolean.class) {
        if (!s.equals("true") && !s.equals("false")) throw new NotExpressible(name + ": \"" + s + "\" is not a boolean");
        return Boolean.valueOf(s);
      }
      if (t == OffsetDateTime.class) return OffsetDateTime.parse(s);
      if (t.isEnum()) return t.getMethod("fromValue", String.class).invoke(null, s);
    } catch (NotExpressible e) {
      throw e;
    } catch (Exception e) {
      throw new NotExpressible(name + ": \"" + s + "\" is not a " + t.getSimpleName());
    }
    throw new NotExpressible(name + ": unsupported parameter type " + t.getName());
  }

  // ---- hand-written layer: streams, uploads, downloads ----

  private JsonNode jsonBody() throws NotExpressible {
    JsonNode body = req.path("body");
    if (body.isNull() || body.isMissingNode()) return null;
    String ct = header("content-type");
    if (!body.path("kind").asText().equals("json") || (ct != null && !isJson(ct))) throw new NotExpressible("non-JSON body for a stream operation");
    return body.get("value");
  }

  private <T> T typedBody(Class<T> type) throws NotExpressible {
    JsonNode v = jsonBody();
    if (v == null) throw new NotExpressible("the request has no body");
    return type.cast(strict(v, mapper().constructType(type)));
  }

  private void stream() throws NotExpressible {
    if (execd == null) throw new NotExpressible("a stream on the lifecycle API");
    if (!req.path("query").isEmpty()) throw new NotExpressible("query parameters for a stream");
    EventStream<?> st;
    switch (opId) {
      case "runCommand":
        st = execd.commands().stream(typedBody(RunCommandRequest.class));
        break;
      case "runInSession":
        st = execd.sessions().stream(req.path("pathParams").path("sessionId").asText(), typedBody(RunInSessionRequest.class));
        break;
      case "runCode":
        st = execd.code().stream(typedBody(RunCodeRequest.class));
        break;
      case "watchMetrics":
        if (jsonBody() != null) throw new NotExpressible("a body for watchMetrics");
        st = execd.metrics().watch();
        break;
      default:
        throw new NotExpressible("no streaming method for " + opId);
    }
    pump(st, "sdk");
  }

  /** Relays a stream's events until it ends, maxEvents is reached or the request is cancelled. */
  private void pump(EventStream<?> st, String via) {
    openStream = st;
    try (st) {
      head(st.status(), st.headers());
      int max = req.path("maxEvents").isInt() ? req.get("maxEvents").asInt() : -1;
      int n = 0;
      try {
        while (st.hasNext()) {
          Object ev = st.next();
          ObjectNode m = Main.JSON.createObjectNode().put("type", "event").put("id", id);
          m.set("event", mapper().valueToTree(ev));
          Main.send(m);
          n++;
          if (max >= 0 && n >= max) {
            respond(via, st.status(), st.headers(), null, null, true, null);
            return;
          }
        }
      } catch (StreamError e) {
        fail("client", e.getMessage());
        return;
      } catch (TransportError e) {
        if (cancelled) respond(via, st.status(), st.headers(), null, null, true, null);
        else fail("transport", e.getMessage());
        return;
      }
      respond(via, st.status(), st.headers(), null, null, cancelled, null);
    } finally {
      openStream = null;
    }
  }

  private void upload() throws NotExpressible {
    JsonNode body = req.path("body");
    JsonNode parts = body.path("parts");
    if (!body.path("kind").asText().equals("multipart") || parts.size() == 0 || parts.size() % 2 != 0) {
      throw new NotExpressible("the multipart body is not metadata/file pairs");
    }
    String ct = header("content-type");
    if (ct != null && !ct.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) throw new NotExpressible("content type " + ct);
    if (!req.path("query").isEmpty()) throw new NotExpressible("query parameters for an upload");
    List<Files.UploadFile> files = new ArrayList<>();
    for (int i = 0; i < parts.size(); i += 2) {
      JsonNode meta = parts.get(i);
      JsonNode file = parts.get(i + 1);
      if (!meta.path("name").asText().equals("metadata") || !file.path("name").asText().equals("file")) {
        throw new NotExpressible("the multipart body is not metadata/file pairs");
      }
      JsonNode metaJson;
      try {
        metaJson = Main.JSON.readTree(Base64.getDecoder().decode(meta.path("base64").asText()));
      } catch (IOException e) {
        throw new NotExpressible("metadata is not JSON");
      }
      FileMetadata fm = (FileMetadata) strict(metaJson, mapper().constructType(FileMetadata.class));
      files.add(Files.UploadFile.of(fm, Base64.getDecoder().decode(file.path("base64").asText())));
    }
    HttpResponse<byte[]> resp = execd.files().upload(files);
    respond("sdk", resp.statusCode(), resp.headers().map(), null, resp.body(), false, null);
  }

  private void download() throws NotExpressible {
    Files.DownloadOptions opts = new Files.DownloadOptions();
    String path = null;
    for (JsonNode kv : req.path("query")) {
      String k = kv.get(0).asText();
      String v = kv.get(1).asText();
      switch (k) {
        case "path":
          if (path != null) throw new NotExpressible("path repeated");
          path = v;
          break;
        case "offset":
        case "limit":
          int n;
          try {
            n = Integer.parseInt(v);
          } catch (NumberFormatException e) {
            throw new NotExpressible(k + " is not an integer");
          }
          if (k.equals("offset")) opts.offset = n;
          else opts.limit = n;
          break;
        default:
          throw new NotExpressible("query parameter " + k);
      }
    }
    if (path == null) throw new NotExpressible("no path");
    if (!req.path("body").isNull() && !req.path("body").isMissingNode()) throw new NotExpressible("a body for a download");
    opts.range = header("range");
    // The case's other headers (X-Request-ID, …) come from the RequestHeaders scope of run().
    try (Files.Download d = execd.files().download(path, opts.range == null && opts.offset == null && opts.limit == null ? null : opts)) {
      respond("sdk", d.status(), d.headers(), null, d.readAllBytes(), false, null);
    }
  }

  /**
   * The generated writeCommandStdin takes a java.io.File and sends it JSON-encoded (its path,
   * not its bytes): the client's Commands.writeStdin sends the bytes.
   */
  private void writeStdin() throws NotExpressible {
    JsonNode body = req.path("body");
    if (!body.path("kind").asText().equals("bytes")) throw new NotExpressible("a " + body.path("kind").asText() + " body for stdin");
    String ct = header("content-type");
    if (ct != null && !ct.toLowerCase(Locale.ROOT).startsWith("application/octet-stream")) throw new NotExpressible("content type " + ct);
    if (!req.path("query").isEmpty()) throw new NotExpressible("query parameters for stdin");
    Capture.Seen seen = Capture.start();
    execd.commands().writeStdin(req.path("pathParams").path("id").asText(), Base64.getDecoder().decode(body.path("base64").asText()));
    respond("sdk", seen.status, seen.headers.map(), null, seen.body.toByteArray(), false, null);
  }

  // ---- plain HTTP fallback ----

  private void viaHttp() {
    StringBuilder url = new StringBuilder(req.path("baseUrl").asText().replaceAll("/+$", "")).append(req.path("path").asText());
    String sep = "?";
    for (JsonNode kv : req.path("query")) {
      url.append(sep).append(enc(kv.get(0).asText())).append('=').append(enc(kv.get(1).asText()));
      sep = "&";
    }
    HttpRequest.BodyPublisher publisher = HttpRequest.BodyPublishers.noBody();
    String contentType = null;
    JsonNode body = req.path("body");
    if (body.isObject()) {
      switch (body.path("kind").asText()) {
        case "json":
          publisher = HttpRequest.BodyPublishers.ofString(body.get("value").toString());
          contentType = "application/json";
          break;
        case "bytes":
          publisher = HttpRequest.BodyPublishers.ofByteArray(Base64.getDecoder().decode(body.path("base64").asText()));
          contentType = body.path("contentType").isTextual() ? body.get("contentType").asText() : null;
          break;
        case "multipart": {
          String boundary = "osb-driver-boundary";
          String given = header("content-type");
          if (given != null) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("boundary=\"?([^\";]+)\"?").matcher(given);
            if (m.find()) boundary = m.group(1);
          }
          ByteArrayOutputStream b = new ByteArrayOutputStream();
          for (JsonNode p : body.path("parts")) {
            StringBuilder h = new StringBuilder("--").append(boundary).append("\r\nContent-Disposition: form-data; name=\"").append(quote(p.path("name").asText())).append('"');
            if (p.path("filename").isTextual()) h.append("; filename=\"").append(quote(p.get("filename").asText())).append('"');
            h.append("\r\n");
            if (p.path("contentType").isTextual()) h.append("Content-Type: ").append(p.get("contentType").asText()).append("\r\n");
            h.append("\r\n");
            b.writeBytes(h.toString().getBytes(StandardCharsets.UTF_8));
            b.writeBytes(Base64.getDecoder().decode(p.path("base64").asText()));
            b.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
          }
          b.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
          publisher = HttpRequest.BodyPublishers.ofByteArray(b.toByteArray());
          contentType = "multipart/form-data; boundary=" + boundary;
          break;
        }
        default:
          break;
      }
    }
    HttpRequest.Builder rb;
    try {
      rb = HttpRequest.newBuilder(URI.create(url.toString())).method(req.path("method").asText(), publisher);
    } catch (IllegalArgumentException e) {
      fail("driver", "cannot build the request: " + e.getMessage());
      return;
    }
    if (contentType != null) rb.header("Content-Type", contentType);
    Iterator<Map.Entry<String, JsonNode>> it = req.path("headers").fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      try {
        rb.setHeader(e.getKey(), e.getValue().asText());
      } catch (IllegalArgumentException restricted) {
        System.err.println("driver: request " + id + ": java.net.http refuses header " + e.getKey());
      }
    }
    HttpResponse<InputStream> resp;
    try {
      resp = plain().send(rb.build(), HttpResponse.BodyHandlers.ofInputStream());
    } catch (IOException | InterruptedException e) {
      fail("transport", e.toString());
      return;
    }
    String ct = resp.headers().firstValue("content-type").orElse("");
    if (ct.toLowerCase(Locale.ROOT).startsWith("text/event-stream")) {
      pump(EventStream.of(resp.statusCode(), resp.headers().map(), resp.body(), mapper(), JsonNode.class), "http");
      return;
    }
    byte[] data;
    try (InputStream in = resp.body()) {
      data = in.readAllBytes();
    } catch (IOException e) {
      fail("transport", e.toString());
      return;
    }
    JsonNode json = null;
    String requestId = null;
    if (resp.statusCode() >= 300) {
      ApiError a = new ApiError(opId, resp.statusCode(), resp.headers().map(), data);
      json = errorJson(a);
      requestId = a.requestId();
    } else if (isJson(ct) && new String(data, StandardCharsets.UTF_8).trim().length() > 0) {
      try {
        json = Main.JSON.readTree(data);
      } catch (IOException notJson) {
        json = null;
      }
    }
    respond("http", resp.statusCode(), resp.headers().map(), json, data, false, requestId);
  }

  private static String enc(String s) {
    return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8);
  }

  private static String quote(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"");
  }
}
