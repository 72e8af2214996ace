// Go client SDK, generated part: models and a low-level client for the three specs, written by
// oapi-codegen (github.com/oapi-codegen/oapi-codegen/v2, pinned in clients/go/tools/go.mod).
//
// oapi-codegen reads OpenAPI 3.0 (it is built on kin-openapi). Our specs are 3.1, so the parsed
// document is first rewritten into an equivalent 3.0 document (toOpenApi30 below); every rule
// says why it is needed. The same rules are listed in clients/go/README.md.
//
//   generateGo(root) writes clients/go/api/{lifecycle,execd,egress}/*.gen.go under `root` (the repo
//   root, or a temporary folder for `pnpm generate --check`); the output is gofmt'd and
//   byte-deterministic.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { isRequiredOnlyChoice } from "./spec-rules.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OAPI_CODEGEN = "github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen";
const OAPI_CODEGEN_VERSION = "v2.8.2";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

interface GoTarget {
  spec: string;
  /** Output folder relative to the repo root; its last segment is the Go package name. */
  dir: string;
  /**
   * Operations left out of the generated client. The proxy routes take a `{path}` parameter
   * that spans several segments, which a generated client would percent-encode (`/` → `%2F`);
   * `attachPty` is a WebSocket upgrade. Both are reached through the SDK's plain HTTP client.
   */
  exclude: RegExp;
  /** In the conformance driver's operation table (the conformance suites cover these specs). */
  driver: boolean;
}

const TARGETS: GoTarget[] = [
  { spec: "specs/sandbox-lifecycle.yml", dir: "clients/go/api/lifecycle", exclude: /^proxySandboxPort/, driver: true },
  { spec: "specs/execd-api.yaml", dir: "clients/go/api/execd", exclude: /^(proxyPort|attachPty$)/, driver: true },
  // The egress API (policy, credential vault) of a sandbox's port-18080 endpoint: every operation.
  { spec: "specs/egress-api.yaml", dir: "clients/go/api/egress", exclude: /^$/, driver: false },
];

/**
 * The conformance driver's operation table (operationId → generated method, path parameters in
 * order, parser). It lives in the driver's own module, outside the SDK's public API.
 */
const DRIVER_OPS_DIR = "conformance/clients/go/ops";

/** Folders (relative to the repo root) whose content generateGo() owns. */
export const GO_OUTPUTS: string[] = [...TARGETS.map((t) => t.dir), DRIVER_OPS_DIR];

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

function isObj(v: Json | undefined): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function resolveRef(doc: Obj, node: Json | undefined): Json | undefined {
  if (!isObj(node) || typeof node.$ref !== "string") return node;
  return node.$ref
    .slice(2)
    .split("/")
    .reduce<Json | undefined>((acc, key) => (isObj(acc) ? acc[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined), doc);
}

/** True when a schema (after following one $ref) can only be a string. */
function isStringSchema(doc: Obj, node: Json | undefined): boolean {
  const s = resolveRef(doc, node);
  return isObj(s) && s.type === "string";
}

/**
 * Rewrites one schema object (recursively) from JSON Schema 2020-12 / OpenAPI 3.1 into the
 * OpenAPI 3.0 subset oapi-codegen understands.
 */
function schema30(doc: Obj, node: Json): Json {
  if (Array.isArray(node)) return node.map((n) => schema30(doc, n));
  if (!isObj(node)) return node;
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) {
    switch (k) {
      // Rule 1: `type: [T, 'null']` → `type: T, nullable: true`. 3.0 has no type arrays; the
      // Go field becomes a pointer, so null and absence both decode to nil.
      case "type":
        if (Array.isArray(v)) {
          const types = v.filter((t) => t !== "null");
          if (types.length !== 1) throw new Error(`type ${JSON.stringify(v)}: only [T, 'null'] is supported`);
          out.type = types[0] as Json;
          if (types.length !== v.length) out.nullable = true;
        } else out.type = v;
        break;
      // Rule 2: `const: v` → `enum: [v]`. 3.0 has no `const`; a one-value enum is equivalent.
      case "const":
        out.enum = [v];
        break;
      // Rule 3: schema `examples` (an array in 3.1) → dropped; 3.0 only knows a single
      // `example`, and examples do not affect the generated code.
      case "examples":
        break;
      // Rule 4: `dependentRequired` → dropped. 3.0 cannot express it; it only constrains
      // requests (the server validates them), not the shape of the Go types.
      case "dependentRequired":
        break;
      default:
        out[k] = schema30(doc, v);
    }
  }
  // Rule 8: `type: number` without a format → `format: double`. oapi-codegen maps a bare
  // number to float32, which would lose precision (JSON numbers are doubles).
  if (out.type === "number" && out.format === undefined) out.format = "double";
  // Rule 5: `oneOf`/`anyOf` whose members only list `required` properties (e.g. Volume: "exactly
  // one of host, pvc, ossfs") → dropped. They add no properties, only a validation rule, and
  // oapi-codegen would otherwise turn the object into a union with a raw-JSON field.
  for (const key of ["oneOf", "anyOf"] as const) {
    if (isRequiredOnlyChoice(out[key])) delete out[key];
  }
  // Rule 6: an open enum written as `anyOf: [<string enum>, {type: string}]` (SandboxState,
  // SnapshotState: "known values, but accept any string") → plain `type: string`. The known
  // values stay available as the separate Known* enum types; without this rule the field
  // would be an opaque union type instead of a string.
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length > 0 && anyOf.every((m) => isStringSchema(doc, m))) {
    delete out.anyOf;
    out.type = "string";
  }
  return out;
}

/** Rewrites every schema position of a parameter, media type map, header, ... */
function mediaMap(doc: Obj, content: Json | undefined): Json | undefined {
  if (!isObj(content)) return content;
  const out: Obj = {};
  for (const [mt, media] of Object.entries(content)) {
    if (!isObj(media)) {
      out[mt] = media;
      continue;
    }
    const { examples: _examples, ...rest } = media;
    out[mt] = { ...rest, ...(media.schema !== undefined ? { schema: schema30(doc, media.schema) } : {}) };
  }
  return out;
}

function withSchema(doc: Obj, node: Json): Json {
  if (!isObj(node) || typeof node.$ref === "string") return node;
  const out: Obj = { ...node };
  if (node.schema !== undefined) out.schema = schema30(doc, node.schema);
  if (node.content !== undefined) out.content = mediaMap(doc, node.content) as Json;
  if (isObj(node.headers)) out.headers = Object.fromEntries(Object.entries(node.headers).map(([k, h]) => [k, withSchema(doc, h)]));
  delete out.examples;
  return out;
}

/** The OpenAPI 3.1 document `doc` as an equivalent OpenAPI 3.0.3 document, minus `exclude`d operations. */
export function toOpenApi30(doc: Obj, exclude: RegExp): Obj {
  // Rule 7: `openapi: 3.1.x` → `3.0.3`, and `info.license.identifier` (3.1 only) is dropped.
  const info = isObj(doc.info) ? { ...doc.info } : {};
  if (isObj(info.license)) {
    const { identifier: _id, ...license } = info.license;
    info.license = license;
  }
  const paths: Obj = {};
  for (const [route, item] of Object.entries(doc.paths as Obj)) {
    if (!isObj(item)) continue;
    const outItem: Obj = {};
    for (const [k, v] of Object.entries(item)) {
      if (HTTP_METHODS.includes(k)) {
        const op = v as Obj;
        if (exclude.test(String(op.operationId))) continue;
        const outOp: Obj = { ...op };
        if (Array.isArray(op.parameters)) outOp.parameters = op.parameters.map((p) => withSchema(doc, p));
        if (op.requestBody !== undefined) outOp.requestBody = withSchema(doc, op.requestBody);
        if (isObj(op.responses)) outOp.responses = Object.fromEntries(Object.entries(op.responses).map(([s, r]) => [s, withSchema(doc, r)]));
        outItem[k] = outOp;
      } else if (k === "parameters" && Array.isArray(v)) {
        outItem.parameters = v.map((p) => withSchema(doc, p));
      } else if (!HTTP_METHODS.includes(k)) {
        outItem[k] = v;
      }
    }
    if (HTTP_METHODS.some((m) => m in outItem)) paths[route] = outItem;
  }
  const components: Obj = {};
  for (const [section, entries] of Object.entries((doc.components as Obj) ?? {})) {
    if (!isObj(entries)) continue;
    if (section === "schemas") components.schemas = Object.fromEntries(Object.entries(entries).map(([k, s]) => [k, schema30(doc, s)]));
    else if (["parameters", "headers", "responses", "requestBodies"].includes(section)) {
      components[section] = Object.fromEntries(Object.entries(entries).map(([k, s]) => [k, withSchema(doc, s)]));
    } else components[section] = entries;
  }
  return { ...doc, openapi: "3.0.3", info, paths, components };
}

function header(spec: string): string {
  return (
    `// Code generated from ${spec} by \`pnpm generate\` (generators/go.ts, oapi-codegen ${OAPI_CODEGEN_VERSION}). DO NOT EDIT.\n\n`
  );
}

/** Builds the pinned oapi-codegen into clients/go/bin (gitignored); cheap when up to date. */
function buildTool(): string {
  const bin = path.join(ROOT, "clients/go/bin/oapi-codegen");
  execFileSync("go", ["build", "-o", bin, OAPI_CODEGEN], { cwd: path.join(ROOT, "clients/go/tools"), stdio: ["ignore", "inherit", "inherit"] });
  return bin;
}

/** oapi-codegen's Go name of an operation (its ToCamelCase of the operationId). */
function goName(operationId: string): string {
  return operationId
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");
}

/** The driver's table of every operation of both specs, as Go source. */
function driverOps(): string {
  const rows: string[] = [];
  for (const target of TARGETS.filter((t) => t.driver)) {
    const doc = parseYaml(readFileSync(path.join(ROOT, target.spec), "utf8")) as Obj;
    const pkg = path.basename(target.dir);
    for (const [route, item] of Object.entries(doc.paths as Obj)) {
      for (const method of HTTP_METHODS) {
        const op = (item as Obj)[method] as Obj | undefined;
        if (!op) continue;
        const id = String(op.operationId);
        const generated = !target.exclude.test(id);
        const pathParams = [...route.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
        const body = resolveRef(doc, op.requestBody) as Obj | undefined;
        const content = isObj(body?.content) ? Object.keys(body.content) : [];
        const ok = resolveRef(doc, (op.responses as Obj)?.["200"]) as Obj | undefined;
        const stream = isObj(ok?.content) && "text/event-stream" in ok.content;
        const name = goName(id);
        rows.push(
          `\t${JSON.stringify(id)}: {API: ${JSON.stringify(pkg)}, Method: ${JSON.stringify(method.toUpperCase())}, Path: ${JSON.stringify(route)}, GoName: ${JSON.stringify(name)}, ` +
            `PathParams: []string{${pathParams.map((p) => JSON.stringify(p)).join(", ")}}, BodyTypes: []string{${content.map((c) => JSON.stringify(c)).join(", ")}}, ` +
            `Stream: ${stream}, Generated: ${generated}` +
            (generated ? `, Parse: func(r *http.Response) (any, error) { return ${pkg}.Parse${name}Result(r) }` : "") +
            "},",
        );
      }
    }
  }
  return (
    header("specs/sandbox-lifecycle.yml and specs/execd-api.yaml") +
    "// Package ops is the conformance driver's table of spec operations.\npackage ops\n\n" +
    'import (\n\t"net/http"\n\n\t"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/execd"\n\t"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/lifecycle"\n)\n\n' +
    "// Op describes one operation of a spec.\ntype Op struct {\n" +
    "\tAPI        string // lifecycle or execd\n" +
    "\tMethod     string\n" +
    "\tPath       string\n" +
    "\tGoName     string   // method of the generated Client (plus WithBody for the raw-body variant)\n" +
    "\tPathParams []string // in the order of the method's arguments\n" +
    "\tBodyTypes  []string // request body media types\n" +
    "\tStream     bool     // the 200 answer is text/event-stream\n" +
    "\tGenerated  bool     // false: left out of the generated client (multi-segment proxy paths, WebSocket)\n" +
    "\tParse      func(*http.Response) (any, error)\n}\n\n" +
    "// Ops maps operationId to its description.\nvar Ops = map[string]Op{\n" +
    rows.join("\n") +
    "\n}\n\n" +
    "var _ = execd.ParsePingResult\nvar _ = lifecycle.ParseGetHealthResult\n"
  );
}

export async function generateGo(root: string): Promise<void> {
  const tool = buildTool();
  const work = mkdtempSync(path.join(tmpdir(), "osb-generate-go-"));
  try {
    for (const target of TARGETS) {
      const doc = parseYaml(readFileSync(path.join(ROOT, target.spec), "utf8")) as Obj;
      const pkg = path.basename(target.dir);
      const specFile = path.join(work, `${pkg}.json`);
      const configFile = path.join(work, `${pkg}.config.yaml`);
      const outFile = path.join(work, `${pkg}.gen.go`);
      writeFileSync(specFile, JSON.stringify(toOpenApi30(doc, target.exclude), null, 2));
      writeFileSync(
        configFile,
        [
          `package: ${pkg}`,
          "generate:",
          "  models: true",
          "  client: true",
          "output-options:",
          // Keep component schemas nothing references any more (the Known*State enums, see rule 6).
          "  skip-prune: true",
          // The specs have schemas named *Response (CreateSandboxResponse, ...) that would clash
          // with the per-operation wrappers of ClientWithResponses (`<operationId>Response`).
          "  response-type-suffix: Result",
          `output: ${JSON.stringify(outFile)}`,
          "",
        ].join("\n"),
      );
      execFileSync(tool, ["-config", configFile, specFile], { cwd: work, stdio: ["ignore", "inherit", "inherit"] });
      let code = readFileSync(outFile, "utf8");
      // Replace oapi-codegen's header (which names no source) with ours; keep a package comment.
      code = code.replace(/^(\/\/[^\n]*\n)+/, "");
      const doc0 = `// Package ${pkg} holds the models and the low-level HTTP client of ${target.spec}.\n// Most users want the hand-written layer in the parent package (opensandbox) instead.\n`;
      code = header(target.spec) + doc0 + code;
      const dir = path.join(root, target.dir);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${pkg}.gen.go`), code);
    }
    const opsDir = path.join(root, DRIVER_OPS_DIR);
    rmSync(opsDir, { recursive: true, force: true });
    mkdirSync(opsDir, { recursive: true });
    const opsFile = path.join(opsDir, "ops.gen.go");
    writeFileSync(opsFile, driverOps());
    execFileSync("gofmt", ["-w", opsFile], { stdio: ["ignore", "inherit", "inherit"] });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
