// The SDK objects the commands use, built from the resolved connection settings. Everything from
// @opensandbox/sdk is imported through its public entry point only.
import type { Command } from "commander";
import { Sandbox, SandboxManager, type SandboxInfo } from "@opensandbox/sdk";
import { connectionFor } from "./context.ts";

export function managerFor(cmd: Command): SandboxManager {
  return new SandboxManager(connectionFor(cmd));
}

export function connectSandbox(cmd: Command, sandboxId: string, signal?: AbortSignal): Promise<Sandbox> {
  return Sandbox.connect(sandboxId, { ...connectionFor(cmd), ...(signal ? { signal } : {}) });
}

/** A SandboxInfo as JSON output: dates as ISO strings, a missing expiry as null. */
export function sandboxJson(info: SandboxInfo): Record<string, unknown> {
  return {
    id: info.id,
    state: info.state,
    status: { ...info.status, ...(info.status.lastTransitionAt ? { lastTransitionAt: info.status.lastTransitionAt.toISOString() } : {}) },
    ...(info.image ? { image: info.image } : {}),
    ...(info.snapshotId ? { snapshotId: info.snapshotId } : {}),
    ...(info.platform ? { platform: info.platform } : {}),
    entrypoint: info.entrypoint,
    metadata: info.metadata,
    createdAt: info.createdAt.toISOString(),
    expiresAt: info.expiresAt ? info.expiresAt.toISOString() : null,
  };
}
