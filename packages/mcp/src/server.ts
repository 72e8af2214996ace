// Builds the MCP server of one session: its tools and resources, bound to that session's sandboxes.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpConfig } from "./config.ts";
import { registerResources } from "./resources.ts";
import type { Session } from "./session.ts";
import { registerCodeTools } from "./tools/code.ts";
import { registerCommandTools } from "./tools/commands.ts";
import { registerFileTools } from "./tools/files.ts";
import { registerSandboxTools } from "./tools/sandboxes.ts";
import { VERSION } from "./version.ts";

export const INSTRUCTIONS =
  "Tools to work in isolated Linux sandboxes. Every tool called without a sandboxId uses this session's sandbox, created on first use and kept until the session ends: run shell commands (command_run), read and write files (file_*), and run stateful code such as Python (code_run). Create more sandboxes with sandbox_create only when you need separate environments.";

export function createMcpServer(session: Session, config: McpConfig): McpServer {
  const server = new McpServer({ name: "opensandbox-mcp", title: "OpenSandbox", version: VERSION }, { instructions: INSTRUCTIONS, capabilities: { logging: {} } });
  const ctx = { session, config };
  registerSandboxTools(server, ctx);
  registerCommandTools(server, ctx);
  registerFileTools(server, ctx);
  registerCodeTools(server, ctx);
  registerResources(server, ctx);
  return server;
}
