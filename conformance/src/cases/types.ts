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

/** Binary content: base64, hex (whitespace allowed between bytes) or UTF-8 text. */
export type BytesSpec = { base64: string } | { hex: string } | { text: string };

/** One part of a multipart/form-data body. */
export interface FormPartSpec {
  name: string;
  /** Makes it a file part (`filename=` in Content-Disposition). */
  filename?: string;
  /** Default: `application/json` for `json`, none for a text `body`, `application/octet-stream` for bytes. */
  contentType?: string;
  /** JSON content (serialized). */
  json?: unknown;
  /** Text or bytes content. */
  body?: string | BytesSpec;
}

export interface RequestSpec {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
  /** Relative to the API base; `{var}` values are percent-encoded. */
  path: string;
  query?: Record<string, Scalar | Scalar[]>;
  headers?: Record<string, string>;
  /** JSON body (sent with `content-type: application/json` unless `contentType` says otherwise). */
  json?: unknown;
  /** Raw body: text, or bytes (sent as `application/octet-stream` unless `contentType` says otherwise). */
  body?: string | BytesSpec;
  /** multipart/form-data body, parts in order. */
  multipart?: FormPartSpec[];
  contentType?: string;
  /** `false`: send no credential (API key or access token). */
  auth?: boolean;
  /**
   * Send this credential instead of the configured one, in the header of the spec's `apiKey`
   * security scheme (`OPEN-SANDBOX-API-KEY` for the lifecycle API, `X-EXECD-ACCESS-TOKEN` for execd).
   */
  apiKey?: string;
  /** Stop reading an event stream after this many events (for streams that never end). */
  maxEvents?: number;
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
  /** Assertions on the events of a `text/event-stream` response. */
  stream?: StreamExpectation;
  /** The body is exactly these bytes. */
  bytes?: BytesSpec;
  /** Extra expectations applied when the status matches the key (`404`, `4xx`). */
  onStatus?: Record<string, Expectation>;
}

/** Event field path (relative to one event: `type`, `text`, `error.evalue`) -> matcher. */
export type EventMatch = Record<string, Matcher>;

/**
 * Assertions on an event stream. Terminal events are those of type `error` and
 * `execution_complete`; `ping` keep-alives are left out of `types` and `texts`.
 */
export interface StreamExpectation {
  /** The first event (pings included). */
  first?: EventMatch;
  /** The list of event types in order, pings excluded. */
  types?: Matcher;
  /** Event type -> matcher on the list of the `text`s of the events of that type, in order. */
  texts?: Record<string, Matcher>;
  /** Event type -> matcher on the number of events of that type. */
  count?: Record<string, Matcher>;
  /**
   * Exactly this terminal event (or these, in order), and no event of any kind after the
   * last one.
   */
  terminal?: EventMatch | EventMatch[];
  /** Each of these matches at least one event. */
  includes?: EventMatch[];
  /** None of these matches any event. */
  excludes?: EventMatch[];
  /** Every event matches this. */
  every?: EventMatch;
}

export interface Poll {
  /** Repeat the request until this holds (a list: until any of them holds). */
  until: Expectation | Expectation[];
  /** Give up early when this holds, e.g. state `Failed` while waiting for `Running` (a list: any). */
  abortIf?: Expectation | Expectation[];
  timeoutSeconds?: number;
  intervalSeconds?: number;
}

export interface Detach {
  /** Handle a later `join` step names. */
  as: string;
  /** Continue once this many events arrived (or the response ended). @default 1 for event streams */
  events?: number;
}

export interface Step {
  name?: string;
  /** Run only when every variable matcher holds (else SKIPPED). */
  when?: Record<string, Matcher>;
  level?: StepLevel;
  /** Absent only on `join` steps. */
  request?: RequestSpec;
  /**
   * Send the request and go on while it is still running; `expect` and `save` apply to what
   * has arrived by then (status, headers, the first events).
   */
  detach?: Detach;
  /** Wait for the response of a detached request; `expect` and `save` apply to all of it. */
  join?: string;
  expect?: Expectation;
  poll?: Poll;
  /** Variable name → path (`body.id`, `status`, `headers.x-request-id`). */
  save?: Record<string, string>;
  /**
   * Names the optional feature this step uses (e.g. "pause and resume"): a 400 NOT_SUPPORTED
   * answer ends the scenario as UNSUPPORTED instead of failing it.
   */
  feature?: string;
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
