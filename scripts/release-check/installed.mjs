// Checks the manifests and files of the packages as npm installed them from the registry:
// node installed.mjs VERSION NAME...   (in the consumer project; exits 1 naming every problem)
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const [version, ...names] = process.argv.slice(2);
const problems = [];
for (const name of names) {
  const dir = path.join("node_modules", name);
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  const bad = (what) => problems.push(`${name}@${pkg.version}: ${what}`);
  if (pkg.version !== version) bad(`version is not ${version}`);
  if (pkg.engines?.node !== ">=20") bad(`engines.node is ${JSON.stringify(pkg.engines?.node)}, not ">=20"`);
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
    for (const [dep, range] of Object.entries(pkg[field] ?? {})) {
      if (/^(workspace|link|file|catalog):/.test(range)) bad(`${field}.${dep} is ${range} (not rewritten for publishing)`);
      if (dep.startsWith("@opensandbox/") && range !== `^${version}`) bad(`${field}.${dep} is ${range}, not ^${version}`);
    }
  }
  // Every entry point resolves to a file that Node runs without a TypeScript loader.
  const targets = [];
  const walk = (v) => (typeof v === "string" ? targets.push(v) : v && Object.values(v).forEach(walk));
  walk(pkg.exports);
  walk(pkg.bin);
  for (const field of ["main", "types"]) if (pkg[field]) targets.push(pkg[field]);
  for (const target of new Set(targets)) {
    if (target.endsWith("package.json")) continue;
    if (!existsSync(path.join(dir, target))) bad(`${target} is missing`);
    else if (/\.[cm]?ts$/.test(target) && !/\.d\.[cm]?ts$/.test(target)) bad(`${target} is TypeScript source`);
  }
  if (existsSync(path.join(dir, "test"))) bad("ships its tests");
}
if (problems.length) {
  console.error(`check-release: the installed packages are not publishable as they are:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`  manifests of ${names.join(", ")} ${version}: entry points are JavaScript (+ .d.ts), dependencies are real versions`);
