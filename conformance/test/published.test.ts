// The package as a runtime implementer gets it: built, packed, installed with npm into an empty
// project, and run through its `opensandbox-conformance` bin on the oldest supported Node (the
// machine's /usr/bin/node, 20) against the fake server — no tsx, no repository around it.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer } from "./fake-server.js";
import type { FakeServer } from "./fake-server.js";

const PACKAGE = path.join(import.meta.dirname, "..");
const OLD_NODE = existsSync("/usr/bin/node") ? "/usr/bin/node" : process.execPath;
const NPM_CLI = path.join(path.dirname(path.dirname(OLD_NODE)), "lib", "node_modules", "npm", "bin", "npm-cli.js");

let work: string;
let bin: string;
let fake: FakeServer;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "osb-conformance-published-"));
  execFileSync(process.execPath, [path.join(PACKAGE, "build.ts")], { stdio: "pipe" });
  execFileSync("pnpm", ["pack", "--pack-destination", work], { cwd: PACKAGE, stdio: "pipe" });
  const tarball = readdirSync(work).find((f) => f.endsWith(".tgz")) as string;
  const project = path.join(work, "project");
  execFileSync("mkdir", ["-p", project]);
  writeFileSync(path.join(project, "package.json"), '{"name":"implementer","private":true}\n');
  const npm = existsSync(NPM_CLI) ? [OLD_NODE, NPM_CLI] : ["npm"];
  execFileSync(npm[0] as string, [...npm.slice(1), "install", "--no-audit", "--no-fund", path.join(work, tarball)], { cwd: project, stdio: "pipe" });
  bin = path.join(project, "node_modules", ".bin", "opensandbox-conformance");
  fake = await startFakeServer();
}, 120_000);
afterAll(async () => {
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

function run(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(OLD_NODE, [bin, ...args], { cwd: work });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => resolve({ code: code ?? 1, out }));
  });
}

describe("the published @opensandbox/conformance", () => {
  it("ships compiled JavaScript, the cases and its own copy of the specs, but not the sources", () => {
    const installed = path.join(work, "project", "node_modules", "@opensandbox", "conformance");
    expect(readdirSync(installed).sort()).toEqual(["PROTOCOL.md", "README.md", "bin", "case-schema.json", "cases", "dist", "package.json", "specs"]);
  });

  it("runs the lifecycle suite against a server on Node 20 and exits 0", async () => {
    const { code, out } = await run("--server", fake.url, "--api-key", fake.apiKey, "--filter", "lifecycle/create", "--poll-interval", "0.01", "--results-dir", path.join(work, "results"));
    expect(out).toMatch(/^PASS +lifecycle\/create\/accepts-valid-request/m);
    expect(out).toMatch(/Result: OK/);
    expect(code).toBe(0);
  }, 60_000);

  it("reports full coverage of both specs", async () => {
    expect((await run("coverage", "--api", "execd", "--fail-on-uncovered")).code).toBe(0);
    expect((await run("coverage", "--fail-on-uncovered")).code).toBe(0);
  }, 60_000); // two process starts of the packed CLI: seconds on a busy 2-core machine
});
