// Lifecycle of a sandbox against the real Docker engine: create → Running → renew → pause →
// resume → delete, plus the cross-cutting HTTP behaviour (request ids, `/` and `/v1` mounts),
// listing filters and pagination, metadata patches, manual-cleanup sandboxes, and the resource
// limits and hardening really applied to the container.
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE, destroyServer, startServer, waitForState, type TestServer } from "../helpers.ts";
import { exec } from "../docker-exec.ts";

const docker = new Docker();
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await destroyServer(server);
});

// ---- helpers ------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function instanceOf(s: TestServer): string {
  return s.app.instance;
}

/** Containers of this server's instance labelled with the sandbox id. */
async function containersOf(s: TestServer, sandboxId: string): Promise<Docker.ContainerInfo[]> {
  return docker.listContainers({
    all: true,
    filters: { label: [`opensandbox.io/instance=${instanceOf(s)}`, `opensandbox.io/id=${sandboxId}`] },
  });
}

async function containerOf(s: TestServer, sandboxId: string): Promise<Docker.Container> {
  const list = await containersOf(s, sandboxId);
  expect(list, `exactly one container for sandbox ${sandboxId}`).toHaveLength(1);
  return docker.getContainer(list[0]!.Id);
}

/** resourceLimits is required on create (createSandbox rules). */
const LIMITS = { cpu: "500m", memory: "256Mi" };
const sleeper = (extra: Record<string, unknown> = {}) => ({ image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], resourceLimits: LIMITS, ...extra });

async function createRunning(body: Record<string, unknown>): Promise<string> {
  const res = await server.api("POST", "/v1/sandboxes", body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await waitForState(server, res.body.id, "Running");
  return res.body.id as string;
}

const metadataFilter = (pairs: Record<string, string>) =>
  encodeURIComponent(Object.entries(pairs).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"));

// ---- the main lifecycle ---------------------------------------------------------------------------

describe("sandbox lifecycle", () => {
  it("create → Running → renew → pause → resume → delete", async () => {
    const body = sleeper({
      timeout: 600,
      resourceLimits: { cpu: "250m", memory: "128Mi" },
      env: { GREETING: "hello-lifecycle" },
      metadata: { suite: "lifecycle", name: "main" },
    });
    const created = await server.api("POST", "/v1/sandboxes", body);
    expect(created.status).toBe(202);
    expect(created.headers.get("content-type")).toMatch(/^application\/json/);
    const c = created.body;
    expect(c.id).toMatch(UUID);
    expect(["Pending", "Running"]).toContain(c.status.state);
    expect(c.entrypoint).toEqual(["sleep", "3600"]);
    expect(c.metadata).toEqual({ suite: "lifecycle", name: "main" });
    expect(Number.isNaN(Date.parse(c.createdAt))).toBe(false);
    expect(Date.parse(c.expiresAt) - Date.parse(c.createdAt)).toBe(600_000);
    expect(Math.abs(Date.parse(c.createdAt) - Date.now())).toBeLessThan(10_000);
    // CreateSandboxResponse does not repeat the startup source.
    expect(c).not.toHaveProperty("image");
    expect(c).not.toHaveProperty("snapshotId");
    const id = c.id as string;

    const running = (await waitForState(server, id, "Running")).body;
    expect(running).toMatchObject({
      id,
      image: { uri: IMAGE },
      entrypoint: ["sleep", "3600"],
      metadata: { suite: "lifecycle", name: "main" },
      expiresAt: c.expiresAt,
      createdAt: c.createdAt,
      status: { state: "Running" },
    });
    expect(running.status.reason).toBe("CONTAINER_RUNNING");
    expect(Number.isNaN(Date.parse(running.status.lastTransitionAt))).toBe(false);
    // Never leaks internals (execd token, container id, image auth…).
    expect(Object.keys(running).sort()).toEqual(["createdAt", "entrypoint", "expiresAt", "id", "image", "metadata", "status"]);

    // The container really runs the entrypoint, with the requested environment.
    const container = await containerOf(server, id);
    const info = await container.inspect();
    expect(info.State.Running).toBe(true);
    // osb-init (PID 1) runs the requested entrypoint
    expect((info.Config.Entrypoint as string[]).slice(-2)).toEqual(["sleep", "3600"]);
    const ps = await exec(container, ["sh", "-c", "for p in /proc/[0-9]*; do echo \"$(basename $p) $(tr '\\0' ' ' < $p/cmdline)\"; done"]);
    const sleeperLine = ps.stdout.split("\n").find((l) => /^\d+ sleep 3600 ?$/.test(l));
    expect(sleeperLine, ps.stdout).toBeDefined();
    const pid = sleeperLine!.split(" ")[0]!;
    // the entrypoint has the requested environment, and never the execd token
    const environ = await exec(container, ["sh", "-c", `tr '\\0' '\\n' < /proc/${pid}/environ`]);
    expect(environ.exitCode, environ.stderr).toBe(0);
    expect(environ.stdout.split("\n")).toContain("GREETING=hello-lifecycle");
    expect(environ.stdout).not.toContain("EXECD_ACCESS_TOKEN");

    // renew
    const newExpiry = new Date(Date.now() + 2 * 3600_000).toISOString();
    const renewed = await server.api("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt: newExpiry });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({ expiresAt: newExpiry });
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).body.expiresAt).toBe(newExpiry);
    // A date in the past is refused and changes nothing.
    const past = await server.api("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).body.expiresAt).toBe(newExpiry);

    // pause
    const paused = await server.api("POST", `/v1/sandboxes/${id}/pause`);
    expect(paused.status).toBe(202);
    const p = (await waitForState(server, id, "Paused")).body;
    expect(p.status.reason).toBe("CONTAINER_PAUSED");
    expect((await container.inspect()).State.Paused).toBe(true);
    const pausedList = await server.api("GET", "/v1/sandboxes?state=Paused");
    expect(pausedList.status).toBe(200);
    expect(pausedList.body.items.map((s: { id: string }) => s.id)).toContain(id);
    expect(pausedList.body.items.every((s: { status: { state: string } }) => s.status.state === "Paused")).toBe(true);
    // case-insensitive state filter
    expect((await server.api("GET", "/v1/sandboxes?state=paused")).body.items.map((s: { id: string }) => s.id)).toContain(id);
    expect((await server.api("GET", "/v1/sandboxes?state=Running")).body.items.map((s: { id: string }) => s.id)).not.toContain(id);

    const pauseAgain = await server.api("POST", `/v1/sandboxes/${id}/pause`);
    expect(pauseAgain.status).toBe(409);
    expect(pauseAgain.body).toEqual({ code: "SANDBOX_NOT_RUNNING", message: expect.any(String) });

    // resume
    const resumed = await server.api("POST", `/v1/sandboxes/${id}/resume`);
    expect(resumed.status).toBe(202);
    await waitForState(server, id, "Running");
    const afterResume = await container.inspect();
    expect(afterResume.State.Paused).toBe(false);
    expect(afterResume.State.Running).toBe(true);
    const resumeAgain = await server.api("POST", `/v1/sandboxes/${id}/resume`);
    expect(resumeAgain.status).toBe(409);
    expect(resumeAgain.body).toEqual({ code: "SANDBOX_NOT_PAUSED", message: expect.any(String) });
    // Still running a moment later (no stray event flips it back).
    await new Promise((r) => setTimeout(r, 300));
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).body.status.state).toBe("Running");

    // delete
    const deleted = await server.api("DELETE", `/v1/sandboxes/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    const gone = await server.api("GET", `/v1/sandboxes/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: "SANDBOX_NOT_FOUND", message: expect.any(String) });
    const deleteAgain = await server.api("DELETE", `/v1/sandboxes/${id}`);
    expect(deleteAgain.status).toBe(404);
    expect(deleteAgain.body.code).toBe("SANDBOX_NOT_FOUND");
    expect(await containersOf(server, id)).toEqual([]);
    await expect(container.inspect()).rejects.toMatchObject({ statusCode: 404 });
    // Operations on the deleted sandbox are 404 as well.
    for (const [method, route, b] of [
      ["POST", `/v1/sandboxes/${id}/pause`, undefined],
      ["POST", `/v1/sandboxes/${id}/resume`, undefined],
      ["POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt: newExpiry }],
      ["PATCH", `/v1/sandboxes/${id}/metadata`, { a: "b" }],
    ] as const) {
      const r = await server.api(method, route, b);
      expect(r.status, `${method} ${route}`).toBe(404);
      expect(r.body.code).toBe("SANDBOX_NOT_FOUND");
    }
  });

  it("timeout null: no expiresAt, renew → 409, nothing expires it", async () => {
    const created = await server.api("POST", "/v1/sandboxes", sleeper({ timeout: null, metadata: { suite: "manual" } }));
    expect(created.status).toBe(202);
    expect(created.body).not.toHaveProperty("expiresAt");
    const id = created.body.id as string;
    const got = (await waitForState(server, id, "Running")).body;
    expect(got).not.toHaveProperty("expiresAt");
    const renew = await server.api("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    expect(renew.status).toBe(409);
    expect(renew.body).toEqual({ code: "SANDBOX_NO_EXPIRATION", message: expect.any(String) });
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).body).not.toHaveProperty("expiresAt");

    // Omitting timeout altogether means the same.
    const omitted = await server.api("POST", "/v1/sandboxes", sleeper({ metadata: { suite: "manual" } }));
    expect(omitted.status).toBe(202);
    expect(omitted.body).not.toHaveProperty("expiresAt");

    for (const sid of [id, omitted.body.id as string]) expect((await server.api("DELETE", `/v1/sandboxes/${sid}`)).status).toBe(204);
  });

  it("applies resource limits and hardening to the container", async () => {
    const id = await createRunning(sleeper({ timeout: 600, resourceLimits: { cpu: "500m", memory: "64Mi" }, metadata: { suite: "limits" } }));
    const container = await containerOf(server, id);
    const info = await container.inspect();
    const hc = info.HostConfig;
    expect(hc.NanoCpus).toBe(5e8);
    expect(hc.Memory).toBe(64 * 2 ** 20);
    expect(hc.PidsLimit).toBe(512);
    expect(hc.CapDrop).toEqual(expect.arrayContaining(["NET_RAW", "SYS_ADMIN", "NET_ADMIN"]));
    expect(hc.SecurityOpt).toEqual(expect.arrayContaining([expect.stringMatching(/^no-new-privileges(:true)?$/)]));
    expect(hc.Privileged).toBe(false);

    // Published ports are bound to loopback only, both as requested and as actually bound.
    const requested = Object.entries(hc.PortBindings ?? {});
    expect(requested.length).toBeGreaterThan(0);
    for (const [port, bindings] of requested) {
      for (const b of bindings as { HostIp: string }[]) expect(b.HostIp, `binding of ${port}`).toBe("127.0.0.1");
    }
    const bound = Object.entries(info.NetworkSettings.Ports ?? {}).filter(([, b]) => b && b.length);
    expect(bound.map(([p]) => p).sort()).toEqual(["44772/tcp"]);
    for (const [port, bindings] of bound) {
      for (const b of bindings!) {
        expect(b.HostIp, `bound ${port}`).toBe("127.0.0.1");
        expect(Number(b.HostPort)).toBeGreaterThan(0);
      }
    }

    // The kernel enforces them (cgroup v1 or v2 layout).
    const probe = await exec(container, [
      "sh",
      "-c",
      "if [ -f /sys/fs/cgroup/cgroup.controllers ]; then cat /sys/fs/cgroup/memory.max; cat /sys/fs/cgroup/pids.max; " +
        "else cat /sys/fs/cgroup/memory/memory.limit_in_bytes; cat /sys/fs/cgroup/pids/pids.max; fi",
    ]);
    expect(probe.exitCode, probe.stderr).toBe(0);
    expect(probe.stdout.trim().split(/\s+/)).toEqual([String(64 * 2 ** 20), "512"]);
    // NET_RAW dropped and no-new-privileges set, as the process sees it.
    const status = await exec(container, ["cat", "/proc/self/status"]);
    expect(status.stdout).toMatch(/^NoNewPrivs:\s+1$/m);
    const capEff = BigInt(`0x${/^CapEff:\s+([0-9a-f]+)$/m.exec(status.stdout)![1]}`);
    const CAP_NET_RAW = 13n;
    expect(capEff & (1n << CAP_NET_RAW)).toBe(0n);

    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });
});

// ---- HTTP plumbing ---------------------------------------------------------------------------------

describe("X-Request-ID", () => {
  it("is echoed on 200, 401 and 404", async () => {
    const ok = await fetch(`${server.url}/health`, { headers: { "X-Request-ID": "req-ok-1" } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toBe("req-ok-1");

    const ok2 = await server.api("GET", "/v1/sandboxes", undefined, { "X-Request-ID": "req-list-2" });
    expect(ok2.status).toBe(200);
    expect(ok2.headers.get("x-request-id")).toBe("req-list-2");

    const unauth = await fetch(`${server.url}/v1/sandboxes`, { headers: { "X-Request-ID": "req-401-3" } });
    expect(unauth.status).toBe(401);
    expect(unauth.headers.get("x-request-id")).toBe("req-401-3");
    expect(await unauth.json()).toEqual({ code: "MISSING_API_KEY", message: expect.any(String) });

    const missing = await server.api("GET", "/v1/sandboxes/does-not-exist", undefined, { "X-Request-ID": "req-404-4" });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-request-id")).toBe("req-404-4");
    expect(missing.body.code).toBe("SANDBOX_NOT_FOUND");

    const noRoute = await server.api("GET", "/v1/no/such/route", undefined, { "X-Request-ID": "req-404-5" });
    expect(noRoute.status).toBe(404);
    expect(noRoute.headers.get("x-request-id")).toBe("req-404-5");
    expect(noRoute.body).toEqual({ code: "ROUTE_NOT_FOUND", message: expect.any(String) });
  });

  it("replaces an unusable client id with a generated one", async () => {
    const res = await server.api("GET", "/v1/sandboxes", undefined, { "X-Request-ID": "has spaces in it" });
    expect(res.status).toBe(200);
    const rid = res.headers.get("x-request-id");
    expect(rid).toMatch(/^\S{8,}$/);
    expect(rid).not.toBe("has spaces in it");
  });

  it("is generated when absent, fresh for every request", async () => {
    const a = await server.api("GET", "/v1/sandboxes");
    const b = await server.api("GET", "/v1/sandboxes/does-not-exist");
    const c = await fetch(`${server.url}/v1/sandboxes`);
    const ids = [a.headers.get("x-request-id"), b.headers.get("x-request-id"), c.headers.get("x-request-id")];
    for (const rid of ids) expect(rid).toMatch(/^\S{8,}$/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe("mount points", () => {
  it("serves the same routes at / and /v1", async () => {
    for (const prefix of ["", "/v1"]) {
      const health = await fetch(`${server.url}${prefix}/health`);
      expect(health.status, `${prefix}/health`).toBe(200);
      expect(await health.json()).toEqual({ status: "healthy", runningMeansReady: true });
    }
    // created under `/`, read under both
    const created = await server.api("POST", "/sandboxes", sleeper({ timeout: 600, metadata: { suite: "mounts" } }));
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    await waitForState(server, id, "Running");
    const root = await server.api("GET", `/sandboxes/${id}`);
    const v1 = await server.api("GET", `/v1/sandboxes/${id}`);
    expect(root.status).toBe(200);
    expect(v1.status).toBe(200);
    expect(root.body).toEqual(v1.body);
    const filter = `metadata=${metadataFilter({ suite: "mounts" })}`;
    const listRoot = await server.api("GET", `/sandboxes?${filter}`);
    const listV1 = await server.api("GET", `/v1/sandboxes?${filter}`);
    expect(listRoot.body).toEqual(listV1.body);
    expect(listRoot.body.items.map((s: { id: string }) => s.id)).toEqual([id]);
    // state changes under `/` are seen under `/v1`
    expect((await server.api("POST", `/sandboxes/${id}/pause`)).status).toBe(202);
    await waitForState(server, id, "Paused");
    expect((await server.api("POST", `/v1/sandboxes/${id}/resume`)).status).toBe(202);
    await waitForState(server, id, "Running");
    expect((await server.api("PATCH", `/sandboxes/${id}/metadata`, { via: "root" })).body.metadata).toEqual({ suite: "mounts", via: "root" });
    expect((await server.api("GET", `/snapshots`)).status).toBe(200);
    expect((await server.api("GET", `/v1/snapshots`)).status).toBe(200);
    expect((await server.api("DELETE", `/sandboxes/${id}`)).status).toBe(204);
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).status).toBe(404);
    expect((await server.api("GET", `/sandboxes/${id}`)).status).toBe(404);
  });
});

describe("concurrency", () => {
  it("creates and deletes several sandboxes at once", async () => {
    const suite = `concurrent-${Date.now()}`;
    const created = await Promise.all(Array.from({ length: 5 }, () => server.api("POST", "/v1/sandboxes", sleeper({ timeout: 600, metadata: { suite } }))));
    for (const r of created) expect(r.status).toBe(202);
    const ids = created.map((r) => r.body.id as string);
    expect(new Set(ids).size).toBe(5);
    await Promise.all(ids.map((id) => waitForState(server, id, "Running")));
    for (const id of ids) expect(await containersOf(server, id)).toHaveLength(1);
    // delete concurrently, including a duplicate delete of the same sandbox
    const [first] = ids;
    const results = await Promise.all([
      ...ids.map((id) => server.api("DELETE", `/v1/sandboxes/${id}`)),
      server.api("DELETE", `/v1/sandboxes/${first}`),
    ]);
    expect(results.slice(0, 5).every((r) => r.status === 204 || r.status === 404)).toBe(true);
    expect(results.filter((r) => r.status === 204)).toHaveLength(5);
    expect(results.filter((r) => r.status === 404)).toHaveLength(1);
    const list = await server.api("GET", `/v1/sandboxes?metadata=${metadataFilter({ suite })}`);
    expect(list.body.pagination.totalItems).toBe(0);
    for (const id of ids) expect(await containersOf(server, id)).toEqual([]);
  });
});

// ---- listing ---------------------------------------------------------------------------------------

describe("list", () => {
  it("filters by metadata (AND) and state (OR), and paginates", async () => {
    const suite = `filters-${Date.now()}`;
    const a = await createRunning(sleeper({ timeout: 600, metadata: { suite, team: "ml", env: "dev" } }));
    const b = await createRunning(sleeper({ timeout: 600, metadata: { suite, team: "ml", env: "prod" } }));
    const c = await createRunning(sleeper({ timeout: 600, metadata: { suite, team: "web", env: "dev" } }));
    expect((await server.api("POST", `/v1/sandboxes/${b}/pause`)).status).toBe(202);
    await waitForState(server, b, "Paused");
    const ids = (r: { body: { items: { id: string }[] } }) => r.body.items.map((s) => s.id).sort();

    // metadata AND
    const mlDev = await server.api("GET", `/v1/sandboxes?metadata=${metadataFilter({ suite, team: "ml", env: "dev" })}`);
    expect(mlDev.status).toBe(200);
    expect(ids(mlDev)).toEqual([a]);
    expect(ids(await server.api("GET", `/v1/sandboxes?metadata=${metadataFilter({ suite, team: "ml" })}`))).toEqual([a, b].sort());
    expect(ids(await server.api("GET", `/v1/sandboxes?metadata=${metadataFilter({ suite, env: "dev" })}`))).toEqual([a, c].sort());
    expect(ids(await server.api("GET", `/v1/sandboxes?metadata=${metadataFilter({ suite, team: "nobody" })}`))).toEqual([]);

    // state OR, combined with metadata (AND)
    const suiteOnly = `metadata=${metadataFilter({ suite })}`;
    expect(ids(await server.api("GET", `/v1/sandboxes?state=Running&state=Paused&${suiteOnly}`))).toEqual([a, b, c].sort());
    expect(ids(await server.api("GET", `/v1/sandboxes?state=Paused&${suiteOnly}`))).toEqual([b]);
    expect(ids(await server.api("GET", `/v1/sandboxes?state=Running&${suiteOnly}`))).toEqual([a, c].sort());
    expect(ids(await server.api("GET", `/v1/sandboxes?state=Pending&state=Failed&${suiteOnly}`))).toEqual([]);
    expect(ids(await server.api("GET", `/v1/sandboxes?state=Paused&metadata=${metadataFilter({ suite, env: "dev" })}`))).toEqual([]);

    // pagination
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await server.api("GET", `/v1/sandboxes?pageSize=1&page=${page}&${suiteOnly}`);
      expect(r.status).toBe(200);
      expect(r.body.items).toHaveLength(1);
      expect(r.body.pagination).toEqual({ page, pageSize: 1, totalItems: 3, totalPages: 3, hasNextPage: page < 3 });
      seen.push(r.body.items[0].id);
    }
    expect(seen.sort()).toEqual([a, b, c].sort());
    const beyond = await server.api("GET", `/v1/sandboxes?pageSize=1&page=4&${suiteOnly}`);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.pagination).toEqual({ page: 4, pageSize: 1, totalItems: 3, totalPages: 3, hasNextPage: false });
    const defaults = await server.api("GET", `/v1/sandboxes?${suiteOnly}`);
    expect(defaults.body.pagination).toEqual({ page: 1, pageSize: 20, totalItems: 3, totalPages: 1, hasNextPage: false });
    // newest first
    const created = defaults.body.items.map((s: { createdAt: string }) => Date.parse(s.createdAt));
    expect([...created].sort((x, y) => y - x)).toEqual(created);

    for (const id of [a, b, c]) expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });
});

describe("metadata PATCH", () => {
  it("adds, replaces and deletes keys (JSON merge patch)", async () => {
    const id = await createRunning(sleeper({ timeout: 600, metadata: { suite: "patch", owner: "bob", temporary: "yes" } }));
    const patched = await server.api("PATCH", `/v1/sandboxes/${id}/metadata`, { owner: "alice", team: "ml", temporary: null, absent: null });
    expect(patched.status).toBe(200);
    expect(patched.body.id).toBe(id);
    expect(patched.body.metadata).toEqual({ suite: "patch", owner: "alice", team: "ml" });
    expect(patched.body.status.state).toBe("Running");
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).body.metadata).toEqual({ suite: "patch", owner: "alice", team: "ml" });

    // {} changes nothing
    const noop = await server.api("PATCH", `/v1/sandboxes/${id}/metadata`, {});
    expect(noop.status).toBe(200);
    expect(noop.body.metadata).toEqual({ suite: "patch", owner: "alice", team: "ml" });

    expect((await server.api("PATCH", `/v1/sandboxes/${id}/metadata`, { team: null })).body.metadata).toEqual({ suite: "patch", owner: "alice" });

    // filters see the new metadata
    const list = await server.api("GET", `/v1/sandboxes?metadata=${metadataFilter({ suite: "patch", owner: "alice" })}`);
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([id]);

    // invalid patches are refused and change nothing
    const bad = await server.api("PATCH", `/v1/sandboxes/${id}/metadata`, { "opensandbox.io/x": "y" });
    expect(bad.status).toBe(400);
    const badValue = await server.api("PATCH", `/v1/sandboxes/${id}/metadata`, { owner: 7 });
    expect(badValue.status).toBe(400);
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).body.metadata).toEqual({ suite: "patch", owner: "alice" });

    // the container was not restarted
    const container = await containerOf(server, id);
    expect((await container.inspect()).RestartCount).toBe(0);
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });
});


// ---- endpoints of ports other than execd's ---------------------------------------------------------

describe("endpoints of the sandbox's own ports", () => {
  /** busybox's httpd on 8080, serving one page. */
  const web = (extra: Record<string, unknown> = {}) => ({
    image: { uri: IMAGE },
    entrypoint: ["sh", "-c", "mkdir -p /www && echo hello from 8080 > /www/index.html && exec httpd -f -p 8080 -h /www"],
    resourceLimits: LIMITS,
    timeout: 600,
    ...extra,
  });
  type Endpoint = { endpoint: string; headers?: Record<string, string> };
  const page = async (ep: Endpoint, headers = ep.headers ?? {}) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const res = await fetch(`http://${ep.endpoint}/index.html`, { headers }).catch(() => undefined);
      // httpd may still be starting: execd's proxy answers 502 until something listens.
      if (res && (res.status !== 502 || Date.now() > deadline)) return { status: res.status, text: await res.text() };
      if (Date.now() > deadline) throw new Error(`no answer from ${ep.endpoint}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it("only execd's port is published (no docker-proxy for 8080); 8080's endpoint leads through execd's proxy, with its token", async () => {
    const id = await createRunning(web());
    const info = await (await containerOf(server, id)).inspect();
    expect(Object.keys(info.HostConfig.PortBindings ?? {})).toEqual(["44772/tcp"]);
    const ep = (await server.api("GET", `/v1/sandboxes/${id}/endpoints/8080`)).body as Endpoint;
    expect(ep.endpoint).toMatch(/^127\.0\.0\.1:\d+\/proxy\/8080$/);
    expect(Object.keys(ep.headers ?? {})).toEqual(["X-EXECD-ACCESS-TOKEN"]);
    expect(await page(ep)).toEqual({ status: 200, text: "hello from 8080\n" });
    expect((await page(ep, {})).status).toBe(401);
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });

  it("[docker] direct_ports = [8080] publishes 8080 as upstream does: its endpoint is the host port itself", async () => {
    const direct = await startServer({ docker: { direct_ports: [8080] } });
    try {
      const res = await direct.api("POST", "/v1/sandboxes", web());
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      const id = res.body.id as string;
      await waitForState(direct, id, "Running");
      const [c] = await containersOf(direct, id);
      expect(Object.keys((await docker.getContainer(c!.Id).inspect()).HostConfig.PortBindings ?? {}).sort()).toEqual(["44772/tcp", "8080/tcp"]);
      const ep = (await direct.api("GET", `/v1/sandboxes/${id}/endpoints/8080`)).body as Endpoint;
      expect(ep.endpoint).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(ep.headers ?? {}).toEqual({});
      expect(await page(ep)).toEqual({ status: 200, text: "hello from 8080\n" });
    } finally {
      await direct.close();
      await destroyServer(direct);
    }
  });
});
