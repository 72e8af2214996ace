// execd inside real sandboxes created by the real server on the real Docker engine, across image
// kinds: no libc (busybox), musl, and glibc (Debian, with Python).
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destroyServer, startServer, waitFor, waitForState, type TestServer } from "../../../server/test/helpers.ts";
import { parseEvents, type StreamEvent } from "../unit/events.ts";

const docker = new Docker();
const IMAGES = [
  { kind: "no libc (busybox)", image: "opensandbox/busybox:local", shell: "/bin/sh" },
  { kind: "musl", image: "opensandbox/musl:local", shell: "/bin/sh" },
  { kind: "glibc (Debian, with Python)", image: "opensandbox/debian-python:local", shell: "/bin/bash" },
];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
  await destroyServer(server);
});

type Execd = { base: string; token: string; run(command: string, extra?: Record<string, unknown>): Promise<StreamEvent[]> };

async function sandbox(image: string, entrypoint = ["sleep", "3600"], env?: Record<string, string>): Promise<{ id: string; execd: Execd }> {
  const created = await server.api("POST", "/v1/sandboxes", { image: { uri: image }, entrypoint, timeout: 600, resourceLimits: { cpu: "1", memory: "256Mi" }, ...(env ? { env } : {}) });
  expect(created.status).toBe(202);
  const id = created.body.id as string;
  await waitForState(server, id, "Running");
  const ep = await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`);
  const base = `http://${ep.body.endpoint}`;
  const token = ep.body.headers["X-EXECD-ACCESS-TOKEN"] as string;
  await waitFor(
    () => fetch(`${base}/ping`, { headers: { "X-EXECD-ACCESS-TOKEN": token } }).then((r) => r.status, () => 0),
    (s) => s === 200,
    10_000,
    "execd /ping",
  );
  const run = async (command: string, extra: Record<string, unknown> = {}) => {
    const res = await fetch(`${base}/command`, {
      method: "POST",
      headers: { "X-EXECD-ACCESS-TOKEN": token, "content-type": "application/json" },
      body: JSON.stringify({ command, ...extra }),
    });
    expect(res.status).toBe(200);
    return parseEvents(await res.text());
  };
  return { id, execd: { base, token, run } };
}

const stdout = (events: StreamEvent[]) => events.filter((e) => e.type === "stdout").map((e) => e.text);

async function imagePresent(image: string): Promise<boolean> {
  return docker
    .getImage(image)
    .inspect()
    .then(() => true, () => false);
}

describe.each(IMAGES)("execd in an image with $kind", ({ image, shell }) => {
  it("runs commands with the image's shell, authenticated, without exposing its token", async (ctx) => {
    if (!(await imagePresent(image))) ctx.skip(); // built by scripts/docker-setup.sh
    const { execd } = await sandbox(image);
    const events = await execd.run('echo "$0"; id -u; echo "token=[$EXECD_ACCESS_TOKEN]"; ls /opt/opensandbox/bin');
    expect(stdout(events)).toEqual([shell, "0", "token=[]", "node", "osb-init"]);
    expect(events.at(-1)?.type).toBe("execution_complete");
    expect((await fetch(`${execd.base}/ping`)).status).toBe(401);
    expect((await fetch(`${execd.base}/ping`, { headers: { "X-EXECD-ACCESS-TOKEN": "wrong" } })).status).toBe(401);
  });
});

describe("execd's footprint", () => {
  // The per-sandbox cost of execd is its anonymous memory (RssAnon: readable in /proc/PID/status
  // even though execd is non-dumpable). ~14 MiB after a ping and a command on node:http alone
  // (no fastify, Ajv, pino or node:crypto); ~24 MiB as the fastify app it was (BENCHMARKS.md, execd).
  it("holds at most 17 MiB of private memory after its first requests", async () => {
    const { execd } = await sandbox("opensandbox/busybox:local");
    await execd.run("true");
    const out = stdout(await execd.run("for p in /proc/[0-9]*; do grep -q 'execd[.]cjs' $p/cmdline 2>/dev/null && grep RssAnon $p/status; done"));
    const anonKb = Number(/RssAnon:\s+(\d+) kB/.exec(out.join("\n"))?.[1]);
    expect(anonKb, `execd RssAnon ${anonKb} kB`).toBeGreaterThan(0);
    expect(anonKb / 1024, `execd RssAnon ${(anonKb / 1024).toFixed(1)} MiB`).toBeLessThanOrEqual(17);
  });

  // --expose-gc (and V8 flags like it) make V8 reject Node's code cache of its own modules: every
  // start then compiles node:http, net, streams… afresh (~12 ms more on the host, 45 vs 33 ms).
  it("runs Node without --expose-gc, which would cost every start Node's code cache", async () => {
    const { execd } = await sandbox("opensandbox/busybox:local");
    const out = stdout(await execd.run("for p in /proc/[0-9]*; do grep -q 'execd[.]cjs' $p/cmdline 2>/dev/null && tr '\\0' ' ' < $p/cmdline && echo; done"));
    expect(out.join("\n")).toMatch(/bin\/node .*execd\.cjs/);
    expect(out.join("\n")).not.toMatch(/expose[-_]gc/);
  });
});

describe("osb-init", () => {
  it("runs python in the python image", async () => {
    const { execd } = await sandbox("opensandbox/debian-python:local");
    expect(stdout(await execd.run("python3 -c 'print(6*7)'"))).toEqual(["42"]);
  });

  it("restarts execd when it crashes, and the sandbox keeps running", async () => {
    const { id, execd } = await sandbox("opensandbox/busybox:local");
    // Kill execd itself from inside (the command is its child, so kill it asynchronously).
    await execd.run("(sleep 0.2; for p in /proc/[0-9]*; do grep -q execd.cjs $p/cmdline 2>/dev/null && kill -9 ${p#/proc/}; done) >/dev/null 2>&1 &", {
      background: true,
    });
    await waitFor(
      () => fetch(`${execd.base}/ping`, { headers: { "X-EXECD-ACCESS-TOKEN": execd.token } }).then((r) => r.status, () => 0),
      (s) => s !== 200,
      5000,
      "execd to go down",
    ).catch(() => undefined); // it may come back before we look
    await waitFor(
      () => fetch(`${execd.base}/ping`, { headers: { "X-EXECD-ACCESS-TOKEN": execd.token } }).then((r) => r.status, () => 0),
      (s) => s === 200,
      10_000,
      "execd to come back",
    );
    expect(stdout(await execd.run("echo back"))).toEqual(["back"]);
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).body.status.state).toBe("Running");
  });

  it("reaps orphaned processes", async () => {
    const { execd } = await sandbox("opensandbox/busybox:local");
    await execd.run("for i in 1 2 3 4 5; do (sleep 0.1 &) ; done; sleep 0.5");
    const zombies = stdout(await execd.run("cat /proc/[0-9]*/stat 2>/dev/null | awk '$3 == \"Z\"' | wc -l"));
    expect(zombies).toEqual(["0"]);
  });

  it("forwards termination signals to the entrypoint and reports its exit", async () => {
    const { id } = await sandbox("opensandbox/busybox:local", ["sh", "-c", 'trap "echo bye; exit 3" TERM; sleep 1000 & wait']);
    const record = await server.api("GET", `/v1/sandboxes/${id}`);
    const container = docker.getContainer(`sandbox-${record.body.id}`);
    await container.kill({ signal: "SIGTERM" });
    const failed = await waitForState(server, id, "Failed");
    expect(failed.body.status.reason).toBe("CONTAINER_EXITED_ERROR");
    expect(failed.body.status.message).toMatch(/code 3.*bye/);
  });

  it("opens the code runtime port only where there are kernels (the code-interpreter SDKs' readiness probe)", async (ctx) => {
    if (!(await imagePresent("opensandbox/code-interpreter:local"))) ctx.skip(); // built by scripts/docker-setup.sh
    // opensandbox-code-interpreter 1.1.1 waits for exactly this to succeed in the sandbox.
    const probe = "bash -c 'exec 3<>/dev/tcp/127.0.0.1/${JUPYTER_PORT:-44771}' && echo open || echo closed";
    const ci = await sandbox("opensandbox/code-interpreter:local");
    let seen: (string | undefined)[] = [];
    await waitFor(async () => (seen = stdout(await ci.execd.run(probe))), (out) => out[0] === "open", 10_000, "port 44771 in the code-interpreter image");
    expect(seen).toEqual(["open"]);
    const plain = await sandbox("opensandbox/debian-python:local"); // python3 without ipykernel
    await new Promise((r) => setTimeout(r, 1000)); // discovery ran by now
    expect(stdout(await plain.execd.run(probe))).toEqual(["closed"]);
  });

  it("gives commands EXECD_ENVS, a writable env file later commands load (commands.set_env)", async () => {
    const { execd } = await sandbox("opensandbox/busybox:local");
    await execd.run(`mkdir -p "$(dirname "$EXECD_ENVS")" && printf '%s\\n' "GREET='from file'" >> "$EXECD_ENVS"`);
    expect(stdout(await execd.run('echo "$EXECD_ENVS|$GREET"'))).toEqual(["/var/lib/opensandbox/.env|from file"]);
  });

  it("mounts execd read-only and copies nothing into the sandbox", async () => {
    const { execd } = await sandbox("opensandbox/busybox:local");
    const events = await execd.run("touch /opt/opensandbox/x 2>&1; grep ' /opt/opensandbox ' /proc/mounts | cut -d' ' -f4 | cut -d, -f1");
    expect(stdout(events)).toEqual([expect.stringMatching(/Read-only file system/), "ro"]);
  });
});

describe("the execd token stays with execd (attacks from a root workload)", () => {
  // The workload runs as root, like execd, and the kernel has no Yama: only non-dumpable
  // processes (osb-init, execd) and a token kept out of every environment stop it.
  // execd is the process started through the runtime's loader (a command's own shell mentions execd.cjs).
  const findExecd = "for p in /proc/[0-9]*; do head -c 40 $p/cmdline 2>/dev/null | grep -q ^/opt/opensandbox/lib/ld-linux && echo ${p#/proc/}; done | head -1";

  it("finds the token in no process's environment or command line", async () => {
    const { execd } = await sandbox("opensandbox/busybox:local");
    // The token is split in the command so that this shell's own command line does not hold it,
    // and grep reads it from a file (printf is a builtin): in a pipeline grep may already run
    // while cat reads every /proc/*/cmdline, and a token in grep's arguments would be found.
    const [a, b] = [execd.token.slice(0, 8), execd.token.slice(8)];
    const script = `A='${a}'; B='${b}'; printf '%s%s\\n' "$A" "$B" > /tmp/pattern; cat /proc/[0-9]*/environ /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' '\\n' | grep -c -F -f /tmp/pattern; echo done`;
    const found = stdout(await execd.run(script));
    expect(found).toEqual(["0", "done"]);
  });

  it("cannot open the memory, environment or maps of execd or osb-init", async () => {
    const { execd } = await sandbox("opensandbox/busybox:local");
    const probe = (file: string) => `(exec 3<${file}) 2>/dev/null && echo "open ${file}" || echo "denied ${file}"`;
    const script = `P=$(${findExecd}); for f in /proc/$P/mem /proc/$P/environ /proc/$P/maps /proc/1/mem /proc/1/environ; do ${probe("$f")}; done`;
    const out = stdout(await execd.run(script));
    expect(out).toHaveLength(5);
    for (const line of out) expect(line).toMatch(/^denied /);
  });

  it("lets variables meant for user processes (NODE_OPTIONS, LD_PRELOAD) reach them and never execd", async () => {
    // Before: execd inherited them, and a NODE_OPTIONS it cannot honour kept it from ever starting.
    const env = { NODE_OPTIONS: "--require /nonexistent.js", LD_PRELOAD: "/nonexistent.so", GREETING: "hi" };
    const { execd } = await sandbox("opensandbox/busybox:local", ["sleep", "3600"], env);
    expect(stdout(await execd.run('echo "$NODE_OPTIONS|$LD_PRELOAD|$GREETING"'))).toEqual(["--require /nonexistent.js|/nonexistent.so|hi"]);
  });

  it("makes user processes, not execd, the OOM killer's first choice", async () => {
    const { execd } = await sandbox("opensandbox/busybox:local");
    const out = stdout(await execd.run(`cat /proc/self/oom_score_adj; cat /proc/$(${findExecd})/oom_score_adj; cat /proc/1/oom_score_adj`));
    expect(out).toEqual(["1000", "0", "0"]);
  });
});

describe("execd survives its workload", () => {
  it("lets the OOM killer take workload processes, not execd, when many small ones exhaust memory", async () => {
    // Each hog holds ~30 MB, less than execd: with equal scores the kernel would kill execd first
    // (largest), over and over. 12 of them cannot fit in 256 MiB.
    const { execd } = await sandbox("opensandbox/debian-python:local");
    const execdPid = "for p in /proc/[0-9]*; do head -c 40 $p/cmdline 2>/dev/null | grep -q ^/opt/opensandbox/lib/ld-linux && echo ${p#/proc/}; done | head -1";
    const [before] = stdout(await execd.run(execdPid));
    const hog = `python3 -c "import time; x = b'a' * (25 << 20); time.sleep(6)"`;
    const events = await execd.run(`for i in $(seq 1 12); do ${hog} & done; wait; echo finished`, { timeout: 60_000 });
    expect(stdout(events)).toContain("finished");
    const [after] = stdout(await execd.run(execdPid));
    expect(before).toMatch(/^\d+$/);
    expect(after).toBe(before); // the same execd process: never killed, never restarted
  }, 90_000);
});
