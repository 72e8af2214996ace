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
