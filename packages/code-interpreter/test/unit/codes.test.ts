// ci.codes against msw: request shapes of every /code operation, stream → Execution assembly
// with both framings and awkward chunking, callbacks, error mapping, and abort → interrupt.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { BadRequestError, ConflictError, ConnectionError, NotFoundError } from "@opensandbox/sdk";
import { CodeInterpreter, Result, type Execution, type ExecutionError } from "../../src/index.ts";
import { chunked, connected, EXECD, errorResponse, frame, PNG_BASE64, PNG_SIGNATURE, recordRequests, server, streamResponse, TOKEN, useMsw, type WireEvent } from "./support.ts";

useMsw();
const calls = recordRequests();

async function interpreter(): Promise<CodeInterpreter> {
  return CodeInterpreter.create(await connected());
}

const CTX = "3b1f0c8e2d4a4f6b";

const cell: WireEvent[] = [
  { type: "init", text: CTX, timestamp: 1 },
  { type: "execution_count", execution_count: 3 },
  { type: "stdout", text: "héllo" },
  { type: "stdout", text: "\n" },
  { type: "stderr", text: "warn" },
  { type: "ping", text: "pong" },
  { type: "result", results: { "image/png": PNG_BASE64, text: "<Figure size 640x480 with 1 Axes>" } },
  { type: "result", results: { text: "42", "text/html": "<b>42</b>" } },
  { type: "status", text: "idle" },
  { type: "execution_complete", execution_time: 17 },
];

describe("contexts", () => {
  it("createContext posts the language (python by default) and cwd with the execd token", async () => {
    const ci = await interpreter();
    server.use(http.post(`${EXECD}/code/context`, async ({ request }) => HttpResponse.json({ id: CTX, language: ((await request.json()) as { language: string }).language })));
    expect(await ci.codes.createContext()).toEqual({ id: CTX, language: "python" });
    expect(await ci.codes.createContext({ language: "javascript", cwd: "/tmp" })).toEqual({ id: CTX, language: "javascript" });
    const posts = calls.filter((c) => c.url.pathname === "/code/context");
    expect(posts.map((c) => c.method)).toEqual(["POST", "POST"]);
    expect(posts[0]!.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
    expect(posts[0]!.headers.get("content-type")).toBe("application/json");
    expect(await posts[0]!.json()).toEqual({ language: "python" });
    expect(await posts[1]!.json()).toEqual({ language: "javascript", cwd: "/tmp" });
  });

  it("listContexts, getContext, deleteContext, deleteContexts hit the spec's routes", async () => {
    const ci = await interpreter();
    const list = [
      { id: "a", language: "python" },
      { id: "b", language: "javascript" },
    ];
    server.use(
      http.get(`${EXECD}/code/contexts`, ({ request }) => {
        const lang = new URL(request.url).searchParams.get("language");
        return HttpResponse.json(lang ? list.filter((c) => c.language === lang) : list);
      }),
      http.get(`${EXECD}/code/contexts/:id`, ({ params }) => HttpResponse.json({ id: params.id, language: "python" })),
      http.delete(`${EXECD}/code/contexts/:id`, () => new HttpResponse(null, { status: 200 })),
      http.delete(`${EXECD}/code/contexts`, () => new HttpResponse(null, { status: 200 })),
    );
    expect(await ci.codes.listContexts()).toEqual(list);
    expect(await ci.codes.listContexts("javascript")).toEqual([{ id: "b", language: "javascript" }]);
    expect(await ci.codes.getContext("a/b")).toEqual({ id: "a/b", language: "python" });
    await ci.codes.deleteContext("a");
    await ci.codes.deleteContext({ id: "b", language: "javascript" });
    await ci.codes.deleteContexts("python");
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`).filter((s) => s.includes("/code"))).toEqual([
      "GET /code/contexts",
      "GET /code/contexts?language=javascript",
      "GET /code/contexts/a%2Fb",
      "DELETE /code/contexts/a",
      "DELETE /code/contexts/b",
      "DELETE /code/contexts?language=python",
    ]);
    for (const c of calls.filter((c) => c.url.pathname.startsWith("/code"))) expect(c.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
  });

  it("interrupt sends DELETE /code?id= for an id, a context or an execution", async () => {
    const ci = await interpreter();
    server.use(http.delete(`${EXECD}/code`, () => new HttpResponse(null, { status: 200 })));
    await ci.codes.interrupt("c1");
    await ci.codes.interrupt({ id: "c2", language: "python" });
    const execution: Execution = { id: "c3", executionCount: 1, results: [], logs: { stdout: [], stderr: [] }, executionTimeMs: 1 };
    await ci.codes.interrupt(execution);
    expect(calls.filter((c) => c.url.pathname === "/code").map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual(["DELETE /code?id=c1", "DELETE /code?id=c2", "DELETE /code?id=c3"]);
    await expect(ci.codes.interrupt("")).rejects.toThrow(TypeError);
  });
});

describe("run: request", () => {
  it.each([
    ["nothing: the default python context", {}, { language: "python" }],
    ["a language: its default context", { language: "javascript" }, { language: "javascript" }],
    ["a context id", { context: CTX }, { id: CTX }],
    ["a context", { context: { id: CTX, language: "python" } }, { id: CTX, language: "python" }],
  ] as const)("selects the context from %s", async (_n, options, selector) => {
    const ci = await interpreter();
    server.use(http.post(`${EXECD}/code`, () => streamResponse([frame(cell)])));
    await ci.codes.run("x = 1", options);
    const post = calls.find((c) => c.url.pathname === "/code")!;
    expect(post.method).toBe("POST");
    expect(post.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
    expect(await post.json()).toEqual({ code: "x = 1", context: selector });
  });
});

describe("run: stream → Execution", () => {
  it.each([
    ["bare JSON", "bare", 1 << 20],
    ["bare JSON in 1-byte chunks", "bare", 1],
    ["bare JSON in 5-byte chunks", "bare", 5],
    ["SSE data: lines (CRLF)", "sse", 1 << 20],
    ["SSE data: lines in 3-byte chunks", "sse", 3],
  ] as const)("assembles the execution from %s and feeds the callbacks", async (_n, framing, size) => {
    const ci = await interpreter();
    server.use(http.post(`${EXECD}/code`, () => streamResponse(chunked(`: comment\nevent: message\n${frame(cell, framing)}`, size))));
    const seen: string[] = [];
    const execution = await ci.codes.run("print('héllo')", {
      onStdout: (l) => seen.push(`out:${l}`),
      onStderr: (l) => seen.push(`err:${l}`),
      onResult: (r) => seen.push(`result:${r.formats().join(",")}`),
      onError: () => seen.push("error"),
    });
    expect(execution.id).toBe(CTX);
    expect(execution.executionCount).toBe(3);
    expect(execution.executionTimeMs).toBe(17);
    expect(execution.error).toBeUndefined();
    expect(execution.logs).toEqual({ stdout: ["héllo", ""], stderr: ["warn"] });
    expect(execution.results).toHaveLength(2);
    expect(execution.results.every((r) => r instanceof Result)).toBe(true);
    expect([...execution.results[0]!.png!.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(execution.results[1]!.text).toBe("42");
    expect(execution.results[1]!.html).toBe("<b>42</b>");
    expect(execution.results[1]!.isMainResult).toBeUndefined();
    expect(seen).toEqual(["out:héllo", "out:", "err:warn", "result:png,text", "result:text,html"]);
  });

  it("a failing cell resolves with error and traceback (onError called), not a rejection", async () => {
    const ci = await interpreter();
    const traceback = ["\u001b[0;31mNameError\u001b[0m Traceback (most recent call last)", "NameError: name 'y' is not defined"];
    server.use(
      http.post(`${EXECD}/code`, () =>
        streamResponse([
          frame([
            { type: "init", text: CTX },
            { type: "execution_count", execution_count: 4 },
            { type: "stdout", text: "before" },
            { type: "error", error: { ename: "NameError", evalue: "name 'y' is not defined", traceback } },
          ]),
        ]),
      ),
    );
    const errors: ExecutionError[] = [];
    const execution = await ci.codes.run("print('before'); y", { context: CTX, onError: (e) => errors.push(e) });
    const expected = { name: "NameError", value: "name 'y' is not defined", traceback };
    expect(execution).toEqual({ id: CTX, executionCount: 4, results: [], logs: { stdout: ["before"], stderr: [] }, error: expected, executionTimeMs: undefined });
    expect(errors).toEqual([expected]);
  });

  it("a cell with both error and execution_complete keeps the error and the time", async () => {
    const ci = await interpreter();
    server.use(
      http.post(`${EXECD}/code`, () =>
        streamResponse([
          frame([
            { type: "init", text: CTX },
            { type: "error", error: { ename: "ValueError", evalue: "bad" } },
            { type: "execution_complete", execution_time: 5 },
          ]),
        ]),
      ),
    );
    const execution = await ci.codes.run("raise ValueError('bad')");
    expect(execution.error).toEqual({ name: "ValueError", value: "bad", traceback: [] });
    expect(execution.executionTimeMs).toBe(5);
  });

  it("reads is_main_result / msg_type from result events when the daemon sends them", async () => {
    const ci = await interpreter();
    server.use(
      http.post(`${EXECD}/code`, () =>
        streamResponse([
          frame([
            { type: "init", text: CTX },
            { type: "result", results: { text: "a" }, is_main_result: false },
            { type: "result", results: { text: "b" }, msg_type: "display_data" },
            { type: "result", results: { text: "c" }, msg_type: "execute_result" },
            { type: "result", results: { text: "d" } },
            { type: "execution_complete", execution_time: 1 },
          ]),
        ]),
      ),
    );
    const execution = await ci.codes.run("...");
    expect(execution.results.map((r) => [r.text, r.isMainResult])).toEqual([
      ["a", false],
      ["b", false],
      ["c", true],
      ["d", undefined],
    ]);
  });

  it("a stream that ends before a terminal event is a ConnectionError", async () => {
    const ci = await interpreter();
    server.use(http.post(`${EXECD}/code`, () => streamResponse([frame([{ type: "init", text: CTX }, { type: "stdout", text: "partial" }])])));
    const err = await ci.codes.run("print(1)").catch((e: unknown) => e);
    expect(ConnectionError.isInstance(err)).toBe(true);
  });

  it("an exception thrown by a callback ends the run and is rethrown as it is", async () => {
    const ci = await interpreter();
    server.use(http.post(`${EXECD}/code`, () => streamResponse([frame(cell)])));
    const boom = new Error("callback failed");
    await expect(
      ci.codes.run("x", {
        onResult: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
  });
});

describe("errors pass through from the SDK", () => {
  it("a sandbox without a kernel: BadRequestError with the server's NOT_SUPPORTED", async () => {
    const ci = await interpreter();
    const message = "no Jupyter kernel for language python (looked for kernelspecs in ...)";
    server.use(
      http.post(`${EXECD}/code/context`, () => errorResponse(400, "NOT_SUPPORTED", message, "req-ns")),
      http.post(`${EXECD}/code`, () => errorResponse(400, "NOT_SUPPORTED", message, "req-ns2")),
    );
    const created = await ci.codes.createContext().catch((e: unknown) => e);
    expect(BadRequestError.isInstance(created)).toBe(true);
    expect(created).toMatchObject({ status: 400, code: "NOT_SUPPORTED", requestId: "req-ns" });
    expect((created as Error).message).toContain(message);
    const ran = await ci.codes.run("1").catch((e: unknown) => e);
    expect(ran).toMatchObject({ status: 400, code: "NOT_SUPPORTED", requestId: "req-ns2" });
  });

  it("unknown context: NotFoundError CONTEXT_NOT_FOUND (run, get, delete, interrupt); dead kernel: ConflictError", async () => {
    const ci = await interpreter();
    server.use(
      http.post(`${EXECD}/code`, async ({ request }) => {
        const id = ((await request.json()) as { context: { id: string } }).context.id;
        return id === "dead" ? errorResponse(409, "CONFLICT", "kernel died") : errorResponse(404, "CONTEXT_NOT_FOUND", `code context ${id} not found`);
      }),
      http.get(`${EXECD}/code/contexts/:id`, () => errorResponse(404, "CONTEXT_NOT_FOUND", "nope")),
      http.delete(`${EXECD}/code/contexts/:id`, () => errorResponse(404, "CONTEXT_NOT_FOUND", "nope")),
      http.delete(`${EXECD}/code`, () => errorResponse(404, "CONTEXT_NOT_FOUND", "nope")),
    );
    for (const p of [ci.codes.run("1", { context: "gone" }), ci.codes.getContext("gone"), ci.codes.deleteContext("gone"), ci.codes.interrupt("gone")]) {
      const err = await p.catch((e: unknown) => e);
      expect(NotFoundError.isInstance(err)).toBe(true);
      expect(err).toMatchObject({ status: 404, code: "CONTEXT_NOT_FOUND" });
    }
    const dead = await ci.codes.run("1", { context: "dead" }).catch((e: unknown) => e);
    expect(ConflictError.isInstance(dead)).toBe(true);
  });
});

describe("abort", () => {
  it("aborting a running cell sends DELETE /code?id= before closing the stream, then rejects with the reason", async () => {
    const ci = await interpreter();
    const order: string[] = [];
    server.use(
      http.post(`${EXECD}/code`, () =>
        streamResponse(
          [
            frame([
              { type: "init", text: CTX },
              { type: "execution_count", execution_count: 1 },
              { type: "stdout", text: "tick" },
            ]),
          ],
          { open: true, onCancel: () => order.push("stream closed") },
        ),
      ),
      http.delete(`${EXECD}/code`, () => {
        order.push("interrupt");
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const controller = new AbortController();
    const reason = new Error("user gave up");
    const run = ci.codes.run("while True: pass", { language: "python", signal: controller.signal, onStdout: () => controller.abort(reason) });
    await expect(run).rejects.toBe(reason);
    const del = calls.find((c) => c.method === "DELETE")!;
    expect(`${del.url.pathname}${del.url.search}`).toBe(`/code?id=${CTX}`);
    expect(del.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
    expect(order[0]).toBe("interrupt");
  });

  it("aborting a run still queued behind another (only init seen) closes the stream without interrupting", async () => {
    const ci = await interpreter();
    server.use(http.post(`${EXECD}/code`, () => streamResponse([frame([{ type: "init", text: CTX }, { type: "ping", text: "pong" }])], { open: true })));
    const controller = new AbortController();
    const run = ci.codes.run("1", { context: CTX, signal: controller.signal });
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    const err = await run.catch((e: unknown) => e);
    expect((err as Error).name).toBe("AbortError");
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
  });

  it("an already aborted signal rejects without a request", async () => {
    const ci = await interpreter();
    const reason = new Error("too late");
    await expect(ci.codes.run("1", { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(calls.filter((c) => c.url.pathname.startsWith("/code"))).toEqual([]);
  });

  it("a failing interrupt does not hide the abort", async () => {
    const ci = await interpreter();
    server.use(
      http.post(`${EXECD}/code`, () =>
        streamResponse([frame([{ type: "init", text: CTX }, { type: "execution_count", execution_count: 1 }])], { open: true }),
      ),
      http.delete(`${EXECD}/code`, () => errorResponse(500, "RUNTIME_ERROR", "boom")),
    );
    const controller = new AbortController();
    const run = ci.codes.run("1", { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 50));
    const reason = new Error("stop");
    controller.abort(reason);
    await expect(run).rejects.toBe(reason);
    expect(calls.some((c) => c.method === "DELETE" && c.url.search === `?id=${CTX}`)).toBe(true);
  });
});

describe("runCode", () => {
  it("runs in the default Python context, keeping state between runs, with the callbacks of codes.run", async () => {
    const ci = await interpreter();
    let n = 0;
    server.use(
      http.post(`${EXECD}/code`, () =>
        streamResponse([frame([{ type: "init", text: CTX }, { type: "stdout", text: String(++n) }, { type: "execution_complete", execution_time: 1 }])]),
      ),
    );
    const lines: string[] = [];
    const first = await ci.runCode("x = 1\nprint(x)", { onStdout: (l) => lines.push(l) });
    await ci.runCode("x += 1\nprint(x)", { onStdout: (l) => lines.push(l) });
    expect(first.logs.stdout).toEqual(["1"]);
    expect(lines).toEqual(["1", "2"]);
    const posts = calls.filter((c) => c.url.pathname === "/code");
    expect(await posts[0]!.json()).toEqual({ code: "x = 1\nprint(x)", context: { language: "python" } });
    expect(await posts[1]!.json()).toEqual({ code: "x += 1\nprint(x)", context: { language: "python" } });
  });

  it("takes another language's default context", async () => {
    const ci = await interpreter();
    server.use(http.post(`${EXECD}/code`, () => streamResponse([frame([{ type: "init", text: CTX }, { type: "execution_complete", execution_time: 1 }])])));
    await ci.runCode("1", { language: "javascript" });
    expect(await calls.find((c) => c.url.pathname === "/code")!.json()).toEqual({ code: "1", context: { language: "javascript" } });
  });
});
