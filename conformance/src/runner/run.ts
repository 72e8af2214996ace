// Runs a set of scenarios, `concurrency` at a time, keeping results in input order.
import type { LoadedScenario } from "../cases/types.js";
import type { ScenarioResult } from "../checks/types.js";
import { runScenario } from "./scenario.js";
import type { RunOptions } from "./scenario.js";

export async function runScenarios(
  scenarios: LoadedScenario[],
  options: RunOptions,
  concurrency = 1,
  onResult?: (result: ScenarioResult) => void,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = new Array(scenarios.length);
  let next = 0;
  const worker = async () => {
    while (next < scenarios.length) {
      const index = next++;
      const result = await runScenario(scenarios[index] as LoadedScenario, options);
      results[index] = result;
      onResult?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, scenarios.length)) }, worker));
  return results;
}
