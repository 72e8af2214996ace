// Connection settings shared by Sandbox, SandboxManager and everything under them. Values not
// given fall back to environment variables where a `process` exists (Node, Bun, Deno with env
// access) and to the documented defaults elsewhere (browsers, edge runtimes).
import type { Logger } from "./internal/log.ts";
import type { WebSocketConstructor } from "./pty.ts";

/** Default lifecycle server address (host[:port], optionally with a path). */
export const DEFAULT_DOMAIN = "localhost:8080";
/** Default time the SDK waits for one HTTP call. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Default number of retries of an idempotent call after a connection error or 429/502/503/504. */
export const DEFAULT_MAX_RETRIES = 2;

export interface ConnectionOptions {
  /**
   * Lifecycle server as `host[:port][/path]`. A scheme (`https://…`) may be included and then
   * overrides `protocol`.
   * @default OPEN_SANDBOX_DOMAIN // environment variable, else "localhost:8080"
   */
  domain?: string;
  /**
   * Scheme of the lifecycle server; execd addresses returned by the server use it too.
   * @default OPEN_SANDBOX_PROTOCOL // environment variable, else "http"
   */
  protocol?: "http" | "https";
  /**
   * API key sent as `OPEN-SANDBOX-API-KEY` to the lifecycle server.
   * @default OPEN_SANDBOX_API_KEY // environment variable
   */
  apiKey?: string;
  /**
   * Extra headers sent with every request, to the lifecycle server and to execd (as upstream
   * SDKs do). Endpoint headers returned by the server take precedence on execd requests.
   * @default {}
   */
  headers?: Record<string, string>;
  /**
   * How long one call may take, in milliseconds; `0` disables the limit. Calls that move
   * open-ended data (command and session output, `files.read`) are bounded only until the
   * response headers arrive; uploads only by a per-call `timeoutMs`. Retries count against
   * the same budget. Each method also takes its own `timeoutMs`.
   * @default 30_000
   */
  requestTimeoutMs?: number;
  /**
   * How often an idempotent call (GET, HEAD, PUT, DELETE) is retried after a connection error
   * or a 429/502/503/504 answer, with exponential backoff and jitter. POST and PATCH are never
   * retried.
   * @default 2
   */
  maxRetries?: number;
  /**
   * Reach execd through the lifecycle server's proxy route instead of directly (for clients
   * that cannot reach the sandbox's published ports). The server then adds the execd token
   * itself and the endpoint's headers carry the API key.
   * @default false
   */
  useServerProxy?: boolean;
  /**
   * fetch implementation used for every HTTP request.
   * @default globalThis.fetch
   */
  fetch?: typeof globalThis.fetch;
  /**
   * WebSocket implementation for `sandbox.pty.attach`. It must accept
   * `new WebSocket(url, { headers })` (Node's global WebSocket since Node 22 and the `ws`
   * package do; browsers cannot send the headers execd needs).
   * @default globalThis.WebSocket
   */
  WebSocket?: WebSocketConstructor;
  /**
   * Log every HTTP exchange (method, URL, status, duration; never headers or bodies): `true`
   * logs with `console.debug`, or pass a logger.
   * @default OPEN_SANDBOX_DEBUG // environment variable ("1"/"true"), else false
   */
  debug?: boolean | Logger;
}

/** Options of a single call. */
export interface CallOptions {
  /** Aborts the call; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Overrides the connection's `requestTimeoutMs` for this call; `0` disables the limit. */
  timeoutMs?: number;
}

/** Reads an environment variable without assuming a `process` global (browsers, edge). */
export function readEnv(name: string): string | undefined {
  try {
    const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
    const value = env?.[name];
    return value === undefined || value === "" ? undefined : value;
  } catch {
    return undefined; // e.g. Deno without --allow-env
  }
}

function nonNegativeInt(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number, got ${value}`);
  return Math.floor(value);
}

/** Connection options with every default applied. */
export class ConnectionConfig {
  readonly domain: string;
  readonly protocol: "http" | "https";
  readonly apiKey: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly requestTimeoutMs: number;
  readonly maxRetries: number;
  readonly useServerProxy: boolean;
  readonly fetch: typeof globalThis.fetch;
  readonly WebSocket: WebSocketConstructor | undefined;
  readonly logger: Logger | undefined;
  /** Base URL of the lifecycle API, e.g. `http://localhost:8080/v1`. */
  readonly apiUrl: string;

  constructor(options: ConnectionOptions = {}) {
    let domain = options.domain ?? readEnv("OPEN_SANDBOX_DOMAIN") ?? DEFAULT_DOMAIN;
    let protocol = options.protocol ?? (readEnv("OPEN_SANDBOX_PROTOCOL") as "http" | "https" | undefined) ?? "http";
    const scheme = /^(https?):\/\//i.exec(domain);
    if (scheme) {
      protocol = scheme[1]!.toLowerCase() as "http" | "https";
      domain = domain.slice(scheme[0].length);
    }
    if (protocol !== "http" && protocol !== "https") throw new RangeError(`protocol must be "http" or "https", got ${JSON.stringify(protocol)}`);
    this.domain = domain.replace(/\/+$/, "");
    this.protocol = protocol;
    this.apiKey = options.apiKey ?? readEnv("OPEN_SANDBOX_API_KEY");
    this.headers = { ...options.headers };
    this.requestTimeoutMs = nonNegativeInt("requestTimeoutMs", options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
    this.maxRetries = nonNegativeInt("maxRetries", options.maxRetries ?? DEFAULT_MAX_RETRIES);
    this.useServerProxy = options.useServerProxy ?? false;
    if (typeof (options.fetch ?? globalThis.fetch) !== "function") throw new TypeError("no fetch implementation: pass `fetch` in the connection options");
    // The global is looked up on each call, so instrumentation installed later (msw, tracing) applies.
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.WebSocket = options.WebSocket ?? (globalThis as unknown as { WebSocket?: WebSocketConstructor }).WebSocket;
    const debug = options.debug ?? /^(1|true|yes)$/i.test(readEnv("OPEN_SANDBOX_DEBUG") ?? "");
    this.logger = debug === true ? consoleLogger : debug === false ? undefined : debug;
    this.apiUrl = `${this.protocol}://${this.domain}/v1`;
  }

  /** A config is reused as is; plain options are resolved. */
  static from(options: ConnectionOptions | ConnectionConfig | undefined): ConnectionConfig {
    return options instanceof ConnectionConfig ? options : new ConnectionConfig(options);
  }
}

const consoleLogger: Logger = {
  debug: (message, context) => console.debug(`[opensandbox] ${message}`, ...(context ? [context] : [])),
};
