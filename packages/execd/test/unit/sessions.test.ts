// Shell sessions through a listening execd (real sockets, real streaming), plus the sh protocol
// (dash, busybox ash) and the marker splitter on their own.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";
import type { ServerStreamEvent } from "../../src/generated/execd/types.gen.ts";
import { MarkedLines, SessionService } from "../../src/services/sessions.ts";

const TOKEN = "test-token";
type Ev = ServerStreamEvent & { at: number };

let app: Execd;
let base: string;
const headers = { "x-execd-access-token": TOKEN, "content-type": "application/json" };

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  const addr = app.http.server.address();
  base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
});

afterAll(async () => {
  app.services.sessions.shutdown();
  await app.close();
});

async function createSession(body?: object): Promise<string> {
  const res = await fetch(`${base}/session`, { method: "POST", headers, body: body ? JSON.stringify(body) : "" });
  expect(res.status).toBe(200);
  const json = (await res.json()) as { session_id: string };
  expect(typeof json.session_id).toBe("string");
  return json.session_id;
}

/** Runs a command and collects its events, each stamped with its arrival time. */
async function run(id: string, body: object, signal?: AbortSignal): Promise<{ status: number; events: Ev[]; json?: { code: string } }> {
  const res = await fetch(`${base}/session/${id}/run`, { method: "POST", headers, body: JSON.stringify(body), signal });
  if (res.status !== 200) return { status: res.status, events: [], json: (await res.json()) as { code: string } };
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const events: Ev[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buf += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, nl).trim();
        buf = buf.slice(nl + 1);
        if (line) events.push({ ...(JSON.parse(line) as ServerStreamEvent), at: Date.now() });
      }
    }
  } catch (err) {
    if (!signal?.aborted) throw err;
  }
  return { status: 200, events };
}

const out = (events: Ev[]) => events.filter((e) => e.type === "stdout").map((e) => e.text);
const err = (events: Ev[]) => events.filter((e) => e.type === "stderr").map((e) => e.text);
const terminal = (events: Ev[]) => events.filter((e) => e.type === "execution_complete" || e.type === "error");

function expectOk(events: Ev[]): void {
  expect(events[0]?.type).toBe("init");
  expect(terminal(events)).toHaveLength(1);
  expect(events.at(-1)?.type).toBe("execution_complete");
}

function expectStatus(events: Ev[], status: number): Ev {
  const t = terminal(events);
  expect(t).toHaveLength(1);
  expect(t[0]!.type).toBe("error");
  expect(t[0]!.error?.ename).toBe("CommandExecError");
  expect(t[0]!.error?.evalue).toBe(String(status));
  return t[0]!;
}

/** Running and not a zombie (orphans are reaped by whatever PID 1 the test machine has). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
};

describe("sessions over HTTP", () => {
  it("keeps functions, aliases, cwd, plain and exported variables and background jobs between runs", async () => {
    const id = await createSession({});
    const first = await run(id, {
      command: "greet() { echo \"hello $1\"; }\nalias shout='echo LOUD'\ncd /tmp\nPLAIN=1\nexport EXPORTED=2\nsleep 100 &",
    });
    expect(first.events[0]).toMatchObject({ type: "init", text: id });
    expectOk(first.events);
    const second = await run(id, { command: "greet world; shout; pwd; echo \"$PLAIN $EXPORTED\"; jobs" });
    expectOk(second.events);
    expect(out(second.events)).toEqual(["hello world", "LOUD", "/tmp", "1 2", expect.stringMatching(/^\[1\]\+\s+Running\s+sleep 100 &$/)]);
    expect(err(second.events)).toEqual([]);
  });

  it("keeps stderr apart, sends partial and empty lines, and reports the exit status", async () => {
    const id = await createSession();
    const { events } = await run(id, { command: "echo out1; echo err1 >&2; echo; printf 'no newline'; printf 'err tail' >&2; (exit 7)" });
    expect(out(events)).toEqual(["out1", "\n", "no newline"]);
    expect(err(events)).toEqual(["err1", "err tail"]);
    expectStatus(events, 7);
    expect(events[0]?.type).toBe("init");
    // exit status of a failing command; the session goes on.
    expectStatus((await run(id, { command: "false" })).events, 1);
    expectOk((await run(id, { command: "true" })).events);
  });

  it("runs multi-line commands with quotes and heredocs; commands read /dev/null, not the control input", async () => {
    const id = await createSession();
    const { events } = await run(id, {
      command: "cat <<'EOF'\nit's \"quoted\" $HOME `x`\nEOF\nfor i in 1 2; do\n  echo \"line $i\"\ndone\nif read -r x; then echo \"read $x\"; else echo eof; fi\ncat; echo after-cat",
    });
    expectOk(events);
    expect(out(events)).toEqual(["it's \"quoted\" $HOME `x`", "line 1", "line 2", "eof", "after-cat"]);
  });

  it("survives commands that would end a non-interactive shell, and syntax errors", async () => {
    const id = await createSession();
    await run(id, { command: "KEEP=yes" });
    expect((await run(id, { command: "echo ${UNSET_VAR?is unset}" })).events.some((e) => e.type === "error")).toBe(true);
    const syntax = await run(id, { command: "if then" });
    expectStatus(syntax.events, 2);
    expect(err(syntax.events).join("\n")).toMatch(/syntax error/);
    expect(out((await run(id, { command: "echo $KEEP" })).events)).toEqual(["yes"]);
  });

  it("keeps prompts out of the output and gives every run the session's stdout and stderr", async () => {
    const id = await createSession();
    await run(id, { command: "PS1='prompt> '; PS2='more> '; PROMPT_COMMAND='echo from-prompt-command'" });
    const r = await run(id, { command: "echo hi; echo e >&2" });
    expect(out(r.events)).toEqual(["hi"]);
    expect(err(r.events)).toEqual(["e"]);
    await run(id, { command: "unset PROMPT_COMMAND; exec >/dev/null 2>&1; echo swallowed" });
    const after = await run(id, { command: "echo visible; echo visible-err >&2" });
    expect(out(after.events)).toEqual(["visible"]);
    expect(err(after.events)).toEqual(["visible-err"]);
  });

  it("queues concurrent runs in arrival order", async () => {
    const id = await createSession();
    const a = run(id, { command: "sleep 0.4; echo A" });
    await new Promise((r) => setTimeout(r, 50));
    const b = run(id, { command: "echo B" });
    await new Promise((r) => setTimeout(r, 20));
    const c = run(id, { command: "echo C" });
    const [ra, rb, rc] = await Promise.all([a, b, c]);
    for (const r of [ra, rb, rc]) expectOk(r.events);
    expect(out(ra.events)).toEqual(["A"]);
    expect(out(rb.events)).toEqual(["B"]);
    expect(out(rc.events)).toEqual(["C"]);
    const doneA = ra.events.at(-1)!.at;
    const outB = rb.events.find((e) => e.type === "stdout")!.at;
    const outC = rc.events.find((e) => e.type === "stdout")!.at;
    expect(rb.events[0]!.at).toBeLessThan(doneA); // B's stream opened at once (init), output later
    expect(outB).toBeGreaterThanOrEqual(doneA);
    expect(outC).toBeGreaterThanOrEqual(outB);
  });

  it("interrupts a command on timeout without killing the session", async () => {
    const id = await createSession();
    await run(id, { command: "STATE=kept; sleep 100 &" });
    const started = Date.now();
    const { events } = await run(id, { command: "sleep 30; echo not-reached", timeout: 300 });
    expect(Date.now() - started).toBeLessThan(2000);
    const e = expectStatus(events, 130);
    expect(e.error?.traceback?.join(" ")).toMatch(/timed out after 300 ms/);
    expect(out(events)).not.toContain("not-reached");
    expect(err(events)).toEqual([]);
    // A loop in the shell itself, nested in functions, is interrupted as a whole too.
    const loop = await run(id, { command: "spin() { while :; do :; done; }\nouter() { spin; echo after-spin; }\nouter\necho after-outer", timeout: 300 });
    expectStatus(loop.events, 130);
    expect(out(loop.events)).toEqual([]);
    // Same shell: state and the background job survived.
    const after = await run(id, { command: "echo $STATE; jobs" });
    expectOk(after.events);
    expect(out(after.events)).toEqual(["kept", expect.stringMatching(/Running\s+sleep 100 &/)]);
  }, 15_000);

  it("escalates to SIGKILL when the command ignores SIGINT", async () => {
    const svc = new SessionService({ interruptGraceMs: 200, killGraceMs: 500 });
    try {
      const s = await svc.create();
      await s.run({ command: "STATE=kept" }, () => undefined);
      const r = await s.run({ command: "sh -c 'trap \"\" INT; sleep 30'", timeout: 200 }, () => undefined);
      expect(r.status).not.toBe(0);
      expect(r.durationMs).toBeLessThan(2000);
      const lines: string[] = [];
      expect((await s.run({ command: "echo $STATE" }, (e) => lines.push(e.text ?? ""))).status).toBe(0);
      expect(lines).toEqual(["kept"]);
    } finally {
      svc.shutdown();
    }
  });

  it("interrupts the current run when the client goes away", async () => {
    const id = await createSession();
    await run(id, { command: "MARK=1" });
    const gone = new AbortController();
    const pending = run(id, { command: "sleep 30" }, gone.signal);
    await new Promise((r) => setTimeout(r, 300));
    const t = Date.now();
    gone.abort();
    await pending;
    const next = await run(id, { command: "echo $MARK" });
    expect(Date.now() - t).toBeLessThan(2000); // it waited for the interrupted run, not for sleep 30
    expectOk(next.events);
    expect(out(next.events)).toEqual(["1"]);
  });

  it("reports a shell that exited and starts a new one in the last directory", async () => {
    const id = await createSession();
    await run(id, { command: "cd /usr; LOST=yes; sleep 100 & echo $!" }).then(async (r) => {
      const pid = Number(out(r.events)[0]);
      const exited = await run(id, { command: "echo bye; exit 3" });
      expect(out(exited.events)).toEqual(["bye"]);
      const e = expectStatus(exited.events, 3);
      expect(e.error?.traceback?.join(" ")).toMatch(/exited with status 3/);
      // The session's jobs went with its shell (give the kernel a moment to reap them).
      for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 20));
      expect(alive(pid)).toBe(false);
    });
    const next = await run(id, { command: "pwd; echo \"lost=$LOST\"" });
    expectOk(next.events);
    expect(out(next.events)).toEqual(["/usr", "lost="]);
  });

  it("runs in a per-run cwd, then returns to the session's directory", async () => {
    const id = await createSession({ cwd: "/tmp" });
    const r = await run(id, { command: "pwd", cwd: "/usr" });
    expect(out(r.events)).toEqual(["/usr"]);
    expect(out((await run(id, { command: "pwd" })).events)).toEqual(["/tmp"]);
    const missing = await run(id, { command: "pwd", cwd: "/does/not/exist" });
    expect(missing.status).toBe(404);
    expect(missing.json?.code).toBe("FILE_NOT_FOUND");
  });

  it("rejects a missing initial cwd", async () => {
    const res = await fetch(`${base}/session`, { method: "POST", headers, body: JSON.stringify({ cwd: "/does/not/exist" }) });
    expect(res.status).toBe(404);
  });

  it("deletes a session and its processes; unknown sessions are 404", async () => {
    const id = await createSession();
    const pid = Number(out((await run(id, { command: "sleep 100 & echo $!" })).events)[0]);
    expect(alive(pid)).toBe(true);
    const del = await fetch(`${base}/session/${id}`, { method: "DELETE", headers });
    expect(del.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(alive(pid)).toBe(false);
    const again = await run(id, { command: "true" });
    expect(again.status).toBe(404);
    expect(again.json?.code).toBe("SESSION_NOT_FOUND");
    expect((await fetch(`${base}/session/${id}`, { method: "DELETE", headers })).status).toBe(404);
    expect((await run("no-such-session", { command: "true" })).status).toBe(404);
  });

  it("ends a running command when its session is deleted", async () => {
    const id = await createSession();
    const pending = run(id, { command: "sleep 30" });
    await new Promise((r) => setTimeout(r, 200));
    await fetch(`${base}/session/${id}`, { method: "DELETE", headers });
    const { events } = await pending;
    expect(terminal(events)[0]?.type).toBe("error");
    expect(terminal(events)[0]?.error?.traceback?.join(" ")).toMatch(/deleted/);
  });
});

// The sh protocol (non-interactive, `command .`), on the shells of minimal images.
const shells: [string, () => string | undefined][] = [
  ["dash", () => (existsSync("/bin/dash") ? "/bin/dash" : undefined)],
  [
    "busybox ash",
    () => {
      if (!existsSync("/bin/busybox")) return undefined;
      const dir = mkdtempSync(path.join(tmpdir(), "osb-bb-"));
      symlinkSync("/bin/busybox", path.join(dir, "sh")); // busybox picks the applet by name
      return path.join(dir, "sh");
    },
  ],
];

for (const [name, find] of shells) {
  const shellPath = find();
  describe.skipIf(!shellPath)(`sessions with ${name}`, () => {
    let svc: SessionService;
    beforeAll(() => {
      svc = new SessionService({ shell: shellPath, interruptGraceMs: 300, killGraceMs: 300 });
    });
    afterAll(() => {
      svc.shutdown();
      if (name.startsWith("busybox")) rmSync(path.dirname(shellPath!), { recursive: true, force: true });
    });
    const collect = async (s: Awaited<ReturnType<SessionService["create"]>>, command: string, timeout?: number) => {
      const events: ServerStreamEvent[] = [];
      const r = await s.run({ command, timeout }, (e) => events.push(e));
      return { ...r, out: events.filter((e) => e.type === "stdout").map((e) => e.text), err: events.filter((e) => e.type === "stderr").map((e) => e.text) };
    };

    it("keeps state, separates stderr and reports statuses", async () => {
      const s = await svc.create("/tmp");
      expect((await collect(s, "f() { echo f$1; }; alias a='echo aliased'; V=1; cd /usr; sleep 100 &")).status).toBe(0);
      const r = await collect(s, "f 2; a; echo $V; pwd; jobs; echo e >&2; printf tail; exit_code() { return 5; }; exit_code");
      expect(r.out).toEqual(["f2", "aliased", "1", "/usr", expect.stringMatching(/^\[1\]\s*\+\s+Running/), "tail"]);
      expect(r.err).toEqual(["e"]);
      expect(r.status).toBe(5);
    });

    it("survives syntax and expansion errors", async () => {
      const s = await svc.create();
      await collect(s, "K=v");
      expect((await collect(s, "if then")).status).not.toBe(0);
      expect((await collect(s, "echo ${NOPE?unset}")).status).not.toBe(0);
      expect((await collect(s, "echo $K")).out).toEqual(["v"]);
    });

    it("interrupts on timeout and keeps the session", async () => {
      const s = await svc.create();
      await collect(s, "K=v");
      const r = await collect(s, "sleep 30", 200);
      expect(r.detail).toMatch(/timed out/);
      expect(r.durationMs).toBeLessThan(2000);
      expect((await collect(s, "echo $K")).out).toEqual(["v"]);
    });

    it("restarts after exit", async () => {
      const s = await svc.create("/tmp");
      await collect(s, "cd /usr; K=v");
      const r = await collect(s, "exit 4");
      expect(r.status).toBe(4);
      expect(r.detail).toMatch(/exited/);
      const next = await collect(s, "pwd; echo \"k=$K\"");
      expect(next.status).toBe(0);
      expect(next.out).toEqual(["/usr", "k="]);
    });
  });
}

describe("MarkedLines", () => {
  const feed = (chunks: string[], end = "@@E\n", begin?: string) => {
    const lines: string[] = [];
    const partial: boolean[] = [];
    let ended = false;
    const m = new MarkedLines();
    m.start(end, begin, (l, p) => void (lines.push(l), partial.push(p)), () => (ended = true));
    for (const c of chunks) m.push(Buffer.from(c));
    return { lines, partial, ended, m };
  };

  it("splits lines, keeps a last line without newline, and handles markers split across chunks", () => {
    const r = feed(["a\nb", "\n\npart", "ial@", "@E", "\nafter\n"]);
    expect(r.lines).toEqual(["a", "b", "\n", "partial"]);
    expect(r.ended).toBe(true);
  });

  it("drops output between the begin and end markers, and everything between runs", () => {
    const r = feed(["x\n@@B\nprompt$ ", "@@E\n"], "@@E\n", "@@B\n");
    expect(r.lines).toEqual(["x"]);
    expect(r.ended).toBe(true);
    r.m.push(Buffer.from("late background output\n"));
    expect(r.lines).toEqual(["x"]);
  });

  it("drops what arrives before the opening marker (a prompt read late), even split across chunks", () => {
    const lines: string[] = [];
    const m = new MarkedLines();
    m.start("@@E\n", undefined, (l) => void lines.push(l), () => undefined, "@@O\n");
    for (const c of ["prompt> ", "@@", "O\nvisible", "-err\n@@E\n"]) m.push(Buffer.from(c));
    expect(lines).toEqual(["visible-err"]);
  });

  it("cuts endless lines without splitting UTF-8 characters", () => {
    const long = "é".repeat(40_000); // 80 000 bytes
    const r = feed([long, "@@E\n"]);
    expect(r.lines.join("")).toBe(long);
    expect(r.lines.length).toBeGreaterThan(1);
    expect(r.lines.every((l) => !l.includes("\uFFFD"))).toBe(true);
    // Every piece but the last says the line goes on, so clients add no line end after it.
    expect(r.partial).toEqual([...r.lines.slice(1).map(() => true), false]);
  });

  it("emits the partial line when the run is aborted", () => {
    const r = feed(["a\nrest"]);
    r.m.abort();
    expect(r.lines).toEqual(["a", "rest"]);
  });
});
