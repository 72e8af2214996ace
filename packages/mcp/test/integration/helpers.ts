// Fixtures of the MCP integration tests: a real lifecycle server (real Docker) and the MCP server
// built to dist/ as it ships, reached by the official MCP SDK's Client over stdio or HTTP.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { NotFoundError, SandboxManager, type ConnectionOptions } from "@opensandbox/sdk";
import { expect } from "vitest";
import { API_KEY, startServer, type TestServer } from "../../../server/test/helpers.ts";
import { buildMcp, OUT } from "../../build.ts";

export { API_KEY, startServer, type TestServer };
export { destroyServer, IMAGE } from "../../../server/test/helpers.ts";

export const PKG = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
export const DIST = OUT;

/**
 * Builds dist/opensandbox-mcp.js as it ships (esbuild, well under a second). Always rebuilt: the
 * bundle also holds @opensandbox/sdk and the code interpreter, whose sources may have changed.
 */
export async function ensureBuilt(): Promise<string> {
  built ??= buildMcp();
  return built;
}
let built: Promise<string> | undefined;

export function connectionOf(server: TestServer): ConnectionOptions {
  return { domain: server.url.replace(/^http:\/\//, ""), apiKey: API_KEY };
}

/** Spawns the built bin (`node dist/opensandbox-mcp.js ...args`) and connects a Client over stdio. */
export async function stdioClient(server: TestServer, args: string[] = []): Promise<{ client: Client; transport: StdioClientTransport }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [DIST, ...args],
    env: { PATH: process.env.PATH ?? "", OPEN_SANDBOX_DOMAIN: connectionOf(server).domain!, OPEN_SANDBOX_API_KEY: API_KEY },
    stderr: "pipe",
  });
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

export async function httpClient(url: string, key: string | undefined): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(url), key === undefined ? {} : { requestInit: { headers: { authorization: `Bearer ${key}` } } });
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

/** The structured content of a successful call (fails the test on a tool error). */
export function structured<T = Record<string, any>>(result: unknown): T {
  const r = result as CallToolResult;
  if (r.isError) throw new Error(`tool error: ${JSON.stringify(r.content)}`);
  expect(r.structuredContent).toBeDefined();
  return r.structuredContent as T;
}

export function textOf(result: unknown): string {
  return (result as CallToolResult).content.flatMap((c) => (c.type === "text" ? [c.text] : [])).join("\n");
}

/** Waits until the lifecycle server no longer knows the sandbox. */
export async function waitGone(server: TestServer, id: string, timeoutMs = 20_000): Promise<void> {
  const manager = new SandboxManager(connectionOf(server));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const info = await manager.get(id);
      if (Date.now() > deadline) throw new Error(`sandbox ${id} still exists (${info.state})`);
    } catch (err) {
      if (NotFoundError.isInstance(err)) return;
      throw err;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
