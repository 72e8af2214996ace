// Turns a case's `request` into the bytes on the wire: placeholders substituted, the body
// encoded (JSON, text, bytes or multipart), the credential header set.
import type { FormPartSpec, RequestSpec } from "../cases/types.js";
import { decodeBytes, isBytesSpec } from "./bytes.js";
import type { WireRequest } from "./driver.js";
import { interpolate, interpolateString } from "./interpolate.js";
import type { Vars } from "./interpolate.js";
import { encodeMultipart } from "./multipart.js";
import type { FormPart } from "./multipart.js";

export interface Credential {
  /** Header of the spec's apiKey security scheme, e.g. `X-EXECD-ACCESS-TOKEN`. */
  header: string;
  value: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === name.toLowerCase());
}

function encodeBody(body: NonNullable<RequestSpec["body"]>, vars: Vars): { data: string | Uint8Array; binary: boolean } {
  if (typeof body === "string") return { data: text(interpolateString(body, vars)), binary: false };
  if (!isBytesSpec(body)) throw new Error("body must be a string or one of {base64}, {hex}, {text}");
  return { data: decodeBytes(interpolate(body, vars) as typeof body), binary: true };
}

export function buildPart(spec: FormPartSpec, vars: Vars): FormPart {
  let data: Uint8Array;
  let contentType = spec.contentType;
  if (spec.json !== undefined) {
    data = new TextEncoder().encode(JSON.stringify(interpolate(spec.json, vars)));
    contentType ??= "application/json";
  } else if (spec.body !== undefined) {
    const encoded = encodeBody(spec.body, vars);
    data = typeof encoded.data === "string" ? new TextEncoder().encode(encoded.data) : encoded.data;
    if (encoded.binary) contentType ??= "application/octet-stream";
  } else {
    data = new Uint8Array();
  }
  return {
    name: spec.name,
    ...(spec.filename !== undefined ? { filename: text(interpolateString(spec.filename, vars)) } : {}),
    ...(contentType !== undefined ? { contentType } : {}),
    data,
  };
}

/**
 * Builds the request. Throws `UndefinedVariableError` for a variable never defined or saved,
 * and a plain Error for case data that cannot be encoded.
 */
export function buildWireRequest(spec: RequestSpec, vars: Vars, credential: Credential | undefined): WireRequest {
  const path = interpolateString(spec.path, vars, encodeURIComponent) as string;
  const query: Array<[string, string]> = [];
  for (const [name, raw] of Object.entries(spec.query ?? {})) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      query.push([name, text(typeof value === "string" ? interpolateString(value, vars) : value)]);
    }
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(spec.headers ?? {})) headers[name] = text(interpolateString(value, vars));
  if (spec.auth !== false && credential) {
    headers[credential.header] = spec.apiKey !== undefined ? text(interpolateString(spec.apiKey, vars)) : credential.value;
  }
  const setType = (type: string | undefined) => {
    if (type !== undefined && !hasHeader(headers, "content-type")) headers["content-type"] = type;
  };
  let body: string | Uint8Array | undefined;
  let form: FormPart[] | undefined;
  if (spec.json !== undefined) {
    body = JSON.stringify(interpolate(spec.json, vars));
    setType(spec.contentType ?? "application/json");
  } else if (spec.body !== undefined) {
    const encoded = encodeBody(spec.body, vars);
    body = encoded.data;
    setType(spec.contentType ?? (encoded.binary ? "application/octet-stream" : undefined));
  } else if (spec.multipart !== undefined) {
    form = spec.multipart.map((part) => buildPart(part, vars));
    const encoded = encodeMultipart(form);
    body = encoded.body;
    setType(spec.contentType ? `${spec.contentType}; boundary=${encoded.boundary}` : encoded.contentType);
  } else {
    setType(spec.contentType);
  }
  return { method: spec.method, path, query, headers, ...(body !== undefined ? { body } : {}), ...(form ? { form } : {}) };
}
