// The real server binary as a child process with a throw-away config and store, for tests that
// kill it (SIGKILL) or point it at an engine of their own.
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_KEY } from "./helpers.ts";

export { freePort } from "@opensandbox/http-kit/fuzz";

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const BIN = path.join(REPO_ROOT, "packages/server/bin/opensandbox-server.js");

export type Proc = { child: ChildProcess; output: () => string };

/** Writes `dir/config.toml` for a server on `port` with its store in `dir`, plus `extra` TOML lines. */
export function writeServerConfig(dir: string, port: number, extra: string[] = []): { configFile: string; storePath: string } {
  const storePath = path.join(dir, "store.db");
  const configFile = path.join(dir, "config.toml");
  writeFileSync(
    configFile,
    [`[server]`, `api_key = "${API_KEY}"`, `port = ${port}`, `host = "127.0.0.1"`, ``, `[store]`, `path = "${storePath}"`, `key_file = "${path.join(dir, "secret.key")}"`, ``, `[log]`, `level = "info"`, ``, ...extra, ``].join("\n"),
  );
  return { configFile, storePath };
}

/** Starts the binary on `configFile` and waits until `url`/health answers (30 s). */
export async function spawnServer(configFile: string, url: string, children?: Set<ChildProcess>): Promise<Proc> {
  const env = { ...process.env };
  delete env.OPENSANDBOX_SERVER_API_KEY;
  delete env.OPENSANDBOX_INSECURE_SERVER;
  delete env.SANDBOX_CONFIG_PATH;
  const child = spawn(process.execPath, [BIN, "--config", configFile], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  children?.add(child);
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => out };
}

export async function killServer(p: Proc, signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return { code: p.child.exitCode, signal: p.child.signalCode };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => p.child.once("exit", (code, sig) => r({ code, signal: sig })));
  p.child.kill(signal);
  return exited;
}

/** fetch against `url` with the test API key and JSON handling. */
export function apiAt(url: string) {
  return async (method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const r = await fetch(`${url}${route}`, {
      method,
      headers: { "OPEN-SANDBOX-API-KEY": API_KEY, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : undefined };
  };
}
