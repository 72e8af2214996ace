// `pnpm --filter @opensandbox/conformance build`: compiles src/ to dist/ (plain JavaScript, so
// the published CLI runs on Node >= 20 without a TypeScript loader) and copies the specs the
// suite validates against into specs/, where the published package looks for them.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
rmSync(path.join(dir, "dist"), { recursive: true, force: true });
execFileSync(process.execPath, [path.join(dir, "..", "node_modules", "typescript", "bin", "tsc"), "-p", path.join(dir, "tsconfig.build.json")], { stdio: "inherit" });
mkdirSync(path.join(dir, "specs"), { recursive: true });
for (const spec of ["sandbox-lifecycle.yml", "execd-api.yaml"]) copyFileSync(path.join(dir, "..", "specs", spec), path.join(dir, "specs", spec));
