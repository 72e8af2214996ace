// osb files … run as the built binary against a real server and sandbox.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, chmodSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, IMAGE, destroyServer, startServer, type TestServer } from "../../../server/test/helpers.ts";
import { BUNDLE, buildOnce, isolatedEnv, loadNodePty, runCli, tempHome, type RunResult } from "./helpers.ts";

let server: TestServer;
let env: Record<string, string>;
let id: string;
let work: string;
const osb = (...args: string[]): Promise<RunResult> => runCli(args, { env, cwd: work });

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

describe("osb files cp", () => {
  it("uploads and downloads a few MiB of binary data unchanged, keeping the mode", async () => {
    const data = randomBytes(5 * 1024 * 1024 + 123);
    const local = path.join(work, "big.bin");
    writeFileSync(local, data);
    chmodSync(local, 0o640);
    ok(await osb("files", "cp", local, `${id}:/tmp/up/big.bin`));

    const sum = ok(await osb("command", "run", id, "--", "sh", "-c", "wc -c < /tmp/up/big.bin; stat -c %a /tmp/up/big.bin"));
    expect(sum.stdout.split("\n").map((s) => s.trim())).toEqual([String(data.length), "640", ""]);

    ok(await osb("files", "cp", `${id}:/tmp/up/big.bin`, "down.bin"));
    const back = readFileSync(path.join(work, "down.bin"));
    expect(back.length).toBe(data.length);
    expect(back.equals(data)).toBe(true);
    expect(statSync(path.join(work, "down.bin")).mode & 0o777).toBe(0o640);
    // No temporary file left behind.
    expect(readdirSync(work).filter((f) => f.includes(".osb-"))).toEqual([]);
  });

  it("copies into an existing directory (trailing slash or not) like docker cp", async () => {
    const local = path.join(work, "note.txt");
    writeFileSync(local, "note\n");
    ok(await osb("files", "mkdir", `${id}:/tmp/dir`));
    ok(await osb("files", "cp", local, `${id}:/tmp/dir`));
    ok(await osb("files", "cp", local, `${id}:/tmp/dir2/`));
    let r = ok(await osb("files", "cat", `${id}:/tmp/dir/note.txt`, `${id}:/tmp/dir2/note.txt`));
    expect(r.stdout).toBe("note\nnote\n");
    mkdirSync(path.join(work, "into"), { recursive: true });
    ok(await osb("files", "cp", `${id}:/tmp/dir/note.txt`, "into"));
    expect(readFileSync(path.join(work, "into", "note.txt"), "utf8")).toBe("note\n");
    r = await osb("files", "cp", "missing.txt", `${id}:/tmp/x`);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("osb: missing.txt: no such file or directory\n");
  });

  it("copies directory trees both ways", async () => {
    const src = path.join(work, "tree");
    mkdirSync(path.join(src, "a", "b"), { recursive: true });
    writeFileSync(path.join(src, "top.txt"), "top");
    writeFileSync(path.join(src, "a", "b", "deep.bin"), randomBytes(70_000));
    ok(await osb("files", "cp", "tree", `${id}:/tmp/tree`));
    const listed = JSON.parse(ok(await osb("files", "ls", `${id}:/tmp/tree`, "--depth", "5", "-o", "json")).stdout) as { path: string; type: string; size: number }[];
    expect(listed.map((e) => `${e.type} ${e.path}`).sort()).toEqual(["directory /tmp/tree/a", "directory /tmp/tree/a/b", "file /tmp/tree/a/b/deep.bin", "file /tmp/tree/top.txt"]);

    ok(await osb("files", "cp", `${id}:/tmp/tree`, "tree-back"));
    expect(readFileSync(path.join(work, "tree-back", "top.txt"), "utf8")).toBe("top");
    expect(readFileSync(path.join(work, "tree-back", "a", "b", "deep.bin")).equals(readFileSync(path.join(src, "a", "b", "deep.bin")))).toBe(true);
    // Onto an existing directory the tree goes inside it.
    ok(await osb("files", "cp", `${id}:/tmp/tree`, "tree-back"));
    expect(readFileSync(path.join(work, "tree-back", "tree", "top.txt"), "utf8")).toBe("top");
  });

  it.runIf(loadNodePty())("draws a progress bar on a terminal for large files, unless --no-progress", async () => {
    const pty = loadNodePty()!;
    writeFileSync(path.join(work, "progress.bin"), randomBytes(3 * 1024 * 1024));
    const run = (args: string[]) =>
      new Promise<{ code: number; output: string }>((resolve) => {
        const term = pty.spawn(process.execPath, [BUNDLE, ...args], { name: "xterm", cols: 100, rows: 24, cwd: work, env });
        let output = "";
        term.onData((d) => (output += d));
        term.onExit((e) => resolve({ code: e.exitCode, output }));
      });
    let r = await run(["files", "cp", "progress.bin", `${id}:/tmp/progress.bin`]);
    expect(r.code).toBe(0);
    expect(r.output).toMatch(/progress\.bin {2}\[#+\] +100% {2}3\.0 MiB \/ 3\.0 MiB/);
    r = await run(["files", "cp", `${id}:/tmp/progress.bin`, "progress-back.bin"]);
    expect(r.output).toMatch(/\[#+\] +100%/);
    r = await run(["files", "cp", "--no-progress", "progress.bin", `${id}:/tmp/progress.bin`]);
    expect(r.code).toBe(0);
    expect(r.output).toBe("");
  });

  it("- is stdin or stdout", async () => {
    const payload = randomBytes(300_000);
    ok(await runCli(["files", "cp", "-", `${id}:/tmp/stdin.bin`], { env, input: payload }));
    const r = ok(await osb("files", "cp", `${id}:/tmp/stdin.bin`, "-"));
    expect(r.stdoutBytes.equals(payload)).toBe(true);
  });
});

describe("osb files cat / ls / rm / mkdir", () => {
  it("works on sandbox paths", async () => {
    ok(await osb("files", "mkdir", `${id}:/tmp/m/a/b`, `${id}:/tmp/m/c`));
    ok(await runCli(["files", "cp", "-", `${id}:/tmp/m/a/f.txt`], { env, input: "hello\n" }));

    let r = ok(await osb("files", "cat", `${id}:/tmp/m/a/f.txt`));
    expect(r.stdout).toBe("hello\n");

    r = ok(await osb("files", "ls", `${id}:/tmp/m`));
    expect(r.stdout).toMatch(/^MODE\s+OWNER\s+SIZE\s+MODIFIED\s+PATH\n/);
    expect(r.stdout).toMatch(/^drwx\S+\s+\S+\s+-\s+\S+\s+\/tmp\/m\/a\/$/m);
    r = ok(await osb("files", "ls", `${id}:/tmp/m`, "-o", "raw"));
    expect(r.stdout).toBe("/tmp/m/a\n/tmp/m/c\n");
    r = ok(await osb("files", "ls", `${id}:/tmp/m`, "--depth", "3", "-o", "raw"));
    expect(r.stdout).toBe("/tmp/m/a\n/tmp/m/a/b\n/tmp/m/a/f.txt\n/tmp/m/c\n");
    // Like ls, a file lists as itself.
    r = ok(await osb("files", "ls", `${id}:/tmp/m/a/f.txt`, "-o", "json"));
    expect(JSON.parse(r.stdout)).toEqual([expect.objectContaining({ path: "/tmp/m/a/f.txt", type: "file", size: 6 })]);

    // rm: files; directories only with -r; missing paths fail unless -f.
    r = await osb("files", "rm", `${id}:/tmp/m/a`);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`osb: ${id}:/tmp/m/a is a directory (use -r)\n`);
    ok(await osb("files", "rm", `${id}:/tmp/m/a/f.txt`));
    r = await osb("files", "rm", `${id}:/tmp/m/a/f.txt`);
    expect(r.code).toBe(1);
    ok(await osb("files", "rm", "-f", `${id}:/tmp/m/a/f.txt`));
    ok(await osb("files", "rm", "-r", `${id}:/tmp/m/a`, `${id}:/tmp/m/c`));
    r = ok(await osb("files", "ls", `${id}:/tmp/m`, "-o", "json"));
    expect(JSON.parse(r.stdout)).toEqual([]);
  });

  it("a missing file is one error line", async () => {
    const r = await osb("files", "cat", `${id}:/no/such/file`);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^osb: .*\/no\/such\/file.* \(404 [A-Z_]+, request [\w-]+\)\n$/);
  });
});
