// The spec's schemas are JSON Schema 2020-12; prove each one compiles under the validator the
// routes use and that 2020-12 keywords really validate (fastify's default Ajv is draft-07).
import { describe, expect, it } from "vitest";
import { routes, schemas } from "../../src/generated/lifecycle/routes.gen.ts";
import { validatorCompiler as makeCompiler } from "@opensandbox/http-kit";

const validatorCompiler = makeCompiler({ lazy: false });
const compile = (schema: unknown, httpPart = "body") =>
  validatorCompiler({ schema: schema as object, httpPart, method: "POST", url: "/" }) as unknown as ((v: unknown) => boolean) & { errors?: unknown };

describe("lifecycle schemas under Ajv 2020-12", () => {
  it.each(Object.entries(routes))("%s: every request part compiles", (_id, route) => {
    for (const [part, schema] of Object.entries(route.schema)) expect(() => compile(schema, part)).not.toThrow();
  });

  it.each(Object.entries(schemas))("component %s compiles", (_name, schema) => {
    expect(() => compile(schema)).not.toThrow();
  });

  it("enforces 2020-12 keywords used by the spec", () => {
    const create = compile(routes.createSandbox.schema.body);
    expect(create({ image: { uri: "busybox" }, entrypoint: ["sh"] })).toBe(true);
    expect(create({ image: { uri: "busybox" } })).toBe(false); // dependentRequired: image → entrypoint
    expect(create({ image: { uri: "busybox" }, entrypoint: ["sh"], timeout: null })).toBe(true); // type: [integer, "null"]
    expect(create({ image: { uri: "busybox" }, entrypoint: ["sh"], timeout: 59 })).toBe(false);
    expect(create({ image: { uri: "" }, entrypoint: ["sh"] })).toBe(false);
  });

  it("does not coerce JSON bodies but does coerce query strings", () => {
    expect(compile(routes.createSandbox.schema.body)({ image: { uri: "b" }, entrypoint: ["sh"], timeout: "60" })).toBe(false);
    const query = { page: "2", state: "Running" } as Record<string, unknown>;
    expect(compile(routes.listSandboxes.schema.querystring, "querystring")(query)).toBe(true);
    expect(query).toMatchObject({ page: 2, state: ["Running"], pageSize: 20 });
  });
});
