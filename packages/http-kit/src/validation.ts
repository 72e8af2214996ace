// Request validation with Ajv in JSON Schema 2020-12 mode, the dialect of OpenAPI 3.1. Fastify's
// default Ajv speaks draft-07, where e.g. `dependentRequired`, `prefixItems` and `const` under
// 2020-12 semantics may not work; each app's schema tests prove the spec behaves as intended here.
import type { FastifySchemaCompiler } from "fastify";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function makeAjv(coerce: boolean, validateSchema: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    useDefaults: true,
    // Query, path and header values arrive as strings; JSON bodies must already have the right types.
    coerceTypes: coerce ? "array" : false,
    removeAdditional: false,
    validateSchema,
  });
  addFormats(ajv);
  return ajv;
}

type Compiled = ((data: unknown) => boolean) & { errors?: unknown };

/**
 * A fastify validator compiler: JSON bodies keep their types; query, path and header strings are
 * coerced.
 *
 * `lazy: false` compiles every schema when its route is registered and checks it against the
 * meta-schema, so a broken spec stops the app at start (the server). `lazy: true` compiles each
 * schema on its route's first request and skips the meta-schema check (~40 ms): execd must answer
 * within milliseconds of the sandbox starting and most sandboxes use a handful of routes; its
 * schema tests check the schemas instead.
 */
export function validatorCompiler({ lazy }: { lazy: boolean }): FastifySchemaCompiler<unknown> {
  let bodyAjv: Ajv2020 | undefined;
  let paramAjv: Ajv2020 | undefined;
  const ajvFor = (httpPart: string | undefined) =>
    httpPart === "body" ? (bodyAjv ??= makeAjv(false, !lazy)) : (paramAjv ??= makeAjv(true, !lazy));
  if (!lazy) {
    return ({ schema, httpPart }) => ajvFor(httpPart).compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
  }
  return ({ schema, httpPart }) => {
    let compiled: Compiled | undefined;
    const validate = (data: unknown) => {
      compiled ??= ajvFor(httpPart).compile(schema as object) as Compiled;
      const ok = compiled(data);
      validate.errors = compiled.errors;
      return ok;
    };
    validate.errors = undefined as unknown;
    return validate as unknown as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}
