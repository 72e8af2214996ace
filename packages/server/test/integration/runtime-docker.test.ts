// The Docker runtime passes the runtime contract against the real engine (images from the local
// registry on 127.0.0.1:5000, which scripts/docker-setup.sh --registry starts).
import { randomUUID } from "node:crypto";
import Docker from "dockerode";
import { validateConfig } from "../../src/config/config.ts";
import { DockerRuntime } from "../../src/runtime/docker.ts";
import { resolveExecdRuntime } from "../../src/runtime/execd-runtime.ts";
import { CONTRACT_ALLOWED_VOLUMES, runtimeContract } from "../contract/runtime-contract.ts";
import { IMAGE } from "../helpers.ts";

const docker = new Docker();

runtimeContract("docker", async () => {
  const { config } = validateConfig({ server: { api_key: "k" } });
  return {
    runtime: new DockerRuntime({
      docker: config.docker,
      execdRuntimeDir: resolveExecdRuntime(config),
      instance: randomUUID(),
      allowedVolumes: [CONTRACT_ALLOWED_VOLUMES],
      disk: { enforcement: "auto", checkIntervalSeconds: 1 },
    }),
    diskCheckSeconds: 1,
    image: IMAGE,
    missingImage: "127.0.0.1:5000/opensandbox/nope:missing",
    volumeExists: (name) =>
      docker
        .getVolume(name)
        .inspect()
        .then(
          () => true,
          (err: { statusCode?: number }) => {
            if (err.statusCode === 404) return false;
            throw err;
          },
        ),
    removeVolume: (name) => docker.getVolume(name).remove({ force: true }),
    // Another application's volume: no labels of ours.
    makeForeignVolume: async (name) => void (await docker.createVolume({ Name: name })),
    unreachable: () =>
      new DockerRuntime({
        docker: { ...config.docker, socket_path: "/nonexistent/osb-engine.sock" },
        execdRuntimeDir: resolveExecdRuntime(config),
        instance: randomUUID(),
      }),
  };
});
