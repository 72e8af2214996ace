#!/usr/bin/env node
// The published package runs the compiled dist/ (`pnpm build`); in the repository the
// TypeScript sources run directly through tsx, so a stale dist/ is never picked up.
import { existsSync } from "node:fs";

const source = new URL("../src/cli.ts", import.meta.url);
let main;
if (existsSync(source)) {
  let register;
  try {
    ({ register } = await import("tsx/esm/api"));
  } catch {
    process.stderr.write("opensandbox-conformance: running from sources needs the 'tsx' package (or run `pnpm build` and use dist/)\n");
    process.exit(2);
  }
  register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import(new URL("../dist/cli.js", import.meta.url).href));
}
process.exitCode = await main(process.argv.slice(2));
