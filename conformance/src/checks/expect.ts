// Evaluates a case's `expect` block against one response. Each clause becomes one outcome so a
// report can say exactly which field differed.
import type { Expectation, StatusSpec } from "../cases/types.js";
import { bytesEqual, decodeBytes, firstDifference, showBytes, toBase64, toHex } from "../runner/bytes.js";
import type { WireResponse } from "../runner/driver.js";
import { interpolate, interpolateString } from "../runner/interpolate.js";
import type { Vars } from "../runner/interpolate.js";
import type { WireSchema } from "../wire-schema.js";
import { evaluateMatcher, resolveField, show } from "./matchers.js";
import { evaluateStream } from "./stream.js";

export interface Outcome {
  /** `status`, `schema:Sandbox`, `error`, `error-code`, `header:x-request-id`, `field:body.id`. */
  kind: string;
  ok: boolean;
  message: string;
  field?: string;
  expected?: string;
  actual?: unknown;
  /** SHOULD-level whatever the step's level (error codes are examples in the spec, not rules). */
  should?: boolean;
}

/**
 * What field paths resolve against: `body` (JSON, else text), `headers`, `status`, `events`
 * (event streams), `raw` (`raw.length`, `raw.hex`, `raw.base64`, `raw.text`) and `durationMs`.
 */
export function responseRoot(response: WireResponse): Record<string, unknown> {
  const bytes = response.bodyBytes ?? new TextEncoder().encode(response.bodyText);
  const root: Record<string, unknown> = {
    body: response.json ?? (response.bodyText === "" || response.events ? undefined : response.bodyText),
    headers: response.headers,
    status: response.status,
    durationMs: response.durationMs,
  };
  Object.defineProperty(root, "raw", {
    enumerable: true,
    get: () => ({ length: bytes.byteLength, text: response.bodyText, hex: toHex(bytes), base64: toBase64(bytes) }),
  });
  if (response.events) root.events = response.events;
  return root;
}

export function statusMatches(status: number, spec: StatusSpec | StatusSpec[]): boolean {
  const specs = Array.isArray(spec) ? spec : [spec];
  return specs.some((s) => (typeof s === "number" ? s === status : new RegExp(`^${s.toLowerCase().replace(/x/g, "\\d")}$`).test(String(status))));
}

function showStatus(spec: StatusSpec | StatusSpec[]): string {
  return Array.isArray(spec) ? spec.join(" or ") : String(spec);
}

/** `/regex/` or an exact string. */
function textMatches(pattern: string, value: string): boolean {
  const regex = /^\/(.*)\/([a-z]*)$/.exec(pattern);
  return regex ? new RegExp(regex[1] as string, regex[2]).test(value) : pattern === value;
}

export function evaluateExpectation(expectation: Expectation, response: WireResponse, vars: Vars, wire: WireSchema): Outcome[] {
  const outcomes: Outcome[] = [];
  const root = responseRoot(response);

  if (expectation.status !== undefined) {
    const ok = statusMatches(response.status, expectation.status);
    outcomes.push({
      kind: "status",
      ok,
      message: ok ? `status ${response.status}` : `status: expected ${showStatus(expectation.status)}, got ${response.status}`,
      expected: showStatus(expectation.status),
      actual: response.status,
    });
  }

  if (expectation.schema !== undefined) {
    const errors = response.json === undefined ? ["body is not JSON"] : wire.validateNamedSchema(expectation.schema, response.json);
    outcomes.push({
      kind: `schema:${expectation.schema}`,
      ok: errors.length === 0,
      message: errors.length === 0 ? `body is a valid ${expectation.schema}` : `body is not a valid ${expectation.schema}: ${errors.join("; ")}`,
      expected: expectation.schema,
    });
  }

  if (expectation.error !== undefined && expectation.error !== false) {
    const body = response.json as Record<string, unknown> | undefined;
    const shapeOk =
      typeof body === "object" && body !== null && !Array.isArray(body) &&
      typeof body.code === "string" && body.code !== "" && typeof body.message === "string" && body.message !== "";
    outcomes.push({
      kind: "error",
      ok: shapeOk,
      message: shapeOk ? "error body {code, message}" : "error body: expected {code, message} with non-empty strings",
      expected: "{code: string, message: string}",
      actual: response.json ?? response.bodyText,
    });
    const code = typeof expectation.error === "object" ? expectation.error.code : undefined;
    if (code !== undefined && shapeOk) {
      const ok = textMatches(code, body.code as string);
      outcomes.push({
        kind: "error-code",
        ok,
        should: true,
        message: ok ? `error code ${String(body.code)}` : `error code: expected ${code}, got ${show(body.code)}`,
        field: "body.code",
        expected: code,
        actual: body.code,
      });
    }
  }

  for (const [name, matcher] of Object.entries(expectation.headers ?? {})) {
    const field = `headers.${name.toLowerCase()}`;
    const resolved = resolveField(root, field);
    const mismatches = evaluateMatcher(resolved, matcher, vars);
    outcomes.push(fieldOutcome(`header:${name.toLowerCase()}`, `header ${name}`, field, resolved.value, mismatches));
  }

  for (const [rawField, matcher] of Object.entries(expectation.fields ?? {})) {
    const field = interpolateFieldPath(rawField, vars);
    const resolved = resolveField(root, field);
    const mismatches = evaluateMatcher(resolved, matcher, vars);
    outcomes.push(fieldOutcome(`field:${field}`, `field ${field}`, field, resolved.value, mismatches));
  }

  if (expectation.stream !== undefined) outcomes.push(...evaluateStream(expectation.stream, response, vars));

  if (expectation.bytes !== undefined) {
    const actual = response.bodyBytes ?? new TextEncoder().encode(response.bodyText);
    let wanted: Uint8Array | undefined;
    let problem: string | undefined;
    try {
      wanted = decodeBytes(interpolateBytes(expectation.bytes, vars));
    } catch (error) {
      problem = (error as Error).message;
    }
    const ok = wanted !== undefined && bytesEqual(actual, wanted);
    const at = wanted ? firstDifference(actual, wanted) : -1;
    outcomes.push({
      kind: "bytes",
      ok,
      message: ok
        ? `body is the expected ${actual.byteLength} byte(s)`
        : problem ?? `body bytes differ${at >= 0 ? ` from offset ${at}` : ""}: expected ${showBytes(wanted as Uint8Array)}, got ${showBytes(actual)}`,
      field: "raw",
      expected: wanted ? showBytes(wanted) : String(problem),
      actual: showBytes(actual),
    });
  }

  for (const [status, nested] of Object.entries(expectation.onStatus ?? {})) {
    if (statusMatches(response.status, /^\d+$/.test(status) ? Number(status) : status)) {
      outcomes.push(...evaluateExpectation(nested, response, vars, wire));
    }
  }
  return outcomes;
}

/** Field paths may hold placeholders inside quoted keys: `body["{dir}/a.txt"].size`. */
export function interpolateFieldPath(field: string, vars: Vars): string {
  return field.includes("{") ? String(interpolateString(`${field}`, vars, (part) => part)) : field;
}

function interpolateBytes<T extends object>(spec: T, vars: Vars): T {
  return interpolate(spec, vars) as T;
}

function fieldOutcome(kind: string, label: string, field: string, actual: unknown, mismatches: ReturnType<typeof evaluateMatcher>): Outcome {
  if (mismatches.length === 0) return { kind, ok: true, message: `${label} ok`, field, actual };
  const expected = mismatches.map((m) => m.expected).join("; ");
  return { kind, ok: false, message: `${label}: expected ${expected}, got ${show(actual)}`, field, expected, actual };
}
