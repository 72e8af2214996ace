// The metrics listener and what it counts (with the fake runtime), and request ids in every log
// line written while a request is served, the service's included.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, createLogger, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { ServerMetrics } from "../../src/telemetry/metrics.ts";
import { FakeRuntime } from "../fake-runtime.ts";

const KEY = "unit-key";
let app: App;
let runtime: FakeRuntime;
const lines: Record<string, unknown>[] = [];

const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.http.inject({
    method: method as "GET",
    url,
    headers: { "open-sandbox-api-key": KEY, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

async function scrape(): Promise<string> {
  const res = await app.metricsHttp.inject({ method: "GET", url: "/metrics" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one sample (`name{labels}`), undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const state = async (id: string) => (await call("GET", `/v1/sandboxes/${id}`)).json().status?.state as string | undefined;

async function create(image = "busybox:latest", headers: Record<string, string> = {}): Promise<string> {
  const res = await call("POST", "/v1/sandboxes", { image: { uri: image }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: { cpu: "1", memory: "64Mi" } }, headers);
  expect(res.statusCode).toBe(202);
  return res.json().id as string;
}

beforeAll(async () => {
  runtime = new FakeRuntime();
  const { config } = validateConfig({ server: { api_key: KEY, metrics_port: 0 }, log: { level: "debug" } });
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n")) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ config, runtime, store: new MemoryStore(), secrets: SecretKey.ephemeral(), logger: createLogger(config, sink) });
  await app.start();
});

afterAll(async () => {
  await app?.close();
  runtime?.dispose();
});

describe("GET /metrics", () => {
  it("counts sandboxes by state and moves with a create and a delete", async () => {
    const before = await scrape();
    const labels = { runtime: "docker", runtime_class: "default" };
    const running0 = sample(before, "opensandbox_sandboxes", { ...labels, state: "Running" });
    expect(running0).toBe(0);
    expect(sample(before, "opensandbox_sandboxes_created_total", { runtime: "docker" })).toBe(0);
    const ready0 = sample(before, "opensandbox_sandbox_create_to_running_seconds_count", { runtime: "docker" }) ?? 0;

    const id = await create();
    await until("Running", async () => (await state(id)) === "Running");
    const during = await scrape();
    expect(sample(during, "opensandbox_sandboxes", { ...labels, state: "Running" })).toBe(1);
    expect(sample(during, "opensandbox_sandboxes_created_total", { runtime: "docker" })).toBe(1);
    expect(sample(during, "opensandbox_sandbox_create_to_running_seconds_count", { runtime: "docker" })).toBe(ready0 + 1);
    expect(sample(during, "opensandbox_http_request_duration_seconds_count", { method: "POST", route: "/v1/sandboxes", status_class: "2xx" })).toBe(1);
    expect(sample(during, "opensandbox_http_request_duration_seconds_count", { method: "GET", route: "/v1/sandboxes/:sandboxId", status_class: "2xx" })).toBeGreaterThan(0);
    // Process metrics are there too (the listener serves them).
    expect(sample(during, "process_cpu_user_seconds_total")).toBeGreaterThan(0);

    expect((await call("DELETE", `/v1/sandboxes/${id}`)).statusCode).toBe(204);
    const after = await scrape();
    expect(sample(after, "opensandbox_sandboxes", { ...labels, state: "Running" })).toBe(0);
    expect(sample(after, "opensandbox_sandboxes_deleted_total", { runtime: "docker" })).toBe(1);
  });

  it("counts expiries, failures by reason and the engine's errors", { timeout: 20_000 }, async () => {
    const id = await create();
    await until("Running", async () => (await state(id)) === "Running");
    const expired0 = sample(await scrape(), "opensandbox_sandbox_expirations_total", { runtime: "docker" })!;
    // Its timeout runs out now: the sweep (every 500 ms) removes it.
    const r = (await app.store.getSandbox(id))!;
    r.expiresAt = new Date(Date.now() - 1000).toISOString();
    r.revision = await app.store.saveSandbox(r);
    await until("expired", async () => (await call("GET", `/v1/sandboxes/${id}`)).statusCode === 404);
    expect(sample(await scrape(), "opensandbox_sandbox_expirations_total", { runtime: "docker" })).toBe(expired0 + 1);

    // A pull that fails is an error of the engine's (by its reason) and a Failed sandbox.
    const failing = await create("nowhere/no-such-image:1");
    await until("Failed", async () => (await state(failing)) === "Failed");
    const text = await scrape();
    expect(sample(text, "opensandbox_sandboxes_failed_total", { runtime: "docker", reason: "IMAGE_PULL_FAILED" })).toBe(1);
    expect(sample(text, "opensandbox_runtime_errors_total", { runtime: "docker", operation: "prepare", kind: "IMAGE_PULL_FAILED" })).toBe(1);
    expect(sample(text, "opensandbox_sandboxes", { runtime: "docker", runtime_class: "default", state: "Failed" })).toBe(1);

    await call("DELETE", `/v1/sandboxes/${failing}`);

    // An unreachable engine is counted as `unavailable`; the create waits and then runs.
    runtime.engineDown = true;
    const waiting = await create();
    await until("ENGINE_UNAVAILABLE", async () => (await call("GET", `/v1/sandboxes/${waiting}`)).json().status.reason === "ENGINE_UNAVAILABLE");
    expect(sample(await scrape(), "opensandbox_runtime_errors_total", { runtime: "docker", operation: "prepare", kind: "unavailable" })).toBeGreaterThanOrEqual(1);
    runtime.engineDown = false;
    await until("Running", async () => (await state(waiting)) === "Running");
    await call("DELETE", `/v1/sandboxes/${waiting}`);
  });

  it("reports pool sizes only once a pool implementation registers a source", async () => {
    expect(await scrape()).not.toContain("opensandbox_pool_sandboxes");
    app.metrics.registerPoolSource("test", () => [{ pool: "small", state: "idle", count: 3 }]);
    expect(sample(await scrape(), "opensandbox_pool_sandboxes", { pool: "small", state: "idle" })).toBe(3);
    app.metrics.unregisterPoolSource("test");
  });

  it("reports the [[pool]] declarations' idle and starting members", async () => {
    const pooled = new FakeRuntime();
    const pool = { name: "warm", image: "busybox:latest", entrypoint: ["sleep", "3600"], resources: { cpu: "500m", memory: "64Mi" }, size: 2 };
    const { config } = validateConfig({ server: { api_key: KEY, metrics_port: 0 }, pool: [pool] });
    const withPool = await buildApp({ config, runtime: pooled, store: new MemoryStore(), secrets: SecretKey.ephemeral(), logger: createLogger(config, new Writable({ write: (_c, _e, done) => done() })) });
    try {
      await withPool.start();
      const poolSample = async (state: string) =>
        sample((await withPool.metricsHttp.inject({ method: "GET", url: "/metrics" })).body, "opensandbox_pool_sandboxes", { pool: "warm", state });
      for (let i = 0; i < 500 && (await poolSample("idle")) !== 2; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await poolSample("idle")).toBe(2);
      expect(await poolSample("starting")).toBe(0);
    } finally {
      await withPool.close();
      pooled.dispose();
    }
  });

  it("serves only /metrics on its port, and the API port does not serve it", async () => {
    expect((await app.metricsHttp.inject({ method: "GET", url: "/v1/sandboxes" })).statusCode).toBe(404);
    const api = await app.http.inject({ method: "GET", url: "/metrics" });
    expect(api.statusCode).toBe(401); // the API port wants the key first
    expect((await call("GET", "/metrics")).json().code).toBe("ROUTE_NOT_FOUND");
    // It listens (port 0 in this config: any free port) on loopback.
    const addr = app.metricsHttp.server.address() as { address: string; port: number };
    expect(addr.address).toBe("127.0.0.1");
    expect(addr.port).toBeGreaterThan(0);
  });
});

describe("request ids in the log", () => {
  it("every line written while a request is served carries its id, the service's and provisioning's included", async () => {
    const from = lines.length;
    const id = await create("busybox:latest", { "x-request-id": "req-metrics-test-1" });
    await until("Running", async () => (await state(id)) === "Running");
    const mine = lines.slice(from).filter((l) => l.sandboxId === id);
    const accepted = mine.find((l) => l.msg === "sandbox accepted");
    const created = mine.find((l) => l.msg === "sandbox created");
    expect(accepted?.reqId).toBe("req-metrics-test-1");
    expect(accepted?.component).toBe("sandboxes");
    expect(created?.reqId).toBe("req-metrics-test-1");
    // fastify's own req.log lines too (no child logger per request: the mixin adds the id).
    const before = lines.length;
    const res = await call("POST", "/v1/metrics/events", { eventType: "sandbox.create", createDurationMs: 5, success: true }, { "x-request-id": "req-metrics-test-2" });
    expect(res.statusCode).toBe(204);
    const written = lines.slice(before).filter((l) => l.msg === "client metrics event");
    expect(written).toHaveLength(1);
    expect(written[0]!.reqId).toBe("req-metrics-test-2");
    expect(lines.slice(before).filter((l) => l.reqId === undefined && l.msg === "client metrics event")).toEqual([]);
    await call("DELETE", `/v1/sandboxes/${id}`);
  });
});

describe("opensandbox_store_cache_live", () => {
  it("reports each store cache as 1 while live and 0 while its list or watch fails; absent for a store without caches", async () => {
    const caches = [
      { kind: "sandboxes", live: true },
      { kind: "sandboxsnapshots", live: false },
    ];
    const metrics = new ServerMetrics({ runtime: "kubernetes", countSandboxes: async () => [], storeCaches: () => caches });
    let text = await metrics.registry.metrics();
    expect(sample(text, "opensandbox_store_cache_live", { kind: "sandboxes" })).toBe(1);
    expect(sample(text, "opensandbox_store_cache_live", { kind: "sandboxsnapshots" })).toBe(0);
    caches[0]!.live = false;
    text = await metrics.registry.metrics();
    expect(sample(text, "opensandbox_store_cache_live", { kind: "sandboxes" })).toBe(0);
    expect(sample(await scrape(), "opensandbox_store_cache_live")).toBeUndefined();
  });
});
