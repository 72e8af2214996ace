// Picks the runtime `[runtime] type` names. Each is built here from its own config section; the
// rest of the server sees only the Runtime interface.
import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config/config.ts";
import { DockerRuntime } from "./docker.ts";
import { resolveExecdRuntime } from "./execd-runtime.ts";
import { HostPathPins } from "./host-path-pins.ts";
import type { Runtime } from "./runtime.ts";

/** `instance` is this server's id, kept in the store: runtimes label what they create with it. */
export function createRuntime(config: Config, instance: string, log: Logger): Runtime {
  switch (config.runtime.type) {
    case "docker":
      return new DockerRuntime({
        docker: config.docker,
        secureRuntime: config.secure_runtime,
        disk: { enforcement: config.resources.disk_enforcement, checkIntervalSeconds: config.resources.disk_check_interval_seconds },
        instance,
        execdRuntimeDir: resolveExecdRuntime(config),
        allowedVolumes: config.storage.allowed_volumes,
        ...(config.server.eip ? { publicHost: config.server.eip } : {}),
        // Pinning bind-mounts, which needs root; main.ts warns when the allow-list runs without it.
        ...(config.storage.allowed_host_paths.length && process.getuid?.() === 0
          ? { hostPathPins: new HostPathPins(path.join(config.storage.host_path_pin_dir, instance), config.storage.allowed_host_paths) }
          : {}),
        log: log.child({ component: "docker" }),
      });
  }
}
