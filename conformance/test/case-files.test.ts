// Static checks of the case files: schema-valid, consistent with their API's spec, and
// self-consistent (variables defined before use, sandboxes, sessions, terminals and temporary
// directories cleaned up), so mistakes show up before a run.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { listCaseFiles, loadScenarios, validateCaseFile } from "../src/cases/load.js";
import type { LoadedScenario, Step } from "../src/cases/types.js";
import { parseFieldPath } from "../src/checks/matchers.js";
import { computeCoverage } from "../src/coverage.js";
import { APIS, CASE_SCHEMA_FILE, DEFAULT_CASES_DIR, defaultCasesDir, resolveSpecFile } from "../src/paths.js";
import type { Api } from "../src/paths.js";
import type { WireRequest } from "../src/runner/driver.js";
import { interpolate, referencedVariables } from "../src/runner/interpolate.js";
import { buildWireRequest } from "../src/runner/request.js";
import { getAtPointer, loadSpec } from "../src/spec.js";
import { WireSchema } from "../src/wire-schema.js";

const BUILTINS: Record<Api, Record<string, unknown>> = {
  lifecycle: { image: "busybox:latest", uniq: "abcd1234" },
  execd: { uniq: "abcd1234", execdPort: 44772 },
};

const suites = APIS.map((api) => {
  const spec = loadSpec(resolveSpecFile(undefined, api));
  return { api, spec, wire: new WireSchema(spec), scenarios: loadScenarios(defaultCasesDir(api)) };
});

/** Saved values that are numbers (a port, a log cursor). */
const NUMERIC_VARS: Record<string, number> = { port: 8080, cursor: 0 };

/** The request a step would send, with every variable replaced by a plausible value. */
function concreteRequest(api: Api, scenario: LoadedScenario, step: Step): WireRequest {
  const r = step.request as NonNullable<Step["request"]>;
  const vars: Record<string, unknown> = { ...BUILTINS[api] };
  for (const [name, value] of Object.entries(scenario.vars ?? {})) vars[name] = interpolate(value, vars);
  for (const name of referencedVariables(r)) vars[name] ??= NUMERIC_VARS[name] ?? `value-of-${name}`;
  return buildWireRequest(r, vars, { header: "x-credential", value: "k" });
}

function steps(s: LoadedScenario): Array<{ step: Step; cleanup: boolean }> {
  return [...s.steps.map((step) => ({ step, cleanup: false })), ...(s.cleanup ?? []).map((step) => ({ step, cleanup: true }))];
}

const requestSteps = (s: LoadedScenario) => steps(s).filter((x): x is { step: Step & { request: NonNullable<Step["request"]> }; cleanup: boolean } => x.step.request !== undefined);

describe("case files", () => {
  it("case-schema.json is a valid JSON Schema 2020-12", () => {
    const ajv = new Ajv2020({ strict: false });
    const schema = JSON.parse(readFileSync(CASE_SCHEMA_FILE, "utf8")) as object;
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
  });

  it.each(listCaseFiles(DEFAULT_CASES_DIR).map((f) => [path.relative(DEFAULT_CASES_DIR, f), f]))("%s validates against case-schema.json", (_name, file) => {
    expect(validateCaseFile(parseYaml(readFileSync(file, "utf8"), { merge: true }))).toEqual([]);
  });

  it("rejects a case file that breaks the schema", () => {
    expect(validateCaseFile({ scenarios: [{ id: "Not Kebab", operationIds: [], specRef: "x", steps: [] }] }).length).toBeGreaterThan(0);
    const step = (extra: object) => ({ scenarios: [{ id: "a/b/c", operationIds: ["x"], specRef: "x#/", steps: [extra] }] });
    expect(validateCaseFile(step({ join: "h", request: { method: "GET", path: "/" } }))).not.toEqual([]);
    expect(validateCaseFile(step({ expect: { status: 200 } }))).not.toEqual([]);
    expect(validateCaseFile(step({ request: { method: "GET", path: "/", body: { base64: "AA==", hex: "00" } } }))).not.toEqual([]);
    expect(validateCaseFile(step({ request: { method: "GET", path: "/", json: {}, multipart: [{ name: "a" }] } }))).not.toEqual([]);
    expect(validateCaseFile(step({ request: { method: "GET", path: "/" }, expect: { stream: { firts: { type: "init" } } } }))).not.toEqual([]);
    expect(validateCaseFile(step({ join: "h", expect: { stream: { terminal: [{ type: "error" }], texts: { stdout: ["a"] } }, bytes: { hex: "00" } } }))).toEqual([]);
  });

  it("has a case directory per API", () => {
    expect(suites.find((s) => s.api === "lifecycle")?.scenarios.length).toBeGreaterThan(40);
    expect(suites.find((s) => s.api === "execd")?.scenarios.length).toBeGreaterThan(40);
  });
});

describe.each(suites)("$api cases", ({ api, spec, wire, scenarios }) => {
  it("have unique ids whose first two segments name the file", () => {
    for (const s of scenarios) {
      const file = s.file.replace(/\.ya?ml$/, "");
      expect(s.id.startsWith(`${api}/${file}/`), `${s.id} in ${s.file}`).toBe(true);
    }
  });

  it("name only operationIds that the spec defines", () => {
    const known = new Set(spec.operations.map((o) => o.key));
    for (const s of scenarios) for (const id of s.operationIds) expect(known.has(id), `${s.id}: ${id}`).toBe(true);
  });

  it("send every request to a spec operation, and declare the operations their steps exercise", () => {
    // Polling and cleanup steps only support the scenario and need not be declared.
    for (const s of scenarios) {
      for (const { step, cleanup } of requestSteps(s)) {
        const match = wire.checkRequest(concreteRequest(api, s, step)).match;
        expect(match, `${s.id}: ${step.request.method} ${step.request.path} is not in the spec`).toBeDefined();
        if (match && !cleanup && !step.poll) expect(s.operationIds, `${s.id}: ${step.request.method} ${step.request.path}`).toContain(match.operation.key);
      }
    }
  });

  it("point every specRef at something in the spec", () => {
    for (const s of scenarios) {
      for (const ref of [s.specRef].flat()) {
        const [file, pointer] = ref.split("#") as [string, string];
        expect(file, s.id).toBe(spec.fileName);
        expect(getAtPointer(spec.doc, pointer), `${s.id}: ${ref}`).toBeDefined();
      }
    }
  });

  it("name only schemas from components/schemas and use parseable field paths", () => {
    const names = Object.keys((spec.doc.components as { schemas: object }).schemas);
    for (const s of scenarios) {
      for (const { step } of steps(s)) {
        const expectations = [step.expect, ...[step.poll?.until ?? []].flat(), ...[step.poll?.abortIf ?? []].flat()].filter((e) => e !== undefined);
        for (const e of expectations) {
          for (const nested of [e, ...Object.values(e.onStatus ?? {})]) {
            if (nested.schema) expect(names, s.id).toContain(nested.schema);
            for (const field of Object.keys(nested.fields ?? {})) expect(() => parseFieldPath(field), `${s.id}: ${field}`).not.toThrow();
          }
        }
        for (const field of Object.values(step.save ?? {})) expect(() => parseFieldPath(field), `${s.id}: ${field}`).not.toThrow();
      }
    }
  });

  it("define every variable before a step uses it, and join only what was detached", () => {
    for (const s of scenarios) {
      const defined = new Set([...Object.keys(BUILTINS[api]), ...Object.keys(s.vars ?? {})]);
      const savedAnywhere = new Set(steps(s).flatMap(({ step }) => Object.keys(step.save ?? {})));
      const detached = new Set<string>();
      for (const { step, cleanup } of steps(s)) {
        const used = referencedVariables([step.request, step.expect, step.poll, Object.keys(step.when ?? {}).map((k) => `{${k}}`), Object.values(step.save ?? {})]);
        for (const name of used) {
          const ok = defined.has(name) || (cleanup && savedAnywhere.has(name));
          expect(ok, `${s.id}: {${name}} used before it is defined`).toBe(true);
        }
        for (const name of Object.keys(step.save ?? {})) defined.add(name);
        if (step.detach) detached.add(step.detach.as);
        if (step.join !== undefined) {
          expect(detached.has(step.join), `${s.id}: join ${step.join} before a detach`).toBe(true);
          detached.delete(step.join);
        }
      }
      expect([...detached], `${s.id}: detached but never joined`).toEqual([]);
    }
  });

  it("send spec-valid requests unless a step is marked invalidRequest", () => {
    for (const s of scenarios) {
      for (const { step } of requestSteps(s)) {
        if (step.request.invalidRequest) continue;
        expect(wire.checkRequest(concreteRequest(api, s, step)).issues, `${s.id}: ${step.request.method} ${step.request.path}`).toEqual([]);
      }
    }
  });

  it("mark as invalidRequest only requests that the spec's schemas reject", () => {
    // Rejections by rules the schemas cannot express (exactly one of image/snapshotId, ...) are
    // not marked: those requests conform to the schemas.
    for (const s of scenarios) {
      for (const { step } of requestSteps(s)) {
        if (!step.request.invalidRequest) continue;
        expect(wire.checkRequest(concreteRequest(api, s, step)).issues.length, `${s.id}: "${step.name}" is marked invalidRequest but conforms`).toBeGreaterThan(0);
      }
    }
  });
});

describe("lifecycle cases", () => {
  const { scenarios } = suites.find((s) => s.api === "lifecycle") as (typeof suites)[number];

  it("delete in cleanup every sandbox and snapshot a scenario creates", () => {
    for (const s of scenarios) {
      const cleaned = new Set((s.cleanup ?? []).filter((c) => c.request?.method === "DELETE").map((c) => c.request?.path));
      for (const { step } of requestSteps(s)) {
        if (s.cleanup?.includes(step)) continue;
        const creates = step.request.method === "POST" && (step.request.path === "/sandboxes" || step.request.path.endsWith("/snapshots"));
        const saved = Object.entries(step.save ?? {}).find(([, field]) => field === "body.id");
        if (!creates || !saved) continue;
        const collection = step.request.path === "/sandboxes" ? "sandboxes" : "snapshots";
        expect(cleaned.has(`/${collection}/{${saved[0]}}`), `${s.id}: {${saved[0]}} is not deleted in cleanup`).toBe(true);
      }
    }
  });
});

describe("execd cases", () => {
  const { spec, scenarios } = suites.find((s) => s.api === "execd") as (typeof suites)[number];

  it("exercise every operation but the WebSocket attach", () => {
    const report = computeCoverage(spec, scenarios);
    expect(report.uncovered.map((o) => o.key)).toEqual([]);
    expect(report.unknown).toEqual([]);
  });

  it("delete in cleanup every session and terminal they create", () => {
    for (const s of scenarios) {
      const cleaned = new Set((s.cleanup ?? []).filter((c) => c.request?.method === "DELETE").map((c) => c.request?.path));
      for (const step of s.steps) {
        if (step.request?.method !== "POST") continue;
        for (const [name, field] of Object.entries(step.save ?? {})) {
          if (step.request.path === "/session" && field === "body.session_id") expect(cleaned.has(`/session/{${name}}`), `${s.id}: session {${name}} not deleted`).toBe(true);
          if (step.request.path === "/pty" && field === "body.id") expect(cleaned.has(`/pty/{${name}}`), `${s.id}: terminal {${name}} not deleted`).toBe(true);
        }
      }
    }
  });

  it("work in a directory of their own under /tmp and remove it in cleanup", () => {
    for (const s of scenarios) {
      const text = JSON.stringify(s.steps);
      const dir = s.vars?.dir;
      if (dir === undefined) {
        // Without {dir}, a scenario may only touch /tmp paths that carry a {uuid} var or are missing on purpose.
        for (const [name, value] of Object.entries(s.vars ?? {})) {
          if (typeof value === "string" && value.startsWith("/tmp/")) expect(value, `${s.id}: ${name}`).toMatch(/\{uuid\}|\{uniq\}/);
        }
        continue;
      }
      expect(dir, s.id).toMatch(/^\/tmp\/osb-conformance-\{uuid\}$/);
      expect(text.includes("{dir}"), s.id).toBe(true);
      const cleanup = JSON.stringify(s.cleanup ?? []);
      const removes = cleanup.includes('"path":"/directories"') || cleanup.includes("rm -rf {dir}");
      expect(removes, `${s.id}: {dir} is not removed in cleanup`).toBe(true);
    }
  });
});
