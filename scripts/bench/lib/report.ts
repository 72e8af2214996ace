// Output helpers: aligned text tables and the machine-readable JSON results file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "results");

/** Formats milliseconds: 2 decimals under 10 ms, 1 under 1000 ms, else whole numbers. */
export function ms(x: number | undefined): string {
  if (x === undefined || Number.isNaN(x)) return "-";
  return Math.abs(x) < 10 ? x.toFixed(2) : Math.abs(x) < 1000 ? x.toFixed(1) : x.toFixed(0);
}

/** Renders rows as a table; columns after the first are right-aligned. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? "").length)));
  const line = (r: string[]) => r.map((v, c) => (c === 0 ? v.padEnd(widths[c]!) : v.padStart(widths[c]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export function section(title: string): string {
  return `\n== ${title} ${"=".repeat(Math.max(0, 70 - title.length))}`;
}

/** Writes results/<bench>-<timestamp>.json and returns its path. */
export function writeResults(bench: string, data: unknown, startedAt: Date): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  const file = path.join(RESULTS_DIR, `${bench}-${stamp}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2) + "\n");
  return file;
}
