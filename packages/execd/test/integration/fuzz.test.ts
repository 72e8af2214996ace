// Raw-socket fuzzing of a real execd process on loopback (packages/http-kit/test/fuzz): every
// connection is answered or closed, every error answer is in the `{code, message}` shape, the
// process never exits, and after the run its file descriptors and memory return to baseline.
// OSB_FUZZ_SEED replays a run; OSB_FUZZ_REQUESTS=100000 is the heavy variant.
//
// execd runs on the host here, so the fuzzer never sends what would change the host: no file or
// directory writes and deletes, no sessions, terminals or kernels (those are fuzzed inside a
// sandbox through the server's proxy, see packages/server/test/integration/fuzz.test.ts), and the
// port proxy only ever targets ports of this test.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUZZ_SEED, FUZZ_TEST_TIMEOUT, HEAP_PROBE_FLAGS, expectSound, freePort, fuzzProcess, type FuzzTarget } from "@opensandbox/http-kit/fuzz";
import { routes } from "../../src/generated/execd/routes.gen.ts";

const MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url));
const TOKEN = randomBytes(16).toString("hex");

let child: ChildProcess;
let port: number;
let dir: string;
let log = "";
let upstream: http.Server;
let upstreamPort: number;
let closedPort: number;

async function ping(timeoutMs = 2000): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/ping`, { headers: { "X-EXECD-ACCESS-TOKEN": TOKEN }, signal: AbortSignal.timeout(timeoutMs) });
  await res.arrayBuffer();
  return res.status;
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.end("upstream ok"));
  });
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  upstreamPort = (upstream.address() as net.AddressInfo).port;
  closedPort = await freePort();
  port = await freePort();
  dir = mkdtempSync(path.join(tmpdir(), "osb-execd-fuzz-"));
  child = spawn(process.execPath, [...HEAP_PROBE_FLAGS, MAIN], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, EXECD_ACCESS_TOKEN: TOKEN, EXECD_PORT: String(port), EXECD_HOST: "127.0.0.1", EXECD_LOG_LEVEL: "error", JUPYTER_PORT: String(await freePort()) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (log = (log + d).slice(-20_000)));
  child.stderr!.on("data", (d) => (log = (log + d).slice(-20_000)));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`execd exited with ${child.exitCode}:\n${log}`);
    if (await ping().catch(() => 0) === 200) break;
    if (Date.now() > deadline) throw new Error(`execd did not answer /ping within 20 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  child?.kill("SIGKILL");
  upstream?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Operations that would write to or spawn on the host if a fuzzed request happened to be valid. */
const HOST_CHANGING = new Set(["POST /session", "POST /pty", "POST /code/context", "POST /code", "DELETE /files", "DELETE /directories", "POST /files/permissions", "POST /files/mv", "POST /files/replace", "POST /files/upload", "POST /directories"]);

function target(): FuzzTarget {
  return {
    port,
    routes: Object.values(routes).map((r) => ({ method: r.method, path: r.path })),
    prefixes: [],
    auth: ["X-EXECD-ACCESS-TOKEN", TOKEN],
    params: { context_id: ["ctx"], sessionId: ["sess"], id: ["cmd"], port: [String(upstreamPort), String(closedPort), "0", "70000", "x"] },
    deny: (method, p) => HOST_CHANGING.has(`${method} ${p}`),
  };
}

describe("execd under a raw-socket fuzzer", () => {
  it(`answers or closes every connection, never exits, and returns to its baseline (seed ${FUZZ_SEED}, OSB_FUZZ_SEED to replay)`, async () => {
    const session = await fuzzProcess({
      name: "execd",
      child,
      target: target(),
      probe: { path: "/ping", headers: { "X-EXECD-ACCESS-TOKEN": TOKEN } },
      log: () => log,
      exited: () => child.exitCode !== null,
      waitMs: 1500,
    });
    expectSound("execd", session, log);
  }, FUZZ_TEST_TIMEOUT);
});
