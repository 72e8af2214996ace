// Snapshots take the sandbox's own lock while they commit (the real-engine races are in
// test/integration/snapshot-races.test.ts); here the order is pinned with a commit held open.
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import type { RuntimeState } from "../../src/runtime/runtime.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";

const KEY = "unit-key";

/** Commits wait until the test lets them finish; records the order of engine calls. */
class HeldCommitRuntime extends FakeRuntime {
  readonly calls: string[] = [];
  private releases: (() => void)[] = [];
  override async commit(id: string, state: RuntimeState, image: string, opts: { labels: Record<string, string>; entrypoint: string[] }) {
    this.calls.push("commit:start");
    await new Promise<void>((resolve) => this.releases.push(resolve));
    await super.commit(id, state, image, opts);
    this.calls.push("commit:end");
  }
  override async pause(id: string, state: RuntimeState) {
    this.calls.push("pause");
    return super.pause(id, state);
  }
  override async remove(id: string, state: RuntimeState | undefined) {
    this.calls.push("remove");
    await super.remove(id, state);
  }
  release() {
    for (const r of this.releases.splice(0)) r();
  }
}

let app: App;
let runtime: HeldCommitRuntime;

beforeAll(async () => {
  runtime = new HeldCommitRuntime();
  const { config } = validateConfig({ server: { api_key: KEY } });
  app = await buildApp({ config, runtime, store: new MemoryStore(), logger: pino({ level: "silent" }) });
  await app.start();
});
afterAll(async () => {
  runtime.release();
  await app.close();
  runtime.dispose();
});

const call = (method: string, url: string, body?: unknown) =>
  app.http.inject({
    method: method as "GET",
    url,
    headers: { "open-sandbox-api-key": KEY, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

const tick = () => new Promise((r) => setTimeout(r, 20));

async function running(): Promise<string> {
  const res = await call("POST", "/v1/sandboxes", { image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 60, resourceLimits: { cpu: "1", memory: "64Mi" } });
  const id = res.json().id as string;
  for (let i = 0; i < 100 && (await call("GET", `/v1/sandboxes/${id}`)).json().status.state !== "Running"; i++) await tick();
  return id;
}

it("a pause sent during a commit waits for it, then pauses", async () => {
  const id = await running();
  runtime.calls.length = 0;
  const snap = await call("POST", `/v1/sandboxes/${id}/snapshots`, {});
  expect(snap.statusCode).toBe(202);
  const pause = call("POST", `/v1/sandboxes/${id}/pause`);
  await tick();
  expect(runtime.calls).toEqual(["commit:start"]);
  runtime.release();
  expect((await pause).statusCode).toBe(202);
  expect(runtime.calls).toEqual(["commit:start", "commit:end", "pause"]);
  expect((await call("GET", `/v1/snapshots/${snap.json().id}`)).json().status.state).toBe("Ready");
});

it("a snapshot accepted behind a delete of its sandbox fails with a reason instead of committing", async () => {
  const id = await running();
  runtime.calls.length = 0;
  const first = await call("POST", `/v1/sandboxes/${id}/snapshots`, {});
  const del = call("DELETE", `/v1/sandboxes/${id}`);
  await tick();
  // The delete waits for the first commit; the sandbox is still Running, so a second snapshot is accepted.
  const second = await call("POST", `/v1/sandboxes/${id}/snapshots`, {});
  expect(second.statusCode).toBe(202);
  runtime.release();
  expect((await del).statusCode).toBe(204);
  await tick();
  expect(runtime.calls).toEqual(["commit:start", "commit:end", "remove"]);
  expect((await call("GET", `/v1/snapshots/${first.json().id}`)).json().status.state).toBe("Ready");
  expect((await call("GET", `/v1/snapshots/${second.json().id}`)).json().status).toMatchObject({
    state: "Failed",
    reason: "snapshot_runtime_failed",
    message: `Sandbox ${id} was deleted before its filesystem could be captured.`,
  });
});
