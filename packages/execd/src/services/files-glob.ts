// Glob patterns → regular expressions (no dependency).
//   *        any run of characters except `/`
//   **       as a whole path segment: any number of segments (`**/x`, `a/**/b`, `a/**`)
//   ?        one character except `/`
//   [abc] [a-z] [!a-z] [^a-z] [[:alpha:]]   one character from a class (never `/`)
//   {a,b}    alternatives (nested allowed), expanded before conversion
//   \x       the character x literally
// Matching mode (per alternative): a pattern without `/` is matched against the file NAME
// (upstream's behaviour, so `*.py` finds Python files at any depth); a pattern with `/` is
// matched against the path relative to the search root (`src/**/*.ts`, `**/test/*.ts`); a
// pattern starting with `/` is matched against the absolute path.
import { ExecdError } from "../errors.ts";

export type GlobMatcher = (relative: string, name: string, absolute: string) => boolean;

const MAX_ALTERNATIVES = 1024;

const POSIX_CLASSES: Record<string, string> = {
  alpha: "\\p{L}",
  digit: "0-9",
  alnum: "\\p{L}\\p{Nd}",
  upper: "\\p{Lu}",
  lower: "\\p{Ll}",
  space: "\\s",
  blank: " \\t",
  punct: "\\p{P}\\p{S}",
  xdigit: "0-9A-Fa-f",
  word: "\\w",
};

const escapeChar = (c: string) => (/[\\^$.*+?()[\]{}|/]/.test(c) ? `\\${c}` : c);
const escapeClassChar = (c: string) => (/[\\\]\[^\-/]/.test(c) ? `\\${c}` : c);

/** Index of the `]` closing the class opened at p[i] === "[", or -1. */
function classEnd(p: string, i: number): number {
  let j = i + 1;
  if (p[j] === "!" || p[j] === "^") j++;
  if (p[j] === "]") j++;
  while (j < p.length) {
    if (p[j] === "\\") j += 2;
    else if (p[j] === "[" && p[j + 1] === ":") {
      const end = p.indexOf(":]", j + 2);
      j = end < 0 ? j + 1 : end + 2;
    } else if (p[j] === "]") return j;
    else j++;
  }
  return -1;
}

export function expandBraces(p: string): string[] {
  for (let i = 0; i < p.length; i++) {
    if (p[i] === "\\") {
      i++;
      continue;
    }
    if (p[i] === "[") {
      const e = classEnd(p, i);
      if (e > 0) i = e;
      continue;
    }
    if (p[i] !== "{") continue;
    let depth = 0;
    const commas: number[] = [];
    let j = i;
    for (; j < p.length; j++) {
      const c = p[j];
      if (c === "\\") j++;
      else if (c === "[") {
        const e = classEnd(p, j);
        if (e > 0) j = e;
      } else if (c === "{") depth++;
      else if (c === "}") {
        if (--depth === 0) break;
      } else if (c === "," && depth === 1) commas.push(j);
    }
    if (j >= p.length || commas.length === 0) continue; // unclosed or `{x}`: literal brace
    const pre = p.slice(0, i);
    const post = p.slice(j + 1);
    const bounds = [i, ...commas, j];
    const out: string[] = [];
    for (let k = 0; k + 1 < bounds.length; k++) {
      for (const e of expandBraces(pre + p.slice(bounds[k]! + 1, bounds[k + 1]) + post)) {
        out.push(e);
        if (out.length > MAX_ALTERNATIVES) throw new ExecdError("MISSING_QUERY", `pattern expands to more than ${MAX_ALTERNATIVES} alternatives`);
      }
    }
    return out;
  }
  return [p];
}

function classToRegex(body: string): string {
  let i = 0;
  let negate = false;
  if (body[0] === "!" || body[0] === "^") {
    negate = true;
    i = 1;
  }
  let out = "";
  const literal = (): string | undefined => {
    if (body[i] === "\\" && i + 1 < body.length) {
      i += 2;
      return body[i - 1];
    }
    const cp = body.codePointAt(i)!;
    const c = String.fromCodePoint(cp);
    i += c.length;
    return c;
  };
  while (i < body.length) {
    if (body[i] === "[" && body[i + 1] === ":") {
      const end = body.indexOf(":]", i + 2);
      const cls = end > 0 ? POSIX_CLASSES[body.slice(i + 2, end)] : undefined;
      if (cls !== undefined) {
        out += cls;
        i = end + 2;
        continue;
      }
    }
    const first = literal()!;
    if (body[i] === "-" && i + 1 < body.length) {
      i++;
      const last = literal()!;
      if (first.codePointAt(0)! > last.codePointAt(0)!) throw new ExecdError("MISSING_QUERY", `invalid range ${first}-${last} in pattern`);
      out += `${escapeClassChar(first)}-${escapeClassChar(last)}`;
    } else if (first !== "/") out += escapeClassChar(first);
  }
  return negate ? `[^/${out}]` : `[${out}]`;
}

function toRegexSource(p: string): string {
  let re = "";
  let i = 0;
  while (i < p.length) {
    const c = p[i]!;
    if (c === "\\") {
      if (i + 1 < p.length) {
        const cp = String.fromCodePoint(p.codePointAt(i + 1)!);
        re += escapeChar(cp);
        i += 1 + cp.length;
      } else {
        re += "\\\\";
        i++;
      }
    } else if (c === "*") {
      let j = i;
      while (p[j] === "*") j++;
      const segmentStart = i === 0 || p[i - 1] === "/";
      const segmentEnd = j === p.length || p[j] === "/";
      if (j - i >= 2 && segmentStart && segmentEnd) {
        if (j === p.length) re += ".*";
        else {
          re += "(?:[^/]*/)*";
          j++; // the slash belongs to `**/`
        }
      } else re += "[^/]*";
      i = j;
    } else if (c === "?") {
      re += "[^/]";
      i++;
    } else if (c === "[") {
      const e = classEnd(p, i);
      if (e > 0) {
        re += classToRegex(p.slice(i + 1, e));
        i = e + 1;
      } else {
        re += "\\[";
        i++;
      }
    } else {
      const cp = String.fromCodePoint(p.codePointAt(i)!);
      re += escapeChar(cp);
      i += cp.length;
    }
  }
  return re;
}

/** Regular expression equivalent to one brace-free glob (anchored). */
export function globToRegExp(glob: string): RegExp {
  try {
    return new RegExp(`^${toRegexSource(glob)}$`, "su");
  } catch (err) {
    if (err instanceof ExecdError) throw err;
    throw new ExecdError("MISSING_QUERY", `invalid pattern ${JSON.stringify(glob)}: ${(err as Error).message}`);
  }
}

export function compileGlob(pattern: string): GlobMatcher {
  const alternatives = expandBraces(pattern === "" ? "**" : pattern).map((alt) => {
    if (alt.startsWith("/")) return { re: globToRegExp(alt), on: "absolute" as const };
    if (alt.includes("/")) return { re: globToRegExp(alt.replace(/^(\.\/)+/, "")), on: "relative" as const };
    return { re: globToRegExp(alt), on: "name" as const };
  });
  return (relative, name, absolute) =>
    alternatives.some(({ re, on }) => re.test(on === "name" ? name : on === "relative" ? relative : absolute));
}
