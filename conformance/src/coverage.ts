// Which spec operations the cases exercise: those a scenario declares in `operationIds` plus
// those its steps' requests resolve to.
import type { LoadedScenario } from "./cases/types.js";
import { matchOperation } from "./spec.js";
import type { LoadedSpec, SpecOperation } from "./spec.js";

/** Operation keys the steps (and cleanup steps) of a scenario send requests to. */
export function operationsTouched(spec: LoadedSpec, scenario: LoadedScenario): Set<string> {
  const keys = new Set<string>();
  for (const step of [...scenario.steps, ...(scenario.cleanup ?? [])]) {
    if (!step.request) continue;
    const path = step.request.path.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, "placeholder");
    const match = matchOperation(spec, step.request.method, path);
    if (match) keys.add(match.operation.key);
  }
  return keys;
}

export interface OperationCoverage {
  key: string;
  method: string;
  path: string;
  extension: boolean;
  scenarios: string[];
}

export interface CoverageReport {
  covered: OperationCoverage[];
  uncovered: OperationCoverage[];
  /** `operationIds` named by scenarios that the spec does not define. */
  unknown: Array<{ scenarioId: string; operationId: string }>;
}

export function computeCoverage(spec: LoadedSpec, scenarios: LoadedScenario[]): CoverageReport {
  const byKey = new Map<string, OperationCoverage>(
    spec.operations.map((op: SpecOperation) => [op.key, { key: op.key, method: op.method, path: op.pathTemplate, extension: op.extension, scenarios: [] }]),
  );
  const unknown: CoverageReport["unknown"] = [];
  for (const scenario of scenarios) {
    for (const operationId of scenario.operationIds) {
      if (!byKey.has(operationId)) unknown.push({ scenarioId: scenario.id, operationId });
    }
    for (const key of new Set([...scenario.operationIds, ...operationsTouched(spec, scenario)])) {
      byKey.get(key)?.scenarios.push(scenario.id);
    }
  }
  const all = [...byKey.values()];
  return { covered: all.filter((o) => o.scenarios.length > 0), uncovered: all.filter((o) => o.scenarios.length === 0), unknown };
}
