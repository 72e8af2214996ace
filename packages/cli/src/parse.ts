// Argument parsers shared by the commands. Each throws UsageError (exit code 2) with a message
// that names the offending value, so commander's option parsing reports it as a usage error.
import { UsageError } from "./errors.ts";

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * Parses a duration: a bare number of seconds (`600`), or one or more number+unit parts
 * (`500ms`, `30s`, `10m`, `1h30m`, `1.5h`, `2d`). Returns milliseconds. With `allowNone`, the
 * words `none`, `never` and `manual` return null, meaning "no timeout" (manual cleanup).
 */
export function parseDurationMs(input: string, opts: { allowNone?: boolean; what?: string } = {}): number | null {
  const what = opts.what ?? "duration";
  const s = input.trim().toLowerCase();
  if (opts.allowNone && (s === "none" || s === "never" || s === "manual")) return null;
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1000);
  const parts = [...s.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)];
  if (s === "" || parts.length === 0 || parts.map((p) => p[0]).join("") !== s) {
    const hint = opts.allowNone ? "e.g. 600, 30s, 10m, 1h30m or none" : "e.g. 600, 30s, 10m or 1h30m";
    throw new UsageError(`invalid ${what} "${input}" (${hint})`);
  }
  return Math.round(parts.reduce((ms, p) => ms + Number(p[1]) * UNIT_MS[p[2]!]!, 0));
}

/** A duration in whole seconds (rounded up so that 500ms is not 0); null for `none` when allowed. */
export function parseDurationSeconds(input: string, opts: { allowNone?: boolean; what?: string } = {}): number | null {
  const ms = parseDurationMs(input, opts);
  if (ms === null) return null;
  const seconds = Math.ceil(ms / 1000);
  if (seconds <= 0) throw new UsageError(`invalid ${opts.what ?? "duration"} "${input}": must be at least 1s`);
  return seconds;
}

/** Formats milliseconds as the shortest readable duration (`90000` → `1m30s`). */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  let s = Math.round(ms / 1000);
  const out: string[] = [];
  for (const [unit, size] of [["d", 86_400], ["h", 3600], ["m", 60], ["s", 1]] as const) {
    if (s >= size) {
      out.push(`${Math.floor(s / size)}${unit}`);
      s %= size;
    }
  }
  return out.join("");
}

/**
 * Splits `KEY=VALUE` at the first `=` (the value may contain more). With `fromEnv`, a bare
 * `KEY` takes its value from this process's environment, as `docker run -e KEY` does.
 */
export function parseKeyValue(input: string, opts: { what?: string; fromEnv?: NodeJS.ProcessEnv } = {}): [string, string] {
  const what = opts.what ?? "KEY=VALUE pair";
  const eq = input.indexOf("=");
  if (eq < 0) {
    if (opts.fromEnv && input !== "") {
      const v = opts.fromEnv[input];
      if (v === undefined) throw new UsageError(`invalid ${what} "${input}": no "=" and ${input} is not set in this environment`);
      return [input, v];
    }
    throw new UsageError(`invalid ${what} "${input}" (expected KEY=VALUE)`);
  }
  const key = input.slice(0, eq);
  if (key === "") throw new UsageError(`invalid ${what} "${input}": empty key`);
  return [key, input.slice(eq + 1)];
}

/** A commander option parser accumulating repeated `K=V` options into one record. */
export function keyValueCollector(what: string, fromEnv?: NodeJS.ProcessEnv) {
  return (value: string, previous: Record<string, string> | undefined): Record<string, string> => {
    const [k, v] = parseKeyValue(value, { what, ...(fromEnv ? { fromEnv } : {}) });
    return { ...(previous ?? {}), [k]: v };
  };
}

/** A commander option parser accumulating repeated values into a list. */
export function listCollector(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

export type Location = { kind: "local"; path: string } | { kind: "stdio" } | { kind: "sandbox"; sandboxId: string; path: string };

/**
 * `docker cp`-style location: `ID:/path` is a path in sandbox ID, anything else is local. A
 * local path containing a colon can be written `./a:b` (the part before the first colon
 * contains a `/` or starts with `.`). `-` is stdin or stdout.
 */
export function parseLocation(input: string): Location {
  if (input === "-") return { kind: "stdio" };
  const colon = input.indexOf(":");
  if (colon <= 0) return { kind: "local", path: input };
  const before = input.slice(0, colon);
  if (before.includes("/") || before.includes("\\") || before.startsWith(".")) return { kind: "local", path: input };
  const p = input.slice(colon + 1);
  if (p === "") throw new UsageError(`invalid sandbox path "${input}" (expected ID:/path)`);
  return { kind: "sandbox", sandboxId: before, path: p };
}

/** Like parseLocation but the argument must name a sandbox path. */
export function parseSandboxPath(input: string): { sandboxId: string; path: string } {
  const loc = parseLocation(input);
  if (loc.kind !== "sandbox") throw new UsageError(`"${input}" is not a sandbox path (expected ID:/path)`);
  return { sandboxId: loc.sandboxId, path: loc.path };
}

export function parseIntInRange(input: string, what: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(input.trim())) throw new UsageError(`invalid ${what} "${input}" (expected a whole number)`);
  const n = Number(input);
  if (n < min || n > max) throw new UsageError(`invalid ${what} ${n} (expected ${min}..${max})`);
  return n;
}

export const parsePort = (input: string): number => parseIntInRange(input, "port", 1, 65_535);

/** `true/false/yes/no/1/0/on/off`, for config values and env variables. */
export function parseBoolean(input: string, what = "boolean"): boolean {
  const s = input.trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(s)) return true;
  if (["false", "no", "0", "off"].includes(s)) return false;
  throw new UsageError(`invalid ${what} "${input}" (expected true or false)`);
}

/** Byte counts for people: `1.5 MiB`. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

/**
 * Splits a command line into words the way a POSIX shell would for quoting (no expansions):
 * `sleep "3 600"` → ["sleep", "3 600"]. A JSON array (`["sleep","3600"]`) is taken as is.
 */
export function splitCommandLine(input: string, what = "command"): string[] {
  const s = input.trim();
  if (s.startsWith("[")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(s);
    } catch {
      throw new UsageError(`invalid ${what} ${input}: not a JSON array of strings`);
    }
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((x) => typeof x === "string")) throw new UsageError(`invalid ${what} ${input}: expected a non-empty JSON array of strings`);
    return parsed as string[];
  }
  const words: string[] = [];
  let cur = "";
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else cur += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === "\\" && i + 1 < s.length && '"\\$`\n'.includes(s[i + 1]!)) cur += s[++i];
      else cur += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === "\\" && i + 1 < s.length) {
      cur += s[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(cur);
      cur = "";
      inWord = false;
    } else {
      cur += ch;
      inWord = true;
    }
  }
  if (quote) throw new UsageError(`invalid ${what} ${input}: unterminated ${quote} quote`);
  if (inWord) words.push(cur);
  if (words.length === 0) throw new UsageError(`invalid ${what}: empty`);
  return words;
}

/** Quotes words for a POSIX shell, so that `sh -c` sees them as they are. */
export function shellQuote(words: string[]): string {
  return words.map((w) => (w !== "" && /^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(" ");
}
