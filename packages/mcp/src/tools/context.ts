// What tools share: the session (whose sandboxes they act on) and the settings, plus the one
// place where "which sandbox" is resolved and a vanished sandbox is noticed.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ConnectionError, NotFoundError, type Sandbox } from "@opensandbox/sdk";
import * as z from "zod";
import type { McpConfig } from "../config.ts";
import type { Session } from "../session.ts";
import { toolError } from "./result.ts";

export interface ToolContext {
  session: Session;
  config: McpConfig;
}

/** The optional `sandboxId` argument every sandbox-bound tool takes. */
export const sandboxIdArg = z
  .string()
  .min(1)
  .optional()
  .describe("Sandbox to act on. Omit it to use this session's sandbox, which is created on first use and reused.");

/**
 * Runs `fn` on the sandbox a call means. Errors become tool errors; when the sandbox turns out
 * to be gone (expired or deleted elsewhere) the session forgets it and says so, so that the
 * next call without a `sandboxId` starts a fresh one.
 */
export async function withSandbox(ctx: ToolContext, id: string | undefined, signal: AbortSignal, fn: (sandbox: Sandbox) => Promise<CallToolResult>): Promise<CallToolResult> {
  return ctx.session.active(async () => {
    let sandbox: Sandbox | undefined;
    try {
      sandbox = await ctx.session.sandbox(id, signal);
      return await fn(sandbox);
    } catch (err) {
      if (sandbox && (ConnectionError.isInstance(err) || (NotFoundError.isInstance(err) && err.code === "SANDBOX_NOT_FOUND")) && (await gone(sandbox))) {
        const wasDefault = id === undefined || id === ctx.session.defaultSandboxId;
        ctx.session.forget(sandbox.id);
        return toolError(err, `Sandbox ${sandbox.id} no longer exists (expired or deleted).${wasDefault ? " The next call without a sandboxId creates a new one." : ""}`);
      }
      return toolError(err);
    }
  });
}

async function gone(sandbox: Sandbox): Promise<boolean> {
  try {
    const info = await sandbox.getInfo({ timeoutMs: 10_000 });
    return info.state === "Terminated" || info.state === "Failed" || info.state === "Stopping";
  } catch (err) {
    return NotFoundError.isInstance(err);
  }
}
