// execd's bundle reaches Node builtins through require() stubs (src/build/builtins-plugin.ts).
// A bundle made with the plugin must see every builtin export, live, and its start must not pay
// esbuild's interop copying each export of each builtin into a namespace object (a getter per
// export, ~100 for node:fs, at every start of every execd).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { builtinsViaRequire } from "../../src/build/builtins-plugin.ts";

const dir = mkdtempSync(path.join(tmpdir(), "execd-builtins-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENTRY = `
import { readFileSync } from "node:fs";
import fs from "node:fs";
import path from "node:path";
import * as os from "node:os";
import { EventEmitter } from "node:events";
export const probe = { readFileSync, fs, path, os, EventEmitter };
`;

async function bundle(): Promise<{ probe: Record<string, any>; definedProperties: number }> {
  const entry = path.join(dir, "entry.ts");
  writeFileSync(entry, ENTRY);
  const out = await build({ entryPoints: [entry], bundle: true, write: false, platform: "node", format: "esm", target: "node24", plugins: [builtinsViaRequire], logLevel: "silent",
    banner: { js: 'import { createRequire as __cr } from "node:module"; const require = __cr(import.meta.url);' } });
  const file = path.join(dir, `bundle-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, out.outputFiles[0]!.text);
  // esbuild's helpers take Object.defineProperty when the bundle is evaluated: count the calls.
  const original = Object.defineProperty;
  let definedProperties = 0;
  Object.defineProperty = ((o: object, k: PropertyKey, d: PropertyDescriptor) => (definedProperties++, original(o, k, d))) as typeof Object.defineProperty;
  try {
    const mod = (await import(pathToFileURL(file).href)) as { probe: Record<string, any> };
    return { probe: mod.probe, definedProperties };
  } finally {
    Object.defineProperty = original;
  }
}

describe("builtins through the plugin", () => {
  it("every named, default and namespace import reaches the builtin", async () => {
    const { probe } = await bundle();
    const fs = await import("node:fs");
    const nodePath = await import("node:path");
    const os = await import("node:os");
    const events = await import("node:events");
    expect(probe.readFileSync).toBe(fs.readFileSync);
    expect(probe.fs.readFileSync).toBe(fs.readFileSync);
    expect(probe.fs.promises).toBe(fs.promises);
    expect(probe.path.join("a", "b")).toBe(nodePath.join("a", "b"));
    expect(probe.os.hostname()).toBe(os.hostname());
    expect(probe.EventEmitter).toBe(events.EventEmitter);
  });

  it("evaluating the bundle defines a handful of properties, not one per builtin export", async () => {
    const { definedProperties } = await bundle();
    // node:fs alone has ~100 exports and node:os ~20: copying them defined ~150 properties.
    expect(definedProperties).toBeLessThan(20);
  });

  it("node:fs/promises is loaded at its first use, not when the bundle is evaluated (execd's start)", async () => {
    const entry = path.join(dir, "lazy.ts");
    writeFileSync(
      entry,
      `import { readFile } from "node:fs/promises";
import * as fsp from "node:fs/promises";
const loaded = () => process.moduleLoadList.includes("NativeModule fs/promises");
const atStart = loaded();
const text = await readFile(${JSON.stringify(entry)}, "utf8");
console.log(JSON.stringify({ atStart, afterUse: loaded(), read: text.length > 0, same: fsp.stat === (await import("node:fs/promises")).stat }));`,
    );
    const out = await build({ entryPoints: [entry], bundle: true, write: false, platform: "node", format: "esm", target: "node24", plugins: [builtinsViaRequire], logLevel: "silent",
      banner: { js: 'import { createRequire as __cr } from "node:module"; const require = __cr(import.meta.url);' } });
    const file = path.join(dir, "lazy.mjs");
    writeFileSync(file, out.outputFiles[0]!.text);
    // A fresh Node: this test's own process loaded fs/promises long ago.
    const result = JSON.parse(execFileSync(process.execPath, [file], { encoding: "utf8" })) as Record<string, boolean>;
    expect(result).toEqual({ atStart: false, afterUse: true, read: true, same: true });
  });
});
