// Test fixtures: a real server (real Docker engine) on a random port with its own store and
// instance id, so test runs never touch each other's containers.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp, type App } from "../src/app.ts";
import { validateConfig, type Config } from "../src/config/config.ts";
import { SqliteStore } from "../src/store/sqlite.ts";

export const API_KEY = "test-key";
export const IMAGE = process.env.OSB_TEST_IMAGE ?? "opensandbox/busybox:local";
export const PYTHON_IMAGE = "opensandbox/debian-python:local";

/**
 * Shell line that kills every process in a sandbox whose command line names execd's loader
 * (`execd/execd.cjs`), the shell running it aside: osb-init then restarts execd.
 */
export const KILL_EXECD = `for p in /proc/[0-9]*; do [ "\${p#/proc/}" = "$$" ] && continue; case "$(tr '\\0' ' ' < $p/cmdline 2>/dev/null)" in *execd/execd.cjs*) kill -9 \${p#/proc/};; esac; done`;

export type TestServer = {
  app: App;
  url: string;
  dir: string;
  config: Config;
  /** fetch against the server with the API key and JSON body handling. */
  api(method: string, route: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
};

/** Overrides per section; `pool` is the `[[pool]]` array of tables. */
export type ConfigOverrides = Record<string, Record<string, unknown> | Record<string, unknown>[]>;

export function testConfig(overrides: ConfigOverrides = {}, dir = mkdtempSync(path.join(tmpdir(), "osb-test-"))): { config: Config; dir: string } {
  const doc: Record<string, unknown> = {
    server: { api_key: API_KEY, port: 0 },
    store: { path: path.join(dir, "store.db"), key_file: path.join(dir, "keys", "secret.key") },
    ...overrides,
  };
  for (const [k, v] of Object.entries(overrides)) doc[k] = Array.isArray(v) ? v : { ...((doc[k] as object | undefined) ?? {}), ...v };
  return { config: validateConfig(doc).config, dir };
}

/** `logger`: where the server logs (default: nowhere, or the level in $OSB_TEST_LOG). */
export async function startServer(overrides: ConfigOverrides = {}, dir?: string, logger?: pino.Logger): Promise<TestServer> {
  const { config, dir: d } = testConfig(overrides, dir);
  const app = await buildApp({ config, logger: logger ?? pino({ level: process.env.OSB_TEST_LOG ?? "silent" }), store: new SqliteStore(config.store.path) });
  await app.start();
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  const addr = app.http.server.address() as { port: number };
  const url = `http://127.0.0.1:${addr.port}`;
  let closing: Promise<void> | undefined;
  return {
    app,
    url,
    dir: d,
    config,
    async api(method, route, body, headers = {}) {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: { "OPEN-SANDBOX-API-KEY": API_KEY, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
        ...(body !== undefined ? { body: typeof body === "string" ? body : JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    /** Idempotent: a second call waits for the first. */
    close() {
      closing ??= app.close();
      return closing;
    },
  };
}

/** Removes every container and record a test server created, then its folder. */
export async function destroyServer(s: TestServer | undefined): Promise<void> {
  if (!s) return;
  // Stopped first: it waits for its background work, so no create still in flight makes a
  // container after the listing below (a test that timed out mid-create leaked one that way).
  await s.close().catch(() => undefined);
  const store = new SqliteStore(s.config.store.path);
  const instance = await store.meta("instance", () => "none");
  await store.close();
  const { createRuntime } = await import("../src/runtime/create.ts");
  const rt = createRuntime(s.config, instance, pino({ level: "silent" }));
  for (const id of await rt.listOwned()) await rt.remove(id, undefined);
  await rt.close?.();
  // The egress table of that server (docker-egress.ts keeps it in the kernel when a server stops).
  const { removeEgressTable } = await import("../src/runtime/docker-egress.ts");
  await removeEgressTable(instance);
  // Pins live outside the test's folder (a recursive removal must never reach into a bind mount).
  const { HostPathPins } = await import("../src/runtime/host-path-pins.ts");
  const pins = new HostPathPins(path.join(s.config.storage.host_path_pin_dir, instance), []);
  for (const id of pins.pinned()) await pins.release(id);
  rmSync(s.dir, { recursive: true, force: true });
}

export async function waitFor<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000, what = "condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T;
  do {
    last = await probe();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
}

/**
 * The dev cluster's real node is this machine (other tests may add kwok's simulated ones): its
 * address, where Pods reach a listener of the test's (execd's announce). Every local address
 * counts, read from `ip` (also interfaces without carrier), and the node's status is waited for
 * (it once came without a local InternalIP in CI).
 */
export async function localNodeAddress(core: { listNode(): Promise<{ items: { status?: { addresses?: { type: string; address: string }[] } }[] }> }): Promise<string> {
  const localAddresses = () => new Set([...execFileSync("ip", ["-o", "addr", "show"], { encoding: "utf8" }).matchAll(/\binet6? ([0-9a-f.:]+)\//g)].map((m) => m[1]!));
  const nodeAddress = async () => {
    const local = localAddresses();
    const addresses = (await core.listNode()).items.flatMap((n) => n.status?.addresses ?? []);
    return { addresses, found: addresses.find((a) => a.type === "InternalIP" && local.has(a.address))?.address };
  };
  const node = await waitFor(nodeAddress, (r) => r.found !== undefined, 30_000, "a node with one of this machine's addresses").catch(async (err: unknown) => {
    throw new Error(`${(err as Error).message}: nodes report ${JSON.stringify((await nodeAddress()).addresses)}, local ${[...localAddresses()].join(" ")}`);
  });
  return node.found!;
}

export async function waitForState(s: TestServer, id: string, state: string, timeoutMs = 30_000) {
  return waitFor(
    () => s.api("GET", `/v1/sandboxes/${id}`),
    (r) => r.status === 200 && r.body.status.state === state,
    timeoutMs,
    `sandbox ${id} to be ${state}`,
  );
}

/**
 * Runs `command` once through the execd endpoint the server hands out for the sandbox: no retry, so
 * a refused or reset connection fails the caller. Returns the status, the NDJSON answer as sent and
 * its stdout lines joined.
 */
export async function runThroughEndpoint(
  s: TestServer,
  id: string,
  command: string,
  opts: { newConnection?: boolean } = {},
): Promise<{ status: number; body: string; stdout: string }> {
  const endpoint = (await s.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body as { endpoint: string; headers: Record<string, string> };
  const url = `http://${endpoint.endpoint}/command`;
  const headers = { ...endpoint.headers, "content-type": "application/json" };
  // newConnection: fetch would reuse an earlier call's keep-alive connection, which a killed
  // execd has closed ("other side closed": a client-side race, not what a new connection meets).
  const { status, body } = opts.newConnection
    ? await postOnNewConnection(url, headers, JSON.stringify({ command }))
    : await fetch(url, { method: "POST", headers, body: JSON.stringify({ command }) }).then(async (r) => ({ status: r.status, body: await r.text() }));
  const events = status >= 200 && status < 300 ? body.split("\n").filter(Boolean).map((l) => JSON.parse(l) as { type: string; text?: string }) : [];
  return { status, body, stdout: events.filter((e) => e.type === "stdout").map((e) => e.text).join("\n") };
}

function postOnNewConnection(url: string, headers: Record<string, string>, payload: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent: false, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(payload);
  });
}
