// Static checks of the case files: schema-valid, consistent with the spec, and self-consistent
// (variables defined before use, sandboxes cleaned up), so mistakes show up before a run.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { listCaseFiles, loadScenarios, validateCaseFile } from "../src/cases/load.js";
import type { LoadedScenario, Step } from "../src/cases/types.js";
import { parseFieldPath } from "../src/checks/matchers.js";
import { CASE_SCHEMA_FILE, DEFAULT_CASES_DIR, DEFAULT_SPEC_FILE } from "../src/paths.js";
import type { WireRequest } from "../src/runner/driver.js";
import { interpolate, interpolateString, referencedVariables } from "../src/runner/interpolate.js";
import { getAtPointer, loadSpec } from "../src/spec.js";
import { WireSchema } from "../src/wire-schema.js";

const spec = loadSpec(DEFAULT_SPEC_FILE);
const wire = new WireSchema(spec);
const scenarios = loadScenarios(DEFAULT_CASES_DIR);
const BUILTINS = new Set(["image", "uniq"]);

/** The request a step would send, with every variable replaced by a plausible value. */
function concreteRequest(scenario: LoadedScenario, step: Step): WireRequest {
  const r = step.request;
  const vars: Record<string, unknown> = { image: "busybox:latest", uniq: "abcd1234" };
  for (const [name, value] of Object.entries(scenario.vars ?? {})) vars[name] = interpolate(value, vars);
  for (const name of referencedVariables(r)) vars[name] ??= `value-of-${name}`;
  return {
    method: r.method,
    path: interpolateString(r.path, vars, encodeURIComponent) as string,
    query: Object.entries(r.query ?? {}).flatMap(([k, v]) =>
      [v].flat().map((x) => [k, String(typeof x === "string" ? interpolateString(x, vars) : x)] as [string, string]),
    ),
    headers: { "content-type": r.contentType ?? "application/json" },
    ...(r.json !== undefined ? { body: JSON.stringify(interpolate(r.json, vars)) } : r.body !== undefined ? { body: String(interpolateString(r.body, vars)) } : {}),
  };
}

function steps(s: LoadedScenario): Array<{ step: Step; cleanup: boolean }> {
  return [...s.steps.map((step) => ({ step, cleanup: false })), ...(s.cleanup ?? []).map((step) => ({ step, cleanup: true }))];
}

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
    const errors = validateCaseFile({ scenarios: [{ id: "Not Kebab", operationIds: [], specRef: "x", steps: [] }] });
    expect(errors.length).toBeGreaterThan(0);
  });

  it("has unique scenario ids whose first two segments name the file", () => {
    expect(scenarios.length).toBeGreaterThan(40);
    for (const s of scenarios) {
      const [dir, file] = s.file.split(path.sep);
      expect(s.id.startsWith(`${dir}/${file?.replace(/\.ya?ml$/, "")}/`), `${s.id} in ${s.file}`).toBe(true);
    }
  });

  it("names only operationIds that the spec defines", () => {
    const known = new Set(spec.operations.map((o) => o.key));
    for (const s of scenarios) for (const id of s.operationIds) expect(known.has(id), `${s.id}: ${id}`).toBe(true);
  });

  it("sends every request to a spec operation, and declares the operations its steps exercise", () => {
    // Polling and cleanup steps only support the scenario and need not be declared.
    for (const s of scenarios) {
      for (const { step, cleanup } of steps(s)) {
        const match = wire.checkRequest(concreteRequest(s, step)).match;
        expect(match, `${s.id}: ${step.request.method} ${step.request.path} is not in the spec`).toBeDefined();
        if (match && !cleanup && !step.poll) expect(s.operationIds, `${s.id}: ${step.request.method} ${step.request.path}`).toContain(match.operation.key);
      }
    }
  });

  it("points every specRef at something in the spec", () => {
    for (const s of scenarios) {
      for (const ref of [s.specRef].flat()) {
        const [file, pointer] = ref.split("#") as [string, string];
        expect(file, s.id).toBe(spec.fileName);
        expect(getAtPointer(spec.doc, pointer), `${s.id}: ${ref}`).toBeDefined();
      }
    }
  });

  it("names only schemas from components/schemas and uses parseable field paths", () => {
    const names = Object.keys((spec.doc.components as { schemas: object }).schemas);
    for (const s of scenarios) {
      for (const { step } of steps(s)) {
        const expectations = [step.expect, ...[step.poll?.until ?? []].flat(), ...[step.poll?.abortIf ?? []].flat()].filter((e) => e !== undefined);
        for (const e of expectations) {
          if (e.schema) expect(names, s.id).toContain(e.schema);
          for (const field of Object.keys(e.fields ?? {})) expect(() => parseFieldPath(field), `${s.id}: ${field}`).not.toThrow();
        }
        for (const field of Object.values(step.save ?? {})) expect(() => parseFieldPath(field), `${s.id}: ${field}`).not.toThrow();
      }
    }
  });

  it("defines every variable before a step uses it", () => {
    for (const s of scenarios) {
      const defined = new Set([...BUILTINS, ...Object.keys(s.vars ?? {})]);
      const savedAnywhere = new Set(steps(s).flatMap(({ step }) => Object.keys(step.save ?? {})));
      for (const { step, cleanup } of steps(s)) {
        const used = referencedVariables([step.request, step.expect, step.poll, Object.keys(step.when ?? {}).map((k) => `{${k}}`)]);
        for (const name of used) {
          const ok = defined.has(name) || (cleanup && savedAnywhere.has(name));
          expect(ok, `${s.id}: {${name}} used before it is defined`).toBe(true);
        }
        for (const name of Object.keys(step.save ?? {})) defined.add(name);
      }
    }
  });

  it("deletes in cleanup every sandbox and snapshot a scenario creates", () => {
    for (const s of scenarios) {
      const cleaned = new Set((s.cleanup ?? []).filter((c) => c.request.method === "DELETE").map((c) => c.request.path));
      for (const step of s.steps) {
        const creates =
          step.request.method === "POST" && (step.request.path === "/sandboxes" || step.request.path.endsWith("/snapshots"));
        const saved = Object.entries(step.save ?? {}).find(([, field]) => field === "body.id");
        if (!creates || !saved) continue;
        const collection = step.request.path === "/sandboxes" ? "sandboxes" : "snapshots";
        expect(cleaned.has(`/${collection}/{${saved[0]}}`), `${s.id}: {${saved[0]}} is not deleted in cleanup`).toBe(true);
      }
    }
  });

  it("sends spec-valid requests unless a step is marked invalidRequest", () => {
    for (const s of scenarios) {
      for (const { step } of steps(s)) {
        if (step.request.invalidRequest) continue;
        expect(wire.checkRequest(concreteRequest(s, step)).issues, `${s.id}: ${step.request.method} ${step.request.path}`).toEqual([]);
      }
    }
  });

  it("marks as invalidRequest only requests that the spec's schemas reject", () => {
    // Rejections by rules the schemas cannot express (exactly one of image/snapshotId, ...) are
    // not marked: those requests conform to the schemas.
    for (const s of scenarios) {
      for (const { step } of steps(s)) {
        if (!step.request.invalidRequest) continue;
        expect(wire.checkRequest(concreteRequest(s, step)).issues.length, `${s.id}: "${step.name}" is marked invalidRequest but conforms`).toBeGreaterThan(0);
      }
    }
  });
});
