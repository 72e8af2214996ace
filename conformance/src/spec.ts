// Loads an OpenAPI 3.1 document and indexes its operations so a request (method + path) can be
// mapped back to the operation, its parameters and its documented responses.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

export type JsonObject = Record<string, unknown>;

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** A value found in the document together with the JSON pointer where it lives. */
export interface Located<T = unknown> {
  value: T;
  pointer: string;
}

export interface SpecParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  /** Pointer to the parameter's schema, if it has one. */
  schemaPointer?: string;
  schema?: JsonObject;
}

export interface SpecOperation {
  /** `operationId`, or `METHOD /path` when the operation has none. */
  key: string;
  operationId?: string;
  /** Upper-case HTTP method. */
  method: string;
  pathTemplate: string;
  /** JSON pointer to the operation object, e.g. `/paths/~1sandboxes/get`. */
  pointer: string;
  operation: JsonObject;
  /** Path-level and operation-level parameters, `$ref`s resolved. */
  parameters: SpecParameter[];
  /** Marked `x-opensandbox-extension: true` (not part of the upstream protocol). */
  extension: boolean;
  /** Whether the operation's security requirement needs credentials. */
  requiresAuth: boolean;
}

export interface LoadedSpec {
  file: string;
  /** Base name used in spec references, e.g. `sandbox-lifecycle.yml`. */
  fileName: string;
  doc: JsonObject;
  operations: SpecOperation[];
  /** Path of the first `servers` entry (e.g. `/v1`), or `""`. */
  basePath: string;
  /** Header of the `apiKey` security scheme the document's security requirement uses (e.g. `X-EXECD-ACCESS-TOKEN`). */
  authHeader?: string;
}

export interface OperationMatch {
  operation: SpecOperation;
  /** Raw (still percent-encoded) path parameter values. */
  pathParams: Record<string, string>;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Reads the value at a JSON pointer (`/a/b~1c`); `undefined` when absent. */
export function getAtPointer(doc: unknown, pointer: string): unknown {
  if (pointer === "" || pointer === "/") return pointer === "" ? doc : undefined;
  let current: unknown = doc;
  for (const raw of pointer.split("/").slice(1)) {
    const token = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(current)) current = current[Number(token)];
    else if (isObject(current)) current = current[token];
    else return undefined;
  }
  return current;
}

/** Follows local `$ref`s (`#/...`) until a non-reference object is reached. */
export function resolveRef<T = JsonObject>(doc: JsonObject, value: unknown, pointer: string): Located<T> {
  let current = value;
  let at = pointer;
  for (let hops = 0; isObject(current) && typeof current.$ref === "string"; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith("#") || hops > 20) throw new Error(`unsupported or cyclic $ref "${ref}" at ${at}`);
    at = ref.slice(1);
    current = getAtPointer(doc, at);
    if (current === undefined) throw new Error(`$ref "${ref}" does not resolve`);
  }
  return { value: current as T, pointer: at };
}

export function loadSpec(file: string): LoadedSpec {
  const text = readFileSync(file, "utf8");
  const doc: unknown = parseYaml(text, { maxAliasCount: -1 });
  if (!isObject(doc) || typeof doc.openapi !== "string" || !isObject(doc.paths)) {
    throw new Error(`${file} is not an OpenAPI document (no "openapi" and "paths")`);
  }
  const authHeader = apiKeyHeader(doc);
  return { file, fileName: path.basename(file), doc, operations: indexOperations(doc), basePath: serverBasePath(doc), ...(authHeader ? { authHeader } : {}) };
}

/** The header of the first `apiKey`-in-header scheme named by the global security requirement (else any such scheme). */
function apiKeyHeader(doc: JsonObject): string | undefined {
  const components = isObject(doc.components) ? doc.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const required = Array.isArray(doc.security) ? doc.security.flatMap((s) => (isObject(s) ? Object.keys(s) : [])) : [];
  for (const name of [...required, ...Object.keys(schemes)]) {
    const scheme = schemes[name];
    if (isObject(scheme) && scheme.type === "apiKey" && scheme.in === "header" && typeof scheme.name === "string") return scheme.name;
  }
  return undefined;
}

function serverBasePath(doc: JsonObject): string {
  const servers = doc.servers;
  if (!Array.isArray(servers) || !isObject(servers[0]) || typeof servers[0].url !== "string") return "";
  const url = servers[0].url;
  const pathname = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url;
  return pathname.replace(/\/+$/, "");
}

function indexOperations(doc: JsonObject): SpecOperation[] {
  const operations: SpecOperation[] = [];
  const globalSecurity = doc.security;
  for (const [pathTemplate, rawItem] of Object.entries(doc.paths as JsonObject)) {
    const itemPointer = `/paths/${escapePointerToken(pathTemplate)}`;
    const item = resolveRef(doc, rawItem, itemPointer);
    if (!isObject(item.value)) continue;
    const pathParams = collectParameters(doc, item.value.parameters, `${item.pointer}/parameters`);
    for (const method of HTTP_METHODS) {
      const operation = item.value[method];
      if (!isObject(operation)) continue;
      const pointer = `${item.pointer}/${method}`;
      const own = collectParameters(doc, operation.parameters, `${pointer}/parameters`);
      const parameters = [...pathParams.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const security = operation.security ?? globalSecurity;
      const operationId = typeof operation.operationId === "string" ? operation.operationId : undefined;
      operations.push({
        key: operationId ?? `${method.toUpperCase()} ${pathTemplate}`,
        ...(operationId ? { operationId } : {}),
        method: method.toUpperCase(),
        pathTemplate,
        pointer,
        operation,
        parameters,
        extension: operation["x-opensandbox-extension"] === true,
        requiresAuth: Array.isArray(security) && security.length > 0 && !security.some((s) => isObject(s) && Object.keys(s).length === 0),
      });
    }
  }
  return operations;
}

function collectParameters(doc: JsonObject, raw: unknown, pointer: string): SpecParameter[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry, index) => {
    const { value, pointer: at } = resolveRef(doc, entry, `${pointer}/${index}`);
    if (!isObject(value) || typeof value.name !== "string" || typeof value.in !== "string") return [];
    const param: SpecParameter = {
      name: value.name,
      in: value.in as SpecParameter["in"],
      required: value.required === true || value.in === "path",
    };
    if (isObject(value.schema)) {
      param.schemaPointer = `${at}/schema`;
      param.schema = resolveRef(doc, value.schema, param.schemaPointer).value;
    }
    return [param];
  });
}

function splitPath(p: string): string[] {
  const trimmed = p.length > 1 ? p.replace(/\/+$/, "") : p;
  return trimmed.split("/").slice(1);
}

/**
 * Finds the operation for a request path relative to the base path (e.g. `/sandboxes/abc`).
 * Templates of the same length are tried first, literal segments winning over parameters; only
 * when none fits may a trailing parameter absorb several segments (the proxy route's `{path}`),
 * the longest such template winning.
 */
export function matchOperation(spec: LoadedSpec, method: string, requestPath: string): OperationMatch | undefined {
  const segments = splitPath(requestPath);
  const candidates = spec.operations.filter((op) => op.method === method.toUpperCase());
  for (const greedy of [false, true]) {
    let best: { match: OperationMatch; score: number } | undefined;
    for (const operation of candidates) {
      const template = splitPath(operation.pathTemplate);
      const result = matchSegments(template, segments, greedy);
      if (!result) continue;
      const score = result.literals * 1000 + template.length;
      if (!best || score > best.score) best = { match: { operation, pathParams: result.params }, score };
    }
    if (best) return best.match;
  }
  return undefined;
}

function matchSegments(template: string[], segments: string[], greedy: boolean): { params: Record<string, string>; literals: number } | undefined {
  if (greedy ? segments.length <= template.length || !/^\{.+\}$/.test(template.at(-1) ?? "") : segments.length !== template.length) return undefined;
  const params: Record<string, string> = {};
  let literals = 0;
  for (let i = 0; i < template.length; i++) {
    const t = template[i] as string;
    const param = /^\{(.+)\}$/.exec(t);
    if (param) {
      const value = greedy && i === template.length - 1 ? segments.slice(i).join("/") : (segments[i] as string);
      if (value === "") return undefined;
      params[param[1] as string] = value;
    } else if (t === segments[i]) {
      literals++;
    } else {
      return undefined;
    }
  }
  return { params, literals };
}

/** `sandbox-lifecycle.yml#/paths/~1sandboxes/post` for an operation. */
export function specRefOf(spec: LoadedSpec, pointer: string): string {
  return `${spec.fileName}#${pointer}`;
}
