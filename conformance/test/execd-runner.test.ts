// The runner's execd features against the fake daemon: event streams in both framings,
// detach/join, maxEvents, raw and multipart bodies, binary assertions, and the CLI's --execd mode.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LoadedScenario, Step } from "../src/cases/types.js";
import type { CheckResult, ScenarioResult } from "../src/checks/types.js";
import { main } from "../src/cli.js";
import { DEFAULT_EXECD_SPEC_FILE } from "../src/paths.js";
import { HttpDriver } from "../src/runner/driver.js";
import type { Driver } from "../src/runner/driver.js";
import { ProcessDriver } from "../src/runner/process-driver.js";
import { runScenario } from "../src/runner/scenario.js";
import { loadSpec } from "../src/spec.js";
import { WireSchema } from "../src/wire-schema.js";
import { startFakeExecd } from "./fake-execd.js";
import type { FakeExecd } from "./fake-execd.js";

const wire = new WireSchema(loadSpec(DEFAULT_EXECD_SPEC_FILE));
let fake: FakeExecd;
let work: string;
let driver: Driver;

beforeAll(async () => {
  fake = await startFakeExecd();
  work = mkdtempSync(path.join(tmpdir(), "osb-conformance-execd-test-"));
});
afterAll(async () => {
  await fake.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  fake.framing = "bare";
  delete fake.trailingEvent;
});

function run(steps: Step[], extra: Partial<LoadedScenario> = {}): Promise<ScenarioResult> {
  return runScenario(
    { id: "test/execd/case", operationIds: ["runCommand"], specRef: "execd-api.yaml#/paths/~1command/post", file: "inline.yaml", steps, ...extra },
    { driver, wire, apiKey: fake.token, uniq: "u1", builtins: { execdPort: 1 }, stepTimeoutMs: 3000, pollTimeoutMs: 1000, pollIntervalMs: 5 },
  );
}

const kind = (c: CheckResult) => c.id.slice(c.id.lastIndexOf("#")).split(":").slice(1).join(":");
const problems = (r: ScenarioResult) => r.checks.filter((c) => c.status === "FAILURE" || c.status === "WARNING");

const foreground: Step = {
  name: "run",
  request: { method: "POST", path: "/command", json: { command: "echo one; err oops; echo two; exit 3" } },
  expect: {
    status: 200,
    stream: {
      first: { type: "init", text: { minLength: 1 } },
      texts: { stdout: ["one", "two"], stderr: ["oops"] },
      terminal: { type: "error", "error.ename": "CommandExecError", "error.evalue": "3" },
    },
  },
  save: { commandId: "events[0].text" },
};

// The same runner tests over the suite's own HTTP transport and through a driver process
// (PROTOCOL.md, test/http-driver-process.ts), which is how SDKs in other languages are driven.
for (const transport of ["http", "driver process"] as const) {
describe(`over ${transport}`, () => {
  beforeAll(() => {
    driver = transport === "http" ? new HttpDriver(fake.url) : new ProcessDriver({ command: [process.execPath, "--import", "tsx", path.join(import.meta.dirname, "http-driver-process.ts")], name: "test", api: "execd", baseUrl: fake.url, credentialHeader: "X-EXECD-ACCESS-TOKEN" });
  });
  afterAll(async () => {
    if (driver instanceof ProcessDriver) await driver.close();
  });

  describe("event streams", () => {
    it.each(["bare", "data"] as const)("pass the stream contract in %s framing, sending the token in X-EXECD-ACCESS-TOKEN", async (framing) => {
      fake.framing = framing;
      const result = await run([foreground]);
      expect(problems(result)).toEqual([]);
      expect(result.status).toBe("PASS");
      expect(result.checks.find((c) => kind(c) === "wire")?.details.message).toMatch(/conform to runCommand/);
    });

    it("fail an event after the terminal one, naming it", async () => {
      fake.trailingEvent = { type: "ping", text: "pong" };
      const result = await run([foreground]);
      expect(result.status).toBe("FAIL");
      const [check] = problems(result);
      expect(kind(check as CheckResult)).toBe("stream:terminal");
      expect(check?.details.message).toMatch(/1 event\(s\) after the terminal one: \[ping\]/);
      expect(check?.details.response?.body).toMatch(/^\[init .*error CommandExecError "3", ping\]$/);
    });

    it("fail events that violate ServerStreamEvent (wire check)", async () => {
      fake.trailingEvent = { type: "bogus" };
      const result = await run([{ ...foreground, expect: { status: 200 } }]);
      expect(problems(result).map((c) => [kind(c), c.details.message])).toEqual([["wire", expect.stringMatching(/event 6 of the stream violates ServerStreamEvent: type must be equal/)]]);
    });

    it("stop reading an endless stream after maxEvents", async () => {
      const started = Date.now();
      const result = await run([{ request: { method: "GET", path: "/metrics/watch", maxEvents: 3 }, expect: { status: 200, fields: { events: { length: 3 }, "events[*].mem_total_mib": [512, 512, 512] } } }], {
        operationIds: ["watchMetrics"],
      });
      expect(problems(result)).toEqual([]);
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });

  describe("detach and join", () => {
    it("go on while a stream runs, save from its first events, and check all of it at the join", async () => {
      const result = await run(
        [
          {
            name: "start",
            request: { method: "POST", path: "/command", json: { command: "echo started; wait; echo never" } },
            detach: { as: "sleeper", events: 2 },
            expect: { status: 200, stream: { texts: { stdout: ["started"] } } },
            save: { commandId: "events[0].text" },
          },
          { name: "interrupt", request: { method: "DELETE", path: "/command", query: { id: "{commandId}" } }, expect: { status: 200 } },
          { name: "join", join: "sleeper", expect: { stream: { texts: { stdout: ["started"] }, terminal: { type: "error", "error.evalue": "130" } } } },
        ],
        { operationIds: ["runCommand", "interruptCommand"] },
      );
      expect(problems(result)).toEqual([]);
      expect(result.checks.find((c) => c.id === "test/execd/case#step3:wire")?.status).toBe("SUCCESS");
      expect(result.checks.find((c) => c.id === "test/execd/case#step1:request-id")?.status).toBe("SUCCESS");
    });

    it("cut off a detached request that is never joined", async () => {
      const before = fake.abandonedStreams;
      const result = await run([
        { request: { method: "POST", path: "/command", json: { command: "echo started; wait" } }, detach: { as: "left" } },
        { name: "fails", request: { method: "GET", path: "/ping" }, expect: { status: 599 } },
        { join: "left" },
      ]);
      expect(result.status).toBe("FAIL");
      expect(result.checks.find((c) => c.id === "test/execd/case#step3")?.status).toBe("SKIPPED");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fake.abandonedStreams).toBe(before + 1);
    });

    it("blame the harness for a join without a detach", async () => {
      const result = await run([{ join: "nothing" }]);
      expect(problems(result)[0]).toMatchObject({ origin: "harness", details: { message: 'no detached request named "nothing" is running' } });
    });
  });

  describe("binary bodies", () => {
    const upload: Step = {
      name: "upload",
      request: {
        method: "POST",
        path: "/files/upload",
        multipart: [
          { name: "metadata", filename: "metadata", json: { path: "/tmp/blob-{uniq}" } },
          { name: "file", filename: "blob", body: { hex: "00 01 02 ff fe 00 0d 0a" } },
        ],
      },
      expect: { status: 200 },
    };

    it("upload multipart bytes and download them whole and by range", async () => {
      const result = await run(
        [
          upload,
          { request: { method: "GET", path: "/files/download", query: { path: "/tmp/blob-{uniq}" } }, expect: { status: 200, bytes: { base64: "AAEC//4ADQo=" }, fields: { "raw.length": 8 } } },
          { request: { method: "GET", path: "/files/download", query: { path: "/tmp/blob-{uniq}" }, headers: { Range: "bytes=3-5" } }, expect: { status: 206, bytes: { hex: "ff fe 00" }, headers: { "Content-Range": "bytes 3-5/8" } } },
          { request: { method: "GET", path: "/files/download", query: { path: "/tmp/blob-{uniq}" }, headers: { Range: "bytes=9-" } }, expect: { status: 416, error: true, headers: { "Content-Range": "bytes */8" } } },
        ],
        { operationIds: ["uploadFile", "downloadFile"] },
      );
      expect(problems(result)).toEqual([]);
      expect(fake.files.get("/tmp/blob-u1")).toEqual(Buffer.from([0, 1, 2, 255, 254, 0, 13, 10]));
    });

    it("report the first differing byte", async () => {
      const result = await run([upload, { request: { method: "GET", path: "/files/download", query: { path: "/tmp/blob-{uniq}" } }, expect: { bytes: { hex: "00 01 02 ff fe 00 0d 0b" } } }], {
        operationIds: ["uploadFile", "downloadFile"],
      });
      expect(problems(result)[0]?.details).toMatchObject({ message: expect.stringMatching(/^body bytes differ from offset 7/), response: { body: expect.stringMatching(/^\(binary\) 000102fffe000d0a$/) } });
    });
  });
});
}

describe("osb-conformance --execd", () => {
  async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(args, { out: (t) => out.push(t), err: (t) => err.push(t) });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  function casesDir(): string {
    const dir = path.join(work, "cases");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "commands.yaml"),
      [
        "scenarios:",
        "  - id: execd/commands/echo",
        "    operationIds: [runCommand]",
        "    specRef: execd-api.yaml#/paths/~1command/post",
        "    steps:",
        "      - request: { method: POST, path: /command, json: { command: 'echo hi' } }",
        "        expect: { status: 200, stream: { texts: { stdout: [hi] }, terminal: { type: execution_complete } } }",
        "  - id: execd/commands/ping-no-token",
        "    operationIds: [ping]",
        "    specRef: execd-api.yaml#/paths/~1ping/get",
        "    steps:",
        "      - request: { method: GET, path: /ping, auth: false }",
        "        expect: { status: 401, error: { code: UNAUTHORIZED } }",
      ].join("\n"),
    );
    return dir;
  }

  it("runs the execd cases against a daemon and writes execd-<timestamp>/checks.json", async () => {
    const { code, out } = await cli("--execd", fake.url, "--token", fake.token, "--cases", casesDir(), "--results-dir", path.join(work, "results"), "--json");
    const report = JSON.parse(out) as { exitCode: number; resultsFile: string; scenarios: Array<{ id: string; status: string }> };
    expect(report.scenarios.map((s) => [s.id, s.status])).toEqual([
      ["execd/commands/echo", "PASS"],
      ["execd/commands/ping-no-token", "PASS"],
    ]);
    expect(report.resultsFile).toMatch(/execd-[^/]+\/checks\.json$/);
    expect(code).toBe(0);
  });

  it.each([
    ["a rejected token", ["--execd", "URL", "--token", "wrong"], /rejects the token/],
    ["no token", ["--execd", "URL"], /--token/],
    ["both targets", ["--execd", "URL", "--server", "URL", "--token", "t"], /either --server .* or --execd/],
  ])("exits 2 for %s", async (_name, args, message) => {
    const saved = process.env.EXECD_ACCESS_TOKEN;
    delete process.env.EXECD_ACCESS_TOKEN;
    try {
      const { code, err } = await cli(...(args as string[]).map((a) => (a === "URL" ? fake.url : a)), "--cases", casesDir());
      expect(err).toMatch(message as RegExp);
      expect(code).toBe(2);
    } finally {
      if (saved !== undefined) process.env.EXECD_ACCESS_TOKEN = saved;
    }
  });

  it("lists the execd cases and reports full coverage of the execd spec", async () => {
    const list = await cli("list", "--api", "execd", "--filter", "execd/commands/*");
    expect(list.out.split("\n")).toContain("execd/commands/foreground-stream-contract");
    expect(list.out.split("\n").every((id) => id.startsWith("execd/commands/"))).toBe(true);
    const coverage = await cli("coverage", "--api", "execd");
    expect(coverage.out).toMatch(/Covered: (\d+) of \1 operations in execd-api\.yaml/);
    expect(coverage.code).toBe(0);
  });
});
