// Reads case files, validates each against case-schema.json and returns their scenarios.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv/dist/2020.js";
import { parse as parseYaml } from "yaml";
import { CASE_SCHEMA_FILE } from "../paths.js";
import { formatErrors } from "../wire-schema.js";
import type { CaseFile, LoadedScenario } from "./types.js";

export class CaseLoadError extends Error {
  override name = "CaseLoadError";
  constructor(readonly problems: string[]) {
    super(`invalid case files:\n  ${problems.join("\n  ")}`);
  }
}

let caseValidator: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (!caseValidator) {
    const schema = JSON.parse(readFileSync(CASE_SCHEMA_FILE, "utf8")) as object;
    caseValidator = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(schema);
  }
  return caseValidator;
}

/** Errors of one parsed case file against case-schema.json; empty when valid. */
export function validateCaseFile(data: unknown): string[] {
  const validate = validator();
  return validate(data) ? [] : formatErrors(validate.errors);
}

export function listCaseFiles(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name) && !e.name.startsWith("_"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Loads every case file under `dir`; throws `CaseLoadError` listing every problem found. */
export function loadScenarios(dir: string): LoadedScenario[] {
  const problems: string[] = [];
  const scenarios: LoadedScenario[] = [];
  const seen = new Map<string, string>();
  const files = listCaseFiles(dir);
  if (files.length === 0) problems.push(`no case files (*.yaml) under ${dir}`);
  for (const file of files) {
    const rel = path.relative(dir, file);
    let data: unknown;
    try {
      data = parseYaml(readFileSync(file, "utf8"), { merge: true, maxAliasCount: -1 });
    } catch (error) {
      problems.push(`${rel}: not valid YAML: ${(error as Error).message}`);
      continue;
    }
    const errors = validateCaseFile(data);
    if (errors.length > 0) {
      problems.push(...errors.map((e) => `${rel}: ${e}`));
      continue;
    }
    for (const scenario of (data as CaseFile).scenarios) {
      const other = seen.get(scenario.id);
      if (other) problems.push(`${rel}: scenario id ${scenario.id} is also used in ${other}`);
      seen.set(scenario.id, rel);
      scenarios.push({ ...scenario, file: rel });
    }
  }
  if (problems.length > 0) throw new CaseLoadError(problems);
  return scenarios;
}
