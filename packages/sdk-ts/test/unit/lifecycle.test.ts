// Sandbox lifecycle against msw: request shapes (headers, bodies, query strings), readiness
// (state polling, then /ping with the execd token), readiness failures, and the manager.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type * as lw from "../../src/generated/lifecycle/types.gen.ts";
import { AuthenticationError, NotFoundError, Sandbox, SandboxFailedError, SandboxManager, SandboxReadyTimeoutError, TimeoutError } from "../../src/index.ts";
import {
  API,
  API_KEY,
  conn,
  createdWire,
  endpointHandler,
  EXECD,
  errorResponse,
  recordRequests,
  SANDBOX_ID,
  sandboxWire,
  server,
  TOKEN,
  useMsw,
} from "./support.ts";

useMsw();
const calls = recordRequests();

/** Handlers for a create that goes Pending → Running, with execd answering after `failingPings` refusals. */
function happyCreate(opts: { pendingPolls?: number; failingPings?: number } = {}) {
  let polls = 0;
  let pings = 0;
  server.use(
    http.post(`${API}/sandboxes`, () => HttpResponse.json(createdWire("Pending"), { status: 202, headers: { "X-Request-ID": "req-create" } })),
    http.get(`${API}/sandboxes/:id`, () =>
      HttpResponse.json(polls++ < (opts.pendingPolls ?? 1) ? sandboxWire({ status: { state: "Pending", reason: "IMAGE_PULLING" } }) : sandboxWire()),
    ),
    endpointHandler(),
    http.get(`${EXECD}/ping`, () => (pings++ < (opts.failingPings ?? 0) ? HttpResponse.error() : new HttpResponse(null, { status: 200 }))),
  );
}

describe("Sandbox.create", () => {
  it("sends the spec's request with the SDK defaults and the API key", async () => {
    happyCreate();
    const sandbox = await Sandbox.create({ ...conn, image: "python:3.12-slim", headers: { "X-Trace": "t1" } });
    expect(sandbox.id).toBe(SANDBOX_ID);
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url.href).toBe(`${API}/sandboxes`);
    expect(post.headers.get("OPEN-SANDBOX-API-KEY")).toBe(API_KEY);
    expect(post.headers.get("X-Trace")).toBe("t1");
    expect(post.headers.get("content-type")).toBe("application/json");
    expect(await post.json()).toEqual({
      image: { uri: "python:3.12-slim" },
      entrypoint: ["tail", "-f", "/dev/null"],
      timeout: 600,
      resourceLimits: { cpu: "1", memory: "2Gi" },
    } satisfies lw.CreateSandboxRequest);
  });

  it("passes every option through, and timeoutSeconds: null means no expiry", async () => {
    happyCreate();
    await Sandbox.create({
      ...conn,
      image: { uri: "registry.internal/app:1", auth: { username: "u", password: "p" } },
      entrypoint: ["sleep", "infinity"],
      env: { A: "1" },
      resource: { cpu: "500m", memory: "512Mi" },
      timeoutSeconds: null,
      metadata: { team: "ml" },
      extensions: { "access.renew.extend.seconds": "600" },
      volumes: [{ name: "data", mountPath: "/data", pvc: { claimName: "vol1" } }],
      networkPolicy: { defaultAction: "deny", egress: [{ action: "allow", target: "pypi.org" }] },
      platform: { os: "linux", arch: "amd64" },
    });
    const body = (await calls.find((c) => c.method === "POST")!.json()) as lw.CreateSandboxRequest;
    expect(body).toEqual({
      image: { uri: "registry.internal/app:1", auth: { username: "u", password: "p" } },
      entrypoint: ["sleep", "infinity"],
      env: { A: "1" },
      resourceLimits: { cpu: "500m", memory: "512Mi" },
      timeout: null,
      metadata: { team: "ml" },
      extensions: { "access.renew.extend.seconds": "600" },
      volumes: [{ name: "data", mountPath: "/data", pvc: { claimName: "vol1" } }],
      networkPolicy: { defaultAction: "deny", egress: [{ action: "allow", target: "pypi.org" }] },
      platform: { os: "linux", arch: "amd64" },
    });
  });

  it("restores from a snapshot without an entrypoint unless given", async () => {
    happyCreate();
    await Sandbox.create({ ...conn, snapshotId: "snap-1" });
    const body = (await calls.find((c) => c.method === "POST")!.json()) as lw.CreateSandboxRequest;
    expect(body).toEqual({ snapshotId: "snap-1", timeout: 600, resourceLimits: { cpu: "1", memory: "2Gi" } });
    await expect(Sandbox.create({ ...conn })).rejects.toThrow(/needs an `image` .* or a `snapshotId`; there is no default image/);
    await expect(Sandbox.create({ ...conn, image: "x", snapshotId: "snap-1" })).rejects.toThrow(/`image` or `snapshotId`, not both/);
  });

  it("waits for Running, resolves the execd endpoint once, then polls /ping with the token", async () => {
    happyCreate({ pendingPolls: 2, failingPings: 2 });
    await Sandbox.create({ ...conn, image: "busybox" });
    // GET /v1/health (no runningMeansReady here, as upstream's) is asked alongside, once per server.
    const seq = calls.filter((c) => c.url.pathname !== "/v1/health").map((c) => `${c.method} ${c.url.origin === EXECD ? "execd" : "api"}${c.url.pathname.replace(SANDBOX_ID, "{id}")}`);
    expect(seq).toEqual([
      "POST api/v1/sandboxes",
      "GET api/v1/sandboxes/{id}",
      "GET api/v1/sandboxes/{id}",
      "GET api/v1/sandboxes/{id}",
      "GET api/v1/sandboxes/{id}/endpoints/44772",
      "GET execd/ping",
      "GET execd/ping",
      "GET execd/ping",
    ]);
    for (const ping of calls.filter((c) => c.url.pathname === "/ping")) {
      expect(ping.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
      expect(ping.headers.get("OPEN-SANDBOX-API-KEY")).toBeNull(); // the API key is for the server only
    }
  });

  it("skips the /ping wait when the server advertises runningMeansReady, and keeps it when it does not", async () => {
    // A server of this project: Running only once execd answers.
    const ready = "http://ready.osb.test/v1";
    let polls = 0;
    server.use(
      http.get(`${ready}/health`, () => HttpResponse.json({ status: "healthy", runningMeansReady: true } satisfies lw.HealthResponse)),
      http.post(`${ready}/sandboxes`, () => HttpResponse.json(createdWire("Pending"), { status: 202 })),
      http.get(`${ready}/sandboxes/:id`, () =>
        HttpResponse.json(polls++ < 1 ? sandboxWire({ status: { state: "Pending", reason: "EXECD_STARTING" } }) : sandboxWire()),
      ),
    );
    const sandbox = await Sandbox.create({ domain: "ready.osb.test", apiKey: API_KEY, image: "busybox" });
    expect(sandbox.id).toBe(SANDBOX_ID);
    const seq = calls.map((c) => `${c.method} ${c.url.pathname.replace(SANDBOX_ID, "{id}")}`).sort();
    expect(seq).toEqual(["GET /v1/health", "GET /v1/sandboxes/{id}", "GET /v1/sandboxes/{id}", "POST /v1/sandboxes"]);

    // Without the field (upstream's servers), the same create waits for /ping.
    calls.length = 0;
    happyCreate({ failingPings: 1 });
    await Sandbox.create({ ...conn, image: "busybox" });
    expect(calls.filter((c) => c.url.pathname === "/ping")).toHaveLength(2);
  });

  it("with runningMeansReady, still waits for /ping while execd is being restarted (EXECD_RESTARTING), and on resume only for Running", async () => {
    const ready = "http://ready2.osb.test/v1";
    let state = "Paused";
    let reason = "CONTAINER_PAUSED";
    let pings = 0;
    server.use(
      http.get(`${ready}/health`, () => HttpResponse.json({ status: "healthy", runningMeansReady: true } satisfies lw.HealthResponse)),
      http.get(`${ready}/sandboxes/:id/endpoints/:port`, () => HttpResponse.json({ endpoint: "127.0.0.1:40001", headers: { "X-EXECD-ACCESS-TOKEN": TOKEN } })),
      http.get(`${ready}/sandboxes/:id`, () => HttpResponse.json(sandboxWire({ status: { state, reason } }))),
      http.post(`${ready}/sandboxes/:id/resume`, () => {
        [state, reason] = ["Running", "CONTAINER_RUNNING"];
        return new HttpResponse(null, { status: 202 });
      }),
      http.get(`${EXECD}/ping`, () => {
        pings++;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const sandbox = await Sandbox.connect(SANDBOX_ID, { domain: "ready2.osb.test", apiKey: API_KEY });
    await sandbox.resume();
    expect(pings).toBe(0);
    [state, reason] = ["Paused", "CONTAINER_PAUSED"];
    server.use(
      http.post(`${ready}/sandboxes/:id/resume`, () => {
        [state, reason] = ["Running", "EXECD_RESTARTING"];
        return new HttpResponse(null, { status: 202 });
      }),
    );
    await sandbox.resume();
    expect(pings).toBe(1);
  });

  it("backs off between polls (10 ms doubling to 100 ms), without hot polling", async () => {
    happyCreate({ pendingPolls: 6 });
    await Sandbox.create({ ...conn, image: "busybox" });
    const times = calls.filter((c) => c.method === "GET" && c.url.pathname === `/v1/sandboxes/${SANDBOX_ID}`).length;
    expect(times).toBe(7);
  });

  it("skipHealthCheck returns right after the server accepted the request", async () => {
    server.use(http.post(`${API}/sandboxes`, () => HttpResponse.json(createdWire("Pending"), { status: 202 })));
    const sandbox = await Sandbox.create({ ...conn, image: "busybox", skipHealthCheck: true });
    expect(sandbox.id).toBe(SANDBOX_ID);
    expect(calls).toHaveLength(1);
  });

  it("on readiness timeout throws SandboxReadyTimeoutError naming the state, and deletes the sandbox", async () => {
    let deleted = false;
    server.use(
      http.post(`${API}/sandboxes`, () => HttpResponse.json(createdWire("Pending"), { status: 202 })),
      http.get(`${API}/sandboxes/:id`, () => HttpResponse.json(sandboxWire({ status: { state: "Pending", reason: "IMAGE_PULLING", message: "pulling python:3.12" } }))),
      http.delete(`${API}/sandboxes/:id`, () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const err = await Sandbox.create({ ...conn, image: "busybox", readyTimeoutMs: 150 }).catch((e: unknown) => e);
    expect(SandboxReadyTimeoutError.isInstance(err)).toBe(true);
    expect(TimeoutError.isInstance(err)).toBe(true);
    const e = err as SandboxReadyTimeoutError;
    expect(e.message).toContain(`Sandbox ${SANDBOX_ID} did not become Running within 150 ms`);
    expect(e.message).toContain("state Pending (IMAGE_PULLING: pulling python:3.12)");
    expect(e.state).toBe("Pending");
    expect(e.reason).toBe("IMAGE_PULLING");
    expect(deleted).toBe(true);
  });

  it("says when the sandbox runs but execd does not answer", async () => {
    server.use(
      http.post(`${API}/sandboxes`, () => HttpResponse.json(createdWire("Running"), { status: 202 })),
      endpointHandler(),
      http.get(`${EXECD}/ping`, () => HttpResponse.error()),
      http.delete(`${API}/sandboxes/:id`, () => new HttpResponse(null, { status: 204 })),
    );
    const err = (await Sandbox.create({ ...conn, image: "busybox", readyTimeoutMs: 120 }).catch((e: unknown) => e)) as SandboxReadyTimeoutError;
    expect(SandboxReadyTimeoutError.isInstance(err)).toBe(true);
    expect(err.message).toMatch(/is Running but its execd did not answer \/ping within 120 ms \(last error: ping: /);
    expect(err.state).toBe("Running");
  });

  it("fails fast when the sandbox reaches Failed, with its reason and message", async () => {
    server.use(
      http.post(`${API}/sandboxes`, () => HttpResponse.json(createdWire("Pending"), { status: 202 })),
      http.get(`${API}/sandboxes/:id`, () =>
        HttpResponse.json(sandboxWire({ status: { state: "Failed", reason: "IMAGE_PULL_FAILED", message: "pull access denied for nope" } })),
      ),
      http.delete(`${API}/sandboxes/:id`, () => new HttpResponse(null, { status: 204 })),
    );
    const started = Date.now();
    const err = (await Sandbox.create({ ...conn, image: "nope" }).catch((e: unknown) => e)) as SandboxFailedError;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(SandboxFailedError.isInstance(err)).toBe(true);
    expect(err.message).toContain("state Failed (IMAGE_PULL_FAILED: pull access denied for nope)");
    expect(err.reason).toBe("IMAGE_PULL_FAILED");
    expect(err.statusMessage).toBe("pull access denied for nope");
  });

  it("a wrong execd token is an error, not something to wait for", async () => {
    server.use(
      http.post(`${API}/sandboxes`, () => HttpResponse.json(createdWire("Running"), { status: 202 })),
      endpointHandler(),
      http.get(`${EXECD}/ping`, () => errorResponse(401, "UNAUTHORIZED", "missing or invalid X-EXECD-ACCESS-TOKEN header")),
      http.delete(`${API}/sandboxes/:id`, () => new HttpResponse(null, { status: 204 })),
    );
    const err = await Sandbox.create({ ...conn, image: "busybox" }).catch((e: unknown) => e);
    expect(AuthenticationError.isInstance(err)).toBe(true);
  });

  it("an abort while waiting deletes the sandbox and rejects with the reason", async () => {
    let deleted = false;
    server.use(
      http.post(`${API}/sandboxes`, () => HttpResponse.json(createdWire("Pending"), { status: 202 })),
      http.get(`${API}/sandboxes/:id`, () => HttpResponse.json(sandboxWire({ status: { state: "Pending" } }))),
      http.delete(`${API}/sandboxes/:id`, () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("stop")), 50);
    await expect(Sandbox.create({ ...conn, image: "busybox", signal: controller.signal })).rejects.toThrow("stop");
    expect(deleted).toBe(true);
  });
});

describe("Sandbox instance", () => {
  it("connect resolves the endpoint once; execd calls reuse it", async () => {
    const counter = { n: 0 };
    server.use(endpointHandler(counter), http.get(`${EXECD}/metrics`, () => HttpResponse.json({ cpu_count: 2, cpu_used_pct: 12.5, mem_total_mib: 2048, mem_used_mib: 100, timestamp: 1767225600000 })));
    const sandbox = await Sandbox.connect(SANDBOX_ID, conn);
    for (let i = 0; i < 3; i++) await sandbox.metrics();
    expect(counter.n).toBe(1);
    expect(await sandbox.metrics()).toEqual({ cpuCount: 2, cpuUsedPct: 12.5, memTotalMiB: 2048, memUsedMiB: 100, timestamp: new Date(1767225600000) });
  });

  it("connect to an unknown sandbox throws NotFoundError", async () => {
    server.use(http.get(`${API}/sandboxes/:id/endpoints/44772`, () => errorResponse(404, "SANDBOX_NOT_FOUND", "no such sandbox")));
    await expect(Sandbox.connect("nope", conn)).rejects.toSatisfy((e) => NotFoundError.isInstance(e));
  });

  it("useServerProxy asks for the proxy endpoint and sends its headers (the API key) to execd", async () => {
    const proxy = `http://${"osb.test"}/sandboxes/${SANDBOX_ID}/proxy/44772`;
    server.use(
      http.get(`${API}/sandboxes/:id/endpoints/44772`, ({ request }) => {
        expect(new URL(request.url).searchParams.get("use_server_proxy")).toBe("true");
        return HttpResponse.json({ endpoint: `osb.test/sandboxes/${SANDBOX_ID}/proxy/44772`, headers: { "OPEN-SANDBOX-API-KEY": API_KEY } } satisfies lw.Endpoint);
      }),
      http.get(`${proxy}/metrics`, () => HttpResponse.json({ cpu_count: 1, cpu_used_pct: 0, mem_total_mib: 1, mem_used_mib: 1, timestamp: 0 })),
    );
    const sandbox = await Sandbox.connect(SANDBOX_ID, { ...conn, useServerProxy: true });
    await sandbox.metrics();
    const execdCall = calls.find((c) => c.url.pathname.endsWith("/metrics"))!;
    expect(execdCall.url.href).toBe(`${proxy}/metrics`);
    expect(execdCall.headers.get("OPEN-SANDBOX-API-KEY")).toBe(API_KEY);
    expect(execdCall.headers.get("X-EXECD-ACCESS-TOKEN")).toBeNull();
  });

  it("getEndpoint returns a URL with scheme and the headers", async () => {
    const sandbox = await (async () => {
      server.use(endpointHandler());
      return Sandbox.connect(SANDBOX_ID, conn);
    })();
    server.use(http.get(`${API}/sandboxes/:id/endpoints/8080`, () => HttpResponse.json({ endpoint: "127.0.0.1:40002" } satisfies lw.Endpoint)));
    expect(await sandbox.getEndpoint(8080)).toEqual({ url: "http://127.0.0.1:40002", headers: {} });
    expect(await sandbox.getEndpoint(44772)).toEqual({ url: EXECD, headers: { "X-EXECD-ACCESS-TOKEN": TOKEN } });
  });

  it("renew sends expiresAt = now + seconds", async () => {
    server.use(
      endpointHandler(),
      http.post(`${API}/sandboxes/:id/renew-expiration`, async ({ request }) => {
        const body = (await request.json()) as lw.RenewSandboxExpirationRequest;
        return HttpResponse.json({ expiresAt: body.expiresAt } satisfies lw.RenewSandboxExpirationResponse);
      }),
    );
    const sandbox = await Sandbox.connect(SANDBOX_ID, conn);
    const before = Date.now();
    const expiresAt = await sandbox.renew(900);
    const sent = new Date(((await calls.find((c) => c.url.pathname.endsWith("renew-expiration"))!.json()) as lw.RenewSandboxExpirationRequest).expiresAt).getTime();
    expect(sent).toBeGreaterThanOrEqual(before + 900_000);
    expect(sent).toBeLessThanOrEqual(Date.now() + 900_000);
    expect(expiresAt.getTime()).toBe(sent);
  });

  it("pause waits for Paused; resume waits for Running and a /ping, with the endpoint resolved again", async () => {
    const counter = { n: 0 };
    let state = "Running";
    server.use(
      endpointHandler(counter),
      http.post(`${API}/sandboxes/:id/pause`, () => {
        state = "Pausing";
        setTimeout(() => (state = "Paused"), 30);
        return new HttpResponse(null, { status: 202 });
      }),
      http.post(`${API}/sandboxes/:id/resume`, () => {
        state = "Resuming";
        setTimeout(() => (state = "Running"), 30);
        return new HttpResponse(null, { status: 202 });
      }),
      http.get(`${API}/sandboxes/:id`, () => HttpResponse.json(sandboxWire({ status: { state } }))),
      http.get(`${EXECD}/ping`, () => new HttpResponse(null, { status: 200 })),
    );
    const sandbox = await Sandbox.connect(SANDBOX_ID, conn);
    await sandbox.pause();
    expect(state).toBe("Paused");
    await sandbox.resume();
    expect(state).toBe("Running");
    expect(counter.n).toBe(2);
    expect(calls.at(-1)!.url.pathname).toBe("/ping");
  });

  it("kill deletes; await using deletes at scope end and tolerates a sandbox already gone", async () => {
    let deletes = 0;
    server.use(
      endpointHandler(),
      http.delete(`${API}/sandboxes/:id`, () => (deletes++ === 0 ? new HttpResponse(null, { status: 204 }) : errorResponse(404, "SANDBOX_NOT_FOUND", "gone"))),
    );
    {
      await using sandbox = await Sandbox.connect(SANDBOX_ID, conn);
      expect(sandbox.id).toBe(SANDBOX_ID);
    }
    expect(deletes).toBe(1);
    {
      await using sandbox = await Sandbox.connect(SANDBOX_ID, conn);
      await expect(sandbox.kill()).rejects.toSatisfy((e) => NotFoundError.isInstance(e));
    }
    expect(deletes).toBe(3);
  });

  it("getInfo converts times to Date and fills empty maps", async () => {
    server.use(endpointHandler(), http.get(`${API}/sandboxes/:id`, () => HttpResponse.json(sandboxWire({ metadata: undefined, expiresAt: undefined }))));
    const sandbox = await Sandbox.connect(SANDBOX_ID, conn);
    const info = await sandbox.getInfo();
    expect(info).toMatchObject({ id: SANDBOX_ID, state: "Running", metadata: {}, expiresAt: undefined, createdAt: new Date("2026-01-01T00:00:00Z") });
    expect(info.status.lastTransitionAt).toEqual(new Date("2026-01-01T00:00:01Z"));
  });
});

describe("SandboxManager", () => {
  it("list sends repeated state parameters and the metadata filter encoded once more", async () => {
    server.use(http.get(`${API}/sandboxes`, () => HttpResponse.json({ items: [], pagination: { page: 1, pageSize: 50, totalItems: 0, totalPages: 0, hasNextPage: false } } satisfies lw.ListSandboxesResponse)));
    const manager = new SandboxManager(conn);
    await manager.listPage({ states: ["Running", "Paused"], metadata: { team: "ml", env: "dev&test" }, pageSize: 50 });
    const url = calls[0]!.url;
    expect(url.search).toBe("?state=Running&state=Paused&metadata=team%3Dml%26env%3Ddev%2526test&pageSize=50");
    expect(url.searchParams.getAll("state")).toEqual(["Running", "Paused"]);
    expect(new URLSearchParams(url.searchParams.get("metadata")!).get("env")).toBe("dev&test");
    expect(calls[0]!.headers.get("OPEN-SANDBOX-API-KEY")).toBe(API_KEY);
  });

  it("list iterates over every page, skipping items shifted onto the next page", async () => {
    const ids = ["a", "b", "c", "d", "e"];
    server.use(
      http.get(`${API}/sandboxes`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        // Page 2 repeats "b": a sandbox created between two requests pushed it down.
        const items = page === 1 ? ["a", "b"] : page === 2 ? ["b", "c"] : ["d", "e"];
        return HttpResponse.json({
          items: items.map((id) => sandboxWire({ id })),
          pagination: { page, pageSize: 2, totalItems: ids.length, totalPages: 3, hasNextPage: page < 3 },
        } satisfies lw.ListSandboxesResponse);
      }),
    );
    const seen: string[] = [];
    for await (const s of new SandboxManager(conn).list({ pageSize: 2 })) seen.push(s.id);
    expect(seen).toEqual(ids);
    expect(calls.map((c) => c.url.searchParams.get("page"))).toEqual(["1", "2", "3"]);
    expect(calls.every((c) => c.url.searchParams.get("pageSize") === "2")).toBe(true);
  });

  it("stops iterating when the consumer stops", async () => {
    server.use(
      http.get(`${API}/sandboxes`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        return HttpResponse.json({ items: [sandboxWire({ id: `s${page}` })], pagination: { page, pageSize: 1, totalItems: 100, totalPages: 100, hasNextPage: true } });
      }),
    );
    for await (const s of new SandboxManager(conn).list()) if (s.id === "s2") break;
    expect(calls).toHaveLength(2);
  });

  it("snapshots: create, get, list (with filters), delete", async () => {
    const snap: lw.Snapshot = { id: "snap-1", sandboxId: SANDBOX_ID, name: "before", status: { state: "Creating", reason: "snapshot_accepted", message: "Snapshot creation accepted." }, createdAt: "2026-01-01T00:00:00Z" };
    server.use(
      http.post(`${API}/sandboxes/:id/snapshots`, () => HttpResponse.json(snap, { status: 202 })),
      http.get(`${API}/snapshots/:id`, () => HttpResponse.json({ ...snap, status: { state: "Ready" } })),
      http.get(`${API}/snapshots`, () => HttpResponse.json({ items: [snap], pagination: { page: 1, pageSize: 20, totalItems: 1, totalPages: 1, hasNextPage: false } } satisfies lw.ListSnapshotsResponse)),
      http.delete(`${API}/snapshots/:id`, () => new HttpResponse(null, { status: 204 })),
    );
    const m = new SandboxManager(conn);
    const created = await m.createSnapshot(SANDBOX_ID, { name: "before" });
    expect(created).toMatchObject({ id: "snap-1", state: "Creating", name: "before", createdAt: new Date("2026-01-01T00:00:00Z") });
    expect(await calls[0]!.json()).toEqual({ name: "before" });
    expect((await m.getSnapshot("snap-1")).state).toBe("Ready");
    const all = [];
    for await (const s of m.listSnapshots({ sandboxId: SANDBOX_ID, states: ["Ready", "Failed"] })) all.push(s.id);
    expect(all).toEqual(["snap-1"]);
    expect(calls[2]!.url.search).toBe(`?sandboxId=${SANDBOX_ID}&state=Ready&state=Failed&page=1`);
    await m.deleteSnapshot("snap-1");
    expect(calls.map((c) => c.method)).toEqual(["POST", "GET", "GET", "DELETE"]);
  });

  it("pause/resume/renew/kill by id", async () => {
    server.use(
      http.post(`${API}/sandboxes/:id/pause`, () => new HttpResponse(null, { status: 202 })),
      http.post(`${API}/sandboxes/:id/resume`, () => new HttpResponse(null, { status: 202 })),
      http.post(`${API}/sandboxes/:id/renew-expiration`, () => HttpResponse.json({ expiresAt: "2030-01-01T00:00:00Z" })),
      http.delete(`${API}/sandboxes/:id`, () => new HttpResponse(null, { status: 204 })),
    );
    const m = new SandboxManager(conn);
    await m.pause("x");
    await m.resume("x");
    expect(await m.renew("x", 60)).toEqual(new Date("2030-01-01T00:00:00Z"));
    await m.kill("x");
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(["POST /v1/sandboxes/x/pause", "POST /v1/sandboxes/x/resume", "POST /v1/sandboxes/x/renew-expiration", "DELETE /v1/sandboxes/x"]);
  });
});

describe("signed URLs and diagnostics", () => {
  it("getUrl asks for a signed route with only `expires` (Unix seconds, as upstream's getSignedEndpoint) and returns it with a trailing slash", async () => {
    server.use(endpointHandler());
    const sandbox = await Sandbox.connect(SANDBOX_ID, conn);
    const route = `osb.test/sandboxes/${SANDBOX_ID}/signed/3000/abc.1.${"m".repeat(43)}`;
    server.use(http.get(`${API}/sandboxes/:id/endpoints/3000`, () => HttpResponse.json({ endpoint: route } satisfies lw.Endpoint)));
    const before = Math.floor(Date.now() / 1000);
    expect(await sandbox.getUrl(3000, { expiresInSeconds: 120 })).toBe(`http://${route}/`);
    const call = calls.find((c) => c.url.pathname.endsWith("/endpoints/3000"))!;
    expect([...call.url.searchParams.keys()]).toEqual(["expires"]);
    const expires = Number(call.url.searchParams.get("expires"));
    expect(expires).toBeGreaterThanOrEqual(before + 120);
    expect(expires).toBeLessThanOrEqual(before + 121);
    expect(call.headers.get("OPEN-SANDBOX-API-KEY")).toBe(API_KEY);

    expect(await sandbox.getSignedEndpoint(3000, 1_900_000_000)).toEqual({ url: `http://${route}`, headers: {} });
    expect(calls.filter((c) => c.url.pathname.endsWith("/endpoints/3000")).at(-1)!.url.search).toBe("?expires=1900000000");
    await expect(sandbox.getUrl(3000, { expiresInSeconds: 0 })).rejects.toThrow(TypeError);
  });

  it("getDiagnosticLogs / getDiagnosticEvents send the scope and return the descriptor", async () => {
    server.use(endpointHandler());
    const sandbox = await Sandbox.connect(SANDBOX_ID, conn);
    const logs = { sandboxId: SANDBOX_ID, kind: "logs", scope: "container", delivery: "inline", contentType: "text/plain; charset=utf-8", content: "2026-12-01T00:00:00Z hi\n", contentLength: 24, truncated: false } satisfies lw.DiagnosticContentResponse;
    const events = { sandboxId: SANDBOX_ID, kind: "events", scope: "all", delivery: "url", contentType: "text/plain", contentUrl: "https://x.test/e.txt", expiresAt: "2026-12-01T01:00:00Z", truncated: true, warnings: ["old"] } satisfies lw.DiagnosticContentResponse;
    server.use(
      http.get(`${API}/sandboxes/:id/diagnostics/logs`, () => HttpResponse.json(logs)),
      http.get(`${API}/sandboxes/:id/diagnostics/events`, () => HttpResponse.json(events)),
    );
    expect(await sandbox.getDiagnosticLogs("container")).toEqual({ ...logs, warnings: [] });
    expect(calls.find((c) => c.url.pathname.endsWith("/diagnostics/logs"))!.url.search).toBe("?scope=container");
    expect(await new SandboxManager(conn).getDiagnosticEvents(SANDBOX_ID)).toEqual({ ...events, expiresAt: new Date("2026-12-01T01:00:00Z") });
    expect(calls.find((c) => c.url.pathname.endsWith("/diagnostics/events"))!.url.search).toBe("?scope=all");
  });
});
