// Raw-socket fuzzing of a real server process (real Docker engine, throw-away config and store,
// one real sandbox whose proxy paths reach its execd), on loopback (packages/http-kit/test/fuzz):
// every connection is answered or closed, every error answer is in the `{code, message}` shape,
// the process never exits, and after the run its file descriptors and memory return to baseline.
// OSB_FUZZ_SEED replays a run; OSB_FUZZ_REQUESTS=100000 is the heavy variant.
//
// Never sent: operations that would stop, freeze or commit the sandbox under test (delete,
// pause, resume, snapshot); everything else, valid key or not.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUZZ_SEED, FUZZ_TEST_TIMEOUT, HEAP_PROBE_FLAGS, expectSound, freePort, fuzzProcess, type FuzzTarget } from "@opensandbox/http-kit/fuzz";
import { routes } from "../../src/generated/lifecycle/routes.gen.ts";
import { IMAGE } from "../helpers.ts";

const BIN = fileURLToPath(new URL("../../bin/opensandbox-server.js", import.meta.url));
const KEY = randomBytes(18).toString("base64url");

let child: ChildProcess;
let port: number;
let dir: string;
let log = "";
let sandboxId: string;

async function api(method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers: { "OPEN-SANDBOX-API-KEY": KEY, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(5000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  port = await freePort();
  dir = mkdtempSync(path.join(tmpdir(), "osb-server-fuzz-"));
  writeFileSync(path.join(dir, "config.toml"), `[server]\nhost = "127.0.0.1"\nport = ${port}\napi_key = "${KEY}"\n[store]\npath = "${dir}/store.db"\n[log]\nlevel = "error"\n`);
  child = spawn(process.execPath, [...HEAP_PROBE_FLAGS, BIN, "--config", path.join(dir, "config.toml")], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (d) => (log = (log + d).slice(-20_000)));
  child.stderr!.on("data", (d) => (log = (log + d).slice(-20_000)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if ((await api("GET", "/health").catch(() => ({ status: 0 }))).status === 200) break;
    if (Date.now() > deadline) throw new Error(`server did not answer /health within 30 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const created = await api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 1800, resourceLimits: { cpu: "500m", memory: "256Mi" } });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  sandboxId = created.body.id;
  for (const until = Date.now() + 60_000; ; ) {
    const s = await api("GET", `/v1/sandboxes/${sandboxId}`);
    if (s.body?.status?.state === "Running") break;
    if (Date.now() > until || s.body?.status?.state === "Failed") throw new Error(`sandbox not Running: ${JSON.stringify(s.body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
});

afterAll(async () => {
  child?.kill("SIGKILL");
  const docker = new Docker();
  if (sandboxId) {
    for (const c of await docker.listContainers({ all: true, filters: { label: [`opensandbox.io/id=${sandboxId}`] } })) {
      await docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined);
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const DENIED = new Set(["DELETE /sandboxes/{sandboxId}", "POST /sandboxes/{sandboxId}/pause", "POST /sandboxes/{sandboxId}/resume", "POST /sandboxes/{sandboxId}/snapshots"]);

function target(): FuzzTarget {
  return {
    port,
    routes: Object.values(routes).map((r) => ({ method: r.method, path: r.path })),
    prefixes: ["/v1"],
    auth: ["OPEN-SANDBOX-API-KEY", KEY],
    params: { sandboxId: [sandboxId, sandboxId, "nope"], snapshotId: ["nope"], port: ["44772", "44772", "8080", "1", "0", "70000", "x"] },
    deny: (method, p) => DENIED.has(`${method} ${p}`),
  };
}

describe("the server under a raw-socket fuzzer", () => {
  it(`answers or closes every connection, never exits, and returns to its baseline (seed ${FUZZ_SEED}, OSB_FUZZ_SEED to replay)`, async () => {
    const session = await fuzzProcess({
      name: "server",
      child,
      target: target(),
      probe: { path: "/health", headers: {} },
      log: () => log,
      exited: () => child.exitCode !== null,
      waitMs: 3000,
    });
    expectSound("the server", session, log);
  }, FUZZ_TEST_TIMEOUT);
});
