package io.github.opensandboxts.client;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Connection settings, built with {@link #builder()}. Unset values fall back to the environment
 * ({@code OPEN_SANDBOX_DOMAIN}, {@code OPEN_SANDBOX_PROTOCOL}, {@code OPEN_SANDBOX_API_KEY}) and
 * then to the defaults documented on each builder method.
 */
public final class ClientOptions {
  /** The lifecycle server used when neither {@link Builder#domain} nor OPEN_SANDBOX_DOMAIN is set. */
  public static final String DEFAULT_DOMAIN = "localhost:8080";
  /** How often an idempotent call is retried (connection error, 429/502/503/504). */
  public static final int DEFAULT_MAX_RETRIES = 2;
  /** Bound of one call (for streams and downloads: until the response headers arrived). */
  public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(30);
  /** The port of execd inside every sandbox. */
  public static final int EXECD_PORT = 44772;

  static final String API_KEY_HEADER = "OPEN-SANDBOX-API-KEY";
  static final String EXECD_TOKEN_HEADER = "X-EXECD-ACCESS-TOKEN";

  final String domain;
  final String protocol;
  final String apiKey;
  final Map<String, String> headers;
  final int maxRetries;
  final Duration requestTimeout;
  final Duration pollInterval;
  final HttpClient httpClient;
  final boolean useServerProxy;
  final boolean skipHealthCheck;

  private ClientOptions(Builder b) {
    String d = b.domain != null ? b.domain : env("OPEN_SANDBOX_DOMAIN");
    String p = b.protocol != null ? b.protocol : env("OPEN_SANDBOX_PROTOCOL");
    if (d == null || d.isEmpty()) d = DEFAULT_DOMAIN;
    if (p == null || p.isEmpty()) p = "http";
    int scheme = d.indexOf("://");
    if (scheme >= 0) {
      p = d.substring(0, scheme);
      d = d.substring(scheme + 3);
    }
    p = p.toLowerCase(Locale.ROOT);
    if (!p.equals("http") && !p.equals("https")) throw new IllegalArgumentException("protocol must be http or https, got " + p);
    while (d.endsWith("/")) d = d.substring(0, d.length() - 1);
    if (d.isEmpty()) throw new IllegalArgumentException("empty domain");
    this.domain = d;
    this.protocol = p;
    this.apiKey = b.apiKey != null ? b.apiKey : env("OPEN_SANDBOX_API_KEY");
    this.headers = Map.copyOf(b.headers);
    this.maxRetries = b.maxRetries;
    this.requestTimeout = b.requestTimeout;
    this.pollInterval = b.pollInterval;
    this.httpClient = b.httpClient;
    this.useServerProxy = b.useServerProxy;
    this.skipHealthCheck = b.skipHealthCheck;
  }

  private static String env(String name) {
    String v = System.getenv(name);
    return v == null || v.isEmpty() ? null : v;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The lifecycle API's base URL, e.g. {@code http://localhost:8080/v1}. */
  public String lifecycleUrl() {
    return protocol + "://" + domain + "/v1";
  }

  public static final class Builder {
    private String domain;
    private String protocol;
    private String apiKey;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private int maxRetries = DEFAULT_MAX_RETRIES;
    private Duration requestTimeout = DEFAULT_REQUEST_TIMEOUT;
    private Duration pollInterval = Duration.ofMillis(500);
    private HttpClient httpClient;
    private boolean useServerProxy;
    private boolean skipHealthCheck;

    private Builder() {}

    /**
     * The lifecycle server: {@code host[:port][/path]} (http unless {@link #protocol} says
     * otherwise) or a full URL. Default: OPEN_SANDBOX_DOMAIN, else {@value #DEFAULT_DOMAIN}.
     */
    public Builder domain(String domain) {
      this.domain = domain;
      return this;
    }

    /** {@code http} or {@code https}, used when the domain has no scheme. Default: OPEN_SANDBOX_PROTOCOL, else http. */
    public Builder protocol(String protocol) {
      this.protocol = protocol;
      return this;
    }

    /** The key sent as OPEN-SANDBOX-API-KEY; null or "" sends none. Default: OPEN_SANDBOX_API_KEY. */
    public Builder apiKey(String apiKey) {
      this.apiKey = apiKey == null ? "" : apiKey;
      return this;
    }

    /** Headers added to every request (lifecycle and execd); endpoint headers win on execd requests. */
    public Builder headers(Map<String, String> headers) {
      this.headers.putAll(headers);
      return this;
    }

    /**
     * How often idempotent calls (GET, HEAD, OPTIONS, PUT, DELETE) are retried after a
     * connection error or a 429/502/503/504 answer; POST and PATCH never are. Default 2.
     */
    public Builder maxRetries(int maxRetries) {
      if (maxRetries < 0) throw new IllegalArgumentException("maxRetries must be >= 0, got " + maxRetries);
      this.maxRetries = maxRetries;
      return this;
    }

    /**
     * Bound of each call; streams and downloads are bounded only until their headers arrive.
     * {@code null} or zero disables it. Default 30 s.
     */
    public Builder requestTimeout(Duration requestTimeout) {
      this.requestTimeout = requestTimeout == null || requestTimeout.isZero() ? null : requestTimeout;
      return this;
    }

    /** How often {@code waitUntilRunning} reads the sandbox's state. Default 500 ms. */
    public Builder pollInterval(Duration pollInterval) {
      if (pollInterval == null || pollInterval.isNegative() || pollInterval.isZero()) throw new IllegalArgumentException("pollInterval must be > 0");
      this.pollInterval = pollInterval;
      return this;
    }

    /** The {@link HttpClient} that carries the requests. Default: {@code HttpClient.newHttpClient()} (HTTP/1.1). */
    public Builder httpClient(HttpClient httpClient) {
      this.httpClient = httpClient;
      return this;
    }

    /** Reach execd through the lifecycle server's proxy route instead of the sandbox's own address. */
    public Builder useServerProxy(boolean useServerProxy) {
      this.useServerProxy = useServerProxy;
      return this;
    }

    /**
     * {@code true}: {@code Sandboxes.execd} returns as soon as the endpoint is resolved, without
     * waiting until the sandbox is Running and its execd answers. Default false.
     */
    public Builder skipHealthCheck(boolean skipHealthCheck) {
      this.skipHealthCheck = skipHealthCheck;
      return this;
    }

    public ClientOptions build() {
      return new ClientOptions(this);
    }
  }
}
