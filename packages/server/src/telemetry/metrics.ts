// The server's Prometheus metrics (prom-client), in a registry of the app's own (never the
// process-global one: tests build many apps in one process). Served by http/metrics.ts on
// `[server] metrics_port`. Names follow Prometheus' conventions: base units (seconds), `_total`
// for counters, a unit suffix on histograms.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { isWriteCall, kubeApiCalls } from "../runtime/kube-api.ts";
import { SANDBOX_STATES } from "../services/sandboxes.ts";

/** One pool's sandboxes in one state, as a pool implementation reports them. */
export type PoolSize = { pool: string; state: string; count: number };
/** Reports the sizes of a set of pools at scrape time. */
export type PoolSizeSource = () => PoolSize[] | Promise<PoolSize[]>;
/** Live records counted at scrape time, by state and runtime class. */
export type SandboxCount = { state: string; runtimeClass: string; count: number };

/** Sandboxes without a runtime class are labelled with this one. */
export const DEFAULT_CLASS = "default";

export type MetricsOptions = {
  /** `[runtime] type`: the `runtime` label of the sandbox metrics. */
  runtime: string;
  /** Counts the store's records; called on every scrape. */
  countSandboxes: () => Promise<SandboxCount[]>;
  /** The store's watch caches, by what they hold, and whether each is live (Kubernetes store). */
  storeCaches?: () => { kind: string; live: boolean }[];
};

export class ServerMetrics {
  readonly registry = new Registry();
  /** API requests, by method, route template (`unmatched` when no route matched) and status class. */
  readonly httpDuration: Histogram<"method" | "route" | "status_class">;
  /** From the create's acceptance (`createdAt`) to the record becoming Running. */
  readonly createToRunning: Histogram<"runtime">;
  /** Failed calls into the runtime (Docker engine, Kubernetes API server), by operation and kind. */
  readonly runtimeErrors: Counter<"runtime" | "operation" | "kind">;
  readonly created: Counter<"runtime">;
  readonly deleted: Counter<"runtime">;
  readonly expired: Counter<"runtime">;
  /** Transitions into Failed, by reason. */
  readonly failed: Counter<"runtime" | "reason">;
  private readonly runtime: string;
  private readonly pools = new Map<string, PoolSizeSource>();
  private poolGauge?: Gauge<"pool" | "state">;
  private defaultsOn = false;

  constructor(opts: MetricsOptions) {
    this.runtime = opts.runtime;
    const registers = [this.registry];
    const runtime = opts.runtime;
    new Gauge({
      name: "opensandbox_sandboxes",
      help: "Sandboxes in the store, by state, runtime and runtime class (counted at scrape time; every replica reports the same store)",
      labelNames: ["state", "runtime", "runtime_class"] as const,
      registers,
      async collect() {
        this.reset();
        // Every state is reported, 0 included, so that a rate or alert never sees a gap.
        for (const state of SANDBOX_STATES) this.set({ state, runtime, runtime_class: DEFAULT_CLASS }, 0);
        for (const c of await opts.countSandboxes()) this.inc({ state: c.state, runtime, runtime_class: c.runtimeClass }, c.count);
      },
    });
    this.httpDuration = new Histogram({
      name: "opensandbox_http_request_duration_seconds",
      help: "Lifecycle API requests, by method, route template and status class",
      labelNames: ["method", "route", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    });
    this.createToRunning = new Histogram({
      name: "opensandbox_sandbox_create_to_running_seconds",
      help: "Time from a create being accepted to the sandbox being Running (execd answering)",
      labelNames: ["runtime"] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 30, 60, 120, 300],
      registers,
    });
    this.runtimeErrors = new Counter({
      name: "opensandbox_runtime_errors_total",
      help: "Failed calls into the runtime's engine (Docker engine, Kubernetes API server), by operation and kind (unavailable, a reason code, or error)",
      labelNames: ["runtime", "operation", "kind"] as const,
      registers,
    });
    this.created = new Counter({ name: "opensandbox_sandboxes_created_total", help: "Creates accepted (202)", labelNames: ["runtime"] as const, registers });
    this.deleted = new Counter({ name: "opensandbox_sandboxes_deleted_total", help: "Sandboxes removed by a delete request", labelNames: ["runtime"] as const, registers });
    this.expired = new Counter({ name: "opensandbox_sandbox_expirations_total", help: "Sandboxes removed because their timeout ran out", labelNames: ["runtime"] as const, registers });
    this.failed = new Counter({ name: "opensandbox_sandboxes_failed_total", help: "Sandboxes that became Failed, by reason", labelNames: ["runtime", "reason"] as const, registers });
    for (const c of [this.created, this.deleted, this.expired]) c.inc({ runtime }, 0);
    new Counter({
      name: "opensandbox_kube_api_requests_total",
      help: "Requests this process sent to the Kubernetes API server through its clients (runtime, store, leases), by client call and whether it writes (create, patch, replace, delete); a retried call counts each attempt; watches not included",
      labelNames: ["call", "write"] as const,
      registers,
      collect() {
        this.reset();
        for (const [call, n] of kubeApiCalls()) this.inc({ call, write: String(isWriteCall(call)) }, n);
      },
    });
    const caches = opts.storeCaches;
    if (caches) {
      new Gauge({
        name: "opensandbox_store_cache_live",
        help: "1 while the store's watch cache of a kind is live and serves reads from memory; 0 while its list or watch fails (a missing RBAC verb, the API server unreachable) and reads go to the API server",
        labelNames: ["kind"] as const,
        registers,
        collect() {
          this.reset();
          for (const c of caches()) this.set({ kind: c.kind }, c.live ? 1 : 0);
        },
      });
    }
  }

  /**
   * Adds a source of pool sizes (`name` is the pool implementation's, one source each). The
   * `opensandbox_pool_sandboxes` metric exists from the first source on, so a server without
   * pools does not report it at all.
   */
  registerPoolSource(name: string, source: PoolSizeSource): void {
    this.pools.set(name, source);
    if (this.poolGauge) return;
    const pools = this.pools;
    this.poolGauge = new Gauge({
      name: "opensandbox_pool_sandboxes",
      help: "Sandboxes held by pools, by pool and state",
      labelNames: ["pool", "state"] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const src of pools.values()) for (const p of await src()) this.inc({ pool: p.pool, state: p.state }, p.count);
      },
    });
  }

  unregisterPoolSource(name: string): void {
    this.pools.delete(name);
  }

  /** Node's process metrics (CPU, memory, event loop lag, GC): for the served registry only. */
  collectProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }

  runtimeError(operation: string, kind: string): void {
    this.runtimeErrors.inc({ runtime: this.runtime, operation, kind });
  }

  get labels(): { runtime: string } {
    return { runtime: this.runtime };
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
