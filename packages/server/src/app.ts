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

export type AppOptions = {
  config: Config;
  logger?: Logger;
  /** Overrides for tests: an in-memory store or a runtime double for unit tests of our logic. */
  store?: Store;
  runtime?: Runtime;
  secrets?: SecretKey;
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
  /** Reconciles with the engine and starts background work; call before serving. */
  start(): Promise<void>;
  close(): Promise<void>;
};

const LEVELS: Record<string, string> = { warning: "warn", critical: "fatal" };

export function createLogger(config: Config): Logger {
  const level = LEVELS[config.log.level] ?? config.log.level;
  if (config.log.file_enabled) {
    return pino({ level }, pino.destination({ dest: expandHome(config.log.file_path), mkdir: true, sync: false }));
  }
  return pino({ level });
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config } = opts;
  const logger = opts.logger ?? createLogger(config);
  const store = opts.store ?? new SqliteStore(expandHome(config.store.path));
  const instance = await store.meta("instance", () => randomUUID());
  const runtime = opts.runtime ?? createRuntime(config, instance, logger);
  // A store that lives in memory gets a key that does too; a store on disk, the key file.
  const secrets = opts.secrets ?? (store instanceof MemoryStore ? SecretKey.ephemeral() : SecretKey.load(expandHome(config.store.key_file)));
  const sandboxes = new SandboxService(store, runtime, config, logger.child({ component: "sandboxes" }), secrets);
  const snapshots = new SnapshotService(store, runtime, logger.child({ component: "snapshots" }), sandboxes.lock);
  const diagnostics = new DiagnosticsService(store, runtime);
  const apiKey = config.server.insecure && !config.server.api_key ? undefined : config.server.api_key;
  const proxy = new ProxyRelay(config.proxy);

  const kit = serverHttpKit(apiKey, sandboxes.signer, (id, token) => sandboxes.egressTokenMatches(id, token));
  const log = logger as unknown as FastifyBaseLogger;
  const http = Fastify({
    ...kit.serverOptions(log),
    loggerInstance: log,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.server.body_limit_bytes,
    keepAliveTimeout: config.server.timeout_keep_alive * 1000,
  });
  // Eager: every schema is compiled (and checked against the meta-schema) at start.
  http.setValidatorCompiler(validatorCompiler({ lazy: false }));
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

  return {
    http,
    sandboxes,
    snapshots,
    proxy,
    store,
    runtime,
    instance,
    async start() {
      await runtime.ping();
      await snapshots.recover();
      await sandboxes.start();
    },
    async close() {
      await http.close();
      await sandboxes.stop();
      await snapshots.stop();
      await runtime.close?.();
      await store.close();
    },
  };
}
