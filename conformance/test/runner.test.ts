// The scenario runner against the in-process fake server: checks turn into FAILURE/WARNING when
// the server misbehaves, polling waits and times out, cleanup always runs.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LoadedScenario, Step } from "../src/cases/types.js";
import type { CheckResult, ScenarioResult } from "../src/checks/types.js";
import { DEFAULT_SPEC_FILE } from "../src/paths.js";
import { HttpDriver } from "../src/runner/driver.js";
import { runScenario } from "../src/runner/scenario.js";
import type { RunOptions } from "../src/runner/scenario.js";
import { loadSpec } from "../src/spec.js";
import { WireSchema } from "../src/wire-schema.js";
import { startFakeServer } from "./fake-server.js";
import type { FakeServer, TamperContext } from "./fake-server.js";

const wire = new WireSchema(loadSpec(DEFAULT_SPEC_FILE));
let fake: FakeServer;
let tamper: ((ctx: TamperContext) => void) | undefined;

beforeAll(async () => {
  fake = await startFakeServer({ tamper: (ctx) => tamper?.(ctx) });
});
afterAll(() => fake.close());
beforeEach(() => {
  tamper = undefined;
});

const createBody = {
  image: { uri: "{image}" },
  entrypoint: ["tail", "-f", "/dev/null"],
  timeout: 600,
  resourceLimits: { cpu: "500m", memory: "256Mi" },
  metadata: { "conformance-case": "runner-{uniq}" },
};
const createStep: Step = { name: "create", request: { method: "POST", path: "/sandboxes", json: createBody }, expect: { status: 202 }, save: { sandboxId: "body.id" } };
const deleteStep: Step = { name: "delete", request: { method: "DELETE", path: "/sandboxes/{sandboxId}" }, expect: { status: [204, 404] } };

function options(overrides: Partial<RunOptions> = {}): RunOptions {
  return {
    driver: new HttpDriver(`${fake.url}/v1`),
    wire,
    apiKey: fake.apiKey,
    image: "busybox:latest",
    uniq: "u1",
    stepTimeoutMs: 2000,
    pollTimeoutMs: 1000,
    pollIntervalMs: 5,
    ...overrides,
  };
}

function run(scenario: Partial<LoadedScenario> & { steps: Step[] }, overrides: Partial<RunOptions> = {}): Promise<ScenarioResult> {
  return runScenario({ id: "test/runner/case", operationIds: ["listSandboxes"], specRef: "sandbox-lifecycle.yml#/paths/~1sandboxes/get", file: "inline.yaml", ...scenario }, options(overrides));
}

const failures = (r: ScenarioResult) => r.checks.filter((c) => c.status === "FAILURE");
const kind = (c: CheckResult) => c.id.slice(c.id.lastIndexOf("#")).split(":").slice(1).join(":");
const byKind = (r: ScenarioResult, k: string) => r.checks.filter((c) => kind(c) === k);

describe("checks", () => {
  it("passes a conforming exchange and records SUCCESS checks", async () => {
    const result = await run({ steps: [{ request: { method: "GET", path: "/sandboxes" }, expect: { status: 200, schema: "ListSandboxesResponse" } }] });
    expect(result.status).toBe("PASS");
    expect(byKind(result, "request-id")[0]?.status).toBe("SUCCESS");
    expect(byKind(result, "wire")[0]?.status).toBe("SUCCESS");
    expect(byKind(result, "status")[0]).toMatchObject({ status: "SUCCESS", operationId: "listSandboxes", scenarioId: "test/runner/case" });
  });

  it("fails on a wrong status and says what was expected", async () => {
    const result = await run({ steps: [{ name: "list", request: { method: "GET", path: "/sandboxes" }, expect: { status: 201 } }] });
    expect(result.status).toBe("FAIL");
    const [check] = failures(result);
    expect(check?.id).toBe("test/runner/case#step1:status");
    expect(check?.details).toMatchObject({ step: 'step 1 "list"', expected: "201", actual: 200, response: { status: 200 } });
    expect(check?.details.request).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/v1\/sandboxes$/);
    expect(check?.origin).toBe("implementation");
  });

  it("fails a response without X-Request-ID, without stopping the scenario", async () => {
    tamper = (ctx) => {
      delete ctx.headers["X-Request-ID"];
    };
    const result = await run({
      steps: [
        { request: { method: "GET", path: "/sandboxes" }, expect: { status: 200 } },
        { request: { method: "GET", path: "/health", auth: false }, expect: { status: 200 } },
      ],
    });
    expect(result.status).toBe("FAIL");
    expect(failures(result).map(kind)).toEqual(["request-id", "request-id"]);
    expect(byKind(result, "status").map((c) => c.status)).toEqual(["SUCCESS", "SUCCESS"]);
  });

  it("fails a body that violates the spec (wire check) and the named schema", async () => {
    tamper = (ctx) => {
      if (ctx.path.startsWith("/sandboxes/") && ctx.method === "GET") delete (ctx.body as Record<string, unknown>).createdAt;
    };
    const result = await run({
      steps: [createStep, { request: { method: "GET", path: "/sandboxes/{sandboxId}" }, expect: { status: 200, schema: "Sandbox" } }],
      cleanup: [deleteStep],
    });
    expect(result.status).toBe("FAIL");
    const kinds = failures(result).map(kind);
    expect(kinds).toContain("wire");
    expect(kinds).toContain("schema:Sandbox");
    expect(failures(result).find((c) => kind(c) === "wire")?.details.message).toMatch(/violates Sandbox.*createdAt/);
    expect(failures(result).find((c) => kind(c) === "wire")?.specRef).toBe("sandbox-lifecycle.yml#/paths/~1sandboxes~1{sandboxId}/get");
  });

  it("fails a status the spec does not document for the operation", async () => {
    tamper = (ctx) => {
      ctx.status = 418;
    };
    const result = await run({ steps: [{ request: { method: "GET", path: "/sandboxes" }, expect: { status: 418 } }] });
    expect(failures(result).map((c) => c.details.message)).toEqual([expect.stringMatching(/status 418 is not documented for listSandboxes/)]);
  });

  it("blames the harness for a request that violates the spec unless it is marked invalidRequest", async () => {
    const unmarked = await run({ steps: [{ request: { method: "GET", path: "/sandboxes", query: { page: 0 } }, expect: { status: 200 } }] });
    expect(unmarked.status).toBe("FAIL");
    expect(failures(unmarked).every((c) => c.origin === "harness")).toBe(true);
    expect(failures(unmarked)[0]?.details.message).toMatch(/harness sent a request that violates the spec: query parameter page/);

    const marked = await run({ steps: [{ request: { method: "GET", path: "/sandboxes", query: { page: 0 }, invalidRequest: true }, expect: { status: 400, error: true } }] });
    expect(marked.status).toBe("PASS");
    expect(byKind(marked, "request")[0]?.details.message).toMatch(/deliberately invalid/);
  });

  it("ends a scenario as UNSUPPORTED when a `feature` step is refused with 400 NOT_SUPPORTED; cleanup still runs", async () => {
    const pause: Step = { name: "pause", feature: "pause and resume", request: { method: "POST", path: "/sandboxes/{sandboxId}/pause" }, expect: { status: 202 } };
    const after: Step = { name: "after", request: { method: "GET", path: "/sandboxes/{sandboxId}" }, expect: { status: 200 } };
    tamper = (ctx) => {
      if (ctx.path.endsWith("/pause")) Object.assign(ctx, { status: 400, body: { code: "NOT_SUPPORTED", message: "no pause on this runtime" } });
    };
    const refused = await run({ steps: [createStep, pause, after], cleanup: [deleteStep] });
    expect(refused.status).toBe("UNSUPPORTED");
    expect(byKind(refused, "unsupported")[0]?.details.message).toBe("the server does not offer pause and resume: no pause on this runtime");
    expect(refused.checks.find((c) => c.details.step?.includes('"after"'))?.details.message).toBe("not run: the server does not offer pause and resume");
    expect(refused.checks.filter((c) => c.id.includes("#cleanup1")).map((c) => c.status)).toContain("SUCCESS");

    // Any other answer is judged as usual: a 400 with another code fails the step.
    tamper = (ctx) => {
      if (ctx.path.endsWith("/pause")) Object.assign(ctx, { status: 400, body: { code: "INVALID_PARAMETER", message: "nope" } });
    };
    expect((await run({ steps: [createStep, pause], cleanup: [deleteStep] })).status).toBe("FAIL");
    // A step without `feature` is not excused.
    tamper = (ctx) => {
      if (ctx.path.endsWith("/pause")) Object.assign(ctx, { status: 400, body: { code: "NOT_SUPPORTED", message: "no" } });
    };
    expect((await run({ steps: [createStep, { name: "pause", request: pause.request!, expect: { status: 202 } }], cleanup: [deleteStep] })).status).toBe("FAIL");
  });

  it("checks the error shape (MUST) and the error code (SHOULD)", async () => {
    const result = await run({ steps: [{ request: { method: "GET", path: "/sandboxes/nope" }, expect: { status: 404, error: { code: "/^SOMETHING_ELSE$/" } } }] });
    expect(result.status).toBe("WARN");
    expect(byKind(result, "error")[0]?.status).toBe("SUCCESS");
    expect(byKind(result, "error-code")[0]).toMatchObject({ status: "WARNING", details: { actual: "SANDBOX_NOT_FOUND" } });

    tamper = (ctx) => {
      if (ctx.status === 404) ctx.body = { error: "gone" };
    };
    const broken = await run({ steps: [{ request: { method: "GET", path: "/sandboxes/nope" }, expect: { status: 404, error: true } }] });
    expect([...new Set(failures(broken).map(kind))].sort()).toEqual(["error", "wire"]);
  });

  it("turns failed SHOULD steps into WARNINGs; level spec is MUST only for spec-invalid requests", async () => {
    const should = await run({ steps: [{ level: "SHOULD", request: { method: "GET", path: "/sandboxes" }, expect: { status: 400 } }] });
    expect(should.status).toBe("WARN");
    const lenient = await run({ steps: [{ level: "spec", request: { method: "GET", path: "/snapshots", query: { state: "Bogus" } }, expect: { status: 200 } }] });
    expect(lenient.status).toBe("WARN");
    const strict = await run({ steps: [{ level: "spec", request: { method: "GET", path: "/sandboxes", query: { pageSize: 0 }, invalidRequest: true }, expect: { status: 200 } }] });
    expect(strict.status).toBe("FAIL");
  });
});

describe("flow", () => {
  it("polls until the condition holds (Pending first, then Running)", async () => {
    const result = await run({
      steps: [
        { ...createStep, expect: { status: 202, fields: { "body.status.state": "Pending" } } },
        { request: { method: "GET", path: "/sandboxes/{sandboxId}" }, poll: { until: { status: 200, fields: { "body.status.state": "Running" } } }, expect: { schema: "Sandbox" } },
      ],
      cleanup: [deleteStep],
    });
    expect(result.status).toBe("PASS");
    expect(byKind(result, "poll")[0]?.details.message).toMatch(/condition met after \d+ attempt/);
  });

  it("fails a poll that never succeeds within its timeout", async () => {
    const started = Date.now();
    const result = await run({
      steps: [createStep, { request: { method: "GET", path: "/sandboxes/{sandboxId}" }, poll: { until: { fields: { "body.status.state": "Terminated" } }, timeoutSeconds: 0.3 } }],
      cleanup: [deleteStep],
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(failures(result)[0]?.details.message).toMatch(/condition not met within 0.3 s .*body.status.state/);
  });

  it("uses the global poll timeout when the step sets none", async () => {
    const started = Date.now();
    const result = await run(
      { steps: [createStep, { request: { method: "GET", path: "/sandboxes/{sandboxId}" }, poll: { until: { status: 500 } } }], cleanup: [deleteStep] },
      { pollTimeoutMs: 200 },
    );
    expect(Date.now() - started).toBeLessThan(1500);
    expect(failures(result)[0]?.details.message).toMatch(/within 0.2 s/);
  });

  it("stops polling when the abort condition holds", async () => {
    const result = await run({
      steps: [
        createStep,
        {
          request: { method: "GET", path: "/sandboxes/{sandboxId}" },
          poll: { until: { fields: { "body.status.state": "Paused" } }, abortIf: [{ status: 404 }, { fields: { "body.status.state": "Running" } }], timeoutSeconds: 30 },
        },
      ],
      cleanup: [deleteStep],
    });
    expect(result.durationMs).toBeLessThan(5000);
    expect(failures(result)[0]?.details.message).toMatch(/abort condition met/);
  });

  it("bounds every request by the step timeout", async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const started = Date.now();
      const result = await run(
        { steps: [{ request: { method: "GET", path: "/sandboxes" }, expect: { status: 200 } }] },
        { driver: new HttpDriver(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`), stepTimeoutMs: 200 },
      );
      expect(Date.now() - started).toBeLessThan(2000);
      expect(failures(result)[0]).toMatchObject({ details: { message: "no response within 200 ms" } });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("always runs cleanup, skips the rest after a failure, and skips cleanup needing uncaptured values", async () => {
    const before = fake.liveSandboxIds().length;
    const result = await run({
      steps: [createStep, { name: "fails", request: { method: "GET", path: "/sandboxes" }, expect: { status: 599 } }, { name: "never", request: { method: "GET", path: "/sandboxes" } }],
      cleanup: [deleteStep, { name: "needs snap", request: { method: "DELETE", path: "/snapshots/{snapshotId}" } }],
    });
    expect(result.status).toBe("FAIL");
    expect(result.checks.find((c) => c.id === "test/runner/case#step3")?.status).toBe("SKIPPED");
    expect(fake.requests.at(-1)).toMatchObject({ method: "DELETE" });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the fake's Stopping phase
    expect(fake.liveSandboxIds().length).toBe(before);
    expect(result.checks.find((c) => c.id === "test/runner/case#cleanup2:request")).toMatchObject({ status: "SKIPPED", details: { message: "not run: {snapshotId} was never captured" } });
  });

  it("reports cleanup failures as WARNINGs", async () => {
    const result = await run({ steps: [{ request: { method: "GET", path: "/sandboxes" } }], cleanup: [{ request: { method: "DELETE", path: "/sandboxes/gone-{uniq}" }, expect: { status: 204 } }] });
    expect(result.status).toBe("WARN");
  });

  it("continues after a failed step with continueOnFailure", async () => {
    const result = await run({
      continueOnFailure: true,
      steps: [
        { request: { method: "GET", path: "/sandboxes" }, expect: { status: 599 } },
        { request: { method: "GET", path: "/sandboxes" }, expect: { status: 200 } },
      ],
    });
    expect(byKind(result, "status").map((c) => c.status)).toEqual(["FAILURE", "SUCCESS"]);
  });

  it("saves values (also from headers and status), interpolates them, and honours when", async () => {
    const result = await run({
      vars: { rid: "{uuid}", odd: "a b/c" },
      steps: [
        { request: { method: "GET", path: "/sandboxes", headers: { "X-Request-ID": "{rid}" } }, save: { echoed: "headers.X-Request-ID", code: "status" } },
        { request: { method: "GET", path: "/sandboxes/{odd}" }, expect: { status: 404, headers: { "x-request-id": { type: "string", notEquals: "{echoed}" } } } },
        { name: "runs", when: { code: 200 }, request: { method: "GET", path: "/sandboxes" }, expect: { status: 200, headers: { "X-Request-ID": { minLength: 1 } } } },
        { name: "skipped", when: { code: { notEquals: 200 } }, request: { method: "GET", path: "/sandboxes" } },
      ],
    });
    expect(result.status).toBe("PASS");
    expect(fake.requests.some((r) => r.path === "/sandboxes/a%20b%2Fc")).toBe(true);
    expect(result.checks.find((c) => c.id === "test/runner/case#step4:when")?.status).toBe("SKIPPED");
  });

  it("applies onStatus expectations only for the matching status", async () => {
    const result = await run({
      steps: [{ request: { method: "GET", path: "/sandboxes/nope" }, expect: { status: [200, 404], onStatus: { "200": { schema: "Sandbox" }, "4xx": { error: true } } } }],
    });
    expect(result.status).toBe("PASS");
    expect(byKind(result, "error")).toHaveLength(1);
    expect(byKind(result, "schema:Sandbox")).toHaveLength(0);
  });
});
