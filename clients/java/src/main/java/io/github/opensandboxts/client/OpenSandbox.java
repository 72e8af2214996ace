package io.github.opensandboxts.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.opensandboxts.client.generated.lifecycle.ApiClient;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Client of the lifecycle server; thread-safe. {@link #sandboxes()} creates and manages
 * sandboxes and hands out {@link Execd} handles; {@link #apiClient()} is the generated low-level
 * client on the same transport (credential, retries) for what the hand-written layer does not
 * wrap (snapshots, metadata patches): {@code new SnapshotsApi(client.apiClient())}.
 */
public final class OpenSandbox {
  final ClientOptions options;
  final SdkHttpClient http;
  private final ApiClient apiClient;
  private final Sandboxes sandboxes;

  public OpenSandbox(ClientOptions options) {
    this.options = options;
    Map<String, String> fixed = new LinkedHashMap<>(options.headers);
    if (options.apiKey != null && !options.apiKey.isEmpty()) fixed.put(ClientOptions.API_KEY_HEADER, options.apiKey);
    this.http = new SdkHttpClient(options.httpClient, fixed, options.maxRetries);
    this.apiClient = new ApiClient(http.asBuilder(), Json.strict(ApiClient.createDefaultObjectMapper()), options.lifecycleUrl());
    this.apiClient.setReadTimeout(options.requestTimeout);
    this.sandboxes = new Sandboxes(this);
  }

  /** A client configured from the environment and the defaults (see {@link ClientOptions}). */
  public OpenSandbox() {
    this(ClientOptions.builder().build());
  }

  public Sandboxes sandboxes() {
    return sandboxes;
  }

  /** The generated lifecycle client's configuration, on this client's transport. */
  public ApiClient apiClient() {
    return apiClient;
  }

  /** The lifecycle API's base URL, e.g. {@code http://localhost:8080/v1}. */
  public String baseUrl() {
    return options.lifecycleUrl();
  }

  /**
   * The client's plain HTTP client (sends the API key and configured headers, retries idempotent
   * requests), for routes the typed API does not cover such as the proxy.
   */
  public java.net.http.HttpClient httpClient() {
    return http;
  }

  ObjectMapper mapper() {
    return apiClient.getObjectMapper();
  }
}
