// osb command … and osb exec, run as the built binary against a real server and sandbox.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, IMAGE, destroyServer, startServer, type TestServer } from "../../../server/test/helpers.ts";
import { BUNDLE, CLI_DIR, buildOnce, findNode20, isolatedEnv, loadNodePty, runCli, tempHome, type RunResult } from "./helpers.ts";

let server: TestServer;
let env: Record<string, string>;
let id: string;
const osb = (...args: string[]): Promise<RunResult> => runCli(args, { env });

beforeAll(async () => {
  await buildOnce();
  server = await startServer();
  env = isolatedEnv(tempHome(), { OPEN_SANDBOX_DOMAIN: new URL(server.url).host, OPEN_SANDBOX_API_KEY: API_KEY });
  const r = await osb("sandbox", "create", "--image", IMAGE, "--cpu", "500m", "--memory", "256Mi");
  expect(r.stderr).toBe("");
  id = r.stdout.trim();
});

afterAll(async () => {
  await destroyServer(server);
  await server?.close();
});

describe("osb command run", () => {
  it("streams stdout and stderr apart and exits with the command's exit code", async () => {
    const r = await osb("command", "run", id, "--", "sh", "-c", "echo hi; echo oops >&2; exit 3");
    expect(r.code).toBe(3);
    expect(r.stdout).toBe("hi\n");
    expect(r.stderr).toBe("oops\n");
  });

  it("one argument is a shell command line; --cwd and --env apply", async () => {
    const r = await osb("command", "run", id, "--cwd", "/tmp", "--env", "A=1", "-e", "B=two words", "pwd; echo $A; echo \"$B\" | wc -w");
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n").map((l) => l.trim())).toEqual(["/tmp", "1", "2", ""]);
  });

  it("prints output as it arrives, not when the command ends", async () => {
    const child = spawn(process.execPath, [BUNDLE, "command", "run", id, "--", "sh", "-c", "echo first; sleep 3; echo second"], { env, cwd: CLI_DIR });
    const started = Date.now();
    let out = "";
    let firstAt = 0;
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
      if (!firstAt && out.includes("first")) firstAt = Date.now() - started;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    const total = Date.now() - started;
    expect(code).toBe(0);
    expect(out).toBe("first\nsecond\n");
    expect(total).toBeGreaterThanOrEqual(3000);
    expect(firstAt).toBeGreaterThan(0);
    expect(firstAt).toBeLessThan(total - 2000);
  });

  it("--stdin feeds standard input to the command", async () => {
    const r = await runCli(["command", "run", id, "-i", "--", "sh", "-c", "wc -l; cat >/dev/null"], { env, input: "a\nb\nc\n" });
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe("3");
  });

  it("--timeout kills the command", async () => {
    const started = Date.now();
    const r = await osb("command", "run", id, "--timeout", "1s", "--", "sleep", "30");
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.code).not.toBe(0);
  });

  it("Ctrl-C interrupts the remote command", async () => {
    const child = spawn(process.execPath, [BUNDLE, "command", "run", id, "--", "sh", "-c", "echo started; sleep 60; echo never"], { env, cwd: CLI_DIR });
    let out = "";
    await new Promise<void>((resolve) => {
      child.stdout.on("data", (c: Buffer) => {
        out += c.toString();
        if (out.includes("started")) resolve();
      });
    });
    const interruptedAt = Date.now();
    child.kill("SIGINT");
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(Date.now() - interruptedAt).toBeLessThan(10_000);
    expect(out).toBe("started\n");
    expect(code).toBe(143); // the remote command got SIGTERM
    const ps = await osb("command", "run", id, "--", "sh", "-c", "ps -o args | grep -c '[s]leep 60' || true");
    expect(ps.stdout.trim()).toBe("0");
  });

  it("--background, status, logs --follow, interrupt", async () => {
    let r = await osb("command", "run", id, "--background", "--", "sh", "-c", "for i in 1 2 3; do echo line $i; sleep 0.3; done; exit 5");
    expect(r.stderr).toBe("");
    const cid = r.stdout.trim();
    expect(cid).not.toBe("");
    r = await osb("command", "logs", id, cid, "--follow");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("line 1\nline 2\nline 3\n");
    r = await osb("command", "status", id, cid, "-o", "json");
    expect(JSON.parse(r.stdout)).toMatchObject({ id: cid, running: false, exitCode: 5 });
    r = await osb("command", "status", id, cid);
    expect(r.stdout).toMatch(/^exit code\s+5$/m);

    r = await osb("command", "run", id, "-b", "--", "sleep", "60");
    const sleeper = r.stdout.trim();
    expect(JSON.parse((await osb("command", "status", id, sleeper, "-o", "json")).stdout).running).toBe(true);
    r = await osb("command", "interrupt", id, sleeper);
    expect(r.code).toBe(0);
    const deadline = Date.now() + 10_000;
    let running = true;
    while (running && Date.now() < deadline) {
      running = JSON.parse((await osb("command", "status", id, sleeper, "-o", "json")).stdout).running;
    }
    expect(running).toBe(false);
  });

  it("an unknown command id is one error line", async () => {
    const r = await osb("command", "status", id, "no-such-command");
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^osb: .* \(404 [A-Z_]+(, request [\w-]+)?\)\n$/);
  });
});

describe("osb exec", () => {
  it("-it on a pseudo-terminal: typed input runs, exit code comes back", async () => {
    const pty = loadNodePty();
    if (!pty) {
      // Fallback: util-linux `script` provides the terminal.
      const r = await runScript(`${process.execPath} ${BUNDLE} exec -it ${id}`, "echo hi; exit 4\n");
      expect(r.output).toContain("hi");
      expect(r.code).toBe(4);
      return;
    }
    const term = pty.spawn(process.execPath, [BUNDLE, "exec", "-it", id], { name: "xterm", cols: 100, rows: 30, cwd: CLI_DIR, env });
    let output = "";
    term.onData((d) => (output += d));
    const exited = new Promise<number>((resolve) => term.onExit((e) => resolve(e.exitCode)));
    // Wait for the remote shell's prompt, then type.
    const deadline = Date.now() + 20_000;
    while (!/[#$] /.test(output) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    term.resize(120, 40);
    term.write("stty size; echo h''i; exit 4\r");
    const code = await exited;
    // (Node's raw mode keeps ONLCR on the local terminal, so lines may end in \r\r\n.)
    expect(output).toMatch(/\nhi\r+\n/);
    expect(output).toMatch(/40 120/); // the resize reached the remote terminal
    expect(code).toBe(4);
  });

  it.runIf(loadNodePty())("-t restores the local terminal when the program ends", async () => {
    const pty = loadNodePty()!;
    const script = `stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e echo -e -icanon -e -echo | sort | tr '\\n' ' '; echo; ${process.execPath} ${BUNDLE} exec -t ${id} sh -c 'exit 0'; echo "exec=$?"; stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e echo -e -icanon -e -echo | sort | tr '\\n' ' '; echo`;
    const term = pty.spawn("/bin/sh", ["-c", script], { name: "xterm", cols: 80, rows: 24, cwd: CLI_DIR, env });
    let output = "";
    term.onData((d) => (output += d));
    await new Promise<number>((resolve) => term.onExit((e) => resolve(e.exitCode)));
    const lines = output.split(/\r*\n/).filter(Boolean);
    expect(lines).toContain("exec=0");
    const before = lines[0]!.trim();
    expect(before).toBe("echo icanon");
    expect(lines[lines.length - 1]!.trim()).toBe(before);
  });

  it("without -t: piped input through a PTY, Ctrl-D at the end of input", async () => {
    const r = await runCli(["exec", "-i", id, "sh"], { env, input: "echo h''i\nexit 6\n" });
    expect(r.stdout).toMatch(/\bhi\r?\n/);
    expect(r.code).toBe(6);
    const eof = await runCli(["exec", "-i", id, "cat"], { env, input: "abc\n" });
    expect(eof.stdout).toContain("abc");
    expect(eof.code).toBe(0);
    // No input at all (the README's `osb exec -it ID` run without a terminal): the shell ends,
    // even when the ^D reaches it before it reads (it is repeated until the program ends).
    for (let i = 0; i < 3; i++) {
      const empty = await runCli(["exec", "-it", id], { env, input: "" });
      expect(empty.code).toBe(0);
    }
  });

  it("runs a program with its own options and returns its exit code", async () => {
    const r = await osb("exec", id, "sh", "-c", "echo from-pty; exit 9");
    expect(r.stdout).toBe("from-pty\r\n");
    expect(r.code).toBe(9);
  });

  it.runIf(findNode20())("the bundle runs on Node 20 (exec re-runs itself with --experimental-websocket)", async () => {
    const node = findNode20()!;
    let r = await runCli(["command", "run", id, "--", "sh", "-c", "echo on20; exit 2"], { env, node });
    expect(r.stdout).toBe("on20\n");
    expect(r.code).toBe(2);
    r = await runCli(["exec", id, "sh", "-c", "echo pty20; exit 3"], { env, node });
    expect(r.stdout).toBe("pty20\r\n");
    expect(r.code).toBe(3);
  });
});

/** Runs a command line under `script` (a pseudo-terminal), typing `input` after a second. */
function runScript(commandLine: string, input: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("script", ["-qefc", commandLine, "/dev/null"], { env, cwd: CLI_DIR });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    setTimeout(() => child.stdin.write(input), 2000);
    child.on("close", (code) => resolve({ code, output }));
  });
}
