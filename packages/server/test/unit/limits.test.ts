// Fair shares through the HTTP API (inject(), in-memory runtime): defaults for what a request
// leaves out, maxima it may not exceed, timeouts and renewals bounded, a cap on live sandboxes.
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

const KEY = "unit-key";
let app: App | undefined;
let runtime: FakeRuntime | undefined;

async function server(doc: Record<string, Record<string, unknown>> = {}): Promise<App> {
  runtime = new FakeRuntime();
  const { config } = validateConfig({ ...doc, server: { api_key: KEY, ...doc.server } });
  app = await buildApp({ config, runtime, store: new MemoryStore(), logger: pino({ level: "silent" }) });
  await app.start();
  return app;
}

afterEach(async () => {
  await app?.close();
  runtime?.dispose();
  app = runtime = undefined;
});

const call = (method: string, url: string, body?: unknown) =>
  app!.http.inject({
    method: method as "GET",
    url,
    headers: { "open-sandbox-api-key": KEY, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

const create = (extra: Record<string, unknown> = {}) =>
  call("POST", "/v1/sandboxes", { image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: {}, ...extra });

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, code: string, message: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ code, message: expect.stringMatching(message) });
}

describe("resource defaults and maxima", () => {
  it("gives a request without limits the server's defaults, and the runtime gets them", async () => {
    await server();
    const res = await create();
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json();
    const resources = await waitFor(async () => runtime!.resourcesOf(id), (r) => r !== undefined, 5000, "the sandbox to be created");
    expect(resources).toEqual({ nanoCpus: 1e9, memoryBytes: 2 * 2 ** 30, diskBytes: 10 * 2 ** 30 });
  });

  it("keeps what the request gives and fills in only the rest", async () => {
    await server({ resources: { default_memory: "256Mi", default_disk: "0", max_disk: "0" } });
    const { id } = (await create({ resourceLimits: { cpu: "500m" } })).json();
    const resources = await waitFor(async () => runtime!.resourcesOf(id), (r) => r !== undefined, 5000, "the sandbox to be created");
    expect(resources).toEqual({ nanoCpus: 5e8, memoryBytes: 256 * 2 ** 20 });
  });

  it.each([
    [{ memory: "1Ti" }, /resourceLimits.memory "1Ti" is above this server's maximum of "16Gi" \(\[resources\] max_memory\)/],
    [{ cpu: "64" }, /resourceLimits.cpu "64" is above this server's maximum of "2" \(\[resources\] max_cpu\)/],
    [{ disk: "1Ti" }, /resourceLimits.disk "1Ti" is above this server's maximum of "100Gi" \(\[resources\] max_disk\)/],
    [{ disk: "lots" }, /resourceLimits.disk must be a positive quantity/],
  ])("refuses %j with 400 naming the key, creating nothing", async (limits, message) => {
    await server({ resources: { max_cpu: "2" } });
    expectError(await create({ resourceLimits: limits }), 400, "INVALID_PARAMETER", message);
    expect((await call("GET", "/v1/sandboxes")).json().items).toEqual([]);
  });

  it("accepts exactly the maximum", async () => {
    await server({ resources: { max_cpu: "2", default_memory: "1Gi", max_memory: "1Gi" } });
    expect((await create({ resourceLimits: { cpu: "2000m", memory: "1024Mi" } })).statusCode).toBe(202);
  });
});

describe("timeouts and renewals", () => {
  it("refuses timeout: 1e12 by default, naming max_sandbox_timeout_seconds", async () => {
    await server();
    expectError(await create({ timeout: 1e12 }), 400, "TIMEOUT_TOO_LONG", /at most 86400 seconds.*\[server\] max_sandbox_timeout_seconds/);
    expect((await create({ timeout: 86_400 })).statusCode).toBe(202);
  });

  it("refuses a renewal of 100000 h, and one beyond the configured maximum", async () => {
    await server({ server: { max_sandbox_timeout_seconds: 3600 } });
    const { id } = (await create({ timeout: 600 })).json();
    const far = new Date(Date.now() + 100_000 * 3600_000).toISOString();
    expectError(await call("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt: far }), 400, "TIMEOUT_TOO_LONG", /within 3600 seconds.*max_sandbox_timeout_seconds/);
    const justOver = new Date(Date.now() + 3700_000).toISOString();
    expectError(await call("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt: justOver }), 400, "TIMEOUT_TOO_LONG", /within 3600 seconds/);
    const ok = new Date(Date.now() + 3000_000).toISOString();
    expect((await call("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt: ok })).statusCode).toBe(200);
  });

  it("allows timeout: null (manual cleanup) unless the config forbids it", async () => {
    await server();
    const res = await create({ timeout: null });
    expect(res.statusCode).toBe(202);
    expect(res.json().expiresAt ?? null).toBeNull();
    await app!.close();
    runtime!.dispose();
    await server({ server: { allow_manual_cleanup: false } });
    expectError(await create({ timeout: null }), 400, "INVALID_PARAMETER", /timeout is required.*allow_manual_cleanup = false/);
    const omitted = { image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], resourceLimits: {} };
    expectError(await call("POST", "/v1/sandboxes", omitted), 400, "INVALID_PARAMETER", /timeout is required/);
    expect((await create({ timeout: 600 })).statusCode).toBe(202);
  });
});

describe("live sandboxes", () => {
  it("answers 429 SANDBOX_LIMIT_REACHED at [server] max_sandboxes, also under concurrent creates, and admits again when one is deleted", async () => {
    await server({ server: { max_sandboxes: 3 } });
    const results = await Promise.all(Array.from({ length: 8 }, () => create()));
    const accepted = results.filter((r) => r.statusCode === 202);
    expect(accepted).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 202)) expectError(r, 429, "SANDBOX_LIMIT_REACHED", /maximum \(\[server\] max_sandboxes = 3\)/);
    expect((await call("GET", "/v1/sandboxes")).json().items).toHaveLength(3);

    const id = accepted[0]!.json().id;
    expect((await call("DELETE", `/v1/sandboxes/${id}`)).statusCode).toBe(204);
    await waitFor(() => call("GET", `/v1/sandboxes/${id}`).then((r) => r.statusCode), (s) => s === 404, 5000, "the sandbox to be gone");
    expect((await create()).statusCode).toBe(202);
  });

  it("does not count Failed or Terminated sandboxes", async () => {
    await server({ server: { max_sandboxes: 1 } });
    const { id } = (await create({ entrypoint: ["sh", "-c", "exit 3"] })).json();
    await waitFor(() => call("GET", `/v1/sandboxes/${id}`).then((r) => r.json().status.state), (s) => s === "Failed", 5000, "the sandbox to fail");
    expect((await create()).statusCode).toBe(202);
    expectError(await create(), 429, "SANDBOX_LIMIT_REACHED", /max_sandboxes = 1/);
  });
});
