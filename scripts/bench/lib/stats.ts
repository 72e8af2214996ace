// Summary statistics for latency samples (milliseconds).

export type Summary = { n: number; min: number; p50: number; p95: number; p99: number; max: number; mean: number };

/** Percentile with linear interpolation between closest ranks (numpy's default), q in [0, 100]. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = ((sorted.length - 1) * q) / 100;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export function summarize(samples: readonly number[]): Summary {
  const s = [...samples].sort((a, b) => a - b);
  const mean = s.length ? s.reduce((a, b) => a + b, 0) / s.length : NaN;
  return { n: s.length, min: s[0] ?? NaN, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) ?? NaN, mean };
}

/** Rounds for JSON output: 3 decimals (microseconds) is plenty for millisecond timings. */
export const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export function roundSummary(s: Summary): Summary {
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k === "n" ? v : round3(v)])) as Summary;
}
