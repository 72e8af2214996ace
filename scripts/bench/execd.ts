// `pnpm bench execd`: execd, the in-sandbox daemon, in sandboxes created through the real server.
//
//  1. ready after start: for fresh sandboxes, the container's `start` event (Docker events,
//     ns timestamps) → first GET /ping answered 200 (polled on new connections every 1 ms), and
//     boot: `start` event → execd listening, i.e. the time field of its "execd ready" log line
//     (from then on a connection is accepted at once), and its `startupMs` (process uptime at
//     that line: Node's own share).
//  2. round trip of `true` through POST /command on the direct endpoint (published port, token,
//     one keep-alive connection): request start → `execution_complete` received. Interleaved
//     with `docker exec <c> true` (CLI) and the same through the Engine API (dockerode), plus
//     GET /ping and the same POST /command over the container's bridge IP (no docker-proxy).
//  3. idle memory of execd after the round trips and ~2 s idle: VmRSS, RssAnon (private), from
//     /proc/PID/status and smaps_rollup, read on the host (execd is non-dumpable, so inside the
//     sandbox smaps_rollup is not readable).
//  4. uploads (multipart, generated on the fly) and downloads of 64 MiB and 1 GiB (--transfer-mib),
//     each --transfer-reps times, through the published port and the bridge IP alternately: MB/s,
//     the CPU of execd, docker-proxy and the client, and execd's peak RSS (VmHWM) before and after.
//  5. idle sandboxes (--only idle): 1, 10, then 100 sandboxes at once (64Mi each), idle; per
//     execd RSS, PSS and Private_Dirty from /proc/PID/smaps_rollup (PSS splits the shared node
//     binary and libraries among the sandboxes mapping them), and the host's MemTotal −
//     MemAvailable growth per sandbox.
//
// The server is the real binary (packages/server/bin/opensandbox-server.js) with a temp config;
// --runtime-dir points it at another execd runtime folder (A/B of execd builds).
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { validateConfig } from "../../packages/server/src/config/config.ts";
import { DockerRuntime } from "../../packages/server/src/runtime/docker.ts";
import { resolveExecdRuntime } from "../../packages/server/src/runtime/execd-runtime.ts";
import { checkInterrupted, interrupted, onCleanup } from "./lib/cleanup.ts";
import { watchContainerEvents } from "./lib/docker-events.ts";
import { dockerExec } from "./lib/docker-exec.ts";
import { download, execdTarget, parseKb, ping, request, runCommand, upload, type CommandTiming, type ExecdTarget } from "./lib/execd-client.ts";
import { describeMachine, machineInfo, waitQuiet } from "./lib/machine.ts";
import { procTimes } from "./lib/proc-cpu.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { removeServerDir, startServer, type BenchServer } from "./lib/server.ts";
import { round3, roundSummary, summarize, type Summary } from "./lib/stats.ts";

export const description = "execd: boot and ready after start, POST /command round trip vs docker exec, idle memory (1/10/100 sandboxes), 64 MiB and 1 GiB upload/download";

const execFileP = promisify(execFile);
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const now = () => performance.now();
/** performance.now() as epoch milliseconds, comparable with Docker's event timestamps. */
const epoch = (t: number) => performance.timeOrigin + t;
const EXECD_PORT = 44772;
const ENTRYPOINT = ["sleep", "3600"];
const TIMEOUT_S = 900;
const MB = 1e6;

const OPTIONS = {
  n: { type: "string", default: "1000", help: "measured POST /command round trips (execd, published port)" },
  warmup: { type: "string", default: "100", help: "unmeasured round trips before them" },
  cli: { type: "string", default: "100", help: "`docker exec <c> true` (CLI) runs, interleaved" },
  api: { type: "string", default: "200", help: "docker exec through the Engine API (dockerode create+start+wait+inspect), interleaved" },
  block: { type: "string", default: "10", help: "execd round trips per interleaving block (the machine settles before each block)" },
  starts: { type: "string", default: "10", help: "fresh sandboxes for ready-after-start (+1 warm-up)" },
  "poll-ms": { type: "string", default: "1", help: "sleep between GET /ping attempts (and endpoint polls) while waiting for execd" },
  "idle-ms": { type: "string", default: "2000", help: "idle time after the round trips before reading execd's memory" },
  "transfer-mib": { type: "string", default: "64,1024", help: "comma list of upload/download sizes in MiB; 0 = skip" },
  "transfer-reps": { type: "string", default: "3", help: "transfers of each size, direction and path (the median is the result)" },
  "cpu-runs": { type: "string", default: "300", help: "back-to-back round trips for the CPU-per-command breakdown" },
  only: { type: "string", default: "", help: "comma list of sections to run: startup,rtt,memory,transfer,idle (default all; memory needs rtt)" },
  "idle-counts": { type: "string", default: "1,10,100", help: "idle: sandboxes alive at each memory reading (ascending; more are created up to the next count)" },
  "idle-memory": { type: "string", default: "64Mi", help: "idle: resourceLimits.memory of the idle sandboxes" },
  "idle-settle-ms": { type: "string", default: "5000", help: "idle: wait after the last one is Running before reading memory" },
  "runtime-dir": { type: "string", default: "", help: "execd runtime folder the server mounts (default packages/execd/dist/runtime)" },
  image: { type: "string", default: "opensandbox/busybox:local", help: "image (must be present locally)" },
  cpu: { type: "string", default: "1", help: "resourceLimits.cpu" },
  memory: { type: "string", default: "512Mi", help: "resourceLimits.memory" },
  "quiet-idle": { type: "string", default: "0.6", help: "before each block/start wait (max 1 s; 3 s before starts) until the CPUs were this idle over 100 ms; 0 = don't" },
  "no-bridge": { type: "boolean", default: false, help: "skip the reference runs over the container's bridge IP (no docker-proxy)" },
  "keep-server-dir": { type: "boolean", default: false, help: "keep the server's temp dir (config, store, log) after the run" },
  help: { type: "boolean", default: false, help: "show this help" },
} as const;

function usage(): string {
  const rows = Object.entries(OPTIONS).map(([k, o]) => `  --${k.padEnd(16)} ${o.help}${o.type === "string" && o.default ? ` (default ${o.default})` : ""}`);
  return ["usage: pnpm bench execd [options]", "", ...rows].join("\n");
}

function intOpt(values: Record<string, unknown>, name: string, min: number): number {
  const v = Number(values[name]);
  if (!Number.isInteger(v) || v < min) throw new Error(`--${name} must be an integer >= ${min}, got ${String(values[name])}`);
  return v;
}

/** utime+stime and cutime+cstime (waited-for children) of a host PID, in ms. */
function procCpu(pid: number): { self: number; sys: number; children: number } {
  try {
    const t = procTimes(`/proc/${pid}/stat`);
    return { self: t.utime + t.stime, sys: t.stime, children: t.cutime + t.cstime };
  } catch {
    return { self: NaN, sys: NaN, children: NaN };
  }
}

type ContainerNet = { NetworkSettings?: { IPAddress?: string; Networks?: Record<string, { IPAddress?: string }> } };
const containerIp = (c: ContainerNet): string =>
  c.NetworkSettings?.IPAddress || Object.values(c.NetworkSettings?.Networks ?? {}).find((n) => n.IPAddress)?.IPAddress || "";

/** The docker-proxy process relaying a published host port (userland proxy), if any. */
function dockerProxyPid(hostPort: number): number | undefined {
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const argv = readFileSync(`/proc/${d}/cmdline`, "utf8").split("\0");
      if (path.basename(argv[0] ?? "") === "docker-proxy" && argv[argv.indexOf("-host-port") + 1] === String(hostPort)) return Number(d);
    } catch {
      /* gone */
    }
  }
  return undefined;
}

const SECTIONS = ["startup", "rtt", "memory", "transfer", "idle"] as const;
type Section = (typeof SECTIONS)[number];

/** VmRSS etc. of execd in kB, from /proc/PID/status and /proc/PID/smaps_rollup (the latter empty when read inside the sandbox). */
type Memory = { pid: number; status: Record<string, number>; rollup: Record<string, number> };

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS as never, strict: true, allowPositionals: false }) as { values: Record<string, unknown> };
  if (values.help) {
    console.log(usage());
    return 0;
  }
  const n = intOpt(values, "n", 1);
  const warmup = intOpt(values, "warmup", 0);
  const cliN = intOpt(values, "cli", 0);
  const apiN = intOpt(values, "api", 0);
  const blockSize = intOpt(values, "block", 1);
  const starts = intOpt(values, "starts", 1);
  const pollMs = intOpt(values, "poll-ms", 0);
  const idleMs = intOpt(values, "idle-ms", 0);
  const transferSizes = String(values["transfer-mib"])
    .split(",")
    .map((x) => Number(x.trim()))
    .filter((x) => x !== 0);
  if (transferSizes.some((x) => !Number.isInteger(x) || x < 0)) throw new Error(`--transfer-mib must be a comma list of sizes in MiB, got ${String(values["transfer-mib"])}`);
  const transferMiB = transferSizes.length;
  const transferReps = intOpt(values, "transfer-reps", 1);
  const cpuRuns = intOpt(values, "cpu-runs", 0);
  const only = String(values.only)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of only) if (!SECTIONS.includes(s as Section)) throw new Error(`--only: unknown section "${s}" (${SECTIONS.join(", ")})`);
  const want = (s: Section) => (only.length === 0 || only.includes(s)) && !(s === "transfer" && transferMiB === 0);
  if (want("memory") && !want("rtt")) throw new Error("--only memory needs rtt too (memory is read after the round trips)");
  const quietIdle = Number(values["quiet-idle"]);
  if (!(quietIdle >= 0 && quietIdle < 1)) throw new Error(`--quiet-idle must be a fraction in [0, 1), got ${String(values["quiet-idle"])}`);
  const quietStats = { waits: 0, timeouts: 0, waitedMs: 0 };
  const settle = async (maxMs: number) => {
    if (quietIdle === 0) return;
    const q = await waitQuiet({ idle: quietIdle, windowMs: 100, maxMs });
    quietStats.waits++;
    quietStats.waitedMs += q.waitedMs;
    if (!q.quiet) quietStats.timeouts++;
  };
  const image = String(values.image);
  const resourceLimits = { cpu: String(values.cpu), memory: String(values.memory) };
  const withBridge = !values["no-bridge"];
  const startedAt = new Date();
  const runId = randomUUID().slice(0, 8);

  // ---- engine, machine, server ----------------------------------------------------------------
  const defaults = validateConfig({ server: { api_key: "unused" } }).config;
  const runtimeDir = values["runtime-dir"] ? path.resolve(String(values["runtime-dir"])) : resolveExecdRuntime(defaults);
  const docker = new DockerRuntime({ docker: defaults.docker, instance: `bench-${randomUUID()}`, execdRuntimeDir: runtimeDir }).docker;
  await docker.ping();
  if (!(await docker.getImage(image).inspect().then(() => true, () => false))) throw new Error(`image ${image} is not present locally (run scripts/docker-setup.sh)`);
  const machine = await machineInfo(docker);
  let manifest: Record<string, unknown> = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(runtimeDir, "manifest.json"), "utf8")) as Record<string, unknown>;
  } catch {
    /* an older or hand-made runtime folder */
  }

  console.log(`execd bench  ${startedAt.toISOString()}  run ${runId}`);
  for (const l of describeMachine(machine)) console.log(`  ${l}`);
  const kib = (b: unknown) => `${Math.round(Number(b) / 1024)} KiB`;
  console.log(
    `  execd   runtime ${runtimeDir} (id ${String(manifest.id ?? "?")}, bundle ${manifest.execdBytes ? kib(manifest.execdBytes) : "?"}, ` +
      `code cache ${manifest.codeCacheBytes ? kib(manifest.codeCacheBytes) : manifest.compileCacheBytes ? `${kib(manifest.compileCacheBytes)} (Node's compile cache)` : "none"})`,
  );
  console.log(
    `  params  sections ${SECTIONS.filter(want).join(",")}; ${n} round trips (+${warmup} warm-up), docker exec ${cliN} CLI + ${apiN} API, interleaved in blocks of ${blockSize}; ` +
      `${starts} fresh starts, poll every ${pollMs} ms; transfer ${transferSizes.join(", ")} MiB × ${transferReps}; image ${image}, resourceLimits ${JSON.stringify(resourceLimits)}`,
  );

  let instance: string | undefined;
  onCleanup("sweep server containers", async () => {
    if (!instance) return;
    const list = await docker.listContainers({ all: true, filters: { label: [`opensandbox.io/instance=${instance}`] } });
    await Promise.all(list.map((c) => docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined)));
  });
  let started: BenchServer | undefined;
  let succeeded = false;
  onCleanup("remove server dir", () => {
    if (!started) return;
    if (values["keep-server-dir"] || (!succeeded && !interrupted.signal.aborted)) console.error(`server dir kept: ${started.dir}`);
    else removeServerDir(started);
  });
  const idleCounts = String(values["idle-counts"])
    .split(",")
    .map((c) => Number(c.trim()));
  if (idleCounts.some((c, i) => !Number.isInteger(c) || c < 1 || (i > 0 && c <= idleCounts[i - 1]!))) throw new Error(`--idle-counts must be ascending positive integers, got ${String(values["idle-counts"])}`);
  const server = await startServer({
    logLevel: "info",
    overrides: {
      // Room for the idle section's sandboxes (and the one of the other sections) above the default cap.
      server: { max_sandboxes: Math.max(32, (want("idle") ? idleCounts.at(-1)! : 0) + 2) },
      // execd's own boot from the container's start, and every idle sandbox's execd: eager
      // (lazily, osb-init logs the ready line itself and execd runs only once asked).
      docker: { execd_start: "eager" },
      ...(values["runtime-dir"] ? { execd: { runtime_dir: runtimeDir } } : {}),
    },
  });
  started = server;
  instance = server.instance();
  console.log(`  server  ${server.url} pid ${server.pid}, ready in ${ms(server.readyMs)} ms; log ${server.logPath}`);

  const serverIds = new Set<string>();
  const deleteSandbox = async (id: string) => {
    const r = await server.api("DELETE", `/v1/sandboxes/${id}`).catch(() => undefined);
    if (r && (r.status === 204 || r.status === 404)) serverIds.delete(id);
  };
  onCleanup("delete server sandboxes", async () => {
    await Promise.all([...serverIds].map(deleteSandbox));
  });
  const events = await watchContainerEvents(docker, ["start"]);
  onCleanup("stop event stream", () => events.stop());

  const createBody = { image: { uri: image }, entrypoint: ENTRYPOINT, timeout: TIMEOUT_S, resourceLimits };

  type Fresh = { id: string; name: string; target: ExecdTarget; postedAt: number; endpointAt: number; endpointPolls: number };
  /** POST /v1/sandboxes, then GET its execd endpoint every pollMs until it answers 200 (= Running). */
  async function createSandbox(): Promise<Fresh> {
    checkInterrupted();
    const postedAt = now();
    const res = await server.api("POST", "/v1/sandboxes", createBody);
    if (res.status !== 202) throw new Error(`POST /v1/sandboxes: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.id as string;
    serverIds.add(id);
    let endpointPolls = 0;
    for (;;) {
      const e = await server.api("GET", `/v1/sandboxes/${id}/endpoints/${EXECD_PORT}`);
      endpointPolls++;
      if (e.status === 200) return { id, name: `sandbox-${id}`, target: execdTarget(e.body), postedAt, endpointAt: now(), endpointPolls };
      if (e.status !== 409) throw new Error(`GET endpoint of ${id}: ${e.status} ${JSON.stringify(e.body)}`);
      if (now() - postedAt > 120_000) throw new Error(`sandbox ${id} not Running after 120 s`);
      if (pollMs > 0) await sleep(pollMs);
    }
  }

  /** First GET /ping that answers 200, each attempt on a new connection. */
  async function waitPing(t: ExecdTarget, from: number): Promise<{ at: number; attempts: number; bracket: number }> {
    let attempts = 0;
    let prevSend = from;
    for (;;) {
      const send = now();
      const status = await ping(t, false, 1000);
      const at = now();
      attempts++;
      if (status === 200) return { at, attempts, bracket: at - prevSend };
      if (status !== 0) throw new Error(`GET /ping: HTTP ${status}`);
      if (at - from > 60_000) throw new Error("execd did not answer /ping within 60 s");
      prevSend = send;
      if (pollMs > 0) await sleep(pollMs);
    }
  }

  /** execd's in-sandbox PID (from /proc/*\/cmdline) and its memory, through `docker exec`. */
  async function execdMemory(container: string): Promise<Memory> {
    const list = await dockerExec(docker, container, ["sh", "-c", 'for p in /proc/[0-9]*; do printf "%s " "${p#/proc/}"; tr "\\0" "\\1" < "$p/cmdline" 2>/dev/null; echo; done']);
    const pids = list.stdout
      .split("\n")
      .map((l) => ({ pid: Number(l.slice(0, l.indexOf(" "))), argv: l.slice(l.indexOf(" ") + 1).split("\x01") }))
      .filter((p) => p.argv.some((a) => /\/execd\/execd\.cjs$/.test(a)));
    if (pids.length !== 1) throw new Error(`expected one execd process in ${container}, found ${pids.length}:\n${list.stdout}${list.stderr}`);
    const pid = pids[0]!.pid;
    const st = await dockerExec(docker, container, ["cat", `/proc/${pid}/status`, `/proc/${pid}/smaps_rollup`]);
    const [statusText, rollupText = ""] = st.stdout.split(/^(?=[0-9a-f]+-[0-9a-f]+ )/m);
    return { pid, status: parseKb(statusText!), rollup: parseKb(rollupText) };
  }

  /** execd's memory read on the host, through its host PID. */
  async function hostMemory(container: string): Promise<Memory> {
    const pid = await execdHostPid(container);
    if (pid === undefined) throw new Error(`no execd process in ${container}`);
    return { pid, status: parseKb(readFileSync(`/proc/${pid}/status`, "utf8")), rollup: parseKb(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8")) };
  }

  /** Host PID of execd in a container (for CPU accounting from /proc on the host). */
  async function execdHostPid(container: string): Promise<number | undefined> {
    const top = (await docker.getContainer(container).top({ ps_args: "-eo pid,args" })) as { Titles: string[]; Processes: string[][] };
    const row = top.Processes.find((p) => p.some((c) => /\/execd\/execd\.cjs(\s|$)/.test(c)));
    return row ? Number(row[0]) : undefined;
  }

  /**
   * execd's "execd ready" line (it may reach the container log a little after /ping answers):
   * its `time` (epoch ms, written right after listen() returned) and `startupMs`.
   */
  async function readyLine(container: string): Promise<{ startupMs?: number; time?: number }> {
    for (let i = 0; i < 20; i++) {
      const buf = (await docker.getContainer(container).logs({ stdout: true, stderr: true, follow: false })) as unknown as Buffer;
      const line = buf
        .toString("utf8")
        .split("\n")
        .find((l) => l.includes('"msg":"execd ready"'));
      if (line) {
        const startup = /"startupMs":(\d+(?:\.\d+)?)/.exec(line);
        const time = /"time":(\d+)/.exec(line);
        return { ...(startup ? { startupMs: Number(startup[1]) } : {}), ...(time ? { time: Number(time[1]) } : {}) };
      }
      await sleep(50);
    }
    return {};
  }

  const errors: string[] = [];
  const results: Record<string, unknown> = {};

  // ---- 1. ready after start -------------------------------------------------------------------
  type StartSample = {
    name: string;
    readyMs: number;
    /** `start` event → execd's "execd ready" line (listening): boot. */
    bootMs?: number;
    startupMs?: number;
    runningMs: number;
    pingAttempts: number;
    bracketMs: number;
    postToStartMs: number;
    /** The first POST /command `true` right after the first /ping (new connection): lazy first-use costs. */
    firstCommandMs?: number;
    rssKb?: number;
    anonKb?: number;
  };
  const startSamples: StartSample[] = [];
  if (want("startup")) {
    console.log(section("1. execd ready after container start (fresh sandboxes, sequential)"));
    for (let i = -1; i < starts; i++) {
      await settle(3000);
      let s: Fresh | undefined;
      try {
        s = await createSandbox();
        const p = await waitPing(s.target, s.endpointAt);
        const firstAgent = new http.Agent({ keepAlive: false });
        const first = await runCommand(s.target, firstAgent, "true").catch(() => undefined);
        firstAgent.destroy();
        const startEvt = await events.wait(s.name, "start", 5000);
        const line = await readyLine(s.name);
        const sample: StartSample = {
          name: s.name,
          readyMs: epoch(p.at) - startEvt,
          runningMs: epoch(s.endpointAt) - startEvt,
          postToStartMs: startEvt - epoch(s.postedAt),
          pingAttempts: p.attempts,
          bracketMs: p.bracket,
          ...(line.startupMs !== undefined ? { startupMs: line.startupMs } : {}),
          ...(line.time !== undefined ? { bootMs: line.time - startEvt } : {}),
          ...(first?.terminal === "execution_complete" ? { firstCommandMs: first.terminalMs } : {}),
        };
        const mem = await execdMemory(s.name).catch(() => undefined);
        sample.rssKb = mem?.status.VmRSS;
        sample.anonKb = mem?.status.RssAnon;
        console.log(
          `  ${i < 0 ? "warm-up" : `${String(i + 1).padStart(3)}/${starts}`}  start evt → listening ${ms(sample.bootMs).padStart(6)} ms, → /ping 200 ${ms(sample.readyMs).padStart(6)} ms  ` +
            `(execd startupMs ${sample.startupMs ?? "?"}, endpoint Running at +${ms(sample.runningMs)} ms, ${sample.pingAttempts} pings, first command ${ms(sample.firstCommandMs)} ms, ` +
            `RSS ${sample.rssKb ? Math.round(sample.rssKb / 1024) : "?"} MiB / anon ${sample.anonKb ? Math.round(sample.anonKb / 1024) : "?"} MiB after that)`,
        );
        if (i >= 0) startSamples.push(sample);
      } catch (err) {
        if (interrupted.signal.aborted) throw err;
        errors.push(`start #${i}: ${(err as Error).message}`);
        console.log(`  start #${i}: ERROR ${(err as Error).message}`);
      } finally {
        if (s) await deleteSandbox(s.id);
      }
    }
    const ready = summarize(startSamples.map((s) => s.readyMs));
    const startupMs = summarize(startSamples.flatMap((s) => (s.startupMs === undefined ? [] : [s.startupMs])));
    const boot = summarize(startSamples.flatMap((s) => (s.bootMs === undefined ? [] : [s.bootMs])));
    const running = summarize(startSamples.map((s) => s.runningMs));
    const bracket = summarize(startSamples.map((s) => s.bracketMs));
    const firstCmd = summarize(startSamples.flatMap((s) => (s.firstCommandMs === undefined ? [] : [s.firstCommandMs])));
    const freshRss = summarize(startSamples.flatMap((s) => (s.rssKb ? [s.rssKb / 1024] : [])));
    const freshAnon = summarize(startSamples.flatMap((s) => (s.anonKb ? [s.anonKb / 1024] : [])));
    console.log("");
    console.log(
      table(
        ["ready after start (ms)", "n", "p50", "p95", "min", "max"],
        [
          ["boot: container start event → execd listening", boot.n, ms(boot.p50), ms(boot.p95), ms(boot.min), ms(boot.max)],
          ["container start event → first /ping 200", ready.n, ms(ready.p50), ms(ready.p95), ms(ready.min), ms(ready.max)],
          ["execd log startupMs (uptime at listen)", startupMs.n, ms(startupMs.p50), ms(startupMs.p95), ms(startupMs.min), ms(startupMs.max)],
          ["start event → server shows Running", running.n, ms(running.p50), ms(running.p95), ms(running.min), ms(running.max)],
          ["detection window (prev ping sent → 200)", bracket.n, ms(bracket.p50), ms(bracket.p95), ms(bracket.min), ms(bracket.max)],
          ["then the first POST /command true (new conn.)", firstCmd.n, ms(firstCmd.p50), ms(firstCmd.p95), ms(firstCmd.min), ms(firstCmd.max)],
        ],
      ),
    );
    console.log(`  execd just after ready and that first command: VmRSS p50 ${ms(freshRss.p50)} MiB, RssAnon p50 ${ms(freshAnon.p50)} MiB`);
    console.log(`  boot = the \`start\` event's time → the time field of execd's "execd ready" line, logged right after listen(): from then on connections are accepted`);
    console.log(`  target start → ready p50 ≤ 150 ms: ${ready.p50 <= 150 ? "met" : "MISSED"}; boot p50 ≤ 30 ms: ${boot.p50 <= 30 ? "met" : "MISSED"}`);
    results.startup = {
      readyMs: roundSummary(ready),
      bootMs: roundSummary(boot),
      logStartupMs: roundSummary(startupMs),
      runningMs: roundSummary(running),
      detectionWindowMs: roundSummary(bracket),
      firstCommandMs: roundSummary(firstCmd),
      freshRssMiB: roundSummary(freshRss),
      freshAnonMiB: roundSummary(freshAnon),
      samples: startSamples.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === "number" ? round3(v) : v]))),
    };
  }

  // ---- 5. idle sandboxes -------------------------------------------------------------------------
  if (want("idle")) {
    const counts = idleCounts;
    const idleSettleMs = intOpt(values, "idle-settle-ms", 0);
    const idleBody = { ...createBody, resourceLimits: { ...resourceLimits, memory: String(values["idle-memory"]) } };
    console.log(section(`5. idle execd memory with ${counts.join(", ")} sandboxes (memory ${idleBody.resourceLimits.memory}, ${idleSettleMs} ms idle before each reading)`));
    /** MemTotal − MemAvailable of the host, kB. */
    const hostUsedKb = () => {
      const m = parseKb(readFileSync("/proc/meminfo", "utf8"));
      return m.MemTotal! - m.MemAvailable!;
    };
    const idleIds: { id: string; name: string }[] = [];
    const hostBefore = hostUsedKb();
    const rows: (string | number)[][] = [];
    const idleResults: Record<string, unknown>[] = [];
    try {
      for (const count of counts) {
        // Create up to `count`, 10 at a time; Running = execd ready (the server's guarantee).
        const t0 = now();
        while (idleIds.length < count) {
          const batch = Math.min(10, count - idleIds.length);
          const made = await Promise.all(
            Array.from({ length: batch }, async () => {
              const res = await server.api("POST", "/v1/sandboxes", idleBody);
              if (res.status !== 202) throw new Error(`POST /v1/sandboxes: ${res.status} ${JSON.stringify(res.body)}`);
              const id = res.body.id as string;
              serverIds.add(id);
              for (;;) {
                checkInterrupted();
                const e = await server.api("GET", `/v1/sandboxes/${id}/endpoints/${EXECD_PORT}`);
                if (e.status === 200) return { id, name: `sandbox-${id}` };
                if (e.status !== 409) throw new Error(`GET endpoint of ${id}: ${e.status} ${JSON.stringify(e.body)}`);
                if (now() - t0 > 600_000) throw new Error(`sandbox ${id} not Running after 600 s`);
                await sleep(50);
              }
            }),
          );
          idleIds.push(...made);
        }
        const createdMs = now() - t0;
        await sleep(idleSettleMs);
        const hostKb = hostUsedKb() - hostBefore;
        // Read every execd's smaps_rollup from the host (execd is non-dumpable: inside the sandbox
        // only its /proc/PID/status is readable), 4 containers at a time.
        const mems: Memory[] = [];
        for (let i = 0; i < idleIds.length; i += 4) {
          const got = await Promise.all(idleIds.slice(i, i + 4).map((s) => hostMemory(s.name).catch((err: Error) => err)));
          for (const g of got) if (g instanceof Error) errors.push(`idle ${count}: ${g.message}`);
          mems.push(...got.filter((g): g is Memory => !(g instanceof Error)));
        }
        const mib = (kb: number) => kb / 1024;
        const rss = summarize(mems.map((m) => mib(m.rollup.Rss!)));
        const pss = summarize(mems.map((m) => mib(m.rollup.Pss!)));
        const pd = summarize(mems.map((m) => mib(m.rollup.Private_Dirty!)));
        const f = (x: Summary) => `${x.p50.toFixed(1)} (${x.min.toFixed(1)}–${x.max.toFixed(1)})`;
        rows.push([count, f(rss), f(pss), f(pd), pss.mean.toFixed(1), (mib(hostKb) / count).toFixed(1), (createdMs / 1000).toFixed(1)]);
        console.log(`  ${count} idle: RSS p50 ${rss.p50.toFixed(1)} MiB, PSS p50 ${pss.p50.toFixed(1)} MiB, Private_Dirty p50 ${pd.p50.toFixed(1)} MiB (${mems.length} read)`);
        idleResults.push({ count, read: mems.length, createMs: round3(createdMs), rssMiB: roundSummary(rss), pssMiB: roundSummary(pss), privateDirtyMiB: roundSummary(pd), hostUsedPerSandboxMiB: round3(mib(hostKb) / count) });
      }
    } finally {
      await Promise.all(idleIds.map((s) => deleteSandbox(s.id)));
    }
    console.log("");
    console.log(table(["idle sandboxes", "execd RSS MiB p50 (min–max)", "PSS", "Private_Dirty", "PSS mean", "host used / sandbox", "create s"], rows));
    console.log("  host used = MemTotal − MemAvailable growth since before the first idle sandbox (whole host: other work moves it), divided by the count");
    results.idle = { memory: idleBody.resourceLimits.memory, settleMs: idleSettleMs, runs: idleResults };
  }

  // ---- main sandbox -----------------------------------------------------------------------------
  let main: Fresh | undefined;
  if (want("rtt") || want("transfer")) {
    main = await createSandbox();
    await waitPing(main.target, now());
    console.log(`\n  sandbox ${main.id}: execd at ${main.target.host}:${main.target.port} (direct endpoint, ${"X-EXECD-ACCESS-TOKEN"} from the API)`);
  }
  // The sandbox's address on its network (Docker's default bridge or the server's own network).
  const bridgeIp = main && withBridge ? containerIp((await docker.getContainer(main.name).inspect()) as ContainerNet) : "";
  const bridge: ExecdTarget | undefined = main && bridgeIp ? { host: bridgeIp, port: EXECD_PORT, token: main.target.token } : undefined;

  // ---- 2. round trips ---------------------------------------------------------------------------
  let memAfter: Memory | undefined;
  if (want("rtt") && main) {
    console.log(section("2. POST /command `true` round trip (keep-alive) vs docker exec, interleaved"));
    const m = main;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const bridgeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    agent.on("free", (s) => sockets.add(s));
    onCleanup("close agents", () => {
      agent.destroy();
      bridgeAgent.destroy();
    });
    const check = (r: CommandTiming) => {
      if (r.terminal !== "execution_complete") throw new Error(`POST /command true: terminal event ${r.terminal || "missing"}`);
      return r;
    };
    const hostPid = await execdHostPid(m.name);
    for (let i = 0; i < warmup; i++) {
      check(await runCommand(m.target, agent, "true"));
      if (bridge && i % 2 === 0) check(await runCommand(bridge, bridgeAgent, "true"));
      await ping(m.target, agent);
    }
    for (let i = 0; i < Math.min(3, cliN); i++) await execFileP("docker", ["exec", m.name, "true"]);
    for (let i = 0; i < Math.min(3, apiN); i++) await dockerExec(docker, m.name, ["true"]);

    type Kind = "execd" | "bridge" | "ping" | "cli" | "api";
    const samples: Record<Kind, number[]> = { execd: [], bridge: [], ping: [], cli: [], api: [] };
    const execdTimings: CommandTiming[] = [];
    const apiParts = { create: [] as number[], run: [] as number[] };
    const blocks = Math.ceil(n / blockSize);
    const share = (total: number, b: number) => Math.floor(((b + 1) * total) / blocks) - Math.floor((b * total) / blocks);
    const once: Record<Kind, () => Promise<void>> = {
      execd: async () => {
        const r = check(await runCommand(m.target, agent, "true"));
        execdTimings.push(r);
        samples.execd.push(r.terminalMs);
      },
      bridge: async () => {
        samples.bridge.push(check(await runCommand(bridge!, bridgeAgent, "true")).terminalMs);
      },
      ping: async () => {
        const t = now();
        const status = await ping(m.target, agent);
        if (status !== 200) throw new Error(`GET /ping: ${status}`);
        samples.ping.push(now() - t);
      },
      cli: async () => {
        const t = now();
        await execFileP("docker", ["exec", m.name, "true"]);
        samples.cli.push(now() - t);
      },
      api: async () => {
        const r = await dockerExec(docker, m.name, ["true"]);
        if (r.exitCode !== 0) throw new Error(`docker exec (API) true: exit ${r.exitCode}`);
        samples.api.push(r.totalMs);
        apiParts.create.push(r.createMs);
        apiParts.run.push(r.runMs);
      },
    };
    let done = 0;
    const t0 = now();
    for (let b = 0; b < blocks; b++) {
      checkInterrupted();
      // Light requests first, interleaved and rotating; the docker execs (which start runc and
      // leave the engine busy for a while) each after a settle, so their aftermath does not land
      // on the next block's execd requests.
      const k = Math.min(blockSize, n - done);
      const light: Kind[] = [];
      for (let j = 0; j < k; j++) {
        light.push("execd");
        if (j % 2 === b % 2) light.push("ping");
        if (bridge && j % 2 !== b % 2) light.push("bridge");
      }
      const rot = b % light.length;
      await settle(1000);
      for (const kind of [...light.slice(rot), ...light.slice(0, rot)]) await once[kind]();
      done += k;
      const heavy: Kind[] = [...Array<Kind>(share(cliN, b)).fill("cli"), ...Array<Kind>(share(apiN, b)).fill("api")];
      if (b % 2) heavy.reverse();
      for (const kind of heavy) {
        await settle(1000);
        await once[kind]();
      }
      if ((b + 1) % Math.max(1, Math.round(blocks / 10)) === 0 || b === blocks - 1) {
        const s = summarize(samples.execd);
        console.log(
          `  ${String(done).padStart(5)}/${n}  execd p50 ${ms(s.p50)} ms p99 ${ms(s.p99)} ms   docker exec CLI p50 ${ms(summarize(samples.cli).p50)} ms   API p50 ${ms(summarize(samples.api).p50)} ms   load ${os.loadavg()[0]!.toFixed(2)}`,
        );
      }
    }
    const loopMs = now() - t0;

    // CPU per command, back to back (no interleaving): execd itself, the shells it waited for,
    // and this client. 10 ms tick resolution; averaged over the runs.
    let cpu: { execdUs: number; childUs: number; clientUs: number; wallMs: number } | undefined;
    if (hostPid && cpuRuns > 0) {
      await settle(1000);
      const c0 = procCpu(hostPid);
      const own0 = process.cpuUsage();
      const w0 = now();
      for (let i = 0; i < cpuRuns; i++) check(await runCommand(m.target, agent, "true"));
      const wallMs = now() - w0;
      const c1 = procCpu(hostPid);
      const own = process.cpuUsage(own0);
      cpu = {
        execdUs: ((c1.self - c0.self) * 1000) / cpuRuns,
        childUs: ((c1.children - c0.children) * 1000) / cpuRuns,
        clientUs: (own.user + own.system) / cpuRuns,
        wallMs: wallMs / cpuRuns,
      };
    }
    agent.destroy();
    bridgeAgent.destroy();

    const sum = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summarize(v)])) as Record<Kind, Summary>;
    const part = (f: (t: CommandTiming) => number) => summarize(execdTimings.map(f));
    const initS = part((t) => t.initMs);
    const headersS = part((t) => t.headersMs);
    const initToTerminal = part((t) => t.terminalMs - t.initMs);
    const terminalToEnd = part((t) => t.endMs - t.terminalMs);
    const label: Record<Kind, string> = {
      execd: "execd POST /command true → execution_complete",
      bridge: "  same, container bridge IP (no docker-proxy)",
      ping: "  execd GET /ping (same connection)",
      cli: "docker exec <c> true (CLI)",
      api: "docker exec via Engine API (create+start+wait+inspect)",
    };
    const kinds: Kind[] = ["execd", ...(bridge ? (["bridge"] as const) : []), "ping", ...(cliN ? (["cli"] as const) : []), ...(apiN ? (["api"] as const) : [])];
    console.log("");
    console.log(
      table(
        ["round trip (ms)", "n", "p50", "p95", "p99", "min", "max", "mean"],
        kinds.map((k) => [label[k], sum[k].n, ms(sum[k].p50), ms(sum[k].p95), ms(sum[k].p99), ms(sum[k].min), ms(sum[k].max), ms(sum[k].mean)]),
      ),
    );
    console.log(
      `\n  execd round trip split, p50: request → headers ${ms(headersS.p50)} ms, → init event ${ms(initS.p50)} ms; init → execution_complete ${ms(initToTerminal.p50)} ms ` +
        `(p99 ${ms(initToTerminal.p99)}); execution_complete → response end ${ms(terminalToEnd.p50)} ms; ${sockets.size} socket(s)`,
    );
    if (apiN) console.log(`  Engine API exec split, p50: exec create ${ms(summarize(apiParts.create).p50)} ms, start → stream end ${ms(summarize(apiParts.run).p50)} ms, inspect = rest`);
    if (cpu) {
      console.log(
        `  CPU per command (${cpuRuns} back to back, ${ms(cpu.wallMs)} ms each): execd ${Math.round(cpu.execdUs)} µs, its shell child ${Math.round(cpu.childUs)} µs, ` +
          `this client ${Math.round(cpu.clientUs)} µs`,
      );
    }
    console.log(`  targets p50 ≤ 5 ms: ${sum.execd.p50 <= 5 ? "met" : "MISSED"}, p99 ≤ 20 ms: ${sum.execd.p99 <= 20 ? "met" : "MISSED"}   (loop ${Math.round(loopMs / 1000)} s)`);
    results.roundTrip = {
      summary: Object.fromEntries(kinds.map((k) => [k, roundSummary(sum[k])])),
      execdSplit: { headersMs: roundSummary(headersS), initMs: roundSummary(initS), initToTerminalMs: roundSummary(initToTerminal), terminalToEndMs: roundSummary(terminalToEnd) },
      apiSplit: { createMs: roundSummary(summarize(apiParts.create)), startToEndMs: roundSummary(summarize(apiParts.run)) },
      cpuPerCommand: cpu ? { execdUs: Math.round(cpu.execdUs), childUs: Math.round(cpu.childUs), clientUs: Math.round(cpu.clientUs), wallMs: round3(cpu.wallMs), runs: cpuRuns } : null,
      sockets: sockets.size,
      loopMs: Math.round(loopMs),
      samples: Object.fromEntries(kinds.map((k) => [k, samples[k].map(round3)])),
    };

    // ---- 3. idle memory ---------------------------------------------------------------------------
    if (want("memory")) {
      console.log(section(`3. execd memory after the round trips and ${idleMs} ms idle`));
      await sleep(idleMs);
      memAfter = await hostMemory(m.name);
      const st = memAfter.status;
      const ru = memAfter.rollup;
      const mib = (kb: number | undefined) => (kb === undefined ? "-" : (kb / 1024).toFixed(1));
      console.log(
        table(
          ["execd (PID " + memAfter.pid + " in the sandbox), MiB", "value"],
          [
            ["VmRSS (resident)", mib(st.VmRSS)],
            ["  RssAnon (private: heap, stacks)", mib(st.RssAnon)],
            ["  RssFile (node binary, libs: shared page cache)", mib(st.RssFile)],
            ["  RssShmem", mib(st.RssShmem)],
            ["VmHWM (peak RSS so far)", mib(st.VmHWM)],
            ["smaps_rollup Private_Dirty (pages execd wrote)", mib(ru.Private_Dirty)],
            ["smaps_rollup Pss (file pages split among their mappers)", mib(ru.Pss)],
          ],
        ),
      );
      console.log("  RssFile pages are shared by every sandbox on the same runtime folder; Pss splits them among the processes mapping them right now");
      console.log(`  target RSS ≤ 45 MB (${(45e6 / 2 ** 20).toFixed(1)} MiB): ${st.VmRSS! * 1024 <= 45e6 ? "met" : "MISSED"} (VmRSS ${((st.VmRSS! * 1024) / MB).toFixed(1)} MB, RssAnon ${((st.RssAnon! * 1024) / MB).toFixed(1)} MB)`);
      results.memory = { idleMs, pid: memAfter.pid, statusKb: st, smapsRollupKb: ru };
    }
  }

  // ---- 4. transfer ------------------------------------------------------------------------------
  if (want("transfer") && main) {
    console.log(section(`4. ${transferSizes.join(" and ")} MiB upload and download (one stream each, ${transferReps}× each, paths alternating)`));
    const target = "/tmp/x.bin";
    const hwm = async () => (await execdMemory(main!.name)).status;
    const transfers: Record<string, unknown>[] = [];
    const via: [string, ExecdTarget][] = [["published port (docker-proxy)", main.target], ...(bridge ? ([["bridge IP (no docker-proxy)", bridge]] as [string, ExecdTarget][]) : [])];
    const before = await hwm();
    const execdPid = await execdHostPid(main.name);
    const proxyPid = dockerProxyPid(main.target.port);
    console.log(
      `  execd before: VmRSS ${(before.VmRSS! / 1024).toFixed(1)} MiB, VmHWM ${(before.VmHWM! / 1024).toFixed(1)} MiB; ` +
        `CPU measured for execd (host PID ${execdPid ?? "?"}) and docker-proxy (PID ${proxyPid ?? "none: no userland proxy"})`,
    );
    /** CPU (ms) execd and docker-proxy used during `f`, as % of its wall time. */
    const withCpu = async <T extends { ms: number }>(f: () => Promise<T>, proxied: boolean): Promise<T & { execdCpuPct: number; execdSysPct: number; proxyCpuPct: number }> => {
      const e0 = execdPid ? procCpu(execdPid) : undefined;
      const p0 = proxied && proxyPid ? procCpu(proxyPid).self : NaN;
      const r = await f();
      const e1 = execdPid ? procCpu(execdPid) : undefined;
      const p1 = proxied && proxyPid ? procCpu(proxyPid).self : NaN;
      const pct = (x: number) => (x / r.ms) * 100;
      return { ...r, execdCpuPct: e0 && e1 ? pct(e1.self - e0.self) : NaN, execdSysPct: e0 && e1 ? pct(e1.sys - e0.sys) : NaN, proxyCpuPct: pct(p1 - p0) };
    };
    for (const mib of transferSizes) {
      const bytes = mib * 2 ** 20;
      for (let rep = 0; rep < transferReps; rep++) {
        for (const [name, t] of rep % 2 === 0 ? via : [...via].reverse()) {
          const proxied = t === main.target;
          await settle(3000);
          const up = await withCpu(() => upload(t, target, bytes), proxied);
          if (up.status !== 200) throw new Error(`upload: HTTP ${up.status} ${up.text}`);
          const afterUp = await hwm();
          await settle(3000);
          const down = await withCpu(() => download(t, target), proxied);
          if (down.status !== 200 || down.bytes !== bytes) throw new Error(`download: HTTP ${down.status}, ${down.bytes} of ${bytes} bytes ${down.text}`);
          const afterDown = await hwm();
          const rm = await request(t, "DELETE", `/files?path=${encodeURIComponent(target)}`);
          if (rm.status !== 200) errors.push(`DELETE /files ${target}: ${rm.status} ${rm.text}`);
          for (const [dir, r, after] of [
            ["upload", up, afterUp],
            ["download", down, afterDown],
          ] as const) {
            transfers.push({
              mib,
              via: name,
              direction: dir,
              bytes,
              ms: round3(r.ms),
              mbPerS: round3(bytes / MB / (r.ms / 1000)),
              clientCpuPct: Math.round((r.clientCpuMs / r.ms) * 100),
              execdCpuPct: Math.round(r.execdCpuPct),
              execdSysPct: Math.round(r.execdSysPct),
              proxyCpuPct: Number.isNaN(r.proxyCpuPct) ? null : Math.round(r.proxyCpuPct),
              after: { VmHWMKb: after.VmHWM, VmRSSKb: after.VmRSS, RssAnonKb: after.RssAnon },
            });
          }
        }
      }
    }
    const median = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
    };
    const pct = (x: number | null) => (x === null || Number.isNaN(x) ? "-" : `${Math.round(x)} %`);
    const rows: (string | number)[][] = [];
    const summary: { mib: number; via: string; direction: string; mbPerS: number; runs: number[] }[] = [];
    for (const mib of transferSizes) {
      for (const [name] of via) {
        for (const dir of ["upload", "download"]) {
          const runs = transfers.filter((x) => x.mib === mib && x.via === name && x.direction === dir) as { mbPerS: number; execdCpuPct: number; execdSysPct: number; proxyCpuPct: number | null; clientCpuPct: number; after: { VmHWMKb: number } }[];
          const mb = median(runs.map((x) => x.mbPerS));
          summary.push({ mib, via: name, direction: dir, mbPerS: mb, runs: runs.map((x) => Math.round(x.mbPerS)) });
          rows.push([
            `${mib} MiB ${dir}, ${name}`,
            mb.toFixed(0),
            runs.map((x) => x.mbPerS.toFixed(0)).join(" / "),
            `${pct(median(runs.map((x) => x.execdCpuPct)))} (${pct(median(runs.map((x) => x.execdSysPct)))})`,
            pct(runs[0]!.proxyCpuPct === null ? null : median(runs.map((x) => x.proxyCpuPct!))),
            pct(median(runs.map((x) => x.clientCpuPct))),
            (Math.max(...runs.map((x) => x.after.VmHWMKb)) / 1024).toFixed(1),
          ]);
        }
      }
    }
    console.log("");
    console.log(table(["transfer", "MB/s (median)", "runs", "execd CPU (kernel)", "docker-proxy CPU", "client CPU", "execd VmHWM after (MiB)"], rows));
    console.log("  CPU = share of one core over the transfer (execd is limited to the sandbox's cpu: 100 % = 1 core); the upload includes execd's fsync");
    console.log(`  MB = 10^6 bytes; execd VmHWM before: ${(before.VmHWM! / 1024).toFixed(1)} MiB`);
    results.transfer = { target, reps: transferReps, before: { VmHWMKb: before.VmHWM, VmRSSKb: before.VmRSS, RssAnonKb: before.RssAnon }, summary, runs: transfers };
  }
  if (main) await deleteSandbox(main.id);

  // ---- targets, results -------------------------------------------------------------------------
  const r = results as {
    startup?: { readyMs: Summary; bootMs?: Summary };
    idle?: { runs: { count: number; pssMiB: Summary; privateDirtyMiB: Summary }[] };
    roundTrip?: { summary: Record<string, Summary> };
    memory?: { statusKb: Record<string, number> };
    transfer?: { summary: { mib: number; via: string; direction: string; mbPerS: number }[] };
  };
  const targets: { name: string; value: string; met: boolean }[] = [];
  if (r.roundTrip) {
    targets.push({ name: "POST /command true round trip p50 ≤ 5 ms", value: `${ms(r.roundTrip.summary.execd!.p50)} ms`, met: r.roundTrip.summary.execd!.p50 <= 5 });
    targets.push({ name: "POST /command true round trip p99 ≤ 20 ms", value: `${ms(r.roundTrip.summary.execd!.p99)} ms`, met: r.roundTrip.summary.execd!.p99 <= 20 });
  }
  if (r.startup) targets.push({ name: "container start → execd /ping p50 ≤ 150 ms", value: `${ms(r.startup.readyMs.p50)} ms`, met: r.startup.readyMs.p50 <= 150 });
  if (r.startup?.bootMs) targets.push({ name: "boot: container start → execd listening p50 ≤ 30 ms", value: `${ms(r.startup.bootMs.p50)} ms`, met: r.startup.bootMs.p50 <= 30 });
  for (const run of r.idle?.runs ?? []) {
    if (run.count === 1) targets.push({ name: "idle execd Private_Dirty ≤ 15 MB (1 sandbox)", value: `${((run.privateDirtyMiB.p50 * 1048576) / MB).toFixed(1)} MB`, met: run.privateDirtyMiB.p50 * 1048576 <= 15e6 });
    if (run.count === 100) targets.push({ name: "PSS per sandbox ≤ 25 MB (100 idle)", value: `${((run.pssMiB.mean * 1048576) / MB).toFixed(1)} MB`, met: run.pssMiB.mean * 1048576 <= 25e6 });
  }
  if (r.memory) {
    const rss = r.memory.statusKb.VmRSS! * 1024;
    targets.push({ name: "execd idle RSS ≤ 45 MB", value: `${(rss / MB).toFixed(1)} MB (anon ${((r.memory.statusKb.RssAnon! * 1024) / MB).toFixed(1)} MB)`, met: rss <= 45e6 });
  }
  // Issue 16, item 4: through the published port, on a quiet machine.
  for (const t of r.transfer?.summary.filter((x) => !x.via.startsWith("bridge")) ?? []) {
    const goal = t.direction === "upload" ? 600 : 1000;
    targets.push({ name: `${t.mib === 1024 ? "1 GiB" : `${t.mib} MiB`} ${t.direction} ≥ ${goal} MB/s (median)`, value: `${t.mbPerS.toFixed(0)} MB/s`, met: t.mbPerS >= goal });
  }
  console.log(section("targets"));
  console.log(table(["target", "measured", "met"], targets.map((t) => [t.name, t.value, t.met ? "yes" : "NO"])));
  const loadEnd = os.loadavg()[0]!;
  console.log(
    `  load avg (1 min): ${machine.loadAvg1m} at start, ${loadEnd.toFixed(2)} at end; settling: ${quietStats.waits} waits for ≥ ${Math.round(quietIdle * 100)}% idle CPU, ` +
      `${ms(quietStats.waitedMs / Math.max(1, quietStats.waits))} ms on average, ${quietStats.timeouts} gave up (machine busy with other work)`,
  );
  if (errors.length) console.log(`  ERRORS (${errors.length}):\n    ${errors.join("\n    ")}`);

  const file = writeResults(
    "execd",
    {
      bench: "execd",
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      runId,
      machine,
      loadAvg1mEnd: round3(loadEnd),
      runtime: { dir: runtimeDir, manifest },
      params: { n, warmup, cli: cliN, api: apiN, block: blockSize, starts, pollMs, idleMs, transferMiB: transferSizes, transferReps, cpuRuns, sections: SECTIONS.filter(want), image, resourceLimits, entrypoint: ENTRYPOINT, quietIdle, bridge: withBridge },
      ...results,
      settling: { idleFraction: quietIdle, ...quietStats, waitedMs: round3(quietStats.waitedMs) },
      errors,
      targets,
    },
    startedAt,
  );
  console.log(`\nresults: ${file}`);
  await Promise.all([...serverIds].map(deleteSandbox));
  await server.stop();
  succeeded = true;
  return errors.length ? 1 : 0;
}
