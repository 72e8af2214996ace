// Shape of the case files under cases/ (validated by case-schema.json before use).

/** MUST: a failed expectation is a FAILURE. SHOULD: it is a WARNING. */
export type Level = "MUST" | "SHOULD";

/**
 * A step's level. `spec`: MUST when the request violates the spec's request schema (the spec
 * itself then mandates a rejection), SHOULD when the spec allows the request.
 */
export type StepLevel = Level | "spec";

export type Scalar = string | number | boolean | null;

/** Condition on a value. A bare scalar (or list) means `equals`. All given keys must hold. */
export type Matcher = Scalar | unknown[] | MatcherObject;

export interface MatcherObject {
  equals?: unknown;
  notEquals?: unknown;
  oneOf?: unknown[];
  exists?: boolean;
  matches?: string;
  notMatches?: string;
  contains?: unknown;
  notContains?: unknown;
  /** Array containing every one of these values. */
  containsAll?: unknown[];
  /** Array containing none of these values. */
  containsNone?: unknown[];
  length?: number;
  minLength?: number;
  maxLength?: number;
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
  type?: "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";
  /** Date-time equal to this one, within `toleranceSeconds` (default 1). */
  sameInstant?: string;
  toleranceSeconds?: number;
  /** Date-time strictly after / before this one. */
  after?: string;
  before?: string;
  /** Applies to every element of an array (e.g. a `[*]` path). */
  each?: Matcher;
}

export type StatusSpec = number | string;

export interface RequestSpec {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
  /** Relative to the API base; `{var}` values are percent-encoded. */
  path: string;
  query?: Record<string, Scalar | Scalar[]>;
  headers?: Record<string, string>;
  /** JSON body (sent with `content-type: application/json` unless `contentType` says otherwise). */
  json?: unknown;
  /** Raw body text. */
  body?: string;
  contentType?: string;
  /** `false`: send no API key. */
  auth?: boolean;
  /** Send this API key instead of the configured one. */
  apiKey?: string;
  /** The request deliberately violates the spec (negative test); the harness is not to blame. */
  invalidRequest?: boolean;
}

export interface Expectation {
  status?: StatusSpec | StatusSpec[];
  /** Name under `components/schemas` the body must validate against. */
  schema?: string;
  /** The body must be an error `{code, message}`; `code` is a literal or a `/regex/` (SHOULD-level). */
  error?: boolean | { code?: string };
  /** Header name (case-insensitive) → matcher on its value. */
  headers?: Record<string, Matcher>;
  /** Path rooted at `body`, `headers` or `status` → matcher. */
  fields?: Record<string, Matcher>;
  /** Extra expectations applied when the status matches the key (`404`, `4xx`). */
  onStatus?: Record<string, Expectation>;
}

export interface Poll {
  /** Repeat the request until this holds (a list: until any of them holds). */
  until: Expectation | Expectation[];
  /** Give up early when this holds, e.g. state `Failed` while waiting for `Running` (a list: any). */
  abortIf?: Expectation | Expectation[];
  timeoutSeconds?: number;
  intervalSeconds?: number;
}

export interface Step {
  name?: string;
  /** Run only when every variable matcher holds (else SKIPPED). */
  when?: Record<string, Matcher>;
  level?: StepLevel;
  request: RequestSpec;
  expect?: Expectation;
  poll?: Poll;
  /** Variable name → path (`body.id`, `status`, `headers.x-request-id`). */
  save?: Record<string, string>;
}

export interface Scenario {
  id: string;
  title?: string;
  description?: string;
  operationIds: string[];
  specRef: string | string[];
  level?: Level;
  /** Keep running later steps after a failed one (for tables of independent requests). */
  continueOnFailure?: boolean;
  /** Scenario variables, evaluated once in order at the start (may use builtins like `{uuid}`). */
  vars?: Record<string, unknown>;
  steps: Step[];
  /** Always run after the steps, whatever happened; failures are WARNINGs. */
  cleanup?: Step[];
}

export interface CaseFile {
  area?: string;
  description?: string;
  /** Free-form; holds YAML anchors (`&name`) that scenarios reuse. Ignored by the runner. */
  templates?: unknown;
  scenarios: Scenario[];
}

export interface LoadedScenario extends Scenario {
  /** Case file the scenario comes from, relative to the cases directory. */
  file: string;
}
