// `pnpm bench check`'s judgement (scripts/bench/check.ts): which ratios moved against the baseline,
// what each ratio reads from a bench's results, and that the committed baseline records them all.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compare, RATIOS, type Baseline } from "../bench/check.ts";

const baseline = (values: Record<string, number>, margin = 2): Baseline => ({
  recorded: "2026-12-02T00:00:00.000Z",
  machine: "test",
  margin,
  ratios: Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { value, what: k }])),
});
const all = (v: number) => Object.fromEntries(Object.keys(RATIOS).map((k) => [k, v]));

describe("bench check", () => {
  it("passes ratios up to margin × the recorded value and names those above it", () => {
    const recorded = all(1);
    const measured = { ...all(2), "execd.roundTrip": 2.01, "lifecycle.firstCommand": 0.5 };
    const { moved, rows } = compare(baseline(recorded), measured);
    expect(moved).toEqual(["execd.roundTrip"]);
    expect(rows.find((r) => r[0] === "execd.roundTrip")!.at(-1)).toBe("MOVED");
    expect(rows.find((r) => r[0] === "lifecycle.firstCommand")!.at(-1)).toBe("ok");
  });

  it("fails a ratio that was not measured, or has nothing recorded", () => {
    const { ["lifecycle.createToRunning"]: _dropped, ...measured } = all(1);
    const { ["execd.roundTrip"]: _unrecorded, ...recorded } = all(1);
    expect(compare(baseline(recorded), measured).moved.sort()).toEqual(["execd.roundTrip", "lifecycle.createToRunning"]);
  });

  it("reads each ratio from the results the benches write", () => {
    const lifecycle = {
      createToRunning: { ratioServerToApiP50: 1.15 },
      firstCommand: { ratioServerToRawP50: 1.23, rawCreateStartExec: { p50: 250 } },
      pooled: { createToFirstCommand: { p50: 15 } },
    };
    const execd = { roundTrip: { summary: { execd: { p50: 3 }, api: { p50: 50 } } } };
    const read = (key: string) => RATIOS[key]!.of(RATIOS[key]!.bench === "lifecycle" ? lifecycle : execd);
    expect(read("lifecycle.createToRunning")).toBe(1.15);
    expect(read("lifecycle.firstCommand")).toBe(1.23);
    expect(read("lifecycle.pooledFirstCommand")).toBeCloseTo(0.06);
    expect(read("execd.roundTrip")).toBeCloseTo(0.06);
  });

  it("the committed baseline records every checked ratio", () => {
    const committed = JSON.parse(readFileSync(new URL("../bench/baseline.json", import.meta.url), "utf8")) as Baseline;
    for (const key of Object.keys(RATIOS)) expect(committed.ratios[key]?.value, key).toBeGreaterThan(0);
    expect(committed.margin).toBeGreaterThanOrEqual(1.5);
  });
});
