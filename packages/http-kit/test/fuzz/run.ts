// One fuzzing session against a running process, as both fuzz tests run it: a warm-up (JIT,
// lazily compiled schemas, pools), the baseline, the seeded run with liveness probes, then the
// holdings once the process had up to 15 s to drain. The caller asserts on the result.
import { execFileSync } from "node:child_process";
import { byLocalPort, fuzz, probeStatus, type FuzzStats, type FuzzTarget } from "./engine.ts";
import type { ChildProcess } from "node:child_process";
import { expect } from "vitest";
import { heapAfterGc } from "./heap.ts";
import { fuzzCount, fuzzSeed, holdings, settle, type Holdings } from "./process.ts";

export const FUZZ_DEFAULT_COUNT = 5000;
export const FUZZ_COUNT = fuzzCount(FUZZ_DEFAULT_COUNT);
export const FUZZ_SEED = fuzzSeed();
/** OSB_FUZZ_REQUESTS above the default: the heavy variant, with the time to match. */
export const FUZZ_HEAVY = FUZZ_COUNT > FUZZ_DEFAULT_COUNT;
export const FUZZ_TEST_TIMEOUT = FUZZ_HEAVY ? 35 * 60_000 : 90_000;

/** Holdings plus the used heap after a full collection (MiB). */
export type Reading = Holdings & { heapMiB: number };
export type Session = { stats: FuzzStats; baseline: Reading; after: Reading; seconds: number; exited: boolean };

export async function fuzzProcess(o: {
  name: string;
  /** Started with HEAP_PROBE_FLAGS. */
  child: ChildProcess;
  target: FuzzTarget;
  /** Liveness: a path answered 200 when the process is well, with its auth headers. */
  probe: { path: string; headers: Record<string, string> };
  /** The process's recent output, for failure messages. */
  log: () => string;
  exited: () => boolean;
  waitMs: number;
}): Promise<Session> {
  const probe = async () => {
    const status = await probeStatus(o.target.port, o.probe.path, o.probe.headers).catch((err: Error) => err.message);
    if (status !== 200) throw new Error(`${o.name} stopped answering ${o.probe.path} (${status}); seed ${FUZZ_SEED}:\n${o.log()}`);
  };
  const run = { concurrency: 8, waitMs: o.waitMs, probe };
  await fuzz(o.target, { ...run, seed: FUZZ_SEED ^ 0x5eed, count: 300, budgetMs: 5000, probeEvery: 100 });
  await new Promise((r) => setTimeout(r, 1000));
  const pid = o.child.pid!;
  const baseline = { ...holdings(pid), heapMiB: await heapAfterGc(o.child) };
  const started = Date.now();
  const stats = await fuzz(o.target, { ...run, seed: FUZZ_SEED, count: FUZZ_COUNT, budgetMs: FUZZ_HEAVY ? 30 * 60_000 : 30_000, probeEvery: 200 });
  const seconds = (Date.now() - started) / 1000;
  if (o.exited()) return { stats, baseline, after: baseline, seconds, exited: true };
  await probe();
  const after = { ...(await settle(pid, baseline, 0)), heapMiB: await heapAfterGc(o.child) };
  console.log(
    `${o.name} fuzz: seed ${FUZZ_SEED}, ${stats.connections} connections (${stats.requests} requests) in ${seconds.toFixed(1)} s; ` +
      `answered ${stats.answered}, closed without answer ${stats.closedWithoutAnswer}, abandoned ${stats.abandoned}, silent ${stats.silent}; ` +
      `statuses ${JSON.stringify(stats.statuses)}; fds ${baseline.fds} -> ${after.fds}, heap after GC ${baseline.heapMiB} -> ${after.heapMiB} MiB, RSS ${baseline.rssMiB} -> ${after.rssMiB} MiB`,
  );
  if (process.env.OSB_FUZZ_DEBUG) {
    console.log(JSON.stringify({ badShape: stats.badShape, silent: stats.silentCases }, null, 1).slice(0, 6000));
    const ss = execFileSync("sh", ["-c", `ss -tanp | grep 'pid=${pid},' || true`], { encoding: "utf8" });
    console.log(ss);
    for (const m of ss.matchAll(/CLOSE-WAIT.*127\.0\.0\.1:(\d+) users/g)) console.log("CLOSE-WAIT peer", m[1], JSON.stringify(byLocalPort.get(Number(m[1]))));
  }
  return { stats, baseline, after, seconds, exited: false };
}

/** What every fuzzed process must show: alive, every connection answered or closed, every error in the shape, nothing kept. */
export function expectSound(name: string, s: Session, log: string): void {
  expect(s.exited, `${name} exited; seed ${FUZZ_SEED}:\n${log}`).toBe(false);
  expect(s.stats.refused, "connections refused: the process went away").toBe(0);
  expect(s.stats.badShape, "error answers not in the {code, message} shape").toEqual([]);
  expect(s.stats.silent, "well-formed requests neither answered nor closed").toBe(0);
  expect(s.stats.connections).toBeGreaterThanOrEqual(Math.min(FUZZ_COUNT, 1000));
  expect(s.after.fds, "file descriptors back to baseline").toBeLessThanOrEqual(s.baseline.fds + 2);
  // The heap after a full collection must come back: what a run leaves behind is a leak.
  expect(s.after.heapMiB, "heap after GC back to baseline").toBeLessThanOrEqual(Math.max(s.baseline.heapMiB * 1.2, s.baseline.heapMiB + 8));
}
