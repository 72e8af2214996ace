// Locations inside the conformance package, independent of the working directory.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_CASES_DIR = path.join(PACKAGE_DIR, "cases");
export const DEFAULT_RESULTS_DIR = path.join(PACKAGE_DIR, "results");
export const CASE_SCHEMA_FILE = path.join(PACKAGE_DIR, "case-schema.json");
/** The lifecycle spec of this repository (override with --spec or OSB_CONFORMANCE_SPEC). */
export const DEFAULT_SPEC_FILE = path.join(PACKAGE_DIR, "..", "specs", "sandbox-lifecycle.yml");

export function resolveSpecFile(option: string | undefined): string {
  return path.resolve(option ?? process.env.OSB_CONFORMANCE_SPEC ?? DEFAULT_SPEC_FILE);
}
