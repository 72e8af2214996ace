#!/usr/bin/env node
// Launcher: the suite is TypeScript run through tsx (a dependency of the workspace root;
// a standalone install needs `tsx` next to this package).
let register;
try {
  ({ register } = await import("tsx/esm/api"));
} catch {
  process.stderr.write("osb-conformance: needs the 'tsx' package (npm install tsx)\n");
  process.exit(2);
}
register();
const { main } = await import("../src/cli.ts");
process.exitCode = await main(process.argv.slice(2));
