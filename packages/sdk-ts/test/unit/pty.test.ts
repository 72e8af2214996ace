// pty: HTTP operations against msw, and the WebSocket protocol against an injected fake
// WebSocket class (URL, headers, binary frames both ways, resize and exit messages).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type * as ew from "../../src/generated/execd/types.gen.ts";
import { NotFoundError, TimeoutError, type WebSocketLike } from "../../src/index.ts";
import { connected, EXECD, errorResponse, recordRequests, server, TOKEN, useMsw } from "./support.ts";

useMsw();
const calls = recordRequests();

const session: ew.PtySession = { id: "pty-1", command: ["bash"], pid: 42, cols: 120, rows: 40, running: true, exit_code: null, created_at: "2026-01-01T00:00:00Z" };

type Listener = (event: { data?: unknown; code?: number; reason?: string; message?: string }) => void;

/** A scripted WebSocket: records what the SDK sends and lets the test play the server. */
class FakeSocket implements WebSocketLike {
  static last: FakeSocket | undefined;
  static behaviour: "open" | "fail" | "hang" = "open";
  binaryType = "blob";
  readyState = 0;
  sent: (string | Uint8Array)[] = [];
  closedWith: [number | undefined, string | undefined] | undefined;
  readonly url: string;
  readonly options: { headers: Record<string, string> };
  readonly #listeners = new Map<string, Listener[]>();

  constructor(url: string, options: { headers: Record<string, string> }) {
    this.url = url;
    this.options = options;
    FakeSocket.last = this;
    setTimeout(() => {
      if (FakeSocket.behaviour === "open") {
        this.readyState = 1;
        this.emit("open", {});
      } else if (FakeSocket.behaviour === "fail") {
        this.emit("error", { message: "Unexpected server response: 404" });
        this.readyState = 3;
        this.emit("close", { code: 1006, reason: "" });
      }
    }, 1);
  }
  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: Parameters<Listener>[0]): void {
    for (const l of this.#listeners.get(type) ?? []) l(event);
  }
  send(data: string | ArrayBuffer | Uint8Array): void {
    this.sent.push(typeof data === "string" ? data : new Uint8Array(data as ArrayBuffer));
  }
  close(code?: number, reason?: string): void {
    this.closedWith = [code, reason];
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit("close", { code: code ?? 1005, reason: reason ?? "" });
  }
}

describe("pty over HTTP", () => {
  it("create, list, get, resize, kill", async () => {
    const sandbox = await connected();
    server.use(
      http.post(`${EXECD}/pty`, () => HttpResponse.json(session, { status: 201 })),
      http.get(`${EXECD}/pty`, () => HttpResponse.json([session, { ...session, id: "pty-2", running: false, exit_code: 0 }])),
      http.get(`${EXECD}/pty/:id`, () => HttpResponse.json(session)),
      http.post(`${EXECD}/pty/:id/resize`, () => new HttpResponse(null, { status: 204 })),
      http.delete(`${EXECD}/pty/:id`, () => new HttpResponse(null, { status: 204 })),
    );
    const info = await sandbox.pty.create({ command: ["bash"], cols: 120, rows: 40, env: { A: "1" }, cwd: "/w" });
    expect(info).toEqual({ id: "pty-1", command: ["bash"], pid: 42, cols: 120, rows: 40, running: true, exitCode: null, createdAt: new Date("2026-01-01T00:00:00Z") });
    expect(await calls.at(-1)!.json()).toEqual({ command: ["bash"], cols: 120, rows: 40, env: { A: "1" }, cwd: "/w" } satisfies ew.CreatePtyRequest);
    expect((await sandbox.pty.list()).map((p) => [p.id, p.exitCode])).toEqual([
      ["pty-1", null],
      ["pty-2", 0],
    ]);
    expect((await sandbox.pty.get("pty-1")).pid).toBe(42);
    await sandbox.pty.resize("pty-1", 160, 48);
    expect(await calls.at(-1)!.json()).toEqual({ cols: 160, rows: 48 });
    await sandbox.pty.kill("pty-1");
    expect(calls.slice(1).map((c) => `${c.method} ${c.url.pathname}`)).toEqual(["POST /pty", "GET /pty", "GET /pty/pty-1", "POST /pty/pty-1/resize", "DELETE /pty/pty-1"]);
  });
});

describe("pty.attach", () => {
  it("connects to ws://…/pty/{id}/ws with the endpoint headers and speaks the protocol", async () => {
    FakeSocket.behaviour = "open";
    const sandbox = await connected({ WebSocket: FakeSocket });
    const data: string[] = [];
    const exits: number[] = [];
    const conn = await sandbox.pty.attach("pty-1", { onData: (d) => data.push(new TextDecoder().decode(d)), onExit: (c) => exits.push(c) });
    const ws = FakeSocket.last!;
    expect(ws.url).toBe(`${EXECD.replace("http", "ws")}/pty/pty-1/ws`);
    expect(ws.options.headers["X-EXECD-ACCESS-TOKEN"]).toBe(TOKEN);
    expect(ws.binaryType).toBe("arraybuffer");

    ws.emit("message", { data: new TextEncoder().encode("$ ").buffer });
    ws.emit("message", { data: new TextEncoder().encode("replayed") }); // a Buffer-like view (ws package)
    conn.write("echo hi\n");
    conn.write(new Uint8Array([3]));
    conn.resize(100, 30);
    ws.emit("message", { data: JSON.stringify({ type: "unknown-control" }) });
    ws.emit("message", { data: JSON.stringify({ type: "exit", exit_code: 130 }) });
    ws.close(1000, "terminal exited");

    expect(data).toEqual(["$ ", "replayed"]);
    expect(ws.sent).toEqual([new TextEncoder().encode("echo hi\n"), new Uint8Array([3]), JSON.stringify({ type: "resize", cols: 100, rows: 30 })]);
    expect(exits).toEqual([130]);
    expect(await conn.closed).toEqual({ code: 1000, reason: "terminal exited", exitCode: 130 });
  });

  it("close() detaches", async () => {
    FakeSocket.behaviour = "open";
    const sandbox = await connected({ WebSocket: FakeSocket });
    const conn = await sandbox.pty.attach("pty-1");
    conn.close();
    expect(FakeSocket.last!.closedWith).toEqual([1000, "detached"]);
    expect((await conn.closed).exitCode).toBeUndefined();
  });

  it("a refused handshake is reported through the HTTP status of the terminal", async () => {
    FakeSocket.behaviour = "fail";
    const sandbox = await connected({ WebSocket: FakeSocket });
    server.use(http.get(`${EXECD}/pty/:id`, () => errorResponse(404, "PTY_NOT_FOUND", "no such terminal")));
    await expect(sandbox.pty.attach("nope")).rejects.toSatisfy((e) => NotFoundError.isInstance(e));
  });

  it("times out when the socket never opens", async () => {
    FakeSocket.behaviour = "hang";
    const sandbox = await connected({ WebSocket: FakeSocket });
    await expect(sandbox.pty.attach("pty-1", { timeoutMs: 30 })).rejects.toSatisfy((e) => TimeoutError.isInstance(e));
  });

  it("explains what to do without a WebSocket implementation (Node 20)", async () => {
    const original = globalThis.WebSocket;
    try {
      // @ts-expect-error Node 20 has no global WebSocket
      delete globalThis.WebSocket;
      const sandbox = await connected();
      await expect(sandbox.pty.attach("pty-1")).rejects.toThrow(/needs a WebSocket implementation/);
    } finally {
      globalThis.WebSocket = original;
    }
  });
});
