// Inputs the SDK takes as given or refuses clearly: Sandbox.create without options, lifetimes in
// seconds under an unmistakable name (and the old name as an alias), the server's refusal of a
// too-long lifetime as a typed error that spells the value out.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type * as lw from "../../src/generated/lifecycle/types.gen.ts";
import { BadRequestError, Sandbox, SandboxManager, TimeoutTooLongError } from "../../src/index.ts";
import { API, conn, createdWire, errorResponse, recordRequests, server, useMsw } from "./support.ts";

useMsw();
const calls = recordRequests();

function acceptCreate() {
  server.use(http.post(`${API}/sandboxes`, () => HttpResponse.json(createdWire("Pending"), { status: 202 })));
}

describe("Sandbox.create input", () => {
  it("without options: a TypeError saying an image is needed, and no request", async () => {
    const err = await (Sandbox.create as (o?: unknown) => Promise<Sandbox>)().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect((err as Error).message).toMatch(/needs options with an `image` \(e\.g\. .*\) or a `snapshotId`; there is no default image/);
    expect(calls).toHaveLength(0);
  });

  it("sends timeoutSeconds as the spec's timeout, and still takes the deprecated timeout", async () => {
    acceptCreate();
    await Sandbox.create({ ...conn, image: "img", timeoutSeconds: 120, skipHealthCheck: true });
    await Sandbox.create({ ...conn, image: "img", timeout: 180, skipHealthCheck: true });
    const bodies = await Promise.all(calls.filter((c) => c.method === "POST").map((c) => c.json<lw.CreateSandboxRequest>()));
    expect(bodies.map((b) => b.timeout)).toEqual([120, 180]);
  });

  it("refuses two different lifetimes and ones that are not whole seconds", async () => {
    await expect(Sandbox.create({ ...conn, image: "img", timeoutSeconds: 60, timeout: 120 })).rejects.toThrow(/pass only timeoutSeconds/);
    await expect(Sandbox.create({ ...conn, image: "img", timeoutSeconds: 1.5 })).rejects.toThrow(/whole number of seconds/);
    await expect(Sandbox.create({ ...conn, image: "img", timeoutSeconds: "600" as unknown as number })).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(0);
  });

  it("turns the server's TIMEOUT_TOO_LONG into TimeoutTooLongError spelling the value out", async () => {
    server.use(
      http.post(`${API}/sandboxes`, () =>
        errorResponse(400, "TIMEOUT_TOO_LONG", "timeout must be at most 86400 seconds on this server ([server] max_sandbox_timeout_seconds), got 600000", "req-t"),
      ),
    );
    const err = await Sandbox.create({ ...conn, image: "img", timeoutSeconds: 600_000 }).catch((e: unknown) => e);
    expect(TimeoutTooLongError.isInstance(err)).toBe(true);
    expect(BadRequestError.isInstance(err)).toBe(true);
    const e = err as TimeoutTooLongError;
    expect(e.code).toBe("TIMEOUT_TOO_LONG");
    expect(e.requestId).toBe("req-t");
    expect(e.message).toMatch(/at most 86400 seconds/);
    expect(e.message).toMatch(/600000 seconds \(6\.9 days\): timeoutSeconds and renew\(\) take seconds, not milliseconds/);
  });
});

describe("renew", () => {
  it("SandboxManager.renew and sandbox.renew spell a too-long value out as well", async () => {
    server.use(
      http.post(`${API}/sandboxes/:id/renew-expiration`, () => errorResponse(400, "TIMEOUT_TOO_LONG", "expiresAt must be within 86400 seconds from now on this server")),
    );
    const err = await new SandboxManager(conn).renew("sbx", 3_600_000).catch((e: unknown) => e);
    expect(TimeoutTooLongError.isInstance(err)).toBe(true);
    expect((err as Error).message).toMatch(/3600000 seconds \(41\.7 days\): timeoutSeconds and renew\(\) take seconds, not milliseconds/);
  });
});
