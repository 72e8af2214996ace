// The CLI end to end against the in-process fake server: the whole lifecycle suite passes
// against a conforming server, and exit codes follow the README (0 / 1 / 2).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { main } from "../src/cli.js";
import type { CheckResult } from "../src/checks/types.js";
import { startFakeServer } from "./fake-server.js";
import type { FakeServer, TamperContext } from "./fake-server.js";

let fake: FakeServer;
let tamper: ((ctx: TamperContext) => void) | undefined;
let work: string;

beforeAll(async () => {
  fake = await startFakeServer({ tamper: (ctx) => tamper?.(ctx) });
  work = mkdtempSync(path.join(tmpdir(), "osb-conformance-test-"));
});
afterAll(async () => {
  await fake.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  tamper = undefined;
});

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

function runArgs(...extra: string[]): string[] {
  return ["--server", fake.url, "--api-key", fake.apiKey, "--results-dir", path.join(work, "results"), "--poll-interval", "0.01", ...extra];
}

function writeFile(name: string, text: string): string {
  const file = path.join(work, name);
  writeFileSync(file, text);
  return file;
}

describe("osb-conformance against a conforming server", () => {
  it("passes every lifecycle scenario, cleans up, and writes checks.json", async () => {
    const { code, out } = await cli(...runArgs("--concurrency", "4"));
    expect(out, out).toMatch(/Result: OK/);
    expect(code).toBe(0);
    expect(out).not.toMatch(/^(FAIL|WARN) /m);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the fake's Stopping phase
    expect(fake.liveSandboxIds()).toEqual([]);

    const resultsFile = /Results: (.*checks\.json)/.exec(out)?.[1] as string;
    const checks = JSON.parse(readFileSync(resultsFile, "utf8")) as CheckResult[];
    expect(checks.length).toBeGreaterThan(500);
    expect(new Set(checks.map((c) => c.status))).not.toContain("FAILURE");
    for (const check of checks) expect(Object.keys(check)).toEqual(expect.arrayContaining(["id", "status", "details"]));
    const summary = JSON.parse(readFileSync(path.join(path.dirname(resultsFile), "summary.json"), "utf8")) as { exitCode: number };
    expect(summary.exitCode).toBe(0);
  });

  it("accepts the server URL with the base path, `server --url`, and filters", async () => {
    const { code, out } = await cli("server", "--url", `${fake.url}/v1`, ...runArgs("--filter", "lifecycle/request-id/*", "--json").slice(2));
    expect(code).toBe(0);
    const report = JSON.parse(out) as { scenarios: Array<{ id: string }>; exitCode: number; server: string };
    expect(report.server).toBe(`${fake.url}/v1`);
    expect(report.scenarios.map((s) => s.id)).toEqual([
      "lifecycle/request-id/echoed-on-success",
      "lifecycle/request-id/echoed-on-401",
      "lifecycle/request-id/echoed-on-404",
      "lifecycle/request-id/echoed-on-400",
      "lifecycle/request-id/generated-when-absent",
    ]);
  });
});

describe("failures and the expected-failures file", () => {
  const breakEcho = (ctx: TamperContext) => {
    if (ctx.status === 404) ctx.headers["X-Request-ID"] = "something-else";
  };

  it("exits 1 and shows scenario, step, field, expected and actual", async () => {
    tamper = breakEcho;
    const { code, out } = await cli(...runArgs("--filter", "lifecycle/request-id/echoed-on-404"));
    expect(code).toBe(1);
    expect(out).toMatch(/^FAIL +lifecycle\/request-id\/echoed-on-404/m);
    expect(out).toMatch(/step 1 "get an unknown sandbox with a request id": header X-Request-ID: expected "[0-9a-f-]{36}", got "something-else"/);
    expect(out).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/v1\/sandboxes\/conformance-missing-\w+ -> 404/);
    expect(out).toMatch(/Result: FAILED/);
  });

  it("exits 0 when the failure is listed, and 1 when a listed scenario passes (stale entry)", async () => {
    tamper = breakEcho;
    const baseline = writeFile("expected.yaml", "- id: lifecycle/request-id/echoed-on-404\n  reason: echo broken\n");
    const expected = await cli(...runArgs("--filter", "lifecycle/request-id", "--expected-failures", baseline));
    expect(expected.out).toMatch(/^XFAIL lifecycle\/request-id\/echoed-on-404/m);
    expect(expected.code).toBe(0);

    tamper = undefined;
    const stale = await cli(...runArgs("--filter", "lifecycle/request-id", "--expected-failures", baseline));
    expect(stale.code).toBe(1);
    expect(stale.out).toMatch(/Stale expected failure: lifecycle\/request-id\/echoed-on-404 passes now; remove it from .*expected\.yaml/);
  });

  it("exits 1 for an expected failure naming no scenario", async () => {
    const baseline = writeFile("unknown.yaml", "- id: lifecycle/request-id/renamed\n  reason: old\n");
    const { code, out } = await cli(...runArgs("--filter", "lifecycle/get", "--expected-failures", baseline));
    expect(code).toBe(1);
    expect(out).toMatch(/lifecycle\/request-id\/renamed is not a scenario id/);
  });

  it("exits 2 when the suite sends a request that violates the spec", async () => {
    const cases = path.join(work, "harness-cases");
    rmSync(cases, { recursive: true, force: true });
    writeFile("harness-cases.yaml", "");
    const dir = path.join(cases, "lifecycle");
    await import("node:fs").then((fs) => fs.mkdirSync(dir, { recursive: true }));
    writeFileSync(
      path.join(dir, "bad.yaml"),
      [
        "scenarios:",
        "  - id: lifecycle/bad/page-zero",
        "    operationIds: [listSandboxes]",
        "    specRef: sandbox-lifecycle.yml#/paths/~1sandboxes/get",
        "    steps:",
        "      - request: { method: GET, path: /sandboxes, query: { page: 0 } }",
        "        expect: { status: 400 }",
      ].join("\n"),
    );
    const { code, out } = await cli(...runArgs("--cases", dir));
    expect(out).toMatch(/\[harness error\]/);
    expect(code).toBe(2);
  });
});

describe("usage errors exit 2", () => {
  it.each([
    ["no API key", ["--server", "http://127.0.0.1:1"], /--api-key/],
    ["a URL without scheme", ["--server", "localhost:8080", "--api-key", "k"], /absolute http\(s\) URL/],
    ["an unreachable server", ["--server", "http://127.0.0.1:9", "--api-key", "k"], /cannot reach the server/],
    ["an unknown option", ["--sever", "x"], /unknown option/],
    ["a filter matching nothing", ["--server", "http://127.0.0.1:9", "--api-key", "k", "--filter", "nothing/here"], /no scenario matches/],
    ["a missing expected-failures file", ["--server", "http://127.0.0.1:9", "--api-key", "k", "--expected-failures", "/nonexistent.yaml"], /cannot read/],
  ])("%s", async (_name, args, message) => {
    const saved = process.env.OPEN_SANDBOX_API_KEY;
    delete process.env.OPEN_SANDBOX_API_KEY;
    try {
      const { code, err } = await cli(...(args as string[]));
      expect(err).toMatch(message as RegExp);
      expect(code).toBe(2);
    } finally {
      if (saved !== undefined) process.env.OPEN_SANDBOX_API_KEY = saved;
    }
  });

  it("prints help and exits 2 without --server", async () => {
    const { code, out } = await cli();
    expect(out).toMatch(/Usage: opensandbox-conformance/);
    expect(code).toBe(2);
  });

  it("exits 2 for case files that break case-schema.json", async () => {
    const dir = path.join(work, "invalid-cases");
    await import("node:fs").then((fs) => fs.mkdirSync(dir, { recursive: true }));
    writeFileSync(path.join(dir, "x.yaml"), "scenarios:\n  - id: Not Valid\n");
    const { code, err } = await cli("list", "--cases", dir);
    expect(err).toMatch(/x\.yaml: .*scenarios\.0/);
    expect(code).toBe(2);
  });
});

describe("list and coverage", () => {
  it("lists scenario ids, filtered", async () => {
    const { code, out } = await cli("list", "--filter", "lifecycle/snapshots/*");
    expect(code).toBe(0);
    expect(out.split("\n")).toContain("lifecycle/snapshots/create-restore-delete");
    expect(out.split("\n").every((id) => id.startsWith("lifecycle/snapshots/"))).toBe(true);
  });

  it("reports full coverage for the lifecycle cases", async () => {
    const { code, out } = await cli("coverage");
    expect(code).toBe(0);
    expect(out).toMatch(/Covered: (\d+) of \1 operations/);
  });

  it("lists uncovered operations and can fail on them", async () => {
    const dir = path.join(work, "few-cases");
    await import("node:fs").then((fs) => fs.mkdirSync(dir, { recursive: true }));
    writeFileSync(
      path.join(dir, "health.yaml"),
      "scenarios:\n  - id: lifecycle/health/ok\n    operationIds: [getHealth]\n    specRef: sandbox-lifecycle.yml#/paths/~1health/get\n    steps:\n      - request: { method: GET, path: /health, auth: false }\n",
    );
    const { code, out } = await cli("coverage", "--cases", dir, "--fail-on-uncovered");
    expect(out).toMatch(/Covered: 1 of \d+ operations/);
    expect(out).toMatch(/createSandbox +POST \/sandboxes/);
    expect(code).toBe(1);
    expect(readdirSync(dir)).toEqual(["health.yaml"]);
  });
});
