// Bundles the MCP server and the workspace packages it uses (@opensandbox/sdk and
// @opensandbox/code-interpreter, which ship TypeScript inside this repository) into one ES
// module, dist/opensandbox-mcp.js, that runs on Node >= 20 without a TypeScript loader: the file
// the package's `opensandbox-mcp` bin points at. Its npm dependencies (@modelcontextprotocol/sdk,
// zod) stay external and are installed with the package.
//
// Usage: pnpm --filter @opensandbox/mcp build   (or: node packages/mcp/build.ts)
import { chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const OUT = path.join(HERE, "dist", "opensandbox-mcp.js");

export async function buildMcp(outfile = OUT): Promise<string> {
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    stdin: {
      contents: 'import { run } from "./src/main.ts";\nawait run(process.argv);\n',
      resolveDir: HERE,
      sourcefile: "opensandbox-mcp-entry.ts",
      loader: "ts",
    },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: ["@modelcontextprotocol/sdk", "@modelcontextprotocol/sdk/*", "zod", "zod/*"],
    minify: false,
    sourcemap: false,
    legalComments: "none",
    banner: { js: "#!/usr/bin/env node" },
    logLevel: "warning",
  });
  chmodSync(outfile, 0o755);
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await buildMcp();
  console.log(`built ${path.relative(process.cwd(), out)}`);
}
