// A 409 about a sandbox that is not Running names its state with the reason and message the
// sandbox's status carries, and says what to do, so that a client that only shows the error
// (upstream's Python SDK does) tells its user why.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";

const KEY = "unit-key";
let app: App;
let runtime: FakeRuntime;

const call = (method: string, url: string, body?: unknown) =>
  app.http.inject({
    method: method as "GET",
    url,
    headers: { "open-sandbox-api-key": KEY, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

async function settle(id: string, state: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if ((await call("GET", `/v1/sandboxes/${id}`)).json().status.state === state) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`sandbox ${id} never became ${state}`);
}

async function create(entrypoint: string[]): Promise<string> {
  const res = await call("POST", "/v1/sandboxes", { image: { uri: "busybox:latest" }, entrypoint, timeout: 600, resourceLimits: { cpu: "1", memory: "64Mi" } });
  expect(res.statusCode).toBe(202);
  return res.json().id as string;
}

beforeAll(async () => {
  runtime = new FakeRuntime();
  const { config } = validateConfig({ server: { api_key: KEY } });
  app = await buildApp({ config, runtime, store: new MemoryStore(), secrets: SecretKey.ephemeral(), logger: pino({ level: "silent" }) });
  await app.start();
});

afterAll(async () => {
  await app?.close();
  runtime?.dispose();
});

describe("409 SANDBOX_NOT_RUNNING", () => {
  it("names the state, its reason and message for a Failed sandbox's endpoint, and that it will not run again", async () => {
    const id = await create(["sh", "-c", "exit 3"]);
    await settle(id, "Failed");
    const res = await call("GET", `/v1/sandboxes/${id}/endpoints/44772`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "SANDBOX_NOT_RUNNING",
      message: `sandbox ${id} is Failed (CONTAINER_EXITED_ERROR: The entrypoint exited with code 3.); it will not run again`,
    });
    const proxied = await call("GET", `/v1/sandboxes/${id}/proxy/8080/`);
    expect(proxied.statusCode).toBe(409);
    expect(proxied.json().message).toBe(`sandbox ${id} is Failed (CONTAINER_EXITED_ERROR: The entrypoint exited with code 3.), not Running; it will not run again`);
  });

  it("tells to resume a Paused sandbox, on the server proxy and on pause", async () => {
    const id = await create(["sleep", "60"]);
    await settle(id, "Running");
    expect((await call("POST", `/v1/sandboxes/${id}/pause`)).statusCode).toBe(202);
    await settle(id, "Paused");
    const proxied = await call("GET", `/v1/sandboxes/${id}/proxy/44772/ping`);
    expect(proxied.statusCode).toBe(409);
    expect(proxied.json().message).toMatch(/is Paused \(CONTAINER_PAUSED: .*\), not Running; resume it/);
    const paused = await call("POST", `/v1/sandboxes/${id}/pause`);
    expect(paused.json().message).toMatch(/is Paused \(CONTAINER_PAUSED: The sandbox is paused\.\); only a Running sandbox can be paused/);
  });
});

describe("404 SANDBOX_NOT_FOUND of a sandbox this server removed", () => {
  it("says it was deleted, and when", async () => {
    const id = await create(["sleep", "60"]);
    expect((await call("DELETE", `/v1/sandboxes/${id}`)).statusCode).toBe(204);
    const res = await call("GET", `/v1/sandboxes/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "SANDBOX_NOT_FOUND", message: expect.stringMatching(new RegExp(`^sandbox ${id} not found: it was deleted at \\d{4}-`)) });
    expect((await call("GET", `/v1/sandboxes/${id}/endpoints/44772`)).json().message).toMatch(/it was deleted at/);
  });

  it("says it expired, and when", async () => {
    const id = await create(["sleep", "60"]);
    const { expiresAt } = (await call("GET", `/v1/sandboxes/${id}`)).json();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.parse(expiresAt) + 1000);
      await app.sandboxes.expireDue(); // starts the removal
      for (let i = 0; i < 200 && (await call("GET", `/v1/sandboxes/${id}`)).statusCode !== 404; i++) await new Promise((r) => setTimeout(r, 10));
    } finally {
      vi.useRealTimers();
    }
    const res = await call("GET", `/v1/sandboxes/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`sandbox ${id} not found: it expired at ${expiresAt} (its timeout ran out) and was removed`);
  });

  it("a sandbox it never had: the plain message", async () => {
    expect((await call("GET", "/v1/sandboxes/never-there")).json()).toEqual({ code: "SANDBOX_NOT_FOUND", message: "sandbox never-there not found" });
  });
});
