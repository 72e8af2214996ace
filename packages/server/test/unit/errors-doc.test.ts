import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../src/errors.ts";

const doc = readFileSync(new URL("../../../../docs/ERRORS.md", import.meta.url), "utf8");
const table = doc.slice(0, doc.indexOf("## Sandbox"));
const documented = Object.fromEntries([...table.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])]));

describe("docs/ERRORS.md", () => {
  it("documents every error code with its status, and nothing else", () => {
    expect(documented).toEqual(ERROR_STATUS);
  });

  it("documents every status.reason the server sets", () => {
    const sources = ["services/sandboxes.ts", "runtime/runtime.ts", "runtime/docker.ts", "runtime/kubernetes.ts"].map((f) => readFileSync(new URL(`../../src/${f}`, import.meta.url), "utf8")).join("\n");
    const reasons = new Set([...sources.matchAll(/reason: "([A-Z_]+)"|RuntimeError\("([A-Z_]+)"/g)].map((m) => m[1] ?? m[2]));
    const reasonTable = doc.slice(doc.indexOf("## Sandbox"));
    for (const r of reasons) expect(reasonTable, `reason ${r}`).toContain(`\`${r}\``);
  });
});
