// Composition root: builds the store, runtime, services and HTTP app by hand, in dependency order.
// Tests call buildApp() and use inject(); main.ts is the only place that listens.
import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino, { type Logger } from "pino";
import { expandHome, type Config } from "./config/config.ts";
import { validatorCompiler } from "@opensandbox/http-kit";
import { serverHttpKit } from "./http/plumbing.ts";
import { handleUpgrade } from "./http/proxy.ts";
import { ProxyRelay } from "./http/proxy-relay.ts";
import { registerEgressRoutes } from "./http/egress-routes.ts";
import { registerRoutes } from "./http/routes.ts";
import { createRuntime } from "./runtime/create.ts";
import type { Runtime } from "./runtime/runtime.ts";
import { SecretKey } from "./secrets/secret-key.ts";
import { MemoryStore } from "./store/memory.ts";
import { DiagnosticsService } from "./services/diagnostics.ts";
import { SandboxService } from "./services/sandboxes.ts";
import { SnapshotService } from "./services/snapshots.ts";
import { SqliteStore } from "./store/sqlite.ts";
import type { Store } from "./store/store.ts";
import { metricsApp } from "./http/metrics.ts";
import { instrumentRuntime } from "./telemetry/instrumented-runtime.ts";
import { DEFAULT_CLASS, ServerMetrics, type SandboxCount } from "./telemetry/metrics.ts";
import { installRequestScope, requestIdMixin } from "./telemetry/request-scope.ts";
import { startTracing, type Tracing } from "./telemetry/tracing.ts";
import { KubernetesStore, LABEL_STORE, sharedSecretKey } from "./store/kubernetes.ts";
import { loadKubeConfig } from "./runtime/kubernetes.ts";
import { KubernetesLeases, SoloCoordination, type Coordination } from "./services/coordination.ts";

export type AppOptions = {
  config: Config;
  logger?: Logger;
  /** Overrides for tests: an in-memory store or a runtime double for unit tests of our logic. */
  store?: Store;
  runtime?: Runtime;
  secrets?: SecretKey;
  /** false: never load the tracing SDK, whatever the config and environment say (tests that are not about tracing). */
  tracing?: false;
  coordination?: Coordination;
};

export type App = {
  http: FastifyInstance;
  sandboxes: SandboxService;
  snapshots: SnapshotService;
  /** The server proxy's connections to sandbox ports (slots per sandbox, timeouts). */
  proxy: ProxyRelay;
  store: Store;
  runtime: Runtime;
  /** This server's instance id, kept in the store: runtimes label what they create with it. */
  instance: string;
  /** Prometheus metrics; pool implementations add their sizes with `registerPoolSource`. */
  metrics: ServerMetrics;
  /** The `[server] metrics_port` listener's app (GET /metrics), listening once start() has run, when the port is set. */
  metricsHttp: FastifyInstance;
  /** Which replica leads (expiry, reconcile, runtime events); alone, always this one. */
  coordination: Coordination;
  /** Reconciles with the engine and starts background work; call before serving. */
  start(): Promise<void>;
  close(): Promise<void>;
};

const LEVELS: Record<string, string> = { warning: "warn", critical: "fatal" };
/** Loggers that add the request id themselves (requestIdMixin): fastify needs no child logger per request for them. */
const withRequestIds = new WeakSet<Logger>();

/** The server's logger: JSON lines, each written while a request is served carrying its `reqId`. */
export function createLogger(config: Config, destination?: pino.DestinationStream): Logger {
  const level = LEVELS[config.log.level] ?? config.log.level;
  const options = { level, mixin: requestIdMixin };
  const log = destination
    ? pino(options, destination)
    : config.log.file_enabled
      ? pino(options, pino.destination({ dest: expandHome(config.log.file_path), mkdir: true, sync: false }))
      : pino(options);
  withRequestIds.add(log);
  return log;
}

/** Counts records by state and runtime class, for the sandboxes gauge. */
async function countSandboxes(store: Store, config: Config): Promise<SandboxCount[]> {
  const counts = new Map<string, SandboxCount>();
  const fallback = config.secure_runtime.default_class ?? (config.secure_runtime.type || DEFAULT_CLASS);
  for (const r of await store.allSandboxes()) {
    const runtimeClass = r.extensions.runtimeClass ?? fallback;
    const key = `${r.status.state}\0${runtimeClass}`;
    const c = counts.get(key) ?? { state: r.status.state, runtimeClass, count: 0 };
    c.count++;
    counts.set(key, c);
  }
  return [...counts.values()];
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config } = opts;
  const logger = opts.logger ?? createLogger(config);
  let store = opts.store;
  let secrets = opts.secrets;
  let coordination = opts.coordination;
  if (!store && config.store.type === "kubernetes") {
    // Records, key and leases in the cluster: every replica with this [store] name shares them.
    const kubeConfig = loadKubeConfig(config.kubernetes.kubeconfig_path);
    const { namespace } = config.kubernetes;
    const { name } = config.store;
    secrets ??= await sharedSecretKey(kubeConfig, namespace, name);
    const storeLog = logger.child({ component: "store" });
    store = await KubernetesStore.open({ kubeConfig, namespace, name, secrets, onError: (message) => storeLog.warn(message) });
    coordination ??= new KubernetesLeases({
      kubeConfig,
      namespace,
      name,
      leaseSeconds: config.store.lease_seconds,
      labels: { [LABEL_STORE]: name },
      log: logger.child({ component: "leases" }),
    });
  }
  store ??= new SqliteStore(expandHome(config.store.path));
  const leases = coordination ?? new SoloCoordination();
  const instance = await store.meta("instance", () => randomUUID());
  // A store that lives in memory gets a key that does too; a store on disk, the key file.
  secrets ??= store instanceof MemoryStore ? SecretKey.ephemeral() : SecretKey.load(expandHome(config.store.key_file));
  // Records in the cluster: a sandbox's Secrets are created owned by its record's object (no owner patch).
  const kubeStore = store instanceof KubernetesStore ? store : undefined;
  const runtime = opts.runtime ?? createRuntime(config, instance, logger, secrets, kubeStore ? { secretOwner: (id) => kubeStore.ownerReference(id) } : {});
  const metrics = new ServerMetrics({
    runtime: config.runtime.type,
    countSandboxes: () => countSandboxes(store, config),
    ...(kubeStore ? { storeCaches: () => kubeStore.cacheLiveness() } : {}),
  });
  const labels = metrics.labels;
  const engine = instrumentRuntime(runtime, metrics);
  const sandboxes = new SandboxService(store, engine, config, logger.child({ component: "sandboxes" }), secrets, leases);
  sandboxes.observer = {
    accepted: () => metrics.created.inc(labels),
    transitioned: (r, from) => {
      if (r.status.state === "Running" && from === "Pending") metrics.createToRunning.observe(labels, (Date.now() - Date.parse(r.createdAt)) / 1000);
      if (r.status.state === "Failed") metrics.failed.inc({ ...labels, reason: r.status.reason ?? "" });
    },
    removed: (_r, why) => (why === "expired" ? metrics.expired : metrics.deleted).inc(labels),
  };
  if (config.pool.length > 0) {
    // The [[pool]] declarations' members as the pool manager counts them (GET /v1/pools says the same).
    metrics.registerPoolSource("pools", () =>
      sandboxes.pools.list().flatMap((p) => [
        { pool: p.name, state: "idle", count: p.idle },
        { pool: p.name, state: "starting", count: p.starting },
      ]),
    );
  }
  const snapshots = new SnapshotService(store, engine, logger.child({ component: "snapshots" }), sandboxes.lock);
  const diagnostics = new DiagnosticsService(store, engine);
  const apiKey = config.server.insecure && !config.server.api_key ? undefined : config.server.api_key;
  const proxy = new ProxyRelay(config.proxy);

  const kit = serverHttpKit(apiKey, sandboxes.signer, (id, token) => sandboxes.egressTokenMatches(id, token));
  const log = logger as unknown as FastifyBaseLogger;
  const http = Fastify({
    ...kit.serverOptions(log),
    loggerInstance: log,
    // A logger that adds request ids itself serves every request as it is (no child per request).
    ...(withRequestIds.has(logger) ? { childLoggerFactory: (parent: FastifyBaseLogger) => parent } : {}),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.server.body_limit_bytes,
    keepAliveTimeout: config.server.timeout_keep_alive * 1000,
  });
  // Eager: every schema is compiled (and checked against the meta-schema) at start.
  http.setValidatorCompiler(validatorCompiler({ lazy: false }));
  // Tracing is set up before the app is built, so that the request hooks know whether to make spans.
  const tracing: Tracing | undefined = opts.tracing === false ? undefined : await startTracing(config, instance);
  if (tracing) logger.info({ endpoint: tracing.endpoint }, "sending traces (OTLP/HTTP)");
  installRequestScope(http, { metrics, tracing: tracing !== undefined });
  kit.install(http);
  const services = { sandboxes, snapshots, diagnostics, apiKey, proxy };
  // Mounted at `/v1` (the spec's base path) and at `/`, as upstream does.
  http.register(async (scope) => registerRoutes(scope, services), { prefix: "/v1" });
  http.register(async (scope) => registerRoutes(scope, services));
  // The egress API of each sandbox (specs/egress-api.yaml), what its endpoint of port 18080 leads to.
  for (const prefix of ["/sandboxes/:sandboxId/egress", "/v1/sandboxes/:sandboxId/egress"]) http.register(async (scope) => registerEgressRoutes(scope, sandboxes), { prefix });
  http.server.on("upgrade", kit.guardUpgrade(log, handleUpgrade(sandboxes, kit, proxy)));
  // Relayed connections (WebSockets especially) would otherwise hold the server's close open.
  http.addHook("preClose", async () => proxy.shutdown());
  const metricsHttp = metricsApp(metrics);

  return {
    http,
    sandboxes,
    snapshots,
    proxy,
    store,
    runtime,
    instance,
    metrics,
    metricsHttp,
    coordination: leases,
    async start() {
      await engine.ping();
      await leases.start();
      // A snapshot Creating on another replica is not this one's to settle.
      if (leases.leading()) await snapshots.recover();
      await sandboxes.start();
      if (config.server.metrics_port !== undefined) {
        metrics.collectProcessMetrics();
        await metricsHttp.listen({ host: config.server.metrics_host, port: config.server.metrics_port });
        logger.info({ address: metricsHttp.server.address() }, "serving metrics at /metrics");
      }
    },
    async close() {
      await http.close();
      await metricsHttp.close();
      await sandboxes.stop();
      await leases.stop();
      await snapshots.stop();
      await runtime.close?.();
      await tracing?.shutdown();
      await store.close();
    },
  };
}
