// A 409 about a sandbox that is not Running names its state with the reason and message the
// sandbox's status carries, and says what to do, so that a client that only shows the error
// (upstream's Python SDK does) tells its user why.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
