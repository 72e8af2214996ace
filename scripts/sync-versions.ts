// One version line for the protocol: the Python, Go and Java clients carry the version changesets
// gives their workspace entries (clients/{python,go,java}/package.json, in the `fixed` group with
// @opensandbox/sdk). `pnpm version-packages` runs `changeset version`, then this script, which
// writes that version into pyproject.toml, version.go, the Java client's pom.xml and Version.java,
// and the client version the Java conformance driver builds against.
//
//   node scripts/sync-versions.ts          write the versions
//   node scripts/sync-versions.ts --check  fail (exit 1) when a client is out of step
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

interface Target {
  /** The workspace entry whose version changesets maintains. */
  packageJson: string;
  /** The file of the language's own packaging that must carry the same version. */
  file: string;
  pattern: RegExp;
  render: (version: string) => string;
}

export const TARGETS: Target[] = [
  {
    packageJson: "clients/python/package.json",
    file: "clients/python/pyproject.toml",
    pattern: /^version = "([^"]*)"$/m,
    render: (v) => `version = "${v}"`,
  },
  {
    packageJson: "clients/go/package.json",
    file: "clients/go/version.go",
    pattern: /^const Version = "([^"]*)"$/m,
    render: (v) => `const Version = "${v}"`,
  },
  {
    packageJson: "clients/java/package.json",
    // The project's own <version> is the only one indented by two spaces.
    file: "clients/java/pom.xml",
    pattern: /^  <version>([^<]*)<\/version>$/m,
    render: (v) => `  <version>${v}</version>`,
  },
  {
    packageJson: "clients/java/package.json",
    file: "clients/java/src/main/java/io/github/opensandboxts/client/Version.java",
    pattern: /^  public static final String VERSION = "([^"]*)";$/m,
    render: (v) => `  public static final String VERSION = "${v}";`,
  },
  {
    packageJson: "clients/java/package.json",
    file: "conformance/clients/java/pom.xml",
    pattern: /^    <opensandbox-client\.version>([^<]*)<\/opensandbox-client\.version>$/m,
    render: (v) => `    <opensandbox-client.version>${v}</opensandbox-client.version>`,
  },
];

/** Returns the files that differ (and rewrites them unless `check`). */
export function syncVersions(root: string, check: boolean, targets = TARGETS): string[] {
  const sdk = (JSON.parse(readFileSync(path.join(root, "packages/sdk-ts/package.json"), "utf8")) as { version: string }).version;
  const stale: string[] = [];
  for (const target of targets) {
    const wanted = (JSON.parse(readFileSync(path.join(root, target.packageJson), "utf8")) as { version: string }).version;
    if (wanted !== sdk && !stale.some((s) => s.startsWith(`${target.packageJson}:`))) stale.push(`${target.packageJson}: ${wanted}, but @opensandbox/sdk is ${sdk} (keep them in the changesets "fixed" group)`);
    const file = path.join(root, target.file);
    const text = readFileSync(file, "utf8");
    const match = target.pattern.exec(text);
    if (!match) throw new Error(`${target.file}: no line matching ${target.pattern}`);
    if (match[1] === wanted) continue;
    stale.push(`${target.file}: ${match[1]}, expected ${wanted}`);
    if (!check) writeFileSync(file, text.replace(target.pattern, target.render(wanted)));
  }
  return stale;
}

if (import.meta.main) {
  const check = process.argv.includes("--check");
  const root = path.join(import.meta.dirname, "..");
  const stale = syncVersions(root, check);
  if (check && stale.length > 0) {
    console.error(`client versions are out of step; run \`node scripts/sync-versions.ts\`:\n  ${stale.join("\n  ")}`);
    process.exit(1);
  }
  for (const line of stale) console.log(check ? line : `updated ${line}`);
}
