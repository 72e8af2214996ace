// Expected failures: an implementation lists the scenarios it knowingly fails. A failure not
// listed fails the run, and so does a listed scenario that now passes (the entry is stale and
// must be removed, so the list only ever shrinks).
//
// File format (YAML):
//   - id: lifecycle/auth/proxy-route-requires-key
//     reason: upstream exempts the proxy route from authentication
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import type { ScenarioResult } from "./checks/types.js";

export interface ExpectedFailure {
  id: string;
  reason: string;
}

export class BaselineError extends Error {
  override name = "BaselineError";
}

export function parseExpectedFailures(text: string, source = "expected failures"): ExpectedFailure[] {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new BaselineError(`${source}: not valid YAML: ${(error as Error).message}`);
  }
  if (data === null || data === undefined) return [];
  if (!Array.isArray(data)) throw new BaselineError(`${source}: expected a YAML list of {id, reason}`);
  const seen = new Set<string>();
  return data.map((entry, index) => {
    const e = entry as Partial<ExpectedFailure> | null;
    if (typeof e !== "object" || e === null || typeof e.id !== "string" || e.id === "" || typeof e.reason !== "string" || e.reason.trim() === "") {
      throw new BaselineError(`${source}: entry ${index + 1} must be {id: <scenario id>, reason: <why it fails>}`);
    }
    if (seen.has(e.id)) throw new BaselineError(`${source}: ${e.id} is listed twice`);
    seen.add(e.id);
    return { id: e.id, reason: e.reason };
  });
}

export function loadExpectedFailures(file: string): ExpectedFailure[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new BaselineError(`cannot read ${file}: ${(error as Error).message}`);
  }
  return parseExpectedFailures(text, file);
}

export interface StaleEntry extends ExpectedFailure {
  why: "passes" | "unknown-scenario";
}

export interface BaselineEvaluation {
  /** Failed scenarios not in the baseline. */
  unexpectedFailures: string[];
  /** Failed scenarios the baseline lists. */
  expectedFailures: ExpectedFailure[];
  /** Entries to delete: the scenario passes now, or no longer exists. */
  stale: StaleEntry[];
  ok: boolean;
}

/**
 * Compares results with the baseline. `knownIds` are all scenario ids in the case files, so an
 * entry for a scenario that was merely filtered out of this run is neither stale nor used.
 */
export function evaluateBaseline(results: Pick<ScenarioResult, "id" | "status">[], entries: ExpectedFailure[], knownIds: Set<string>): BaselineEvaluation {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const unexpectedFailures: string[] = [];
  const expectedFailures: ExpectedFailure[] = [];
  const stale: StaleEntry[] = [];
  for (const result of results) {
    const entry = byId.get(result.id);
    if (result.status === "FAIL") {
      if (entry) expectedFailures.push(entry);
      else unexpectedFailures.push(result.id);
    } else if (entry) {
      stale.push({ ...entry, why: "passes" });
    }
  }
  for (const entry of entries) {
    if (!knownIds.has(entry.id)) stale.push({ ...entry, why: "unknown-scenario" });
  }
  return { unexpectedFailures, expectedFailures, stale, ok: unexpectedFailures.length === 0 && stale.length === 0 };
}
