import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { syncVersions } from "../sync-versions.ts";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(sdk: string, python: string, go: string, pyproject = "0.0.0", versionGo = "0.0.0") {
  root = mkdtempSync(path.join(tmpdir(), "osb-versions-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("packages/sdk-ts/package.json", JSON.stringify({ version: sdk }));
  write("clients/python/package.json", JSON.stringify({ version: python }));
  write("clients/go/package.json", JSON.stringify({ version: go }));
  write("clients/python/pyproject.toml", `[project]\nname = "opensandbox-client"\nversion = "${pyproject}"\n`);
  write("clients/go/version.go", `package opensandbox\n\n// Version of this client.\nconst Version = "${versionGo}"\n`);
}

describe("sync-versions", () => {
  it("writes the version changesets gave the clients into pyproject.toml and version.go", () => {
    tree("1.2.0", "1.2.0", "1.2.0");
    expect(syncVersions(root, true)).toHaveLength(2);
    syncVersions(root, false);
    expect(readFileSync(path.join(root, "clients/python/pyproject.toml"), "utf8")).toContain('\nversion = "1.2.0"\n');
    expect(readFileSync(path.join(root, "clients/go/version.go"), "utf8")).toContain('const Version = "1.2.0"');
    expect(syncVersions(root, true)).toEqual([]);
  });

  it("reports a client that left the SDK's version line", () => {
    tree("1.2.0", "1.1.0", "1.2.0", "1.1.0", "1.2.0");
    expect(syncVersions(root, true)).toEqual([expect.stringMatching(/^clients\/python\/package.json: 1.1.0, but @opensandbox\/sdk is 1.2.0/)]);
  });
});
