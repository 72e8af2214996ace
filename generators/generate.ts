// Generates everything derived from specs/: per target, the TypeScript types and route handler
// types (hey-api `typescript` + `fastify`), the request JSON schemas the fastify routes validate
// with (our own emitter, below), and the SDK client (hey-api `client-fetch` + `sdk`); then the
// Python client (generators/python.ts, openapi-python-client) and the Go client
// (generators/go.ts, oapi-codegen).
//
//   pnpm generate                      rewrite the generated folders
//   pnpm generate --check              regenerate into a temporary folder and fail if anything differs
//   pnpm generate --only ts|python|go  one language (`--only lifecycle|execd`: one spec, TypeScript only)
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@hey-api/openapi-ts";
import { parse as parseYaml } from "yaml";
import { generateGo, GO_OUTPUTS } from "./go.ts";
import { generatePython, PYTHON_OUTPUTS } from "./python.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type Target = {
  spec: string;
  /** Folder (relative to the repo root) for server-side types and route schemas. */
  server: string;
  /** Folder for the SDK's low-level client. */
  sdk: string;
};

export const TARGETS: Target[] = [
  { spec: "specs/sandbox-lifecycle.yml", server: "packages/server/src/generated/lifecycle", sdk: "packages/sdk-ts/src/generated/lifecycle" },
  { spec: "specs/execd-api.yaml", server: "packages/execd/src/generated/execd", sdk: "packages/sdk-ts/src/generated/execd" },
];

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;
/** OpenAPI-only keywords that are not JSON Schema; dropped so Ajv can run in strict mode. */
const NON_SCHEMA_KEYS = new Set(["example", "discriminator", "xml", "externalDocs"]);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

function banner(spec: string): string {
  return `// This file is generated from ${spec} by \`pnpm generate\` (generators/generate.ts). Do not edit.\n`;
}

/** Replaces every local `$ref` with the object it points to (specs are single files). */
function deref(node: Json, doc: Obj, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((n) => deref(n, doc, seen));
  if (node === null || typeof node !== "object") return node;
  const ref = node.$ref;
  if (typeof ref === "string") {
    if (!ref.startsWith("#/")) throw new Error(`only local $refs are supported, got ${ref}`);
    if (seen.includes(ref)) throw new Error(`recursive $ref ${ref} cannot be inlined`);
    const target = ref
      .slice(2)
      .split("/")
      .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<Json>((acc, key) => (acc as Obj)[key] as Json, doc);
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    const { $ref: _, ...siblings } = node;
    const resolved = deref(target, doc, [...seen, ref]) as Obj;
    return Object.keys(siblings).length ? { ...resolved, ...(deref(siblings, doc, seen) as Obj) } : resolved;
  }
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) {
    if (NON_SCHEMA_KEYS.has(k) || k.startsWith("x-")) continue;
    out[k] = deref(v, doc, seen);
  }
  return out;
}

/** JSON Schemas for each operation's params, querystring, headers and JSON body, keyed by operationId. */
function routeSchemas(doc: Obj): Record<string, Obj> {
  const routes: Record<string, Obj> = {};
  for (const [route, item] of Object.entries(doc.paths as Obj)) {
    const pathItem = item as Obj;
    for (const method of HTTP_METHODS) {
      const op = pathItem[method] as Obj | undefined;
      if (!op) continue;
      const operationId = op.operationId as string;
      if (!operationId) throw new Error(`${method.toUpperCase()} ${route} has no operationId`);
      const params = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) => deref(p, doc) as Obj);
      const schema: Obj = {};
      for (const [where, key] of [["path", "params"], ["query", "querystring"], ["header", "headers"]] as const) {
        const list = params.filter((p) => p.in === where);
        if (!list.length) continue;
        const properties: Obj = {};
        const required: string[] = [];
        for (const p of list) {
          const name = where === "header" ? (p.name as string).toLowerCase() : (p.name as string);
          properties[name] = (p.schema as Obj) ?? {};
          if (p.required) required.push(name);
        }
        schema[key] = { type: "object", properties, ...(required.length ? { required } : {}) };
      }
      const body = (deref((op.requestBody as Json) ?? null, doc) as Obj | null)?.content as Obj | undefined;
      const json = body?.["application/json"] as Obj | undefined;
      if (json?.schema) schema.body = json.schema;
      const contentTypes = body ? Object.keys(body) : [];
      routes[operationId] = {
        method: method.toUpperCase(),
        path: route,
        url: route.replace(/\{([^}]+)\}/g, ":$1"),
        bodyRequired: Boolean((op.requestBody as Obj | undefined)?.required),
        contentTypes,
        schema,
      };
    }
  }
  return routes;
}

function emitRoutes(target: Target, doc: Obj): string {
  const routes = routeSchemas(doc);
  const components = deref((doc.components as Obj)?.schemas ?? {}, doc);
  return (
    banner(target.spec) +
    `\n/** Request schemas per operation (JSON Schema 2020-12), for fastify route validation. */\n` +
    `export const routes = ${JSON.stringify(routes, null, 2)} as const;\n\n` +
    `export type OperationId = keyof typeof routes;\n\n` +
    `/** Every component schema, with references inlined. */\n` +
    `export const schemas = ${JSON.stringify(components, null, 2)} as const;\n`
  );
}

async function heyApi(input: Obj, output: string, plugins: Parameters<typeof createClient>[0] extends infer C ? (C extends { plugins?: infer P } ? P : never) : never) {
  await createClient({
    input: input as never,
    output: { path: output, module: { extension: ".ts" }, header: (ctx: { defaultValue: string[] }) => ctx.defaultValue } as never,
    plugins,
    logs: { level: "silent" },
  } as never);
}

async function generateInto(root: string): Promise<string[]> {
  const written: string[] = [];
  const onlyAt = process.argv.indexOf("--only");
  const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? "") : undefined;
  if (only === undefined || only === "python") {
    await generatePython(root);
    written.push(...PYTHON_OUTPUTS);
  }
  if (only === undefined || only === "go") {
    await generateGo(root);
    written.push(...GO_OUTPUTS);
  }
  if (only === "python" || only === "go") return written;
  const chosen = only === undefined || only === "ts" ? TARGETS : TARGETS.filter((t) => t.spec.includes(only));
  for (const target of chosen) {
    const specPath = path.join(ROOT, target.spec);
    if (!existsSync(specPath)) throw new Error(`missing spec ${target.spec}`);
    const doc = parseYaml(readFileSync(specPath, "utf8")) as Obj;
    const serverDir = path.join(root, target.server);
    const sdkDir = path.join(root, target.sdk);
    rmSync(serverDir, { recursive: true, force: true });
    rmSync(sdkDir, { recursive: true, force: true });
    await heyApi(doc, serverDir, ["@hey-api/typescript", "fastify"] as never);
    mkdirSync(serverDir, { recursive: true });
    writeFileSync(path.join(serverDir, "routes.gen.ts"), emitRoutes(target, doc));
    await heyApi(doc, sdkDir, ["@hey-api/client-fetch", "@hey-api/typescript", "@hey-api/sdk"] as never);
    written.push(target.server, target.sdk);
  }
  return written;
}

/** Files under `dir`, without Python's bytecode caches (written when the package is imported). */
function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.name === "__pycache__" ? [] : e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))],
  );
}

async function main() {
  if (!process.argv.includes("--check")) {
    const dirs = await generateInto(ROOT);
    console.log(`generated ${dirs.join(", ")}`);
    return;
  }
  const tmp = mkdtempSync(path.join(tmpdir(), "osb-generate-"));
  try {
    const dirs = await generateInto(tmp);
    const stale: string[] = [];
    for (const dir of dirs) {
      const fresh = listFiles(path.join(tmp, dir));
      const committed = listFiles(path.join(ROOT, dir));
      for (const f of new Set([...fresh, ...committed])) {
        const a = path.join(tmp, dir, f);
        const b = path.join(ROOT, dir, f);
        if (!existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b))) stale.push(path.join(dir, f));
      }
    }
    if (stale.length) {
      console.error(`generated code is stale; run \`pnpm generate\` and commit the result:\n  ${stale.join("\n  ")}`);
      process.exit(1);
    }
    console.log("generated code is up to date");
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
