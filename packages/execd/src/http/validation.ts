// Request validation with Ajv in JSON Schema 2020-12 mode (the dialect of OpenAPI 3.1).
import type { FastifySchemaCompiler } from "fastify";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function makeAjv(coerce: boolean): Ajv2020 {
  // The schemas come from our own spec, checked by tests; skipping meta-schema validation saves
  // ~40 ms on the first request.
  const ajv = new Ajv2020({ strict: false, useDefaults: true, coerceTypes: coerce ? "array" : false, validateSchema: false });
  addFormats(ajv);
  return ajv;
}

let bodyAjv: Ajv2020 | undefined;
let paramAjv: Ajv2020 | undefined;
const ajvFor = (httpPart: string | undefined) =>
  httpPart === "body" ? (bodyAjv ??= makeAjv(false)) : (paramAjv ??= makeAjv(true));

/**
 * JSON bodies keep their types; query, path and header strings are coerced. Each schema is
 * compiled on its route's first request, not at start: execd must be ready within milliseconds
 * of the sandbox starting, and most sandboxes use a handful of routes.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  let compiled: ((data: unknown) => boolean) & { errors?: unknown } | undefined;
  const validate = (data: unknown) => {
    compiled ??= ajvFor(httpPart).compile(schema as object);
    const ok = compiled(data);
    validate.errors = compiled.errors;
    return ok;
  };
  validate.errors = undefined as unknown;
  return validate as unknown as ReturnType<FastifySchemaCompiler<unknown>>;
};
