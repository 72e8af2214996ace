package io.github.opensandboxts.conformance;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;

/**
 * The HTTP client the driver gives the SDK: one connection pool for all requests, and a copy of
 * the last answer (status, headers, bytes read) for the thread that sent it. The generated
 * client hands back only the decoded model; the runner also wants the bytes as received.
 */
final class Capture extends HttpClient {
  static final Capture CLIENT = new Capture();
  private static final ThreadLocal<Capture.Seen> SEEN = new ThreadLocal<>();

  /** What the last answer on this thread was. */
  static final class Seen {
    int status;
    HttpHeaders headers;
    final ByteArrayOutputStream body = new ByteArrayOutputStream();
  }

  static Seen start() {
    Seen s = new Seen();
    SEEN.set(s);
    return s;
  }

  static void stop() {
    SEEN.remove();
  }

  private final HttpClient base = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  @Override
  @SuppressWarnings("unchecked")
  public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler) throws IOException, InterruptedException {
    HttpResponse<T> resp = base.send(request, handler);
    Seen seen = SEEN.get();
    if (seen == null) return resp;
    seen.status = resp.statusCode();
    seen.headers = resp.headers();
    seen.body.reset();
    if (!(resp.body() instanceof InputStream)) return resp;
    InputStream tee = new FilterInputStream((InputStream) resp.body()) {
      @Override
      public int read() throws IOException {
        int b = super.read();
        if (b >= 0) seen.body.write(b);
        return b;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        if (n > 0) seen.body.write(b, off, n);
        return n;
      }
    };
    return (HttpResponse<T>) new Wrapped((HttpResponse<InputStream>) resp, tee);
  }

  private static final class Wrapped implements HttpResponse<InputStream> {
    private final HttpResponse<InputStream> r;
    private final InputStream body;

    Wrapped(HttpResponse<InputStream> r, InputStream body) {
      this.r = r;
      this.body = body;
    }

    @Override public int statusCode() { return r.statusCode(); }
    @Override public HttpRequest request() { return r.request(); }
    @Override public Optional<HttpResponse<InputStream>> previousResponse() { return r.previousResponse(); }
    @Override public HttpHeaders headers() { return r.headers(); }
    @Override public InputStream body() { return body; }
    @Override public Optional<javax.net.ssl.SSLSession> sslSession() { return r.sslSession(); }
    @Override public URI uri() { return r.uri(); }
    @Override public Version version() { return r.version(); }
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler) {
    return base.sendAsync(request, handler);
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler, HttpResponse.PushPromiseHandler<T> push) {
    return base.sendAsync(request, handler, push);
  }

  @Override public Optional<CookieHandler> cookieHandler() { return base.cookieHandler(); }
  @Override public Optional<Duration> connectTimeout() { return base.connectTimeout(); }
  @Override public Redirect followRedirects() { return base.followRedirects(); }
  @Override public Optional<ProxySelector> proxy() { return base.proxy(); }
  @Override public SSLContext sslContext() { return base.sslContext(); }
  @Override public SSLParameters sslParameters() { return base.sslParameters(); }
  @Override public Optional<Authenticator> authenticator() { return base.authenticator(); }
  @Override public Version version() { return base.version(); }
  @Override public Optional<Executor> executor() { return base.executor(); }
}
