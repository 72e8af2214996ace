// The built runtime (node packages/execd/build.ts) starts execd through its loader, which compiles
// the bundle with the V8 code cache made at build time: V8 must accept it when execd starts as
// osb-init starts it (same Node, same flags), and a cache it refuses must only cost start time.
import { spawn } from "node:child_process";
import net from "node:net";
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@opensandbox/http-kit/fuzz";

const RUNTIME = realpathSync(fileURLToPath(new URL("../../dist/runtime", import.meta.url)));
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A copy of the built runtime to alter, removed after the tests. */
function copyRuntime(): string {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), "execd-runtime-")), "runtime");
  dirs.push(path.dirname(copy));
  cpSync(RUNTIME, copy, { recursive: true });
  return copy;
}

/**
 * Starts osb-init from `runtime` as a sandbox does, with execd's settings (`env` on top), and waits
 * until its output (execd's included) shows `until` or 15 s pass; `stop` ends it.
 */
async function launch(runtime: string, until: string, env: Record<string, string> = {}): Promise<{ seen: boolean; output: () => string; stop: () => Promise<void> }> {
  const child = spawn(path.join(runtime, "bin", "osb-init"), ["--", "sleep", "30"], {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", OSB_HOME: runtime, EXECD_ACCESS_TOKEN: "t".repeat(32), EXECD_HOST: "127.0.0.1", EXECD_PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const closed = new Promise((r) => child.on("close", r));
  const seen = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 15_000);
    const read = (d: Buffer) => {
      output += d.toString();
      if (output.includes(until)) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
  });
  return {
    seen,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await closed;
    },
  };
}

/** Starts execd from `runtime` through osb-init, waits for "execd ready", stops it; its output. */
async function start(runtime: string): Promise<{ ready: boolean; output: string }> {
  const run = await launch(runtime, '"msg":"execd ready"');
  await run.stop();
  return { ready: run.seen, output: run.output() };
}

describe("execd's code cache", () => {
  it("is in the runtime and V8 takes it when osb-init starts execd", async () => {
    expect(existsSync(path.join(RUNTIME, "execd", "bundle.v8cache"))).toBe(true);
    const { ready, output } = await start(RUNTIME);
    expect(ready, output).toBe(true);
    expect(output).not.toMatch(/V8 refused/);
  });

  it("one V8 refuses (another Node, other flags, damaged) is reported, and execd starts from source", async () => {
    const copy = copyRuntime();
    const cache = path.join(copy, "execd", "bundle.v8cache");
    const bytes = readFileSync(cache);
    bytes.fill(0x5a, 0, 64); // the header V8 checks: magic number, version and flags hashes
    writeFileSync(cache, bytes);
    const { ready, output } = await start(copy);
    expect(ready, output).toBe(true);
    expect(output).toMatch(/execd: V8 refused .*bundle\.v8cache.*compiling from source/);
  });
});

describe("execd's socket when execd starts at once (no EXECD_LAZY)", () => {
  const attempt = (what: "connect" | "listen", port: number) =>
    new Promise<string>((resolve) => {
      if (what === "connect") {
        const c = net.connect(port, "127.0.0.1", () => (c.destroy(), resolve("connected")));
        c.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      } else {
        const s = net.createServer();
        s.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
        s.listen(port, "127.0.0.1", () => s.close(() => resolve("listening")));
      }
    });

  it("osb-init binds the port before execd runs: nobody else can take it, and nothing connects until execd listens", async () => {
    // execd replaced by a stand-in that reports fd 5 and then only waits: execd still booting.
    const copy = copyRuntime();
    writeFileSync(path.join(copy, "execd", "execd.cjs"), `console.log("stand-in fd " + process.env.OSB_LISTEN_FD); setInterval(() => {}, 1000);\n`);
    const port = await freePort();
    const run = await launch(copy, "stand-in fd", { EXECD_PORT: String(port) });
    try {
      expect(run.seen, run.output()).toBe(true);
      expect(run.output()).toContain("stand-in fd 5");
      // Bound, not listening: refused (a readiness probe must not pass before execd serves)…
      expect(await attempt("connect", port)).toBe("ECONNREFUSED");
      // …and no other socket may take execd's port (Node sets SO_REUSEADDR; osb-init does not).
      expect(await attempt("listen", port)).toBe("EADDRINUSE");
    } finally {
      await run.stop();
    }
  });
});
