package io.github.opensandboxts.client;

import io.github.opensandboxts.client.generated.lifecycle.api.HealthApi;
import io.github.opensandboxts.client.generated.lifecycle.api.SandboxesApi;
import io.github.opensandboxts.client.generated.lifecycle.model.CreateSandboxRequest;
import io.github.opensandboxts.client.generated.lifecycle.model.CreateSandboxResponse;
import io.github.opensandboxts.client.generated.lifecycle.model.Endpoint;
import io.github.opensandboxts.client.generated.lifecycle.model.HealthResponse;
import io.github.opensandboxts.client.generated.lifecycle.model.ListSandboxesResponse;
import io.github.opensandboxts.client.generated.lifecycle.model.RenewSandboxExpirationRequest;
import io.github.opensandboxts.client.generated.lifecycle.model.RenewSandboxExpirationResponse;
import io.github.opensandboxts.client.generated.lifecycle.model.Sandbox;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** The sandbox operations of the lifecycle API ({@code client.sandboxes()}). */
public final class Sandboxes {
  private final OpenSandbox client;
  private final SandboxesApi api;
  private final HealthApi health;
  /** The server's GET /health answer about runningMeansReady (null: not asked yet). */
  private volatile Boolean runningMeansReady;

  Sandboxes(OpenSandbox client) {
    this.client = client;
    this.api = new SandboxesApi(client.apiClient());
    this.health = new HealthApi(client.apiClient());
  }

  /** Asks for a new sandbox; it is usually still Pending (see {@link #waitUntilRunning}). */
  public CreateSandboxResponse create(CreateSandboxRequest request) {
    return Calls.generated("createSandbox", () -> api.createSandbox(request));
  }

  public Sandbox get(String sandboxId) {
    return Calls.generated("getSandbox", () -> api.getSandbox(sandboxId));
  }

  /** One page of sandboxes; every argument may be null. */
  public ListSandboxesResponse list(List<String> states, String metadata, Integer page, Integer pageSize) {
    return Calls.generated("listSandboxes", () -> api.listSandboxes(states, metadata, page, pageSize));
  }

  public void delete(String sandboxId) {
    Calls.generated("deleteSandbox", () -> {
      api.deleteSandbox(sandboxId);
      return null;
    });
  }

  /** Suspends a Running sandbox (202: read it again to see it reach Paused). */
  public void pause(String sandboxId) {
    Calls.generated("pauseSandbox", () -> {
      api.pauseSandbox(sandboxId);
      return null;
    });
  }

  public void resume(String sandboxId) {
    Calls.generated("resumeSandbox", () -> {
      api.resumeSandbox(sandboxId);
      return null;
    });
  }

  /** Moves the sandbox's expiry to {@code expiresAt}; returns the expiry now in force. */
  public RenewSandboxExpirationResponse renew(String sandboxId, OffsetDateTime expiresAt) {
    return Calls.generated("renewSandboxExpiration", () -> api.renewSandboxExpiration(sandboxId, new RenewSandboxExpirationRequest().expiresAt(expiresAt)));
  }

  /**
   * Changes the sandbox's metadata as a JSON merge patch: a value adds or replaces its key, a
   * {@code null} value removes it, keys not named stay. Returns the sandbox afterwards.
   */
  public Sandbox patchMetadata(String sandboxId, Map<String, String> patch) {
    return Calls.generated("patchSandboxMetadata", () -> api.patchSandboxMetadata(sandboxId, patch));
  }

  /** Where to reach {@code port} inside the sandbox (through the server's proxy if the client is set so). */
  public Endpoint endpoint(String sandboxId, int port) {
    Boolean proxy = client.options.useServerProxy ? Boolean.TRUE : null;
    return Calls.generated("getSandboxEndpoint", () -> api.getSandboxEndpoint(sandboxId, port, proxy, null));
  }

  /**
   * Reads the sandbox every poll interval until it is Running and returns it. Throws
   * {@link SandboxStateError} when it reaches Failed or Terminated, and a {@link TransportError}
   * (cause {@link java.util.concurrent.TimeoutException}) when {@code timeout} passes first.
   */
  public Sandbox waitUntilRunning(String sandboxId, Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    Sandbox last = null;
    while (true) {
      Sandbox sb = get(sandboxId);
      last = sb;
      String state = sb.getStatus() == null ? null : sb.getStatus().getState();
      if ("Running".equals(state)) return sb;
      if ("Failed".equals(state) || "Terminated".equals(state)) {
        throw new SandboxStateError(sandboxId, state, sb.getStatus().getReason(), sb.getStatus().getMessage());
      }
      if (System.nanoTime() + client.options.pollInterval.toNanos() > deadline) {
        throw new TransportError("waitUntilRunning", new java.util.concurrent.TimeoutException(
            "sandbox " + sandboxId + " did not become Running within " + timeout + " (state " + (last.getStatus() == null ? "unknown" : last.getStatus().getState()) + ")"));
      }
      sleep(client.options.pollInterval);
    }
  }

  /** {@link #waitUntilRunning(String, Duration)} bounded by the request timeout (default 30 s). */
  public Sandbox waitUntilRunning(String sandboxId) {
    return waitUntilRunning(sandboxId, waitBound());
  }

  private Duration waitBound() {
    return client.options.requestTimeout != null ? client.options.requestTimeout : Duration.ofMinutes(10);
  }

  /**
   * A handle on the sandbox's execd (port 44772; the endpoint's headers carry the
   * X-EXECD-ACCESS-TOKEN), once it is ready to serve: waits until the sandbox is Running, then,
   * unless the server says Running means ready ({@link #runningMeansReady()}), polls execd's
   * {@code GET /ping} (10 ms backing off to 100 ms; connection errors, 5xx and 409 mean "not
   * yet") while re-reading the sandbox's state every 500 ms. Bounded by the request timeout.
   * With {@code skipHealthCheck} only the endpoint is resolved.
   */
  public Execd execd(String sandboxId) {
    if (client.options.skipHealthCheck) return resolveExecd(sandboxId);
    long deadline = System.nanoTime() + waitBound().toNanos();
    Sandbox sb = waitUntilRunning(sandboxId, waitBound());
    Execd ex = resolveExecd(sandboxId);
    String reason = sb.getStatus() == null ? null : sb.getStatus().getReason();
    if (runningMeansReady() && !"EXECD_RESTARTING".equals(reason)) return ex;
    waitForPing(sandboxId, ex, deadline);
    return ex;
  }

  /**
   * Whether the server reports a sandbox Running only once its execd answers (GET /health says
   * {@code runningMeansReady: true}). False when the server does not say so (upstream's) or
   * cannot be asked; an answer is kept for the client's life, no answer is asked again.
   */
  public boolean runningMeansReady() {
    Boolean cached = runningMeansReady;
    if (cached != null) return cached;
    boolean v;
    try {
      HealthResponse h = Calls.generated("getHealth", () -> health.getHealth());
      v = h != null && Boolean.TRUE.equals(h.getRunningMeansReady());
    } catch (ApiError e) {
      v = false;
    } catch (OpenSandboxException e) {
      return false;
    }
    runningMeansReady = v;
    return v;
  }

  private Execd resolveExecd(String sandboxId) {
    Endpoint ep = endpoint(sandboxId, ClientOptions.EXECD_PORT);
    String base = ep.getEndpoint();
    if (!base.contains("://")) base = client.options.protocol + "://" + base;
    Map<String, String> headers = ep.getHeaders() == null ? Map.of() : ep.getHeaders();
    return new Execd(client.options, client.http, base, headers);
  }

  private void waitForPing(String sandboxId, Execd ex, long deadline) {
    Execd once = ex.withRetries(0); // this loop has its own backoff
    Duration delay = Duration.ofMillis(10);
    long stateCheckedAt = System.nanoTime();
    OpenSandboxException lastError = null;
    while (true) {
      if (System.nanoTime() - stateCheckedAt >= Duration.ofMillis(500).toNanos()) {
        stateCheckedAt = System.nanoTime();
        Sandbox sb = get(sandboxId);
        String st = sb.getStatus() == null ? null : sb.getStatus().getState();
        if ("Failed".equals(st) || "Terminated".equals(st)) {
          throw new SandboxStateError(sandboxId, st, sb.getStatus().getReason(), sb.getStatus().getMessage());
        }
      }
      try {
        once.ping();
        return;
      } catch (TransportError e) {
        lastError = e;
      } catch (ApiError e) {
        if (e.status() < 500 && e.status() != 409) throw e;
        lastError = e;
      }
      if (System.nanoTime() + delay.toNanos() > deadline) {
        throw new TransportError("execd", new java.util.concurrent.TimeoutException("sandbox " + sandboxId
            + " is Running but its execd at " + ex.baseUrl() + " did not answer /ping (last error: " + lastError.getMessage()
            + "); check that this client can reach the sandbox's endpoint, or use useServerProxy"));
      }
      sleep(delay);
      delay = delay.multipliedBy(2).compareTo(Duration.ofMillis(100)) > 0 ? Duration.ofMillis(100) : delay.multipliedBy(2);
    }
  }

  static void sleep(Duration d) {
    try {
      Thread.sleep(d.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TransportError("wait", e);
    }
  }
}
