// Commands through a real listening execd on the host (the same code runs in sandboxes).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os, { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";
import { parseEvents, type StreamEvent } from "./events.ts";

const TOKEN = "unit-token";
let app: Execd;
let base: string;

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

const headers = { "x-execd-access-token": TOKEN, "content-type": "application/json" };

async function run(body: Record<string, unknown>): Promise<StreamEvent[]> {
  const res = await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/event-stream");
  return parseEvents(await res.text());
}

const lines = (events: StreamEvent[], type: "stdout" | "stderr") => events.filter((e) => e.type === type).map((e) => e.text);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const waitUntil = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("foreground commands", () => {
  it("streams init, lines per stream in order, and execution_complete", async () => {
    const events = await run({ command: "for i in 1 2 3; do echo out$i; echo err$i >&2; done; echo; printf tail" });
    expect(events[0]).toMatchObject({ type: "init", text: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(lines(events, "stdout")).toEqual(["out1", "out2", "out3", "\n", "tail"]);
    expect(lines(events, "stderr")).toEqual(["err1", "err2", "err3"]);
    expect(events.at(-1)).toMatchObject({ type: "execution_complete", execution_time: expect.any(Number) });
    expect(events.filter((e) => e.type === "error")).toEqual([]);
    for (const e of events) expect(e.timestamp).toEqual(expect.any(Number));
  });

  it("ends with exactly one error event carrying the exit status", async () => {
    const events = await run({ command: "echo x; exit 42" });
    const terminal = events.filter((e) => e.type === "error" || e.type === "execution_complete");
    expect(terminal).toEqual([expect.objectContaining({ type: "error", error: { ename: "CommandExecError", evalue: "42", traceback: [] } })]);
  });

  it("keeps many lines in order per stream", async () => {
    const events = await run({ command: "i=0; while [ $i -lt 2000 ]; do echo $i; i=$((i+1)); done" });
    expect(lines(events, "stdout")).toEqual(Array.from({ length: 2000 }, (_, i) => String(i)));
  });

  it("applies cwd and envs, and hides execd's token", async () => {
    process.env.EXECD_ACCESS_TOKEN = "secret";
    const dir = mkdtempSync(path.join(tmpdir(), "execd-cwd-"));
    const events = await run({ command: 'pwd; echo "$FOO"; echo "token=[$EXECD_ACCESS_TOKEN]"', cwd: dir, envs: { FOO: "bar baz" } });
    delete process.env.EXECD_ACCESS_TOKEN;
    expect(lines(events, "stdout")).toEqual([dir, "bar baz", "token=[]"]);
  });

  it("finishes within a second of the shell's exit even while a child it left running keeps writing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "execd-amp2-"));
    const pidFile = path.join(dir, "pid");
    const started = Date.now();
    const events = await run({ command: `(while :; do echo tick; sleep 0.02; done) & echo $! > ${pidFile}; echo started`, timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(lines(events, "stdout")).toContain("started");
    expect(events.at(-1)).toMatchObject({ type: "execution_complete" });
    process.kill(Number(readFileSync(pidFile, "utf8")), "SIGKILL");
  });

  it("expands ~, $NAME and ${NAME} in cwd (the official Python SDK documents it); an unset variable is a 400", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "execd-cwdx-"));
    const sub = path.join(dir, "sub");
    mkdirSync(sub);
    expect(lines(await run({ command: "pwd", cwd: "$BASE_DIR/sub", envs: { BASE_DIR: dir } }), "stdout")).toEqual([sub]);
    expect(lines(await run({ command: "pwd", cwd: "${BASE_DIR}", envs: { BASE_DIR: dir } }), "stdout")).toEqual([dir]);
    expect(lines(await run({ command: "pwd", cwd: "~" }), "stdout")).toEqual([os.homedir()]);
    const res = await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify({ command: "true", cwd: "$NO_SUCH_VAR_X/y" }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "INVALID_REQUEST_BODY", message: expect.stringContaining("NO_SUCH_VAR_X") });
  });

  it("finishes when the shell exits even if a child it left running holds stdout (`server &`, as upstream)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "execd-amp-"));
    const pidFile = path.join(dir, "pid");
    const started = Date.now();
    const events = await run({ command: `sleep 30 & echo $! > ${pidFile}; echo started`, timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(lines(events, "stdout")).toEqual(["started"]);
    expect(events.at(-1)).toMatchObject({ type: "execution_complete" });
    const pid = Number(readFileSync(pidFile, "utf8"));
    expect(alive(pid)).toBe(true); // left running, as a shell user asked for
    process.kill(pid, "SIGKILL");
  });

  it("loads the EXECD_ENVS file for every command, under the request's envs (the SDKs' commands.set_env)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "execd-envs-"));
    const file = path.join(dir, "sub", ".env");
    const saved = process.env.EXECD_ENVS;
    process.env.EXECD_ENVS = file;
    try {
      // What opensandbox 1.1.1 `commands.set_env("PY_VAR", "a value")` and `set_env("Q", "it's")` run:
      const setEnv = (entry: string) =>
        [
          `if [ -z "\${EXECD_ENVS:-}" ]; then printf '%s\\n' 'EXECD_ENVS is not set' >&2; exit 1; fi`,
          'mkdir -p "$(dirname "$EXECD_ENVS")"',
          `printf '%s\\n' '${entry.replace(/'/g, "'\\''")}' >> "$EXECD_ENVS"`,
        ].join("\n");
      expect((await run({ command: setEnv("PY_VAR='a value'") })).at(-1)).toMatchObject({ type: "execution_complete" });
      expect((await run({ command: setEnv(`Q="it's \\"q\\" $PY_VAR"`) })).at(-1)).toMatchObject({ type: "execution_complete" });
      expect(readFileSync(file, "utf8")).toBe(`PY_VAR='a value'\nQ="it's \\"q\\" $PY_VAR"\n`);
      const events = await run({ command: 'echo "$PY_VAR|$Q|$EXECD_ENVS"; echo "$OVER"', envs: { OVER: "request" } });
      expect(lines(events, "stdout")).toEqual([`a value|it's "q" a value|${file}`, "request"]);
      writeFileSync(file, "OVER=file\n", { flag: "a" });
      expect(lines(await run({ command: 'echo "$OVER"', envs: { OVER: "request" } }), "stdout")).toEqual(["request"]);
      expect(lines(await run({ command: 'echo "$OVER"' }), "stdout")).toEqual(["file"]);
    } finally {
      if (saved === undefined) delete process.env.EXECD_ENVS;
      else process.env.EXECD_ENVS = saved;
    }
  });

  it("runs argv without a shell (the official Python SDK's commands.run([...])); exactly one of command/argv", async () => {
    const events = await run({ argv: ["sh", "-c", 'printf "%s|" "$@"; echo "$V"', "zero", "a b", "$HOME", "*"], envs: { V: "v" } });
    expect(lines(events, "stdout")).toEqual(["a b|$HOME|*|v"]);
    expect(events.at(-1)).toMatchObject({ type: "execution_complete" });
    const id = events[0]!.text!;
    const status = await (await fetch(`${base}/command/status/${id}`, { headers })).json();
    expect(status.content).toBe(`sh -c 'printf "%s|" "$@"; echo "$V"' zero 'a b' '$HOME' '*'`);
    expect((await run({ argv: ["false"] })).at(-1)).toMatchObject({ type: "error", error: { evalue: "1" } });
    expect((await run({ argv: ["/no/such/program"] })).at(-1)).toMatchObject({ type: "error", error: { evalue: "127" } });
    for (const body of [{ argv: [] }, { argv: [""] }, { argv: ["echo", "a\u0000b"] }, { command: "true", argv: ["true"] }, {}]) {
      const res = await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify(body) });
      expect([res.status, (await res.json()).code]).toEqual([400, "INVALID_REQUEST_BODY"]);
    }
  });

  it("rejects a missing cwd before streaming, in the error shape", async () => {
    const res = await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify({ command: "true", cwd: "/no/such/dir" }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "FILE_NOT_FOUND", message: expect.stringContaining("/no/such/dir") });
  });

  it("kills the command on timeout and reports an error", async () => {
    const started = Date.now();
    const events = await run({ command: "sleep 30", timeout: 300 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(events.at(-1)).toMatchObject({ type: "error", error: { ename: "CommandExecError", evalue: "143" } });
  });

  it("kills the whole process group when the client disconnects", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "execd-dc-"));
    const pidFile = path.join(dir, "pid");
    await new Promise<void>((resolve, reject) => {
      const req = http.request(`${base}/command`, { method: "POST", headers }, (res) => {
        res.on("data", () => {
          if (existsSync(pidFile) && readFileSync(pidFile, "utf8").trim()) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on("error", () => undefined);
      req.end(JSON.stringify({ command: `sleep 300 & echo $! > ${pidFile}; echo started; wait` }));
      setTimeout(() => reject(new Error("no output")), 5000);
    });
    const grandchild = Number(readFileSync(pidFile, "utf8"));
    expect(alive(grandchild)).toBe(true);
    await waitUntil(() => !alive(grandchild));
  });
});

describe("background commands", () => {
  it("returns at once, reports status, and serves logs from a cursor", async () => {
    const events = await run({ command: "echo one; sleep 0.3; echo two >&2; exit 3", background: true });
    expect(events.map((e) => e.type)).toEqual(["init", "execution_complete"]);
    const id = events[0]!.text!;
    const status = await (await fetch(`${base}/command/status/${id}`, { headers })).json();
    expect(status).toMatchObject({ id, content: expect.stringContaining("echo one"), running: true, exit_code: null });
    let done: Record<string, unknown> = {};
    const end = Date.now() + 5000;
    while (Date.now() < end) {
      done = await (await fetch(`${base}/command/status/${id}`, { headers })).json();
      if (!done.running) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(done).toMatchObject({ running: false, exit_code: 3, finished_at: expect.any(String) });
    const first = await fetch(`${base}/command/${id}/logs`, { headers });
    expect(await first.text()).toBe("one\ntwo\n");
    const cursor = first.headers.get("EXECD-COMMANDS-TAIL-CURSOR");
    expect(cursor).toBe("8");
    const next = await fetch(`${base}/command/${id}/logs?cursor=${cursor}`, { headers });
    expect(await next.text()).toBe("");
    const partial = await fetch(`${base}/command/${id}/logs?cursor=4`, { headers });
    expect(await partial.text()).toBe("two\n");
  });

  it("is finished when its shell exits; output of a child it left running still reaches the log", async () => {
    const events = await run({ command: "(sleep 1.5; echo late) & echo early", background: true });
    const id = events[0]!.text!;
    let status: Record<string, unknown> = {};
    const end = Date.now() + 1000; // the child runs 1.5 s: finished before it means "at shell exit"
    while (Date.now() < end) {
      status = await (await fetch(`${base}/command/status/${id}`, { headers })).json();
      if (!status.running) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toMatchObject({ running: false, exit_code: 0 });
    let log = "";
    const until = Date.now() + 5000;
    while (!log.includes("late") && Date.now() < until) {
      log = await (await fetch(`${base}/command/${id}/logs`, { headers })).text();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(log).toBe("early\nlate\n");
  });

  it("interrupts the whole process group, grandchildren included", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "execd-int-"));
    const pidFile = path.join(dir, "pid");
    const events = await run({ command: `sh -c 'sleep 300 & echo $! > ${pidFile}; wait'`, background: true });
    const id = events[0]!.text!;
    await waitUntil(() => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "");
    const grandchild = Number(readFileSync(pidFile, "utf8"));
    expect(alive(grandchild)).toBe(true);
    const res = await fetch(`${base}/command?id=${id}`, { method: "DELETE", headers });
    expect(res.status).toBe(200);
    await waitUntil(() => !alive(grandchild));
    const status = await (await fetch(`${base}/command/status/${id}`, { headers })).json();
    expect(status).toMatchObject({ running: false, error: "interrupted" });
  });

  it("answers 404 in the error shape for unknown commands", async () => {
    for (const [method, url] of [["GET", "/command/status/nope"], ["GET", "/command/nope/logs"], ["DELETE", "/command?id=nope"]] as const) {
      const res = await fetch(`${base}${url}`, { method, headers });
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe("COMMAND_NOT_FOUND");
    }
  });
});

describe("stdin", () => {
  it("feeds bytes to a command and closes its stdin", async () => {
    const events = await run({ command: "wc -c; cat -n >/dev/null; echo done", background: true, stdin: true });
    const id = events[0]!.text!;
    const octet = { "x-execd-access-token": TOKEN, "content-type": "application/octet-stream" };
    expect((await fetch(`${base}/command/${id}/stdin`, { method: "POST", headers: octet, body: new Uint8Array([104, 105, 0, 10]) })).status).toBe(204);
    expect((await fetch(`${base}/command/${id}/stdin`, { method: "POST", headers: octet, body: "more\n" })).status).toBe(204);
    expect((await fetch(`${base}/command/${id}/stdin`, { method: "DELETE", headers })).status).toBe(204);
    const end = Date.now() + 5000;
    let text = "";
    while (Date.now() < end && !text.includes("done")) {
      text = await (await fetch(`${base}/command/${id}/logs`, { headers })).text();
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(text.trim().split(/\s+/)[0]).toBe("9");
    const late = await fetch(`${base}/command/${id}/stdin`, { method: "POST", headers: octet, body: "x" });
    expect(late.status).toBe(409);
  });

  it("refuses stdin writes to commands started without stdin", async () => {
    const events = await run({ command: "sleep 1", background: true });
    const res = await fetch(`${base}/command/${events[0]!.text}/stdin`, {
      method: "POST",
      headers: { "x-execd-access-token": TOKEN, "content-type": "application/octet-stream" },
      body: "x",
    });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe("CONFLICT");
  });
});

describe("authentication", () => {
  it("rejects requests without the token, ping included", async () => {
    for (const url of ["/ping", "/command/status/x"]) {
      const res = await fetch(`${base}${url}`, { headers: { "x-execd-access-token": "wrong" } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: "UNAUTHORIZED", message: expect.any(String) });
    }
    expect((await fetch(`${base}/ping`, { headers })).status).toBe(200);
  });
});

describe("bad commands", () => {
  it("refuses a command with a NUL character as a bad request, not a 500 (found by schemathesis)", async () => {
    const res = await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify({ command: "printf 'a\u0000b'" }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "INVALID_REQUEST_BODY", message: expect.stringMatching(/NUL/) });
  });

  it("refuses an environment variable with a NUL character in its value or name as a bad request, not a 500 (found by schemathesis)", async () => {
    for (const envs of [{ A: "x\u0000y" }, { "A\u0000B": "x" }]) {
      const res = await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify({ command: "true", envs }) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "INVALID_REQUEST_BODY", message: expect.stringMatching(/^envs: .*NUL/) });
    }
  });

  it("refuses a command, argv or environment too large for the kernel to start (E2BIG) as a bad request, not a 500 (found by schemathesis)", async () => {
    // Linux takes at most 128 KiB per argument (the shell's -c string) and ~2 MiB of arguments and environment together.
    const big = "x".repeat(200 * 1024);
    for (const body of [{ command: `echo ${big}` }, { argv: ["echo", big] }, { command: "true", envs: { BIG: big } }]) {
      const res = await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "INVALID_REQUEST_BODY", message: expect.stringMatching(/too large to start.*E2BIG/) });
    }
    // Still serves commands afterwards.
    expect(lines(await run({ command: "echo ok" }), "stdout")).toEqual(["ok"]);
  });
});

describe("output a client cannot make execd hoard", () => {
  it("sends the start of a line that waits for its end within ~50 ms, flagged partial (prompts, progress bars)", async () => {
    const events = await run({ command: "printf 'Password: '; sleep 1; echo secret; printf '10%%\\r'; sleep 0.3; printf '100%%\\r\\n'" });
    const out = events.filter((e) => e.type === "stdout");
    expect(out.map((e) => [e.text, e.partial ?? false])).toEqual([
      ["Password: ", true],
      ["secret", false],
      ["10%", true],
      ["\r100%", false],
    ]);
    // The prompt came long before the line's end (1 s later), not with it.
    expect(out[1]!.timestamp! - out[0]!.timestamp!).toBeGreaterThan(700);
  });

  it("sends a line longer than the limit in pieces flagged partial, which join to the line", async () => {
    const events = await run({ command: "head -c 300000 /dev/zero | tr '\\0' a; echo; echo next" });
    const out = events.filter((e) => e.type === "stdout");
    expect(out.map((e) => [e.text!.length, e.partial ?? false])).toEqual([
      [65_536, true],
      [65_536, true],
      [65_536, true],
      [65_536, true],
      [300_000 - 4 * 65_536, false],
      [4, false],
    ]);
    expect(out.map((e) => e.text).join("").slice(0, -4)).toBe("a".repeat(300_000));
  });

  it("stops reading a command's output while its client does not read (backpressure), and loses nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "execd-bp-"));
    const marker = path.join(dir, "written");
    const total = 50 * 1024 * 1024;
    // 50 MiB without a newline; the marker appears once the command got all of it out.
    const command = `head -c ${total} /dev/zero | tr '\\0' a; echo > ${marker}`;
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${base}/command`, { method: "POST", headers }, resolve);
      req.on("error", reject);
      req.end(JSON.stringify({ command }));
    });
    res.pause(); // a client that does not read
    // Without backpressure execd reads it all into memory (well within a second on an idle
    // machine) and the command ends; with it, the command stays blocked on its writes.
    const t0 = Date.now();
    const outcome = await waitUntil(() => existsSync(marker), 4000).then(() => `written after ${Date.now() - t0} ms`, () => "blocked");
    expect(outcome).toBe("blocked");
    let chars = 0;
    let rest = "";
    res.setEncoding("utf8");
    for await (const chunk of res) {
      const parts = (rest + (chunk as string)).split("\n\n");
      rest = parts.pop()!;
      for (const p of parts) {
        const e = JSON.parse(p) as StreamEvent;
        if (e.type === "stdout") chars += e.text!.length;
      }
    }
    expect(chars).toBe(total);
    expect(existsSync(marker)).toBe(true);
  }, 30_000);
});
