#!/usr/bin/env node
// Launcher used inside this repository: Node >= 22.18 / 23.6 runs the TypeScript sources directly
// (type stripping). Older Node runs the bundle that `pnpm --filter @opensandbox/cli build` writes
// to dist/osb.js. The published package's bin is dist/osb.js itself (package.json publishConfig).
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major >= 24 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18)) {
  const { run } = await import("../src/main.ts");
  await run(process.argv);
} else {
  await import("../dist/osb.js"); // runs itself
}
