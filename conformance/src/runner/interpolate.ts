// `{var}` substitution in case data. Builtins: {uuid} (fresh each use), {now}, {now+90s},
// {now-1h}, {now+2d} (RFC 3339 UTC, whole seconds), {epoch}, {epoch+10m} (Unix seconds, in
// decimal). `{{` stands for a literal `{` (a `}` never
// needs escaping, so JSON text such as `{"a": {"b": 1}}` passes through unchanged).
import { randomUUID } from "node:crypto";

export type Vars = Record<string, unknown>;

export class UndefinedVariableError extends Error {
  override name = "UndefinedVariableError";
  constructor(readonly variable: string) {
    super(`variable {${variable}} is not defined`);
  }
}

const PLACEHOLDER = /\{\{|\{([A-Za-z_][A-Za-z0-9_]*)([+-]\d+[smhd])?\}/g;
const WHOLE = /^\{([A-Za-z_][A-Za-z0-9_]*)([+-]\d+[smhd])?\}$/;
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** RFC 3339 UTC timestamp without fractional seconds. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function resolve(name: string, offset: string | undefined, vars: Vars): unknown {
  if (name === "now" || name === "epoch") {
    let seconds = 0;
    if (offset) {
      const amount = Number(offset.slice(1, -1)) * (UNIT_SECONDS[offset.slice(-1)] ?? 1);
      seconds = offset.startsWith("-") ? -amount : amount;
    }
    const at = new Date(Date.now() + seconds * 1000);
    return name === "now" ? isoSeconds(at) : String(Math.floor(at.getTime() / 1000));
  }
  if (offset) throw new Error(`time offset "${offset}" is only allowed on {now} and {epoch}, not on {${name}}`);
  if (name === "uuid") return randomUUID();
  if (!(name in vars) || vars[name] === undefined) throw new UndefinedVariableError(name);
  return vars[name];
}

function stringify(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Substitutes placeholders in a string. A string that is exactly one placeholder yields the
 * variable's value unchanged (a number stays a number); `encode` is applied to substituted parts.
 */
export function interpolateString(template: string, vars: Vars, encode?: (part: string) => string): unknown {
  const whole = WHOLE.exec(template);
  if (whole && !encode) return resolve(whole[1] as string, whole[2], vars);
  return template.replace(PLACEHOLDER, (token, name: string | undefined, offset: string | undefined) => {
    if (token === "{{") return "{";
    const text = stringify(resolve(name as string, offset, vars));
    return encode ? encode(text) : text;
  });
}

/** Substitutes placeholders in every string of a JSON-like value (keys included). */
export function interpolate(value: unknown, vars: Vars): unknown {
  if (typeof value === "string") return interpolateString(value, vars);
  if (Array.isArray(value)) return value.map((v) => interpolate(v, vars));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [stringify(interpolateString(k, vars)), interpolate(v, vars)]));
  }
  return value;
}

/** Names of the variables a value refers to (builtins excluded). */
export function referencedVariables(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    for (const m of value.matchAll(PLACEHOLDER)) {
      if (m[1] && m[1] !== "now" && m[1] !== "epoch" && m[1] !== "uuid") into.add(m[1]);
    }
  } else if (Array.isArray(value)) {
    for (const v of value) referencedVariables(v, into);
  } else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      referencedVariables(k, into);
      referencedVariables(v, into);
    }
  }
  return into;
}
