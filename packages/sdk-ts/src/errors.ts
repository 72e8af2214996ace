// Errors thrown by the SDK. Every error the SDK produces is a SandboxError; HTTP failures carry
// the status, the body's `code`, the `X-Request-ID` of the answer and the parsed body. The
// status → class mapping lives in one function, errorClassForStatus(), used by errorFromBody().
//
// Classes are branded with a Symbol.for() key holding the names of the class and its
// ancestors, so `NotFoundError.isInstance(e)` works even when two copies of the SDK are
// installed (instanceof does not).

const BRAND = Symbol.for("@opensandbox/sdk.error");

type Branded = { [BRAND]?: unknown };

/** What an error knows about the HTTP exchange that caused it. */
export interface SandboxErrorDetails {
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** Machine-readable `code` of the error body (e.g. `SANDBOX_NOT_FOUND`), when there was one. */
  code?: string;
  /** `X-Request-ID` of the answer: quote it when reporting a problem. */
  requestId?: string;
  /** Parsed error body (JSON when it was JSON, else the text). */
  body?: unknown;
  cause?: unknown;
}

export class SandboxError extends Error {
  /** Stable name used by the brand; subclasses override it with a string literal. */
  static readonly kind: string = "SandboxError";
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly requestId: string | undefined;
  readonly body: unknown;
  declare readonly [BRAND]: readonly string[];

  constructor(message: string, details: SandboxErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    const kinds: string[] = [];
    for (let c = new.target as unknown as { kind?: string } | null; c && typeof c.kind === "string"; c = Object.getPrototypeOf(c)) {
      if (!kinds.includes(c.kind)) kinds.push(c.kind);
    }
    Object.defineProperty(this, BRAND, { value: kinds, enumerable: false });
    this.name = kinds[0] ?? "SandboxError";
    this.status = details.status;
    this.code = details.code;
    this.requestId = details.requestId;
    this.body = details.body;
  }

  /**
   * `instanceof` that also recognises errors created by another copy of the SDK.
   * `TimeoutError.isInstance(e)` is true for a `SandboxReadyTimeoutError` too.
   */
  static isInstance<T extends abstract new (...args: never[]) => SandboxError>(this: T & { kind: string }, error: unknown): error is InstanceType<T> {
    if (typeof error !== "object" || error === null) return false;
    const kinds = (error as Branded)[BRAND];
    return Array.isArray(kinds) && kinds.includes(this.kind);
  }
}

/** 400: the request was malformed or broke a documented rule. */
export class BadRequestError extends SandboxError {
  static override readonly kind: string = "BadRequestError";
}
/**
 * 400 `TIMEOUT_TOO_LONG`: a sandbox's `timeoutSeconds`, or a renewal, goes beyond the longest
 * lifetime the server allows (`[server] max_sandbox_timeout_seconds`, named in the message).
 */
export class TimeoutTooLongError extends BadRequestError {
  static override readonly kind: string = "TimeoutTooLongError";
}
/** 401: the API key (or the execd access token) is missing or wrong. */
export class AuthenticationError extends SandboxError {
  static override readonly kind: string = "AuthenticationError";
}
/** 403: the caller may not do this to this resource. */
export class PermissionDeniedError extends SandboxError {
  static override readonly kind: string = "PermissionDeniedError";
}
/** 404: no such sandbox, snapshot, file, command, session or terminal. */
export class NotFoundError extends SandboxError {
  static override readonly kind: string = "NotFoundError";
}
/** 409: the resource's current state does not allow the operation (e.g. pausing a paused sandbox). */
export class ConflictError extends SandboxError {
  static override readonly kind: string = "ConflictError";
}
/** 429: too many requests. Idempotent calls are retried before this is thrown. */
export class RateLimitError extends SandboxError {
  static override readonly kind: string = "RateLimitError";
}
/** 5xx: the server (or execd, or a gateway in between) failed. */
export class InternalServerError extends SandboxError {
  static override readonly kind: string = "InternalServerError";
}
/** No HTTP answer at all: connection refused or reset, DNS failure, stream cut short. */
export class ConnectionError extends SandboxError {
  static override readonly kind: string = "ConnectionError";
}
/** A call did not finish within its `timeoutMs` (or the connection's `requestTimeoutMs`). */
export class TimeoutError extends SandboxError {
  static override readonly kind: string = "TimeoutError";
}

/** Where a sandbox was when the SDK stopped waiting for it. */
export interface SandboxStateDetails {
  sandboxId: string;
  /** Last observed state, e.g. `Pending`. */
  state: string | undefined;
  /** Last observed `status.reason`, e.g. `IMAGE_PULLING`. */
  reason?: string | undefined;
  /** Last observed `status.message`. */
  statusMessage?: string | undefined;
}

/**
 * The sandbox did not become ready (Running, with execd answering `/ping`) within
 * `readyTimeoutMs`. The message names the state it was in.
 */
export class SandboxReadyTimeoutError extends TimeoutError {
  static override readonly kind: string = "SandboxReadyTimeoutError";
  readonly sandboxId: string;
  readonly state: string | undefined;
  readonly reason: string | undefined;
  readonly statusMessage: string | undefined;
  constructor(message: string, state: SandboxStateDetails, details: SandboxErrorDetails = {}) {
    super(message, details);
    this.sandboxId = state.sandboxId;
    this.state = state.state;
    this.reason = state.reason;
    this.statusMessage = state.statusMessage;
  }
}

/** The sandbox reached `Failed` (or `Terminated`) while the SDK waited for it to start. */
export class SandboxFailedError extends SandboxError {
  static override readonly kind: string = "SandboxFailedError";
  readonly sandboxId: string;
  readonly state: string | undefined;
  readonly reason: string | undefined;
  readonly statusMessage: string | undefined;
  constructor(message: string, state: SandboxStateDetails, details: SandboxErrorDetails = {}) {
    super(message, details);
    this.sandboxId = state.sandboxId;
    this.state = state.state;
    this.reason = state.reason;
    this.statusMessage = state.statusMessage;
  }
}

/**
 * The sandbox does not exist (any more): it was deleted, or the server removed it when its
 * timeout ran out. Thrown by lifecycle calls that name it (404 `SANDBOX_NOT_FOUND`) and by
 * execd calls when execd stops answering and the server no longer knows the sandbox.
 */
export class SandboxNotFoundError extends NotFoundError {
  static override readonly kind: string = "SandboxNotFoundError";
  /** Id of the sandbox, when the SDK knows which one the call was about. */
  readonly sandboxId: string | undefined;
  constructor(message: string, sandboxId: string | undefined, details: SandboxErrorDetails = {}) {
    super(message, { status: 404, code: "SANDBOX_NOT_FOUND", ...details });
    this.sandboxId = sandboxId;
  }
}

/**
 * The sandbox exists but is not `Running` (it is `Pending`, `Paused`, `Stopping`, `Failed`,
 * `Terminated`, …), so execd cannot serve the call. `state`, `reason` and `statusMessage` are
 * what the server said when asked; they are undefined when the answer (a 409
 * `SANDBOX_NOT_RUNNING`) did not say.
 */
export class SandboxNotRunningError extends ConflictError {
  static override readonly kind: string = "SandboxNotRunningError";
  readonly sandboxId: string | undefined;
  readonly state: string | undefined;
  readonly reason: string | undefined;
  readonly statusMessage: string | undefined;
  constructor(message: string, state: Partial<SandboxStateDetails>, details: SandboxErrorDetails = {}) {
    super(message, { status: 409, code: "SANDBOX_NOT_RUNNING", ...details });
    this.sandboxId = state.sandboxId;
    this.state = state.state;
    this.reason = state.reason;
    this.statusMessage = state.statusMessage;
  }
}

/** The sandbox is `Paused` (or `Pausing`): `sandbox.resume()` it first. */
export class SandboxPausedError extends SandboxNotRunningError {
  static override readonly kind: string = "SandboxPausedError";
}

/** The one place where an HTTP status becomes an error class. */
export function errorClassForStatus(status: number): new (message: string, details?: SandboxErrorDetails) => SandboxError {
  switch (status) {
    case 400:
    case 413:
    case 416:
    case 422:
      return BadRequestError;
    case 401:
      return AuthenticationError;
    case 403:
      return PermissionDeniedError;
    case 404:
      return NotFoundError;
    case 409:
      return ConflictError;
    case 429:
      return RateLimitError;
    default:
      return status >= 500 ? InternalServerError : SandboxError;
  }
}

/**
 * Builds the error for a non-2xx answer from its body: the text as received (parsed here when
 * it is JSON) or an already parsed value.
 */
export function errorFromBody(status: number, headers: Headers, received: unknown, what?: string): SandboxError {
  let body = received;
  if (typeof body === "string" && body) {
    try {
      body = JSON.parse(body);
    } catch {
      // Not JSON (a proxy's HTML page, plain text): keep the text.
    }
  }
  let code: string | undefined;
  let detail: string | undefined;
  if (typeof body === "object" && body !== null) {
    const b = body as { code?: unknown; message?: unknown; error?: unknown };
    if (typeof b.code === "string") code = b.code;
    if (typeof b.message === "string") detail = b.message;
    else if (typeof b.error === "string") detail = b.error; // upstream execd's 401 body
  } else if (typeof body === "string" && body) {
    detail = body.length > 500 ? `${body.slice(0, 500)}…` : body;
  }
  const requestId = headers.get("x-request-id") ?? undefined;
  const message = `${what ? `${what}: ` : ""}${status}${code ? ` ${code}` : ""}${detail ? `: ${detail}` : ""}${requestId ? ` (request id ${requestId})` : ""}`;
  const details: SandboxErrorDetails = { status, ...(code !== undefined ? { code } : {}), ...(requestId !== undefined ? { requestId } : {}), body };
  // Upstream servers namespace their codes (`DOCKER::SANDBOX_NOT_FOUND`).
  if (status === 404 && code?.endsWith("SANDBOX_NOT_FOUND")) return new SandboxNotFoundError(message, undefined, details);
  if (status === 409 && code?.endsWith("SANDBOX_NOT_RUNNING")) return new SandboxNotRunningError(message, {}, details);
  if (status === 400 && code === "TIMEOUT_TOO_LONG") return new TimeoutTooLongError(message, details);
  const Cls = errorClassForStatus(status);
  return new Cls(message, details);
}

/** Reads the body of a failed response and turns it into the matching error. */
export async function errorFromFailedResponse(response: Response, what?: string): Promise<SandboxError> {
  let text = "";
  try {
    text = await response.text();
  } catch {
    // The body could not be read (connection cut): the status still tells what happened.
  }
  return errorFromBody(response.status, response.headers, text, what);
}

/**
 * Names the sandbox on an error whose answer did not (a 404 `SANDBOX_NOT_FOUND` or 409
 * `SANDBOX_NOT_RUNNING` from a call about `sandboxId`); other errors are returned as they are.
 */
export function withSandboxId(err: unknown, sandboxId: string): unknown {
  const details = (e: SandboxError): SandboxErrorDetails => ({ status: e.status, code: e.code, requestId: e.requestId, body: e.body, cause: e.cause });
  if (SandboxPausedError.isInstance(err) || !SandboxError.isInstance(err)) return err;
  if (SandboxNotFoundError.isInstance(err) && err.sandboxId === undefined) return new SandboxNotFoundError(err.message, sandboxId, details(err));
  if (SandboxNotRunningError.isInstance(err) && err.sandboxId === undefined) {
    return new SandboxNotRunningError(err.message, { sandboxId, state: err.state, reason: err.reason, statusMessage: err.statusMessage }, details(err));
  }
  return err;
}

/** The server's refusal of a too-long lifetime, with the requested value spelled out in time. */
export function secondsHint(err: TimeoutTooLongError, seconds: number | null | undefined): TimeoutTooLongError {
  if (typeof seconds !== "number") return err;
  const days = seconds / 86_400;
  const spelled = days >= 1 ? `${Number(days.toFixed(1))} days` : `${Number((seconds / 3600).toFixed(1))} hours`;
  return new TimeoutTooLongError(`${err.message}. The SDK sent ${seconds} seconds (${spelled}): timeoutSeconds and renew() take seconds, not milliseconds`, {
    status: err.status,
    code: err.code,
    requestId: err.requestId,
    body: err.body,
    cause: err,
  });
}
