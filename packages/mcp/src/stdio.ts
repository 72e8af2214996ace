// The stdio transport: the process is one MCP session. Its sandboxes are deleted when the client
// closes stdin or the process is told to stop; after the idle timeout they are deleted too, and
// the next call that needs one starts a fresh sandbox.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { McpConfig } from "./config.ts";
import { createMcpServer } from "./server.ts";
import { Session } from "./session.ts";

export interface StdioHandle {
  session: Session;
  /** Resolves once the session has ended and its sandboxes are deleted. */
  closed: Promise<void>;
  close(): Promise<void>;
}

export async function serveStdio(config: McpConfig, log: (line: string) => void): Promise<StdioHandle> {
  const session = new Session(config, config.connection);
  const server = createMcpServer(session, config);
  const transport = new StdioServerTransport();
  let resolveClosed!: () => void;
  const closed = new Promise<void>((r) => (resolveClosed = r));
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await session.close().catch((err: unknown) => log(`cleanup failed: ${(err as Error).message}`));
      await server.close().catch(() => {});
      resolveClosed();
    })());
  session.onIdle = () => {
    if (session.ownedIds().length === 0) return;
    log(`session idle for ${config.idleTimeoutSeconds} s: deleting its sandboxes`);
    session.release().catch((err: unknown) => log(`cleanup failed: ${(err as Error).message}`));
  };
  transport.onclose = () => void close();
  process.stdin.once("end", () => void close());
  await server.connect(transport);
  return { session, closed, close };
}
