package io.github.opensandboxts.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.opensandboxts.client.generated.execd.ApiClient;
import io.github.opensandboxts.client.generated.execd.api.HealthApi;
import java.io.InputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A handle on the execd of one sandbox. Get one with {@code client.sandboxes().execd(id)}
 * (which returns once execd answers), or with {@link #connect} when the address and token are
 * known (that does not contact execd; see {@link #ping}).
 */
public final class Execd {
  final ClientOptions options;
  final SdkHttpClient http;
  private final String baseUrl;
  private final Map<String, String> endpointHeaders;
  private final ApiClient apiClient;
  private final Commands commands;
  private final Sessions sessions;
  private final Code code;
  private final Files files;
  private final Metrics metrics;

  Execd(ClientOptions options, SdkHttpClient lifecycleHttp, String baseUrl, Map<String, String> endpointHeaders) {
    this(options, lifecycleHttp, baseUrl, endpointHeaders, options.maxRetries);
  }

  private Execd(ClientOptions options, SdkHttpClient someHttp, String baseUrl, Map<String, String> endpointHeaders, int maxRetries) {
    this.options = options;
    this.baseUrl = baseUrl.replaceAll("/+$", "");
    this.endpointHeaders = Map.copyOf(endpointHeaders);
    Map<String, String> fixed = new LinkedHashMap<>(options.headers);
    fixed.putAll(endpointHeaders); // the endpoint's headers win
    this.http = someHttp.with(fixed, maxRetries);
    this.apiClient = new ApiClient(http.asBuilder(), Json.strict(ApiClient.createDefaultObjectMapper()), this.baseUrl);
    this.apiClient.setReadTimeout(options.requestTimeout);
    this.commands = new Commands(this);
    this.sessions = new Sessions(this);
    this.code = new Code(this);
    this.files = new Files(this);
    this.metrics = new Metrics(this);
  }

  /**
   * A handle on execd at {@code baseUrl} (e.g. {@code http://127.0.0.1:49153}) sending
   * {@code headers} with every request: typically the endpoint's, i.e.
   * {@code {"X-EXECD-ACCESS-TOKEN": token}}. Of the options, headers, retries, timeout and the
   * HTTP client apply.
   */
  public static Execd connect(String baseUrl, Map<String, String> headers, ClientOptions options) {
    return new Execd(options, new SdkHttpClient(options.httpClient, Map.of(), options.maxRetries), baseUrl, headers);
  }

  Execd withRetries(int maxRetries) {
    return new Execd(options, http, baseUrl, endpointHeaders, maxRetries);
  }

  public Commands commands() {
    return commands;
  }

  public Sessions sessions() {
    return sessions;
  }

  public Code code() {
    return code;
  }

  public Files files() {
    return files;
  }

  public Metrics metrics() {
    return metrics;
  }

  /** The execd address this handle talks to. */
  public String baseUrl() {
    return baseUrl;
  }

  /** The generated execd client's configuration on this handle's transport (token, retries). */
  public ApiClient apiClient() {
    return apiClient;
  }

  /** The handle's plain HTTP client (sends the endpoint headers, retries idempotent requests). */
  public java.net.http.HttpClient httpClient() {
    return http;
  }

  /** Checks that execd answers (and that the token is right). */
  public void ping() {
    HealthApi api = new HealthApi(apiClient);
    Calls.generated("ping", () -> {
      api.ping();
      return null;
    });
  }

  ObjectMapper mapper() {
    return apiClient.getObjectMapper();
  }

  /** Opens an event stream: the request timeout covers only the wait for the headers. */
  <T> EventStream<T> stream(String op, String method, String path, Object body, Class<T> type) {
    HttpRequest.Builder b = Calls.request(baseUrl, path, options.requestTimeout).header("Accept", "text/event-stream");
    if (body != null) b.header("Content-Type", "application/json").method(method, Calls.json(mapper(), body));
    else b.method(method, HttpRequest.BodyPublishers.noBody());
    HttpResponse<InputStream> resp = Calls.send(http, op, b.build());
    return new EventStream<>(op, resp.statusCode(), resp.headers().map(), resp.body(), mapper(), type);
  }
}
