// The service's writes are compare-and-set: when another writer (another server replica) changed
// a sandbox between the service's read and its write, the service re-reads and applies its change
// again instead of overwriting the other one.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import type { SandboxRecord } from "../../src/store/store.ts";
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
