// The Streamable HTTP transport: one MCP session (with its own sandboxes) per Mcp-Session-Id.
// Every request must carry the key (`Authorization: Bearer KEY`, or `OPEN-SANDBOX-API-KEY: KEY`),
// compared in constant time; there is no unauthenticated mode. Bound to a loopback address,
// requests must also name a loopback host (and origin, if any), which stops DNS rebinding.
// A session ends on DELETE, after the idle timeout, or when the server stops; its sandboxes
// are deleted then.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpConfig } from "./config.ts";
import { createMcpServer } from "./server.ts";
import { Session } from "./session.ts";

/** Largest request body accepted (file_write content travels in it). */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

interface Entry {
  session: Session;
  server: McpServer;
  transport: StreamableHTTPServerTransport;
}

export interface HttpHandle {
  /** URL of the MCP endpoint, e.g. `http://127.0.0.1:8765/mcp`. */
  url: string;
  /** Live sessions by id. */
  sessions: ReadonlyMap<string, Session>;
  /** Ends every session (deleting their sandboxes) and stops listening. */
  close(): Promise<void>;
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Constant-time comparison of a presented key with the configured one. */
export function keyMatches(presented: string | undefined, expected: string): boolean {
  // Hashing first gives equal lengths, so timingSafeEqual never leaks the key's length.
  return timingSafeEqual(digest(presented ?? ""), digest(expected)) && presented !== undefined;
}

function presentedKey(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization;
  if (auth) {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    return m ? m[1] : undefined;
  }
  const header = req.headers["open-sandbox-api-key"];
  return typeof header === "string" ? header : undefined;
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_NAMES.has(host) || host.startsWith("127.");
}

function hostnameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return "";
  }
}

function reject(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }));
}

export async function serveHttp(config: McpConfig, log: (line: string) => void): Promise<HttpHandle> {
  const key = config.httpKey;
  if (!key) throw new Error("the HTTP transport needs a key");
  const entries = new Map<string, Entry>();
  const sessions = new Map<string, Session>();
  const loopbackOnly = isLoopbackHost(config.host);

  const end = async (id: string, why: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    sessions.delete(id);
    log(`session ${id} ended (${why}); deleting its sandboxes`);
    await entry.session.close().catch((err: unknown) => log(`cleanup of session ${id} failed: ${(err as Error).message}`));
    await entry.transport.close().catch(() => {});
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== config.path) return reject(res, 404, `not found: the MCP endpoint is ${config.path}`);
    if (loopbackOnly) {
      if (!isLoopbackHost(hostnameOf(req.headers.host ?? ""))) return reject(res, 403, "forbidden: the Host header must name a loopback address");
      const origin = req.headers.origin;
      if (origin !== undefined && origin !== "null" && !isLoopbackHost(hostnameOf(origin.replace(/^[a-z]+:\/\//i, "")))) return reject(res, 403, "forbidden: cross-origin request");
    }
    if (!keyMatches(presentedKey(req), key)) return reject(res, 401, "unauthorized: send the key as \"Authorization: Bearer KEY\"", { "www-authenticate": 'Bearer realm="opensandbox-mcp"' });

    const sessionId = req.headers["mcp-session-id"];
    if (typeof sessionId === "string") {
      const entry = entries.get(sessionId);
      if (!entry) return reject(res, 404, "session not found (it ended or expired): initialize a new one");
      entry.session.touch();
      await entry.transport.handleRequest(req, res);
      return;
    }
    if (req.method !== "POST") return reject(res, 400, "bad request: no Mcp-Session-Id header");

    // A new session; it is kept only if this request initializes it.
    const id = randomUUID();
    const session = new Session(config, config.connection, id);
    const server = createMcpServer(session, config);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      maxRequestBodySize: MAX_BODY_BYTES,
      onsessioninitialized: () => {
        entries.set(id, { session, server, transport });
        sessions.set(id, session);
        log(`session ${id} started`);
      },
    });
    transport.onclose = () => void end(id, "closed");
    session.onIdle = () => void end(id, `idle for ${config.idleTimeoutSeconds} s`);
    await server.connect(transport);
    await transport.handleRequest(req, res);
    if (!entries.has(id)) {
      await session.close();
      await server.close().catch(() => {});
    }
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      log(`request failed: ${(err as Error).stack ?? String(err)}`);
      if (!res.headersSent) reject(res, 500, "internal error");
      else res.end();
    });
  });
  await new Promise<void>((resolve, rejectListen) => {
    http.once("error", rejectListen);
    http.listen(config.port, config.host, () => {
      http.off("error", rejectListen);
      resolve();
    });
  });
  const addr = http.address() as AddressInfo;
  const host = addr.family === "IPv6" ? `[${addr.address}]` : addr.address;
  return {
    url: `http://${host}:${addr.port}${config.path}`,
    sessions,
    async close() {
      await Promise.all([...entries.keys()].map((id) => end(id, "server stopping")));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
