// Bundles the server for its container image (scripts/k8s/server-image.sh): dist/bundle/main.mjs
// with every dependency inlined, so the image needs only Node 24 and these files. The tracing SDK
// stays in chunks of its own (`import()`ed only when an OTLP endpoint is configured).
// Prints the bundle's directory. Usage: node packages/server/build.ts
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, "dist", "bundle");

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(HERE, "src", "main.ts") },
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  splitting: true,
  outdir: OUT,
  outExtension: { ".js": ".mjs" },
  mainFields: ["module", "main"],
  // dockerode's optional SSH transport probes a native addon it does without.
  external: ["cpu-features", "*.node"],
  // CommonJS dependencies inlined into ESM still expect these.
  banner: {
    js: "import { createRequire as __osbRequire } from 'node:module'; const require = __osbRequire(import.meta.url); const __filename = import.meta.filename; const __dirname = import.meta.dirname;",
  },
  logLevel: "warning",
  legalComments: "none",
});
console.log(OUT);
