// Picks the runtime `[runtime] type` names. Each is built here from its own config section; the
// rest of the server sees only the Runtime interface.
import path from "node:path";
import type { Logger } from "pino";
import { ConfigError, type Config } from "../config/config.ts";
import { DockerRuntime } from "./docker.ts";
import { resolveExecdRuntime } from "./execd-runtime.ts";
import { HostPathPins } from "./host-path-pins.ts";
import { KubernetesRuntime, type KubernetesRuntimeOptions } from "./kubernetes.ts";
import type { Runtime } from "./runtime.ts";
import type { SecretKey } from "../secrets/secret-key.ts";

/**
 * `instance` is this server's id, kept in the store: runtimes label what they create with it.
 * `secrets` derives what the runtime checks or hands out per sandbox (execd tokens, sidecar keys).
 */
export function createRuntime(config: Config, instance: string, log: Logger, secrets?: SecretKey, extra: Pick<KubernetesRuntimeOptions, "secretOwner"> = {}): Runtime {
  switch (config.runtime.type) {
    case "docker":
      return new DockerRuntime({
        docker: config.docker,
        disk: { enforcement: config.resources.disk_enforcement, checkIntervalSeconds: config.resources.disk_check_interval_seconds },
        instance,
        execdRuntimeDir: resolveExecdRuntime(config),
        allowedVolumes: config.storage.allowed_volumes,
        ...(config.server.eip ? { publicHost: config.server.eip } : {}),
        vaultDir: path.join(path.dirname(config.store.path), "vault-ca", instance),
        // Pinning bind-mounts, which needs root; main.ts warns when the allow-list runs without it.
        ...(config.storage.allowed_host_paths.length && process.getuid?.() === 0
          ? { hostPathPins: new HostPathPins(path.join(config.storage.host_path_pin_dir, instance), config.storage.allowed_host_paths) }
          : {}),
        log: log.child({ component: "docker" }),
      });
    case "kubernetes":
      if (config.secure_runtime.type !== "" && !config.secure_runtime.k8s_runtime_class) {
        throw new ConfigError(`[secure_runtime] k8s_runtime_class must be set when type is "${config.secure_runtime.type}" on Kubernetes (e.g. "gvisor")`);
      }
      return new KubernetesRuntime({
        kubernetes: config.kubernetes,
        execdImage: config.runtime.execd_image ?? defaultExecdImage(config),
        instance,
        allowedVolumes: config.storage.allowed_volumes,
        volumeSize: config.storage.volume_default_size,
        dropCapabilities: config.docker.drop_capabilities,
        noNewPrivileges: config.docker.no_new_privileges,
        ...(secrets ? { sidecarKey: (id: string) => secrets.egressSidecarKey(id), execdToken: (id: string) => secrets.execdToken(id) } : {}),
        ...extra,
        log: log.child({ component: "kubernetes" }),
      });
  }
}

/**
 * opensandbox/execd:<id of the server's execd build>, the tag scripts/k8s/execd-image.sh gives
 * the image it builds from that build: Pods get the execd this server was built with.
 */
export function defaultExecdImage(config: Config): string {
  return `opensandbox/execd:${path.basename(resolveExecdRuntime(config))}`;
}
