package io.github.opensandboxts.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** How the hand-written layer performs calls: generated ones, and its own raw requests. */
final class Calls {
  private Calls() {}

  /** A call of a generated client. */
  @FunctionalInterface
  interface Generated<T> {
    T call() throws Exception;
  }

  /** Runs a generated call and turns its ApiException into the client's typed errors. */
  static <T> T generated(String op, Generated<T> call) {
    try {
      return call.call();
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw fromGenerated(op, e);
    }
  }

  /**
   * The typed error for an exception of a generated client: its ApiException (one class per
   * spec) carries a status (0: no answer, or a body the model could not hold), headers and body.
   */
  static OpenSandboxException fromGenerated(String op, Exception e) {
    if (e instanceof io.github.opensandboxts.client.generated.lifecycle.ApiException) {
      var x = (io.github.opensandboxts.client.generated.lifecycle.ApiException) e;
      return from(op, x.getCode(), x.getResponseHeaders(), x.getResponseBody(), x.getCause(), e);
    }
    if (e instanceof io.github.opensandboxts.client.generated.execd.ApiException) {
      var x = (io.github.opensandboxts.client.generated.execd.ApiException) e;
      return from(op, x.getCode(), x.getResponseHeaders(), x.getResponseBody(), x.getCause(), e);
    }
    return new TransportError(op, e);
  }

  private static OpenSandboxException from(String op, int code, HttpHeaders headers, String body, Throwable cause, Exception e) {
    if (code != 0) {
      Map<String, List<String>> h = headers == null ? Map.of() : headers.map();
      return new ApiError(op, code, h, body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8));
    }
    if (cause instanceof JsonProcessingException) return new DecodeError(op, 0, Map.of(), null, cause);
    if (cause instanceof InterruptedException) Thread.currentThread().interrupt();
    return new TransportError(op, cause != null ? cause : e);
  }

  /** Sends a request built by the hand-written layer; non-2xx answers become ApiError. */
  static HttpResponse<InputStream> send(SdkHttpClient http, String op, HttpRequest request) {
    HttpResponse<InputStream> resp;
    try {
      resp = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
    } catch (IOException e) {
      throw new TransportError(op, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TransportError(op, e);
    }
    check(op, resp);
    return resp;
  }

  /** Throws the ApiError of a non-2xx answer (reading and closing its body). */
  static void check(String op, HttpResponse<InputStream> resp) {
    if (resp.statusCode() / 100 == 2) return;
    byte[] body;
    try (InputStream in = resp.body()) {
      body = in.readNBytes(1 << 20);
    } catch (IOException e) {
      body = new byte[0];
    }
    throw new ApiError(op, resp.statusCode(), resp.headers().map(), body);
  }

  static HttpRequest.Builder request(String baseUrl, String pathAndQuery, Duration timeout) {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(baseUrl + pathAndQuery));
    if (timeout != null) b.timeout(timeout);
    return b;
  }

  static HttpRequest.BodyPublisher json(ObjectMapper mapper, Object body) {
    try {
      return HttpRequest.BodyPublishers.ofByteArray(mapper.writeValueAsBytes(body));
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("cannot encode the request body: " + e.getMessage(), e);
    }
  }

  static String encode(String s) {
    return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
  }
}
