// TEMPORARY: Ajv-backed stand-in until the interpreter lands.
import { validatorCompiler } from "@opensandbox/http-kit";
export type SchemaError = { instancePath: string; keyword: string; params: Record<string, unknown>; message: string };
export type Validate = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
const c = validatorCompiler({ lazy: true });
export function compileSchema(schema: object, opts: { coerce: boolean }): Validate {
  return c({ schema, httpPart: opts.coerce ? "querystring" : "body" } as never) as unknown as Validate;
}
