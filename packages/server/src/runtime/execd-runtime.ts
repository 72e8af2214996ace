// Locates execd's runtime folder (built by packages/execd/build.ts) that Docker mounts into
// every sandbox. Resolved once at start, to a real path, so a rebuild never changes what a
// running sandbox has mounted.
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, expandHome, type Config } from "../config/config.ts";

export function resolveExecdRuntime(config: Config): string {
  const configured = config.execd.runtime_dir;
  const dir = configured
    ? expandHome(configured)
    : path.join(path.dirname(fileURLToPath(import.meta.resolve("@opensandbox/execd/package.json"))), "dist", "runtime");
  const init = path.join(dir, "bin", "osb-init");
  if (!existsSync(init)) {
    throw new ConfigError(
      configured
        ? `[execd] runtime_dir ${dir} has no bin/osb-init; build it with \`node packages/execd/build.ts\``
        : `execd's runtime is not built (${dir}); run \`node packages/execd/build.ts\` (scripts/setup.sh does)`,
    );
  }
  return realpathSync(dir);
}
