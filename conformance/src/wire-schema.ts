// Validates every request the harness sends and every response it receives against the spec,
// independently of what a case asserts. OpenAPI 3.1 schemas are JSON Schema 2020-12, so the
// whole document is registered in one Ajv2020 instance and schemas are compiled by pointer.
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { WireRequest, WireResponse } from "./runner/driver.js";
import type { FormPart } from "./runner/multipart.js";
import { escapePointerToken, isObject, matchOperation, resolveRef } from "./spec.js";
import type { JsonObject, LoadedSpec, OperationMatch, SpecOperation, SpecParameter } from "./spec.js";

/** A deviation from the spec found on the wire. */
export interface WireIssue {
  /** WARNING for SHOULD-level deviations (undocumented body, header value format). */
  severity: "FAILURE" | "WARNING";
  message: string;
}

export interface RequestValidation {
  match?: OperationMatch;
  /** Ways in which the request violates the spec (empty when it conforms). */
  issues: string[];
}

const SPEC_ID = "https://opensandbox.invalid/conformance/spec.json";

function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(";")[0]?.trim().toLowerCase() || undefined;
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/** Picks the documented media type for a concrete one (`application/json`, `application/*`, `*\/*`). */
function pickMediaType(content: JsonObject, mediaType: string | undefined): string | undefined {
  const keys = Object.keys(content);
  if (mediaType) {
    const exact = keys.find((k) => k.toLowerCase() === mediaType);
    if (exact) return exact;
    const range = keys.find((k) => k.toLowerCase() === `${mediaType.split("/")[0]}/*`);
    if (range) return range;
  }
  return keys.find((k) => k === "*/*");
}

function coerce(value: string, schema: JsonObject | undefined): unknown {
  const type = schema?.type;
  const types = Array.isArray(type) ? type : [type];
  if ((types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (types.includes("boolean") && (value === "true" || value === "false")) return value === "true";
  return value;
}

export class WireSchema {
  readonly spec: LoadedSpec;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(spec: LoadedSpec) {
    this.spec = spec;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema(spec.doc, SPEC_ID);
  }

  /** Validator for the schema at a pointer of the spec (compiled once). */
  validatorAt(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${SPEC_ID}#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  /** Errors of `value` against `components/schemas/<name>`; empty when valid. */
  validateNamedSchema(name: string, value: unknown): string[] {
    const schemas = this.spec.doc.components;
    if (!isObject(schemas) || !isObject(schemas.schemas) || !(name in schemas.schemas)) {
      throw new Error(`schema "${name}" is not in components/schemas of ${this.spec.fileName}`);
    }
    return this.errorsAt(`/components/schemas/${escapePointerToken(name)}`, value);
  }

  errorsAt(pointer: string, value: unknown): string[] {
    const validate = this.validatorAt(pointer);
    return validate(value) ? [] : formatErrors(validate.errors);
  }

  /** Matches the request to an operation and checks it against parameters and request body. */
  checkRequest(request: WireRequest): RequestValidation {
    const match = matchOperation(this.spec, request.method, request.path);
    if (!match) return { issues: [] };
    const issues: string[] = [];
    for (const param of match.operation.parameters) this.checkParameter(param, match, request, issues);
    this.checkRequestBody(match.operation, request, issues);
    return { match, issues };
  }

  private checkParameter(param: SpecParameter, match: OperationMatch, request: WireRequest, issues: string[]): void {
    let value: unknown;
    if (param.in === "path") {
      const raw = match.pathParams[param.name];
      if (raw === undefined) return;
      let decoded: string;
      try {
        decoded = decodeURIComponent(raw);
      } catch {
        issues.push(`path parameter ${param.name} is not valid percent-encoding`);
        return;
      }
      value = coerce(decoded, param.schema);
    } else if (param.in === "query") {
      const values = request.query.filter(([name]) => name === param.name).map(([, v]) => v);
      if (values.length === 0) {
        if (param.required) issues.push(`query parameter ${param.name} is required`);
        return;
      }
      if (param.schema?.type === "array") {
        const items = isObject(param.schema.items) ? resolveRef(this.spec.doc, param.schema.items, "").value : undefined;
        value = values.map((v) => coerce(v, items));
      } else {
        if (values.length > 1) issues.push(`query parameter ${param.name} is repeated but is not an array`);
        value = coerce(values[0] as string, param.schema);
      }
    } else {
      return;
    }
    if (param.schemaPointer) {
      for (const error of this.errorsAt(param.schemaPointer, value)) issues.push(`${param.in} parameter ${param.name}: ${error}`);
    }
  }

  private checkRequestBody(operation: SpecOperation, request: WireRequest, issues: string[]): void {
    if (!isObject(operation.operation.requestBody)) return;
    const { value: requestBody, pointer } = resolveRef(this.spec.doc, operation.operation.requestBody, `${operation.pointer}/requestBody`);
    const size = typeof request.body === "string" ? request.body.length : (request.body?.byteLength ?? 0);
    if (size === 0 && !request.form) {
      if (requestBody.required === true) issues.push("request body is required");
      return;
    }
    if (!isObject(requestBody.content)) return;
    const contentType = Object.entries(request.headers).find(([k]) => k.toLowerCase() === "content-type")?.[1];
    const mediaType = mediaTypeOf(contentType);
    const documented = pickMediaType(requestBody.content, mediaType);
    if (!documented) {
      issues.push(`content type ${mediaType ?? "(none)"} is not accepted (spec: ${Object.keys(requestBody.content).join(", ")})`);
      return;
    }
    const media = requestBody.content[documented];
    if (!isObject(media) || !isObject(media.schema)) return;
    const schemaPointer = `${pointer}/content/${escapePointerToken(documented)}/schema`;
    if (mediaType === "multipart/form-data" && request.form) {
      this.checkForm(request.form, media, schemaPointer, issues);
      return;
    }
    if (!mediaType || !isJsonMediaType(mediaType)) return;
    let body: unknown;
    try {
      body = JSON.parse(typeof request.body === "string" ? request.body : new TextDecoder().decode(request.body));
    } catch {
      issues.push("request body is not valid JSON");
      return;
    }
    for (const error of this.errorsAt(schemaPointer, body)) issues.push(`request body: ${error}`);
  }

  /**
   * A multipart body as the object its schema describes: each part under its name (a list when
   * the property is an array), JSON parts (by their content type or the documented encoding)
   * parsed, other parts as text.
   */
  private checkForm(form: FormPart[], media: JsonObject, schemaPointer: string, issues: string[]): void {
    const schema = resolveRef<JsonObject>(this.spec.doc, media.schema, schemaPointer).value;
    const properties = isObject(schema.properties) ? schema.properties : {};
    const encoding = isObject(media.encoding) ? media.encoding : {};
    const value: Record<string, unknown> = {};
    for (const part of form) {
      const documentedType = isObject(encoding[part.name]) ? (encoding[part.name] as JsonObject).contentType : undefined;
      const partType = mediaTypeOf(part.contentType) ?? (typeof documentedType === "string" ? mediaTypeOf(documentedType) : undefined);
      let content: unknown = new TextDecoder().decode(part.data);
      if (partType && isJsonMediaType(partType)) {
        try {
          content = JSON.parse(content as string);
        } catch {
          issues.push(`multipart part ${part.name} is not valid JSON`);
          continue;
        }
      }
      const property = isObject(properties[part.name]) ? resolveRef<JsonObject>(this.spec.doc, properties[part.name], "").value : undefined;
      if (property?.type === "array") value[part.name] = [...((value[part.name] as unknown[] | undefined) ?? []), content];
      else if (part.name in value) issues.push(`multipart part ${part.name} is repeated but is not an array`);
      else value[part.name] = content;
    }
    for (const error of this.errorsAt(schemaPointer, value)) issues.push(`multipart body: ${error}`);
  }

  /** Checks status, body and documented headers of a response to `operation`. */
  checkResponse(operation: SpecOperation, method: string, response: WireResponse): WireIssue[] {
    const issues: WireIssue[] = [];
    const responses = isObject(operation.operation.responses) ? operation.operation.responses : {};
    const status = String(response.status);
    const key = [status, `${status[0]}XX`, `${status[0]}xx`, "default"].find((k) => k in responses);
    if (!key) {
      issues.push({
        severity: "FAILURE",
        message: `status ${status} is not documented for ${operation.key} (documented: ${Object.keys(responses).join(", ")})`,
      });
      return issues;
    }
    const { value: documented, pointer } = resolveRef(this.spec.doc, responses[key], `${operation.pointer}/responses/${key}`);
    if (!isObject(documented)) return issues;

    const mediaType = mediaTypeOf(response.headers["content-type"]);
    const size = response.bodyBytes?.byteLength ?? response.bodyText.length;
    const hasBody = (size > 0 || (response.events?.length ?? 0) > 0) && method !== "HEAD";
    if (isObject(documented.content) && Object.keys(documented.content).length > 0) {
      const picked = pickMediaType(documented.content, mediaType);
      if (!hasBody) {
        // Empty text or binary content is still content (an empty log, an empty file).
        const mayBeEmpty = Object.keys(documented.content).some((k) => !isJsonMediaType(k.toLowerCase()) && k.toLowerCase() !== "text/event-stream");
        if (!mayBeEmpty && method !== "HEAD") {
          issues.push({ severity: "FAILURE", message: `${status} response has no body; spec documents ${Object.keys(documented.content).join(", ")}` });
        }
      } else if (!picked) {
        issues.push({
          severity: "FAILURE",
          message: `${status} response content type ${mediaType ?? "(none)"} is not documented (spec: ${Object.keys(documented.content).join(", ")})`,
        });
      } else if (mediaType === "text/event-stream") {
        const media = documented.content[picked];
        for (const problem of response.streamProblems ?? []) issues.push({ severity: "FAILURE", message: `event stream: ${problem}` });
        if (isObject(media) && isObject(media.schema)) {
          const schemaPointer = `${pointer}/content/${escapePointerToken(picked)}/schema`;
          const name = schemaName(media.schema) ?? "the documented schema";
          (response.events ?? []).forEach((event, index) => {
            for (const error of this.errorsAt(schemaPointer, event)) {
              issues.push({ severity: "FAILURE", message: `event ${index + 1} of the stream violates ${name}: ${error} (${excerpt(JSON.stringify(event), 200)})` });
            }
          });
        }
      } else if (mediaType && isJsonMediaType(mediaType)) {
        const media = documented.content[picked];
        if (response.json === undefined) {
          issues.push({ severity: "FAILURE", message: `${status} response body is not valid JSON: ${excerpt(response.bodyText)}` });
        } else if (isObject(media) && isObject(media.schema)) {
          const schemaPointer = `${pointer}/content/${escapePointerToken(picked)}/schema`;
          for (const error of this.errorsAt(schemaPointer, response.json)) {
            issues.push({ severity: "FAILURE", message: `${status} response body violates ${schemaName(media.schema) ?? "the documented schema"}: ${error}` });
          }
        }
      }
    } else if (hasBody && response.status !== 204) {
      issues.push({ severity: "WARNING", message: `${status} response has a body but the spec documents none: ${excerpt(response.bodyText)}` });
    }
    if (response.status === 204 && hasBody) {
      issues.push({ severity: "FAILURE", message: "204 response carries a body" });
    }

    if (isObject(documented.headers)) {
      for (const [name, rawHeader] of Object.entries(documented.headers)) {
        const value = response.headers[name.toLowerCase()];
        if (value === undefined) continue;
        const header = resolveRef(this.spec.doc, rawHeader, `${pointer}/headers/${escapePointerToken(name)}`);
        if (!isObject(header.value) || !isObject(header.value.schema)) continue;
        const errors = this.errorsAt(`${header.pointer}/schema`, coerce(value, header.value.schema));
        for (const error of errors) issues.push({ severity: "WARNING", message: `header ${name}: ${error}` });
      }
    }
    return issues;
  }
}

function schemaName(schema: JsonObject): string | undefined {
  return typeof schema.$ref === "string" ? schema.$ref.split("/").at(-1) : undefined;
}

export function excerpt(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat || "(empty)";
}

export function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  if (!errors) return [];
  // anyOf over open enums (known value | any string) produces noise for the failing branches.
  const useful = errors.filter((e) => e.keyword !== "anyOf" || errors.length === 1);
  return useful.slice(0, 5).map((e) => {
    const where = e.instancePath ? e.instancePath.replace(/^\//, "").replace(/\//g, ".") : "(root)";
    const extra = e.keyword === "additionalProperties" ? ` (${String((e.params as { additionalProperty?: unknown }).additionalProperty)})` : "";
    return `${where} ${e.message ?? e.keyword}${extra}`;
  });
}
