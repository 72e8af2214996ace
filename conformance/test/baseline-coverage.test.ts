import { describe, expect, it } from "vitest";
import { BaselineError, evaluateBaseline, parseExpectedFailures } from "../src/baseline.js";
import { loadScenarios } from "../src/cases/load.js";
import type { LoadedScenario } from "../src/cases/types.js";
import { computeCoverage } from "../src/coverage.js";
import { DEFAULT_SPEC_FILE, defaultCasesDir } from "../src/paths.js";
import { loadSpec } from "../src/spec.js";

describe("expected failures", () => {
  const known = new Set(["a/b/fails", "a/b/passes", "a/b/warns", "a/b/filtered-out"]);
  const results = [
    { id: "a/b/fails", status: "FAIL" as const },
    { id: "a/b/passes", status: "PASS" as const },
    { id: "a/b/warns", status: "WARN" as const },
  ];

  it("parses a YAML list of {id, reason}", () => {
    expect(parseExpectedFailures("- id: a/b/c\n  reason: not implemented\n")).toEqual([{ id: "a/b/c", reason: "not implemented" }]);
    expect(parseExpectedFailures("")).toEqual([]);
  });

  it("rejects malformed files", () => {
    expect(() => parseExpectedFailures("a/b/c: reason")).toThrow(BaselineError);
    expect(() => parseExpectedFailures("- id: a/b/c\n")).toThrow(/reason/);
    expect(() => parseExpectedFailures("- {id: x, reason: r}\n- {id: x, reason: r}\n")).toThrow(/twice/);
    expect(() => parseExpectedFailures("- [")).toThrow(/not valid YAML/);
  });

  it("accepts listed failures and fails on unlisted ones", () => {
    const ok = evaluateBaseline(results, [{ id: "a/b/fails", reason: "known" }], known);
    expect(ok).toMatchObject({ ok: true, unexpectedFailures: [], expectedFailures: [{ id: "a/b/fails" }], stale: [] });
    const bad = evaluateBaseline(results, [], known);
    expect(bad).toMatchObject({ ok: false, unexpectedFailures: ["a/b/fails"] });
  });

  it("flags entries for scenarios that pass now (also with warnings) as stale", () => {
    const evaluation = evaluateBaseline(
      results,
      [
        { id: "a/b/fails", reason: "known" },
        { id: "a/b/passes", reason: "was broken" },
        { id: "a/b/warns", reason: "was broken" },
      ],
      known,
    );
    expect(evaluation.ok).toBe(false);
    expect(evaluation.stale.map((s) => [s.id, s.why])).toEqual([
      ["a/b/passes", "passes"],
      ["a/b/warns", "passes"],
    ]);
  });

  it("flags entries for ids no case defines, and ignores ids filtered out of this run", () => {
    const evaluation = evaluateBaseline(
      results,
      [
        { id: "a/b/fails", reason: "known" },
        { id: "a/b/filtered-out", reason: "known" },
        { id: "a/b/renamed", reason: "old name" },
      ],
      known,
    );
    expect(evaluation.stale).toEqual([{ id: "a/b/renamed", reason: "old name", why: "unknown-scenario" }]);
  });
});

describe("coverage", () => {
  const spec = loadSpec(DEFAULT_SPEC_FILE);
  const all = loadScenarios(defaultCasesDir("lifecycle"));

  it("finds every spec operation exercised by the lifecycle cases", () => {
    const report = computeCoverage(spec, all);
    expect(report.unknown).toEqual([]);
    expect(report.uncovered.map((o) => o.key)).toEqual([]);
  });

  it("lists the operations a subset of cases leaves uncovered", () => {
    const onlyAuth = all.filter((s) => s.id === "lifecycle/auth/health-needs-no-key");
    const report = computeCoverage(spec, onlyAuth);
    expect(report.covered.map((o) => o.key)).toEqual(["getHealth"]);
    expect(report.uncovered.map((o) => o.key)).toContain("createSandbox");
    expect(report.uncovered).toHaveLength(spec.operations.length - 1);
  });

  it("counts operations touched by requests even when not declared, and reports unknown declared ids", () => {
    const scenario: LoadedScenario = {
      id: "x/y/z",
      file: "inline.yaml",
      operationIds: ["noSuchOperation"],
      specRef: "sandbox-lifecycle.yml#/paths",
      steps: [{ request: { method: "POST", path: "/sandboxes/{id}/pause" } }],
    };
    const report = computeCoverage(spec, [scenario]);
    expect(report.covered.map((o) => o.key)).toEqual(["pauseSandbox"]);
    expect(report.unknown).toEqual([{ scenarioId: "x/y/z", operationId: "noSuchOperation" }]);
  });
});
