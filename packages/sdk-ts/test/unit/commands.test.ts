// commands and sessions against msw: request shapes (endpoint URL, execd token, bodies),
// streamed output with both framings and awkward chunking, exit codes, background handles,
// stdin, and the endpoint cache.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type * as ew from "../../src/generated/execd/types.gen.ts";
import { ConnectionError, NotFoundError, Sandbox, TimeoutError } from "../../src/index.ts";
import { conn, connected, createdWire, endpointHandler, EXECD, errorResponse, frame, recordRequests, SANDBOX_ID, server, streamResponse, TOKEN, useMsw } from "./support.ts";

useMsw();
const calls = recordRequests();

const ok: ew.ServerStreamEvent[] = [
  { type: "init", text: "cmd-1", timestamp: 1 },
  { type: "stdout", text: "héllo" },
  { type: "stderr", text: "warn" },
  { type: "stdout", text: "\n" },
  { type: "ping", text: "pong" },
  { type: "stdout", text: "last" },
  { type: "execution_complete", execution_time: 12 },
];

/** Splits text into chunks of `size` bytes (cutting UTF-8 sequences and lines anywhere). */
function chunked(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

describe("commands.run", () => {
  it("joins the pieces of an over-long line (partial events) without adding line ends between them", async () => {
    const sandbox = await connected();
    const events: ew.ServerStreamEvent[] = [
      { type: "init", text: "cmd-p" },
      { type: "stdout", text: "aaa", partial: true },
      { type: "stdout", text: "\n", partial: true },
      { type: "stdout", text: "bbb" },
      { type: "stdout", text: "\n" },
      { type: "execution_complete", execution_time: 1 },
    ];
    server.use(http.post(`${EXECD}/command`, () => streamResponse([frame(events)])));
    const pieces: string[] = [];
    const result = await sandbox.commands.run("x", { onStdout: (l) => pieces.push(l) });
    expect(result.stdout).toBe("aaa\nbbb\n\n");
    expect(pieces).toEqual(["aaa", "\n", "bbb", ""]);
  });

  it("posts to the execd endpoint with the token and the spec's body", async () => {
    const sandbox = await connected();
    server.use(http.post(`${EXECD}/command`, () => streamResponse([frame(ok)])));
    await sandbox.commands.run("ls -la", { cwd: "/workspace", envs: { LC_ALL: "C" }, timeoutMs: 60_000, uid: 1000, gid: 1000 });
    const call = calls.find((c) => c.url.pathname === "/command")!;
    expect(call.url.href).toBe(`${EXECD}/command`);
    expect(call.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
    expect(call.headers.get("content-type")).toBe("application/json");
    expect(await call.json()).toEqual({ command: "ls -la", cwd: "/workspace", envs: { LC_ALL: "C" }, timeout: 60_000, uid: 1000, gid: 1000 } satisfies ew.RunCommandRequest);
  });

  it.each([
    ["bare JSON", "bare", 1 << 20],
    ["bare JSON in 1-byte chunks", "bare", 1],
    ["bare JSON in 7-byte chunks", "bare", 7],
    ["SSE data: lines", "sse", 1 << 20],
    ["SSE data: lines in 3-byte chunks", "sse", 3],
  ] as const)("collects output from %s and calls the callbacks per line", async (_n, framing, size) => {
    const sandbox = await connected();
    server.use(http.post(`${EXECD}/command`, () => streamResponse(chunked(frame(ok, framing), size))));
    const out: string[] = [];
    const err: string[] = [];
    const events: string[] = [];
    const result = await sandbox.commands.run("x", { onStdout: (l) => out.push(l), onStderr: (l) => err.push(l), onEvent: (e) => events.push(e.type) });
    expect(result).toEqual({ id: "cmd-1", exitCode: 0, stdout: "héllo\n\nlast\n", stderr: "warn\n", executionTimeMs: 12, timedOut: false });
    expect(out).toEqual(["héllo", "", "last"]);
    expect(err).toEqual(["warn"]);
    expect(events).toEqual(ok.map((e) => e.type));
  });

  it("returns the exit code of a failing command instead of throwing", async () => {
    const sandbox = await connected();
    const events: ew.ServerStreamEvent[] = [
      { type: "init", text: "cmd-2" },
      { type: "stderr", text: "boom" },
      { type: "error", error: { ename: "CommandExecError", evalue: "3", traceback: [] } },
    ];
    server.use(http.post(`${EXECD}/command`, () => streamResponse([frame(events)])));
    const result = await sandbox.commands.run("exit 3");
    expect(result).toEqual({ id: "cmd-2", exitCode: 3, stdout: "", stderr: "boom\n", error: { name: "CommandExecError", value: "3", traceback: [] }, timedOut: false });
  });

  it("maps a JSON error answered before the stream (e.g. missing cwd) to its class", async () => {
    const sandbox = await connected();
    server.use(http.post(`${EXECD}/command`, () => errorResponse(404, "FILE_NOT_FOUND", "cwd /nope does not exist", "req-cwd")));
    const err = await sandbox.commands.run("ls", { cwd: "/nope" }).catch((e: unknown) => e);
    expect(NotFoundError.isInstance(err)).toBe(true);
    expect(err).toMatchObject({ status: 404, code: "FILE_NOT_FOUND", requestId: "req-cwd" });
  });

  it("a stream that ends before the command finished is a ConnectionError", async () => {
    const sandbox = await connected();
    server.use(http.post(`${EXECD}/command`, () => streamResponse([frame(ok.slice(0, 3))])));
    const err = await sandbox.commands.run("x").catch((e: unknown) => e);
    expect(ConnectionError.isInstance(err)).toBe(true);
    expect((err as Error).message).toMatch(/ended before the execution finished/);
  });

  it("an exception in a callback ends the run and is rethrown as it is", async () => {
    const sandbox = await connected();
    server.use(http.post(`${EXECD}/command`, () => streamResponse([frame(ok)])));
    const mine = new Error("my callback broke");
    await expect(
      sandbox.commands.run("x", {
        onStdout: () => {
          throw mine;
        },
      }),
    ).rejects.toBe(mine);
  });

  it("background: returns a handle right after start, whose methods address the command", async () => {
    const sandbox = await connected();
    server.use(
      http.post(`${EXECD}/command`, () => streamResponse([frame([{ type: "init", text: "bg-1" }, { type: "execution_complete", execution_time: 0 }])])),
      http.get(`${EXECD}/command/status/:id`, ({ params }) =>
        HttpResponse.json({ id: String(params.id), content: "sleep 1", running: false, exit_code: 0, started_at: "2026-01-01T00:00:00Z", finished_at: "2026-01-01T00:00:01Z" } satisfies ew.CommandStatusResponse),
      ),
      http.get(`${EXECD}/command/:id/logs`, ({ request }) =>
        new HttpResponse(new URL(request.url).searchParams.get("cursor") ? "more\n" : "line 1\nline 2\n", { headers: { "content-type": "text/plain; charset=utf-8", "EXECD-COMMANDS-TAIL-CURSOR": "14" } }),
      ),
      http.delete(`${EXECD}/command`, () => new HttpResponse(null, { status: 200 })),
      // An execd without the events route (upstream's): wait() polls the status and reads the log.
      http.get(`${EXECD}/command/:id/events`, () => errorResponse(404, "ROUTE_NOT_FOUND", "no such route")),
    );
    const handle = await sandbox.commands.run("sleep 1", { background: true });
    expect(handle.id).toBe("bg-1");
    expect(await calls[calls.length - 1]!.json()).toEqual({ command: "sleep 1", background: true });
    expect(await handle.status()).toEqual({ id: "bg-1", command: "sleep 1", running: false, exitCode: 0, startedAt: new Date("2026-01-01T00:00:00Z"), finishedAt: new Date("2026-01-01T00:00:01Z"), timedOut: false });
    expect(await handle.logs()).toEqual({ text: "line 1\nline 2\n", cursor: 14 });
    expect(await handle.logs(14)).toEqual({ text: "more\n", cursor: 14 });
    expect(calls.at(-1)!.url.search).toBe("?cursor=14");
    await handle.interrupt();
    expect(calls.at(-1)!.url.search).toBe("?id=bg-1");
    expect(await handle.wait()).toMatchObject({ running: false, exitCode: 0, stdout: "line 1\nline 2\n", stderr: "" });
  });

  it("stdin data is written once the command started, then stdin is closed", async () => {
    const sandbox = await connected();
    let received = "";
    let closed = false;
    server.use(
      http.post(`${EXECD}/command`, () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(c) {
            c.enqueue(encoder.encode(frame([{ type: "init", text: "cmd-in" }])));
            while (!closed) await new Promise((r) => setTimeout(r, 5));
            c.enqueue(encoder.encode(frame([{ type: "stdout", text: received.trim() }, { type: "execution_complete" }])));
            c.close();
          },
        });
        return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
      }),
      http.post(`${EXECD}/command/:id/stdin`, async ({ request, params }) => {
        expect(params.id).toBe("cmd-in");
        expect(request.headers.get("content-type")).toBe("application/octet-stream");
        received += await request.text();
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(`${EXECD}/command/:id/stdin`, () => {
        closed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const started: string[] = [];
    const result = await sandbox.commands.run("cat", { stdin: "fed through stdin\n", onStart: (id) => started.push(id) });
    expect(started).toEqual(["cmd-in"]);
    expect(result.stdout).toBe("fed through stdin\n");
    expect(await calls.find((c) => c.url.pathname === "/command")!.json()).toEqual({ command: "cat", stdin: true });
  });

  it("writeStdin sends bytes as they are and is never retried", async () => {
    const sandbox = await connected();
    server.use(http.post(`${EXECD}/command/:id/stdin`, () => errorResponse(503, "BUSY", "x")));
    await expect(sandbox.commands.writeStdin("c1", new Uint8Array([0, 1, 2]))).rejects.toMatchObject({ status: 503 });
    expect(calls.filter((c) => c.url.pathname.endsWith("/stdin"))).toHaveLength(1);
  });

  it("reuses the cached endpoint: many runs, one endpoint lookup", async () => {
    const counter = { n: 0 };
    server.use(endpointHandler(counter), http.post(`${EXECD}/command`, () => streamResponse([frame(ok)])));
    const sandbox = await Sandbox.connect(SANDBOX_ID, conn);
    await Promise.all(Array.from({ length: 5 }, () => sandbox.commands.run("x")));
    for (let i = 0; i < 5; i++) await sandbox.commands.run("x");
    expect(counter.n).toBe(1);
  });

  it("resolves the endpoint lazily, once, for concurrent first calls", async () => {
    const counter = { n: 0 };
    server.use(
      http.get(`*/v1/sandboxes/:id/endpoints/44772`, async () => {
        counter.n++;
        await new Promise((r) => setTimeout(r, 20));
        return HttpResponse.json({ endpoint: "127.0.0.1:40001", headers: { "X-EXECD-ACCESS-TOKEN": TOKEN } });
      }),
      http.post(`${EXECD}/command`, () => streamResponse([frame(ok)])),
    );
    server.use(http.post(`*/v1/sandboxes`, () => HttpResponse.json(createdWire("Pending"), { status: 202 })));
    const lazy = await Sandbox.create({ ...conn, image: "x", skipHealthCheck: true });
    expect(counter.n).toBe(0);
    await Promise.all([lazy.commands.run("a"), lazy.commands.run("b"), lazy.commands.run("c")]);
    expect(counter.n).toBe(1);
  });
});

describe("sessions", () => {
  it("create, run (streamed, with timeout and cwd), delete", async () => {
    const sandbox = await connected();
    server.use(
      http.post(`${EXECD}/session`, () => HttpResponse.json({ session_id: "sess-1" } satisfies ew.CreateSessionResponse)),
      http.post(`${EXECD}/session/:id/run`, () =>
        streamResponse(
          chunked(
            frame([{ type: "init", text: "sess-1" }, { type: "stdout", text: "/tmp" }, { type: "error", error: { ename: "CommandExecError", evalue: "1", traceback: [] } }], "sse"),
            5,
          ),
        ),
      ),
      http.delete(`${EXECD}/session/:id`, () => new HttpResponse(null, { status: 200 })),
    );
    const session = await sandbox.sessions.create({ cwd: "/tmp" });
    expect(session).toEqual({ id: "sess-1" });
    const lines: string[] = [];
    const result = await sandbox.sessions.run(session.id, "pwd; false", { timeoutMs: 5000, cwd: "/tmp", onStdout: (l) => lines.push(l) });
    expect(result).toMatchObject({ id: "sess-1", exitCode: 1, stdout: "/tmp\n" });
    expect(lines).toEqual(["/tmp"]);
    await sandbox.sessions.delete(session.id);
    const bodies = await Promise.all(calls.filter((c) => c.method === "POST").map((c) => c.json()));
    expect(bodies).toEqual([{ cwd: "/tmp" }, { command: "pwd; false", timeout: 5000, cwd: "/tmp" }]);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`).slice(1)).toEqual(["POST /session", "POST /session/sess-1/run", "DELETE /session/sess-1"]);
    expect(calls.slice(1).every((c) => c.headers.get("X-EXECD-ACCESS-TOKEN") === TOKEN)).toBe(true);
  });
});

describe("execd (raw access)", () => {
  it("request() and stream() use the endpoint and its headers", async () => {
    const sandbox = await connected();
    server.use(
      http.get(`${EXECD}/code/contexts`, () => HttpResponse.json([{ id: "ctx", language: "python" }])),
      http.post(`${EXECD}/code`, () =>
        streamResponse([
          frame([
            { type: "init", text: "ctx" },
            { type: "execution_count", execution_count: 3 },
            { type: "result", results: { text: "42" } },
            { type: "execution_complete", execution_time: 5 },
          ]),
        ]),
      ),
    );
    expect(await sandbox.execd.request("GET", "/code/contexts", { query: { language: "python" } })).toEqual([{ id: "ctx", language: "python" }]);
    expect(calls.at(-1)!.url.search).toBe("?language=python");
    const result = await sandbox.execd.stream("/code", { code: "6*7", context: { language: "python" } });
    expect(result).toEqual({ id: "ctx", exitCode: 0, stdout: "", stderr: "", results: [{ text: "42" }], executionCount: 3, executionTimeMs: 5 });
    expect(calls.at(-1)!.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
  });
});

describe("background output, list", () => {
  it("a background run with callbacks follows GET /command/{id}/events; wait() returns the output apart", async () => {
    const sandbox = await connected();
    server.use(
      http.post(`${EXECD}/command`, () => streamResponse([frame([{ type: "init", text: "bg-2" }, { type: "execution_complete", execution_time: 0 }])])),
      http.get(`${EXECD}/command/:id/events`, ({ params }) =>
        streamResponse([
          frame([
            { type: "init", text: String(params.id) },
            { type: "stdout", text: "out" },
            { type: "stderr", text: "err" },
            { type: "stdout", text: "no end", partial: true },
            { type: "error", error: { ename: "CommandExecError", evalue: "143", traceback: ["timed out after 100 ms"], timed_out: true } },
          ]),
        ]),
      ),
      http.get(`${EXECD}/command/status/:id`, ({ params }) =>
        HttpResponse.json({ id: String(params.id), running: false, exit_code: 143, timed_out: true, error: "timed out after 100 ms" } satisfies ew.CommandStatusResponse),
      ),
    );
    const out: string[] = [];
    const err: string[] = [];
    const handle = await sandbox.commands.run("x", { background: true, timeoutMs: 100, onStdout: (l) => out.push(l), onStderr: (l) => err.push(l) });
    const done = await handle.wait();
    expect(out).toEqual(["out", "no end"]);
    expect(err).toEqual(["err"]);
    expect(done).toMatchObject({ id: "bg-2", running: false, exitCode: 143, timedOut: true, stdout: "out\nno end", stderr: "err\n" });
    const follows = calls.filter((c) => c.url.pathname === "/command/bg-2/events");
    expect(follows).toHaveLength(1); // wait() reused the stream that fed the callbacks
    expect(follows[0]!.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
  });

  it("wait() with a timeout throws TimeoutError while the command runs on", async () => {
    const sandbox = await connected();
    server.use(
      http.get(`${EXECD}/command/:id/events`, () => {
        const body = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode(frame([{ type: "init", text: "long" }]))) });
        return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
      }),
    );
    const err = await sandbox.commands.wait("long", { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(TimeoutError.isInstance(err)).toBe(true);
    expect((err as Error).message).toBe("command long was still running after 200 ms");
  });

  it("list() asks GET /commands, with running=true when asked", async () => {
    const sandbox = await connected();
    server.use(
      http.get(`${EXECD}/commands`, () =>
        HttpResponse.json([{ id: "c1", content: "sleep 9", running: true, started_at: "2026-01-01T00:00:00Z" }] satisfies ew.CommandStatusResponse[]),
      ),
    );
    expect(await sandbox.commands.list({ running: true })).toEqual([{ id: "c1", command: "sleep 9", running: true, exitCode: null, timedOut: false, startedAt: new Date("2026-01-01T00:00:00Z") }]);
    await sandbox.commands.list();
    expect(calls.filter((c) => c.url.pathname === "/commands").map((c) => c.url.search)).toEqual(["?running=true", ""]);
  });
});

describe("wait() on a foreground command", () => {
  it("polls its status (execd answers 409 to following it) and returns no output", async () => {
    const sandbox = await connected();
    let polls = 0;
    server.use(
      http.get(`${EXECD}/command/:id/events`, () => errorResponse(409, "CONFLICT", "runs in the foreground")),
      http.get(`${EXECD}/command/status/:id`, ({ params }) =>
        HttpResponse.json({ id: String(params.id), running: polls++ < 2, exit_code: polls > 2 ? 143 : null } satisfies ew.CommandStatusResponse),
      ),
      http.get(`${EXECD}/command/:id/logs`, () => errorResponse(409, "CONFLICT", "runs in the foreground")),
    );
    expect(await sandbox.commands.wait("fg-1", { timeoutMs: 5000 })).toMatchObject({ id: "fg-1", running: false, exitCode: 143, stdout: "", stderr: "" });
  });
});
