// CPU times of a process or thread from /proc/<pid>/stat (or /proc/<pid>/task/<tid>/stat), in ms.
import { readFileSync } from "node:fs";

/** USER_HZ: the unit of /proc's CPU times (100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * utime and stime (this process), cutime and cstime (its waited-for children), in ms. The fields
 * follow the ")" that ends the command name (which may hold spaces); utime is field 14. Throws
 * when the file cannot be read (the process ended).
 */
export function procTimes(statPath: string): { utime: number; stime: number; cutime: number; cstime: number } {
  const stat = readFileSync(statPath, "utf8");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ms = (i: number) => (Number(f[i]) * 1000) / CLOCK_TICKS;
  return { utime: ms(11), stime: ms(12), cutime: ms(13), cstime: ms(14) };
}

/** utime + stime of a process or thread, in ms (throws as `procTimes`). */
export function procCpuMs(statPath: string): number {
  const t = procTimes(statPath);
  return t.utime + t.stime;
}

/**
 * CPU time the hypervisor gave to something else while this machine's vCPUs wanted to run (the
 * steal field of /proc/stat's first line, all CPUs), in ms: on a shared host, what slows every
 * process at once.
 */
export function stolenMs(): number {
  const f = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/);
  return (Number(f[8] ?? 0) * 1000) / CLOCK_TICKS;
}
