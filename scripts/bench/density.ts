// `pnpm bench density`: host memory per idle sandbox (issue 16, item 5), on Docker.
//
// For each count (default 50 and 100) and each way execd starts ([docker] execd_start: "lazy",
// osb-init holds execd's socket and starts execd on the first connection; "eager", execd starts
// with the sandbox), optionally with 8080 published too ("+8080": [docker] direct_ports = [8080],
// a second docker-proxy per sandbox), interleaved so that all see the same machine:
//
//  1. settle, then read the host's used memory U = MemTotal − MemAvailable (/proc/meminfo);
//  2. create N sandboxes of the Debian image through the real server, --concurrency (50) at a time,
//     each client polling GET until Running: the wall time until all are Running;
//  3. settle again and read U: (after − before) / N is the host memory per idle sandbox. The
//     execd processes on the host are counted (a lazy sandbox has none until used), and the figure
//     is itemized (lib/host-memory.ts): the per-sandbox processes outside the container (shim,
//     docker-proxy) and inside it, by Pss and Private_Dirty from smaps_rollup; dockerd's,
//     containerd's and the server's growth; the kernel's (meminfo, the slab caches that grew);
//     their sum set against U's change: what the figure is made of, whatever else runs;
//  4. in lazy mode, the first command of a few sandboxes (execd boots on that connection) against
//     the second one on the same sandbox: what the first command pays;
//  5. delete them all and wait until their containers are gone.
//
// Settling: MemAvailable counts reclaimable page cache as available, so the page cache the
// creates fill (image layers, execd's runtime files) mostly does not count; what does move it is
// work still in flight (execd booting, dockerd, the kernel freeing the previous round). A reading
// is taken once the machine is quiet (waitQuiet) and U has stayed within --settle-mib over
// --settle-s seconds (sampled every 500 ms, at most --settle-max-s), and is the median of that
// window. The machine may be shared: compare modes within one run, not across runs.
import { readFileSync, readdirSync } from "node:fs";
import http from "node:http";
import { parseArgs } from "node:util";
import { checkInterrupted, interrupted, onCleanup } from "./lib/cleanup.ts";
import { execdTarget, runCommand } from "./lib/execd-client.ts";
import { describeMachine, machineInfo, waitQuiet } from "./lib/machine.ts";
import { KERNEL_FIELDS, engineProcesses, meminfo, openFds, procMemory, sandboxProcesses, slabCaches, type Group } from "./lib/host-memory.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { removeServerDir, startServer, type BenchServer } from "./lib/server.ts";
import { round3, roundSummary, summarize, type Summary } from "./lib/stats.ts";

export const description = "host memory per idle sandbox (MemTotal − MemAvailable) at 50 and 100 sandboxes, lazy vs eager execd; N concurrent creates → Running";

const OPTIONS = {
  counts: { type: "string", default: "50,100", help: "idle sandbox counts, ascending" },
  modes: {
    type: "string",
    default: "lazy,eager",
    help: "servers to compare, interleaved: [docker] execd_start (lazy, eager; \"default\" = the server's default), each optionally with \"+8080\" ([docker] direct_ports = [8080], upstream's second published port)",
  },
  image: { type: "string", default: "opensandbox/debian-python:local", help: "image (must be present locally)" },
  cpu: { type: "string", default: "500m", help: "resourceLimits.cpu of every sandbox" },
  memory: { type: "string", default: "256Mi", help: "resourceLimits.memory of every sandbox" },
  concurrency: { type: "string", default: "50", help: "creates in flight at once (the issue's figure: 50 concurrent creates → all Running)" },
  "first-n": { type: "string", default: "10", help: "sandboxes whose first and second command are timed (per count and mode); 0 = skip" },
  "settle-s": { type: "string", default: "4", help: "the used memory must stay within --settle-mib for this long before a reading" },
  "settle-mib": { type: "string", default: "3", help: "see --settle-s" },
  "settle-max-s": { type: "string", default: "40", help: "longest wait for a settled reading (then the last window is taken, marked unsettled)" },
  "poll-ms": { type: "string", default: "25", help: "sleep between each client's GETs while waiting for Running" },
  help: { type: "boolean", default: false, help: "show this help" },
} as const;

const ENTRYPOINT = ["sleep", "3600"];
const MiB = 2 ** 20;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const now = () => performance.now();

/** MemTotal − MemAvailable, in bytes. */
function usedBytes(): number {
  const text = readFileSync("/proc/meminfo", "utf8");
  const kb = (k: string) => Number(new RegExp(`^${k}:\\s+(\\d+) kB`, "m").exec(text)![1]) * 1024;
  return kb("MemTotal") - kb("MemAvailable");
}

type Reading = { bytes: number; settled: boolean; waitedMs: number };

/** A settled reading of the used memory (see the header). */
async function settledUsed(settleS: number, settleMiB: number, maxS: number): Promise<Reading> {
  const t0 = now();
  await waitQuiet({ idle: 0.5, windowMs: 500, maxMs: maxS * 500 });
  const need = Math.max(2, Math.round((settleS * 1000) / 500));
  const window: number[] = [];
  for (;;) {
    checkInterrupted();
    window.push(usedBytes());
    if (window.length > need) window.shift();
    const waitedMs = now() - t0;
    const full = window.length === need;
    const settled = full && Math.max(...window) - Math.min(...window) <= settleMiB * MiB;
    if (settled || waitedMs > maxS * 1000) {
      const sorted = [...window].sort((a, b) => a - b);
      return { bytes: sorted[Math.floor(sorted.length / 2)]!, settled, waitedMs };
    }
    await sleep(500);
  }
}

/** execd processes in these containers (a sandbox's processes are visible in the host's /proc; their cgroup names the container). */
function execdProcesses(containerIds: string[]): number {
  let n = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!cmd.includes("/opt/opensandbox/execd/execd.cjs")) continue;
      const cgroup = readFileSync(`/proc/${pid}/cgroup`, "utf8");
      if (containerIds.some((c) => cgroup.includes(c))) n++;
    } catch {
      /* gone */
    }
  }
  return n;
}

/**
 * Mean memory charged to each container's own cgroup (v1 or v2), in MiB: `usage` as `docker
 * stats` shows it (usage − inactive file cache, kernel memory included) and `anon` (its
 * processes' anonymous memory). Not what the host pays per sandbox (the shim, docker-proxy and
 * the engine's own share are outside), but free of other processes' noise on a shared machine.
 */
function cgroupMemory(containerIds: string[]): { usage: number; anon: number } | undefined {
  let usage = 0;
  let anon = 0;
  let n = 0;
  for (const id of containerIds) {
    for (const dir of [`/sys/fs/cgroup/memory/docker/${id}`, `/sys/fs/cgroup/system.slice/docker-${id}.scope`]) {
      try {
        const stat = readFileSync(`${dir}/memory.stat`, "utf8");
        const field = (k: string) => Number(new RegExp(`^${k} (\\d+)$`, "m").exec(stat)?.[1] ?? 0);
        const v1 = dir.includes("/memory/docker/");
        const current = Number(readFileSync(`${dir}/${v1 ? "memory.usage_in_bytes" : "memory.current"}`, "utf8"));
        usage += current - field(v1 ? "total_inactive_file" : "inactive_file");
        anon += field(v1 ? "total_rss" : "anon");
        n++;
        break;
      } catch {
        /* not this layout */
      }
    }
  }
  return n ? { usage: round3(usage / n / MiB), anon: round3(anon / n / MiB) } : undefined;
}

/** What the long-lived processes and the kernel hold at a reading (see itemize). */
type Snapshot = {
  meminfo: Record<string, number>;
  slab: Record<string, number>;
  dockerd?: { privateDirty: number; fds: number };
  containerd?: { privateDirty: number };
  server?: { privateDirty: number; rss: number; fds: number };
};

function snapshot(serverPid: number): Snapshot {
  const { dockerd, containerd } = engineProcesses();
  const d = dockerd ? procMemory(dockerd) : undefined;
  const c = containerd ? procMemory(containerd) : undefined;
  const s = procMemory(serverPid);
  return {
    meminfo: meminfo(),
    slab: slabCaches(),
    ...(d ? { dockerd: { privateDirty: d.privateDirty, fds: openFds(d.pid) } } : {}),
    ...(c ? { containerd: { privateDirty: c.privateDirty } } : {}),
    ...(s ? { server: { privateDirty: s.privateDirty, rss: s.rss, fds: openFds(serverPid) } } : {}),
  };
}

/** A kind of per-sandbox process, per sandbox (MiB; `processes` per sandbox). */
type ProcItem = { processes: number; pss: number; privateDirty: number; kernel: number };

/** The per-sandbox host memory, itemized (MiB per sandbox unless said otherwise). */
type Breakdown = {
  shim: ProcItem;
  proxy: ProcItem;
  container: ProcItem;
  /** Growth (after − before) / N of Private_Dirty; fds: open descriptors per sandbox. */
  dockerd?: { privateDirty: number; fds: number };
  containerd?: { privateDirty: number };
  server?: { privateDirty: number; rss: number; fds: number };
  /** meminfo's kernel fields, (after − before) / N. */
  kernel: Record<string, number>;
  /** The slab caches that grew most, (after − before) / N, in KiB. */
  slabKiB: [string, number][];
  /**
   * Private_Dirty of the per-sandbox processes + dockerd's, containerd's and the server's growth
   * + the kernel's unreclaimable growth (SUnreclaim, KernelStack, PageTables, Percpu): what the
   * items account for of the host figure (file pages and reclaimable slab count as available).
   */
  attributed: number;
};

const perN = (bytes: number, n: number) => round3(bytes / MiB / n);
const procItem = (g: Group, n: number): ProcItem => ({ processes: round3(g.processes / n), pss: perN(g.pss, n), privateDirty: perN(g.privateDirty, n), kernel: perN(g.kernel, n) });
/** The unreclaimable kernel fields summed into `attributed` (VmallocUsed holds kernel stacks too; SReclaimable is mostly available). */
const KERNEL_ATTRIBUTED = ["SUnreclaim", "KernelStack", "PageTables", "Percpu"];

function itemize(before: Snapshot, after: Snapshot, containers: { id: string; ip?: string }[]): Breakdown {
  const n = Math.max(1, containers.length);
  const procs = sandboxProcesses(containers);
  const delta = (f: (s: Snapshot) => number | undefined) => {
    const a = f(after);
    const b = f(before);
    return a === undefined || b === undefined ? undefined : a - b;
  };
  const kernel = Object.fromEntries(KERNEL_FIELDS.map((k) => [k, perN((after.meminfo[k] ?? 0) - (before.meminfo[k] ?? 0), n)]));
  const slabKiB = Object.keys(after.slab)
    .map((k): [string, number] => [k, Math.round(((after.slab[k]! - (before.slab[k] ?? 0)) / 1024 / n) * 10) / 10])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  const dockerdPd = delta((s) => s.dockerd?.privateDirty);
  const containerdPd = delta((s) => s.containerd?.privateDirty);
  const serverPd = delta((s) => s.server?.privateDirty);
  const b: Breakdown = {
    shim: procItem(procs.shim, n),
    proxy: procItem(procs.proxy, n),
    container: procItem(procs.container, n),
    ...(dockerdPd !== undefined ? { dockerd: { privateDirty: perN(dockerdPd, n), fds: round3(delta((s) => s.dockerd?.fds)! / n) } } : {}),
    ...(containerdPd !== undefined ? { containerd: { privateDirty: perN(containerdPd, n) } } : {}),
    ...(serverPd !== undefined ? { server: { privateDirty: perN(serverPd, n), rss: perN(delta((s) => s.server?.rss)!, n), fds: round3(delta((s) => s.server?.fds)! / n) } } : {}),
    kernel,
    slabKiB,
    attributed: 0,
  };
  b.attributed = round3(
    b.shim.privateDirty +
      b.proxy.privateDirty +
      b.container.privateDirty +
      (b.dockerd?.privateDirty ?? 0) +
      (b.containerd?.privateDirty ?? 0) +
      (b.server?.privateDirty ?? 0) +
      KERNEL_ATTRIBUTED.reduce((sum, k) => sum + (kernel[k] ?? 0), 0),
  );
  return b;
}

/** The breakdown as a few report lines. */
function describeBreakdown(b: Breakdown): string[] {
  const f = (x: number | undefined) => (x === undefined ? "n/a" : x.toFixed(2));
  const proc = (name: string, i: ProcItem) => `${name.padEnd(10)} ${i.processes.toFixed(2)} per sandbox: Pss ${f(i.pss)}, Private_Dirty ${f(i.privateDirty)}, page tables + kernel stacks ${f(i.kernel)} MiB`;
  return [
    proc("shim", b.shim),
    proc("proxy", b.proxy),
    proc("container", b.container),
    `dockerd    +${f(b.dockerd?.privateDirty)} MiB Private_Dirty, +${f(b.dockerd?.fds)} fds; containerd +${f(b.containerd?.privateDirty)} MiB; server +${f(b.server?.privateDirty)} MiB Private_Dirty (RSS +${f(b.server?.rss)}), +${f(b.server?.fds)} fds`,
    `kernel     ${Object.entries(b.kernel).map(([k, v]) => `${k} ${f(v)}`).join(", ")} MiB`,
    `slab (KiB) ${b.slabKiB.map(([k, v]) => `${k} ${v}`).join(", ")}`,
    `attributed ${f(b.attributed)} MiB per sandbox (Private_Dirty of the processes + the engine's and server's growth + SUnreclaim, KernelStack, PageTables, Percpu)`,
  ];
}

type Round = {
  mode: string;
  count: number;
  createWallMs: number;
  createLatency: Summary;
  errors: string[];
  before: Reading;
  after: Reading;
  perSandboxMiB: number;
  execdProcesses: number;
  /** Mean per container, from its cgroup (see cgroupMemory). */
  cgroupMiB?: { usage: number; anon: number };
  /** Where the host figure goes (see itemize). */
  breakdown: Breakdown;
  firstCommand?: { first: Summary; second: Summary; firstPing?: Summary };
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false });
  if (values.help) {
    console.log(`pnpm bench density [options]\n  ${description}\n`);
    for (const [k, o] of Object.entries(OPTIONS)) console.log(`  --${k.padEnd(14)} ${o.help}${o.type === "string" ? ` (default ${o.default})` : ""}`);
    return 0;
  }
  const counts = String(values.counts).split(",").map((c) => Number(c.trim()));
  if (counts.some((c, i) => !Number.isInteger(c) || c < 1 || (i > 0 && c <= counts[i - 1]!))) throw new Error(`--counts must be ascending positive integers, got ${values.counts}`);
  const modes = String(values.modes).split(",").map((m) => m.trim());
  if (modes.some((m) => !/^(lazy|eager|default)(\+8080)?$/.test(m))) throw new Error(`--modes takes lazy, eager or default, each optionally with +8080, got ${values.modes}`);
  const firstN = Number(values["first-n"]);
  const settle = [Number(values["settle-s"]), Number(values["settle-mib"]), Number(values["settle-max-s"])] as const;
  const pollMs = Number(values["poll-ms"]);
  const concurrency = Number(values.concurrency);
  const image = String(values.image);
  const resourceLimits = { cpu: String(values.cpu), memory: String(values.memory) };

  const startedAt = new Date();
  const { DockerRuntime } = await import("../../packages/server/src/runtime/docker.ts");
  const { validateConfig } = await import("../../packages/server/src/config/config.ts");
  const docker = new DockerRuntime({ docker: validateConfig({ server: { api_key: "unused" } }).config.docker, instance: "bench", execdRuntimeDir: "/nonexistent" }).docker;
  await docker.getImage(image).inspect().catch(() => {
    throw new Error(`image ${image} is not present locally (bash scripts/setup.sh builds it)`);
  });
  const machine = await machineInfo(docker);
  console.log(section("density"));
  for (const l of describeMachine(machine)) console.log(`  ${l}`);
  console.log(`  params  counts ${counts.join(",")}; modes ${modes.join(",")}; image ${image}, resourceLimits ${JSON.stringify(resourceLimits)}; ${concurrency} creates at a time; settle ${settle[0]} s within ${settle[1]} MiB (max ${settle[2]} s)`);

  // One server per mode, all started before the first round.
  const servers = new Map<string, BenchServer>();
  const ids = new Map<string, Set<string>>();
  for (const mode of modes) {
    const server = await startServer({
      overrides: {
        server: { max_sandboxes: counts.at(-1)! + 2 },
        // A loaded 2-core machine booting 50 execds at once takes longer than the default 60 s.
        execd: { ready_timeout_seconds: 600 },
        docker: {
          ...(mode.startsWith("default") ? {} : { execd_start: mode.replace("+8080", "") }),
          ...(mode.endsWith("+8080") ? { direct_ports: [8080] } : {}),
        },
      },
    });
    servers.set(mode, server);
    ids.set(mode, new Set());
    const instance = server.instance();
    onCleanup(`sweep ${mode} server containers`, async () => {
      if (!instance) return;
      const list = await docker.listContainers({ all: true, filters: { label: [`opensandbox.io/instance=${instance}`] } });
      await Promise.all(list.map((c) => docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined)));
    });
    onCleanup(`remove ${mode} server dir`, () => removeServerDir(server));
    onCleanup(`delete ${mode} server sandboxes`, () => deleteAll(mode));
    console.log(`  server  ${mode}: ${server.url} pid ${server.pid}`);
  }

  async function deleteAll(mode: string): Promise<void> {
    const server = servers.get(mode)!;
    const set = ids.get(mode)!;
    const list = [...set];
    for (let i = 0; i < list.length; i += 10) {
      await Promise.all(
        list.slice(i, i + 10).map(async (id) => {
          const r = await server.api("DELETE", `/v1/sandboxes/${id}`).catch(() => undefined);
          if (r && (r.status === 204 || r.status === 404)) set.delete(id);
        }),
      );
    }
    const instance = server.instance();
    const deadline = Date.now() + 120_000;
    while (instance && Date.now() < deadline) {
      const left = await docker.listContainers({ all: true, filters: { label: [`opensandbox.io/instance=${instance}`] } });
      if (left.length === 0) break;
      await sleep(500);
    }
  }

  /** POST, then GET until Running; resolves to the id and the latency. */
  async function createRunning(server: BenchServer): Promise<{ id: string; ms: number }> {
    const t0 = now();
    const res = await server.api("POST", "/v1/sandboxes", { image: { uri: image }, entrypoint: ENTRYPOINT, timeout: 1800, resourceLimits });
    if (res.status !== 202) throw new Error(`POST /v1/sandboxes: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.id as string;
    ids.get([...servers].find(([, s]) => s === server)![0])!.add(id);
    const deadline = Date.now() + 180_000;
    for (;;) {
      const st = (await server.api("GET", `/v1/sandboxes/${id}`)).body.status as { state: string; reason?: string; message?: string };
      if (st.state === "Running") return { id, ms: now() - t0 };
      if (st.state !== "Pending" || Date.now() > deadline) throw new Error(`sandbox ${id}: ${JSON.stringify(st)}`);
      await sleep(pollMs);
    }
  }

  const rounds: Round[] = [];
  for (const count of counts) {
    for (const mode of modes) {
      checkInterrupted();
      const server = servers.get(mode)!;
      const before = await settledUsed(...settle);
      const snapBefore = snapshot(server.pid);
      const t0 = now();
      const results: PromiseSettledResult<{ id: string; ms: number }>[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, count) }, async () => {
          while (next < count) {
            next++;
            results.push(await createRunning(server).then((value) => ({ status: "fulfilled" as const, value }), (reason: unknown) => ({ status: "rejected" as const, reason })));
          }
        }),
      );
      const createWallMs = now() - t0;
      const ok = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      const errors = results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error).message ?? r.reason)] : []));
      const after = await settledUsed(...settle);
      const snapAfter = snapshot(server.pid);
      const containers = await docker.listContainers({ filters: { label: [`opensandbox.io/instance=${server.instance()}`] } });
      const located = containers.map((c) => {
        const ip = Object.values(c.NetworkSettings?.Networks ?? {}).find((n) => n.IPAddress)?.IPAddress;
        return { id: c.Id, ...(ip ? { ip } : {}) };
      });
      const procs = execdProcesses(containers.map((c) => c.Id));
      const round: Round = {
        mode,
        count,
        createWallMs,
        createLatency: roundSummary(summarize(ok.map((r) => r.ms))),
        errors,
        before,
        after,
        perSandboxMiB: round3((after.bytes - before.bytes) / MiB / Math.max(1, ok.length)),
        execdProcesses: procs,
        cgroupMiB: cgroupMemory(containers.map((c) => c.Id)),
        breakdown: itemize(snapBefore, snapAfter, located),
      };
      // What the first command pays: execd's boot in lazy mode (a fresh connection each time).
      if (firstN > 0) {
        const first: number[] = [];
        const second: number[] = [];
        for (const { id } of ok.slice(0, firstN)) {
          const ep = (await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body;
          const target = execdTarget(ep);
          const agent = new http.Agent({ keepAlive: false });
          const a = await runCommand(target, agent, "true");
          const b = await runCommand(target, agent, "true");
          if (a.terminal !== "execution_complete" || b.terminal !== "execution_complete") errors.push(`sandbox ${id}: first command ${a.terminal}, second ${b.terminal}`);
          first.push(a.endMs);
          second.push(b.endMs);
          await waitQuiet({ idle: 0.5, maxMs: 2000 });
        }
        round.firstCommand = { first: roundSummary(summarize(first)), second: roundSummary(summarize(second)) };
      }
      rounds.push(round);
      console.log(
        `  ${mode.padEnd(7)} ${String(count).padStart(4)} sandboxes: all Running in ${ms(createWallMs)} ms (p50 ${ms(round.createLatency.p50)}), ` +
          `${round.perSandboxMiB.toFixed(1)} MiB each (used ${((before.bytes) / MiB).toFixed(0)} → ${(after.bytes / MiB).toFixed(0)} MiB${before.settled && after.settled ? "" : ", UNSETTLED"}), ` +
          `cgroup ${round.cgroupMiB ? `${round.cgroupMiB.usage.toFixed(1)} MiB (anon ${round.cgroupMiB.anon.toFixed(1)})` : "n/a"} each, ${procs} execd processes${round.firstCommand ? `; first command p50 ${ms(round.firstCommand.first.p50)} ms vs second ${ms(round.firstCommand.second.p50)} ms` : ""}${errors.length ? `; ${errors.length} errors` : ""}`,
      );
      for (const l of describeBreakdown(round.breakdown)) console.log(`    ${l}`);
      for (const e of errors.slice(0, 5)) console.log(`    error: ${e}`);
      await deleteAll(mode);
    }
  }

  console.log(section("summary"));
  console.log(
    table(
      ["mode", "count", "MiB / sandbox", "itemized MiB", "shim+proxy MiB", "proxies", "cgroup MiB", "all Running (ms)", "create p50 (ms)", "execd procs", "1st cmd p50", "2nd cmd p50", "errors"],
      rounds.map((r) => [
        r.mode,
        r.count,
        r.perSandboxMiB.toFixed(1) + (r.before.settled && r.after.settled ? "" : "*"),
        r.breakdown.attributed.toFixed(1),
        (r.breakdown.shim.privateDirty + r.breakdown.shim.kernel + r.breakdown.proxy.privateDirty + r.breakdown.proxy.kernel).toFixed(2),
        r.breakdown.proxy.processes.toFixed(1),
        r.cgroupMiB ? r.cgroupMiB.usage.toFixed(1) : "-",
        ms(r.createWallMs),
        ms(r.createLatency.p50),
        r.execdProcesses,
        ms(r.firstCommand?.first.p50),
        ms(r.firstCommand?.second.p50),
        r.errors.length,
      ]),
    ),
  );
  console.log("  itemized: Private_Dirty of the per-sandbox processes + dockerd's, containerd's and the server's growth + the kernel's unreclaimable growth, per sandbox (load-independent except the growths); shim+proxy: their Private_Dirty + page tables + kernel stacks; proxies: docker-proxy processes per sandbox");
  if (rounds.some((r) => !r.before.settled || !r.after.settled)) console.log("  * a reading did not settle within --settle-max-s (the machine is busy): the figure is noisier");
  const file = writeResults("density", { machine, startedAt: startedAt.toISOString(), params: { counts, modes, concurrency, image, resourceLimits, settle }, rounds }, startedAt);
  console.log(`\nresults: ${file}`);
  if (interrupted.signal.aborted) return 130;
  return rounds.some((r) => r.errors.length > 0) ? 1 : 0;
}
