// Admission of creates: serialized (count, then insert) only when [server] max_sandboxes caps the
// live sandboxes; uncapped, creates write their records at once, so a slow store (the API server
// of a busy cluster) does not queue every create behind the one before it.
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import type { SandboxRecord } from "../../src/store/store.ts";
import { FakeRuntime } from "../fake-runtime.ts";

const KEY = "unit-key";
const WRITE_MS = 150;
let app: App | undefined;
let runtime: FakeRuntime | undefined;

/** A store whose first write of a record takes WRITE_MS; counts the inserts in flight at once. */
class SlowStore extends MemoryStore {
  inFlight = 0;
  maxInFlight = 0;
  override async saveSandbox(r: SandboxRecord): Promise<number> {
    if (r.revision !== undefined) return super.saveSandbox(r);
    this.maxInFlight = Math.max(this.maxInFlight, ++this.inFlight);
    await new Promise((resolve) => setTimeout(resolve, WRITE_MS));
    this.inFlight--;
    return super.saveSandbox(r);
  }
}

async function creates(maxSandboxes: number, n: number): Promise<{ store: SlowStore; statuses: number[] }> {
  runtime = new FakeRuntime();
  const store = new SlowStore();
  const { config } = validateConfig({ server: { api_key: KEY, max_sandboxes: maxSandboxes } });
  app = await buildApp({ config, runtime, store, logger: pino({ level: "silent" }) });
  await app.start();
  const body = JSON.stringify({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: {} });
  const res = await Promise.all(
    Array.from({ length: n }, () => app!.http.inject({ method: "POST", url: "/v1/sandboxes", headers: { "open-sandbox-api-key": KEY, "content-type": "application/json" }, payload: body })),
  );
  return { store, statuses: res.map((r) => r.statusCode) };
}

afterEach(async () => {
  await app?.close();
  runtime?.dispose();
  app = runtime = undefined;
});

describe("admission of creates", () => {
  it("uncapped (max_sandboxes = 0): the records are written concurrently", async () => {
    const { store, statuses } = await creates(0, 8);
    expect(statuses).toEqual(Array(8).fill(202));
    expect(store.maxInFlight).toBe(8);
  });

  it("capped: one at a time, so the cap holds exactly", async () => {
    const { store, statuses } = await creates(5, 8);
    expect(store.maxInFlight).toBe(1);
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429 || s === 409 || s === 503)).toHaveLength(3);
  });
});
