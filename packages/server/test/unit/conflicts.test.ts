// The service's writes are compare-and-set: when another writer (another server replica) changed
// a sandbox between the service's read and its write, the service re-reads and applies its change
// again instead of overwriting the other one.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import type { SandboxRecord } from "../../src/store/store.ts";
import type { Coordination } from "../../src/services/coordination.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

/** A store where, once armed, another writer changes the record just before the service's next write. */
class RacedStore extends MemoryStore {
  race?: (r: SandboxRecord) => void;
  override async saveSandbox(r: SandboxRecord) {
    const race = this.race;
    if (race && r.revision !== undefined) {
      this.race = undefined;
      const other = (await this.getSandbox(r.id))!;
      race(other);
      await super.saveSandbox(other);
    }
    return super.saveSandbox(r);
  }
}

let app: App;
const store = new RacedStore();
const runtime = new FakeRuntime();

beforeAll(async () => {
  const { config } = validateConfig({ server: { api_key: "k" } });
  app = await buildApp({ config, runtime, store, logger: pino({ level: "silent" }) });
  await app.start();
});
afterAll(async () => {
  await app.close();
  runtime.dispose();
});

async function running(): Promise<string> {
  const { id } = await app.sandboxes.create({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: { cpu: "1" } } as never);
  await waitFor(() => app.sandboxes.get(id), (s) => s.status.state === "Running", 5000, `sandbox ${id} to run`);
  return id;
}

describe("conditional writes in SandboxService", () => {
  it("keeps another writer's metadata when renewing at the same time", async () => {
    const id = await running();
    store.race = (other) => (other.metadata = { ...other.metadata, written: "elsewhere" });
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    await app.sandboxes.renew(id, expiresAt);
    const after = await app.sandboxes.get(id);
    expect(after.metadata).toEqual({ written: "elsewhere" });
    expect(after.expiresAt).toBe(expiresAt);
  });

  it("keeps another writer's renewal when patching metadata at the same time", async () => {
    const id = await running();
    const renewed = new Date(Date.now() + 7200_000).toISOString();
    store.race = (other) => (other.expiresAt = renewed);
    await app.sandboxes.patchMetadata(id, { mine: "yes" });
    const after = await app.sandboxes.get(id);
    expect(after.metadata).toEqual({ mine: "yes" });
    expect(after.expiresAt).toBe(renewed);
  });

  it("moves to Paused even when another writer changed the record meanwhile", async () => {
    const id = await running();
    store.race = (other) => (other.metadata = { by: "other" });
    await app.sandboxes.pause(id);
    const after = await app.sandboxes.get(id);
    expect(after.status.state).toBe("Paused");
    expect(after.metadata).toEqual({ by: "other" });
  });
});

/** Bypasses the race (a write by the test itself). */
const direct = (r: SandboxRecord) => MemoryStore.prototype.saveSandbox.call(store, r);

describe("conditions re-checked on the record written (another replica moved it)", () => {
  it("a change that changes nothing is not written (the same observation on two replicas costs no write)", async () => {
    const id = await running();
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    await app.sandboxes.renew(id, expiresAt);
    const revision = (await store.getSandbox(id))!.revision;
    await app.sandboxes.renew(id, expiresAt);
    await app.sandboxes.patchMetadata(id, {});
    expect((await store.getSandbox(id))!.revision).toBe(revision);
  });

  it("an expiry loses to a renewal written meanwhile: the sandbox stays", async () => {
    const id = await running();
    const renewed = new Date(Date.now() + 3600_000).toISOString();
    store.race = (other) => (other.expiresAt = renewed);
    const r = (await store.getSandbox(id))!;
    r.expiresAt = new Date(Date.now() - 1000).toISOString();
    await direct(r);
    await app.sandboxes.expireDue();
    await new Promise((res) => setTimeout(res, 300));
    const after = await app.sandboxes.get(id);
    expect(after.status.state).toBe("Running");
    expect(after.expiresAt).toBe(renewed);
  });

  it("an expiry leaves a sandbox another replica began removing to that replica (removed once)", async () => {
    const id = await running();
    store.race = (other) => (other.status = { ...other.status, state: "Stopping", reason: "DELETE_REQUESTED" });
    const r = (await store.getSandbox(id))!;
    r.expiresAt = new Date(Date.now() - 1000).toISOString();
    await direct(r);
    await app.sandboxes.expireDue();
    await new Promise((res) => setTimeout(res, 300));
    expect((await store.getSandbox(id))!.status).toMatchObject({ state: "Stopping", reason: "DELETE_REQUESTED" });
  });

  it("a renewal of a sandbox another replica began removing is refused (SANDBOX_BUSY) and does not revive it", async () => {
    const id = await running();
    store.race = (other) => (other.status = { ...other.status, state: "Stopping", reason: "DELETE_REQUESTED" });
    await expect(app.sandboxes.renew(id, new Date(Date.now() + 3600_000).toISOString())).rejects.toMatchObject({ code: "SANDBOX_BUSY" });
    expect((await store.getSandbox(id))!.status.state).toBe("Stopping");
  });

  it("what the runtime observes does not undo a removal another replica began", async () => {
    const id = await running();
    store.race = (other) => (other.status = { ...other.status, state: "Stopping", reason: "DELETE_REQUESTED" });
    await app.sandboxes.pause(id);
    expect((await store.getSandbox(id))!.status).toMatchObject({ state: "Stopping", reason: "DELETE_REQUESTED" });
  });
});

describe("a runtime view older than the record (a replica whose watch lags behind another's)", () => {
  it("a Running sandbox observed as still starting stays Running, and nothing is written", async () => {
    const id = await running();
    const before = (await store.getSandbox(id))!;
    // This replica's view of the runtime is from before the sandbox started (another replica saw
    // it start and wrote Running); the runtime reports a change meanwhile.
    const observe = runtime.observe.bind(runtime);
    runtime.observe = async (sid) => (sid === id ? { phase: "pending", reason: "CONTAINER_STARTING", message: "Starting the sandbox." } : observe(sid));
    try {
      runtime.reportChange(id);
      await new Promise((res) => setTimeout(res, 300));
      const after = (await store.getSandbox(id))!;
      expect(after.status).toEqual(before.status);
      expect(after.revision).toBe(before.revision);
    } finally {
      runtime.observe = observe;
    }
  });
});

describe("a Pending sandbox whose execd already serves", () => {
  it("becomes Running in one write when the runtime reports it running (not through EXECD_STARTING)", async () => {
    const id = await running();
    // What a slow create leaves (its routine progress written, with the runtime's state).
    const r = (await store.getSandbox(id))!;
    r.status = { state: "Pending", reason: "CONTAINER_STARTING", message: "Starting the sandbox.", lastTransitionAt: new Date().toISOString() };
    await direct(r);
    const revision = (await store.getSandbox(id))!.revision!;
    runtime.reportChange(id);
    await waitFor(() => store.getSandbox(id), (x) => x?.status.state === "Running", 5000, `sandbox ${id} to run`);
    await new Promise((res) => setTimeout(res, 100));
    expect((await store.getSandbox(id))!.revision).toBe(revision + 1);
  });
});

/** A coordination the test decides: which replica leads, which are alive. */
class TestCoordination implements Coordination {
  readonly replica: string;
  lead: boolean;
  readonly listeners: ((leading: boolean) => void)[] = [];
  static dead = new Set<string>();
  constructor(replica: string, lead: boolean) {
    this.replica = replica;
    this.lead = lead;
  }
  leading() {
    return this.lead;
  }
  setLeading(lead: boolean) {
    this.lead = lead;
    for (const l of this.listeners) l(lead);
  }
  onChange(l: (leading: boolean) => void) {
    this.listeners.push(l);
  }
  async alive(id: string) {
    return !TestCoordination.dead.has(id);
  }
  async start() {}
  async stop() {}
}

describe("two replicas on one store", () => {
  it("only the leader expires sandboxes; the other serves the same records", async () => {
    const shared = new MemoryStore();
    const rt = new FakeRuntime();
    const { config } = validateConfig({ server: { api_key: "k" } });
    const ca = new TestCoordination("a", false);
    const cb = new TestCoordination("b", false);
    const a = await buildApp({ config, runtime: rt, store: shared, coordination: ca, logger: pino({ level: "silent" }) });
    const b = await buildApp({ config, runtime: rt, store: shared, coordination: cb, logger: pino({ level: "silent" }) });
    await a.start();
    await b.start();
    try {
      // A (not the leader) follows its own Pending sandbox to Running.
      const { id } = await a.sandboxes.create({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: { cpu: "1" } } as never);
      await waitFor(() => b.sandboxes.get(id), (s) => s.status.state === "Running", 5000, `sandbox ${id} to run`);
      expect((await shared.getSandbox(id))!.provisioner).toBe("a");
      const r = (await shared.getSandbox(id))!;
      r.expiresAt = new Date(Date.now() - 1000).toISOString();
      await shared.saveSandbox(r);
      await new Promise((res) => setTimeout(res, 1200));
      expect((await b.sandboxes.get(id)).status.state).toBe("Running"); // nobody leads: nobody expires
      cb.setLeading(true);
      await waitFor(() => shared.getSandbox(id), (x) => x === undefined, 5000, `sandbox ${id} to expire`);
    } finally {
      await a.close();
      await b.close();
      rt.dispose();
    }
  });

  it("the leader leaves the progress of a live replica's create to that replica", async () => {
    const shared = new MemoryStore();
    const rt = new FakeRuntime();
    const { config } = validateConfig({ server: { api_key: "k" } });
    const cb = new TestCoordination("b3", true);
    const b = await buildApp({ config, runtime: rt, store: shared, coordination: cb, logger: pino({ level: "silent" }) });
    await b.start();
    try {
      const { id } = await b.sandboxes.create({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: { cpu: "1" } } as never);
      await waitFor(() => b.sandboxes.get(id), (s) => s.status.state === "Running", 5000, `sandbox ${id} to run`);
      // Now as if replica a3 (alive) were still creating it, its progress written with the runtime's state.
      const r = (await shared.getSandbox(id))!;
      r.status = { state: "Pending", reason: "CONTAINER_STARTING", message: "Starting the sandbox.", lastTransitionAt: new Date().toISOString() };
      r.provisioner = "a3";
      await shared.saveSandbox(r);
      rt.reportChange(id);
      await new Promise((res) => setTimeout(res, 300));
      expect((await shared.getSandbox(id))!.status.reason).toBe("CONTAINER_STARTING"); // a3's to write
      TestCoordination.dead.add("a3");
      rt.reportChange(id);
      await waitFor(() => shared.getSandbox(id), (x) => x?.status.state === "Running", 5000, `sandbox ${id} to run`);
    } finally {
      await b.close();
      rt.dispose();
    }
  });

  it("the leader takes over a Pending create only once its replica is dead", async () => {
    const shared = new MemoryStore();
    const rt = new FakeRuntime();
    const { config } = validateConfig({ server: { api_key: "k" } });
    const cb = new TestCoordination("b2", false);
    const b = await buildApp({ config, runtime: rt, store: shared, coordination: cb, logger: pino({ level: "silent" }) });
    await b.start();
    try {
      // What a replica killed between its 202 and the runtime's create leaves: a Pending record it provisions.
      const now = new Date().toISOString();
      const id = "0d1e2f30-0000-4000-8000-000000000001";
      await shared.saveSandbox({
        id, image: "busybox:latest", imageUri: "busybox:latest", entrypoint: ["sleep", "60"], env: {}, metadata: {}, extensions: {}, resourceLimits: { cpu: "1" }, mounts: [],
        status: { state: "Pending", reason: "SANDBOX_ACCEPTED", lastTransitionAt: now }, createdAt: now, provisioner: "a2",
      });
      cb.setLeading(true);
      await new Promise((res) => setTimeout(res, 500));
      expect((await shared.getSandbox(id))!.status.reason).toBe("SANDBOX_ACCEPTED"); // a2 is alive: its create
      TestCoordination.dead.add("a2");
      await b.sandboxes.reconcile();
      await waitFor(() => b.sandboxes.get(id), (s) => s.status.state === "Running", 5000, `sandbox ${id} to run`);
      expect((await shared.getSandbox(id))!.provisioner).toBe("b2");
    } finally {
      await b.close();
      rt.dispose();
    }
  });
});
