// Warm pools (services/pools.ts and the hand-over in SandboxService) on the in-memory runtime,
// which passes the same runtime contract as Docker: which requests a pool serves, poolRef, the
// hand-over (token, env, used once), caps, refill, max idle age, refill failures, restarts.
// What only an engine shows (a real execd taking the claim, speed) is in
// test/integration/pools.test.ts.
import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import type { PoolState } from "../../src/generated/lifecycle/types.gen.ts";
import type { Runtime } from "../../src/runtime/runtime.ts";
import type { Coordination } from "../../src/services/coordination.ts";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

const apps = new Set<App>();
const runtimes = new Set<FakeRuntime>();
afterEach(async () => {
  for (const app of apps) await app.close();
  apps.clear();
  for (const r of runtimes) r.dispose();
  runtimes.clear();
});

const POOL = { name: "busy", image: "busybox:latest", entrypoint: ["sleep", "3600"], resources: { cpu: "500m", memory: "256Mi" }, env: { POOL_VAR: "p" }, size: 2 };

function fakeRuntime(): FakeRuntime {
  const r = new FakeRuntime();
  runtimes.add(r);
  return r;
}

type Setup = { pools?: Record<string, unknown>[]; runtime?: Runtime; store?: MemoryStore; secrets?: SecretKey; extra?: Record<string, Record<string, unknown>> };

async function server(s: Setup = {}): Promise<App> {
  const { config } = validateConfig({ server: { api_key: "k" }, ...(s.extra ?? {}), pool: s.pools ?? [POOL] });
  const app = await buildApp({ config, runtime: s.runtime ?? fakeRuntime(), store: s.store ?? new MemoryStore(), secrets: s.secrets ?? SecretKey.ephemeral(), logger: pino({ level: "silent" }) });
  apps.add(app);
  await app.start();
  return app;
}

const poolState = (app: App, name = "busy"): PoolState => app.sandboxes.pools.list().find((p) => p.name === name)!;
const filled = (app: App, name = "busy", idle = poolState(app, name).size) =>
  waitFor(async () => poolState(app, name), (p) => p.idle === idle, 5000, `pool ${name} to hold ${idle} idle`);
const request = (extra: Record<string, unknown> = {}) =>
  ({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "500m", memory: "256Mi" }, env: { TENANT: "a" }, metadata: { team: "x" }, ...extra }) as never;
const pooledIds = async (r: FakeRuntime) => (await r.listOwned()).filter((id) => id.startsWith("pool-"));
const recordOf = (app: App, id: string) => app.store.getSandbox(id);

describe("which requests a pool serves", () => {
  it("serves a matching create at once: Running in the 202, with the request's id, metadata, expiry", async () => {
    const app = await server();
    await filled(app);
    const before = Date.now();
    const res = await app.sandboxes.create(request());
    expect(res.status).toMatchObject({ state: "Running", reason: "CONTAINER_RUNNING" });
    expect(res.status.message).toMatch(/served from pool busy/);
    expect(res.metadata).toEqual({ team: "x" });
    expect(Date.parse(res.expiresAt!)).toBeGreaterThanOrEqual(before + 600_000 - 1000);
    const r = await recordOf(app, res.id);
    expect(r).toMatchObject({ pool: "busy", runtimeId: expect.stringMatching(/^pool-busy-/) });
    expect(r?.claiming).toBeUndefined();
    // Not a pool's any more: listed as the user's sandbox, and the pool refills.
    expect((await app.sandboxes.list({})).items.map((s) => s.id)).toEqual([res.id]);
    await filled(app);
    expect(poolState(app).served).toBe(1);
  });

  it.each([
    ["another image", { image: { uri: "other:1" } }],
    ["another entrypoint", { entrypoint: ["sleep", "60"] }],
    ["other resources", { resourceLimits: { cpu: "1", memory: "256Mi" } }],
    ["resources the pool leaves to the defaults, given otherwise", { resourceLimits: { cpu: "500m", memory: "256Mi", disk: "1Gi" } }],
    ["a volume", { volumes: [{ name: "v", mountPath: "/data", pvc: { claimName: `v-${randomUUID().slice(0, 8)}`, createIfNotExists: true } }] }],
    ["a platform", { platform: { os: "linux", arch: "amd64" } }],
    ["registry credentials", { image: { uri: "busybox:latest", auth: { username: "u", password: "p" } } }],
    ["a runtime class the pool does not run", { extensions: { runtimeClass: "gvisor" } }],
  ])("does not serve a request with %s", async (_what, extra) => {
    const runtime = fakeRuntime();
    runtime.images.add("other:1");
    const app = await server({ runtime, extra: { secure_runtime: { classes: { gvisor: { docker_runtime: "runsc" } } } } });
    await filled(app);
    const res = await app.sandboxes.create(request(extra));
    expect(res.status.state).toBe("Pending");
    expect((await recordOf(app, res.id))?.runtimeId).toBeUndefined();
    expect(poolState(app)).toMatchObject({ idle: 2, served: 0 });
  });

  it("serves resources written differently but equal (the server's defaults filled in)", async () => {
    const app = await server({ pools: [{ ...POOL, resources: { cpu: "0.5" } }] });
    await filled(app);
    const res = await app.sandboxes.create(request({ resourceLimits: { cpu: "500m", memory: "2Gi" } }));
    expect(res.status.state).toBe("Running");
  });

  it("serves a runtime class the pool declares, and only that", async () => {
    const extra = { secure_runtime: { classes: { gvisor: { docker_runtime: "runsc" } } } };
    const app = await server({ pools: [{ ...POOL, runtime_class: "gvisor" }], extra });
    await filled(app);
    expect((await app.sandboxes.create(request())).status.state).toBe("Pending");
    expect((await app.sandboxes.create(request({ extensions: { runtimeClass: "gvisor" } }))).status.state).toBe("Running");
  });
});

describe("extensions.poolRef", () => {
  it("selects a pool and may leave out image, entrypoint and resourceLimits", async () => {
    const app = await server({ pools: [POOL, { ...POOL, name: "other", entrypoint: ["sleep", "7200"] }] });
    await filled(app, "other");
    const res = await app.sandboxes.create({ timeout: 600, extensions: { poolRef: "other" } } as never);
    expect(res.status.state).toBe("Running");
    expect(res.entrypoint).toEqual(["sleep", "7200"]);
    expect((await recordOf(app, res.id))?.pool).toBe("other");
  });

  it("refuses a pool the server does not have, a snapshot, and a request the pool cannot serve", async () => {
    const app = await server();
    await expect(app.sandboxes.create(request({ extensions: { poolRef: "nope" } }))).rejects.toMatchObject({ code: "INVALID_PARAMETER", message: expect.stringMatching(/must name a pool of this server \(busy\)/) });
    await expect(app.sandboxes.create({ snapshotId: "s", timeout: 600, extensions: { poolRef: "busy" } } as never)).rejects.toMatchObject({ code: "INVALID_PARAMETER", message: expect.stringMatching(/snapshotId/) });
    await expect(app.sandboxes.create(request({ entrypoint: ["sh"], extensions: { poolRef: "busy" } }))).rejects.toMatchObject({ code: "INVALID_PARAMETER", message: expect.stringMatching(/names pool busy, but the request runs entrypoint/) });
  });

  it("creates the pool's sandbox afresh when the pool is empty: clients see no difference but speed", async () => {
    const app = await server({ pools: [{ ...POOL, size: 0 }] });
    const res = await app.sandboxes.create({ timeout: 600, extensions: { poolRef: "busy" } } as never);
    expect(res.status.state).toBe("Pending");
    await waitFor(() => app.sandboxes.get(res.id), (s) => s.status.state === "Running", 5000, "the cold sandbox to run");
  });
});

describe("the hand-over", () => {
  it("gives execd the sandbox's own token (the pool's stops working) and the request's env, the pool's removed", async () => {
    const runtime = fakeRuntime();
    const secrets = SecretKey.ephemeral();
    const app = await server({ runtime, secrets });
    await filled(app);
    const res = await app.sandboxes.create(request());
    const r = (await recordOf(app, res.id))!;
    const execd = runtime.execdOf(r.runtimeId!)!;
    expect(execd.token).toBe(secrets.execdToken(res.id));
    expect(execd.spec.execdToken).toBe(secrets.execdToken(r.runtimeId!)); // what it started with
    expect(execd.claim).toEqual({ env: { TENANT: "a" }, unset: ["POOL_VAR"] });
    // The endpoint clients get carries the new token, which execd accepts; the pool's is refused.
    const ep = await app.sandboxes.endpoint(res.id, 44772, { useServerProxy: false, requestHost: "h" });
    const url = `http://${ep.endpoint.replace("/proxy/44772", "")}/ping`;
    expect((await fetch(url, { headers: ep.headers! })).status).toBe(200);
    expect((await fetch(url, { headers: { "x-execd-access-token": secrets.execdToken(r.runtimeId!) } })).status).toBe(401);
  });

  it("hands each pooled sandbox to one request only, ever", async () => {
    const runtime = fakeRuntime();
    const app = await server({ runtime, pools: [{ ...POOL, size: 3, max_starting: 3 }] });
    await filled(app);
    const served = await Promise.all(Array.from({ length: 6 }, () => app.sandboxes.create(request())));
    const runtimeIds = await Promise.all(served.map(async (s) => (await recordOf(app, s.id))?.runtimeId));
    const pooled = runtimeIds.filter(Boolean);
    expect(pooled.length).toBeGreaterThanOrEqual(3);
    expect(new Set(pooled).size).toBe(pooled.length);
    // Deleting a served sandbox removes its container; it never goes back to the pool.
    const first = served.find((_, i) => runtimeIds[i])!;
    const firstRuntimeId = (await recordOf(app, first.id))!.runtimeId!;
    await app.sandboxes.delete(first.id);
    expect(await runtime.listOwned()).not.toContain(firstRuntimeId);
    await filled(app);
    for (let i = 0; i < 3; i++) {
      const next = await app.sandboxes.create(request());
      expect([...runtimeIds, firstRuntimeId]).not.toContain((await recordOf(app, next.id))?.runtimeId);
    }
  });

  it("creates afresh when execd refuses the hand-over", async () => {
    const runtime = fakeRuntime();
    const app = await server({ runtime, pools: [{ ...POOL, size: 1 }] });
    await filled(app);
    const [member] = await pooledIds(runtime);
    runtime.execdRefuses(member!);
    const res = await app.sandboxes.create(request());
    expect(res.status.state).toBe("Pending");
    await waitFor(() => app.sandboxes.get(res.id), (x) => x.status.state === "Running", 5000, "the sandbox to run");
    expect(await runtime.listOwned()).not.toContain(member);
  });

  it("pauses, resumes, reads the logs of and follows a served sandbox under its pool id", async () => {
    const runtime = fakeRuntime();
    const app = await server({ runtime });
    await filled(app);
    const res = await app.sandboxes.create(request());
    const r = (await recordOf(app, res.id))!;
    await app.sandboxes.pause(res.id);
    expect((await app.sandboxes.get(res.id)).status.state).toBe("Paused");
    await app.sandboxes.resume(res.id);
    expect((await app.sandboxes.get(res.id)).status.state).toBe("Running");
    const logs = await app.http.inject({ method: "GET", url: `/v1/sandboxes/${res.id}/diagnostics/logs?scope=container`, headers: { "open-sandbox-api-key": "k" } });
    expect(logs.statusCode).toBe(200);
    runtime.exit(r.runtimeId!, 3);
    await waitFor(() => app.sandboxes.get(res.id), (x) => x.status.state === "Failed", 5000, "the served sandbox to fail");
  });
});

describe("refill", () => {
  it("never holds more than size (idle and starting) nor starts more than max_starting at once", async () => {
    const runtime = fakeRuntime();
    runtime.execdStartMs = 80;
    const app = await server({ runtime, pools: [{ ...POOL, size: 3, max_starting: 2 }] });
    let worst = { total: 0, starting: 0, containers: 0 };
    const sample = setInterval(() => {
      const p = poolState(app);
      worst = { total: Math.max(worst.total, p.idle + p.starting), starting: Math.max(worst.starting, p.starting), containers: worst.containers };
      // Pooled containers no record points at: the pool's own (read in this order, never overcounted).
      void pooledIds(runtime).then(async (ids) => {
        const referenced = new Set((await app.store.allSandboxes()).map((r) => r.runtimeId));
        worst.containers = Math.max(worst.containers, ids.filter((id) => !referenced.has(id)).length);
      });
    }, 5);
    try {
      await filled(app);
      for (let i = 0; i < 5; i++) await app.sandboxes.create(request());
      await filled(app);
    } finally {
      clearInterval(sample);
    }
    expect(worst.total).toBeLessThanOrEqual(3);
    expect(worst.starting).toBeLessThanOrEqual(2);
    expect(worst.containers).toBeLessThanOrEqual(3);
    expect(await pooledIds(runtime)).toHaveLength(3 + poolState(app).served);
  });

  it("replaces idle sandboxes older than max_idle_seconds", async () => {
    const runtime = fakeRuntime();
    const app = await server({ runtime, pools: [{ ...POOL, size: 1, max_idle_seconds: 1 }] });
    await filled(app);
    const [first] = await pooledIds(runtime);
    await waitFor(() => pooledIds(runtime), (ids) => ids.length === 1 && ids[0] !== first, 5000, "the idle sandbox to be replaced");
    await filled(app);
  });

  it("reports an image that cannot be pulled in the pool's state and retries with a growing delay, not hot", async () => {
    const runtime = fakeRuntime();
    let pulls = 0;
    const prepare = runtime.prepare.bind(runtime);
    runtime.prepare = async (spec, progress) => {
      pulls++;
      return prepare(spec, progress);
    };
    const app = await server({ runtime, pools: [{ ...POOL, image: "missing:1" }] });
    const p = await waitFor(async () => poolState(app), (x) => x.lastError !== undefined, 3000, "the pool to report the error");
    expect(p.lastError).toMatchObject({ reason: "IMAGE_PULL_FAILED", message: expect.stringMatching(/missing:1/) });
    await new Promise((r) => setTimeout(r, 2500));
    // Two sandboxes per round (max_starting 2), rounds at 0 s and 1 s (then 3 s, 7 s, …): at most 4 pulls within 2.5 s.
    expect(pulls).toBeLessThanOrEqual(4);
    expect(poolState(app)).toMatchObject({ idle: 0 });
    // Once the image can be pulled, the pool fills and the error is gone.
    runtime.registry.add("missing:1");
    const ok = await waitFor(async () => poolState(app), (x) => x.idle === 2, 5000, "the pool to fill");
    expect(ok.lastError).toBeUndefined();
  }, 15_000);
});

describe("a server restart", () => {
  it("removes the idle pooled sandboxes it finds, refills within the caps and keeps served sandboxes running", async () => {
    const runtime = fakeRuntime();
    const store = new MemoryStore();
    const secrets = SecretKey.ephemeral();
    let app = await server({ runtime, store, secrets });
    await filled(app);
    const served = await app.sandboxes.create(request());
    const servedRuntimeId = (await recordOf(app, served.id))!.runtimeId!;
    await filled(app);
    const oldIdle = (await pooledIds(runtime)).filter((id) => id !== servedRuntimeId);
    expect(oldIdle).toHaveLength(2);
    await app.close();
    apps.delete(app);

    app = await server({ runtime, store, secrets });
    await filled(app);
    const now = await pooledIds(runtime);
    for (const id of oldIdle) expect(now).not.toContain(id);
    expect(now).toHaveLength(3); // 2 idle + the served one
    expect((await app.sandboxes.get(served.id)).status.state).toBe("Running");
    // The served sandbox is still followed under its pool id.
    runtime.vanish(servedRuntimeId);
    runtime.disconnect();
    runtime.reconnect();
    await waitFor(() => app.sandboxes.get(served.id), (x) => x.status.reason === "CONTAINER_MISSING", 5000, "the vanished sandbox to be noticed");
  });

  it("creates afresh a sandbox whose hand-over was cut short by the server's end", async () => {
    const runtime = fakeRuntime();
    const store = new MemoryStore();
    const secrets = SecretKey.ephemeral();
    let app = await server({ runtime, store, secrets, pools: [{ ...POOL, size: 1 }] });
    await filled(app);
    const [member] = await pooledIds(runtime);
    await app.close();
    apps.delete(app);
    // What a kill between saving the record and the hand-over leaves: a claiming record.
    const id = randomUUID();
    const now = new Date().toISOString();
    await store.saveSandbox({
      id, image: "busybox:latest", imageUri: "busybox:latest", entrypoint: ["sleep", "3600"], env: {}, metadata: {}, extensions: {}, resourceLimits: { cpu: "500m", memory: "256Mi" }, mounts: [],
      status: { state: "Pending", reason: "SANDBOX_ACCEPTED", lastTransitionAt: now }, createdAt: now, runtimeId: member!, runtimeState: { execdPort: 1, ownedVolumes: [] }, pool: "busy", claiming: true,
    });
    app = await server({ runtime, store, secrets, pools: [{ ...POOL, size: 0 }] });
    await waitFor(() => app.sandboxes.get(id), (x) => x.status.state === "Running", 5000, "the sandbox to be created afresh");
    const r = (await recordOf(app, id))!;
    expect(r.runtimeId).toBeUndefined();
    expect(r.claiming).toBeUndefined();
    expect(await runtime.listOwned()).not.toContain(member);
    expect(runtime.execdOf(id)?.token).toBe(secrets.execdToken(id));
  });
});

describe("GET /pools and runtimes without pools", () => {
  it("lists each pool's state", async () => {
    const app = await server();
    await filled(app);
    const res = await app.http.inject({ method: "GET", url: "/v1/pools", headers: { "open-sandbox-api-key": "k" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [{ name: "busy", image: "busybox:latest", entrypoint: ["sleep", "3600"], resourceLimits: { cpu: "500m", memory: "256Mi", disk: "10Gi" }, size: 2, maxStarting: 2, maxIdleSeconds: 3600, idle: 2, starting: 0, served: 0 }],
    });
  });

  it("a runtime that cannot serve pools stops the server at start, saying so", async () => {
    const runtime = new FakeRuntime({ unsupported: { pools: "warm pools are not available on this runtime" } });
    runtimes.add(runtime);
    const { config } = validateConfig({ server: { api_key: "k" }, pool: [POOL] });
    const app = await buildApp({ config, runtime, store: new MemoryStore(), logger: pino({ level: "silent" }) });
    apps.add(app);
    await expect(app.start()).rejects.toThrow(/warm pools are not available on this runtime/);
  });

  it("the config refuses bad [[pool]] entries, naming the key", () => {
    const bad = (pool: Record<string, unknown>) => () => validateConfig({ server: { api_key: "k" }, pool: [pool] });
    expect(bad({ ...POOL, name: "Bad_Name" })).toThrow(/\[\[pool\]\] #1: name must be/);
    expect(bad({ ...POOL, entrypoint: [] })).toThrow(/entrypoint must be a non-empty list/);
    expect(bad({ ...POOL, size: -1 })).toThrow(/size must be an integer between 0 and 1000/);
    expect(bad({ ...POOL, colour: "red" })).toThrow(/unknown key colour/);
    expect(bad({ ...POOL, runtime_class: "gvisor" })).toThrow(/runtime_class must be a class of \[secure_runtime\]/);
    expect(() => validateConfig({ server: { api_key: "k" }, pool: [POOL, POOL] })).toThrow(/declared twice/);
  });
});

describe("shared pools (kept by the runtime, as on Kubernetes): two servers on one runtime and store", () => {
  /** A replica that leads or follows, as coordination.ts decides it. */
  const coordination = (leading: boolean): Coordination => ({
    replica: randomUUID().slice(0, 8),
    leading: () => leading,
    onChange: () => undefined,
    alive: async () => true,
    start: async () => undefined,
    stop: async () => undefined,
  });
  async function replica(runtime: FakeRuntime, store: MemoryStore, secrets: SecretKey, leading: boolean): Promise<App> {
    const { config } = validateConfig({ server: { api_key: "k" }, pool: [{ ...POOL, size: 3, max_starting: 3 }] });
    const app = await buildApp({ config, runtime, store, secrets, logger: pino({ level: "silent" }), coordination: coordination(leading) });
    apps.add(app);
    await app.start();
    return app;
  }
  function shared(): FakeRuntime {
    const r = new FakeRuntime({ sharedPools: true });
    runtimes.add(r);
    return r;
  }

  it("only the leader fills the pool, and never above its size; both offer its members; concurrent creates on both never share one", async () => {
    const runtime = shared();
    const store = new MemoryStore();
    const secrets = SecretKey.ephemeral();
    const leader = await replica(runtime, store, secrets, true);
    const follower = await replica(runtime, store, secrets, false);
    await filled(leader, "busy", 3);
    await filled(follower, "busy", 3);
    expect(await pooledIds(runtime)).toHaveLength(3);
    const made = await Promise.all([...Array(6).keys()].map((i) => (i % 2 ? leader : follower).sandboxes.create(request({ env: { N: String(i) } }))));
    const pooled = made.filter((r) => r.status.state === "Running");
    expect(pooled.length).toBeGreaterThanOrEqual(1);
    const runtimeIds = await Promise.all(pooled.map(async (r) => (await recordOf(leader, r.id))!.runtimeId!));
    expect(new Set(runtimeIds).size).toBe(pooled.length);
    for (const [i, r] of pooled.entries()) {
      const execd = runtime.execdOf(runtimeIds[i]!)!;
      expect(execd.token).toBe(secrets.execdToken(r.id));
      expect(execd.claim?.env.N).toBe(String(made.indexOf(r)));
    }
    // A served record is written once, already Running (the take marks the sandbox itself).
    for (const r of pooled) expect((await recordOf(leader, r.id))!.revision).toBe(1);
    // Refilled by the leader alone, to the size and no further.
    await filled(leader, "busy", 3);
    const untaken = runtime.sharedPools!.members()!.filter((m) => !m.holder);
    expect(untaken).toHaveLength(3);
  }, 30_000);

  it("a restarted server keeps the pool (same sandboxes) and serves from it; a taken one without a record is a stray only after a grace", async () => {
    const runtime = shared();
    const store = new MemoryStore();
    const secrets = SecretKey.ephemeral();
    const first = await replica(runtime, store, secrets, true);
    await filled(first, "busy", 3);
    const before = (await pooledIds(runtime)).sort();
    // A take whose server died before it wrote the record: young, so it stays (its replica may be writing).
    expect(await runtime.sharedPools!.acquire(before[0]!, randomUUID())).toBe(true);
    await first.close();
    apps.delete(first);
    const second = await replica(runtime, store, secrets, true);
    await filled(second, "busy", 2);
    expect((await pooledIds(runtime)).sort()).toEqual(expect.arrayContaining(before));
    const res = await second.sandboxes.create(request());
    expect(res.status.state).toBe("Running");
    expect(before).toContain((await recordOf(second, res.id))!.runtimeId);
  }, 30_000);
});
