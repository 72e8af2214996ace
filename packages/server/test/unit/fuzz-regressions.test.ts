// Answers schemathesis (scripts/schemathesis.sh) found wrong, pinned through inject() with an
// in-memory runtime: each request here once answered 500 or passed an engine error off as ours.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import type { Observation, RuntimeState } from "../../src/runtime/runtime.ts";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { SqliteStore } from "../../src/store/sqlite.ts";
import type { Store } from "../../src/store/store.ts";
import { FakeRuntime } from "../fake-runtime.ts";

const KEY = "unit-key";

/** A runtime whose engine fails a pause with `failure` (not a refusal: the engine itself broke). */
class FailingRuntime extends FakeRuntime {
  failure?: Error;
  override async pause(id: string, state: RuntimeState): Promise<Observation> {
    if (this.failure) throw this.failure;
    return super.pause(id, state);
  }
}

const caller = (app: App) => (method: string, url: string, body?: unknown) =>
  app.http.inject({
    method: method as "GET",
    url,
    headers: { "open-sandbox-api-key": KEY, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

type Server = { app: App; runtime: FailingRuntime; call: ReturnType<typeof caller> };

async function serve(store: Store): Promise<Server> {
  const runtime = new FailingRuntime();
  const { config } = validateConfig({ server: { api_key: KEY } });
  const app = await buildApp({ config, runtime, store, secrets: SecretKey.ephemeral(), logger: pino({ level: "silent" }) });
  await app.start();
  return { app, runtime, call: caller(app) };
}

async function stop(s: Server | undefined) {
  await s?.app.close();
  s?.runtime.dispose();
}

async function running({ call }: Server): Promise<string> {
  const res = await call("POST", "/v1/sandboxes", { image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 60, resourceLimits: { cpu: "1", memory: "64Mi" } });
  expect(res.statusCode).toBe(202);
  const id = res.json().id as string;
  for (let i = 0; i < 100 && (await call("GET", `/v1/sandboxes/${id}`)).json().status.state !== "Running"; i++) await new Promise((r) => setTimeout(r, 5));
  expect((await call("GET", `/v1/sandboxes/${id}`)).json().status.state).toBe("Running");
  return id;
}

// The SQLite store is where the offset overflowed; the in-memory one must answer the same.
describe.each([
  ["SqliteStore", () => new SqliteStore(":memory:")],
  ["MemoryStore", () => new MemoryStore()],
])("page numbers beyond what the store can count (%s)", (_name, makeStore) => {
  let server: Server;
  beforeAll(async () => {
    server = await serve(makeStore());
  });
  afterAll(() => stop(server));

  // GET /sandboxes?page=31174070667652310478071267328 answered 500 (SQLite "datatype mismatch"
  // binding an offset beyond 64 bits).
  it.each(["/v1/sandboxes", "/v1/snapshots"])("%s answers an empty page", async (route) => {
    await running(server);
    for (const page of ["31174070667652310478071267328", "9007199254740993", String(2 ** 63)]) {
      const res = await server.call("GET", `${route}?page=${page}&pageSize=200`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.items).toEqual([]);
      expect(body.pagination).toMatchObject({ pageSize: 200, hasNextPage: false });
      expect(body.pagination.page).toBe(Number(page));
    }
  });
});

describe("the engine refusing a pause or resume", () => {
  let server: Server;
  beforeAll(async () => {
    server = await serve(new MemoryStore());
  });
  afterAll(() => stop(server));

  // Docker answers 409 for a container already paused (e.g. by a snapshot commit in flight, or
  // outside OpenSandbox); that surfaced as 400 INVALID_PARAMETER carrying the engine's text. The
  // fake refuses the same way (RuntimeError CONTAINER_CONFLICT) when its sandbox is changed
  // behind the server's back, with no event to tell the record.
  it("pause: 409 SANDBOX_NOT_RUNNING, and the record follows the engine", async () => {
    const id = await running(server);
    server.runtime.changeOutside(id, "paused");
    expect((await server.call("GET", `/v1/sandboxes/${id}`)).json().status.state).toBe("Running");
    const res = await server.call("POST", `/v1/sandboxes/${id}/pause`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: "SANDBOX_NOT_RUNNING", message: expect.stringContaining("is Paused") });
    expect((await server.call("GET", `/v1/sandboxes/${id}`)).json().status.state).toBe("Paused");
  });

  it("resume: 409 SANDBOX_NOT_PAUSED, and the record follows the engine", async () => {
    const id = await running(server);
    expect((await server.call("POST", `/v1/sandboxes/${id}/pause`)).statusCode).toBe(202);
    server.runtime.changeOutside(id, "running");
    expect((await server.call("GET", `/v1/sandboxes/${id}`)).json().status.state).toBe("Paused");
    const res = await server.call("POST", `/v1/sandboxes/${id}/resume`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: "SANDBOX_NOT_PAUSED", message: expect.stringContaining("is Running") });
    expect((await server.call("GET", `/v1/sandboxes/${id}`)).json().status.state).toBe("Running");
  });

  it("a sandbox gone from the engine: 409, and the sandbox is Failed", async () => {
    const id = await running(server);
    server.runtime.vanish(id); // no event: the record still says Running
    const res = await server.call("POST", `/v1/sandboxes/${id}/pause`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe("SANDBOX_NOT_RUNNING");
    expect((await server.call("GET", `/v1/sandboxes/${id}`)).json().status).toMatchObject({ state: "Failed", reason: "CONTAINER_MISSING" });
  });

  it("other engine failures stay 500 (with the request id), not a 4xx", async () => {
    const id = await running(server);
    server.runtime.failure = Object.assign(new Error("(HTTP code 500) server error - boom"), { statusCode: 500 });
    try {
      const res = await server.call("POST", `/v1/sandboxes/${id}/pause`);
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe("INTERNAL_ERROR");
    } finally {
      server.runtime.failure = undefined;
    }
  });
});
