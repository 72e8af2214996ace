// `pnpm bench check`: the benchmark regression check CI runs (scripts/test.sh, last step). Short
// runs of `lifecycle` and `execd`, each ratio taken against a reference measured in the same run
// (raw Docker through the Engine API), compared with the ratio recorded in
// scripts/bench/baseline.json. Ratios, not times: a loaded or slower machine moves both sides.
// A ratio above `margin` × its recorded value fails and the table names the bench that moved.
//   --record   write the measured ratios as the new baseline (on a quiet machine; commit it)
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { RESULTS_DIR, table } from "./lib/report.ts";

export const description = "regression check: short lifecycle and execd runs, their ratios to raw Docker against scripts/bench/baseline.json";

const BASELINE = path.join(path.dirname(fileURLToPath(import.meta.url)), "baseline.json");

type Json = Record<string, any>;
type Ratio = { bench: "lifecycle" | "execd"; what: string; of: (r: Json) => number };

/** What is checked: each a ratio of two p50s measured in one run. */
export const RATIOS: Record<string, Ratio> = {
  "lifecycle.createToRunning": {
    bench: "lifecycle",
    what: "create → Running / raw create + start",
    of: (r) => r.createToRunning.ratioServerToApiP50,
  },
  "lifecycle.firstCommand": {
    bench: "lifecycle",
    what: "create → first command ok / raw create + start + exec",
    of: (r) => r.firstCommand.ratioServerToRawP50,
  },
  "lifecycle.pooledFirstCommand": {
    bench: "lifecycle",
    what: "pooled create → first command ok / raw create + start + exec",
    of: (r) => r.pooled.createToFirstCommand.p50 / r.firstCommand.rawCreateStartExec.p50,
  },
  "execd.roundTrip": {
    bench: "execd",
    what: "POST /command `true` round trip / docker exec (Engine API)",
    of: (r) => r.roundTrip.summary.execd.p50 / r.roundTrip.summary.api.p50,
  },
};

/** The short runs: enough samples for a p50, under a minute together on a quiet machine. */
const RUNS: Record<Ratio["bench"], string[]> = {
  lifecycle: ["--n", "5", "--warmup", "1", "--gets", "100", "--get-warmup", "10", "--concurrent", "5", "--rounds", "1", "--cmd-n", "7", "--pooled-n", "7", "--no-cli", "--no-control", "--no-plain"],
  execd: ["--only", "rtt", "--n", "100", "--warmup", "20", "--cli", "1", "--api", "30", "--cpu-runs", "10"],
};

export type Baseline = { recorded: string; machine: string; margin: number; ratios: Record<string, { value: number; what: string }> };

/**
 * Each checked ratio against its recorded value: one moved when it is above `margin` × the
 * recorded one, or was not measured, or has nothing recorded (a new ratio needs `--record`).
 */
export function compare(baseline: Baseline, measured: Record<string, number>): { rows: (string | number)[][]; moved: string[] } {
  const moved: string[] = [];
  const rows = Object.entries(RATIOS).map(([key, r]) => {
    const recorded = baseline.ratios[key]?.value;
    const now = measured[key];
    const limit = recorded === undefined ? undefined : recorded * baseline.margin;
    const ok = now !== undefined && limit !== undefined && now <= limit;
    if (!ok) moved.push(key);
    return [key, r.what, now ?? "not measured", recorded ?? "not recorded", limit === undefined ? "-" : limit.toFixed(3), ok ? "ok" : "MOVED"];
  });
  return { rows, moved };
}

/** The newest results file `bench` wrote since `since`. */
function newestResults(bench: string, since: number): Json {
  const files = readdirSync(RESULTS_DIR)
    .filter((f) => f.startsWith(`${bench}-`) && f.endsWith(".json"))
    .map((f) => path.join(RESULTS_DIR, f))
    .filter((f) => statSync(f).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`bench ${bench} wrote no results`);
  return JSON.parse(readFileSync(files[0], "utf8")) as Json;
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { record: { type: "boolean", default: false }, help: { type: "boolean", default: false } } });
  if (values.help) {
    console.log("usage: pnpm bench check [--record]\n\n" + description);
    return 0;
  }
  const measured: Record<string, number> = {};
  const failedRuns: string[] = [];
  for (const bench of ["lifecycle", "execd"] as const) {
    const started = Date.now() - 1000;
    console.log(`\n== check: pnpm bench ${bench} ${RUNS[bench].join(" ")}`);
    const mod = (await import(`./${bench}.ts`)) as { run(argv: string[]): Promise<number> };
    const code = await mod.run(RUNS[bench]).catch((err: Error) => (console.error(err.stack ?? err.message), 1));
    if (code !== 0) failedRuns.push(`${bench} (exit ${code})`);
    let results: Json | undefined;
    try {
      results = newestResults(bench, started);
    } catch (err) {
      failedRuns.push(`${bench}: ${(err as Error).message}`);
    }
    for (const [key, ratio] of Object.entries(RATIOS)) {
      if (ratio.bench !== bench || !results) continue;
      const value = ratio.of(results);
      if (Number.isFinite(value)) measured[key] = Math.round(value * 1000) / 1000;
    }
  }

  if (values.record) {
    if (failedRuns.length) throw new Error(`not recording: ${failedRuns.join("; ")}`);
    const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
    const baseline: Baseline = {
      recorded: new Date().toISOString(),
      machine: `${cpu}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ${os.loadavg()[0]!.toFixed(2)}`,
      margin: 2,
      ratios: Object.fromEntries(Object.entries(RATIOS).map(([k, r]) => [k, { value: measured[k]!, what: r.what }])),
    };
    writeFileSync(BASELINE, JSON.stringify(baseline, null, 2) + "\n");
    console.log(`\nrecorded ${BASELINE}`);
  }

  const baseline = JSON.parse(readFileSync(BASELINE, "utf8")) as Baseline;
  const { rows, moved } = compare(baseline, measured);
  console.log(`\n== regression check against ${path.relative(process.cwd(), BASELINE)} (recorded ${baseline.recorded} on ${baseline.machine}; fails above ${baseline.margin}× the recorded ratio)`);
  console.log(table(["bench", "ratio of p50s", "now", "recorded", "limit", ""], rows));
  if (failedRuns.length) console.log(`runs that failed: ${failedRuns.join("; ")}`);
  if (moved.length) console.log(`moved: ${moved.join(", ")}`);
  return failedRuns.length || moved.length ? 1 : 0;
}
