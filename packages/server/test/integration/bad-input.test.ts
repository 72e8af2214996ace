// Invalid requests: each is answered with the error shape `{code, message}` and the right
// status, and creates nothing — no record in the store and no container in the engine.
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, IMAGE, destroyServer, startServer, waitForState, type TestServer } from "../helpers.ts";

const docker = new Docker();
/** A request the server accepts; each test breaks one thing in it. */
const valid = { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "500m", memory: "256Mi" } };
let server: TestServer;
let allowedDir: string;
/** A Running sandbox, so "nothing created" is checked against a non-empty baseline. */
let baselineId: string;

beforeAll(async () => {
  allowedDir = realpathSync(mkdtempSync(path.join(tmpdir(), "osb-bad-input-allowed-")));
  mkdirSync(path.join(allowedDir, "data"));
  server = await startServer({ storage: { allowed_host_paths: [allowedDir] } });
  const created = await server.api("POST", "/v1/sandboxes", valid);
  expect(created.status).toBe(202);
  baselineId = created.body.id;
  await waitForState(server, baselineId, "Running");
});

afterAll(async () => {
  await destroyServer(server);
  rmSync(allowedDir, { recursive: true, force: true });
});

function instanceOf(s: TestServer): string {
  return s.app.instance;
}

async function inventory(s: TestServer): Promise<{ records: number; containers: string[] }> {
  const list = await s.api("GET", "/v1/sandboxes?pageSize=200");
  expect(list.status).toBe(200);
  const containers = await docker.listContainers({ all: true, filters: { label: [`opensandbox.io/instance=${instanceOf(s)}`] } });
  return { records: list.body.pagination.totalItems, containers: containers.map((c) => c.Id).sort() };
}

type Res = { status: number; body: any; headers: Headers };

/** Asserts the error shape: exactly `code` and `message`, both strings. */
function expectError(res: Res, status: number, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(typeof res.body).toBe("object");
  expect(Object.keys(res.body).sort()).toEqual(["code", "message"]);
  expect(typeof res.body.code).toBe("string");
  expect(typeof res.body.message).toBe("string");
  expect(res.body.message.length).toBeGreaterThan(0);
  if (code) expect(res.body.code).toBe(code);
}

/** Sends a request that must be refused, and checks that nothing was created meanwhile. */
async function refused(send: () => Promise<Res>, status: number, code?: string, s: TestServer = server): Promise<Res> {
  const before = await inventory(s);
  const res = await send();
  expectError(res, status, code);
  // Give a wrongly accepted request the chance to start provisioning before looking.
  await new Promise((r) => setTimeout(r, 100));
  expect(await inventory(s)).toEqual(before);
  return res;
}

const create = (body: unknown) => () => server.api("POST", "/v1/sandboxes", body);


describe("create: invalid bodies → 400 and nothing created", () => {
  it("neither image nor snapshotId", async () => {
    await refused(create({ entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: valid.resourceLimits }), 400, "INVALID_PARAMETER");
    await refused(create({}), 400);
  });

  it("both image and snapshotId", async () => {
    await refused(create({ ...valid, snapshotId: "6f1c2a9e-3d4b-4c5e-9f60-7a8b9c0d1e2f" }), 400, "INVALID_PARAMETER");
  });

  it("image without entrypoint", async () => {
    await refused(create({ image: { uri: IMAGE }, timeout: 600, resourceLimits: valid.resourceLimits }), 400, "INVALID_PARAMETER");
  });

  it("no resourceLimits", async () => {
    const { resourceLimits: _omit, ...noLimits } = valid;
    await refused(create(noLimits), 400, "INVALID_PARAMETER");
  });

  it("negative timeout", async () => {
    await refused(create({ ...valid, timeout: -5 }), 400, "INVALID_PARAMETER");
  });

  it("timeout 59 (minimum is 60)", async () => {
    await refused(create({ ...valid, timeout: 59 }), 400, "INVALID_PARAMETER");
  });

  it("timeout not an integer", async () => {
    await refused(create({ ...valid, timeout: 120.5 }), 400, "INVALID_PARAMETER");
    await refused(create({ ...valid, timeout: "600" }), 400, "INVALID_PARAMETER");
  });

  it("entrypoint not a list", async () => {
    await refused(create({ ...valid, entrypoint: "sleep 3600" }), 400, "INVALID_PARAMETER");
  });

  it("empty entrypoint list", async () => {
    await refused(create({ ...valid, entrypoint: [] }), 400, "INVALID_PARAMETER");
  });

  it("entrypoint items not strings", async () => {
    await refused(create({ ...valid, entrypoint: ["sleep", 3600] }), 400, "INVALID_PARAMETER");
  });

  it("metadata value not a string", async () => {
    await refused(create({ ...valid, metadata: { team: 1 } }), 400, "INVALID_PARAMETER");
    await refused(create({ ...valid, metadata: { team: null } }), 400, "INVALID_PARAMETER");
  });

  it("metadata key with the reserved opensandbox.io/ prefix", async () => {
    await refused(create({ ...valid, metadata: { "opensandbox.io/id": "x" } }), 400, "INVALID_PARAMETER");
  });

  it("invalid JSON body", async () => {
    await refused(create("{not json"), 400, "INVALID_JSON");
    await refused(create('{"image": {"uri": "busybox"}, '), 400, "INVALID_JSON");
  });

  it("JSON that is not an object", async () => {
    await refused(create("[1,2,3]"), 400);
    await refused(create('"a string"'), 400);
  });

  it("cpu \"abc\"", async () => {
    await refused(create({ ...valid, resourceLimits: { cpu: "abc" } }), 400, "INVALID_PARAMETER");
  });

  it("memory \"12xyz\"", async () => {
    await refused(create({ ...valid, resourceLimits: { memory: "12xyz" } }), 400, "INVALID_PARAMETER");
  });

  it("host volume outside the allow-list → HOST_PATH_NOT_ALLOWED", async () => {
    const vol = (p: string) => create({ ...valid, volumes: [{ name: "data", host: { path: p }, mountPath: "/data" }] });
    await refused(vol("/etc"), 400, "HOST_PATH_NOT_ALLOWED");
    // `..` that climbs out of the allowed directory
    await refused(vol(`${allowedDir}/../../etc`), 400, "HOST_PATH_NOT_ALLOWED");
    // a sibling whose name merely starts with the allowed directory's name
    await refused(vol(`${allowedDir}-evil`), 400, "HOST_PATH_NOT_ALLOWED");
  });

  it("volume subPath climbing out with .. is refused", async () => {
    await refused(
      create({ ...valid, volumes: [{ name: "data", host: { path: `${allowedDir}/data` }, mountPath: "/data", subPath: "../../../etc" }] }),
      400,
    );
  });

  it("other values the server checks beyond the schema", async () => {
    await refused(create({ ...valid, resourceLimits: { memory: "1Mi" } }), 400, "INVALID_PARAMETER"); // below Docker's minimum
    await refused(create({ ...valid, resourceLimits: { cpu: "0" } }), 400, "INVALID_PARAMETER");
    await refused(create({ ...valid, env: { A: 1 } }), 400, "INVALID_PARAMETER");
    await refused(create({ ...valid, extensions: { "access.renew.extend.seconds": "10" } }), 400, "INVALID_PARAMETER");
    await refused(create({ ...valid, platform: { os: "windows", arch: "amd64" } }), 400, "NOT_SUPPORTED");
    const vols = (v: unknown[]) => create({ ...valid, volumes: v });
    await refused(
      vols([
        { name: "a", pvc: { claimName: "osb-bad-input-a" }, mountPath: "/a" },
        { name: "a", pvc: { claimName: "osb-bad-input-b" }, mountPath: "/b" },
      ]),
      400,
    );
    await refused(
      vols([
        { name: "a", pvc: { claimName: "osb-bad-input-a" }, mountPath: "/same" },
        { name: "b", pvc: { claimName: "osb-bad-input-b" }, mountPath: "/same" },
      ]),
      400,
    );
    await refused(vols([{ name: "a", host: { path: `${allowedDir}/data` }, pvc: { claimName: "osb-bad-input-a" }, mountPath: "/a" }]), 400);
    await refused(vols([{ name: "a", pvc: { claimName: "Not_A_Label" }, mountPath: "/a" }]), 400);
    await refused(vols([{ name: "a", pvc: { claimName: "osb-bad-input-a" }, mountPath: "relative" }]), 400);
    // none of those created a volume
    const volumes = (await docker.listVolumes()).Volumes ?? [];
    expect(volumes.map((v) => v.Name).filter((n) => n.startsWith("osb-bad-input-"))).toEqual([]);
  });

  it("unknown snapshotId → 404 SNAPSHOT_NOT_FOUND", async () => {
    await refused(create({ snapshotId: "6f1c2a9e-3d4b-4c5e-9f60-7a8b9c0d1e2f", timeout: 600, resourceLimits: valid.resourceLimits }), 404, "SNAPSHOT_NOT_FOUND");
  });

  it("unsupported Content-Type", async () => {
    await refused(
      () =>
        fetch(`${server.url}/v1/sandboxes`, {
          method: "POST",
          headers: { "OPEN-SANDBOX-API-KEY": API_KEY, "content-type": "text/plain" },
          body: JSON.stringify(valid),
        }).then(async (r) => ({ status: r.status, body: await r.json(), headers: r.headers })),
      400,
    );
  });
});

describe("server limits", () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startServer({ server: { body_limit_bytes: 2048, max_sandbox_timeout_seconds: 3600 } });
  });
  afterAll(async () => {
    await destroyServer(small);
  });

  it("a body over the limit → 400 REQUEST_BODY_TOO_LARGE, nothing created", async () => {
    // A valid request that would be accepted were it not too large.
    const body = JSON.stringify({ ...valid, env: { PADDING: "x".repeat(4096) } });
    expect(Buffer.byteLength(body)).toBeGreaterThan(4096);
    await refused(() => small.api("POST", "/v1/sandboxes", body), 400, "REQUEST_BODY_TOO_LARGE", small);
    // The same request under the limit goes through.
    const ok = await small.api("POST", "/v1/sandboxes", { ...valid, env: { PADDING: "x".repeat(100) } });
    expect(ok.status).toBe(202);
    expect((await small.api("DELETE", `/v1/sandboxes/${ok.body.id}`)).status).toBe(204);
  });

  it("a timeout above the configured maximum → 400, and renewing beyond it too", async () => {
    await refused(() => small.api("POST", "/v1/sandboxes", { ...valid, timeout: 3601 }), 400, "TIMEOUT_TOO_LONG", small);
    const ok = await small.api("POST", "/v1/sandboxes", { ...valid, timeout: 3600 });
    expect(ok.status).toBe(202);
    const id = ok.body.id as string;
    const res = await small.api("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt: new Date(Date.now() + 7200_000).toISOString() });
    expectError(res, 400, "TIMEOUT_TOO_LONG");
    expect((await small.api("GET", `/v1/sandboxes/${id}`)).body.expiresAt).toBe(ok.body.expiresAt);
    expect((await small.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });
});

describe("queries and parameters → 400", () => {
  it("a state the server does not know matches nothing (upstream clients send Allocated)", async () => {
    const none = await server.api("GET", "/v1/sandboxes?state=Allocated");
    expect([none.status, none.body.items]).toEqual([200, []]);
    const all = await server.api("GET", "/v1/sandboxes?state=Pending&state=Running&state=Paused&state=Failed&state=Terminated");
    const mixed = await server.api("GET", "/v1/sandboxes?state=Pending&state=Running&state=Paused&state=Failed&state=Terminated&state=Allocated");
    expect(mixed.status).toBe(200);
    expect(mixed.body.pagination.totalItems).toBe(all.body.pagination.totalItems);
  });

  it("malformed metadata filter", async () => {
    await refused(() => server.api("GET", "/v1/sandboxes?metadata=novalue"), 400, "INVALID_METADATA_FORMAT");
    await refused(() => server.api("GET", `/v1/sandboxes?metadata=${encodeURIComponent("=v")}`), 400, "INVALID_METADATA_FORMAT");
  });

  it("bad pagination parameters", async () => {
    await refused(() => server.api("GET", "/v1/sandboxes?page=0"), 400, "INVALID_PARAMETER");
    await refused(() => server.api("GET", "/v1/sandboxes?pageSize=0"), 400, "INVALID_PARAMETER");
    await refused(() => server.api("GET", "/v1/sandboxes?pageSize=201"), 400, "INVALID_PARAMETER");
    await refused(() => server.api("GET", "/v1/sandboxes?page=abc"), 400, "INVALID_PARAMETER");
  });

  it("endpoint port 0 or 70000", async () => {
    for (const port of ["0", "70000", "-1", "http"]) {
      await refused(() => server.api("GET", `/v1/sandboxes/${baselineId}/endpoints/${port}`), 400, "INVALID_PARAMETER");
    }
    // in range: answered
    expect((await server.api("GET", `/v1/sandboxes/${baselineId}/endpoints/8080`)).status).toBe(200);
  });

  it("renew with a malformed or past expiresAt", async () => {
    const renew = (b: unknown) => () => server.api("POST", `/v1/sandboxes/${baselineId}/renew-expiration`, b);
    const before = (await server.api("GET", `/v1/sandboxes/${baselineId}`)).body.expiresAt;
    await refused(renew({ expiresAt: "tomorrow" }), 400, "INVALID_PARAMETER");
    await refused(renew({}), 400, "INVALID_PARAMETER");
    await refused(renew({ expiresAt: new Date(Date.now() - 1000).toISOString() }), 400, "INVALID_PARAMETER");
    expect((await server.api("GET", `/v1/sandboxes/${baselineId}`)).body.expiresAt).toBe(before);
  });
});

describe("authentication", () => {
  const raw = async (route: string, init: RequestInit = {}): Promise<Res> => {
    const r = await fetch(`${server.url}${route}`, init);
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : undefined, headers: r.headers };
  };

  it("missing API key → 401 MISSING_API_KEY", async () => {
    await refused(() => raw("/v1/sandboxes"), 401, "MISSING_API_KEY");
    await refused(() => raw(`/v1/sandboxes/${baselineId}`), 401, "MISSING_API_KEY");
    await refused(() => raw("/sandboxes"), 401, "MISSING_API_KEY");
    await refused(() => raw("/v1/sandboxes", { headers: { "OPEN-SANDBOX-API-KEY": "" } }), 401, "MISSING_API_KEY");
    await refused(
      () => raw("/v1/sandboxes", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(valid) }),
      401,
      "MISSING_API_KEY",
    );
    await refused(() => raw(`/v1/sandboxes/${baselineId}`, { method: "DELETE" }), 401, "MISSING_API_KEY");
  });

  it("wrong API key → 401 INVALID_API_KEY", async () => {
    const wrong = { "OPEN-SANDBOX-API-KEY": `${API_KEY}x` };
    await refused(() => raw("/v1/sandboxes", { headers: wrong }), 401, "INVALID_API_KEY");
    await refused(
      () => raw("/v1/sandboxes", { method: "POST", headers: { ...wrong, "content-type": "application/json" }, body: JSON.stringify(valid) }),
      401,
      "INVALID_API_KEY",
    );
    await refused(() => raw(`/v1/sandboxes/${baselineId}`, { method: "DELETE", headers: wrong }), 401, "INVALID_API_KEY");
    // the baseline sandbox survived the unauthenticated delete attempts
    expect((await server.api("GET", `/v1/sandboxes/${baselineId}`)).body.status.state).toBe("Running");
  });

  it("/health needs no key", async () => {
    for (const route of ["/health", "/v1/health"]) {
      const r = await raw(route);
      expect(r.status, route).toBe(200);
      expect(r.body).toEqual({ status: "healthy", runningMeansReady: true });
    }
  });

  it("unknown routes are 404 ROUTE_NOT_FOUND with the error shape", async () => {
    expectError(await server.api("GET", "/v1/nothing-here"), 404, "ROUTE_NOT_FOUND");
    expectError(await server.api("GET", `/v1/sandboxes/${baselineId}/nothing`), 404, "ROUTE_NOT_FOUND");
  });
});
