// The service's reconcile and expiry rules on the in-memory runtime (which passes the same runtime
// contract as Docker): records and the runtime brought back in line after a restart or a gap in
// the event stream, and expirations on time. What only an engine can show (labels of other
// instances, engine events, the real binary killed) stays in test/integration/durability.test.ts.
import { randomBytes, randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

const runtime = new FakeRuntime();
const apps = new Set<App>();
afterEach(async () => {
  for (const app of apps) await app.close();
  apps.clear();
});
afterAll(() => runtime.dispose());

async function server(store: MemoryStore, endpointWait = 60, engineWait = 90, readyTimeout = 60): Promise<App> {
  const { config } = validateConfig({
    server: { api_key: "k", endpoint_wait_seconds: endpointWait },
    docker: { engine_wait_seconds: engineWait },
    execd: { ready_timeout_seconds: readyTimeout },
  });
  const app = await buildApp({ config, runtime, store, logger: pino({ level: "silent" }) });
  apps.add(app);
  await app.start();
  return app;
}

async function restart(app: App, store: MemoryStore): Promise<App> {
  await app.close();
  apps.delete(app);
  return server(store);
}

const until = <T>(probe: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 5000) => waitFor(probe, ok, ms, what);
const state = (app: App, id: string) => app.sandboxes.get(id).then((s) => s.status, () => undefined);

async function running(app: App, extra: Record<string, unknown> = {}): Promise<string> {
  const { id } = await app.sandboxes.create({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "1" }, ...extra } as never);
  await until(() => state(app, id), (s) => s?.state === "Running", `sandbox ${id} to run`);
  return id;
}

describe("reconcile on restart", () => {
  it("marks a record whose sandbox vanished while the server was down Failed / CONTAINER_MISSING, keeps it, and deletes it on request", async () => {
    const store = new MemoryStore();
    let app = await server(store);
    const id = await running(app);
    await app.close();
    runtime.vanish(id);
    app = await restart(app, store);
    expect(await state(app, id)).toMatchObject({ state: "Failed", reason: "CONTAINER_MISSING" });
    await new Promise((r) => setTimeout(r, 100));
    expect((await app.sandboxes.list({ state: ["Failed"] })).items.map((s) => s.id)).toEqual([id]);
    await expect(app.sandboxes.pause(id)).rejects.toMatchObject({ code: "SANDBOX_NOT_RUNNING" });
    await app.sandboxes.delete(id);
    await expect(app.sandboxes.get(id)).rejects.toMatchObject({ code: "SANDBOX_NOT_FOUND" });
  });

  it("settles a sandbox whose entrypoint ended while the server was down", async () => {
    const store = new MemoryStore();
    let app = await server(store);
    const id = await running(app);
    await app.close();
    runtime.exit(id, 137);
    app = await restart(app, store);
    const s = await state(app, id);
    expect(s).toMatchObject({ state: "Failed", reason: "CONTAINER_EXITED_ERROR" });
    expect(s!.message).toMatch(/\bcode 137\b/);
    await app.sandboxes.delete(id);
    expect(await runtime.listOwned()).not.toContain(id);
  });

  it("removes a sandbox the runtime has for this instance but no record names", async () => {
    const store = new MemoryStore();
    let app = await server(store);
    const kept = await running(app);
    await app.close();
    const stray = randomUUID();
    await runtime.create({ sandboxId: stray, image: "busybox:latest", entrypoint: ["sleep", "3600"], env: {}, resources: {}, mounts: [], extensions: {}, execdToken: "t" });
    app = await restart(app, store);
    expect(await runtime.listOwned()).not.toContain(stray);
    expect(await runtime.listOwned()).toContain(kept);
    expect((await state(app, kept))?.state).toBe("Running");
    await app.sandboxes.delete(kept);
  });

  it("finishes a deletion that was interrupted (record left in Stopping)", async () => {
    const store = new MemoryStore();
    let app = await server(store);
    const id = await running(app);
    await app.close();
    const record = (await store.getSandbox(id))!;
    record.status = { state: "Stopping", reason: "DELETE_REQUESTED", message: "Sandbox deletion requested.", lastTransitionAt: new Date().toISOString() };
    await store.saveSandbox(record);
    expect(await runtime.listOwned()).toContain(id);
    app = await restart(app, store);
    await expect(app.sandboxes.get(id)).rejects.toMatchObject({ code: "SANDBOX_NOT_FOUND" });
    expect(await runtime.listOwned()).not.toContain(id);
  });

  it("provisions a sandbox that was accepted but never reached the runtime (Pending, no runtime state)", async () => {
    const store = new MemoryStore();
    let app = await server(store);
    const id = await running(app, { metadata: { pending: "again" } });
    const before = (await app.sandboxes.get(id)).expiresAt;
    await app.close();
    runtime.vanish(id);
    const record = (await store.getSandbox(id))!;
    delete record.runtimeState;
    record.status = { state: "Pending", reason: "SANDBOX_ACCEPTED", message: "Sandbox creation accepted.", lastTransitionAt: new Date().toISOString() };
    await store.saveSandbox(record);
    app = await restart(app, store);
    await until(() => state(app, id), (s) => s?.state === "Running", "the sandbox to run again");
    const again = await app.sandboxes.get(id);
    expect(again.metadata).toEqual({ pending: "again" });
    expect(again.expiresAt).toBe(before);
    expect(await runtime.listOwned()).toContain(id);
    await app.sandboxes.delete(id);
  });
});

describe("an unreachable engine", () => {
  afterEach(() => void (runtime.engineDown = false));
  const body = { image: { uri: "busybox:latest" }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "1" } } as never;

  it("keeps a create Pending with ENGINE_UNAVAILABLE while the engine is down, and runs it when the engine is back", async () => {
    const app = await server(new MemoryStore());
    runtime.engineDown = true;
    const { id, status } = await app.sandboxes.create(body);
    expect(status.state).toBe("Pending");
    const waiting = await until(() => state(app, id), (s) => s?.reason === "ENGINE_UNAVAILABLE", "the create to wait for the engine");
    expect(waiting).toMatchObject({ state: "Pending", message: expect.stringContaining("connect ENOENT /fake.sock") });
    await new Promise((r) => setTimeout(r, 600)); // several attempts, still waiting
    expect(await state(app, id)).toMatchObject({ state: "Pending", reason: "ENGINE_UNAVAILABLE" });
    expect(await runtime.listOwned()).not.toContain(id);
    runtime.engineDown = false;
    await until(() => state(app, id), (s) => s?.state === "Running", "the sandbox to run once the engine is back");
    expect((await runtime.listOwned()).filter((x) => x === id)).toHaveLength(1);
  });

  it("fails the create with ENGINE_UNAVAILABLE once [docker] engine_wait_seconds have passed", async () => {
    const app = await server(new MemoryStore(), 60, 1);
    runtime.engineDown = true;
    const started = Date.now();
    const { id } = await app.sandboxes.create(body);
    const failed = await until(() => state(app, id), (s) => s?.state === "Failed", "the create to give up", 5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(failed).toMatchObject({ reason: "ENGINE_UNAVAILABLE", message: expect.stringMatching(/unreachable.*gave up after waiting 1 s \(\[docker\] engine_wait_seconds\)/) });
    runtime.engineDown = false;
    await new Promise((r) => setTimeout(r, 300));
    expect(await state(app, id)).toMatchObject({ state: "Failed", reason: "ENGINE_UNAVAILABLE" });
    expect(await runtime.listOwned()).not.toContain(id);
  });

  it("a delete while the create waits for the engine ends the waiting", async () => {
    const app = await server(new MemoryStore());
    runtime.engineDown = true;
    const { id } = await app.sandboxes.create(body);
    await until(() => state(app, id), (s) => s?.reason === "ENGINE_UNAVAILABLE", "the create to wait for the engine");
    await app.sandboxes.delete(id);
    runtime.engineDown = false;
    await new Promise((r) => setTimeout(r, 600));
    await expect(app.sandboxes.get(id)).rejects.toMatchObject({ code: "SANDBOX_NOT_FOUND" });
    expect(await runtime.listOwned()).not.toContain(id);
  });

  it("a server stopped while a create waits closes promptly, and the next start creates it", async () => {
    const store = new MemoryStore();
    let app = await server(store);
    runtime.engineDown = true;
    const { id } = await app.sandboxes.create(body);
    await until(() => state(app, id), (s) => s?.reason === "ENGINE_UNAVAILABLE", "the create to wait for the engine");
    const t = Date.now();
    await app.close();
    apps.delete(app);
    expect(Date.now() - t).toBeLessThan(2000);
    runtime.engineDown = false;
    app = await server(store);
    await until(() => state(app, id), (s) => s?.state === "Running", "the sandbox to run after the restart");
  });
});

describe("the runtime's events", () => {
  it("follows a change while connected, and picks up what a gap in the events hid", async () => {
    const app = await server(new MemoryStore());
    const a = await running(app);
    const b = await running(app);
    runtime.exit(a, 4);
    await until(() => state(app, a), (s) => s?.state === "Failed", "the exit to be seen");
    runtime.disconnect();
    runtime.exit(b, 0);
    await new Promise((r) => setTimeout(r, 100));
    expect((await state(app, b))?.state).toBe("Running"); // nothing told the server yet
    runtime.reconnect();
    await until(() => state(app, b), (s) => s?.state === "Terminated", "the resync to settle the sandbox");
    expect((await state(app, b))?.reason).toBe("CONTAINER_EXITED");
  });
});

describe("execd's readiness", () => {
  it("shows execd stopping and coming back in a Running sandbox's status, counting restarts, and keeps it across observations", async () => {
    const app = await server(new MemoryStore());
    const id = await running(app);
    const before = await state(app, id);
    runtime.execd(id, true); // ready at start: nothing to report
    await new Promise((r) => setTimeout(r, 50));
    expect(await state(app, id)).toEqual(before);

    runtime.execd(id, false, "execd exited (status 9); restarting in 100 ms");
    const restarting = await until(() => state(app, id), (s) => s?.reason === "EXECD_RESTARTING", "execd's stop to show");
    expect(restarting).toMatchObject({ state: "Running" });
    expect(restarting!.message).toContain("execd exited (status 9)");

    runtime.execd(id, true);
    const back = await until(() => state(app, id), (s) => s?.reason === "EXECD_RESTARTED", "execd's return to show");
    expect(back).toMatchObject({ state: "Running" });
    expect(back!.message).toMatch(/restarted 1 time \(last stop: execd exited \(status 9\)/);

    runtime.execd(id, false, "execd exited (status 15); restarting in 200 ms");
    runtime.execd(id, true);
    await until(() => state(app, id), (s) => /restarted 2 times/.test(s?.message ?? ""), "the second restart to count");

    // Observing the running sandbox again (a resync) keeps what execd's events said.
    runtime.disconnect();
    runtime.reconnect();
    await new Promise((r) => setTimeout(r, 100));
    expect((await state(app, id))?.reason).toBe("EXECD_RESTARTED");
    await app.sandboxes.pause(id);
    await app.sandboxes.resume(id);
    expect((await state(app, id))?.state).toBe("Running");
    await app.sandboxes.delete(id);
  });

  it("keeps a started sandbox Pending (EXECD_STARTING) until execd is ready, then Running; an endpoint asked meanwhile waits for it", async () => {
    const app = await server(new MemoryStore());
    runtime.execdStartMs = 300;
    try {
      const { id } = await app.sandboxes.create({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "1" } } as never);
      const starting = await until(() => state(app, id), (s) => s?.reason === "EXECD_STARTING", "the wait for execd to show");
      expect(starting).toMatchObject({ state: "Pending" });
      const endpoint = await app.sandboxes.endpoint(id, 44772, { useServerProxy: false, requestHost: "h" });
      expect(await state(app, id)).toMatchObject({ state: "Running", reason: "CONTAINER_RUNNING" });
      // Running means ready: one /ping, no retry.
      const ping = await fetch(`http://${endpoint.endpoint}/ping`, { headers: endpoint.headers });
      expect(ping.status).toBe(200);
      await app.sandboxes.delete(id);
    } finally {
      runtime.execdStartMs = 0;
    }
  });

  it("fails a sandbox whose execd never becomes ready within [execd] ready_timeout_seconds, and removes it", async () => {
    const app = await server(new MemoryStore(), 60, 90, 1);
    runtime.execdStartMs = Infinity;
    try {
      const { id } = await app.sandboxes.create({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "1" } } as never);
      await until(() => state(app, id), (s) => s?.reason === "EXECD_STARTING", "the wait for execd to show");
      const failed = await until(() => state(app, id), (s) => s?.state !== "Pending", "the sandbox to give up on execd", 5000);
      expect(failed).toMatchObject({ state: "Failed", reason: "EXECD_START_TIMEOUT" });
      expect(failed!.message).toMatch(/within 1 s/);
      expect(await runtime.listOwned()).not.toContain(id);
      await app.sandboxes.delete(id);
    } finally {
      runtime.execdStartMs = 0;
    }
  });

  it("keeps the runtime state that comes with execd's first readiness in the record (an address only that replica knew)", async () => {
    const store = new MemoryStore();
    const app = await server(store);
    runtime.execdStartMs = Infinity;
    try {
      const { id } = await app.sandboxes.create({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "1" } } as never);
      await until(() => state(app, id), (s) => s?.reason === "EXECD_STARTING", "the wait for execd to show");
      const before = (await store.getSandbox(id))!.runtimeState!;
      runtime.execd(id, true, undefined, { ip: "10.244.0.99" });
      await until(() => state(app, id), (s) => s?.state === "Running", "the sandbox to run");
      expect((await store.getSandbox(id))!.runtimeState).toEqual({ ...before, ip: "10.244.0.99" });
      await app.sandboxes.delete(id);
    } finally {
      runtime.execdStartMs = 0;
    }
  });

  it("ends the wait for execd when the entrypoint exits first", async () => {
    const app = await server(new MemoryStore());
    runtime.execdStartMs = Infinity;
    try {
      const { id } = await app.sandboxes.create({ image: { uri: "busybox:latest" }, entrypoint: ["sh", "-c", "sleep 0.2; exit 3"], timeout: 600, resourceLimits: { cpu: "1" } } as never);
      const ended = await until(() => state(app, id), (s) => s?.state !== undefined && s.state !== "Pending", "the sandbox to settle");
      expect(ended).toMatchObject({ state: "Failed", reason: "CONTAINER_EXITED_ERROR" });
      await app.sandboxes.delete(id);
    } finally {
      runtime.execdStartMs = 0;
    }
  });

  it("makes Running a sandbox whose execd became ready while the server was down", async () => {
    const store = new MemoryStore();
    let app = await server(store);
    runtime.execdStartMs = 300;
    let id: string;
    try {
      ({ id } = await app.sandboxes.create({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "1" } } as never));
      await until(() => state(app, id), (s) => s?.reason === "EXECD_STARTING", "the wait for execd to show");
      await app.close();
      apps.delete(app);
    } finally {
      runtime.execdStartMs = 0;
    }
    await new Promise((r) => setTimeout(r, 500)); // execd becomes ready unwatched
    expect((await store.getSandbox(id))?.status.state).toBe("Pending");
    app = await server(store);
    await until(() => state(app, id), (s) => s?.state === "Running", "the sandbox to be Running after the restart");
    await app.sandboxes.delete(id);
  });

  it("ignores execd's readiness while the sandbox is not Running", async () => {
    const app = await server(new MemoryStore());
    const id = await running(app);
    await app.sandboxes.pause(id);
    runtime.execd(id, false, "execd exited (status 9); restarting in 100 ms");
    await new Promise((r) => setTimeout(r, 50));
    expect(await state(app, id)).toMatchObject({ state: "Paused", reason: "CONTAINER_PAUSED" });
    await app.sandboxes.delete(id);
  });
});

describe("endpoints of a Pending sandbox", () => {
  it("wait until the sandbox leaves Pending (a slow pull), then answer", async () => {
    const app = await server(new MemoryStore());
    const image = `registry.example/slow:${randomBytes(3).toString("hex")}`;
    runtime.registry.add(image);
    runtime.pullDelayMs = 300;
    try {
      const { id } = await app.sandboxes.create({ image: { uri: image }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "1" } } as never);
      await until(() => state(app, id), (s) => s?.reason === "IMAGE_PULLING", "the pull to start");
      const endpoint = await app.sandboxes.endpoint(id, 44772, { useServerProxy: false, requestHost: "h" });
      expect(endpoint.endpoint).toMatch(/^127\.0\.0\.1:\d+\/proxy\/44772$/);
      expect((await state(app, id))?.state).toBe("Running");
      await app.sandboxes.delete(id);
    } finally {
      runtime.pullDelayMs = 0;
    }
  });
});

describe("expiry", () => {
  it("removes a sandbox within a second of expiresAt, not before, and leaves others alone", async () => {
    const app = await server(new MemoryStore());
    const a = await running(app);
    const keep = await running(app);
    const expiresAt = new Date(Date.now() + 700).toISOString();
    await app.sandboxes.renew(a, expiresAt);
    await until(() => state(app, a), (s) => s === undefined, "the sandbox to expire", 3000);
    const goneAt = Date.now();
    expect(goneAt).toBeGreaterThanOrEqual(Date.parse(expiresAt));
    expect(goneAt).toBeLessThanOrEqual(Date.parse(expiresAt) + 1000);
    expect(await runtime.listOwned()).not.toContain(a);
    expect((await state(app, keep))?.state).toBe("Running");
    await app.sandboxes.delete(keep);
  });

  it("expires a paused sandbox too", async () => {
    const app = await server(new MemoryStore());
    const a = await running(app);
    await app.sandboxes.pause(a);
    expect((await state(app, a))?.state).toBe("Paused");
    await app.sandboxes.renew(a, new Date(Date.now() + 300).toISOString());
    await until(() => state(app, a), (s) => s === undefined, "the paused sandbox to expire", 3000);
    expect(await runtime.listOwned()).not.toContain(a);
  });

  it("expires sandboxes whose time passed while the server was down", async () => {
    const store = new MemoryStore();
    let app = await server(store);
    const a = await running(app);
    await app.sandboxes.renew(a, new Date(Date.now() + 200).toISOString());
    await app.close();
    await new Promise((r) => setTimeout(r, 400));
    app = await restart(app, store);
    await until(() => state(app, a), (s) => s === undefined, "the sandbox to expire after the restart", 3000);
    expect(await runtime.listOwned()).not.toContain(a);
  });
});
