// execd's own JSON-Schema interpreter (src/http/validate.ts) against the Ajv setup it replaces
// (http-kit's validatorCompiler): every request schema of the spec, fed valid inputs built from the
// schema and seeded mutations of them, must give the same verdict, the same errors and the same
// data afterwards (coercion and defaults change it in place).
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { optionalBody, validatorCompiler } from "@opensandbox/http-kit";
import { routes } from "../../src/generated/execd/routes.gen.ts";
import { compileSchema, type SchemaError } from "../../src/http/validate.ts";

type Json = any; // generated data of any shape
type Compiled = ((data: unknown) => boolean) & { errors?: unknown };

const SEED = Number(process.env.VALIDATE_SEED ?? 20240611);
/** Cases per schema: more for the bigger ones (a sandbox id in a path needs few). */
const casesFor = (schema: object) => Math.min(1000, 40 + 5 * JSON.stringify(schema).split('":').length);

/** Ajv exactly as the app builds it: bodies uncoerced, every other part coerced. */
const ajvCompiler = validatorCompiler({ lazy: false });
const ajv = (schema: object, coerce: boolean) =>
  ajvCompiler({ schema, httpPart: coerce ? "querystring" : "body", method: "POST", url: "/" } as never) as unknown as Compiled;

function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { chance: (p: number) => next() < p, int, pick: <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]! };
}
type Rng = ReturnType<typeof rng>;

const isObject = (v: unknown): v is Record<string, Json> => v !== null && typeof v === "object" && !Array.isArray(v);
const CHARS = ["a", "b", "Z", "0", "/", "~", " ", "é", "😀", "\u0000", ".", "-"];
const KEYS = ["extra", "PATH", "a/b", "x~y", "0", "😀", ""];
const NASTY: Json[] = [null, true, false, 0, 1, -1, 1.5, "", "5", "abc", "true", "false", "null", "0", "1", " ", [], ["5"], ["a", "b"], [1], [null], [[]], {}, { x: 1 }, [{}]];
const nasty = (r: Rng): Json => structuredClone(r.pick(NASTY));

/** A value the schema should accept (oneOf and dependentRequired are honoured most of the time). */
function generate(s: Json, r: Rng, depth = 0): Json {
  if (s === true || s === undefined || depth > 6) return nasty(r);
  if (s.anyOf) return generate(r.pick(s.anyOf), r, depth + 1);
  const type = s.type === undefined ? r.pick(["string", "integer", "object"]) : r.pick([s.type].flat() as string[]);
  switch (type) {
    case "null":
      return null;
    case "boolean":
      return r.chance(0.5);
    case "integer":
    case "number": {
      const lo = s.minimum ?? (s.format === "int32" ? -(2 ** 31) : -1000);
      const hi = s.maximum ?? (s.format === "int32" ? 2 ** 31 - 1 : lo + 100_000);
      const n = r.chance(0.2) ? r.pick([lo, hi]) : r.int(lo, Math.min(hi, lo + 1000));
      return type === "number" && r.chance(0.3) ? n + 0.5 : n;
    }
    case "string": {
      const min = s.minLength ?? 0;
      const len = r.int(min, Math.min(s.maxLength ?? Infinity, min + 12));
      return Array.from({ length: len }, () => r.pick(CHARS)).join("");
    }
    case "array": {
      const min = s.minItems ?? 0;
      return Array.from({ length: r.int(min, min + 3) }, () => generate(s.items, r, depth + 1));
    }
    default: {
      const o: Record<string, Json> = {};
      const props: Record<string, Json> = s.properties ?? {};
      const required = new Set<string>(s.required ?? []);
      const excluded = new Set<string>();
      if (s.oneOf) {
        const branch = r.pick(s.oneOf as Json[]);
        for (const b of s.oneOf) for (const k of b.required ?? []) (b === branch ? required : excluded).add(k);
      }
      for (const [k, p] of Object.entries(props)) if (required.has(k) || (!excluded.has(k) && r.chance(0.5))) o[k] = generate(p, r, depth + 1);
      for (const [k, deps] of Object.entries((s.dependentRequired ?? {}) as Record<string, string[]>)) {
        if (k in o) for (const dep of deps) if (!(dep in o) && r.chance(0.7)) o[dep] = generate(props[dep], r, depth + 1);
      }
      if (isObject(s.additionalProperties)) {
        const want = Math.max(s.minProperties ?? 0, r.int(0, 3));
        for (let i = 0; Object.keys(o).length < want && i < 10; i++) o[r.pick(KEYS) + (i ? i : "")] = generate(s.additionalProperties, r, depth + 1);
      }
      return o;
    }
  }
}

/** How values arrive in a query string: as strings, repeated keys as arrays of strings. */
function stringify(v: Json, r: Rng): Json {
  if (typeof v === "number" || typeof v === "boolean") return r.chance(0.8) ? String(v) : v;
  if (Array.isArray(v)) return v.length === 1 && r.chance(0.4) ? stringify(v[0], r) : v.map((x) => stringify(x, r));
  if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, stringify(x, r)]));
  return v;
}

/** Values at and past the schema's edges, as JSON and as query strings. */
function edges(s: Json, r: Rng): Json[] {
  if (!isObject(s)) return [nasty(r)];
  if (s.anyOf) return edges(r.pick(s.anyOf), r);
  const types = [s.type ?? []].flat() as string[];
  const out: Json[] = [nasty(r), nasty(r)];
  if (types.includes("integer") || types.includes("number")) {
    const min = s.minimum ?? 0;
    const max = s.maximum ?? 2 ** 31 - 1;
    for (const n of [min - 1, min, max, max + 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e300, 1.5, -0.5, 0]) out.push(n, String(n));
    out.push("1e3", "0x10", "Infinity", "-Infinity", "NaN", "-0", "5.0", " 7 ", "\t", [String(min)], [min, max], ["1", "x"]);
  }
  if (types.includes("string")) {
    const min = s.minLength ?? 1;
    const max = s.maxLength ?? 4;
    out.push("", "a".repeat(Math.max(0, min - 1)), "a".repeat(max + 1), "a".repeat(max), "😀".repeat(max), "😀".repeat(min), "\ud83d".repeat(min), ["a".repeat(min)], 5, true);
  }
  if (s.items) out.push([], [generate(s.items, r)], [generate(s.items, r), nasty(r)], [nasty(r)], "x", ["x", "y"]);
  if (s.properties || s.additionalProperties) out.push({}, generate(s, r), [generate(s, r)]);
  return out;
}

type Place = { holder: Json; key: string | number; schema: Json };
/** Every place in `root.v` (the root included), with the schema that governs it. */
function places(root: { v: Json }, schema: Json): Place[] {
  const out: Place[] = [];
  const walk = (holder: Json, key: string | number, s: Json) => {
    out.push({ holder, key, schema: s });
    const v = holder[key];
    if (isObject(s) && s.anyOf) s = s.anyOf.find((b: Json) => b.type !== "null");
    if (Array.isArray(v)) v.forEach((_, i) => walk(v, i, s?.items));
    else if (isObject(v)) for (const k of Object.keys(v)) walk(v, k, s?.properties?.[k] ?? (isObject(s?.additionalProperties) ? s.additionalProperties : undefined));
  };
  walk(root, "v", schema);
  return out;
}

/** Changes one place: an edge value, any value, gone, or an object given one more property. */
function change(root: { v: Json }, { holder, key, schema: s }: Place, r: Rng, roll = r.int(0, 99)) {
  if (roll < 55) holder[key] = structuredClone(r.pick(edges(s, r)));
  else if (roll < 70) holder[key] = nasty(r);
  else if (roll < 85 && holder !== root) delete holder[key];
  else if (isObject(holder[key])) {
    const target = isObject(s) && s.anyOf ? s.anyOf.find((b: Json) => b.type !== "null") : s;
    const name = r.pick([...KEYS, ...Object.keys(target?.properties ?? {})]);
    holder[key][name] = name in (target?.properties ?? {}) ? generate(target.properties[name], r) : nasty(r);
  }
}

/** Valid inputs; each place of a few of them set to each of its edge values, or removed; then random changes. */
function inputs(schema: object, coerce: boolean, r: Rng): Json[] {
  const valid = () => (coerce && r.chance(0.7) ? stringify(generate(schema, r), r) : generate(schema, r));
  const out: Json[] = [];
  for (let n = 0; n < 3; n++) {
    const base = valid();
    const count = places({ v: base }, schema).length;
    for (let i = 0; i < count; i++) {
      const values = edges(places({ v: base }, schema)[i]!.schema, r);
      for (let e = 0; e <= values.length; e++) {
        const root = { v: structuredClone(base) };
        const place = places(root, schema)[i]!;
        if (e === values.length) change(root, place, r, 70);
        else place.holder[place.key] = structuredClone(values[e]);
        out.push(root.v);
      }
    }
  }
  const count = casesFor(schema);
  for (let i = 0; i < count; i++) {
    const root = { v: valid() };
    for (let n = i < count / 4 ? 0 : r.int(1, 3); n > 0; n--) change(root, r.pick(places(root, schema)), r);
    out.push(root.v);
  }
  return out;
}

const view = (errors: unknown) =>
  (errors as SchemaError[] | null | undefined)?.map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message })) ?? null;

type Stats = { cases: number; valid: number; keywords: Map<string, number> };

/** Runs both validators on clones of each input; returns the disagreements. */
function differential(name: string, schema: object, coerce: boolean, r: Rng, stats: Stats) {
  const theirs = ajv(schema, coerce);
  const ours = compileSchema(schema, { coerce });
  const failures: unknown[] = [];
  for (const input of inputs(schema, coerce, r)) {
    const a = structuredClone(input);
    const b = structuredClone(input);
    const okA = theirs(a);
    const okB = ours(b);
    const expected = { ok: okA, errors: view(theirs.errors), data: a };
    const actual = { ok: okB, errors: view(ours.errors), data: b };
    stats.cases++;
    if (okA) stats.valid++;
    for (const { keyword } of expected.errors ?? []) stats.keywords.set(keyword, (stats.keywords.get(keyword) ?? 0) + 1);
    if (!isDeepStrictEqual(expected, actual)) failures.push({ name, coerce, input, expected, actual });
  }
  return failures;
}

/** Every request part of every route, the body as the app registers it (optional ones may be null). */
const parts: { name: string; schema: object; coerce: boolean }[] = [];
for (const [op, route] of Object.entries(routes)) {
  for (const [part, schema] of Object.entries(optionalBody(route) as Record<string, object>)) parts.push({ name: `${op}.${part}`, schema, coerce: part !== "body" });
}

/** Keywords and forms the spec does not use today, or uses only in some combinations. */
const synthetic: object[] = [
  { type: "object", maxProperties: 2, minProperties: 1, additionalProperties: true, properties: { a: { type: "integer", default: 3 }, b: false } },
  { type: "array", maxItems: 2, minItems: 1, items: { type: ["string", "null"], maxLength: 3 } },
  { anyOf: [{ type: "integer", minimum: 5 }, { type: "string", minLength: 2 }, { type: "boolean" }] },
  { oneOf: [{ type: "integer" }, { type: "number", maximum: 10 }, { type: "string" }] },
  { type: "object", properties: { n: { anyOf: [{ type: "integer", maximum: 3 }, { type: "array", items: { type: "integer" } }] } } },
  { type: ["object", "null"], required: ["x"], properties: { x: { type: "string", default: "d" } } },
  { type: ["integer", "boolean"], minimum: 2, format: "int32" },
  { type: "string", format: "int32" },
  { anyOf: [{ type: "null" }, { type: "array", minItems: 1, items: { type: "object", required: ["k"], additionalProperties: { type: "integer" } } }] },
  { type: "object", oneOf: [{ required: ["a"] }, {}], dependentRequired: { a: ["b", "c"], d: [] } },
  { anyOf: [{ type: "integer" }, {}] },
  { properties: { a: { type: "number", minimum: 0 } }, additionalProperties: false },
];

describe("compileSchema (execd's JSON-Schema validator)", () => {
  it("agrees with Ajv on every request schema of the spec, in valid and mutated inputs", () => {
    const r = rng(SEED);
    const stats: Stats = { cases: 0, valid: 0, keywords: new Map() };
    const failures = parts.flatMap(({ name, schema, coerce }) => differential(name, schema, coerce, r, stats));
    expect(failures.slice(0, 3)).toEqual([]);
    if (process.env.VALIDATE_STATS) console.log(JSON.stringify({ ...stats, keywords: Object.fromEntries(stats.keywords) }));
    expect(parts.length).toBeGreaterThan(90);
    expect(stats.valid).toBeGreaterThan(stats.cases / 5);
    expect(stats.cases - stats.valid).toBeGreaterThan(stats.cases / 3);
    // The mutations reach every keyword the spec's schemas validate with.
    for (const keyword of ["type", "required", "minLength", "maxLength", "minimum", "maximum", "format", "additionalProperties", "minItems", "minProperties", "oneOf", "anyOf", "dependentRequired"]) {
      expect(stats.keywords.get(keyword), keyword).toBeGreaterThan(0);
    }
  });

  it("agrees with Ajv with and without coercion on bodies, and on forms the spec does not use yet", () => {
    const r = rng(SEED + 1);
    const stats: Stats = { cases: 0, valid: 0, keywords: new Map() };
    const failures = [
      ...parts.filter((p) => !p.coerce).flatMap(({ name, schema }) => differential(name, schema, true, r, stats)),
      ...synthetic.flatMap((schema, i) => [false, true].flatMap((coerce) => differential(`synthetic ${i}`, schema, coerce, r, stats))),
    ];
    expect(failures.slice(0, 3)).toEqual([]);
    if (process.env.VALIDATE_STATS) console.log(JSON.stringify({ ...stats, keywords: Object.fromEntries(stats.keywords) }));
    expect(stats.valid).toBeGreaterThan(stats.cases / 10);
  });

  it("fills defaults and coerces in place, as Ajv does", () => {
    const query = compileSchema(routes.listDirectory.schema.querystring, { coerce: true });
    const data: Json = { path: ["/tmp"], depth: "2" };
    expect(query(data)).toBe(true);
    expect(data).toEqual({ path: "/tmp", depth: 2 });
    const files = compileSchema(routes.getFilesInfo.schema.querystring, { coerce: true });
    const many: Json = { path: "/a" };
    expect(files(many)).toBe(true);
    expect(many).toEqual({ path: ["/a"] });
    const defaulted: Json = { path: "/" };
    expect(query(defaulted)).toBe(true);
    expect(defaulted).toEqual({ path: "/", depth: 1 });
    const body = compileSchema(routes.runCommand.schema.body, { coerce: false });
    const command: Json = { command: "ls", gid: 1 };
    expect(body(command)).toBe(false);
    expect(body.errors).toEqual([
      { instancePath: "", keyword: "dependentRequired", params: { property: "gid", missingProperty: "uid", depsCount: 1, deps: "uid" }, message: "must have property uid when property gid is present" },
    ]);
    expect(command).toEqual({ command: "ls", gid: 1, background: false, stdin: false });
  });

  it("refuses at compile time a keyword or format it does not implement", () => {
    const annotated = { type: "string", description: "d", title: "t", examples: ["x"], deprecated: true, readOnly: true, writeOnly: false, $comment: "c" };
    expect(() => compileSchema(annotated, { coerce: false })).not.toThrow();
    for (const schema of [
      { type: "string", pattern: "^a" },
      { $ref: "#/$defs/x" },
      { type: "object", properties: { a: { enum: [1] } } },
      { type: "array", items: { type: "object", additionalProperties: { const: 1 } } },
      { anyOf: [{ type: "null" }, { type: "string", format: "date-time" }] },
      { type: "object", patternProperties: { "^x": {} } },
      { type: "strin" },
      { type: "string", nullable: true },
    ]) {
      expect(() => compileSchema(schema, { coerce: false }), JSON.stringify(schema)).toThrow(/unsupported|bad type/);
    }
  });
});
