// Bundles the CLI, @opensandbox/sdk, commander and zod into one ES module, dist/osb.js, that runs
// on Node >= 20 without TypeScript support: the file the published package's `osb` bin points at.
//
// Usage: pnpm --filter @opensandbox/cli build   (or: node packages/cli/build.ts)
import { chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, "dist", "osb.js");

export async function buildCli(outfile = OUT): Promise<string> {
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    stdin: {
      contents: 'import { run } from "./src/main.ts";\nawait run(process.argv);\n',
      resolveDir: HERE,
      sourcefile: "osb-entry.ts",
      loader: "ts",
    },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    minify: false,
    sourcemap: false,
    legalComments: "none",
    banner: {
      js: '#!/usr/bin/env node\nimport { createRequire as __osbCreateRequire } from "node:module"; const require = __osbCreateRequire(import.meta.url);',
    },
    logLevel: "warning",
  });
  chmodSync(outfile, 0o755);
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await buildCli();
  console.log(`built ${path.relative(process.cwd(), out)}`);
}
