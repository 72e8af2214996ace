// The Diagnostics API through inject() with the in-memory runtime: the bounded event log and the
// shape of the answers. Against Docker: test/integration/diagnostics.test.ts.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { boundLog } from "../../src/runtime/runtime.ts";
import { EVENT_LOG_SIZE } from "../../src/services/sandboxes.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

const KEY = "unit-key";
const runtime = new FakeRuntime();
let app: App;

beforeAll(async () => {
  const { config } = validateConfig({ server: { api_key: KEY } });
  app = await buildApp({ config, runtime, store: new MemoryStore(), logger: pino({ level: "silent" }) });
  await app.start();
});
afterAll(async () => {
  await app.close();
  runtime.dispose();
});

const get = (url: string) => app.http.inject({ method: "GET", url, headers: { "open-sandbox-api-key": KEY } });

async function running(entrypoint: string[]): Promise<string> {
  const res = await app.http.inject({
    method: "POST",
    url: "/v1/sandboxes",
    headers: { "open-sandbox-api-key": KEY, "content-type": "application/json" },
    payload: JSON.stringify({ image: { uri: "busybox:latest" }, entrypoint, timeout: 600, resourceLimits: { cpu: "1", memory: "64Mi" } }),
  });
  const id = res.json().id as string;
  await waitFor(async () => (await get(`/v1/sandboxes/${id}`)).json().status.state, (s) => s === "Running", 5000, "Running");
  return id;
}

describe("diagnostic events", () => {
  it("keep the last EVENT_LOG_SIZE transitions and say how many were dropped", async () => {
    const id = await running(["sleep", "60"]);
    for (let i = 0; i < 60; i++) {
      runtime.execd(id, false, `stop ${i}`);
      runtime.execd(id, true);
      await waitFor(async () => (await get(`/v1/sandboxes/${id}`)).json().status.message as string, (m) => m.includes(`restarted ${i + 1} time`), 5000, `restart ${i + 1}`);
    }
    const res = await get(`/v1/sandboxes/${id}/diagnostics/events?scope=all`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const lines = (body.content as string).trimEnd().split("\n");
    // accepted, starting, running + 120 → the newest 100
    expect(lines).toHaveLength(EVENT_LOG_SIZE);
    expect(body.warnings).toEqual([`23 earlier events were dropped: the server keeps the last ${EVENT_LOG_SIZE} per sandbox`]);
    expect(lines.at(-1)).toMatch(/ Running EXECD_RESTARTED: The entrypoint is running; execd was restarted 60 times \(last stop: stop 59\)\.$/);
    expect(lines.at(-2)).toMatch(/ Running EXECD_RESTARTING: execd stopped \(stop 59\)/);
    expect(body.contentLength).toBe(Buffer.byteLength(body.content));
  }, 60_000);

  it("logs carry the entrypoint's output and answer empty, with a warning, once the runtime has nothing", async () => {
    const id = await running(["sh", "-c", "echo from-the-fake; exec sleep 60"]);
    const res = await waitFor(() => get(`/v1/sandboxes/${id}/diagnostics/logs?scope=container`), (r) => String(r.json().content).includes("from-the-fake"), 5000, "output");
    expect(res.json()).toMatchObject({ kind: "logs", scope: "container", delivery: "inline", truncated: false });
    runtime.vanish(id);
    const gone = (await get(`/v1/sandboxes/${id}/diagnostics/logs?scope=container`)).json();
    expect(gone).toMatchObject({ content: "", truncated: false, warnings: [expect.stringMatching(/no longer has/)] });
  });
});

describe("boundLog", () => {
  it("keeps the newest whole lines within both bounds", () => {
    const lines = ["a1", "b22", "c333"];
    expect(boundLog(lines, { tailLines: 10, maxBytes: 100 })).toEqual({ text: "a1\nb22\nc333\n", truncated: false });
    expect(boundLog(lines, { tailLines: 2, maxBytes: 100 })).toEqual({ text: "b22\nc333\n", truncated: true });
    expect(boundLog(lines, { tailLines: 10, maxBytes: 9 })).toEqual({ text: "b22\nc333\n", truncated: true });
    expect(boundLog(lines, { tailLines: 10, maxBytes: 4 })).toEqual({ text: "", truncated: true });
    expect(boundLog([], { tailLines: 10, maxBytes: 4 })).toEqual({ text: "", truncated: false });
    expect(boundLog(lines, { tailLines: 10, maxBytes: 100 }, true).truncated).toBe(true);
  });
});
