import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { syncVersions } from "../sync-versions.ts";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(sdk: string, python: string, go: string, pyproject = "0.0.0", versionGo = "0.0.0", java = sdk, pom = "0.0.0") {
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
  write("clients/java/package.json", JSON.stringify({ version: java }));
  write(
    "clients/java/pom.xml",
    `<project>\n  <artifactId>opensandbox-client</artifactId>\n  <version>${pom}</version>\n  <dependencies>\n    <dependency>\n      <version>2.23.0</version>\n    </dependency>\n  </dependencies>\n</project>\n`,
  );
  write("clients/java/src/main/java/io/github/opensandboxts/client/Version.java", `public final class Version {\n  public static final String VERSION = "${pom}";\n}\n`);
  write("conformance/clients/java/pom.xml", `<project>\n  <version>0.0.0</version>\n  <properties>\n    <opensandbox-client.version>${pom}</opensandbox-client.version>\n  </properties>\n</project>\n`);
}

describe("sync-versions", () => {
  it("writes the version changesets gave the clients into pyproject.toml, version.go and the Java files", () => {
    tree("1.2.0", "1.2.0", "1.2.0");
    expect(syncVersions(root, true)).toHaveLength(5);
    syncVersions(root, false);
    expect(readFileSync(path.join(root, "clients/python/pyproject.toml"), "utf8")).toContain('\nversion = "1.2.0"\n');
    expect(readFileSync(path.join(root, "clients/go/version.go"), "utf8")).toContain('const Version = "1.2.0"');
    const pom = readFileSync(path.join(root, "clients/java/pom.xml"), "utf8");
    expect(pom).toContain("\n  <version>1.2.0</version>\n");
    expect(pom).toContain("<version>2.23.0</version>"); // a dependency's version is left alone
    expect(readFileSync(path.join(root, "clients/java/src/main/java/io/github/opensandboxts/client/Version.java"), "utf8")).toContain('VERSION = "1.2.0";');
    expect(readFileSync(path.join(root, "conformance/clients/java/pom.xml"), "utf8")).toContain("<opensandbox-client.version>1.2.0</opensandbox-client.version>");
    expect(syncVersions(root, true)).toEqual([]);
  });

  it("reports a client that left the SDK's version line", () => {
    tree("1.2.0", "1.1.0", "1.2.0", "1.1.0", "1.2.0", "1.2.0", "1.2.0");
    expect(syncVersions(root, true)).toEqual([expect.stringMatching(/^clients\/python\/package.json: 1.1.0, but @opensandbox\/sdk is 1.2.0/)]);
  });

  it("reports a Java pom that drifted from its workspace entry", () => {
    tree("1.2.0", "1.2.0", "1.2.0", "1.2.0", "1.2.0", "1.2.0", "1.2.0");
    writeFileSync(path.join(root, "clients/java/pom.xml"), readFileSync(path.join(root, "clients/java/pom.xml"), "utf8").replace("<version>1.2.0</version>", "<version>1.1.9</version>"));
    expect(syncVersions(root, true)).toEqual(["clients/java/pom.xml: 1.1.9, expected 1.2.0"]);
  });
});
