// The machine a bench ran on, for the header and the JSON results.
import { readFileSync } from "node:fs";
import os from "node:os";

export type Machine = {
  cpuModel: string;
  cores: number;
  virtualized: string | undefined;
  ramGiB: number;
  kernel: string;
  os: string;
  node: string;
  docker: { version: string; apiVersion: string; storageDriver?: string; cgroupVersion?: string; runtime?: string } | undefined;
  loadAvg1m: number;
};

type DockerLike = { version(): Promise<unknown>; info(): Promise<unknown> };

function osName(): string {
  try {
    const m = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(readFileSync("/etc/os-release", "utf8"));
    if (m) return m[1]!;
  } catch {
    /* not Linux */
  }
  return `${os.type()} ${os.release()}`;
}

function hypervisor(): string | undefined {
  try {
    const cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
    if (!/^flags\s*:.*\bhypervisor\b/m.test(cpuinfo)) return undefined;
    const vendor = readFileSync("/sys/class/dmi/id/sys_vendor", "utf8").trim();
    return vendor || "yes";
  } catch {
    return undefined;
  }
}

export async function machineInfo(docker?: DockerLike): Promise<Machine> {
  let dockerInfo: Machine["docker"];
  if (docker) {
    const v = (await docker.version()) as { Version: string; ApiVersion: string };
    const i = (await docker.info()) as { Driver?: string; CgroupVersion?: string; DefaultRuntime?: string };
    dockerInfo = { version: v.Version, apiVersion: v.ApiVersion, storageDriver: i.Driver, cgroupVersion: i.CgroupVersion, runtime: i.DefaultRuntime };
  }
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    virtualized: hypervisor(),
    ramGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    kernel: os.release(),
    os: osName(),
    node: process.version,
    docker: dockerInfo,
    loadAvg1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

export function describeMachine(m: Machine): string[] {
  const d = m.docker;
  return [
    `CPU     ${m.cpuModel}, ${m.cores} cores${m.virtualized ? ` (VM: ${m.virtualized})` : ""}; load avg (1 min) at start ${m.loadAvg1m}`,
    `RAM     ${m.ramGiB} GiB`,
    `OS      ${m.os}, kernel ${m.kernel}`,
    `Docker  ${d ? `${d.version} (API ${d.apiVersion}, ${d.storageDriver ?? "?"}, cgroup v${d.cgroupVersion ?? "?"}, runtime ${d.runtime ?? "?"})` : "n/a"}`,
    `Node    ${m.node}`,
  ];
}

function cpuTimes(): { idle: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!; // "cpu  user nice system idle iowait irq softirq steal ..."
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = v[3]! + (v[4] ?? 0);
  return { idle, total: v.reduce((a, b) => a + b, 0) };
}

/**
 * Waits until the whole machine was at least `idle` (fraction) idle over one `windowMs` window,
 * e.g. until the execd a just-created sandbox boots has settled, so it does not slow the next
 * measurement. Gives up after `maxMs`; returns how long it waited. Linux only (else returns 0).
 */
export async function waitQuiet(opts: { idle?: number; windowMs?: number; maxMs?: number } = {}): Promise<{ waitedMs: number; quiet: boolean }> {
  const { idle = 0.7, windowMs = 100, maxMs = 3000 } = opts;
  const t0 = performance.now();
  try {
    cpuTimes();
  } catch {
    return { waitedMs: 0, quiet: true };
  }
  for (;;) {
    const a = cpuTimes();
    await new Promise((r) => setTimeout(r, windowMs));
    const b = cpuTimes();
    const frac = b.total > a.total ? (b.idle - a.idle) / (b.total - a.total) : 1;
    const waitedMs = performance.now() - t0;
    if (frac >= idle) return { waitedMs, quiet: true };
    if (waitedMs >= maxMs) return { waitedMs, quiet: false };
  }
}
