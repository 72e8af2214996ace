// Terminals through a real listening execd on the host: the JSON operations over HTTP and the
// attach WebSocket with the `ws` client, plus the service's flow control with a fake client.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildApp, type Execd } from "../../src/app.ts";
import { CLIENT_HIGH_WATER, PTY_BUFFER_BYTES, PtyService, RingBuffer } from "../../src/services/pty.ts";

const TOKEN = "unit-token";
let app: Execd;
let base: string;
let wsBase: string;

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  const port = (app.http.server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
  wsBase = `ws://127.0.0.1:${port}`;
});
afterAll(() => app.close());

const headers = { "x-execd-access-token": TOKEN, "content-type": "application/json" };

type Session = { id: string; command: string[]; pid: number; cols: number; rows: number; running: boolean; exit_code?: number | null; created_at: string };

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; json: any; headers: Headers }> {
  const res = await fetch(`${base}${path}`, { method, headers: body === undefined ? { "x-execd-access-token": TOKEN } : headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}

async function create(body: Record<string, unknown> = {}): Promise<Session> {
  const res = await api("POST", "/pty", body);
  expect(res.status).toBe(201);
  return res.json as Session;
}

/** An interactive shell without the host's rc files (which may be slow, and are no business of these tests). */
const SHELL = { command: ["bash", "--norc", "--noprofile"], env: { PS1: "$ " } };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const waitUntil = async (cond: () => boolean, ms = 5000, what = "condition") => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
};

/** Whether a process exists and is not a zombie. */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

type Term = {
  ws: WebSocket;
  text: () => string;
  messages: unknown[];
  requestId: string | undefined;
  closed: Promise<{ code: number; reason: string }>;
  waitFor: (pattern: RegExp, ms?: number) => Promise<void>;
  type: (s: string) => void;
};

function attach(id: string): Promise<Term> {
  const ws = new WebSocket(`${wsBase}/pty/${id}/ws`, { headers: { "x-execd-access-token": TOKEN } });
  const chunks: Buffer[] = [];
  const messages: unknown[] = [];
  let requestId: string | undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  ws.on("upgrade", (res) => (requestId = res.headers["x-request-id"] as string | undefined));
  ws.on("message", (data, isBinary) => {
    if (isBinary) chunks.push(data as Buffer);
    else messages.push(JSON.parse(data.toString()));
  });
  const text = () => Buffer.concat(chunks).toString("utf8");
  return new Promise((resolve, reject) => {
    ws.on("error", reject);
    ws.on("open", () =>
      resolve({
        ws,
        text,
        messages,
        get requestId() {
          return requestId;
        },
        closed,
        waitFor: (pattern, ms = 4000) => waitUntil(() => pattern.test(text()), ms, `output matching ${pattern} in ${JSON.stringify(text())}`),
        type: (s) => ws.send(Buffer.from(s), { binary: true }),
      }),
    );
  });
}

/** The HTTP status of a refused upgrade (the `ws` client's 'unexpected-response'). */
function refusedUpgrade(url: string, hdrs: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: hdrs });
    ws.on("open", () => reject(new Error("the upgrade was accepted")));
    ws.on("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on("error", () => undefined);
  });
}

describe("PTY over HTTP", () => {
  it("creates a shell with default size and lists it", async () => {
    const s = await create({ env: { HOME: mkdtempSync(path.join(tmpdir(), "pty-home-")) } }); // no rc files of the host
    expect(s).toMatchObject({ id: expect.any(String), cols: 80, rows: 24, running: true, exit_code: null, pid: expect.any(Number) });
    expect(s.command).toHaveLength(1);
    expect(s.command[0]).toMatch(/\/(ba)?sh$/);
    expect(new Date(s.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const list = await api("GET", "/pty");
    expect(list.status).toBe(200);
    expect((list.json as Session[]).map((x) => x.id)).toContain(s.id);
    expect((await api("GET", `/pty/${s.id}`)).json).toMatchObject({ id: s.id, running: true });
    expect((await api("DELETE", `/pty/${s.id}`)).status).toBe(204);
  });

  it("runs the requested command with TERM=xterm-256color and the request's env", async () => {
    const s = await create({ command: ["sh", "-c", 'echo "term=$TERM foo=$FOO cwd=$(pwd)"'], env: { FOO: "bar" }, cwd: "/tmp" });
    const t = await attach(s.id);
    await t.closed;
    expect(t.text()).toContain("term=xterm-256color foo=bar cwd=/tmp");
    expect(t.messages).toEqual([{ type: "exit", exit_code: 0 }]);
  });

  it("rejects bad requests", async () => {
    expect((await api("POST", "/pty", { cols: 0 })).status).toBe(400);
    expect((await api("POST", "/pty", { bogus: 1 })).status).toBe(400);
    const missing = await api("POST", "/pty", { command: ["definitely-not-a-command-xyz"] });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe("INVALID_REQUEST_BODY");
    expect((await api("POST", "/pty", { cwd: "/nonexistent/dir" })).json.code).toBe("FILE_NOT_FOUND");
  });

  it("answers 404 PTY_NOT_FOUND for unknown ids, on every operation", async () => {
    for (const [method, path, body] of [
      ["GET", "/pty/nope", undefined],
      ["DELETE", "/pty/nope", undefined],
      ["POST", "/pty/nope/resize", { cols: 10, rows: 10 }],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("PTY_NOT_FOUND");
    }
    const ws = await refusedUpgrade(`${wsBase}/pty/nope/ws`, { "x-execd-access-token": TOKEN });
    expect(ws.status).toBe(404);
    expect(JSON.parse(ws.body).code).toBe("PTY_NOT_FOUND");
  });

  it("refuses the WebSocket upgrade with 401 before upgrading when the token is wrong or missing", async () => {
    const s = await create(SHELL);
    for (const hdrs of [{ "x-execd-access-token": "wrong" }, {}] as Record<string, string>[]) {
      const res = await refusedUpgrade(`${wsBase}/pty/${s.id}/ws`, hdrs);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body).code).toBe("UNAUTHORIZED");
    }
    // The unauthenticated attempts did not attach anything or disturb the session.
    expect((await api("GET", `/pty/${s.id}`)).json.running).toBe(true);
    await api("DELETE", `/pty/${s.id}`);
  });

  it("answers a plain GET on the WebSocket path with 400", async () => {
    const s = await create(SHELL);
    const res = await api("GET", `/pty/${s.id}/ws`);
    expect(res.status).toBe(400);
    await api("DELETE", `/pty/${s.id}`);
  });
});

describe("PTY WebSocket", () => {
  it("echoes typed input and carries X-Request-ID on the 101", async () => {
    const s = await create(SHELL);
    const t = await attach(s.id);
    expect(t.requestId).toEqual(expect.any(String));
    t.type("echo hi\r");
    await t.waitFor(/[\r\n]hi\r\n/);
    t.ws.close();
    await api("DELETE", `/pty/${s.id}`);
  });

  it("resizes over HTTP and over the socket; stty sees it", async () => {
    const s = await create({ ...SHELL, cols: 90, rows: 20 });
    const t = await attach(s.id);
    t.type("stty size\r");
    await t.waitFor(/20 90/);
    expect((await api("POST", `/pty/${s.id}/resize`, { cols: 100, rows: 30 })).status).toBe(204);
    t.type("stty size\r");
    await t.waitFor(/30 100/);
    t.ws.send(JSON.stringify({ type: "resize", cols: 120, rows: 40 }));
    t.ws.send(JSON.stringify({ type: "something-new" })); // ignored
    t.ws.send("not json"); // ignored
    await sleep(100);
    t.type("stty size\r");
    await t.waitFor(/40 120/);
    expect((await api("GET", `/pty/${s.id}`)).json).toMatchObject({ cols: 120, rows: 40 });
    expect((await api("POST", `/pty/${s.id}/resize`, { cols: 0, rows: 10 })).status).toBe(400);
    t.ws.close();
    await api("DELETE", `/pty/${s.id}`);
  });

  it("replays earlier output to a client that attaches later; all clients see live output", async () => {
    const s = await create(SHELL);
    const first = await attach(s.id);
    first.type("echo first-$((40+2))\r");
    await first.waitFor(/first-42/);
    first.ws.close();
    await first.closed;
    const second = await attach(s.id);
    await second.waitFor(/first-42/); // replayed
    const third = await attach(s.id);
    await third.waitFor(/first-42/);
    second.type("echo live-$((6*7))\r");
    await second.waitFor(/live-42/);
    await third.waitFor(/live-42/);
    second.ws.close();
    third.ws.close();
    await api("DELETE", `/pty/${s.id}`);
  });

  it("sends the exit message then closes with 1000; the exited session stays listed", async () => {
    const s = await create(SHELL);
    const t = await attach(s.id);
    t.type("echo bye\r");
    await t.waitFor(/[\r\n]bye\r\n/);
    t.type("exit 3\r");
    const closed = await t.closed;
    expect(closed.code).toBe(1000);
    expect(t.messages).toEqual([{ type: "exit", exit_code: 3 }]);
    const after = await api("GET", `/pty/${s.id}`);
    expect(after.json).toMatchObject({ running: false, exit_code: 3 });
    expect(((await api("GET", "/pty")).json as Session[]).find((x) => x.id === s.id)).toMatchObject({ exit_code: 3 });
    // Attaching to an exited session: replay, exit, close.
    const late = await attach(s.id);
    const lateClosed = await late.closed;
    expect(lateClosed.code).toBe(1000);
    expect(late.text()).toContain("bye");
    expect(late.messages).toEqual([{ type: "exit", exit_code: 3 }]);
    const resize = await api("POST", `/pty/${s.id}/resize`, { cols: 10, rows: 10 });
    expect(resize.status).toBe(409);
    expect(resize.json.code).toBe("CONFLICT");
    expect((await api("DELETE", `/pty/${s.id}`)).status).toBe(204);
    expect((await api("GET", `/pty/${s.id}`)).status).toBe(404);
  });

  it("reports 128 + signal for a program killed by a signal", async () => {
    const s = await create({ command: ["sh", "-c", "kill -9 $$"] });
    const t = await attach(s.id);
    await t.closed;
    expect(t.messages).toEqual([{ type: "exit", exit_code: 137 }]);
  });

  it("delete hangs up the process group (SIGKILL when SIGHUP is ignored) and closes sockets with 1001", async () => {
    // The shell ignores SIGHUP and so does its background child: only the SIGKILL fallback ends them.
    const s = await create({ command: ["sh", "-c", 'trap "" HUP; sleep 1000 & echo "child=$!"; wait'] });
    const t = await attach(s.id);
    await t.waitFor(/child=\d+/);
    const child = Number(/child=(\d+)/.exec(t.text())![1]);
    expect(alive(s.pid)).toBe(true);
    expect(alive(child)).toBe(true);
    expect((await api("DELETE", `/pty/${s.id}`)).status).toBe(204);
    expect((await t.closed).code).toBe(1001);
    expect((await api("GET", `/pty/${s.id}`)).status).toBe(404);
    await waitUntil(() => !alive(s.pid) && !alive(child), 8000, "the process group to die");
  });

  it("delete of an interactive shell ends it at once", async () => {
    const s = await create(SHELL);
    const t = await attach(s.id);
    t.type("echo ready\r");
    await t.waitFor(/[\r\n]ready\r\n/);
    await api("DELETE", `/pty/${s.id}`);
    expect((await t.closed).code).toBe(1001);
    await waitUntil(() => !alive(s.pid), 1500, "the shell to die");
  });
});

describe("shutdown", () => {
  it("closing execd closes attached sockets with 1001 and kills the terminals", async () => {
    const other = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
    await other.http.listen({ host: "127.0.0.1", port: 0 });
    const port = (other.http.server.address() as { port: number }).port;
    const res = await fetch(`http://127.0.0.1:${port}/pty`, { method: "POST", headers, body: JSON.stringify(SHELL) });
    const s = (await res.json()) as Session;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/pty/${s.id}/ws`, { headers: { "x-execd-access-token": TOKEN } });
    const closed = new Promise<number>((r) => ws.on("close", (code) => r(code)));
    await new Promise((r) => ws.on("open", r));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await closed).toBe(1001);
    await waitUntil(() => !alive(s.pid), 5000, "the terminal to be killed");
  });
});

describe("PtyService", () => {
  it("answers NOT_SUPPORTED with the load error when node-pty cannot load", () => {
    const svc = new PtyService({
      loader: () => {
        throw new Error("cannot open shared object file pty.node");
      },
    });
    expect(() => svc.create()).toThrow(expect.objectContaining({ code: "NOT_SUPPORTED", message: expect.stringContaining("node-pty cannot be loaded (cannot open shared object file pty.node)") }));
    expect(svc.list()).toEqual([]);
  });

  it("keeps only the last bytes in its ring buffer", () => {
    const ring = new RingBuffer(10);
    ring.push(Buffer.from("0123456"));
    ring.push(Buffer.from("789ab"));
    expect(Buffer.concat(ring.frames(4)).toString()).toBe("23456789ab");
    expect(ring.frames(4).map((f) => f.length)).toEqual([4, 4, 2]);
    ring.push(Buffer.from("x".repeat(25)));
    expect(ring.length).toBe(10);
    expect(PTY_BUFFER_BYTES).toBe(1024 * 1024);
  });

  it("pauses the terminal while a client does not read, resumes when it does, drops it when stalled", async () => {
    const svc = new PtyService({ stallMs: 600 });
    const s = svc.create({ command: ["sh", "-c", "while :; do echo 0123456789012345678901234567890123456789012345678901234567890123456789; done"] });
    let received = 0;
    const pending: (() => void)[] = [];
    let closedWith: number | undefined;
    svc.attach(s.id, {
      output(chunk, written) {
        received += chunk.length;
        pending.push(written);
      },
      exit: () => undefined,
      close: (code) => (closedWith = code),
      pauseInput: () => undefined,
      resumeInput: () => undefined,
    });
    await waitUntil(() => received > CLIENT_HIGH_WATER, 5000, "output");
    await sleep(150);
    const plateau = received;
    await sleep(200);
    // Paused: at most what was already read from the terminal arrives.
    expect(received - plateau).toBeLessThan(256 * 1024);
    expect(received).toBeLessThan(CLIENT_HIGH_WATER + PTY_BUFFER_BYTES);
    const before = received;
    for (const w of pending.splice(0)) w(); // the client caught up
    await waitUntil(() => received > before + CLIENT_HIGH_WATER / 2, 5000, "output after resuming");
    // Now stop reading for good: the client is dropped after stallMs with 1013.
    await waitUntil(() => closedWith !== undefined, 3000, "the stalled client to be dropped");
    expect(closedWith).toBe(1013);
    svc.delete(s.id);
    await waitUntil(() => !alive(s.pid), 3000, "the program to die");
    svc.shutdown();
  });
});
