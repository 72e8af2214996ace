// When execd does not answer, the SDK asks the server about the sandbox and throws a typed
// error naming it and its state: gone (SandboxNotFoundError), paused (SandboxPausedError, without
// waiting for the call's timeout), otherwise not Running (SandboxNotRunningError). A sandbox the
// server finds Running leaves the original error as it was.
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  ConflictError,
  ConnectionError,
  NotFoundError,
  SandboxManager,
  SandboxNotFoundError,
  SandboxNotRunningError,
  SandboxPausedError,
  TimeoutError,
} from "../../src/index.ts";
import { API, conn, connected, EXECD, endpointHandler, errorResponse, recordRequests, SANDBOX_ID, sandboxWire, server, useMsw } from "./support.ts";

useMsw();
const calls = recordRequests();

const gone = () => http.get(`${API}/sandboxes/:id`, () => errorResponse(404, "SANDBOX_NOT_FOUND", `sandbox ${SANDBOX_ID} not found`));
const inState = (state: string, reason?: string, message?: string) =>
  http.get(`${API}/sandboxes/:id`, () => HttpResponse.json(sandboxWire({ status: { state, reason, message, lastTransitionAt: "2026-01-01T00:00:01Z" } })));

describe("execd does not answer", () => {
  it("a refused connection to a deleted or expired sandbox: SandboxNotFoundError naming it", async () => {
    const sandbox = await connected({ maxRetries: 0 });
    server.use(gone(), http.post(`${EXECD}/command`, () => HttpResponse.error()));
    const err = await sandbox.commands.run("true").catch((e: unknown) => e);
    expect(SandboxNotFoundError.isInstance(err)).toBe(true);
    expect(NotFoundError.isInstance(err)).toBe(true);
    const e = err as SandboxNotFoundError;
    expect(e.sandboxId).toBe(SANDBOX_ID);
    expect(e.message).toMatch(new RegExp(`Sandbox ${SANDBOX_ID} does not exist: it was deleted, or the server removed it when its timeout ran out`));
    expect(ConnectionError.isInstance(e.cause)).toBe(true);
  });

  it("says it expired, and when, when the server's 404 says so", async () => {
    const sandbox = await connected({ maxRetries: 0 });
    server.use(
      http.get(`${API}/sandboxes/:id`, () =>
        errorResponse(404, "SANDBOX_NOT_FOUND", `sandbox ${SANDBOX_ID} not found: it expired at 2026-01-01T00:10:00.000Z (its timeout ran out) and was removed`, "req-gone"),
      ),
      http.post(`${EXECD}/command`, () => HttpResponse.error()),
    );
    const err = (await sandbox.commands.run("true").catch((e: unknown) => e)) as SandboxNotFoundError;
    expect(err.message).toBe(
      `Sandbox ${SANDBOX_ID} does not exist: it expired at 2026-01-01T00:10:00.000Z: its timeout ran out (extend a lifetime with sandbox.renew(seconds), or create sandboxes with a longer timeoutSeconds)`,
    );
    expect(err.requestId).toBe("req-gone");
    server.use(http.get(`${API}/sandboxes/:id`, () => errorResponse(404, "SANDBOX_NOT_FOUND", `sandbox ${SANDBOX_ID} not found: it was deleted at 2026-01-01T00:05:00.000Z`)));
    const deleted = (await sandbox.commands.run("true").catch((e: unknown) => e)) as SandboxNotFoundError;
    expect(deleted.message).toBe(`Sandbox ${SANDBOX_ID} does not exist: it was deleted at 2026-01-01T00:05:00.000Z`);
  });

  it("the same for file and generated calls (files.read, files.list)", async () => {
    const sandbox = await connected({ maxRetries: 0 });
    server.use(
      gone(),
      http.get(`${EXECD}/files/download`, () => HttpResponse.error()),
      http.get(`${EXECD}/directories/list`, () => HttpResponse.error()),
    );
    await expect(sandbox.files.read("/a")).rejects.toSatisfy((e) => SandboxNotFoundError.isInstance(e));
    await expect(sandbox.files.list("/")).rejects.toSatisfy((e) => SandboxNotFoundError.isInstance(e));
  });

  it("a paused sandbox: SandboxPausedError after about a second, not the 30 s request timeout", async () => {
    const sandbox = await connected();
    server.use(
      inState("Paused", "CONTAINER_PAUSED", "The sandbox is paused."),
      http.post(`${EXECD}/command`, async () => {
        await delay("infinite");
        return new HttpResponse(null);
      }),
    );
    const started = Date.now();
    const err = await sandbox.commands.run("true").catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(SandboxPausedError.isInstance(err)).toBe(true);
    expect(SandboxNotRunningError.isInstance(err)).toBe(true);
    expect(ConflictError.isInstance(err)).toBe(true);
    const e = err as SandboxPausedError;
    expect(e).toMatchObject({ sandboxId: SANDBOX_ID, state: "Paused", reason: "CONTAINER_PAUSED", statusMessage: "The sandbox is paused." });
    expect(e.message).toBe(`Sandbox ${SANDBOX_ID} is Paused (CONTAINER_PAUSED: The sandbox is paused.): resume it (sandbox.resume()) before using it`);
  });

  it("a Failed sandbox: SandboxNotRunningError with its reason", async () => {
    const sandbox = await connected({ maxRetries: 0 });
    server.use(inState("Failed", "CONTAINER_EXITED_ERROR", "The entrypoint exited with code 3."), http.get(`${EXECD}/metrics`, () => HttpResponse.error()));
    const err = (await sandbox.metrics().catch((e: unknown) => e)) as SandboxNotRunningError;
    expect(SandboxNotRunningError.isInstance(err)).toBe(true);
    expect(SandboxPausedError.isInstance(err)).toBe(false);
    expect(err.message).toBe(`Sandbox ${SANDBOX_ID} is Failed (CONTAINER_EXITED_ERROR: The entrypoint exited with code 3.): it will not run again; create a new sandbox`);
  });

  it("the server proxy's 409: the state is asked and named", async () => {
    const sandbox = await connected({ maxRetries: 0 });
    server.use(
      inState("Paused", "CONTAINER_PAUSED"),
      http.get(`${EXECD}/metrics`, () => errorResponse(409, "SANDBOX_NOT_RUNNING", `sandbox ${SANDBOX_ID} is Paused, not Running`)),
    );
    const err = (await sandbox.metrics().catch((e: unknown) => e)) as SandboxPausedError;
    expect(SandboxPausedError.isInstance(err)).toBe(true);
    expect(err.state).toBe("Paused");
  });

  it("a sandbox the server finds Running: the original error, and nothing more is asked while execd answers", async () => {
    const sandbox = await connected({ maxRetries: 0 });
    server.use(http.get(`${EXECD}/metrics`, () => HttpResponse.error()));
    const err = await sandbox.metrics().catch((e: unknown) => e);
    expect(ConnectionError.isInstance(err)).toBe(true);
    expect(SandboxNotFoundError.isInstance(err) || SandboxNotRunningError.isInstance(err)).toBe(false);
    expect(calls.filter((c) => c.url.pathname === `/v1/sandboxes/${SANDBOX_ID}`)).toHaveLength(1);
  });

  it("a slow answer from a Running sandbox is waited for (one question to the server)", async () => {
    const sandbox = await connected();
    server.use(
      http.get(`${EXECD}/metrics`, async () => {
        await delay(1500);
        return HttpResponse.json({ cpu_count: 1, cpu_used_pct: 0, mem_total_mib: 1, mem_used_mib: 1, timestamp: 0 });
      }),
    );
    expect((await sandbox.metrics()).cpuCount).toBe(1);
    expect(calls.filter((c) => c.url.pathname === `/v1/sandboxes/${SANDBOX_ID}`)).toHaveLength(1);
  });

  it("its own timeout on a Running sandbox stays a TimeoutError", async () => {
    const sandbox = await connected();
    server.use(
      http.get(`${EXECD}/metrics`, async () => {
        await delay("infinite");
        return new HttpResponse(null);
      }),
    );
    const err = await sandbox.metrics({ timeoutMs: 200 }).catch((e: unknown) => e);
    expect(TimeoutError.isInstance(err)).toBe(true);
  });
});

describe("lifecycle calls about a sandbox", () => {
  it("a 404 is SandboxNotFoundError with the sandbox's id", async () => {
    server.use(gone(), http.delete(`${API}/sandboxes/:id`, () => errorResponse(404, "SANDBOX_NOT_FOUND", "not found")));
    const manager = new SandboxManager({ ...conn, maxRetries: 0 });
    const err = (await manager.get(SANDBOX_ID).catch((e: unknown) => e)) as SandboxNotFoundError;
    expect(SandboxNotFoundError.isInstance(err)).toBe(true);
    expect(err.sandboxId).toBe(SANDBOX_ID);
    const sandbox = await connected();
    const killed = (await sandbox.kill().catch((e: unknown) => e)) as SandboxNotFoundError;
    expect(killed.sandboxId).toBe(SANDBOX_ID);
  });

  it("connect to a sandbox that does not exist: SandboxNotFoundError", async () => {
    server.use(http.get(`${API}/sandboxes/:id/endpoints/44772`, () => errorResponse(404, "SANDBOX_NOT_FOUND", "not found")));
    const { Sandbox } = await import("../../src/index.ts");
    const err = (await Sandbox.connect("nope", conn).catch((e: unknown) => e)) as SandboxNotFoundError;
    expect(SandboxNotFoundError.isInstance(err)).toBe(true);
    expect(err.sandboxId).toBe("nope");
  });

  it("endpointHandler still serves a Running sandbox", async () => {
    server.use(endpointHandler());
    expect((await connected()).id).toBe(SANDBOX_ID);
  });
});
