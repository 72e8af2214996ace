// The server's bundle (build.ts, what the container image runs): the modules the server starts by
// file name at run time are in it, next to the chunk that names them, and load.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve(import.meta.dirname, "../..");

describe("the server's bundle", () => {
  it("carries the credential vault's relay thread as a module of its own, which starts", async () => {
    const out = execFileSync(process.execPath, [path.join(SERVER, "build.ts")], { encoding: "utf8" }).trim();
    const files = readdirSync(out);
    expect(files).toContain("vault-relay-worker.mjs");
    const naming = files.filter((f) => f.endsWith(".mjs") && readFileSync(path.join(out, f), "utf8").includes('"./vault-relay-worker.mjs"'));
    expect(naming.length).toBeGreaterThan(0); // resolved against that chunk's own URL: same folder
    const w = new Worker(path.join(out, "vault-relay-worker.mjs"));
    const started = await new Promise<string>((resolve) => {
      w.once("online", () => resolve("online"));
      w.once("error", (err) => resolve(err.message));
    });
    await w.terminate();
    expect(started).toBe("online");
  }, 60_000);
});
