// Results are data: every check the runner makes becomes one of these, whatever its outcome.

export type CheckStatus = "SUCCESS" | "FAILURE" | "WARNING" | "SKIPPED";

/** Who is at fault when the check fails: the server under test, or the suite itself. */
export type Origin = "implementation" | "harness";

export interface CheckDetails {
  message: string;
  /** `step 2 "create sandbox"` or `cleanup 1 "delete sandbox"`. */
  step?: string;
  field?: string;
  expected?: string;
  actual?: unknown;
  /** `GET http://host/v1/sandboxes?page=0`. */
  request?: string;
  response?: { status: number; body: string };
}

export interface CheckResult {
  /** `<scenario id>#<step>:<kind>`, e.g. `lifecycle/create/accepts-valid-request#step2:field:body.status.state`. */
  id: string;
  scenarioId: string;
  status: CheckStatus;
  operationId?: string;
  specRef?: string;
  origin?: Origin;
  details: CheckDetails;
}

/** UNSUPPORTED: a step marked `feature` was refused with 400 NOT_SUPPORTED (the server does not offer it). */
export type ScenarioStatus = "PASS" | "FAIL" | "WARN" | "UNSUPPORTED";

/** The kind of the SKIPPED check a `feature` step records when the server does not offer the feature. */
export const UNSUPPORTED_CHECK = "unsupported";

export interface ScenarioResult {
  id: string;
  title?: string;
  file: string;
  status: ScenarioStatus;
  durationMs: number;
  checks: CheckResult[];
}

export function scenarioStatus(checks: CheckResult[]): ScenarioStatus {
  if (checks.some((c) => c.status === "FAILURE")) return "FAIL";
  if (checks.some((c) => c.status === "SKIPPED" && c.id.endsWith(`:${UNSUPPORTED_CHECK}`))) return "UNSUPPORTED";
  return checks.some((c) => c.status === "WARNING") ? "WARN" : "PASS";
}
