// execd starts lazily on the real engine ([docker] execd_start = "lazy", the default): osb-init
// listens on execd's port, so an idle sandbox runs no execd, yet it is Running (ready) and its
// first command succeeds at once, with no retry, while execd boots on that connection. Eager or
// lazy, osb-init holds execd's socket: the entrypoint cannot take the port, and a connection made
// while a killed execd restarts waits for it.
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exec } from "../docker-exec.ts";
import { IMAGE, destroyServer, runThroughEndpoint, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";

const docker = new Docker();
const servers: TestServer[] = [];
let lazy: TestServer;
let eager: TestServer;
const modes = { lazy: () => lazy, eager: () => eager };

beforeAll(async () => {
  lazy = await startServer();
  eager = await startServer({ docker: { execd_start: "eager" } });
  servers.push(lazy, eager);
});
afterAll(async () => {
  for (const s of servers) await destroyServer(s);
});

const BODY = { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "500m", memory: "256Mi" } };

/** execd processes in the sandbox's container, counted from a process started by the engine (not execd). */
async function execdProcesses(server: TestServer, id: string): Promise<number> {
  const [c] = await docker.listContainers({ filters: { label: [`opensandbox.io/instance=${server.app.instance}`, `opensandbox.io/id=${id}`] } });
  // execd is the process started through the runtime's loader; the probe's own shell is not.
  const r = await exec(docker.getContainer(c!.Id), ["sh", "-c", "for p in /proc/[0-9]*; do head -c 40 $p/cmdline 2>/dev/null | grep -q ^/opt/opensandbox/lib/ld-linux && echo ${p#/proc/}; done | wc -l"]);
  expect(r.exitCode, r.stderr).toBe(0);
  return Number(r.stdout.trim());
}

async function createRunning(server: TestServer): Promise<string> {
  const created = await server.api("POST", "/v1/sandboxes", BODY);
  expect(created.status).toBe(202);
  const id = created.body.id as string;
  await waitForState(server, id, "Running");
  return id;
}

describe("execd starts on the first connection", () => {
  it("an idle Running sandbox runs no execd; its first command succeeds without a retry and starts it", async () => {
    const id = await createRunning(lazy);
    await new Promise((r) => setTimeout(r, 500)); // nothing starts it later either
    expect(await execdProcesses(lazy, id)).toBe(0);
    // One attempt: a refused or reset connection fails the test.
    const { status, stdout } = await runThroughEndpoint(lazy, id, "echo first");
    expect(status).toBe(200);
    expect(stdout).toBe("first");
    expect(await execdProcesses(lazy, id)).toBe(1);
    expect((await lazy.api("GET", `/v1/sandboxes/${id}`)).body.status).toMatchObject({ state: "Running", reason: "CONTAINER_RUNNING" });
  });

  it("commands do not inherit execd's listening socket (they could accept its connections)", async () => {
    const id = await createRunning(lazy);
    // The listening socket on 44772 (0xAEE4) and the fds of the command's own shell pointing at it.
    const script = `ino=$(awk '$2 ~ /:AEE4$/ && $4 == "0A" { print $10 }' /proc/net/tcp | head -1); echo "ino=$([ -n "$ino" ] && echo found)"; ls -l /proc/$$/fd | grep -c "socket:\\[$ino\\]"`;
    const { status, stdout } = await runThroughEndpoint(lazy, id, script);
    expect(status).toBe(200);
    expect(stdout).toBe("ino=found\n0");
  });
});

describe.each(["lazy", "eager"] as const)("osb-init holds execd's socket (%s)", (mode) => {
  it("an entrypoint cannot listen on execd's port to impersonate it (and collect the token)", async () => {
    const server = modes[mode]();
    // The entrypoint starts while execd (eager) still boots, and would bind 44772 first.
    const squat = `nc -l -p 44772 </dev/null >/dev/null 2>/tmp/squat.err & sleep 0.5; if kill -0 $! 2>/dev/null; then echo listening; else echo refused; fi > /tmp/squat; exec sleep 3600`;
    const created = await server.api("POST", "/v1/sandboxes", { ...BODY, entrypoint: ["sh", "-c", squat] });
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    await waitForState(server, id, "Running");
    const { status, stdout } = await runThroughEndpoint(server, id, "sleep 0.5; cat /tmp/squat /tmp/squat.err");
    expect(status).toBe(200);
    expect(stdout).toMatch(/^refused\n.*[Aa]ddress (already )?in use/);
  });

  it("a killed execd is restarted on the same socket; the request made meanwhile waits and succeeds", async () => {
    const server = modes[mode]();
    const id = await createRunning(server);
    expect((await runThroughEndpoint(server, id, "true")).status).toBe(200);
    const [c] = await docker.listContainers({ filters: { label: [`opensandbox.io/instance=${server.app.instance}`, `opensandbox.io/id=${id}`] } });
    const killed = await exec(docker.getContainer(c!.Id), ["sh", "-c", "n=0; for p in /proc/[0-9]*; do head -c 40 $p/cmdline 2>/dev/null | grep -q ^/opt/opensandbox/lib/ld-linux && kill -9 ${p#/proc/} && n=$((n+1)); done; echo $n"]);
    expect(killed.stdout.trim(), killed.stderr).toBe("1");
    // At once, before osb-init's restart delay ran out: the kernel queues the connection.
    const again = await runThroughEndpoint(server, id, "echo again", { newConnection: true });
    expect(again.status).toBe(200);
    expect(again.stdout).toBe("again");
    await waitFor(() => server.api("GET", `/v1/sandboxes/${id}`), (r) => r.body.status.reason === "EXECD_RESTARTED", 20_000, "execd restarted");
  });
});

describe('[docker] execd_start = "eager"', () => {
  it("runs execd in a Running sandbox before any request", async () => {
    const id = await createRunning(eager);
    expect(await execdProcesses(eager, id)).toBe(1);
    expect((await runThroughEndpoint(eager, id, "echo eager")).stdout).toBe("eager");
  });
});
