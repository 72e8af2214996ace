// Request validation with Ajv in JSON Schema 2020-12 mode (the dialect of OpenAPI 3.1).
import type { FastifySchemaCompiler } from "fastify";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, useDefaults: true, coerceTypes: coerce ? "array" : false });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);

/**
 * JSON bodies keep their types; query, path and header strings are coerced. Each schema is
 * compiled on its route's first request, not at start: execd must be ready within milliseconds
 * of the sandbox starting, and most sandboxes use a handful of routes.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  let compiled: ((data: unknown) => boolean) & { errors?: unknown } | undefined;
  const validate = (data: unknown) => {
    compiled ??= (httpPart === "body" ? bodyAjv : paramAjv).compile(schema as object);
    const ok = compiled(data);
    validate.errors = compiled.errors;
    return ok;
  };
  validate.errors = undefined as unknown;
  return validate as unknown as ReturnType<FastifySchemaCompiler<unknown>>;
};
