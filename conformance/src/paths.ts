// Locations inside the conformance package, independent of the working directory.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_CASES_DIR = path.join(PACKAGE_DIR, "cases");
export const DEFAULT_RESULTS_DIR = path.join(PACKAGE_DIR, "results");
export const CASE_SCHEMA_FILE = path.join(PACKAGE_DIR, "case-schema.json");
/** The repository's specs/; the published package carries a copy in its own specs/ (build.ts). */
const SPECS_DIR = existsSync(path.join(PACKAGE_DIR, "src")) ? path.join(PACKAGE_DIR, "..", "specs") : path.join(PACKAGE_DIR, "specs");
/** The lifecycle spec (override with --spec or OSB_CONFORMANCE_SPEC). */
export const DEFAULT_SPEC_FILE = path.join(SPECS_DIR, "sandbox-lifecycle.yml");
/** The execd spec (override with --spec or OSB_CONFORMANCE_EXECD_SPEC). */
export const DEFAULT_EXECD_SPEC_FILE = path.join(SPECS_DIR, "execd-api.yaml");

/** The APIs the suite covers; each has its spec and its directory under cases/. */
export type Api = "lifecycle" | "execd";
export const APIS: readonly Api[] = ["lifecycle", "execd"];

export function resolveSpecFile(option: string | undefined, api: Api = "lifecycle"): string {
  if (option) return path.resolve(option);
  if (api === "execd") return path.resolve(process.env.OSB_CONFORMANCE_EXECD_SPEC ?? DEFAULT_EXECD_SPEC_FILE);
  return path.resolve(process.env.OSB_CONFORMANCE_SPEC ?? DEFAULT_SPEC_FILE);
}

export function defaultCasesDir(api: Api): string {
  return path.join(DEFAULT_CASES_DIR, api);
}
