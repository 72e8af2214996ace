// The SDK's HTTP transport. Everything goes through here: the generated clients get
// `fetchForClient` as their fetch, the hand-written streaming and file calls use `send`. It
// owns timeouts, cancellation, retries of idempotent requests, debug logging, and turning
// failures into SandboxError subclasses.
import type { CallOptions, ConnectionConfig } from "../config.ts";
import { ConnectionError, SandboxError, errorFromBody, errorFromFailedResponse } from "../errors.ts";
import { callScope, sleep, type CallScope } from "./abort.ts";

/** Methods whose repetition has the same effect as one request (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
/** Answers after which an idempotent request is worth repeating. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const BACKOFF_BASE_MS = 200;
const BACKOFF_MAX_MS = 5_000;

/** Delay before retry number `attempt + 1`: exponential, with full jitter in its upper half. */
export function backoffMs(attempt: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** `Retry-After` in milliseconds (seconds or an HTTP date), capped; undefined when absent. */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get("retry-after");
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), BACKOFF_MAX_MS * 2) : undefined;
}

/** The parts of a generated call's result the transport looks at. */
export interface GeneratedResult<T> {
  data?: T;
  error?: unknown;
  response?: Response;
}

/**
 * A fetch request body. Spelled through `RequestInit`, which both the DOM library and @types/node
 * declare, because `BodyInit` is DOM-only: a Node project without "DOM" in `lib` could not
 * type-check our published .d.ts.
 */
export type RequestBody = NonNullable<RequestInit["body"]>;

export interface SendRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: RequestBody | null;
  /** Name of the operation, used in error messages and logs. */
  what: string;
  /**
   * `complete`: the timeout covers the call until the caller calls `scope.done()` (after
   * reading the body). `headers`: it stops once the response headers have arrived.
   */
  timeoutPhase?: "complete" | "headers";
  /** Use this timeout instead of the connection's `requestTimeoutMs` when the call has none. */
  defaultTimeoutMs?: number;
  /** Override the method-based retry decision (e.g. a streamed body cannot be sent twice). */
  retry?: boolean;
}

export class Http {
  readonly config: ConnectionConfig;
  readonly #fetch: typeof globalThis.fetch;

  constructor(config: ConnectionConfig) {
    this.config = config;
    this.#fetch = config.fetch;
  }

  /** fetch for the generated clients: the Request already carries the call's signal. */
  readonly fetchForClient = (request: Request): Promise<Response> => {
    const retries = IDEMPOTENT.has(request.method) ? this.config.maxRetries : 0;
    const reusable = retries === 0 || request.body === null;
    return this.#withRetries(request.method, request.url, retries, request.signal, () => this.#fetch(reusable ? request : request.clone()));
  };

  /**
   * Sends a request and returns the successful response with its scope; the caller reads the
   * body and then calls `scope.done()`. A non-2xx answer, a connection failure, a timeout or
   * an abort is thrown as the matching error (the scope already released).
   */
  async send(req: SendRequest, options: CallOptions | undefined): Promise<{ response: Response; scope: CallScope }> {
    const timeoutMs = options?.timeoutMs ?? req.defaultTimeoutMs ?? this.config.requestTimeoutMs;
    const scope = callScope(options?.signal, timeoutMs, req.what);
    const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: req.headers, signal: scope.signal ?? null };
    if (req.body !== undefined && req.body !== null) {
      init.body = req.body;
      if (typeof ReadableStream !== "undefined" && req.body instanceof ReadableStream) init.duplex = "half";
    }
    const retries = (req.retry ?? IDEMPOTENT.has(req.method)) ? this.config.maxRetries : 0;
    let response: Response;
    try {
      response = await this.#withRetries(req.method, req.url, retries, scope.signal, () => this.#fetch(req.url, init));
    } catch (err) {
      scope.done();
      throw thrownError(err, scope, req.what);
    }
    if (!response.ok) {
      try {
        throw await errorFromFailedResponse(response, req.what);
      } finally {
        scope.done();
      }
    }
    if (req.timeoutPhase === "headers") scope.stopTimer();
    return { response, scope };
  }

  /** Sends a request and reads its body as JSON (an empty body gives undefined). */
  async json<T>(req: SendRequest, options: CallOptions | undefined): Promise<T> {
    const { response, scope } = await this.send(req, options);
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      throw thrownError(err, scope, req.what);
    } finally {
      scope.done();
    }
    try {
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (cause) {
      throw new SandboxError(`${req.what}: response body is not JSON`, { status: response.status, cause, body: text, requestId: response.headers.get("x-request-id") ?? undefined });
    }
  }

  /**
   * Runs one generated call with the call's signal and timeout, and returns its data and
   * response; failures become SandboxErrors.
   */
  async invoke<T>(options: CallOptions | undefined, what: string, run: (signal: AbortSignal | undefined) => Promise<unknown>): Promise<{ data: T; response: Response }> {
    const scope = callScope(options?.signal, options?.timeoutMs ?? this.config.requestTimeoutMs, what);
    try {
      const result = (await run(scope.signal)) as GeneratedResult<T>;
      const response = result.response;
      if (!response) throw thrownError(result.error, scope, what);
      if (!response.ok) throw errorFromBody(response.status, response.headers, result.error, what);
      if (result.error !== undefined) {
        throw new SandboxError(`${what}: unreadable response body`, { status: response.status, cause: result.error, requestId: response.headers.get("x-request-id") ?? undefined });
      }
      return { data: result.data as T, response };
    } finally {
      scope.done();
    }
  }

  async #withRetries(method: string, url: string, retries: number, signal: AbortSignal | null | undefined, attempt: () => Promise<Response>): Promise<Response> {
    const log = this.config.logger;
    for (let n = 0; ; n++) {
      const started = log ? Date.now() : 0;
      let response: Response;
      try {
        response = await attempt();
      } catch (err) {
        if (log) log.debug(`${method} ${url} failed`, { error: String(err), ms: Date.now() - started, attempt: n });
        if (n >= retries || signal?.aborted) throw err;
        await sleep(backoffMs(n), signal ?? undefined);
        continue;
      }
      if (log) log.debug(`${method} ${url} ${response.status}`, { ms: Date.now() - started, attempt: n, requestId: response.headers.get("x-request-id") });
      if (n >= retries || !RETRY_STATUSES.has(response.status)) return response;
      const wait = retryAfterMs(response.headers) ?? backoffMs(n);
      response.body?.cancel().catch(() => {});
      await sleep(wait, signal ?? undefined);
    }
  }
}

/** Maps what fetch (or a body read) threw: our timeout, the caller's abort, or a connection failure. */
export function thrownError(err: unknown, scope: CallScope, what: string): unknown {
  if (SandboxError.isInstance(err)) return err;
  if (scope.signal?.aborted) return scope.signal.reason ?? err;
  return new ConnectionError(`${what}: ${describeNetworkError(err)}`, { cause: err });
}

function describeNetworkError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  const detail = code ?? (typeof cause?.message === "string" ? cause.message : undefined);
  return detail ? `${err.message} (${detail})` : err.message;
}
