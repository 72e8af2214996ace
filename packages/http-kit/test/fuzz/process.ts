// What a fuzzed process holds: open file descriptors and resident memory, from /proc.
import { readFileSync, readdirSync } from "node:fs";

export type Holdings = { fds: number; rssMiB: number };

export function holdings(pid: number): Holdings {
  const fds = readdirSync(`/proc/${pid}/fd`).length;
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return { fds, rssMiB: Math.round(rssKb / 1024) };
}

/** Waits (up to `ms`) until the process holds no more descriptors than `baseline` plus `slack`. */
export async function settle(pid: number, baseline: Holdings, slack: number, ms = 15_000): Promise<Holdings> {
  const deadline = Date.now() + ms;
  let now = holdings(pid);
  while (now.fds > baseline.fds + slack && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    now = holdings(pid);
  }
  return now;
}

/** The seed: OSB_FUZZ_SEED when given, else a fresh one (printed by the caller so a failure can be replayed). */
export function fuzzSeed(): number {
  const given = process.env.OSB_FUZZ_SEED;
  if (given !== undefined && given !== "") return Number(given) >>> 0;
  return Math.floor(Math.random() * 2 ** 32);
}

/** How many connections to fuzz: OSB_FUZZ_REQUESTS, else `fallback`. */
export function fuzzCount(fallback: number): number {
  const given = Number(process.env.OSB_FUZZ_REQUESTS);
  return Number.isInteger(given) && given > 0 ? given : fallback;
}
