// The three output formats every command with a result supports:
//   table  aligned columns for people (the default, except where a command says otherwise)
//   json   the full object(s), pretty-printed, for programs (`jq`)
//   yaml   the same data as YAML (upstream osb's `-o yaml`)
//   raw    the bare essential value(s), one per line, for shell scripts (`$(osb sandbox create)`)
import { Option } from "commander";
import { UsageError } from "./errors.ts";

export const FORMATS = ["table", "json", "yaml", "raw"] as const;
export type OutputFormat = (typeof FORMATS)[number];

/** `-o, --output <format>` plus `--json` as a shorthand for `-o json` (no default: the command decides). */
export function outputOptions(defaultFormat?: OutputFormat): Option[] {
  const output = new Option("-o, --output <format>", "output format").choices(FORMATS);
  return [
    defaultFormat ? output.default(defaultFormat) : output,
    new Option("--json", "same as -o json"),
  ];
}

export function formatOf(opts: { output?: string; json?: boolean }): OutputFormat {
  if (opts.json) return "json";
  const f = opts.output ?? "table";
  if (!(FORMATS as readonly string[]).includes(f)) throw new UsageError(`unknown output format "${f}" (expected ${FORMATS.join(", ")})`);
  return f as OutputFormat;
}

export interface Writer {
  write(s: string): unknown;
}

let stdout: Writer = process.stdout;

/** Lets tests capture output. */
export function setStdout(w: Writer): void {
  stdout = w;
}

export function println(s = ""): void {
  stdout.write(`${s}\n`);
}

export function printJson(value: unknown): void {
  println(JSON.stringify(value, jsonReplacer, 2));
}

/** json and yaml carry the whole data; table and raw are views of it. */
export const isStructured = (f: OutputFormat): f is "json" | "yaml" => f === "json" || f === "yaml";

/** The data as JSON or YAML. */
export function printStructured(format: "json" | "yaml", value: unknown): void {
  if (format === "json") return printJson(value);
  const text = toYaml(JSON.parse(JSON.stringify(value ?? null, jsonReplacer)) as Json);
  println(text.endsWith("\n") ? text.slice(0, -1) : text);
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A YAML scalar: plain when YAML reads it back as the same string, else double-quoted (JSON escapes are valid YAML). */
function yamlScalar(v: Json): string {
  if (v === null) return "null";
  if (typeof v !== "string") return String(v);
  const plain =
    /^[A-Za-z0-9_./][A-Za-z0-9_ ./@+:-]*$/.test(v) &&
    !/(: |:$| $)/.test(v) &&
    !/^(true|false|yes|no|on|off|null|~|y|n)$/i.test(v) &&
    !/^[-+]?([0-9][0-9_]*(\.[0-9]*)?([eE][-+]?[0-9]+)?|\.[0-9]+|0x[0-9a-f]+|0o[0-7]+|\.inf|\.nan|[0-9]+(:[0-9]+)+)$/i.test(v) &&
    !/^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}/.test(v);
  return plain ? v : JSON.stringify(v);
}

/** Block-style YAML of JSON data (2-space indent), with a trailing newline. */
export function toYaml(v: Json, indent = ""): string {
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]\n";
    return v
      .map((x) => {
        if (x !== null && typeof x === "object" && (Array.isArray(x) ? x.length : Object.keys(x).length)) {
          const inner = toYaml(x, `${indent}  `);
          return `${indent}- ${inner.slice(indent.length + 2)}`;
        }
        return `${indent}- ${toYaml(x).trimEnd()}\n`;
      })
      .join("");
  }
  if (v !== null && typeof v === "object") {
    const entries = Object.entries(v);
    if (entries.length === 0) return "{}\n";
    return entries
      .map(([k, x]) => {
        const key = yamlScalar(k);
        if (x !== null && typeof x === "object" && (Array.isArray(x) ? x.length : Object.keys(x).length)) {
          return `${indent}${key}:\n${toYaml(x, Array.isArray(x) ? indent : `${indent}  `)}`;
        }
        return `${indent}${key}: ${toYaml(x).trimEnd()}\n`;
      })
      .join("");
  }
  return `${yamlScalar(v)}\n`;
}

function jsonReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Map) return Object.fromEntries(value);
  return value;
}

/** Any cell value as text: empty and missing values show as `-`. */
export function cell(v: unknown): string {
  if (v === undefined || v === null || v === "") return "-";
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.length ? v.map(cell).join(",") : "-";
  if (typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>);
    return entries.length ? entries.map(([k, x]) => `${k}=${typeof x === "object" ? JSON.stringify(x) : String(x)}`).join(",") : "-";
  }
  return String(v).replace(/\s*\n\s*/g, " ");
}

/** Aligned columns, separated by three spaces; the last column is not padded. */
export function renderTable(headers: string[] | undefined, rows: string[][]): string {
  const all = headers ? [headers, ...rows] : rows;
  if (all.length === 0) return "";
  const n = Math.max(...all.map((r) => r.length));
  const widths = Array.from({ length: n }, (_, i) => Math.max(...all.map((r) => [...(r[i] ?? "")].length)));
  return all
    .map((r) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : c + " ".repeat(widths[i]! - [...c].length)))
        .join("   ")
        .trimEnd(),
    )
    .join("\n");
}

export interface Column<T> {
  header: string;
  value: (row: T) => unknown;
}

/** A list: table with a header row, a JSON array, or one `raw(row)` per line. */
export function printList<T>(format: OutputFormat, rows: T[], spec: { columns: Column<T>[]; raw: (row: T) => string; json?: (row: T) => unknown }): void {
  if (isStructured(format)) return printStructured(format, rows.map((r) => (spec.json ? spec.json(r) : r)));
  if (format === "raw") {
    for (const r of rows) println(spec.raw(r));
    return;
  }
  if (rows.length === 0) return;
  println(renderTable(spec.columns.map((c) => c.header.toUpperCase()), rows.map((r) => spec.columns.map((c) => cell(c.value(r))))));
}

/** One object: `field value` lines, the JSON object, or `raw(obj)`. */
export function printObject<T>(format: OutputFormat, obj: T, spec: { fields: (o: T) => [string, unknown][]; raw: (o: T) => string; json?: (o: T) => unknown }): void {
  if (isStructured(format)) return printStructured(format, spec.json ? spec.json(obj) : obj);
  if (format === "raw") return println(spec.raw(obj));
  println(renderTable(undefined, spec.fields(obj).map(([k, v]) => [k, cell(v)])));
}

/** `in 9m`, `3m ago`, `never`: a timestamp relative to now, for tables. */
export function relativeTime(iso: string | Date | null | undefined, now = Date.now()): string {
  if (iso === null || iso === undefined || iso === "") return "never";
  const t = iso instanceof Date ? iso.getTime() : Date.parse(iso);
  if (Number.isNaN(t)) return String(iso);
  const d = t - now;
  const abs = Math.abs(d);
  const s = Math.round(abs / 1000);
  const text = s < 60 ? `${s}s` : s < 3600 ? `${Math.floor(s / 60)}m` : s < 86_400 ? `${Math.floor(s / 3600)}h${Math.floor((s % 3600) / 60) ? `${Math.floor((s % 3600) / 60)}m` : ""}` : `${Math.floor(s / 86_400)}d`;
  return d >= 0 ? `in ${text}` : `${text} ago`;
}
