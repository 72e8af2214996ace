// CPU and memory figures of the sandbox, from its OWN cgroup (v2, or v1 / hybrid), answered at
// once: no sampling sleep (upstream blocks >= 1 s and reports host-wide memory).
//
//   cpu_count      CPU quota / period (cgroup v2 cpu.max, v1 cpu.cfs_quota_us / cfs_period_us),
//                  at most os.availableParallelism(); that when there is no quota.
//   mem_total_mib  the cgroup memory limit (v2 memory.max, v1 memory.limit_in_bytes, lowered by
//                  hierarchical_memory_limit); the host's memory when unlimited or larger.
//   mem_used_mib   cgroup usage minus the inactive page cache (v2 memory.current - inactive_file,
//                  v1 memory.usage_in_bytes - total_inactive_file), as `docker stats` does.
//   cpu_used_pct   CPU time the cgroup used (v2 cpu.stat usage_usec, v1 cpuacct.usage) between
//                  the previous sample and now, in percent of cpu_count CPUs (0-100). There is
//                  no background sampler: each call is a sample. The reference is the newest
//                  earlier sample at least MIN_WINDOW_MS old, so rapid calls do not divide by a
//                  tiny window; the first call compares with the sample taken when the service
//                  was created (execd start), i.e. reports the average since then.
// Without readable cgroup files the host figures are used (os.cpus() busy time, os memory).
// The cgroup root is a parameter so that tests can point the reader at fake trees; the own
// cgroup is found through /proc/self/cgroup when the mounted hierarchy is not namespaced.
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, cpus, freemem, totalmem } from "node:os";
import path from "node:path";
import type { Metrics } from "../generated/execd/types.gen.ts";

export const MIN_WINDOW_MS = 500;
const MIB = 1024 * 1024;

export type MetricsOptions = {
  /** Mount point of the cgroup file system (default /sys/fs/cgroup). */
  root?: string;
  /** Where the process's cgroup membership is listed (default /proc/self/cgroup). */
  selfCgroup?: string;
  hostCpus?: () => number;
  hostMemBytes?: () => number;
  /** Host memory in use, when the cgroup does not tell. */
  hostMemUsedBytes?: () => number;
  /** Host CPU busy time in ns, when the cgroup does not tell. */
  hostCpuBusyNs?: () => number;
  /** Monotonic milliseconds (windows); default performance.now(). */
  clock?: () => number;
  /** Wall-clock milliseconds (timestamps); default Date.now(). */
  now?: () => number;
};

type Layout = { kind: "v2"; dir: string } | { kind: "v1"; cpu?: string; cpuacct?: string; memory?: string } | { kind: "none" };

type Reading = { cpuLimit?: number; usageNs?: number; memLimit?: number; memUsed?: number };

type Sample = { at: number; usageNs: number };

function text(file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

function num(file: string | undefined): number | undefined {
  const t = text(file);
  if (t === undefined || t === "" || t === "max") return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** `key value` lines (cpu.stat, memory.stat). */
function field(file: string | undefined, key: string): number | undefined {
  const t = text(file);
  if (t === undefined) return undefined;
  const m = new RegExp(`^${key} (\\d+)$`, "m").exec(t);
  return m ? Number(m[1]) : undefined;
}

/** Lines `hierarchy-id:controllers:path` of /proc/self/cgroup. */
function membership(file: string): { controllers: string[]; path: string }[] {
  const t = text(file) ?? "";
  return t
    .split("\n")
    .map((l) => l.split(":"))
    .filter((p) => p.length >= 3)
    .map(([, ctrls, ...rest]) => ({ controllers: ctrls!.split(","), path: rest.join(":") }));
}

/** `base` + own path when that directory exists (hierarchy not namespaced), else `base`. */
function own(base: string, rel: string | undefined): string {
  if (rel && rel !== "/") {
    const dir = path.join(base, rel);
    if (existsSync(dir)) return dir;
  }
  return base;
}

export function detectLayout(root: string, selfCgroup: string): Layout {
  const self = membership(selfCgroup);
  if (existsSync(path.join(root, "cgroup.controllers"))) {
    return { kind: "v2", dir: own(root, self.find((e) => e.controllers.join(",") === "")?.path) };
  }
  const dirFor = (ctrl: string): string | undefined => {
    const names = ctrl === "memory" ? ["memory"] : [ctrl, "cpu,cpuacct", "cpuacct,cpu"];
    const base = names.map((n) => path.join(root, n)).find((d) => existsSync(d));
    return base ? own(base, self.find((e) => e.controllers.includes(ctrl))?.path) : undefined;
  };
  const layout = { kind: "v1" as const, cpu: dirFor("cpu"), cpuacct: dirFor("cpuacct"), memory: dirFor("memory") };
  return layout.cpu || layout.cpuacct || layout.memory ? layout : { kind: "none" };
}

function read(layout: Layout): Reading {
  if (layout.kind === "v2") {
    const f = (name: string) => path.join(layout.dir, name);
    const [quota, period] = (text(f("cpu.max")) ?? "max").split(/\s+/);
    const usec = field(f("cpu.stat"), "usage_usec");
    const current = num(f("memory.current"));
    return {
      cpuLimit: quota !== "max" && Number(quota) > 0 && Number(period) > 0 ? Number(quota) / Number(period) : undefined,
      usageNs: usec === undefined ? undefined : usec * 1000,
      memLimit: num(f("memory.max")),
      memUsed: current === undefined ? undefined : Math.max(0, current - (field(f("memory.stat"), "inactive_file") ?? 0)),
    };
  }
  if (layout.kind === "v1") {
    const quota = num(layout.cpu && path.join(layout.cpu, "cpu.cfs_quota_us"));
    const period = num(layout.cpu && path.join(layout.cpu, "cpu.cfs_period_us"));
    const m = (name: string) => (layout.memory ? path.join(layout.memory, name) : undefined);
    const limits = [num(m("memory.limit_in_bytes")), field(m("memory.stat"), "hierarchical_memory_limit")].filter((x): x is number => x !== undefined);
    const usage = num(m("memory.usage_in_bytes"));
    const inactive = field(m("memory.stat"), "total_inactive_file") ?? field(m("memory.stat"), "inactive_file") ?? 0;
    return {
      cpuLimit: quota !== undefined && period !== undefined && quota > 0 && period > 0 ? quota / period : undefined,
      usageNs: num(layout.cpuacct && path.join(layout.cpuacct, "cpuacct.usage")),
      memLimit: limits.length ? Math.min(...limits) : undefined,
      memUsed: usage === undefined ? undefined : Math.max(0, usage - inactive),
    };
  }
  return {};
}

function hostBusyNs(): number {
  let ms = 0;
  for (const c of cpus()) ms += c.times.user + c.times.nice + c.times.sys + c.times.irq;
  return ms * 1e6;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Nothing is read when constructed: the cgroup layout and the first sample (the start of the first
 * CPU window) are taken by `start()`, which execd calls after it listens (off its start, ~2 ms of
 * file reads and `perf_hooks` in a sandbox), or by the first `read()`, whichever comes first.
 */
export class MetricsService {
  private readonly roots: { root: string; selfCgroup: string };
  private layoutFound: Layout | undefined;
  private readonly hostCpus: () => number;
  private readonly hostMemBytes: () => number;
  private readonly hostMemUsedBytes: () => number;
  private readonly hostCpuBusyNs: () => number;
  private readonly clock: () => number;
  private readonly now: () => number;
  /** Newest sample, and the one before it (kept so that a call right after a rotation still has a window). */
  private last: Sample | undefined;
  private prev: Sample | undefined;

  constructor(opts: MetricsOptions = {}) {
    this.roots = { root: opts.root ?? "/sys/fs/cgroup", selfCgroup: opts.selfCgroup ?? "/proc/self/cgroup" };
    this.hostCpus = opts.hostCpus ?? availableParallelism;
    this.hostMemBytes = opts.hostMemBytes ?? totalmem;
    this.hostMemUsedBytes = opts.hostMemUsedBytes ?? (() => totalmem() - freemem());
    this.hostCpuBusyNs = opts.hostCpuBusyNs ?? hostBusyNs;
    this.clock = opts.clock ?? (() => performance.now());
    this.now = opts.now ?? Date.now;
  }

  /** Finds the cgroup files and takes the first sample, once. */
  start(): void {
    this.baseline();
  }

  private baseline(): Sample {
    return (this.last ??= { at: this.clock(), usageNs: this.usage(read(this.layout)) });
  }

  private get layout(): Layout {
    return (this.layoutFound ??= detectLayout(this.roots.root, this.roots.selfCgroup));
  }

  /** Which cgroup files are read (for diagnostics). */
  get source(): Layout {
    return this.layout;
  }

  private usage(r: Reading): number {
    return r.usageNs ?? this.hostCpuBusyNs();
  }

  read(): Metrics {
    const last = this.baseline();
    const r = read(this.layout);
    const hostCpus = this.hostCpus();
    // Host busy time covers every host CPU; cgroup usage is measured against the sandbox's share.
    const cpuCount = r.cpuLimit !== undefined ? Math.min(r.cpuLimit, hostCpus) : hostCpus;
    const pctOf = r.usageNs !== undefined ? cpuCount : hostCpus;
    const hostMem = this.hostMemBytes();
    const memTotal = r.memLimit !== undefined && r.memLimit > 0 && r.memLimit < hostMem ? r.memLimit : hostMem;
    const memUsed = r.memUsed ?? this.hostMemUsedBytes();

    const sample: Sample = { at: this.clock(), usageNs: this.usage(r) };
    const fresh = sample.at - last.at >= MIN_WINDOW_MS;
    const ref = fresh || !this.prev ? last : this.prev;
    const windowNs = (sample.at - ref.at) * 1e6;
    const pct = windowNs > 0 && pctOf > 0 ? ((sample.usageNs - ref.usageNs) / (windowNs * pctOf)) * 100 : 0;
    if (fresh) {
      this.prev = last;
      this.last = sample;
    }
    return {
      cpu_count: round2(cpuCount),
      cpu_used_pct: round2(Math.min(100, Math.max(0, pct))),
      mem_total_mib: round2(memTotal / MIB),
      mem_used_mib: round2(Math.min(memUsed, memTotal) / MIB),
      timestamp: this.now(),
    };
  }
}
