// Human-readable summary and the results files of a run.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BaselineEvaluation } from "./baseline.js";
import { show } from "./checks/matchers.js";
import type { CheckResult, CheckStatus, ScenarioResult } from "./checks/types.js";

export interface RunReport {
  /** `server` (lifecycle API) or `execd`. */
  target: "server" | "execd";
  /** The client the requests went through: `ts` (the suite's own HTTP), `python`, `go`, `java`, or a custom driver. */
  client: string;
  /** SDK drivers: requests performed by the SDK's typed surface, and by its plain HTTP client (deliberately invalid requests). */
  via?: { sdk: number; http: number };
  server: string;
  spec: string;
  image?: string;
  uniq: string;
  startedAt: string;
  durationMs: number;
  totals: {
    scenarios: number;
    passed: number;
    failed: number;
    warned: number;
    /** Scenarios of optional features the server refused with NOT_SUPPORTED. */
    unsupported: number;
    expectedFailures: number;
    checks: Record<CheckStatus, number>;
  };
  baseline?: BaselineEvaluation & { file: string };
  /** Failures the suite itself caused (a request that violates the spec). */
  harnessErrors: number;
  exitCode: number;
  scenarios: ScenarioResult[];
}

export function buildReport(fields: Omit<RunReport, "totals" | "harnessErrors" | "exitCode">): RunReport {
  const checks: Record<CheckStatus, number> = { SUCCESS: 0, FAILURE: 0, WARNING: 0, SKIPPED: 0 };
  let harnessErrors = 0;
  for (const scenario of fields.scenarios) {
    for (const check of scenario.checks) {
      checks[check.status]++;
      if (check.status === "FAILURE" && check.origin === "harness") harnessErrors++;
    }
  }
  const failed = fields.scenarios.filter((s) => s.status === "FAIL");
  const expected = new Set(fields.baseline?.expectedFailures.map((e) => e.id) ?? []);
  const baselineOk = fields.baseline ? fields.baseline.ok : failed.length === 0;
  const { scenarios, baseline, ...meta } = fields;
  return {
    ...meta,
    totals: {
      scenarios: fields.scenarios.length,
      passed: fields.scenarios.filter((s) => s.status === "PASS").length,
      failed: failed.length,
      warned: fields.scenarios.filter((s) => s.status === "WARN").length,
      unsupported: fields.scenarios.filter((s) => s.status === "UNSUPPORTED").length,
      expectedFailures: failed.filter((s) => expected.has(s.id)).length,
      checks,
    },
    harnessErrors,
    exitCode: harnessErrors > 0 ? 2 : baselineOk ? 0 : 1,
    ...(baseline ? { baseline } : {}),
    scenarios,
  };
}

export function firstProblem(result: ScenarioResult): CheckResult | undefined {
  return result.checks.find((c) => c.status === "FAILURE") ?? result.checks.find((c) => c.status === "WARNING");
}

export function describeCheck(check: CheckResult): string[] {
  const d = check.details;
  const lines = [`${d.step ? `${d.step}: ` : ""}${d.message}${check.origin === "harness" ? " [harness error]" : ""}`];
  if (d.field && d.expected !== undefined && !d.message.includes("expected")) lines.push(`${d.field}: expected ${d.expected}, got ${show(d.actual)}`);
  if (d.request) lines.push(`${d.request}${d.response ? ` -> ${d.response.status} ${d.response.body}` : ""}`);
  return lines;
}

export function formatScenario(result: ScenarioResult, expectedFailure?: string): string {
  const tag = result.status === "FAIL" && expectedFailure !== undefined ? "XFAIL" : result.status;
  const lines = [`${tag.padEnd(5)} ${result.id} (${result.durationMs} ms)`];
  const problem = firstProblem(result);
  const refusal = result.status === "UNSUPPORTED" ? result.checks.find((c) => c.id.endsWith(":unsupported")) : undefined;
  if (refusal) lines.push(`      ${refusal.details.message}`);
  else if (problem && result.status !== "PASS") {
    for (const line of describeCheck(problem)) lines.push(`      ${line}`);
    const more = result.checks.filter((c) => c !== problem && (c.status === problem.status)).length;
    if (more > 0) lines.push(`      (+${more} more ${problem.status} check${more > 1 ? "s" : ""}; see checks.json)`);
  }
  if (expectedFailure !== undefined && result.status === "FAIL") lines.push(`      expected failure: ${expectedFailure}`);
  return lines.join("\n");
}

export function formatSummary(report: RunReport, resultsFile?: string): string {
  const t = report.totals;
  const lines = [
    "",
    `Scenarios: ${t.passed} passed, ${t.warned} passed with warnings, ${t.failed} failed${t.expectedFailures ? ` (${t.expectedFailures} expected)` : ""}${t.unsupported ? `, ${t.unsupported} not offered by the server (NOT_SUPPORTED)` : ""} — ${t.scenarios} in ${(report.durationMs / 1000).toFixed(1)} s`,
    `Checks: ${t.checks.SUCCESS} SUCCESS, ${t.checks.FAILURE} FAILURE, ${t.checks.WARNING} WARNING, ${t.checks.SKIPPED} SKIPPED`,
  ];
  const baseline = report.baseline;
  if (baseline) {
    if (baseline.unexpectedFailures.length > 0) lines.push(`Unexpected failures (not in ${baseline.file}): ${baseline.unexpectedFailures.join(", ")}`);
    for (const entry of baseline.stale) {
      lines.push(
        entry.why === "passes"
          ? `Stale expected failure: ${entry.id} passes now; remove it from ${baseline.file}`
          : `Stale expected failure: ${entry.id} is not a scenario id; remove it from ${baseline.file}`,
      );
    }
  }
  if (report.via) lines.push(`Client ${report.client}: ${report.via.sdk} request(s) through the SDK, ${report.via.http} through its plain HTTP client (what its typed API does not cover: deliberately invalid requests, raw proxy relays)`);
  if (report.harnessErrors > 0) lines.push(`Harness errors: ${report.harnessErrors} check(s) failed because the suite sent a request that violates the spec`);
  if (resultsFile) lines.push(`Results: ${resultsFile}`);
  lines.push(report.exitCode === 0 ? "Result: OK" : report.exitCode === 1 ? "Result: FAILED" : "Result: HARNESS ERROR");
  return lines.join("\n");
}

/** Writes `checks.json` (every check) and `summary.json` (the report without checks). */
export function writeResults(resultsDir: string, report: RunReport): string {
  const stamp = report.startedAt.replace(/[:.]/g, "-");
  const dir = path.join(resultsDir, `${report.target}-${report.client === "ts" ? "" : `${report.client}-`}${stamp}`);
  mkdirSync(dir, { recursive: true });
  const checks = report.scenarios.flatMap((s) => s.checks);
  writeFileSync(path.join(dir, "checks.json"), `${JSON.stringify(checks, null, 2)}\n`);
  const summary = { ...report, scenarios: report.scenarios.map(({ checks: _checks, ...rest }) => ({ ...rest, problem: firstProblem({ ...rest, checks: _checks }) })) };
  writeFileSync(path.join(dir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  return path.join(dir, "checks.json");
}
