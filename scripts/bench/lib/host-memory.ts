// Where a sandbox's host memory goes, read from /proc (Linux, root): the processes each sandbox adds
// outside its container (Docker's containerd-shim, one docker-proxy per published port), what its
// container's processes hold, what long-lived processes (dockerd, containerd, our server) grow by,
// and the kernel's own memory (/proc/meminfo, /proc/slabinfo), which no process shows.
//
// Per-process figures come from /proc/<pid>/smaps_rollup: Pss (shared pages split among their
// users) and Private_Dirty (anonymous memory only this process has: what it really adds; file
// pages are page cache, which MemAvailable counts as available). They do not depend on what else
// runs on the machine. The kernel's figures are machine-wide: other work moves them too.
import { readFileSync, readdirSync } from "node:fs";

/** THREAD_SIZE on x86-64 and arm64: each thread's kernel stack. */
const KERNEL_STACK = 16 * 1024;

export type ProcMemory = {
  pid: number;
  rss: number;
  pss: number;
  privateDirty: number;
  /** Page tables (VmPTE) and kernel stacks (threads × 16 KiB): kernel memory this process causes. */
  kernel: number;
  threads: number;
};

const kbField = (text: string, key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0) * 1024;

/** One process's memory, in bytes; undefined when it is gone. */
export function procMemory(pid: number): ProcMemory | undefined {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const threads = Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 1);
    return {
      pid,
      rss: kbField(rollup, "Rss"),
      pss: kbField(rollup, "Pss"),
      privateDirty: kbField(rollup, "Private_Dirty"),
      kernel: kbField(status, "VmPTE") + threads * KERNEL_STACK,
      threads,
    };
  } catch {
    return undefined;
  }
}

/** Open file descriptors of a process (sockets, log files, watches): what a per-sandbox stream holds there. */
export function openFds(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

/** /proc/meminfo, in bytes. */
export function meminfo(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of readFileSync("/proc/meminfo", "utf8").matchAll(/^(\w+(?:\(\w+\))?):\s+(\d+) kB$/gm)) out[m[1]!] = Number(m[2]) * 1024;
  return out;
}

/** Bytes each slab cache occupies (its slabs' pages), by name; empty when /proc/slabinfo cannot be read (not root). */
export function slabCaches(): Record<string, number> {
  const out: Record<string, number> = {};
  let text: string;
  try {
    text = readFileSync("/proc/slabinfo", "utf8");
  } catch {
    return out;
  }
  for (const line of text.split("\n").slice(2)) {
    // name active_objs num_objs objsize objperslab pagesperslab : tunables … : slabdata active_slabs num_slabs sharedavail
    const f = line.trim().split(/\s+/);
    if (f.length < 16) continue;
    out[f[0]!] = Number(f[14]) * Number(f[5]) * 4096;
  }
  return out;
}

type Proc = { pid: number; cmdline: string[] };

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      if (cmdline[0]) out.push({ pid: Number(name), cmdline });
    } catch {
      /* gone */
    }
  }
  return out;
}

const argAfter = (cmd: string[], flag: string): string | undefined => {
  const i = cmd.indexOf(flag);
  return i >= 0 ? cmd[i + 1] : undefined;
};

/** The engine's long-lived processes: dockerd (from its pid file) and the containerd it started. */
export function engineProcesses(): { dockerd?: number; containerd?: number } {
  let dockerd: number | undefined;
  try {
    dockerd = Number(readFileSync("/var/run/docker.pid", "utf8").trim()) || undefined;
  } catch {
    dockerd = processes().find((p) => p.cmdline[0]!.endsWith("dockerd"))?.pid;
  }
  let containerd: number | undefined;
  for (const p of processes()) {
    if (!/(^|\/)containerd$/.test(p.cmdline[0]!)) continue;
    try {
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${p.pid}/status`, "utf8"))?.[1]);
      // Docker's own containerd (dockerd's child), else a system one (/run/containerd).
      if (ppid === dockerd || containerd === undefined) containerd = p.pid;
    } catch {
      /* gone */
    }
  }
  return { ...(dockerd ? { dockerd } : {}), ...(containerd ? { containerd } : {}) };
}

export type Group = { processes: number; pss: number; privateDirty: number; kernel: number; threads: number };
const emptyGroup = (): Group => ({ processes: 0, pss: 0, privateDirty: 0, kernel: 0, threads: 0 });
const add = (g: Group, m: ProcMemory | undefined) => {
  if (!m) return;
  g.processes++;
  g.pss += m.pss;
  g.privateDirty += m.privateDirty;
  g.kernel += m.kernel;
  g.threads += m.threads;
};

/**
 * The processes these containers add on the host, summed per kind: `shim` (containerd-shim, by
 * `-id <container id>`), `proxy` (docker-proxy, by `-container-ip <the container's address>`) and
 * `container` (every process in the container's cgroup: osb-init, the entrypoint, execd when it runs).
 */
export function sandboxProcesses(containers: { id: string; ip?: string }[]): { shim: Group; proxy: Group; container: Group } {
  const ids = new Set(containers.map((c) => c.id));
  const ips = new Set(containers.flatMap((c) => (c.ip ? [c.ip] : [])));
  const shim = emptyGroup();
  const proxy = emptyGroup();
  const container = emptyGroup();
  for (const p of processes()) {
    const exe = p.cmdline[0]!;
    if (exe.includes("containerd-shim")) {
      const id = argAfter(p.cmdline, "-id");
      if (id && ids.has(id)) add(shim, procMemory(p.pid));
    } else if (exe.endsWith("docker-proxy")) {
      const ip = argAfter(p.cmdline, "-container-ip");
      if (ip && ips.has(ip)) add(proxy, procMemory(p.pid));
    } else {
      let cgroup: string;
      try {
        cgroup = readFileSync(`/proc/${p.pid}/cgroup`, "utf8");
      } catch {
        continue;
      }
      // cgroup v1 "…:memory:/docker/<id>", v2 "0::/system.slice/docker-<id>.scope"
      const id = /(?:\/docker\/|docker-)([0-9a-f]{64})/.exec(cgroup)?.[1];
      if (id && ids.has(id)) add(container, procMemory(p.pid));
    }
  }
  return { shim, proxy, container };
}

/** The meminfo fields that are the kernel's own memory (no process shows them). */
export const KERNEL_FIELDS = ["SUnreclaim", "SReclaimable", "KernelStack", "PageTables", "Percpu", "VmallocUsed"] as const;
