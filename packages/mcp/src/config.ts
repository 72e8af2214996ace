// Settings of the MCP server, from command-line flags and environment variables (flags win).
// Every setting is parsed once here; a bad value stops the server with a message naming the flag.
import { parseArgs } from "node:util";
import type { ConnectionOptions } from "@opensandbox/sdk";

export class UsageError extends Error {
  override name = "UsageError";
}

export interface McpConfig {
  /** How MCP clients reach this server. */
  transport: "stdio" | "http";
  /** HTTP transport: address and port to listen on, and the path of the MCP endpoint. */
  host: string;
  port: number;
  path: string;
  /** HTTP transport: the key clients must send (`Authorization: Bearer KEY`). Never empty. */
  httpKey: string | undefined;
  /** Lifecycle server connection (passed to @opensandbox/sdk as is). */
  connection: ConnectionOptions;
  /** Image of the sandboxes this server creates unless a tool call names another. */
  image: string;
  /** Resource caps of those sandboxes. */
  cpu: string;
  memory: string;
  /** Lifetime of those sandboxes in seconds; renewed while they are in use. */
  timeoutSeconds: number;
  /** A session with no request for this long ends (HTTP) or loses its sandboxes (stdio), in seconds. */
  idleTimeoutSeconds: number;
  /** Longest stdout or stderr a command result carries, in characters; the rest goes to a file. */
  maxOutputChars: number;
}

export const DEFAULTS = {
  host: "127.0.0.1",
  port: 8765,
  path: "/mcp",
  image: "opensandbox/code-interpreter:latest",
  cpu: "1",
  memory: "2Gi",
  timeoutSeconds: 1800,
  idleTimeoutSeconds: 1800,
  maxOutputChars: 20_000,
} as const;

export const HELP = `Usage: opensandbox-mcp [options]

MCP server giving MCP clients (Claude Desktop, Claude Code, Cursor, ...) OpenSandbox sandboxes.

Lifecycle server:
  --domain HOST[:PORT]        server address            env OPEN_SANDBOX_DOMAIN (default localhost:8080)
  --protocol http|https                                 env OPEN_SANDBOX_PROTOCOL (default http)
  --api-key KEY               server API key            env OPEN_SANDBOX_API_KEY
  --request-timeout SECONDS   per HTTP call (default 30)
  --use-server-proxy          reach sandboxes through the server's proxy route

Transport:
  --transport stdio|http      (default stdio; "streamable-http" is accepted for http)   env OSB_MCP_TRANSPORT
  --host ADDRESS              HTTP: listen address (default ${DEFAULTS.host})            env OSB_MCP_HOST
  --port PORT                 HTTP: port (default ${DEFAULTS.port}; 0 picks a free one)  env OSB_MCP_PORT
  --http-key KEY              HTTP: key clients send as "Authorization: Bearer KEY"    env OSB_MCP_HTTP_KEY
                              (default: the server API key; the HTTP transport never runs without a key)

Sandboxes (one per MCP session, created on first use):
  --image IMAGE               (default ${DEFAULTS.image})   env OSB_MCP_IMAGE
  --cpu QUANTITY              (default ${DEFAULTS.cpu})     env OSB_MCP_CPU
  --memory QUANTITY           (default ${DEFAULTS.memory})  env OSB_MCP_MEMORY
  --timeout SECONDS           lifetime, renewed while in use (default ${DEFAULTS.timeoutSeconds})   env OSB_MCP_TIMEOUT
  --idle-timeout SECONDS      a session idle this long ends and its sandboxes are deleted
                              (default ${DEFAULTS.idleTimeoutSeconds})   env OSB_MCP_IDLE_TIMEOUT
  --max-output CHARS          longest stdout/stderr returned by command_run; the full text is
                              saved to a file in the sandbox (default ${DEFAULTS.maxOutputChars})   env OSB_MCP_MAX_OUTPUT

  -h, --help                  show this help
`;

function int(name: string, raw: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new UsageError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new UsageError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** Parses flags (`argv` without node and the script) and environment variables. `undefined`: help was asked for. */
export function parseConfig(argv: string[], env: Record<string, string | undefined> = process.env): McpConfig | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        domain: { type: "string" },
        protocol: { type: "string" },
        "api-key": { type: "string" },
        "request-timeout": { type: "string" },
        "use-server-proxy": { type: "boolean" },
        transport: { type: "string" },
        host: { type: "string" },
        port: { type: "string" },
        "http-key": { type: "string" },
        image: { type: "string" },
        cpu: { type: "string" },
        memory: { type: "string" },
        timeout: { type: "string" },
        "idle-timeout": { type: "string" },
        "max-output": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message} (see --help)`);
  }
  if (values.help) return undefined;
  const e = (name: string) => (env[name] === "" ? undefined : env[name]);

  const transportRaw = values.transport ?? e("OSB_MCP_TRANSPORT") ?? "stdio";
  const transport = transportRaw === "streamable-http" ? "http" : transportRaw;
  if (transport !== "stdio" && transport !== "http") throw new UsageError(`--transport must be "stdio" or "http", got "${transportRaw}"`);

  const protocol = values.protocol ?? e("OPEN_SANDBOX_PROTOCOL");
  if (protocol !== undefined && protocol !== "http" && protocol !== "https") throw new UsageError(`--protocol must be "http" or "https", got "${protocol}"`);

  const apiKey = values["api-key"] ?? e("OPEN_SANDBOX_API_KEY");
  const connection: ConnectionOptions = {};
  const domain = values.domain ?? e("OPEN_SANDBOX_DOMAIN");
  if (domain !== undefined) connection.domain = domain;
  if (protocol !== undefined) connection.protocol = protocol;
  if (apiKey !== undefined) connection.apiKey = apiKey;
  if (values["request-timeout"] !== undefined) connection.requestTimeoutMs = int("--request-timeout", values["request-timeout"], 30, 1) * 1000;
  if (values["use-server-proxy"]) connection.useServerProxy = true;

  const httpKey = values["http-key"] ?? e("OSB_MCP_HTTP_KEY") ?? apiKey;
  if (transport === "http" && (httpKey === undefined || httpKey.trim() === "")) {
    throw new UsageError("the HTTP transport needs a key: pass --http-key (or OSB_MCP_HTTP_KEY), or the server's --api-key (OPEN_SANDBOX_API_KEY), which clients then send as \"Authorization: Bearer KEY\"");
  }

  const image = values.image ?? e("OSB_MCP_IMAGE") ?? DEFAULTS.image;
  if (image.trim() === "") throw new UsageError("--image must not be empty");
  return {
    transport,
    host: values.host ?? e("OSB_MCP_HOST") ?? DEFAULTS.host,
    port: int("--port", values.port ?? e("OSB_MCP_PORT"), DEFAULTS.port, 0, 65535),
    path: DEFAULTS.path,
    httpKey,
    connection,
    image,
    cpu: values.cpu ?? e("OSB_MCP_CPU") ?? DEFAULTS.cpu,
    memory: values.memory ?? e("OSB_MCP_MEMORY") ?? DEFAULTS.memory,
    timeoutSeconds: int("--timeout", values.timeout ?? e("OSB_MCP_TIMEOUT"), DEFAULTS.timeoutSeconds, 60),
    idleTimeoutSeconds: int("--idle-timeout", values["idle-timeout"] ?? e("OSB_MCP_IDLE_TIMEOUT"), DEFAULTS.idleTimeoutSeconds, 1),
    maxOutputChars: int("--max-output", values["max-output"] ?? e("OSB_MCP_MAX_OUTPUT"), DEFAULTS.maxOutputChars, 100),
  };
}
