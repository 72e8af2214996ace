// The HTTP contract through fastify's inject(), with an in-memory runtime.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

const KEY = "unit-key";
let app: App;
let runtime: FakeRuntime;

beforeAll(async () => {
  runtime = new FakeRuntime();
  const { config } = validateConfig({ server: { api_key: KEY, body_limit_bytes: 4096 } });
  app = await buildApp({ config, runtime, store: new MemoryStore(), logger: pino({ level: "silent" }) });
  await app.start();
});
afterAll(async () => {
  await app.close();
  runtime.dispose();
});

const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.http.inject({
    method: method as "GET",
    url,
    headers: { "open-sandbox-api-key": KEY, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    ...(body !== undefined ? { payload: typeof body === "string" ? body : JSON.stringify(body) } : {}),
  });

const valid = { image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 60, resourceLimits: { cpu: "1", memory: "64Mi" } };

/** Waits until provisioning and execd's readiness made the sandbox Running. */
const runningSoon = (id: string) => waitFor(async () => (await call("GET", `/v1/sandboxes/${id}`)).json().status?.state, (st) => st === "Running", 5000, `sandbox ${id} to run`);

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(["code", "message"]);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe("string");
  expect(res.headers["x-request-id"]).toBeTruthy();
}

describe("authentication", () => {
  it("answers 401 in the error shape without or with a wrong key", async () => {
    expectError(await call("GET", "/v1/sandboxes", undefined, { "open-sandbox-api-key": "" }), 401, "MISSING_API_KEY");
    expectError(await call("GET", "/v1/sandboxes", undefined, { "open-sandbox-api-key": "wrong" }), 401, "INVALID_API_KEY");
    expectError(await call("POST", "/sandboxes/x/proxy/8080/a", undefined, { "open-sandbox-api-key": "" }), 401, "MISSING_API_KEY");
  });

  it("serves /health without a key", async () => {
    const res = await call("GET", "/health", undefined, { "open-sandbox-api-key": "" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "healthy", runningMeansReady: true });
  });
});

describe("request ids", () => {
  it("echoes X-Request-ID on success and errors, and generates one when absent", async () => {
    for (const url of ["/v1/sandboxes", "/v1/sandboxes/nope", "/v1/nothing-here"]) {
      expect((await call("GET", url, undefined, { "x-request-id": "req-123" })).headers["x-request-id"]).toBe("req-123");
    }
    expect((await call("GET", "/v1/sandboxes", undefined, { "open-sandbox-api-key": "bad", "x-request-id": "r-401" })).headers["x-request-id"]).toBe("r-401");
    const generated = (await call("GET", "/v1/sandboxes")).headers["x-request-id"];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("bad input → 400 in the error shape, nothing created", () => {
  it.each([
    ["no image", { ...valid, image: undefined }, "INVALID_PARAMETER"],
    ["image and snapshotId", { ...valid, snapshotId: "s" }, "INVALID_PARAMETER"],
    ["negative timeout", { ...valid, timeout: -5 }, "INVALID_PARAMETER"],
    ["timeout below 60", { ...valid, timeout: 59 }, "INVALID_PARAMETER"],
    ["timeout as string", { ...valid, timeout: "60" }, "INVALID_PARAMETER"],
    ["entrypoint not a list", { ...valid, entrypoint: "sleep 60" }, "INVALID_PARAMETER"],
    ["empty entrypoint", { ...valid, entrypoint: [] }, "INVALID_PARAMETER"],
    ["metadata value not a string", { ...valid, metadata: { a: 1 } }, "INVALID_PARAMETER"],
    ["bad cpu", { ...valid, resourceLimits: { cpu: "lots" } }, "INVALID_PARAMETER"],
    ["invalid JSON", "{not json", "INVALID_JSON"],
    ["body over the limit", { ...valid, env: { BIG: "x".repeat(5000) } }, "REQUEST_BODY_TOO_LARGE"],
  ])("%s", async (_name, body, code) => {
    expectError(await call("POST", "/v1/sandboxes", body), 400, code);
    expect(await app.store.allSandboxes()).toHaveLength(0);
    expect(await runtime.listOwned()).toHaveLength(0);
  });

  it.each([
    ["/v1/sandboxes?metadata=novalue", "INVALID_METADATA_FORMAT"],
    ["/v1/sandboxes?page=0", "INVALID_PARAMETER"],
    ["/v1/sandboxes?pageSize=201", "INVALID_PARAMETER"],
    ["/v1/snapshots?state=Bogus", "INVALID_PARAMETER"],
  ])("GET %s", async (url, code) => {
    expectError(await call("GET", url), 400, code);
  });

  it("a sandbox state this server does not have matches nothing (upstream clients send Allocated)", async () => {
    const res = await call("GET", "/v1/sandboxes?state=Running&state=Allocated");
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
  });

  it("unknown routes and ids get 404 in the error shape", async () => {
    expectError(await call("GET", "/v1/nothing"), 404, "ROUTE_NOT_FOUND");
    expectError(await call("GET", "/v1/sandboxes/nope"), 404, "SANDBOX_NOT_FOUND");
    expectError(await call("GET", "/v1/snapshots/nope"), 404, "SNAPSHOT_NOT_FOUND");
    expectError(await call("POST", "/v1/sandboxes", { ...valid, image: undefined, entrypoint: undefined, snapshotId: "nope" }), 404, "SNAPSHOT_NOT_FOUND");
  });
});

describe("sandbox flow on the in-memory runtime", () => {
  it("creates, reports states, and follows the container's exit", async () => {
    const created = await call("POST", "/v1/sandboxes", { ...valid, metadata: { suite: "unit" } });
    expect(created.statusCode).toBe(202);
    const id = created.json().id as string;
    await runningSoon(id);
    expect((await call("GET", `/sandboxes/${id}`)).json().status.state).toBe("Running"); // mounted at / too
    const endpoint = (await call("GET", `/v1/sandboxes/${id}/endpoints/44772`)).json();
    expect(endpoint.endpoint).toMatch(/^127\.0\.0\.1:\d+\/proxy\/44772$/);
    expect(endpoint.headers["X-EXECD-ACCESS-TOKEN"]).toMatch(/^[A-Za-z0-9_-]{43}$/) // HMAC-SHA256, base64url;
    expect((await call("GET", `/v1/sandboxes/${id}/endpoints/3000`)).json().endpoint).toMatch(/^127\.0\.0\.1:\d+\/proxy\/3000$/);
    const viaServer = (await call("GET", `/v1/sandboxes/${id}/endpoints/3000?use_server_proxy=true`, undefined, { host: "osb.example:8080" })).json();
    expect(viaServer).toEqual({ endpoint: `osb.example:8080/sandboxes/${id}/proxy/3000`, headers: { "OPEN-SANDBOX-API-KEY": KEY } });
    expectError(await call("GET", `/v1/sandboxes/${id}/endpoints/70000`), 400, "INVALID_PARAMETER");

    runtime.exit(id, 7);
    await app.sandboxes.stop();
    await app.sandboxes.start();
    const failed = (await call("GET", `/v1/sandboxes/${id}`)).json();
    expect(failed.status).toMatchObject({ state: "Failed", reason: "CONTAINER_EXITED_ERROR" });
    expect(failed.status.message).toMatch(/code 7/);
    expect((await call("DELETE", `/v1/sandboxes/${id}`)).statusCode).toBe(204);
  });
});

describe("server proxy", () => {
  it("needs the API key, adds the execd token itself, answers 502 for a port it cannot reach, and renews on access when asked to", async () => {
    const created = await call("POST", "/v1/sandboxes", { ...valid, extensions: { "access.renew.extend.seconds": "600" } });
    const id = created.json().id as string;
    await runningSoon(id);
    const before = Date.parse((await call("GET", `/v1/sandboxes/${id}`)).json().expiresAt);
    expectError(await call("GET", `/sandboxes/${id}/proxy/44772/ping`, undefined, { "open-sandbox-api-key": "" }), 401, "MISSING_API_KEY");
    expect((await call("GET", `/sandboxes/${id}/proxy/44772/ping`)).statusCode).toBe(200); // the fake execd wants the token
    expectError(await call("GET", `/sandboxes/${id}/proxy/3000/`), 502, "SANDBOX_PORT_UNREACHABLE");
    await app.sandboxes.stop();
    const after = Date.parse((await call("GET", `/v1/sandboxes/${id}`)).json().expiresAt);
    expect(after - before).toBeGreaterThan(500_000);
    expectError(await call("GET", `/sandboxes/nope/proxy/44772/ping`), 404, "SANDBOX_NOT_FOUND");
    await call("DELETE", `/v1/sandboxes/${id}`);
  });
});
