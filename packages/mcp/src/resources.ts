// Resources: a sandbox's state (`sandbox://{sandboxId}/state`, JSON) and its files
// (`sandbox://{sandboxId}/files/{+path}`, text or blob). Reading a resource never creates a
// sandbox; the state template lists the sandboxes this session created.
import { ResourceTemplate, type McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { NotFoundError, Sandbox, SandboxError } from "@opensandbox/sdk";
import { errorCode } from "./tools/result.ts";
import { imageMimeType, MAX_READ_BYTES } from "./tools/files.ts";
import { sandboxView, type SandboxView } from "./tools/sandboxes.ts";
import type { ToolContext } from "./tools/context.ts";

/** Text types by extension; anything else that is not valid UTF-8 is returned as a blob. */
const TEXT_TYPES: Record<string, string> = { json: "application/json", md: "text/markdown", html: "text/html", csv: "text/csv", svg: "image/svg+xml" };

function one(value: string | string[] | undefined, name: string): string {
  const v = Array.isArray(value) ? value.join(",") : value;
  if (!v) throw new McpError(ErrorCode.InvalidParams, `the resource URI has no ${name}`);
  return decodeURIComponent(v);
}

/** Resource reads fail with JSON-RPC errors (there is no isError for them); the message carries our code. */
function resourceError(err: unknown): McpError {
  if (err instanceof McpError) return err;
  const code = errorCode(err);
  const message = err instanceof Error ? err.message : String(err);
  const rpc = NotFoundError.isInstance(err) ? -32002 /* resource not found */ : SandboxError.isInstance(err) && err.status === 400 ? ErrorCode.InvalidParams : ErrorCode.InternalError;
  return new McpError(rpc, `${code}: ${message}`, { code });
}

export function registerResources(server: McpServer, ctx: ToolContext): void {
  server.registerResource(
    "sandbox-state",
    new ResourceTemplate("sandbox://{sandboxId}/state", {
      list: async () => {
        const out = [];
        for (const id of ctx.session.ownedIds()) out.push({ uri: `sandbox://${id}/state`, name: `sandbox ${id}`, mimeType: "application/json" });
        return { resources: out };
      },
    }),
    { title: "Sandbox state", description: "State, image, expiry and metadata of a sandbox, as JSON", mimeType: "application/json" },
    async (uri, variables, extra) => {
      try {
        const info = await ctx.session.manager.get(one(variables.sandboxId, "sandbox id"), { signal: extra.signal });
        const view: SandboxView = sandboxView(info, ctx);
        return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(view, null, 2) }] };
      } catch (err) {
        throw resourceError(err);
      }
    },
  );

  server.registerResource(
    "sandbox-file",
    new ResourceTemplate("sandbox://{sandboxId}/files/{+path}", { list: undefined }),
    { title: "Sandbox file", description: `A file in a sandbox (first ${MAX_READ_BYTES} bytes): text, or a base64 blob for binary files` },
    async (uri, variables, extra) => {
      try {
        const id = one(variables.sandboxId, "sandbox id");
        const path = `/${one(variables.path, "path").replace(/^\/+/, "")}`;
        const sandbox = ctx.session.owns(id) ? await ctx.session.sandbox(id, extra.signal) : await Sandbox.connect(id, { ...ctx.session.connection, signal: extra.signal });
        const info = await sandbox.files.info(path, { signal: extra.signal });
        if (info.type === "directory") throw new McpError(ErrorCode.InvalidParams, `${path} is a directory`);
        const bytes = info.size === 0 ? new Uint8Array() : await sandbox.files.read(path, { format: "bytes", signal: extra.signal, range: { start: 0, end: Math.min(info.size, MAX_READ_BYTES) - 1 } });
        const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
        const image = imageMimeType(path);
        if (!image) {
          try {
            const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
            return { contents: [{ uri: uri.href, mimeType: TEXT_TYPES[ext] ?? "text/plain", text }] };
          } catch {
            // Not UTF-8: a blob.
          }
        }
        return { contents: [{ uri: uri.href, mimeType: image ?? "application/octet-stream", blob: Buffer.from(bytes).toString("base64") }] };
      } catch (err) {
        throw resourceError(err);
      }
    },
  );
}
