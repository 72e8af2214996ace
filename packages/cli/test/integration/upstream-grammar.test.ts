// Upstream osb's grammar, typed as its users do, run as the built binary against a real server
// and sandbox: every form reaches the same implementation as ours.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, IMAGE, destroyServer, startServer, type TestServer } from "../../../server/test/helpers.ts";
import { buildOnce, isolatedEnv, runCli, tempHome, type RunResult } from "./helpers.ts";

let server: TestServer;
let env: Record<string, string>;
let id: string;
let work: string;
const osb = (args: string[], input?: string): Promise<RunResult> => runCli(args, { env, cwd: work, ...(input !== undefined ? { input } : {}) });

function ok(r: RunResult): RunResult {
  expect(r.stderr, `exit ${r.code}`).toBe("");
  expect(r.code).toBe(0);
  return r;
}

beforeAll(async () => {
  await buildOnce();
  server = await startServer();
  work = tempHome();
  env = isolatedEnv(work, { OPEN_SANDBOX_DOMAIN: new URL(server.url).host, OPEN_SANDBOX_API_KEY: API_KEY });
  const r = await runCli(["sandbox", "create", "--image", IMAGE, "--cpu", "500m", "--memory", "256Mi"], { env });
  expect(r.stderr).toBe("");
  id = r.stdout.trim();
});

afterAll(async () => {
  await destroyServer(server);
  await server?.close();
});

describe("upstream osb grammar", () => {
  it("config set connection.domain / config show -o yaml", async () => {
    const home = tempHome();
    const cfgEnv = isolatedEnv(home);
    ok(await runCli(["config", "set", "connection.domain", "sandbox.example:9090"], { env: cfgEnv }));
    ok(await runCli(["config", "set", "defaults.image", "python:3.12-slim"], { env: cfgEnv }));
    const shown = ok(await runCli(["config", "show", "-o", "yaml"], { env: cfgEnv }));
    expect(shown.stdout).toContain("domain: sandbox.example:9090\n");
    expect(shown.stdout).toContain("default_image: python:3.12-slim\n");
    const one = ok(await runCli(["config", "show", "connection.domain"], { env: cfgEnv }));
    expect(one.stdout).toBe("sandbox.example:9090\n");
  });

  it("file write | cat | upload | download with ID PATH arguments", async () => {
    ok(await osb(["file", "write", id, "/tmp/up/w.txt", "-c", "written\n", "--mode", "0600"]));
    expect(ok(await osb(["file", "cat", id, "/tmp/up/w.txt"])).stdout).toBe("written\n");
    ok(await osb(["file", "write", id, "/tmp/up/stdin.txt"], "from stdin"));
    expect(ok(await osb(["file", "cat", id, "/tmp/up/stdin.txt"])).stdout).toBe("from stdin");
    const mode = ok(await osb(["command", "run", id, "--", "stat", "-c", "%a", "/tmp/up/w.txt"]));
    expect(mode.stdout.trim()).toBe("600");

    writeFileSync(path.join(work, "local.txt"), "local bytes\n");
    ok(await osb(["file", "upload", id, path.join(work, "local.txt"), "/tmp/up/local.txt"]));
    ok(await osb(["file", "download", id, "/tmp/up/local.txt", path.join(work, "back.txt")]));
    expect(readFileSync(path.join(work, "back.txt"), "utf8")).toBe("local bytes\n");
    ok(await osb(["file", "rm", id, "/tmp/up/local.txt"]));
    const gone = await osb(["file", "cat", id, "/tmp/up/local.txt"]);
    expect(gone.code).toBe(1);
  });

  it("command run -d / -w, command session create | run | delete", async () => {
    const pwd = ok(await osb(["command", "run", id, "-w", "/tmp", "--", "pwd"]));
    expect(pwd.stdout).toBe("/tmp\n");
    const bg = ok(await osb(["command", "run", id, "-d", "--", "sh", "-c", "echo bg"]));
    expect(bg.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);

    const session = ok(await osb(["command", "session", "create", id, "-w", "/tmp"])).stdout.trim();
    expect(session).not.toBe("");
    ok(await osb(["command", "session", "run", id, session, "--", "cd /var; X=42"]));
    const run = ok(await osb(["command", "session", "run", id, session, "--", 'echo "$X $PWD"']));
    expect(run.stdout).toBe("42 /var\n");
    const failed = await osb(["command", "session", "run", id, session, "--", "exit 3"]);
    expect(failed.code).toBe(3);
    ok(await osb(["command", "session", "delete", id, session]));
  });

  it("sandbox metrics | health, -o yaml", async () => {
    const m = ok(await osb(["sandbox", "metrics", id, "-o", "yaml"]));
    expect(m.stdout).toMatch(/^cpuCount: [0-9.]*[1-9]/m);
    expect(m.stdout).toMatch(/^memTotalMiB: [0-9.]+$/m);
    const h = ok(await osb(["sandbox", "health", id, "-o", "json"]));
    expect(JSON.parse(h.stdout)).toEqual({ id, healthy: true });
    const info = ok(await osb(["sandbox", "get", id, "-o", "yaml"]));
    expect(info.stdout).toContain(`id: ${id}\n`);
    expect(info.stdout).toContain("state: Running\n");
  });
});
