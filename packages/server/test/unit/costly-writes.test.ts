// A store whose every write is a request to the API server (Store.costlyWrites, the Kubernetes
// store): a create writes its record twice, when accepted and when it leaves Pending, with the
// runtime's state in the second write; the runtime's progress between is not written. What the
// service keeps in memory meanwhile must not lose or duplicate anything: a record deleted by
// another replica during the create gets its runtime sandbox removed, execd's ready timeout still
// fails it, and the leader's reconcile does not take the create for an abandoned one.
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { LOG_LIMITS } from "../../src/services/diagnostics.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import type { SandboxRecord } from "../../src/store/store.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

/** A MemoryStore that says its writes are costly and counts them by record. */
class CostlyStore extends MemoryStore {
  readonly costlyWrites = true;
  readonly writes = new Map<string, number>();
  override async saveSandbox(r: SandboxRecord) {
    this.writes.set(r.id, (this.writes.get(r.id) ?? 0) + 1);
    return super.saveSandbox(r);
  }
}

const request = { image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: { cpu: "1" } } as never;
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

/** A runtime whose sandboxes wait for a placement at first (a Pod the scheduler cannot place yet). */
class UnplacedRuntime extends FakeRuntime {
  override async create(spec: Parameters<FakeRuntime["create"]>[0]) {
    const made = await super.create(spec);
    return { ...made, observation: { phase: "pending" as const, reason: "POD_UNSCHEDULABLE", message: "The scheduler cannot place the sandbox yet: 0/1 nodes are available." } };
  }
}

/** A runtime whose sandboxes are still starting when created (a node still installing execd's build). */
class SlowStartRuntime extends FakeRuntime {
  override async create(spec: Parameters<FakeRuntime["create"]>[0]) {
    const made = await super.create(spec);
    return { ...made, observation: { phase: "pending" as const, reason: "CONTAINER_STARTING", message: "Starting the sandbox (ContainerCreating; it waits for execd's build)." } };
  }
}

/** A runtime whose sandboxes are queued when created, with nothing to tell yet (a burst waiting for the scheduler). */
class QueuedRuntime extends FakeRuntime {
  override async create(spec: Parameters<FakeRuntime["create"]>[0]) {
    const made = await super.create(spec);
    return { ...made, observation: { phase: "pending" as const, reason: "CONTAINER_STARTING", message: "Starting the sandbox.", bare: true as const } };
  }
}

async function start(store: MemoryStore, execdStartMs: number, config: Record<string, unknown> = {}, runtime: FakeRuntime = new FakeRuntime()): Promise<{ app: App; runtime: FakeRuntime }> {
  runtime.execdStartMs = execdStartMs;
  const app = await buildApp({ config: validateConfig({ server: { api_key: "k" }, ...config }).config, runtime, store, logger: pino({ level: "silent" }) });
  await app.start();
  cleanup.push(async () => {
    await app.close();
    runtime.dispose();
  });
  return { app, runtime };
}

describe("a store with costly writes: a create writes its record twice", () => {
  it("accepted, then Running with the runtime's state; nothing between (a plain store writes the steps too)", async () => {
    const costly = new CostlyStore();
    const { app } = await start(costly, 150);
    const { id } = await app.sandboxes.create(request);
    await waitFor(() => app.sandboxes.get(id), (s) => s.status.state === "Running", 5000, `sandbox ${id} to run`);
    const r = (await costly.getSandbox(id))!;
    expect(costly.writes.get(id)).toBe(2);
    expect(r.revision).toBe(2);
    expect(r.runtimeState).toMatchObject({ execdPort: expect.any(Number) });
    expect(r.events?.map((e) => e.reason)).toEqual(["SANDBOX_ACCEPTED", "CONTAINER_RUNNING"]);
    // The state went into the record: execd is reachable through it.
    expect((await app.sandboxes.endpoint(id, 44772, { useServerProxy: false, requestHost: "h" })).endpoint).toContain("127.0.0.1");

    const plain = new MemoryStore();
    const other = await start(plain, 150);
    const created = await other.app.sandboxes.create(request);
    await waitFor(() => other.app.sandboxes.get(created.id), (s) => s.status.state === "Running", 5000, "the plain store's sandbox to run");
    expect((await plain.getSandbox(created.id))!.events?.map((e) => e.reason)).toEqual(["SANDBOX_ACCEPTED", "EXECD_STARTING", "CONTAINER_RUNNING"]);
  });

  it("the leader's reconcile while execd starts leaves the create alone (no second runtime create)", async () => {
    const costly = new CostlyStore();
    const { app, runtime } = await start(costly, 800);
    const { id } = await app.sandboxes.create(request);
    await waitFor(async () => runtime.specOf(id), (s) => s !== undefined, 5000, "the runtime's sandbox");
    const spec = runtime.specOf(id);
    await app.sandboxes.reconcile();
    expect((await costly.getSandbox(id))!.status.state).toBe("Pending");
    expect(runtime.specOf(id)).toBe(spec); // the same sandbox, not one made again
    await waitFor(() => app.sandboxes.get(id), (s) => s.status.state === "Running", 5000, `sandbox ${id} to run`);
    expect(costly.writes.get(id)).toBe(2);
  });

  it("diagnostics show what a sandbox still Pending (execd starting) wrote, though its record has no runtime state yet", async () => {
    const costly = new CostlyStore();
    const { app, runtime } = await start(costly, Infinity);
    const { id } = await app.sandboxes.create({ ...(request as object), entrypoint: ["sh", "-c", "echo written-while-pending; sleep 60"] } as never);
    await waitFor(async () => (await runtime.logs(id, undefined, LOG_LIMITS))?.text ?? "", (t) => t.includes("written-while-pending"), 5000, "the entrypoint's output");
    expect((await costly.getSandbox(id))!.runtimeState).toBeUndefined();
    const res = await app.http.inject({ method: "GET", url: `/v1/sandboxes/${id}/diagnostics/logs?scope=container`, headers: { "open-sandbox-api-key": "k" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toContain("written-while-pending");
    expect(res.json().warnings).toBeUndefined();
  });

  it("a record deleted elsewhere during the create: the runtime's sandbox is removed", async () => {
    const costly = new CostlyStore();
    const { app, runtime } = await start(costly, Infinity);
    const { id } = await app.sandboxes.create(request);
    await waitFor(async () => runtime.specOf(id), (s) => s !== undefined, 5000, "the runtime's sandbox");
    // Another replica deleted the record (its removal of the runtime's sandbox came too early to find it).
    await costly.deleteSandbox(id);
    runtime.execd(id, true); // the next event about it
    await waitFor(async () => runtime.specOf(id), (s) => s === undefined, 5000, "the runtime's sandbox to be removed");
    await expect(app.sandboxes.get(id)).rejects.toMatchObject({ code: "SANDBOX_NOT_FOUND" });
  });

  it("a wait with a reason of its own (unschedulable) is written, with the runtime's state", async () => {
    const costly = new CostlyStore();
    const { app } = await start(costly, Infinity, {}, new UnplacedRuntime());
    const { id } = await app.sandboxes.create(request);
    const r = await waitFor(() => costly.getSandbox(id), (x) => !!x?.events?.some((e) => e.reason === "POD_UNSCHEDULABLE"), 4000, `sandbox ${id} to say why it waits`);
    expect(r!.runtimeState).toMatchObject({ execdPort: expect.any(Number) });
  });

  it("a create still Pending after slowPendingMs has its latest routine observation written once, with the runtime's state", async () => {
    const costly = new CostlyStore();
    const { app } = await start(costly, 1500, {}, new SlowStartRuntime());
    app.sandboxes.slowPendingMs = 100;
    const { id } = await app.sandboxes.create(request);
    const waiting = await waitFor(() => costly.getSandbox(id), (r) => r?.status.reason === "CONTAINER_STARTING", 1000, "the slow create's observation to be written");
    expect(waiting!.status.message).toMatch(/waits for execd's build/);
    expect(waiting!.runtimeState).toBeDefined();
    expect(costly.writes.get(id)).toBe(2);
    await waitFor(() => app.sandboxes.get(id), (x) => x.status.state === "Running", 5000, `sandbox ${id} to run`);
  });

  it("a slow create with nothing to tell (queued at the scheduler) is not written meanwhile: accepted, then Running", async () => {
    const costly = new CostlyStore();
    const { app } = await start(costly, 1000, {}, new QueuedRuntime());
    app.sandboxes.slowPendingMs = 100;
    const { id } = await app.sandboxes.create(request);
    await waitFor(() => app.sandboxes.get(id), (x) => x.status.state === "Running", 5000, `sandbox ${id} to run`);
    expect(costly.writes.get(id)).toBe(2);
  });

  it("execd never ready: Failed/EXECD_START_TIMEOUT after [execd] ready_timeout_seconds, the runtime's sandbox removed", async () => {
    const costly = new CostlyStore();
    const { app, runtime } = await start(costly, Infinity, { execd: { ready_timeout_seconds: 1 } });
    const { id } = await app.sandboxes.create(request);
    await waitFor(() => app.sandboxes.get(id), (s) => s.status.state === "Failed", 5000, `sandbox ${id} to fail`);
    expect((await app.sandboxes.get(id)).status.reason).toBe("EXECD_START_TIMEOUT");
    expect(runtime.specOf(id)).toBeUndefined();
    expect(costly.writes.get(id)).toBe(2);
  });
});
