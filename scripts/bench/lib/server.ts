// Starts the REAL server binary (packages/server/bin/opensandbox-server.js) as a child process with
// a temporary config: API key on (insecure = false), its own SQLite store, a free loopback port.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, closeSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { validateConfig, type Config } from "../../../packages/server/src/config/config.ts";
import { onCleanup } from "./cleanup.ts";
import { procCpuMs } from "./proc-cpu.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const SERVER_BIN = path.join(REPO_ROOT, "packages/server/bin/opensandbox-server.js");

type TomlValue = string | number | boolean | (string | number)[] | { [key: string]: TomlValue };
export type ConfigDoc = Record<string, Record<string, TomlValue>>;

export type ApiResult = { status: number; body: any };

export type BenchServer = {
  url: string;
  apiKey: string;
  dir: string;
  configPath: string;
  logPath: string;
  /** The config as the server resolves it (defaults filled in), for mirroring its Docker options. */
  config: Config;
  pid: number;
  /** Wall time from spawn until GET /health answered 200. */
  readyMs: number;
  api(method: string, route: string, body?: unknown): Promise<ApiResult>;
  /** This server's instance id (labels its containers); read from its store. */
  instance(): string | undefined;
  /** CPU time (user + system) the server process used so far, in ms (10 ms resolution); NaN if unknown. */
  cpuMs(): number;
  /** Server log lines (pino JSON), parsed. */
  logLines(): Record<string, unknown>[];
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A TOML value; tables become inline tables (`{ a = 1, b = { c = "x" } }`). */
function tomlValue(v: TomlValue): string {
  if (typeof v === "object" && !Array.isArray(v)) return `{ ${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)} = ${tomlValue(x)}`).join(", ")} }`;
  return JSON.stringify(v);
}

function toToml(doc: ConfigDoc, pools: Record<string, TomlValue>[] = []): string {
  const lines: string[] = [];
  for (const [section, values] of Object.entries(doc)) {
    lines.push(`[${section}]`);
    for (const [k, v] of Object.entries(values)) lines.push(`${k} = ${tomlValue(v)}`);
    lines.push("");
  }
  for (const pool of pools) {
    lines.push("[[pool]]");
    for (const [k, v] of Object.entries(pool)) lines.push(`${k} = ${tomlValue(v)}`);
    lines.push("");
  }
  return lines.join("\n");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type StartOptions = {
  overrides?: ConfigDoc;
  logLevel?: string;
  /** Another build of the server entry point (e.g. an instrumented copy); default SERVER_BIN. */
  bin?: string;
  /** Extra environment for the server process. */
  env?: Record<string, string>;
  /** Warm pools, `[[pool]]` entries. */
  pools?: Record<string, TomlValue>[];
};

export async function startServer(opts: StartOptions = {}): Promise<BenchServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "osb-bench-"));
  const apiKey = `bench-${randomBytes(16).toString("hex")}`;
  const port = await freePort();
  const doc: ConfigDoc = {
    server: { host: "127.0.0.1", port, api_key: apiKey, insecure: false },
    log: { level: opts.logLevel ?? "info" },
    store: { path: path.join(dir, "store.db") },
  };
  for (const [section, values] of Object.entries(opts.overrides ?? {})) doc[section] = { ...(doc[section] ?? {}), ...values };
  const config = validateConfig({ ...doc, ...(opts.pools ? { pool: opts.pools } : {}) }, "bench config").config;
  const configPath = path.join(dir, "config.toml");
  writeFileSync(configPath, toToml(doc, opts.pools), { mode: 0o600 });
  const logPath = path.join(dir, "server.log");
  const logFd = openSync(logPath, "a");

  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  for (const k of ["OPENSANDBOX_SERVER_API_KEY", "OPENSANDBOX_INSECURE_SERVER", "SANDBOX_CONFIG_PATH"]) delete env[k];
  const t0 = performance.now();
  // detached: its own process group, so a Ctrl-C in the terminal reaches only the bench, which then
  // deletes its sandboxes through the API before stopping the server itself.
  const child: ChildProcess = spawn(process.execPath, [opts.bin ?? SERVER_BIN, "--config", configPath], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  let exited: { code: number | null; signal: string | null } | undefined;
  const exitPromise = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );
  const killOnExit = () => {
    if (!exited) child.kill("SIGKILL");
  };
  process.on("exit", killOnExit);

  const logTail = () => {
    try {
      return readFileSync(logPath, "utf8").split("\n").slice(-20).join("\n");
    } catch {
      return "";
    }
  };
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (!exited) {
      child.kill("SIGTERM");
      await Promise.race([exitPromise, sleep(15_000)]);
      if (!exited) {
        child.kill("SIGKILL");
        await exitPromise;
      }
    }
    process.off("exit", killOnExit);
  };
  const unregister = onCleanup("stop server", stop);

  let readyMs = NaN;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) {
      unregister();
      throw new Error(`server exited during startup (code ${exited.code}, signal ${exited.signal}); log ${logPath}:\n${logTail()}`);
    }
    try {
      const res = await fetch(`${url}/health`);
      await res.arrayBuffer();
      if (res.status === 200) {
        readyMs = performance.now() - t0;
        break;
      }
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      unregister();
      throw new Error(`server did not answer /health within 30 s; log ${logPath}:\n${logTail()}`);
    }
    await sleep(20);
  }

  return {
    url,
    apiKey,
    dir,
    configPath,
    logPath,
    config,
    pid: child.pid!,
    readyMs,
    async api(method, route, body) {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: { "OPEN-SANDBOX-API-KEY": apiKey, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed };
    },
    instance() {
      let db: DatabaseSync | undefined;
      try {
        db = new DatabaseSync(config.store.path, { readOnly: true });
        const row = db.prepare("SELECT value FROM meta WHERE key = 'instance'").get() as { value: string } | undefined;
        return row?.value;
      } catch {
        return undefined;
      } finally {
        db?.close();
      }
    },
    cpuMs() {
      try {
        return procCpuMs(`/proc/${child.pid}/stat`);
      } catch {
        return NaN;
      }
    },
    logLines() {
      let text = "";
      try {
        text = readFileSync(logPath, "utf8");
      } catch {
        return [];
      }
      const out: Record<string, unknown>[] = [];
      for (const line of text.split("\n")) {
        if (!line.startsWith("{")) continue;
        try {
          out.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          /* partial line */
        }
      }
      return out;
    },
    async stop() {
      await stop();
      unregister();
    },
  };
}

/** Removes a bench server's temp folder (config, store, log). */
export function removeServerDir(s: BenchServer): void {
  rmSync(s.dir, { recursive: true, force: true });
}
