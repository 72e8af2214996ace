// Error mapping: status → class (one function), code and request id from the answer, and
// branded isInstance checks that survive a second copy of the SDK.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  SandboxError,
  SandboxManager,
  SandboxReadyTimeoutError,
  TimeoutError,
  errorClassForStatus,
} from "../../src/index.ts";
import { API, conn, errorResponse, server, useMsw } from "./support.ts";

useMsw();

describe("errorClassForStatus", () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
    [418, SandboxError],
  ])("%i → %s", (status, cls) => {
    expect(errorClassForStatus(status)).toBe(cls);
  });
});

describe("errors from answers", () => {
  const manager = new SandboxManager({ ...conn, maxRetries: 0 });

  it.each([
    [400, "INVALID_PARAMETER", BadRequestError],
    [401, "INVALID_API_KEY", AuthenticationError],
    [403, "FORBIDDEN", PermissionDeniedError],
    [404, "SANDBOX_NOT_FOUND", NotFoundError],
    [409, "SANDBOX_NOT_RUNNING", ConflictError],
    [500, "INTERNAL_ERROR", InternalServerError],
  ])("%i %s becomes %s with status, code, request id and body", async (status, code, cls) => {
    server.use(http.get(`${API}/sandboxes/:id`, () => errorResponse(status, code, `it went wrong (${status})`, "req-42")));
    const err = await manager.get("sbx").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(cls);
    expect(cls.isInstance(err)).toBe(true);
    expect(SandboxError.isInstance(err)).toBe(true);
    const e = err as SandboxError;
    expect(e.status).toBe(status);
    expect(e.code).toBe(code);
    expect(e.requestId).toBe("req-42");
    expect(e.body).toEqual({ code, message: `it went wrong (${status})` });
    expect(e.message).toContain(code);
    expect(e.message).toContain("req-42");
    expect(e.message).toContain("getSandbox");
  });

  it("keeps a non-JSON error body as text", async () => {
    server.use(http.get(`${API}/sandboxes/:id`, () => new HttpResponse("<html>bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } })));
    const err = (await manager.get("sbx").catch((e: unknown) => e)) as SandboxError;
    expect(InternalServerError.isInstance(err)).toBe(true);
    expect(err.body).toBe("<html>bad gateway</html>");
    expect(err.code).toBeUndefined();
    expect(err.requestId).toBeUndefined();
  });

  it("reports a refused connection as ConnectionError", async () => {
    server.use(http.get(`${API}/sandboxes/:id`, () => HttpResponse.error()));
    const err = await manager.get("sbx").catch((e: unknown) => e);
    expect(ConnectionError.isInstance(err)).toBe(true);
    expect((err as SandboxError).status).toBeUndefined();
  });
});

describe("branding", () => {
  it("recognises errors of another copy of the SDK by their Symbol.for brand", () => {
    // What a second install would produce: a different class with the same brand.
    class ForeignError extends Error {
      constructor(message: string) {
        super(message);
        Object.defineProperty(this, Symbol.for("@opensandbox/sdk.error"), { value: ["NotFoundError", "SandboxError"] });
      }
    }
    const foreign = new ForeignError("x");
    expect(foreign instanceof NotFoundError).toBe(false);
    expect(NotFoundError.isInstance(foreign)).toBe(true);
    expect(SandboxError.isInstance(foreign)).toBe(true);
    expect(ConflictError.isInstance(foreign)).toBe(false);
  });

  it("follows the class hierarchy", () => {
    const err = new SandboxReadyTimeoutError("late", { sandboxId: "s", state: "Pending" });
    expect(TimeoutError.isInstance(err)).toBe(true);
    expect(SandboxError.isInstance(err)).toBe(true);
    expect(NotFoundError.isInstance(err)).toBe(false);
    expect(err.name).toBe("SandboxReadyTimeoutError");
    expect(err).toBeInstanceOf(TimeoutError);
  });

  it("is false for non-errors", () => {
    for (const v of [null, undefined, 1, "x", {}, new Error("x")]) expect(SandboxError.isInstance(v)).toBe(false);
  });
});
