// Every error code execd can answer with is documented on ErrorResponse.code in the spec.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../src/errors.ts";

const spec = parse(readFileSync(new URL("../../../../specs/execd-api.yaml", import.meta.url), "utf8"));
const described: string = spec.components.schemas.ErrorResponse.properties.code.description;
const documented = new Set([...described.matchAll(/^- `([A-Z_]+)`/gm)].map((m) => m[1]));

describe("execd error codes", () => {
  it("are all documented in specs/execd-api.yaml, and nothing else is", () => {
    expect([...documented].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });
});
