// Retries (idempotent calls only, with backoff), timeouts and cancellation.
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { ConnectionError, InternalServerError, RateLimitError, Sandbox, SandboxManager, TimeoutError } from "../../src/index.ts";
import { backoffMs } from "../../src/internal/http.ts";
import { API, conn, connected, createdWire, EXECD, errorResponse, recordRequests, SANDBOX_ID, sandboxWire, server, useMsw } from "./support.ts";

useMsw();
const calls = recordRequests();

/** Answers with each of `answers` in turn (the last one repeats). */
function sequence(answers: (() => Response)[]) {
  let i = 0;
  return () => answers[Math.min(i++, answers.length - 1)]!();
}

describe("retries", () => {
  it.each([429, 502, 503, 504])("retries a GET after %i and returns the later success", async (status) => {
    server.use(http.get(`${API}/sandboxes/:id`, sequence([() => errorResponse(status, "BUSY", "try later"), () => HttpResponse.json(sandboxWire())])));
    const info = await new SandboxManager(conn).get(SANDBOX_ID);
    expect(info.id).toBe(SANDBOX_ID);
    expect(calls.filter((c) => c.method === "GET")).toHaveLength(2);
  });

  it("retries a GET after a connection error", async () => {
    server.use(http.get(`${API}/sandboxes/:id`, sequence([() => HttpResponse.error(), () => HttpResponse.json(sandboxWire())])));
    await new SandboxManager(conn).get(SANDBOX_ID);
    expect(calls).toHaveLength(2);
  });

  it("retries DELETE (idempotent) too", async () => {
    server.use(http.delete(`${API}/sandboxes/:id`, sequence([() => errorResponse(503, "UNAVAILABLE", "x"), () => new HttpResponse(null, { status: 204 })])));
    await new SandboxManager(conn).kill(SANDBOX_ID);
    expect(calls.map((c) => c.method)).toEqual(["DELETE", "DELETE"]);
  });

  it("gives up after maxRetries and throws the last answer's error", async () => {
    server.use(http.get(`${API}/sandboxes/:id`, () => errorResponse(503, "UNAVAILABLE", "down")));
    const err = await new SandboxManager({ ...conn, maxRetries: 2 }).get(SANDBOX_ID).catch((e: unknown) => e);
    expect(InternalServerError.isInstance(err)).toBe(true);
    expect(calls).toHaveLength(3);
  });

  it("honours Retry-After on 429", async () => {
    server.use(
      http.get(
        `${API}/sandboxes/:id`,
        sequence([() => HttpResponse.json({ code: "RATE_LIMITED", message: "slow down" }, { status: 429, headers: { "Retry-After": "0" } }), () => HttpResponse.json(sandboxWire())]),
      ),
    );
    const started = Date.now();
    await new SandboxManager(conn).get(SANDBOX_ID);
    expect(Date.now() - started).toBeLessThan(150); // Retry-After: 0 instead of the ≥100 ms backoff
  });

  it("never retries POST: create is sent once", async () => {
    server.use(http.post(`${API}/sandboxes`, () => errorResponse(503, "UNAVAILABLE", "down")));
    const err = await Sandbox.create({ ...conn, image: "busybox" }).catch((e: unknown) => e);
    expect(InternalServerError.isInstance(err)).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(["POST /v1/sandboxes"]);
  });

  it("never retries POST: commands.run is sent once, even after a connection error", async () => {
    const sandbox = await connected();
    server.use(http.post(`${EXECD}/command`, () => HttpResponse.error()));
    const err = await sandbox.commands.run("echo hi").catch((e: unknown) => e);
    expect(ConnectionError.isInstance(err)).toBe(true);
    expect(calls.filter((c) => c.url.pathname === "/command")).toHaveLength(1);
  });

  it("does not retry when maxRetries is 0", async () => {
    server.use(http.get(`${API}/sandboxes/:id`, () => errorResponse(429, "RATE_LIMITED", "x")));
    const err = await new SandboxManager({ ...conn, maxRetries: 0 }).get(SANDBOX_ID).catch((e: unknown) => e);
    expect(RateLimitError.isInstance(err)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("backs off exponentially with jitter, capped", () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const ceiling = Math.min(5000, 200 * 2 ** attempt);
      for (let i = 0; i < 50; i++) {
        const d = backoffMs(attempt);
        expect(d).toBeGreaterThanOrEqual(ceiling / 2);
        expect(d).toBeLessThanOrEqual(ceiling);
      }
    }
  });
});

describe("timeouts and cancellation", () => {
  it("throws TimeoutError when the answer takes longer than requestTimeoutMs", async () => {
    server.use(http.get(`${API}/sandboxes/:id`, async () => {
      await delay("infinite");
      return HttpResponse.json(sandboxWire());
    }));
    const err = await new SandboxManager({ ...conn, requestTimeoutMs: 50 }).get(SANDBOX_ID).catch((e: unknown) => e);
    expect(TimeoutError.isInstance(err)).toBe(true);
    expect((err as Error).message).toMatch(/getSandbox timed out after 50 ms/);
  });

  it("a per-call timeoutMs overrides the connection's", async () => {
    server.use(http.get(`${API}/sandboxes/:id`, async () => {
      await delay(200);
      return HttpResponse.json(sandboxWire());
    }));
    const manager = new SandboxManager({ ...conn, requestTimeoutMs: 10 });
    await expect(manager.get(SANDBOX_ID, { timeoutMs: 2000 })).resolves.toMatchObject({ id: SANDBOX_ID });
    await expect(manager.get(SANDBOX_ID, { timeoutMs: 0 })).resolves.toMatchObject({ id: SANDBOX_ID });
  });

  it("rejects with the signal's reason when aborted", async () => {
    server.use(http.get(`${API}/sandboxes/:id`, async () => {
      await delay("infinite");
      return HttpResponse.json(sandboxWire());
    }));
    const controller = new AbortController();
    const pending = new SandboxManager(conn).get(SANDBOX_ID, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("user gave up")), 20);
    await expect(pending).rejects.toThrow("user gave up");
  });

  it("an aborted signal stops retrying", async () => {
    server.use(http.get(`${API}/sandboxes/:id`, () => errorResponse(503, "UNAVAILABLE", "x")));
    const controller = new AbortController();
    const pending = new SandboxManager({ ...conn, maxRetries: 5 }).get(SANDBOX_ID, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const err = await pending.catch((e: unknown) => e);
    expect((err as Error).name).toBe("AbortError");
    expect(calls.length).toBeLessThan(6);
  });

  it("aborting a running command ends the request", async () => {
    const sandbox = await connected();
    let cancelled = false;
    server.use(
      http.post(`${EXECD}/command`, ({ request }) => {
        request.signal.addEventListener("abort", () => (cancelled = true));
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(encoder.encode(`{"type":"init","text":"c1"}\n\n{"type":"stdout","text":"started"}\n\n`));
          },
        });
        return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
      }),
    );
    const controller = new AbortController();
    const lines: string[] = [];
    const pending = sandbox.commands.run("sleep 100", {
      signal: controller.signal,
      onStdout: (line) => {
        lines.push(line);
        controller.abort();
      },
    });
    const err = await pending.catch((e: unknown) => e);
    expect((err as Error).name).toBe("AbortError");
    expect(lines).toEqual(["started"]);
    await expect.poll(() => cancelled).toBe(true);
  });

  it("the request timeout of a stream covers only the wait for its headers", async () => {
    const sandbox = await connected({ requestTimeoutMs: 50 });
    server.use(
      http.post(`${EXECD}/command`, () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(c) {
            c.enqueue(encoder.encode(`{"type":"init","text":"c1"}\n\n`));
            await new Promise((r) => setTimeout(r, 150));
            c.enqueue(encoder.encode(`{"type":"execution_complete","execution_time":150}\n\n`));
            c.close();
          },
        });
        return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
      }),
    );
    await expect(sandbox.commands.run("sleep 0.15")).resolves.toMatchObject({ exitCode: 0, executionTimeMs: 150 });
  });

  it("create's POST is bounded by requestTimeoutMs", async () => {
    server.use(http.post(`${API}/sandboxes`, async () => {
      await delay("infinite");
      return HttpResponse.json(createdWire("Pending"), { status: 202 });
    }));
    const err = await Sandbox.create({ ...conn, image: "busybox", requestTimeoutMs: 30 }).catch((e: unknown) => e);
    expect(TimeoutError.isInstance(err)).toBe(true);
  });
});
