// `pnpm bench lifecycle`: the lifecycle server against the raw Docker engine, on this machine.
//
//  1. create → Running: POST /v1/sandboxes, then GET in a tight loop until the state is Running,
//     interleaved with raw `create + start` of the same container through the Engine API (dockerode,
//     the same options the server sets), the same again while a GET poll load like the server run's
//     hits the server (control: on a small machine the polling itself slows the engine), and the
//     `docker` CLI (reference only).
//  2. GET /v1/sandboxes/{id} latency on loopback with keep-alive.
//  3. N concurrent creates: errors, wall time, per-sandbox latency (raw Engine API for reference).
//  4. create → first command ok: POST, GET until Running, the execd endpoint, then ONE
//     POST /command `true` (no retry: a refused or reset connection is an error), interleaved
//     with raw `create + start + exec true` through the Engine API (the same options).
//  5. pooled create → first command ok: a second server with a warm pool ([[pool]] of the same
//     image, entrypoint and resources) serves the same request from the pool (Running in the 202),
//     then the endpoint and ONE POST /command `true`; sequentially with the pool full, then
//     `--concurrent` creates at once from a full pool. Compared with section 4 in the same run.
//
// The server is the real binary (packages/server/bin/opensandbox-server.js) in a child process with
// a temp config (API key on, own store, free port). Docker engine events (nanosecond timestamps)
// split each create into phases, for both the server and raw runs.
import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { validateConfig, type Config } from "../../packages/server/src/config/config.ts";
import { DockerRuntime, EXECD_MOUNT, publishedPorts } from "../../packages/server/src/runtime/docker.ts";
import { resolveExecdRuntime } from "../../packages/server/src/runtime/execd-runtime.ts";
import { parseResources } from "../../packages/server/src/services/validate.ts";
import { checkInterrupted, interrupted, onCleanup } from "./lib/cleanup.ts";
import { dockerExec } from "./lib/docker-exec.ts";
import { execdTarget, ping, runCommand, type CommandTiming } from "./lib/execd-client.ts";
import { watchContainerEvents } from "./lib/docker-events.ts";
import { describeMachine, machineInfo, waitQuiet } from "./lib/machine.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { startServer, removeServerDir, type BenchServer } from "./lib/server.ts";
import { round3, roundSummary, summarize, type Summary } from "./lib/stats.ts";

export const description = "create→Running vs raw docker create+start, GET latency, concurrent creates, create→first command vs raw create+start+exec";

type Docker = DockerRuntime["docker"];
type CreateOptions = Parameters<Docker["createContainer"]>[0];

const execFileP = promisify(execFile);
const longer = (d: number) => `${ms(Math.abs(d))} ms ${d >= 0 ? "longer" : "less"}`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const now = () => performance.now();
/** performance.now() as epoch milliseconds, comparable with Docker's event timestamps. */
const epoch = (t: number) => performance.timeOrigin + t;

const OPTIONS = {
  n: { type: "string", default: "20", help: "sequential creates measured per kind (server, raw API, control, CLI, plain)" },
  warmup: { type: "string", default: "2", help: "unmeasured warm-up iterations before them" },
  gets: { type: "string", default: "2000", help: "measured GET /v1/sandboxes/{id} requests per client" },
  "get-warmup": { type: "string", default: "200", help: "unmeasured GETs before them" },
  concurrent: { type: "string", default: "20", help: "sandboxes created at once in the concurrency test" },
  rounds: { type: "string", default: "3", help: "rounds of the concurrency test (who goes first rotates)" },
  "poll-ms": { type: "string", default: "2", help: "sleep between GETs while waiting for Running" },
  "cmd-n": { type: "string", default: "20", help: "create → first command runs per kind (server, raw create+start+exec); 0 = skip" },
  "pooled-n": { type: "string", default: "20", help: "pooled create → first command runs (section 5, a server with a warm pool); 0 = skip section 5" },
  image: { type: "string", default: "opensandbox/busybox:local", help: "image (must be present locally)" },
  cpu: { type: "string", default: "1", help: "resourceLimits.cpu of every sandbox (the API requires resourceLimits)" },
  memory: { type: "string", default: "512Mi", help: "resourceLimits.memory of every sandbox" },
  "quiet-idle": { type: "string", default: "0.6", help: "before each measurement wait (max 3 s; 10 s before bursts) until the CPUs were this idle over 100 ms; 0 = don't" },
  "no-cli": { type: "boolean", default: false, help: "skip the docker CLI reference runs" },
  "no-control": { type: "boolean", default: false, help: "skip the raw runs under the same GET poll load (control)" },
  "no-plain": { type: "boolean", default: false, help: "skip the raw runs without execd's mount and osb-init (reference)" },
  "server-bin": { type: "string", default: "", help: "another server entry point to measure, e.g. a patched copy (default: packages/server/bin/opensandbox-server.js)" },
  isolation: { type: "string", default: "server", help: "the server's [docker] isolation: server (default) or off, to measure what isolation costs" },
  "keep-server-dir": { type: "boolean", default: false, help: "keep the server's temp dir (config, store, log) after the run" },
  help: { type: "boolean", default: false, help: "show this help" },
} as const;

const ENTRYPOINT = ["sleep", "3600"];
const TIMEOUT_S = 600;
const WAIT_LIMIT_MS = 120_000;
const LABEL_RUN = "opensandbox.io/bench-run";

type Kind = "server" | "api" | "apiLoad" | "cli" | "plain";
const KIND_LABEL: Record<Kind, string> = {
  server: "server: POST → GET shows Running",
  api: "raw Engine API: create + start",
  apiLoad: "raw Engine API + same GET poll load",
  cli: "raw docker CLI: create && start",
  plain: "raw Engine API, no execd (bare sleep)",
};

type Sample = {
  kind: Kind;
  iteration: number;
  name: string;
  totalMs: number;
  /** Epoch ms the request (POST, or the first engine call) was sent. */
  sentAt: number;
  /** server: POST → 202 received. */
  acceptedMs?: number;
  /** server: GETs sent until Running was seen; bracketMs = Running seen − send of the previous GET. */
  polls?: number;
  bracketMs?: number;
  /** raw: create call → returned; start call → returned. */
  createMs?: number;
  startMs?: number;
  /** From Docker events: request sent → engine `create` event → `start` event → Running seen / start returned. */
  toCreateEventMs?: number;
  createToStartEventMs?: number;
  startEventToDoneMs?: number;
};

function usage(): string {
  const rows = Object.entries(OPTIONS).map(([k, o]) => `  --${k.padEnd(16)} ${o.help}${o.type === "string" && o.default ? ` (default ${o.default})` : ""}`);
  return ["usage: pnpm bench lifecycle [options]", "", ...rows].join("\n");
}

function intOpt(values: Record<string, unknown>, name: string, min: number): number {
  const v = Number(values[name]);
  if (!Number.isInteger(v) || v < min) throw new Error(`--${name} must be an integer >= ${min}, got ${String(values[name])}`);
  return v;
}

/**
 * The exact Engine API options DockerRuntime.create() sends for this request: the server's own code
 * builds them against a docker client whose createContainer only records its argument. The raw runs
 * then send these options themselves, so they follow whatever the server sets (execd mount, osb-init
 * entrypoint, cap drops, pids limit, ports, ...) without a copy that can drift.
 */
async function serverCreateOptions(cfg: Config, image: string, limits: Record<string, string>): Promise<CreateOptions> {
  const rt = new DockerRuntime({ docker: cfg.docker, instance: "bench-capture", execdRuntimeDir: resolveExecdRuntime(cfg) });
  let captured: CreateOptions | undefined;
  rt.docker.createContainer = (async (opts: CreateOptions) => {
    captured = opts;
    throw new Error("captured");
  }) as never;
  // The spec SandboxService.provision() passes for {image, entrypoint, timeout, resourceLimits}.
  await rt
    .create({ sandboxId: "capture", image, entrypoint: ENTRYPOINT, env: {}, execdToken: "capture", resources: parseResources(limits), mounts: [], extensions: {} })
    .catch(() => undefined);
  if (!captured) throw new Error("could not capture the server's container options");
  return captured;
}

/** A raw container's options: the server's, with its own name, labels (as many) and token. */
function rawOptions(base: CreateOptions, name: string, labels: Record<string, string>, plain = false): CreateOptions {
  const o = structuredClone(base);
  o.name = name;
  o.Labels = labels;
  o.Env = (o.Env ?? []).map((e) => (e.startsWith("EXECD_ACCESS_TOKEN=") ? `EXECD_ACCESS_TOKEN=${randomBytes(24).toString("base64url")}` : e));
  if (plain) {
    // Reference: the bare entrypoint, without execd's mount and osb-init.
    o.Entrypoint = ENTRYPOINT;
    if (o.HostConfig?.Mounts) o.HostConfig.Mounts = o.HostConfig.Mounts.filter((m) => m.Target !== EXECD_MOUNT);
  }
  return o;
}

/** The same options as `docker create` flags; returns the fields it cannot express too. */
function cliCreateArgs(o: CreateOptions): { args: string[]; unmirrored: string[] } {
  const h = (o.HostConfig ?? {}) as Record<string, unknown> & NonNullable<CreateOptions["HostConfig"]>;
  const args: string[] = ["create", "--name", o.name!];
  const unmirrored: string[] = [];
  for (const [k, v] of Object.entries(o.Labels ?? {})) args.push("--label", `${k}=${v}`);
  for (const e of o.Env ?? []) args.push("-e", e);
  const handled = new Set(["NetworkMode", "CapDrop", "SecurityOpt", "PidsLimit", "NanoCpus", "Memory", "MemorySwap", "Runtime", "PortBindings", "Mounts", "Init", "Sysctls", "Dns"]);
  if (h.NetworkMode) args.push("--network", h.NetworkMode);
  for (const [k, v] of Object.entries(h.Sysctls ?? {})) args.push("--sysctl", `${k}=${v}`);
  for (const d of h.Dns ?? []) args.push("--dns", d);
  for (const c of h.CapDrop ?? []) args.push("--cap-drop", c);
  for (const so of h.SecurityOpt ?? []) args.push("--security-opt", so);
  if (h.PidsLimit) args.push("--pids-limit", String(h.PidsLimit));
  if (h.NanoCpus) args.push("--cpus", String(h.NanoCpus / 1e9));
  if (h.Memory) args.push("--memory", String(h.Memory));
  if (h.MemorySwap) args.push("--memory-swap", String(h.MemorySwap));
  if (h.Runtime) args.push("--runtime", h.Runtime);
  if (h.Init) args.push("--init");
  for (const [port, binds] of Object.entries(h.PortBindings ?? {}) as [string, { HostIp?: string; HostPort?: string }[]][]) {
    for (const b of binds) args.push("-p", `${b.HostIp ?? ""}:${b.HostPort ?? ""}:${port.replace("/tcp", "")}`);
  }
  for (const m of h.Mounts ?? []) {
    if (m.Type !== "bind" && m.Type !== "volume") unmirrored.push(`mount type ${m.Type}`);
    args.push("--mount", `type=${m.Type},source=${m.Source},target=${m.Target}${m.ReadOnly ? ",readonly" : ""}`);
  }
  for (const [k, v] of Object.entries(h)) if (!handled.has(k) && v !== undefined) unmirrored.push(`HostConfig.${k}`);
  const known = new Set(["name", "Image", "Entrypoint", "Cmd", "Env", "Labels", "ExposedPorts", "HostConfig"]);
  for (const k of Object.keys(o)) if (!known.has(k)) unmirrored.push(k);
  if ((o.Cmd ?? []).length) unmirrored.push("Cmd");
  // The CLI takes one entrypoint word; the remaining words become the command (the same argv).
  const ep = (o.Entrypoint ?? []) as string[];
  args.push("--entrypoint", ep[0]!, o.Image!, ...ep.slice(1));
  return { args, unmirrored };
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS as never, strict: true, allowPositionals: false }) as { values: Record<string, unknown> };
  if (values.help) {
    console.log(usage());
    return 0;
  }
  const n = intOpt(values, "n", 1);
  const warmup = intOpt(values, "warmup", 0);
  const gets = intOpt(values, "gets", 1);
  const getWarmup = intOpt(values, "get-warmup", 0);
  const concurrent = intOpt(values, "concurrent", 1);
  const rounds = intOpt(values, "rounds", 1);
  const pollMs = intOpt(values, "poll-ms", 0);
  const cmdN = intOpt(values, "cmd-n", 0);
  const pooledN = intOpt(values, "pooled-n", 0);
  const quietIdle = Number(values["quiet-idle"]);
  if (!(quietIdle >= 0 && quietIdle < 1)) throw new Error(`--quiet-idle must be a fraction in [0, 1), got ${String(values["quiet-idle"])}`);
  // Each sandbox boots execd (a Node process) right after it starts; waiting for the machine to
  // settle keeps that CPU from slowing whichever measurement comes next.
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
  const withCli = !values["no-cli"];
  const withControl = !values["no-control"];
  const withPlain = !values["no-plain"];
  const startedAt = new Date();
  const runId = randomUUID().slice(0, 8);

  // ---- engine, machine, server ----------------------------------------------------------------
  // Same dockerode client settings (socket, timeout) as the server's, from the defaults it resolves.
  const defaults = validateConfig({ server: { api_key: "unused" } }).config;
  const runtime0 = new DockerRuntime({
    docker: defaults.docker,
    instance: `bench-${randomUUID()}`,
    execdRuntimeDir: resolveExecdRuntime(defaults),
  });
  const docker = runtime0.docker;
  await docker.ping();
  if (!(await runtime0.imageExists(image))) throw new Error(`image ${image} is not present locally (run scripts/docker-setup.sh)`);
  const machine = await machineInfo(docker);

  console.log(`lifecycle bench  ${startedAt.toISOString()}  run ${runId}`);
  for (const l of describeMachine(machine)) console.log(`  ${l}`);
  console.log(
    `  params  n=${n} (+${warmup} warm-up) per kind, interleaved; poll every ${pollMs} ms; ${gets} GETs (+${getWarmup} warm-up); ` +
      `${concurrent} concurrent × ${rounds} round(s); image ${image}, resourceLimits ${JSON.stringify(resourceLimits)}`,
  );

  // Raw containers: swept by label at the very end, whatever happened.
  onCleanup("remove raw containers", async () => {
    const list = await docker.listContainers({ all: true, filters: { label: [`${LABEL_RUN}=${runId}`] } });
    await Promise.all(list.map((c) => docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined)));
  });

  // Runs after the server stopped (so nothing it still provisions escapes): any container labelled
  // with its instance is removed, e.g. from a POST in flight at Ctrl-C.
  let instance: string | undefined;
  onCleanup("sweep server containers", async () => {
    if (!instance) return;
    const list = await docker.listContainers({ all: true, filters: { label: [`opensandbox.io/instance=${instance}`] } });
    await Promise.all(list.map((c) => docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined)));
  });

  // Runs after the server stopped. A failed run keeps the folder for its server log.
  let started: BenchServer | undefined;
  let succeeded = false;
  onCleanup("remove server dir", () => {
    if (!started) return;
    if (values["keep-server-dir"] || (!succeeded && !interrupted.signal.aborted)) console.error(`server dir kept: ${started.dir}`);
    else removeServerDir(started);
  });
  const serverBin = values["server-bin"] ? path.resolve(String(values["server-bin"])) : undefined;
  const isolation = String(values.isolation);
  if (isolation !== "server" && isolation !== "off") throw new Error(`--isolation must be server or off, got ${isolation}`);
  const server = await startServer({ logLevel: "info", overrides: { docker: { isolation } }, ...(serverBin ? { bin: serverBin } : {}) });
  console.log(`  server  [docker] isolation = "${isolation}"`);
  started = server;
  instance = server.instance();
  const cfg = server.config;
  if (serverBin) console.log(`  server  binary ${serverBin} (--server-bin)`);
  console.log(`  server  ${server.url} pid ${server.pid}, ready in ${ms(server.readyMs)} ms (spawn → /health 200); log ${server.logPath}`);
  const baseOptions = await serverCreateOptions(cfg, image, resourceLimits);
  const hc = baseOptions.HostConfig ?? {};
  const cliProbe = cliCreateArgs(rawOptions(baseOptions, "probe", {}));
  console.log(
    `  raw runs send the server's own create options (captured from DockerRuntime.create): entrypoint ${JSON.stringify(baseOptions.Entrypoint)}, ` +
      `mounts ${(hc.Mounts ?? []).map((m) => `${m.Source}→${m.Target}${m.ReadOnly ? ":ro" : ""}`).join(", ") || "none"}, network ${hc.NetworkMode}, ` +
      `cap-drop ×${hc.CapDrop?.length ?? 0}, security-opt ${JSON.stringify(hc.SecurityOpt ?? [])}, pids-limit ${hc.PidsLimit ?? "none"}, ` +
      `ports ${Object.keys(hc.PortBindings ?? {}).join("+")} on ${cfg.docker.publish_host}, NanoCpus ${hc.NanoCpus ?? "-"}, Memory ${hc.Memory ?? "-"}/swap ${hc.MemorySwap ?? "-"}` +
      (cliProbe.unmirrored.length ? `; the CLI runs cannot express: ${cliProbe.unmirrored.join(", ")}` : ""),
  );

  // Server sandboxes are deleted through the API; registered after startServer's "stop server",
  // so this runs while the server is still up.
  const serverIds = new Set<string>();
  const deleteServerSandboxes = async () => {
    await Promise.all(
      [...serverIds].map(async (id) => {
        const r = await server.api("DELETE", `/v1/sandboxes/${id}`).catch(() => undefined);
        if (r && (r.status === 204 || r.status === 404)) serverIds.delete(id);
      }),
    );
  };
  onCleanup("delete server sandboxes", deleteServerSandboxes);

  const events = await watchContainerEvents(docker, ["create", "start"]);
  onCleanup("stop event stream", () => events.stop());

  const createBody = { image: { uri: image }, entrypoint: ENTRYPOINT, timeout: TIMEOUT_S, resourceLimits };
  const rawLabels = (name: string) => ({ "opensandbox.io/managed-by": "opensandbox-bench", [LABEL_RUN]: runId, "opensandbox.io/bench-name": name });

  // ---- one measurement of each kind -----------------------------------------------------------
  async function waitRunning(id: string, t0: number): Promise<{ at: number; polls: number; bracket: number }> {
    let polls = 0;
    let prevSend = t0;
    for (;;) {
      const send = now();
      const g = await server.api("GET", `/v1/sandboxes/${id}`);
      const at = now();
      polls++;
      const state = g.body?.status?.state;
      if (g.status === 200 && state === "Running") return { at, polls, bracket: at - prevSend };
      if (g.status !== 200 || state === "Failed" || state === "Terminated") {
        throw new Error(`sandbox ${id}: GET ${g.status} ${JSON.stringify(g.body?.status ?? g.body)}`);
      }
      if (at - t0 > WAIT_LIMIT_MS) throw new Error(`sandbox ${id} not Running after ${WAIT_LIMIT_MS} ms (state ${state})`);
      prevSend = send;
      if (pollMs > 0) await sleep(pollMs);
    }
  }

  async function serverOnce(iteration: number): Promise<Sample> {
    checkInterrupted();
    const t0 = now();
    const res = await server.api("POST", "/v1/sandboxes", createBody);
    const acceptedMs = now() - t0;
    if (res.status !== 202) throw new Error(`POST /v1/sandboxes: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.id as string;
    serverIds.add(id);
    const w = await waitRunning(id, t0);
    return { kind: "server", iteration, name: `sandbox-${id}`, totalMs: w.at - t0, sentAt: epoch(t0), acceptedMs, polls: w.polls, bracketMs: w.bracket };
  }

  /**
   * Control: the same GET stream a server measurement produces (one GET in flight, `pollMs` apart),
   * aimed at an idle sandbox while a raw create+start runs. On a small machine the client and
   * server CPU this takes slows the engine's own start; this run shows by how much.
   */
  let idleId: string | undefined;
  const loadGets: number[] = [];
  async function apiLoadOnce(iteration: number): Promise<Sample> {
    let on = true;
    let count = 0;
    const t0 = now();
    const loop = (async () => {
      while (on) {
        await server.api("GET", `/v1/sandboxes/${idleId}`);
        count++;
        if (pollMs > 0) await sleep(pollMs);
      }
    })();
    try {
      return { ...(await apiOnce(iteration)), kind: "apiLoad" };
    } finally {
      on = false;
      await loop;
      loadGets.push((now() - t0) / count);
    }
  }

  async function apiOnce(iteration: number, plain = false): Promise<Sample> {
    checkInterrupted();
    const name = `bench-raw-${runId}-${randomUUID().slice(0, 8)}`;
    const opts = rawOptions(baseOptions, name, rawLabels(name), plain);
    const t0 = now();
    const c = await docker.createContainer(opts);
    const t1 = now();
    await c.start();
    const t2 = now();
    return { kind: plain ? "plain" : "api", iteration, name, totalMs: t2 - t0, sentAt: epoch(t0), createMs: t1 - t0, startMs: t2 - t1 };
  }

  async function cliOnce(iteration: number): Promise<Sample> {
    checkInterrupted();
    const name = `bench-cli-${runId}-${randomUUID().slice(0, 8)}`;
    const { args } = cliCreateArgs(rawOptions(baseOptions, name, rawLabels(name)));
    const t0 = now();
    await execFileP("docker", args);
    const t1 = now();
    await execFileP("docker", ["start", name]);
    const t2 = now();
    return { kind: "cli", iteration, name, totalMs: t2 - t0, sentAt: epoch(t0), createMs: t1 - t0, startMs: t2 - t1 };
  }

  /** Fills in the engine-event phases once the events have arrived. */
  function addPhases(s: Sample): void {
    const e = events.get(s.name);
    if (!e?.create || !e.start) return;
    s.toCreateEventMs = e.create - s.sentAt;
    s.createToStartEventMs = e.start - e.create;
    s.startEventToDoneMs = s.sentAt + s.totalMs - e.start;
  }

  async function removeAll(samples: Sample[]): Promise<void> {
    await Promise.all(
      samples
        .filter((s) => s.kind === "server")
        .map(async (s) => {
          const id = s.name.slice("sandbox-".length);
          const r = await server.api("DELETE", `/v1/sandboxes/${id}`);
          if (r.status === 204 || r.status === 404) serverIds.delete(id);
        }),
    );
    await Promise.all(
      samples
        .filter((s) => s.kind !== "server")
        .map(async (s) => {
          await docker.getContainer(s.name).remove({ force: true }).catch(() => undefined);
        }),
    );
  }

  // ---- 1. sequential create → Running, interleaved ----------------------------------------------
  console.log(section("1. create → Running (sequential, interleaved)"));
  // An idle sandbox: the target of the control's GET load, later of the GET latency test.
  const idle = await serverOnce(0);
  idleId = idle.name.slice("sandbox-".length);
  const kinds: Kind[] = [
    "server",
    "api",
    ...(withControl ? (["apiLoad"] as const) : []),
    ...(withCli ? (["cli"] as const) : []),
    ...(withPlain ? (["plain"] as const) : []),
  ];
  const once: Record<Kind, (i: number) => Promise<Sample>> = { server: serverOnce, api: apiOnce, apiLoad: apiLoadOnce, cli: cliOnce, plain: (i) => apiOnce(i, true) };
  const samples: Sample[] = [];
  const sequentialErrors: string[] = [];
  for (let i = -warmup; i < n; i++) {
    // Rotate who goes first so drift and noise hit every kind alike.
    const rot = ((i % kinds.length) + kinds.length) % kinds.length;
    const order = [...kinds.slice(rot), ...kinds.slice(0, rot)];
    const got: Sample[] = [];
    for (const kind of order) {
      await settle(3000);
      try {
        got.push(await once[kind](i));
      } catch (err) {
        if (interrupted.signal.aborted) throw err;
        sequentialErrors.push(`${kind} #${i}: ${(err as Error).message}`);
      }
    }
    await sleep(50); // let the engine deliver the events
    for (const s of got) addPhases(s);
    await removeAll(got);
    const line = kinds.map((k) => `${k} ${ms(got.find((s) => s.kind === k)?.totalMs).padStart(6)} ms`).join("   ");
    console.log(`  ${i < 0 ? "warm-up" : `${String(i + 1).padStart(3)}/${n}`}  ${line}`);
    if (i >= 0) samples.push(...got);
    await sleep(100); // let removal settle before the next measurement
  }
  const byKind = (k: Kind) => samples.filter((s) => s.kind === k);
  const seqSummary = Object.fromEntries(kinds.map((k) => [k, summarize(byKind(k).map((s) => s.totalMs))])) as Record<Kind, Summary>;
  const ratio = seqSummary.server.p50 / seqSummary.api.p50;
  const ratioControl = withControl ? seqSummary.server.p50 / seqSummary.apiLoad.p50 : NaN;
  const ratioCli = withCli ? seqSummary.server.p50 / seqSummary.cli.p50 : NaN;
  const pollPeriod = summarize(byKind("server").map((s) => (s.totalMs - s.acceptedMs!) / s.polls!));
  const bracket = summarize(byKind("server").map((s) => s.bracketMs!));

  console.log("");
  console.log(
    table(
      ["create → Running (ms)", "n", "p50", "p95", "min", "max", "mean"],
      kinds.map((k) => [KIND_LABEL[k], seqSummary[k].n, ms(seqSummary[k].p50), ms(seqSummary[k].p95), ms(seqSummary[k].min), ms(seqSummary[k].max), ms(seqSummary[k].mean)]),
    ),
  );
  console.log(`\n  ratio server p50 / raw API p50 = ${ratio.toFixed(3)}×   (target ≤ 1.1×)`);
  if (withControl) {
    console.log(
      `  control: server p50 / raw API p50 under the same GET poll load = ${ratioControl.toFixed(3)}×  ` +
        `(load: one GET every ${ms(summarize(loadGets).p50)} ms on an idle sandbox during the raw create+start)`,
    );
  }
  if (withCli) console.log(`  reference: server p50 / docker CLI p50 = ${ratioCli.toFixed(3)}×`);
  if (withPlain) {
    console.log(
      `  reference: the same container without execd's mount and osb-init starts in ${ms(seqSummary.plain.p50)} ms at p50 ` +
        `(with execd's mount and osb-init the engine takes ${longer(seqSummary.api.p50 - seqSummary.plain.p50)})`,
    );
  }
  console.log(
    `  poll: sleep ${pollMs} ms between GETs; measured mean GET period ${ms(pollPeriod.p50)} ms (p50 over sandboxes), ` +
      `Running-detection window (previous GET sent → Running seen) p50 ${ms(bracket.p50)} ms, max ${ms(bracket.max)} ms`,
  );
  if (sequentialErrors.length) console.log(`  ERRORS (${sequentialErrors.length}):\n    ${sequentialErrors.join("\n    ")}`);

  // Phases from engine events (p50 over samples that have both events).
  const phase = (k: Kind, f: keyof Sample) => summarize(byKind(k).map((s) => s[f] as number | undefined).filter((v): v is number => v !== undefined));
  const phases = {} as Record<Kind, Record<string, Summary>>;
  for (const k of kinds) {
    phases[k] = {
      toCreateEvent: phase(k, "toCreateEventMs"),
      createToStartEvent: phase(k, "createToStartEventMs"),
      startEventToDone: phase(k, "startEventToDoneMs"),
      ...(k === "server" ? { accepted: phase(k, "acceptedMs") } : { createCall: phase(k, "createMs"), startCall: phase(k, "startMs") }),
    };
  }
  console.log("");
  console.log(
    table(
      ["phase p50 (ms), from engine events", "sent → create evt", "create → start evt", "start evt → done", "total"],
      kinds.map((k) => [KIND_LABEL[k], ms(phases[k].toCreateEvent!.p50), ms(phases[k].createToStartEvent!.p50), ms(phases[k].startEventToDone!.p50), ms(seqSummary[k].p50)]),
    ),
  );
  console.log(
    `  server POST → 202: p50 ${ms(phases.server.accepted!.p50)} ms; raw API create call p50 ${ms(phases.api.createCall!.p50)} ms, start call p50 ${ms(phases.api.startCall!.p50)} ms` +
      `\n  ("done" = Running seen by the client for the server, start call returned for raw runs)`,
  );
  const outside = phases.server.toCreateEvent!.p50 - phases.api.toCreateEvent!.p50 + (phases.server.startEventToDone!.p50 - phases.api.startEventToDone!.p50);
  const engineGap = phases.server.createToStartEvent!.p50 - phases.api.createToStartEvent!.p50;
  console.log(
    `  outside the engine's create→start the server adds ≈ ${ms(outside)} ms at p50 (HTTP, image inspect, container inspect, SQLite, poll detection);` +
      `\n  inside it (engine create → start event) the server's containers take ${longer(engineGap)} than quiet raw ones` +
      (withControl ? ` and ${longer(phases.server.createToStartEvent!.p50 - phases.apiLoad.createToStartEvent!.p50)} than raw ones under the same GET poll load` : ""),
  );

  // ---- 2. GET latency -----------------------------------------------------------------------------
  console.log(section("2. GET /v1/sandboxes/{id} latency (loopback, keep-alive, sequential)"));
  const getPath = `/v1/sandboxes/${idleId}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const nodeGet = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}${getPath}`, { agent, headers: { "OPEN-SANDBOX-API-KEY": server.apiKey } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          if (res.statusCode !== 200) return reject(new Error(`GET ${getPath}: ${res.statusCode}`));
          JSON.parse(Buffer.concat(chunks).toString("utf8"));
          resolve(res.statusCode);
        });
        res.on("error", reject);
      });
      req.on("socket", (s) => sockets.add(s));
      req.on("error", reject);
      req.end();
    });
  const fetchGet = async () => {
    const res = await fetch(`${server.url}${getPath}`, { headers: { "OPEN-SANDBOX-API-KEY": server.apiKey } });
    await res.json();
    if (res.status !== 200) throw new Error(`GET ${getPath}: ${res.status}`);
  };
  const timeGets = async (get: () => Promise<unknown>) => {
    for (let i = 0; i < getWarmup; i++) await get();
    const out: number[] = [];
    const cpu0 = server.cpuMs();
    const ownCpu0 = process.cpuUsage();
    const t0 = now();
    for (let i = 0; i < gets; i++) {
      if (i % 256 === 0) checkInterrupted();
      const t = now();
      await get();
      out.push(now() - t);
    }
    const wallMs = now() - t0;
    const own = process.cpuUsage(ownCpu0);
    return { samples: out, wallMs, serverCpuUsPerReq: ((server.cpuMs() - cpu0) * 1000) / gets, clientCpuUsPerReq: (own.user + own.system) / gets };
  };
  const nodeRun = await timeGets(nodeGet);
  const fetchRun = await timeGets(fetchGet);
  agent.destroy();
  const getNode = summarize(nodeRun.samples);
  const getFetch = summarize(fetchRun.samples);
  console.log(
    table(
      ["client", "n", "p50", "p95", "p99", "min", "max", "req/s"],
      [
        [`node:http Agent keepAlive (${sockets.size} socket${sockets.size === 1 ? "" : "s"})`, getNode.n, ms(getNode.p50), ms(getNode.p95), ms(getNode.p99), ms(getNode.min), ms(getNode.max), Math.round(gets / (nodeRun.wallMs / 1000))],
        ["global fetch (undici, keep-alive)", getFetch.n, ms(getFetch.p50), ms(getFetch.p95), ms(getFetch.p99), ms(getFetch.min), ms(getFetch.max), Math.round(gets / (fetchRun.wallMs / 1000))],
      ],
    ),
  );
  console.log(
    `  CPU per GET: server ${Math.round(nodeRun.serverCpuUsPerReq)} µs, client ${Math.round(nodeRun.clientCpuUsPerReq)} µs (node:http); ` +
      `server ${Math.round(fetchRun.serverCpuUsPerReq)} µs, client ${Math.round(fetchRun.clientCpuUsPerReq)} µs (fetch)`,
  );
  console.log(`  target p50 ≤ 2 ms (node:http): ${getNode.p50 <= 2 ? "met" : "MISSED"}`);

  // ---- 3. concurrent creates ---------------------------------------------------------------------
  console.log(section(`3. ${concurrent} concurrent creates`));
  /** One container of a burst: when its request was sent and when it was seen Running / start returned (performance.now()). */
  type Member = { name: string; sent: number; done: number };
  type Round = {
    kind: "server" | "api" | "apiLoad";
    round: number;
    errors: string[];
    wallMs: number;
    latencies: number[];
    acceptedMs: number[];
    members: Member[];
    /** CPU the server process used during the burst, ms. */
    serverCpuMs: number;
    listPolls?: number;
  };
  const LIST = "/v1/sandboxes?pageSize=200";

  async function serverBurst(round: number): Promise<Round> {
    const errors: string[] = [];
    const runningAt = new Map<string, number>();
    const failed = new Set<string>();
    const sent: { t: number; id?: string }[] = [];
    const acceptedMs: number[] = [];
    let postsDone = false;
    let listPolls = 0;
    const cpu0 = server.cpuMs();
    const t0 = now();
    const posts = Promise.all(
      Array.from({ length: concurrent }, async (_, k) => {
        const t = now();
        sent[k] = { t };
        try {
          const r = await server.api("POST", "/v1/sandboxes", createBody);
          acceptedMs.push(now() - t);
          if (r.status !== 202) return void errors.push(`POST #${k}: ${r.status} ${JSON.stringify(r.body)}`);
          sent[k]!.id = r.body.id as string;
          serverIds.add(r.body.id as string);
        } catch (err) {
          errors.push(`POST #${k}: ${(err as Error).message}`);
        }
      }),
    ).then(() => void (postsDone = true));
    // One poller lists every sandbox (page size 200), so the poll load does not grow with N.
    const pending = () => sent.filter((s) => s.id && !runningAt.has(s.id) && !failed.has(s.id)).length;
    while (!postsDone || pending() > 0) {
      checkInterrupted();
      const l = await server.api("GET", LIST);
      const at = now();
      listPolls++;
      if (l.status !== 200) {
        errors.push(`GET /v1/sandboxes: ${l.status} ${JSON.stringify(l.body)}`);
        break;
      }
      for (const item of l.body.items as { id: string; status: { state: string; reason?: string; message?: string } }[]) {
        if (item.status.state === "Running" && !runningAt.has(item.id)) runningAt.set(item.id, at);
        if ((item.status.state === "Failed" || item.status.state === "Terminated") && !failed.has(item.id)) {
          failed.add(item.id);
          errors.push(`sandbox ${item.id}: ${item.status.state} ${item.status.reason}: ${item.status.message}`);
        }
      }
      if (at - t0 > WAIT_LIMIT_MS) {
        errors.push(`${pending()} sandbox(es) not Running after ${WAIT_LIMIT_MS} ms`);
        break;
      }
      if (pollMs > 0) await sleep(pollMs);
    }
    await posts;
    const serverCpuMs = server.cpuMs() - cpu0;
    const members = sent.filter((x) => x.id && runningAt.has(x.id)).map((x) => ({ name: `sandbox-${x.id}`, sent: x.t, done: runningAt.get(x.id!)! }));
    const latencies = members.map((m) => m.done - m.sent);
    const wallMs = Math.max(...[...runningAt.values()].map((at) => at - t0));
    await removeAll(sent.filter((x) => x.id).map((x) => ({ kind: "server", name: `sandbox-${x.id}` }) as Sample));
    return { kind: "server", round, errors, wallMs, latencies, acceptedMs, members, serverCpuMs, listPolls };
  }

  /** Raw burst; with `load`, the same list polling as the server burst runs meanwhile (control). */
  async function rawBurst(round: number, load: boolean): Promise<Round> {
    const errors: string[] = [];
    const latencies: number[] = [];
    const names: string[] = [];
    const members: Member[] = [];
    let on = load;
    let listPolls = 0;
    const poller = (async () => {
      while (on) {
        await server.api("GET", LIST);
        listPolls++;
        if (pollMs > 0) await sleep(pollMs);
      }
    })();
    const cpu0 = server.cpuMs();
    const t0 = now();
    let wallMs = NaN;
    try {
      await Promise.all(
        Array.from({ length: concurrent }, async () => {
          checkInterrupted();
          const name = `bench-raw-${runId}-${randomUUID().slice(0, 8)}`;
                names.push(name);
          const t = now();
          try {
            const c = await docker.createContainer(rawOptions(baseOptions, name, rawLabels(name)));
            await c.start();
            const done = now();
            latencies.push(done - t);
            members.push({ name, sent: t, done });
          } catch (err) {
            errors.push(`${name}: ${(err as Error).message}`);
          }
        }),
      );
      wallMs = now() - t0;
    } finally {
      on = false;
      await poller.catch(() => undefined);
    }
    const serverCpuMs = server.cpuMs() - cpu0;
    await Promise.all(names.map((name) => docker.getContainer(name).remove({ force: true }).catch(() => undefined)));
    return { kind: load ? "apiLoad" : "api", round, errors, wallMs, latencies, acceptedMs: [], members, serverCpuMs, ...(load ? { listPolls } : {}) };
  }

  const bursts: Round[] = [];
  const burstKinds: ((r: number) => Promise<Round>)[] = [serverBurst, (r) => rawBurst(r, false), ...(withControl ? [(r: number) => rawBurst(r, true)] : [])];
  for (let r = 0; r < rounds; r++) {
    const rot = r % burstKinds.length;
    for (const f of [...burstKinds.slice(rot), ...burstKinds.slice(0, rot)]) {
      await settle(10_000);
      bursts.push(await f(r));
    }
  }
  const serverBursts = bursts.filter((b) => b.kind === "server");
  const rawBursts = bursts.filter((b) => b.kind === "api");
  const loadBursts = bursts.filter((b) => b.kind === "apiLoad");
  const loadBurstLat = summarize(loadBursts.flatMap((b) => b.latencies));
  const loadBurstWall = summarize(loadBursts.map((b) => b.wallMs));
  const burstErrors = serverBursts.flatMap((b) => b.errors);
  const burstLat = summarize(serverBursts.flatMap((b) => b.latencies));
  const rawBurstLat = summarize(rawBursts.flatMap((b) => b.latencies));
  const burstAccepted = summarize(serverBursts.flatMap((b) => b.acceptedMs));
  const burstWall = summarize(serverBursts.map((b) => b.wallMs));
  const rawBurstWall = summarize(rawBursts.map((b) => b.wallMs));
  console.log(
    table(
      [`${concurrent} at once (ms)`, "rounds", "errors", "wall (p50 of rounds)", "per-sandbox p50", "p95", "max"],
      [
        ["server: POSTs → all Running", serverBursts.length, burstErrors.length, ms(burstWall.p50), ms(burstLat.p50), ms(burstLat.p95), ms(burstLat.max)],
        ["raw Engine API: create + start", rawBursts.length, rawBursts.flatMap((b) => b.errors).length, ms(rawBurstWall.p50), ms(rawBurstLat.p50), ms(rawBurstLat.p95), ms(rawBurstLat.max)],
        ...(withControl
          ? [[KIND_LABEL.apiLoad, loadBursts.length, loadBursts.flatMap((b) => b.errors).length, ms(loadBurstWall.p50), ms(loadBurstLat.p50), ms(loadBurstLat.p95), ms(loadBurstLat.max)]]
          : []),
      ],
    ),
  );
  console.log(
    `  server POST → 202 under the burst: p50 ${ms(burstAccepted.p50)} ms, max ${ms(burstAccepted.max)} ms; ` +
      `Running detected by listing every ${pollMs} ms (one list request in flight; ${serverBursts[0]?.listPolls ?? 0} lists in round 1)`,
  );
  if (burstErrors.length) console.log(`  ERRORS:\n    ${burstErrors.join("\n    ")}`);
  await sleep(50); // let the engine deliver the last events
  const burstPhases = (kind: Round["kind"]) => {
    const ms3 = { toCreate: [] as number[], createToStart: [] as number[], startToDone: [] as number[] };
    for (const m of bursts.filter((b) => b.kind === kind).flatMap((b) => b.members)) {
      const e = events.get(m.name);
      if (!e?.create || !e.start) continue;
      ms3.toCreate.push(e.create - epoch(m.sent));
      ms3.createToStart.push(e.start - e.create);
      ms3.startToDone.push(epoch(m.done) - e.start);
    }
    return { toCreateEvent: summarize(ms3.toCreate), createToStartEvent: summarize(ms3.createToStart), startEventToDone: summarize(ms3.startToDone) };
  };
  const burstKindsShown = ["server", "api", ...(withControl ? ["apiLoad"] : [])] as Round["kind"][];
  const burstPhase = Object.fromEntries(burstKindsShown.map((k) => [k, burstPhases(k)])) as Record<Round["kind"], ReturnType<typeof burstPhases>>;
  const cpuOf = (k: Round["kind"]) => summarize(bursts.filter((b) => b.kind === k).map((b) => b.serverCpuMs)).p50;
  console.log("");
  console.log(
    table(
      ["burst phase p50 (ms), from engine events", "sent → create evt", "create → start evt", "start evt → done", "server CPU/round"],
      burstKindsShown.map((k) => [KIND_LABEL[k], ms(burstPhase[k].toCreateEvent.p50), ms(burstPhase[k].createToStartEvent.p50), ms(burstPhase[k].startEventToDone.p50), ms(cpuOf(k))]),
    ),
  );

  // ---- 4. create → first command ----------------------------------------------------------------
  type CmdSample = { kind: "server" | "raw"; iteration: number; totalMs: number; runningMs?: number; error?: string };
  const cmdSamples: CmdSample[] = [];
  if (cmdN > 0) {
    console.log(section("4. create → first command ok (sequential, interleaved; one command, no retry)"));
    const cmdAgent = new http.Agent({ keepAlive: false });
    async function serverCmdOnce(iteration: number): Promise<CmdSample> {
      checkInterrupted();
      const t0 = now();
      const res = await server.api("POST", "/v1/sandboxes", createBody);
      if (res.status !== 202) throw new Error(`POST /v1/sandboxes: ${res.status} ${JSON.stringify(res.body)}`);
      const id = res.body.id as string;
      serverIds.add(id);
      try {
        const w = await waitRunning(id, t0);
        const ep = await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`);
        if (ep.status !== 200) throw new Error(`GET endpoint: ${ep.status} ${JSON.stringify(ep.body)}`);
        const c = await runCommand(execdTarget(ep.body), cmdAgent, "true").catch((err: Error) => ({ terminal: `error: ${err.message}` }));
        const totalMs = now() - t0;
        return { kind: "server", iteration, totalMs, runningMs: w.at - t0, ...(c.terminal === "execution_complete" ? {} : { error: c.terminal }) };
      } finally {
        const d = await server.api("DELETE", `/v1/sandboxes/${id}`);
        if (d.status === 204 || d.status === 404) serverIds.delete(id);
      }
    }
    async function rawCmdOnce(iteration: number): Promise<CmdSample> {
      checkInterrupted();
      const name = `bench-raw-${runId}-${randomUUID().slice(0, 8)}`;
      const t0 = now();
      try {
        const c = await docker.createContainer(rawOptions(baseOptions, name, rawLabels(name)));
        await c.start();
        const e = await dockerExec(docker, name, ["true"]);
        return { kind: "raw", iteration, totalMs: now() - t0, ...(e.exitCode === 0 ? {} : { error: `exit ${e.exitCode}: ${e.stderr}` }) };
      } finally {
        await docker.getContainer(name).remove({ force: true }).catch(() => undefined);
      }
    }
    for (let i = -warmup; i < cmdN; i++) {
      const order = i % 2 === 0 ? [serverCmdOnce, rawCmdOnce] : [rawCmdOnce, serverCmdOnce];
      const got: CmdSample[] = [];
      for (const f of order) {
        await settle(3000);
        try {
          got.push(await f(i));
        } catch (err) {
          if (interrupted.signal.aborted) throw err;
          sequentialErrors.push(`first command #${i}: ${(err as Error).message}`); // e.g. the engine failing a raw create
        }
      }
      const line = got
        .sort((a, b) => a.kind.localeCompare(b.kind))
        .map((g) => `${g.kind} ${ms(g.totalMs).padStart(6)} ms${g.error ? ` (FAILED: ${g.error})` : ""}`)
        .join("   ");
      console.log(`  ${i < 0 ? "warm-up" : `${String(i + 1).padStart(3)}/${cmdN}`}  ${line}`);
      if (i >= 0) cmdSamples.push(...got);
      await sleep(100);
    }
    cmdAgent.destroy();
  }
  const cmdOk = (k: CmdSample["kind"]) => cmdSamples.filter((c) => c.kind === k && !c.error);
  const cmdFailures = cmdSamples.filter((c) => c.error);
  const cmdServer = summarize(cmdOk("server").map((c) => c.totalMs));
  const cmdRaw = summarize(cmdOk("raw").map((c) => c.totalMs));
  const cmdRunning = summarize(cmdOk("server").map((c) => c.runningMs!));
  const cmdRatio = cmdServer.p50 / cmdRaw.p50;
  if (cmdN > 0) {
    console.log("");
    console.log(
      table(
        ["create → first command ok (ms)", "n", "p50", "p95", "min", "max"],
        [
          ["server: POST → Running → endpoint → one POST /command true", cmdServer.n, ms(cmdServer.p50), ms(cmdServer.p95), ms(cmdServer.min), ms(cmdServer.max)],
          ["  of which POST → GET shows Running", cmdRunning.n, ms(cmdRunning.p50), ms(cmdRunning.p95), ms(cmdRunning.min), ms(cmdRunning.max)],
          ["raw Engine API: create + start + exec true", cmdRaw.n, ms(cmdRaw.p50), ms(cmdRaw.p95), ms(cmdRaw.min), ms(cmdRaw.max)],
        ],
      ),
    );
    console.log(`\n  ratio server p50 / raw p50 = ${cmdRatio.toFixed(3)}×   (target ≤ 1.1×); first commands that failed (no retry): ${cmdFailures.filter((c) => c.kind === "server").length}`);
  }

  // ---- 5. pooled create → first command -----------------------------------------------------------
  /**
   * One pooled create → first command. `endpointMs`: GET endpoint; `command*`: the first POST
   * /command, from its request start (a fresh connection through docker-proxy) to the response
   * headers, the `init` event (execd spawned the command) and the response's end; `execMs`:
   * execd's own execution_time; `pingMs`: then GET /ping on another fresh connection, the
   * connection's and a request's cost alone.
   */
  type PooledSample = {
    totalMs: number;
    acceptedMs: number;
    pooled: boolean;
    endpointMs?: number;
    commandHeadersMs?: number;
    commandInitMs?: number;
    commandMs?: number;
    execMs?: number;
    pingMs?: number;
    error?: string;
  };
  const pooledSamples: PooledSample[] = [];
  let pooledBurst: { wallMs: number; latencies: number[]; pooled: number; errors: string[] } | undefined;
  if (pooledN > 0) {
    const poolSize = concurrent;
    console.log(section(`5. pooled create → first command ok (a pool of ${poolSize}; sequential with the pool full, then ${concurrent} at once)`));
    const pool = { name: "bench", image, entrypoint: ENTRYPOINT, resources: resourceLimits, size: poolSize, max_starting: 4 };
    const poolServer = await startServer({ logLevel: "info", overrides: { docker: { isolation } }, pools: [pool], ...(serverBin ? { bin: serverBin } : {}) });
    const poolInstance = poolServer.instance();
    // After the pool server stopped: its idle pooled containers and anything left, by its instance label.
    onCleanup("sweep pool server containers", async () => {
      if (!poolInstance) return;
      const list = await docker.listContainers({ all: true, filters: { label: [`opensandbox.io/instance=${poolInstance}`] } });
      await Promise.all(list.map((c) => docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined)));
    });
    const poolAgent = new http.Agent({ keepAlive: false });
    const full = async () => {
      const t0 = now();
      for (;;) {
        const p = (await poolServer.api("GET", "/v1/pools")).body?.items?.[0];
        if (p?.idle === poolSize) return;
        if (p?.lastError && now() - t0 > 5000) throw new Error(`the pool does not fill: ${JSON.stringify(p.lastError)}`);
        if (now() - t0 > WAIT_LIMIT_MS) throw new Error(`the pool did not fill within ${WAIT_LIMIT_MS} ms: ${JSON.stringify(p)}`);
        await sleep(50);
      }
    };
    async function pooledOnce(): Promise<PooledSample & { id?: string }> {
      checkInterrupted();
      const t0 = now();
      const res = await poolServer.api("POST", "/v1/sandboxes", createBody);
      const acceptedMs = now() - t0;
      if (res.status !== 202) return { totalMs: NaN, acceptedMs, pooled: false, error: `POST ${res.status} ${JSON.stringify(res.body)}` };
      const id = res.body.id as string;
      const pooled = res.body.status?.state === "Running";
      for (let state = res.body.status?.state; state !== "Running"; ) {
        if (now() - t0 > WAIT_LIMIT_MS || state === "Failed") return { id, totalMs: NaN, acceptedMs, pooled, error: `not Running: ${state}` };
        await sleep(pollMs);
        state = (await poolServer.api("GET", `/v1/sandboxes/${id}`)).body?.status?.state;
      }
      const t1 = now();
      const ep = await poolServer.api("GET", `/v1/sandboxes/${id}/endpoints/44772`);
      const endpointMs = now() - t1;
      if (ep.status !== 200) return { id, totalMs: NaN, acceptedMs, pooled, error: `GET endpoint ${ep.status}` };
      const target = execdTarget(ep.body);
      const c = await runCommand(target, poolAgent, "true").catch((err: Error) => ({ terminal: `error: ${err.message}` }) as Partial<CommandTiming> & { terminal: string });
      const totalMs = now() - t0;
      const t2 = now();
      const pinged = await ping(target, false);
      const pingMs = pinged === 200 ? now() - t2 : undefined;
      return {
        id,
        totalMs,
        acceptedMs,
        pooled,
        endpointMs,
        ...(c.endMs !== undefined ? { commandHeadersMs: c.headersMs!, commandInitMs: c.initMs!, commandMs: c.endMs, ...(c.executionTime !== undefined ? { execMs: c.executionTime } : {}) } : {}),
        ...(pingMs !== undefined ? { pingMs } : {}),
        ...(c.terminal === "execution_complete" ? {} : { error: c.terminal }),
      };
    }
    const remove = (ids: (string | undefined)[]) => Promise.all(ids.filter(Boolean).map((id) => poolServer.api("DELETE", `/v1/sandboxes/${id}`).catch(() => undefined)));
    try {
      for (let i = -warmup; i < pooledN; i++) {
        await full();
        await settle(3000);
        const { id, ...sample } = await pooledOnce();
        await remove([id]);
        console.log(`  ${i < 0 ? "warm-up" : `${String(i + 1).padStart(3)}/${pooledN}`}  pooled ${ms(sample.totalMs).padStart(6)} ms (202 in ${ms(sample.acceptedMs)} ms)${sample.pooled ? "" : " NOT FROM THE POOL"}${sample.error ? ` FAILED: ${sample.error}` : ""}`);
        if (i >= 0) pooledSamples.push(sample);
      }
      await full();
      await settle(10_000);
      const t0 = now();
      const got = await Promise.all(Array.from({ length: concurrent }, () => pooledOnce()));
      const wallMs = now() - t0;
      await remove(got.map((g) => g.id));
      pooledBurst = { wallMs, latencies: got.filter((g) => !g.error).map((g) => g.totalMs), pooled: got.filter((g) => g.pooled).length, errors: got.flatMap((g) => (g.error ? [g.error] : [])) };
      console.log(`  ${concurrent} at once: wall ${ms(wallMs)} ms, ${pooledBurst.pooled} served from the pool, ${pooledBurst.errors.length} error(s)`);
    } finally {
      poolAgent.destroy();
      await poolServer.stop();
      removeServerDir(poolServer);
    }
  }
  const pooledOk = pooledSamples.filter((p) => !p.error && p.pooled);
  const pooledSummary = summarize(pooledOk.map((p) => p.totalMs));
  const pooledAccepted = summarize(pooledOk.map((p) => p.acceptedMs));
  const pooledBurstLat = summarize(pooledBurst?.latencies ?? []);
  const part = (f: (p: PooledSample) => number | undefined) => summarize(pooledOk.flatMap((p) => (f(p) === undefined || Number.isNaN(f(p)) ? [] : [f(p)!])));
  const pooledParts: [string, Summary][] = [
    ["  of which GET endpoint", part((p) => p.endpointMs)],
    ["  of which POST /command true (fresh connection) → end", part((p) => p.commandMs)],
    ["    of that → response headers", part((p) => p.commandHeadersMs)],
    ["    of that → init event (command spawned)", part((p) => p.commandInitMs)],
    ["    execd's execution_time", part((p) => p.execMs)],
    ["  then GET /ping on a fresh connection (not in the total)", part((p) => p.pingMs)],
  ];
  const pooledRatio = pooledSummary.p50 / cmdServer.p50;
  if (pooledN > 0) {
    console.log("");
    console.log(
      table(
        ["pooled create → first command ok (ms)", "n", "p50", "p95", "min", "max"],
        [
          ["pooled: POST (202 Running) → endpoint → one POST /command true", pooledSummary.n, ms(pooledSummary.p50), ms(pooledSummary.p95), ms(pooledSummary.min), ms(pooledSummary.max)],
          ["  of which POST → 202", pooledAccepted.n, ms(pooledAccepted.p50), ms(pooledAccepted.p95), ms(pooledAccepted.min), ms(pooledAccepted.max)],
          ...pooledParts.map(([name, s]) => [name, s.n, ms(s.p50), ms(s.p95), ms(s.min), ms(s.max)]),
          [`${concurrent} at once from a full pool, per sandbox`, pooledBurstLat.n, ms(pooledBurstLat.p50), ms(pooledBurstLat.p95), ms(pooledBurstLat.min), ms(pooledBurstLat.max)],
        ],
      ),
    );
    console.log(`\n  ratio pooled p50 / cold server create→first command p50 (section 4) = ${pooledRatio.toFixed(3)}×; samples not served from the pool: ${pooledSamples.filter((p) => !p.pooled).length}`);
  }

  // ---- server log, targets, results --------------------------------------------------------------
  const logLines = server.logLines();
  const logErrors = logLines.filter((l) => Number(l.level) >= 50).map((l) => String(l.msg));
  const logFailed = logLines.filter((l) => l.msg === "sandbox failed").length;
  const targets = [
    { name: "create→Running p50 ≤ 1.1× raw Engine API create+start p50", target: 1.1, value: round3(ratio), met: ratio <= 1.1 },
    { name: "GET /v1/sandboxes/{id} p50 ≤ 2 ms", target: 2, value: round3(getNode.p50), met: getNode.p50 <= 2 },
    { name: `${concurrent} concurrent creates without error`, target: 0, value: burstErrors.length, met: burstErrors.length === 0 && serverBursts.every((b) => b.latencies.length === concurrent) },
    ...(cmdN > 0
      ? [
          { name: "create→first command ok p50 ≤ 1.1× raw create+start+exec p50", target: 1.1, value: round3(cmdRatio), met: cmdRatio <= 1.1 },
          { name: "first command after Running never fails (no retry)", target: 0, value: cmdFailures.filter((c) => c.kind === "server").length, met: cmdFailures.length === 0 },
        ]
      : []),
    ...(pooledN > 0
      ? [
          { name: "pooled create→first command ok p50 ≤ 50 ms", target: 50, value: round3(pooledSummary.p50), met: pooledSummary.p50 <= 50 && pooledOk.length === pooledSamples.length },
          {
            name: `${concurrent} concurrent pooled creates without error, all from the pool`,
            target: 0,
            value: (pooledBurst?.errors.length ?? 0) + (concurrent - (pooledBurst?.pooled ?? 0)),
            met: !!pooledBurst && pooledBurst.errors.length === 0 && pooledBurst.pooled === concurrent,
          },
        ]
      : []),
  ];
  console.log(section("targets"));
  console.log(table(["target", "measured", "met"], targets.map((t) => [t.name, String(t.value), t.met ? "yes" : "NO"])));
  console.log(`  server log: ${logErrors.length} error line(s), ${logFailed} "sandbox failed"; sequential-phase errors: ${sequentialErrors.length}`);
  if (quietIdle > 0) {
    console.log(
      `  settling: ${quietStats.waits} waits for ≥ ${Math.round(quietIdle * 100)}% idle CPU, ${ms(quietStats.waitedMs / Math.max(1, quietStats.waits))} ms on average, ` +
        `${quietStats.timeouts} gave up (machine busy with other work)`,
    );
  }

  const results = {
    bench: "lifecycle",
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    runId,
    machine,
    params: { serverBin: serverBin ?? null, resourceLimits, quietIdle, n, warmup, gets, getWarmup, concurrent, rounds, pollMs, image, entrypoint: ENTRYPOINT, timeoutSeconds: TIMEOUT_S, cli: withCli },
    server: { readyMs: round3(server.readyMs), dockerOptions: cfg.docker, publishedPorts: publishedPorts(cfg.docker) },
    createToRunning: {
      summary: Object.fromEntries(kinds.map((k) => [k, roundSummary(seqSummary[k])])),
      ratioServerToApiP50: round3(ratio),
      ratioServerToApiUnderPollLoadP50: withControl ? round3(ratioControl) : null,
      pollLoadPeriodMs: withControl ? roundSummary(summarize(loadGets)) : null,
      ratioServerToCliP50: withCli ? round3(ratioCli) : null,
      rawCreateOptions: {
        ...rawOptions(baseOptions, "bench-raw-<id>", rawLabels("bench-raw-<id>")),
        Env: (baseOptions.Env ?? []).map((e) => e.replace(/^EXECD_ACCESS_TOKEN=.*/, "EXECD_ACCESS_TOKEN=<random per container>")),
      },
      pollPeriodMs: roundSummary(pollPeriod),
      detectionWindowMs: roundSummary(bracket),
      serverOutsideEngineMs: round3(outside),
      engineCreateToStartGapMs: round3(engineGap),
      phases: Object.fromEntries(kinds.map((k) => [k, Object.fromEntries(Object.entries(phases[k]).map(([p, s]) => [p, roundSummary(s)]))])),
      errors: sequentialErrors,
      samples: samples.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === "number" ? round3(v) : v]))),
    },
    get: {
      path: "/v1/sandboxes/{id}",
      nodeHttp: {
        ...roundSummary(getNode),
        sockets: sockets.size,
        reqPerSec: Math.round(gets / (nodeRun.wallMs / 1000)),
        serverCpuUsPerReq: Math.round(nodeRun.serverCpuUsPerReq),
        clientCpuUsPerReq: Math.round(nodeRun.clientCpuUsPerReq),
      },
      fetch: {
        ...roundSummary(getFetch),
        reqPerSec: Math.round(gets / (fetchRun.wallMs / 1000)),
        serverCpuUsPerReq: Math.round(fetchRun.serverCpuUsPerReq),
        clientCpuUsPerReq: Math.round(fetchRun.clientCpuUsPerReq),
      },
    },
    concurrent: {
      n: concurrent,
      server: { errors: burstErrors, wallMs: roundSummary(burstWall), perSandboxMs: roundSummary(burstLat), acceptedMs: roundSummary(burstAccepted) },
      rawApi: { errors: rawBursts.flatMap((b) => b.errors), wallMs: roundSummary(rawBurstWall), perSandboxMs: roundSummary(rawBurstLat) },
      rawApiUnderPollLoad: withControl ? { errors: loadBursts.flatMap((b) => b.errors), wallMs: roundSummary(loadBurstWall), perSandboxMs: roundSummary(loadBurstLat) } : null,
      phases: Object.fromEntries(Object.entries(burstPhase).map(([k, v]) => [k, Object.fromEntries(Object.entries(v).map(([p, x]) => [p, roundSummary(x)]))])),
      rounds: bursts.map(({ members: _m, ...b }) => ({ ...b, wallMs: round3(b.wallMs), serverCpuMs: round3(b.serverCpuMs), latencies: b.latencies.map(round3), acceptedMs: b.acceptedMs.map(round3) })),
    },
    firstCommand:
      cmdN > 0
        ? {
            n: cmdN,
            server: roundSummary(cmdServer),
            serverToRunning: roundSummary(cmdRunning),
            rawCreateStartExec: roundSummary(cmdRaw),
            ratioServerToRawP50: round3(cmdRatio),
            failures: cmdFailures,
            samples: cmdSamples.map((c) => ({ ...c, totalMs: round3(c.totalMs), ...(c.runningMs !== undefined ? { runningMs: round3(c.runningMs) } : {}) })),
          }
        : null,
    pooled:
      pooledN > 0
        ? {
            n: pooledN,
            poolSize: concurrent,
            createToFirstCommand: roundSummary(pooledSummary),
            accepted: roundSummary(pooledAccepted),
            parts: Object.fromEntries(pooledParts.map(([name, sum]) => [name.trim(), roundSummary(sum)])),
            ratioToColdCreateToFirstCommandP50: round3(pooledRatio),
            notFromPool: pooledSamples.filter((p) => !p.pooled).length,
            concurrent: pooledBurst ? { n: concurrent, wallMs: round3(pooledBurst.wallMs), perSandboxMs: roundSummary(pooledBurstLat), fromPool: pooledBurst.pooled, errors: pooledBurst.errors } : null,
            samples: pooledSamples.map((p) => ({ ...p, totalMs: round3(p.totalMs), acceptedMs: round3(p.acceptedMs) })),
          }
        : null,
    serverLog: { errorLines: logErrors, sandboxFailed: logFailed },
    settling: { idleFraction: quietIdle, ...quietStats, waitedMs: round3(quietStats.waitedMs) },
    targets,
  };
  const file = writeResults("lifecycle", results, startedAt);
  console.log(`\nresults: ${file}`);

  await deleteServerSandboxes();
  await server.stop();
  succeeded = true;
  const pooledFailed = pooledSamples.some((p) => p.error) || (pooledBurst?.errors.length ?? 0) > 0;
  return sequentialErrors.length || burstErrors.length || cmdFailures.length || pooledFailed ? 1 : 0;
}
