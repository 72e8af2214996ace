// Request validation with Ajv in JSON Schema 2020-12 mode, the dialect of OpenAPI 3.1.
// Fastify's default Ajv speaks draft-07, where e.g. `type: [integer, "null"]` works but
// `dependentRequired`, `prefixItems` and `const` under 2020-12 semantics may not; a test proves
// the spec's schemas behave as intended under this compiler.
import type { FastifySchemaCompiler } from "fastify";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    useDefaults: true,
    // Query, path and header values arrive as strings; JSON bodies must already have the right types.
    coerceTypes: coerce ? "array" : false,
    removeAdditional: false,
  });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === "body" ? bodyAjv : paramAjv).compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
