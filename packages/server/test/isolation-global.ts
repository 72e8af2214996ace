// vitest globalSetup of the integration tests: test servers put their sandboxes on the default
// isolated network ("opensandbox", made on demand like a server in production would). A run that
// found no such network removes it, and its nftables table, when it ends.
import Docker from "dockerode";
import { removeIsolation } from "../src/runtime/docker-isolation.ts";
import { DEFAULT_ISOLATED_NETWORK } from "../src/runtime/docker.ts";

const docker = new Docker();
let existed = true;

export async function setup(): Promise<void> {
  existed = await docker
    .getNetwork(DEFAULT_ISOLATED_NETWORK)
    .inspect()
    .then(
      () => true,
      () => false,
    );
}

export async function teardown(): Promise<void> {
  if (existed) return;
  // Refused while containers are attached (a leak some test reports on its own): then it stays.
  await removeIsolation(docker, DEFAULT_ISOLATED_NETWORK).catch((err: unknown) => console.warn(`isolation-global: ${(err as Error).message}`));
}
