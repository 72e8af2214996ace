// Request validation without Ajv: a JSON-Schema 2020-12 interpreter for exactly the keywords
// execd's spec uses, behaving like the Ajv setup it replaces (`@opensandbox/http-kit`'s
// validation.ts: Ajv2020 with strict: false, allErrors: false, useDefaults: true, coerceTypes
// "array" for query/params/headers and none for bodies, plus ajv-formats). Each schema is walked
// once into closures; a keyword it does not know throws, so a spec change cannot skip validation.
//
// What is copied from Ajv, because callers see it (test/unit/validate.test.ts checks it against Ajv):
// - Keywords run in Ajv's groups: anyOf, oneOf; then maximum, minimum, format (numbers);
//   maxLength, minLength (strings); minItems, maxItems, items (arrays); defaults, then
//   minProperties, maxProperties, required, additionalProperties, properties, dependentRequired
//   (objects). A group runs only when the data has its type. The first failing keyword ends a
//   schema, and the first failing schema ends validation: `errors` holds one error, except under
//   anyOf/oneOf, which keep every failed branch's error before their own (an optional body's
//   first error is thus `must be null`). anyOf runs every branch (Ajv2020 tracks evaluated
//   properties); oneOf stops at the second passing one.
// - `type` is checked first, except for a single type among number/string/array/object whose
//   group has keywords and is not coerced: then it fails only once anyOf/oneOf have run. Under
//   anyOf/oneOf, a failed type check still lets anyOf/oneOf run on the data.
// - Coercion (query, params, headers) unwraps a one-element array, then tries each type in order
//   and writes the result into the parent object; defaults fill missing properties (never under
//   anyOf/oneOf, so not in optional bodies) before the object keywords run.

export type SchemaError = { instancePath: string; keyword: string; params: Record<string, unknown>; message: string };
export type Validate = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

type Json = any; // data of any shape
/** Validates `data` (found at `parent[key]`), pushes errors, returns the data as (perhaps) coerced. */
type Check = (data: Json, path: string, parent: Json, key: string | number | undefined, errors: SchemaError[]) => Json;
type Schema = Record<string, Json>;

const ANNOTATIONS = new Set(["description", "title", "examples", "example", "deprecated", "readOnly", "writeOnly", "$comment", "default"]);
const OBJECT = ["minProperties", "maxProperties", "required", "additionalProperties", "properties", "dependentRequired"];
/** The keywords of each of Ajv's type groups (format belongs to both number and string). */
const GROUP_KEYWORDS: Record<string, string[]> = {
  number: ["maximum", "minimum", "format"],
  string: ["maxLength", "minLength", "format"],
  array: ["minItems", "maxItems", "items"],
  object: OBJECT,
};
const KEYWORDS = new Set(["type", "anyOf", "oneOf", ...Object.values(GROUP_KEYWORDS).flat()]);
const TYPES = new Set(["string", "number", "integer", "boolean", "null", "object", "array"]);
const FORMATS: Record<string, (n: number) => boolean> = {
  int32: (n) => Number.isInteger(n) && n <= 2 ** 31 - 1 && n >= -(2 ** 31),
  int64: (n) => Number.isInteger(n),
};

/** `coerce`: true for query/params/headers (Ajv coerceTypes: "array"); false for JSON bodies. */
export function compileSchema(schema: object, opts: { coerce: boolean }): Validate {
  const check = compile(schema, "#", false, opts.coerce);
  const validate: Validate = (data) => {
    const errors: SchemaError[] = [];
    check(data, "", undefined, undefined, errors);
    validate.errors = errors.length ? errors : null;
    return errors.length === 0;
  };
  return validate;
}

function isType(type: string, d: Json): boolean {
  switch (type) {
    case "null": return d === null;
    case "array": return Array.isArray(d);
    case "object": return d !== null && typeof d === "object" && !Array.isArray(d);
    case "integer": return typeof d === "number" && !(d % 1) && !Number.isNaN(d);
    default: return typeof d === type;
  }
}

/** Ajv's coercion of a wrongly typed value to the first type it fits, or undefined. */
function coerceTo(types: string[], d: Json): Json {
  const n = typeof d === "string" && d !== "" ? Number(d) : NaN; // Ajv: `d && d == +d`
  for (const t of types) {
    if (t === "string" && (typeof d === "number" || typeof d === "boolean")) return `${d}`;
    if (t === "string" && d === null) return "";
    if ((t === "number" || t === "integer") && (typeof d === "boolean" || d === null)) return +d;
    if (t === "number" && !Number.isNaN(n)) return n;
    if (t === "integer" && !Number.isNaN(n) && !(n % 1)) return n;
    if (t === "boolean" && (d === "false" || d === 0 || d === null)) return false;
    if (t === "boolean" && (d === "true" || d === 1)) return true;
    if (t === "null" && (d === "" || d === 0 || d === false)) return null;
    if (t === "array" && (d === null || ["string", "number", "boolean"].includes(typeof d))) return [d];
  }
  return undefined;
}

const error = (instancePath: string, keyword: string, params: Record<string, unknown>, message: string): SchemaError => ({ instancePath, keyword, params, message });
const pointer = (key: string) => "/" + (/[~/]/.test(key) ? key.replace(/~/g, "~0").replace(/\//g, "~1") : key);
const alwaysValid = (s: Json) => s === true || (isObject(s) && Object.keys(s).every((k) => ANNOTATIONS.has(k)));
const isObject = (s: unknown): s is Schema => s !== null && typeof s === "object" && !Array.isArray(s);
function need(ok: unknown, at: string, what: string): asserts ok {
  if (!ok) throw new Error(`schema ${at}: ${what}`);
}
/** Ajv's length of a string: in code points, a surrogate pair counting once. */
function length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++, n++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return n;
}

function compile(s: Json, at: string, composite: boolean, coerce: boolean): Check {
  if (s === true) return (d) => d;
  if (s === false) return (d, path, _p, _k, errors) => (errors.push(error(path, "false schema", {}, "boolean schema is false")), d);
  need(isObject(s), at, "must be an object or a boolean");
  for (const k of Object.keys(s)) need(KEYWORDS.has(k) || ANNOTATIONS.has(k), at, `unsupported keyword "${k}"`);
  const sub = (x: Json, where: string, inComposite = composite) => compile(x, `${at}/${where}`, inComposite, coerce);
  const int = (k: string) => (need(Number.isInteger(s[k]) && s[k] >= 0, at, `${k} must be a non-negative integer`), s[k] as number);

  const types: string[] = s.type === undefined ? [] : [s.type].flat();
  need(s.type === undefined || (types.length && types.every((t) => TYPES.has(t))), at, `bad type ${JSON.stringify(s.type)}`);
  const untyped: Check[] = [];
  const groups: [string, Check[]][] = [["number", []], ["string", []], ["array", []], ["object", []]];
  const add = (type: string, check: Check) => groups.find(([t]) => t === type)![1].push(check);
  const fail = (keyword: string, params: Record<string, unknown>, message: string): Check => (d, path, _p, _k, errors) => (errors.push(error(path, keyword, params, message)), d);
  const when = (bad: (d: Json) => boolean, f: Check): Check => (d, path, p, k, errors) => (bad(d) ? f(d, path, p, k, errors) : d);

  for (const keyword of ["anyOf", "oneOf"] as const) {
    if (s[keyword] === undefined) continue;
    need(Array.isArray(s[keyword]) && s[keyword].length, at, `${keyword} must be a non-empty array`);
    const branches = (s[keyword] as Json[]).map((b, i) => (alwaysValid(b) ? undefined : sub(b, `${keyword}/${i}`, true)));
    if (keyword === "anyOf") {
      // Ajv2020 (tracking evaluated properties for unevaluated*) runs every branch, even after one
      // passed: a later branch's coercion sticks.
      untyped.push((d, path, parent, key, errors) => {
        const before = errors.length;
        let valid = false;
        for (const branch of branches) {
          const n = errors.length;
          if (branch) d = branch(d, path, parent, key, errors);
          valid ||= errors.length === n;
        }
        if (valid) errors.length = before;
        else errors.push(error(path, "anyOf", {}, "must match a schema in anyOf"));
        return d;
      });
    } else {
      untyped.push((d, path, parent, key, errors) => {
        const before = errors.length;
        let passing: number | number[] | null = null;
        for (let i = 0; i < branches.length; i++) {
          const n = errors.length;
          const branch = branches[i];
          if (branch) d = branch(d, path, parent, key, errors);
          if (errors.length !== n) continue;
          if (passing === null) passing = i;
          else return (errors.push(error(path, "oneOf", { passingSchemas: [passing, i] }, "must match exactly one schema in oneOf")), d);
        }
        if (passing === null) return (errors.push(error(path, "oneOf", { passingSchemas: null }, "must match exactly one schema in oneOf")), d);
        return ((errors.length = before), d);
      });
    }
  }

  for (const [keyword, op, ok] of [["maximum", ">", "<="], ["minimum", "<", ">="]] as const) {
    const limit = s[keyword];
    if (limit === undefined) continue;
    need(typeof limit === "number", at, `${keyword} must be a number`);
    const bad = op === ">" ? (d: number) => d > limit || Number.isNaN(d) : (d: number) => d < limit || Number.isNaN(d);
    add("number", when(bad, fail(keyword, { comparison: ok, limit }, `must be ${ok} ${limit}`)));
  }
  if (s.format !== undefined) {
    const valid = FORMATS[s.format];
    need(valid, at, `unsupported format ${JSON.stringify(s.format)}`);
    add("number", when((d) => !valid(d), fail("format", { format: s.format }, `must match format "${s.format}"`)));
  }
  // minLength/maxLength, minItems/maxItems, minProperties/maxProperties
  const limits = [["string", "Length", "characters", length], ["array", "Items", "items", (d: Json[]) => d.length], ["object", "Properties", "properties", (d: Json) => Object.keys(d).length]] as const;
  const object: Record<string, Check> = {};
  for (const [type, suffix, noun, size] of limits) {
    for (const [keyword, more] of [[`max${suffix}`, true], [`min${suffix}`, false]] as const) {
      if (s[keyword] === undefined) continue;
      const limit = int(keyword);
      const check = when((d) => (more ? size(d) > limit : size(d) < limit), fail(keyword, { limit }, `must NOT have ${more ? "more" : "fewer"} than ${limit} ${noun}`));
      if (type === "object") object[keyword] = check;
      else add(type, check);
    }
  }
  if (s.items !== undefined && !alwaysValid(s.items)) {
    const item = sub(s.items, "items");
    add("array", (d: Json[], path, _p, _k, errors) => {
      for (let i = 0, n = errors.length; i < d.length && errors.length === n; i++) item(d[i], `${path}/${i}`, d, i, errors);
      return d;
    });
  }

  const properties: Schema = s.properties ?? {};
  need(isObject(properties), at, "properties must be an object");
  const defaults = composite ? [] : Object.entries(properties).filter(([, p]) => isObject(p) && p.default !== undefined);
  if (s.required !== undefined) {
    const required: string[] = s.required;
    need(Array.isArray(required) && required.every((r) => typeof r === "string"), at, "required must be an array of strings");
    object.required = (d, path, _p, _k, errors) => {
      const missing = required.find((r) => d[r] === undefined);
      if (missing !== undefined) errors.push(error(path, "required", { missingProperty: missing }, `must have required property '${missing}'`));
      return d;
    };
  }
  if (s.additionalProperties !== undefined && !alwaysValid(s.additionalProperties)) {
    const known = new Set(Object.keys(properties));
    const extra = s.additionalProperties === false ? undefined : sub(s.additionalProperties, "additionalProperties");
    object.additionalProperties = (d, path, _p, _k, errors) => {
      const n = errors.length;
      for (const k in d) {
        if (known.has(k)) continue;
        if (!extra) errors.push(error(path, "additionalProperties", { additionalProperty: k }, "must NOT have additional properties"));
        else extra(d[k], path + pointer(k), d, k, errors);
        if (errors.length !== n) break;
      }
      return d;
    };
  }
  if (s.properties !== undefined) {
    const checks = Object.entries(properties).filter(([, p]) => !alwaysValid(p)).map(([k, p]) => [k, pointer(k), sub(p, `properties${pointer(k)}`)] as const);
    object.properties = (d, path, _p, _k, errors) => {
      const n = errors.length;
      for (const [k, at, check] of checks) {
        if (d[k] !== undefined) check(d[k], path + at, d, k, errors);
        if (errors.length !== n) break;
      }
      return d;
    };
  }
  if (s.dependentRequired !== undefined) {
    need(isObject(s.dependentRequired), at, "dependentRequired must be an object");
    const deps = Object.entries(s.dependentRequired as Record<string, string[]>);
    need(deps.every(([, list]) => Array.isArray(list) && list.every((r) => typeof r === "string")), at, "dependentRequired must map to arrays of strings");
    object.dependentRequired = (d, path, _p, _k, errors) => {
      for (const [property, list] of deps) {
        const missing = d[property] === undefined || !list.length ? undefined : list.find((r) => d[r] === undefined);
        if (missing === undefined) continue;
        const params = { property, missingProperty: missing, depsCount: list.length, deps: list.join(", ") };
        errors.push(error(path, "dependentRequired", params, `must have ${list.length === 1 ? "property" : "properties"} ${params.deps} when property ${property} is present`));
        break;
      }
      return d;
    };
  }
  if (defaults.length) {
    add("object", (d) => {
      for (const [k, p] of defaults) if (d[k] === undefined) d[k] = typeof p.default === "object" ? structuredClone(p.default) : p.default;
      return d;
    });
  }
  for (const k of OBJECT) if (object[k]) add("object", object[k]);

  // A group is in use when the schema has one of its keywords, even one that checks nothing.
  const used = (type: string) => (GROUP_KEYWORDS[type] ?? []).some((k) => s[k] !== undefined);
  const active = groups.filter(([t]) => used(t));
  const coercible = coerce ? types.filter((t) => t !== "object") : [];
  // Ajv's test of an unwrapped one-element array ANDs the checks of all the types ("number"
  // absorbing "integer"), so with two types it never passes (and with array and object it is odd).
  need(!coercible.length || !types.includes("array") || !types.includes("object"), at, "coerced type lists with both array and object are not supported");
  const alone = types.filter((t) => t !== "integer" || !types.includes("number"));
  const fits = (d: Json) => alone.length === 1 && isType(alone[0]!, d);
  // Ajv checks the type first unless a lone type's own group will (after anyOf/oneOf).
  const deferred = !coercible.length && types.length === 1 && used(types[0]!) ? types[0] : undefined;
  const upfront = types.length > 0 && !deferred;
  const ofTypes = (d: Json) => types.some((t) => isType(t, d));
  const typeError = (path: string) => error(path, "type", { type: s.type }, `must be ${types.join(",")}`);

  return (d, path, parent, key, errors) => {
    const before = errors.length;
    if (upfront && !ofTypes(d)) {
      let coerced: Json;
      if (coercible.length && Array.isArray(d) && d.length === 1) {
        d = d[0]; // Ajv's local data stays unwrapped even if it then fails
        if (fits(d)) coerced = d;
      }
      if (coerced === undefined) coerced = coerceTo(coercible, d);
      if (coerced === undefined) {
        errors.push(typeError(path));
        if (!composite) return d;
      } else {
        d = coerced;
        if (parent !== undefined) parent[key!] = coerced;
      }
    }
    for (let i = 0, n = errors.length; i < untyped.length && errors.length === n; i++) d = untyped[i]!(d, path, parent, key, errors);
    if (errors.length !== before) return d;
    for (const [type, checks] of active) {
      if (isType(type, d)) {
        for (let i = 0, n = errors.length; i < checks.length && errors.length === n; i++) d = checks[i]!(d, path, parent, key, errors);
      } else if (type === deferred) {
        errors.push(typeError(path));
      }
      if (errors.length !== before) return d;
    }
    return d;
  };
}
