// Runs the built CLI (dist/osb.js, the file the published package ships) as a child process
// against a real server from packages/server/test/helpers.ts.
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildCli } from "../../build.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const CLI_DIR = path.resolve(HERE, "../..");
export const REPO = path.resolve(CLI_DIR, "../..");
export const BUNDLE = path.join(CLI_DIR, "dist", "osb.js");

let built: Promise<string> | undefined;
/** Builds dist/osb.js once per test process (esbuild: well under a second). */
export function buildOnce(): Promise<string> {
  built ??= buildCli(BUNDLE);
  return built;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  stdoutBytes: Buffer;
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  input?: string | Buffer;
  cwd?: string;
  /** Node binary to run the bundle with. */
  node?: string;
  timeoutMs?: number;
}

/** Environment of a CLI run: no config from the developer's machine leaks in. */
export function isolatedEnv(home: string, extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, ".config"),
    LANG: "C.UTF-8",
    ...extra,
  };
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

export function tempHome(): string {
  return mkdtempSync(path.join(tmpdir(), "osb-cli-test-"));
}

export function runCli(args: string[], opts: RunOptions & { env: Record<string, string> }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(opts.node ?? process.execPath, [BUNDLE, ...args], { env: opts.env, cwd: opts.cwd ?? CLI_DIR, stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => err.push(c));
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 50_000);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const stdoutBytes = Buffer.concat(out);
      resolve({ code, signal, stdout: stdoutBytes.toString("utf8"), stderr: Buffer.concat(err).toString("utf8"), stdoutBytes });
    });
    if (opts.input !== undefined) child.stdin.end(opts.input);
    else child.stdin.end();
  });
}

/** The part of node-pty the tests use. */
export interface NodePty {
  spawn(
    file: string,
    args: string[],
    options: { name?: string; cols?: number; rows?: number; cwd?: string; env?: Record<string, string> },
  ): { onData(cb: (data: string) => void): unknown; onExit(cb: (e: { exitCode: number; signal?: number }) => void): unknown; write(data: string): void; kill(signal?: string): void; resize(cols: number, rows: number): void };
}

/** node-pty from execd's dependencies, when it loads on this Node. */
export function loadNodePty(): NodePty | undefined {
  try {
    return createRequire(path.join(REPO, "packages", "execd", "package.json"))("node-pty") as NodePty;
  } catch {
    return undefined;
  }
}

/** A Node 20 binary (the oldest the bundle supports), when the machine has one. */
export function findNode20(): string | undefined {
  for (const candidate of ["/usr/bin/node", "/usr/local/bin/node"]) {
    try {
      const v = execFileSync(candidate, ["--version"], { encoding: "utf8" }).trim();
      if (v.startsWith("v20.")) return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}
