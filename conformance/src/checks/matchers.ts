// Field paths (`body.items[*].id`) and the matcher language used by `fields`, `headers`,
// `when` and `poll` in case files.
import { interpolate } from "../runner/interpolate.js";
import type { Vars } from "../runner/interpolate.js";
import type { Matcher, MatcherObject } from "../cases/types.js";

export type Segment = { key: string } | { index: number } | { wildcard: true };

const SEGMENT = /\.([A-Za-z0-9_$-]+)|\[(\*|\d+|"[^"]*")\]/y;

export function parseFieldPath(fieldPath: string): Segment[] {
  const root = /^[A-Za-z_][A-Za-z0-9_]*/.exec(fieldPath);
  if (!root) throw new Error(`invalid field path "${fieldPath}"`);
  const segments: Segment[] = [{ key: root[0] }];
  SEGMENT.lastIndex = root[0].length;
  while (SEGMENT.lastIndex < fieldPath.length) {
    const m = SEGMENT.exec(fieldPath);
    if (!m) throw new Error(`invalid field path "${fieldPath}" at offset ${SEGMENT.lastIndex}`);
    if (m[1] !== undefined) segments.push({ key: m[1] });
    else if (m[2] === "*") segments.push({ wildcard: true });
    else if (m[2]?.startsWith('"')) segments.push({ key: m[2].slice(1, -1) });
    else segments.push({ index: Number(m[2]) });
  }
  return segments;
}

export interface Resolved {
  found: boolean;
  /** The value; for a path with `[*]`, the array of values found. */
  value: unknown;
}

/** Resolves a path against a root object; keys under `headers` are matched case-insensitively. */
export function resolveField(root: Record<string, unknown>, fieldPath: string): Resolved {
  const segments = parseFieldPath(fieldPath);
  const caseInsensitive = "key" in segments[0]! && segments[0].key === "headers";
  return walk(root, segments, caseInsensitive);
}

function walk(value: unknown, segments: Segment[], caseInsensitive: boolean): Resolved {
  let current: unknown = value;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    if ("wildcard" in segment) {
      if (!Array.isArray(current)) return { found: false, value: undefined };
      const rest = segments.slice(i + 1);
      const values = current.map((el) => walk(el, rest, caseInsensitive)).filter((r) => r.found).map((r) => r.value);
      return { found: true, value: values };
    }
    if ("index" in segment) {
      if (!Array.isArray(current) || segment.index >= current.length) return { found: false, value: undefined };
      current = current[segment.index];
      continue;
    }
    if (typeof current !== "object" || current === null || Array.isArray(current)) return { found: false, value: undefined };
    const record = current as Record<string, unknown>;
    const key = caseInsensitive && i > 0 ? Object.keys(record).find((k) => k.toLowerCase() === segment.key.toLowerCase()) : segment.key;
    if (key === undefined || !Object.hasOwn(record, key)) return { found: false, value: undefined };
    current = record[key];
  }
  return { found: true, value: current };
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (typeof a === "object" && typeof b === "object" && a !== null && b !== null && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

/** One clause of a matcher that did not hold. */
export interface Mismatch {
  expected: string;
  actual: unknown;
}

export function show(value: unknown): string {
  if (value === undefined) return "(absent)";
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function isMatcherObject(matcher: Matcher): matcher is MatcherObject {
  return typeof matcher === "object" && matcher !== null && !Array.isArray(matcher);
}

function lengthOf(value: unknown): number | undefined {
  return Array.isArray(value) || typeof value === "string" ? value.length : undefined;
}

function timeOf(value: unknown): number {
  return typeof value === "string" ? Date.parse(value) : Number.NaN;
}

function containsValue(container: unknown, item: unknown): boolean | undefined {
  if (Array.isArray(container)) return container.some((el) => deepEqual(el, item));
  if (typeof container === "string") return container.includes(typeof item === "string" ? item : JSON.stringify(item));
  if (typeof container === "object" && container !== null) return typeof item === "string" && Object.hasOwn(container, item);
  return undefined;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/**
 * Evaluates a matcher against a resolved value; returns the clauses that failed (empty: match).
 * Matcher operands may contain `{var}` placeholders.
 */
export function evaluateMatcher(resolved: Resolved, rawMatcher: Matcher, vars: Vars): Mismatch[] {
  return match(resolved, interpolate(rawMatcher, vars) as Matcher);
}

function match(resolved: Resolved, matcher: Matcher): Mismatch[] {
  const { found, value } = resolved;
  if (!isMatcherObject(matcher)) {
    return found && deepEqual(value, matcher) ? [] : [{ expected: show(matcher), actual: value }];
  }
  const failures: Mismatch[] = [];
  const fail = (expected: string) => failures.push({ expected, actual: value });
  if (matcher.exists !== undefined && matcher.exists !== found) fail(matcher.exists ? "present" : "absent");
  const clauses = Object.keys(matcher).filter((k) => k !== "exists" && k !== "toleranceSeconds");
  if (!found) {
    if (clauses.length > 0 && matcher.exists !== false && failures.length === 0) fail(`present and ${describe(matcher)}`);
    return failures;
  }
  if ("equals" in matcher && !deepEqual(value, matcher.equals)) fail(show(matcher.equals));
  if ("notEquals" in matcher && deepEqual(value, matcher.notEquals)) fail(`not ${show(matcher.notEquals)}`);
  if (matcher.oneOf && !matcher.oneOf.some((v) => deepEqual(value, v))) fail(`one of ${show(matcher.oneOf)}`);
  if (matcher.matches !== undefined && !(typeof value === "string" && new RegExp(matcher.matches).test(value))) fail(`matching /${matcher.matches}/`);
  if (matcher.notMatches !== undefined && !(typeof value === "string" && !new RegExp(matcher.notMatches).test(value))) {
    fail(`a string not matching /${matcher.notMatches}/`);
  }
  if ("contains" in matcher && containsValue(value, matcher.contains) !== true) fail(`containing ${show(matcher.contains)}`);
  if ("notContains" in matcher && containsValue(value, matcher.notContains) !== false) fail(`not containing ${show(matcher.notContains)}`);
  if (matcher.containsAll && !(Array.isArray(value) && matcher.containsAll.every((v) => containsValue(value, v)))) fail(`containing all of ${show(matcher.containsAll)}`);
  if (matcher.containsNone && !(Array.isArray(value) && matcher.containsNone.every((v) => !containsValue(value, v)))) fail(`containing none of ${show(matcher.containsNone)}`);
  const length = lengthOf(value);
  if (matcher.length !== undefined && length !== matcher.length) fail(`length ${matcher.length} (got ${length ?? "no length"})`);
  if (matcher.minLength !== undefined && !(length !== undefined && length >= matcher.minLength)) fail(`length >= ${matcher.minLength} (got ${length ?? "no length"})`);
  if (matcher.maxLength !== undefined && !(length !== undefined && length <= matcher.maxLength)) fail(`length <= ${matcher.maxLength} (got ${length ?? "no length"})`);
  const num = typeof value === "number" ? value : undefined;
  if (matcher.gt !== undefined && !(num !== undefined && num > matcher.gt)) fail(`> ${matcher.gt}`);
  if (matcher.gte !== undefined && !(num !== undefined && num >= matcher.gte)) fail(`>= ${matcher.gte}`);
  if (matcher.lt !== undefined && !(num !== undefined && num < matcher.lt)) fail(`< ${matcher.lt}`);
  if (matcher.lte !== undefined && !(num !== undefined && num <= matcher.lte)) fail(`<= ${matcher.lte}`);
  if (matcher.type !== undefined) {
    const ok = matcher.type === "integer" ? Number.isInteger(value) : typeName(value) === matcher.type;
    if (!ok) fail(`of type ${matcher.type}`);
  }
  if (matcher.sameInstant !== undefined) {
    const delta = Math.abs(timeOf(value) - timeOf(matcher.sameInstant));
    if (!(delta <= (matcher.toleranceSeconds ?? 1) * 1000)) fail(`the instant ${matcher.sameInstant} (±${matcher.toleranceSeconds ?? 1}s)`);
  }
  if (matcher.after !== undefined && !(timeOf(value) > timeOf(matcher.after))) fail(`a time after ${matcher.after}`);
  if (matcher.before !== undefined && !(timeOf(value) < timeOf(matcher.before))) fail(`a time before ${matcher.before}`);
  if (matcher.each !== undefined) {
    if (!Array.isArray(value)) fail("an array");
    else {
      value.forEach((element, index) => {
        for (const m of match({ found: true, value: element }, matcher.each as Matcher)) {
          failures.push({ expected: `every element ${m.expected} ([${index}] differs)`, actual: value });
        }
      });
    }
  }
  return failures;
}

function describe(matcher: MatcherObject): string {
  return Object.entries(matcher)
    .filter(([k]) => k !== "exists")
    .map(([k, v]) => `${k} ${show(v)}`)
    .join(", ");
}
