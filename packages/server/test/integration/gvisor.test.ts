// A sandbox chooses gVisor per request (extensions.runtimeClass), on the real Docker engine with
// Debian's runsc registered (scripts/docker/gvisor.sh, run by the setup): it proves where it runs,
// and execd works in it (the conformance suites run under gVisor in CI: scripts/test.sh).
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE, destroyServer, runThroughEndpoint, startServer, waitForState, type TestServer } from "../helpers.ts";

const docker = new Docker();
let server: TestServer;

beforeAll(async () => {
  const runtimes = ((await docker.info()) as { Runtimes?: Record<string, unknown> }).Runtimes ?? {};
  if (!runtimes.runsc) throw new Error("dockerd has no runsc runtime: run bash scripts/docker/gvisor.sh /etc/docker/daemon.json $(pidof dockerd)");
  server = await startServer({ secure_runtime: { classes: { gvisor: { docker_runtime: "runsc" } } } });
});
afterAll(() => destroyServer(server));

async function sandbox(extensions?: Record<string, string>): Promise<string> {
  const res = await server.api("POST", "/v1/sandboxes", {
    image: { uri: IMAGE },
    entrypoint: ["sleep", "3600"],
    timeout: 600,
    resourceLimits: { cpu: "500m", memory: "256Mi" },
    ...(extensions ? { extensions } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await waitForState(server, res.body.id, "Running", 60_000);
  return res.body.id as string;
}

async function run(id: string, command: string): Promise<string> {
  const res = await runThroughEndpoint(server, id, command);
  expect(res.status).toBe(200);
  return res.stdout;
}

describe("runtime class gvisor (Docker + runsc)", () => {
  it("runs the sandbox under gVisor when asked, and under the engine's default otherwise", async () => {
    const [g, plain] = await Promise.all([sandbox({ runtimeClass: "gvisor" }), sandbox()]);
    expect((await docker.getContainer(`sandbox-${g}`).inspect()).HostConfig.Runtime).toBe("runsc");
    expect((await docker.getContainer(`sandbox-${plain}`).inspect()).HostConfig.Runtime).toBe("runc");
    // gVisor's own kernel log says so; under runc the host's kernel log is not readable.
    expect(await run(g, "dmesg 2>&1 | head -1")).toMatch(/Starting gVisor/);
    expect(await run(plain, "dmesg 2>&1 | head -1")).not.toMatch(/gVisor/);
    // execd's token stays with execd under gVisor too (docs/SECURITY.md row 1), though gVisor
    // lets a sandbox read the environ and maps of non-dumpable processes (not their memory).
    const token = (await server.api("GET", `/v1/sandboxes/${g}/endpoints/44772`)).body.headers["X-EXECD-ACCESS-TOKEN"] as string;
    // The probe must not carry the token in any command line: the pattern goes through a file, in halves.
    const half = Math.floor(token.length / 2);
    const probe =
      `printf '%s%s' '${token.slice(0, half)}' '${token.slice(half)}' > /tmp/pattern; ` +
      `cat /proc/[0-9]*/environ /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' '\\n' | grep -c -F -f /tmp/pattern; head -c 1 /proc/1/mem >/dev/null 2>&1 || echo mem-denied`;
    expect(await run(g, probe)).toBe("0\nmem-denied");
    for (const id of [g, plain]) expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  }, 120_000);
});
