package io.github.opensandboxts.client;

import java.io.IOException;
import java.io.InputStream;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;

/**
 * The client's transport, shared by the generated clients and the hand-written layer: adds the
 * fixed headers (credential, configured headers) where a request lacks them and the scope's
 * {@link RequestHeaders}, and retries idempotent requests. Asynchronous sends are passed on
 * without retries.
 */
final class SdkHttpClient extends HttpClient {
  /** Methods whose repetition has the same effect as one request (RFC 9110 §9.2.2). */
  static final Set<String> IDEMPOTENT = Set.of("GET", "HEAD", "OPTIONS", "PUT", "DELETE");
  /** Answers after which an idempotent request is worth repeating. */
  static final Set<Integer> RETRY_STATUSES = Set.of(429, 502, 503, 504);
  static final Duration BACKOFF_BASE = Duration.ofMillis(200);
  static final Duration BACKOFF_MAX = Duration.ofSeconds(5);
  static final String USER_AGENT = "opensandbox-java/" + io.github.opensandboxts.client.Version.VERSION;

  private final HttpClient base;
  private final Map<String, String> fixed;
  private final int maxRetries;

  SdkHttpClient(HttpClient base, Map<String, String> fixed, int maxRetries) {
    this.base = base != null ? base : HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    this.fixed = Map.copyOf(fixed);
    this.maxRetries = maxRetries;
  }

  /** A copy of this client with other fixed headers (an execd handle's token) and retries. */
  SdkHttpClient with(Map<String, String> fixed, int maxRetries) {
    return new SdkHttpClient(base, fixed, maxRetries);
  }

  HttpRequest decorate(HttpRequest request) {
    HttpRequest.Builder b = HttpRequest.newBuilder(request, (name, value) -> true);
    for (Map.Entry<String, String> e : fixed.entrySet()) {
      if (request.headers().firstValue(e.getKey()).isEmpty()) b.setHeader(e.getKey(), e.getValue());
    }
    for (Map.Entry<String, String> e : RequestHeaders.current().entrySet()) b.setHeader(e.getKey(), e.getValue());
    if (request.headers().firstValue("User-Agent").isEmpty()) {
      try {
        b.setHeader("User-Agent", USER_AGENT);
      } catch (IllegalArgumentException restricted) {
        // older JDKs refuse to set User-Agent; theirs is sent
      }
    }
    return b.build();
  }

  @Override
  public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler) throws IOException, InterruptedException {
    HttpRequest req = decorate(request);
    int retries = IDEMPOTENT.contains(req.method()) ? maxRetries : 0;
    for (int attempt = 0; ; attempt++) {
      HttpResponse<T> resp;
      try {
        resp = base.send(req, handler);
      } catch (HttpTimeoutException e) {
        throw e; // the call's own bound: not a reason to try again
      } catch (IOException e) {
        if (attempt >= retries) throw e;
        Thread.sleep(backoff(attempt).toMillis());
        continue;
      }
      if (attempt >= retries || !RETRY_STATUSES.contains(resp.statusCode())) return resp;
      Duration wait = retryAfter(resp.headers().firstValue("Retry-After")).orElse(backoff(attempt));
      discard(resp.body());
      Thread.sleep(wait.toMillis());
    }
  }

  private static void discard(Object body) {
    if (body instanceof InputStream) {
      try {
        ((InputStream) body).close();
      } catch (IOException ignored) {
        // the connection is dropped instead of reused
      }
    }
  }

  /** The delay before retry attempt+1: exponential, with jitter in its upper half. */
  static Duration backoff(int attempt) {
    long ceiling = BACKOFF_BASE.toMillis() << Math.min(attempt, 20);
    if (ceiling > BACKOFF_MAX.toMillis() || ceiling <= 0) ceiling = BACKOFF_MAX.toMillis();
    return Duration.ofMillis(ceiling / 2 + ThreadLocalRandom.current().nextLong(ceiling / 2 + 1));
  }

  /** Retry-After in seconds or as an HTTP date, capped at twice the largest backoff. */
  static Optional<Duration> retryAfter(Optional<String> header) {
    if (header.isEmpty()) return Optional.empty();
    String v = header.get().trim();
    Duration d;
    try {
      d = Duration.ofMillis((long) (Double.parseDouble(v) * 1000));
    } catch (NumberFormatException notSeconds) {
      try {
        d = Duration.between(ZonedDateTime.now(), ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME));
      } catch (RuntimeException notDate) {
        return Optional.empty();
      }
    }
    if (d.isNegative()) d = Duration.ZERO;
    Duration cap = BACKOFF_MAX.multipliedBy(2);
    return Optional.of(d.compareTo(cap) > 0 ? cap : d);
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler) {
    return base.sendAsync(decorate(request), handler);
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler, HttpResponse.PushPromiseHandler<T> push) {
    return base.sendAsync(decorate(request), handler, push);
  }

  @Override
  public Optional<CookieHandler> cookieHandler() {
    return base.cookieHandler();
  }

  @Override
  public Optional<Duration> connectTimeout() {
    return base.connectTimeout();
  }

  @Override
  public Redirect followRedirects() {
    return base.followRedirects();
  }

  @Override
  public Optional<ProxySelector> proxy() {
    return base.proxy();
  }

  @Override
  public SSLContext sslContext() {
    return base.sslContext();
  }

  @Override
  public SSLParameters sslParameters() {
    return base.sslParameters();
  }

  @Override
  public Optional<Authenticator> authenticator() {
    return base.authenticator();
  }

  @Override
  public Version version() {
    return base.version();
  }

  @Override
  public Optional<Executor> executor() {
    return base.executor();
  }

  /** A builder that hands the generated ApiClient this client (its own settings live in the base client). */
  HttpClient.Builder asBuilder() {
    SdkHttpClient self = this;
    return new HttpClient.Builder() {
      @Override public Builder cookieHandler(CookieHandler h) { throw unsupported(); }
      @Override public Builder connectTimeout(Duration d) { throw unsupported(); }
      @Override public Builder sslContext(SSLContext c) { throw unsupported(); }
      @Override public Builder sslParameters(SSLParameters p) { throw unsupported(); }
      @Override public Builder executor(Executor e) { throw unsupported(); }
      @Override public Builder followRedirects(Redirect r) { throw unsupported(); }
      @Override public Builder version(Version v) { throw unsupported(); }
      @Override public Builder priority(int p) { throw unsupported(); }
      @Override public Builder proxy(ProxySelector p) { throw unsupported(); }
      @Override public Builder authenticator(Authenticator a) { throw unsupported(); }
      @Override public HttpClient build() { return self; }
    };
  }

  private static UnsupportedOperationException unsupported() {
    return new UnsupportedOperationException("configure the base HttpClient through ClientOptions.Builder.httpClient");
  }
}
