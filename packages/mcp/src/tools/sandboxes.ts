// Lifecycle tools: sandbox_create, sandbox_list, sandbox_get_info, sandbox_kill, sandbox_renew,
// sandbox_url.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { SandboxInfo } from "@opensandbox/sdk";
import * as z from "zod";
import { SESSION_LABEL } from "../session.ts";
import { sandboxIdArg, withSandbox, type ToolContext } from "./context.ts";
import { guarded, ok } from "./result.ts";

/** Most sandboxes sandbox_list returns. */
const LIST_LIMIT = 200;

export const sandboxShape = {
  id: z.string(),
  state: z.string().describe("Pending, Running, Paused, Stopping, Terminated, Failed, ..."),
  reason: z.string().optional(),
  message: z.string().optional(),
  image: z.string().optional(),
  createdAt: z.string().describe("ISO 8601"),
  expiresAt: z.string().nullable().describe("When the server deletes it (ISO 8601); null: never"),
  metadata: z.record(z.string(), z.string()),
  ownedBySession: z.boolean().describe("Created by this MCP session (deleted when it ends)"),
  isSessionDefault: z.boolean().describe("The sandbox calls without a sandboxId use"),
};
const sandboxSchema = z.object(sandboxShape);
export type SandboxView = z.infer<typeof sandboxSchema>;

export function sandboxView(info: SandboxInfo, ctx: ToolContext): SandboxView {
  const view: SandboxView = {
    id: info.id,
    state: info.state,
    createdAt: info.createdAt.toISOString(),
    expiresAt: info.expiresAt ? info.expiresAt.toISOString() : null,
    metadata: info.metadata,
    ...ctx.session.describe(info),
  };
  if (info.status.reason) view.reason = info.status.reason;
  if (info.status.message) view.message = info.status.message;
  if (info.image) view.image = info.image.uri;
  return view;
}

export function registerSandboxTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "sandbox_create",
    {
      title: "Create a sandbox",
      description:
        "Creates an additional isolated Linux sandbox and waits until it runs. Usually not needed: every other tool, called without a sandboxId, uses this session's own sandbox (created on first use). Sandboxes created here are deleted when the MCP session ends unless `keep` is true.",
      inputSchema: {
        image: z.string().min(1).optional().describe(`Container image (default ${ctx.config.image})`),
        cpu: z.string().min(1).optional().describe(`CPU limit, e.g. "500m" or "2" (default ${ctx.config.cpu})`),
        memory: z.string().min(1).optional().describe(`Memory limit, e.g. "512Mi" (default ${ctx.config.memory})`),
        timeoutSeconds: z.number().int().min(60).optional().describe(`Lifetime in seconds, renewed while this session uses it (default ${ctx.config.timeoutSeconds})`),
        env: z.record(z.string(), z.string()).optional().describe("Environment variables of the sandbox's processes"),
        keep: z.boolean().optional().describe("Keep the sandbox after this MCP session ends (it still expires after its timeout)"),
      },
      outputSchema: sandboxShape,
      annotations: { destructiveHint: false, openWorldHint: false },
    },
    guarded(async (args, extra) =>
      ctx.session.active(async () => {
        const sandbox = await ctx.session.create({ ...args, signal: extra.signal });
        return ok(sandboxView(await sandbox.getInfo(), ctx));
      }),
    ),
  );

  server.registerTool(
    "sandbox_list",
    {
      title: "List sandboxes",
      description: `Lists sandboxes on the server, newest first (at most ${LIST_LIMIT}).`,
      inputSchema: {
        states: z.array(z.string().min(1)).optional().describe('Keep only these states, e.g. ["Running"]'),
        sessionOnly: z.boolean().optional().describe("Only the sandboxes this MCP session created"),
      },
      outputSchema: { sandboxes: z.array(sandboxSchema), truncated: z.boolean() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ states, sessionOnly }, extra) =>
      ctx.session.active(async () => {
        const sandboxes: SandboxView[] = [];
        let truncated = false;
        const query = { ...(states ? { states } : {}), ...(sessionOnly ? { metadata: { [SESSION_LABEL]: ctx.session.id } } : {}) };
        for await (const info of ctx.session.manager.list(query, { signal: extra.signal })) {
          if (sandboxes.length === LIST_LIMIT) {
            truncated = true;
            break;
          }
          sandboxes.push(sandboxView(info, ctx));
        }
        return ok({ sandboxes, truncated });
      }),
    ),
  );

  server.registerTool(
    "sandbox_get_info",
    {
      title: "Describe a sandbox",
      description: "State, image, expiry and metadata of a sandbox (this session's sandbox when no sandboxId is given).",
      inputSchema: { sandboxId: sandboxIdArg },
      outputSchema: sandboxShape,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ sandboxId }, extra) => withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => ok(sandboxView(await sandbox.getInfo({ signal: extra.signal }), ctx))),
  );

  server.registerTool(
    "sandbox_kill",
    {
      title: "Delete a sandbox",
      description: "Deletes a sandbox and everything in it. Without a sandboxId: this session's sandbox (the next call then creates a new one).",
      inputSchema: { sandboxId: sandboxIdArg },
      outputSchema: { sandboxId: z.string(), killed: z.boolean() },
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    guarded(async ({ sandboxId }) => ctx.session.active(async () => ok({ sandboxId: await ctx.session.kill(sandboxId), killed: true }))),
  );

  server.registerTool(
    "sandbox_renew",
    {
      title: "Extend a sandbox's lifetime",
      description: "Sets a sandbox's expiry to now + seconds.",
      inputSchema: { sandboxId: sandboxIdArg, seconds: z.number().int().min(60).describe("New remaining lifetime in seconds") },
      outputSchema: { sandboxId: z.string(), expiresAt: z.string() },
      annotations: { idempotentHint: true, openWorldHint: false },
    },
    async ({ sandboxId, seconds }, extra) =>
      withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => {
        const at = await sandbox.renew(seconds, { signal: extra.signal });
        ctx.session.renewed(sandbox.id, at);
        return ok({ sandboxId: sandbox.id, expiresAt: at.toISOString() });
      }),
  );

  server.registerTool(
    "sandbox_url",
    {
      title: "A URL for a port of a sandbox",
      description:
        "A signed, expiring URL a browser opens without any header, leading to one port of a sandbox (e.g. a web app the model started on 8080). Anyone holding it reaches that port until it expires.",
      inputSchema: {
        sandboxId: sandboxIdArg,
        port: z.number().int().min(1).max(65535).describe("Port inside the sandbox"),
        expiresInSeconds: z.number().int().min(60).max(86_400).optional().describe("How long the URL works (default 3600)"),
      },
      outputSchema: { sandboxId: z.string(), port: z.number(), url: z.string(), expiresAt: z.string() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ sandboxId, port, expiresInSeconds }, extra) =>
      withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => {
        const seconds = expiresInSeconds ?? 3600;
        const url = await sandbox.getUrl(port, { expiresInSeconds: seconds, signal: extra.signal });
        return ok({ sandboxId: sandbox.id, port, url, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() });
      }),
  );
}
