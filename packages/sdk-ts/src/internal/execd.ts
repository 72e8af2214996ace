// How the SDK reaches one sandbox's execd: the endpoint of port 44772 is resolved once (or the
// server-proxy endpoint with `useServerProxy`) and cached with everything a request needs, so
// that a call on a warm sandbox costs one fetch (and one timer) and nothing else.
//
// When execd does not answer (refused or cut connection, a timeout, a gateway error, a 401 from
// whatever now listens on a reused port) or has not answered within STATE_PROBE_AFTER_MS, the
// server is asked about the sandbox: one that is gone or not Running fails the call at once with
// SandboxNotFoundError / SandboxPausedError / SandboxNotRunningError naming it and its state,
// instead of a socket error or the whole request timeout.
import type { CallOptions } from "../config.ts";
import {
  AuthenticationError,
  ConnectionError,
  InternalServerError,
  SandboxError,
  SandboxNotFoundError,
  SandboxNotRunningError,
  SandboxPausedError,
  TimeoutError,
  withSandboxId,
} from "../errors.ts";
import { createClient, createConfig, type Client } from "../generated/execd/client/index.ts";
import type { Endpoint, SandboxInfo } from "../models.ts";
import { anySignal, type CallScope } from "./abort.ts";
import type { Http, SendRequest } from "./http.ts";
import type { LifecycleApi } from "./lifecycle.ts";

/** How long an execd call may go unanswered before the server is asked whether the sandbox runs. */
export const STATE_PROBE_AFTER_MS = 1000;
/** Bound of that question to the server. */
const STATE_PROBE_TIMEOUT_MS = 5000;

/** States in which execd cannot answer because the sandbox is frozen. */
const PAUSED_STATES = new Set(["Paused", "Pausing"]);

/** The typed error for a sandbox the server describes as not Running; undefined when it runs. */
export function notRunningError(info: SandboxInfo, cause?: unknown): SandboxError | undefined {
  const { state, reason, message } = info.status;
  if (state === "Running") return undefined;
  const status = `${state}${reason ? ` (${reason}${message ? `: ${message}` : ""})` : message ? ` (${message})` : ""}`;
  const details = { sandboxId: info.id, state, reason, statusMessage: message };
  const opts = cause === undefined ? {} : { cause };
  if (PAUSED_STATES.has(state)) return new SandboxPausedError(`Sandbox ${info.id} is ${status}: resume it (sandbox.resume()) before using it`, details, opts);
  const hint =
    state === "Failed" || state === "Terminated"
      ? "it will not run again; create a new sandbox"
      : state === "Stopping"
        ? "it is being deleted"
        : state === "Pending" || state === "Resuming"
          ? "it is not Running yet; wait for it (Sandbox.create waits by default)"
          : "only a Running sandbox serves commands and files";
  return new SandboxNotRunningError(`Sandbox ${info.id} is ${status}: ${hint}`, details, opts);
}

/**
 * The sandbox is gone. The server's 404 (`answer`) may say why (ours does for sandboxes it
 * removed lately: "it expired at …" / "it was deleted at …"); otherwise both are named.
 */
export function sandboxGoneError(sandboxId: string, cause?: unknown, answer?: unknown): SandboxNotFoundError {
  const said = SandboxError.isInstance(answer) ? /: (it (?:expired|was deleted) at [^(]*?)(?: \(its timeout ran out\))?(?: and was removed)?(?: \(request id|$)/.exec(answer.message)?.[1]?.trim() : undefined;
  const why = said
    ? said.startsWith("it expired")
      ? `${said}: its timeout ran out (extend a lifetime with sandbox.renew(seconds), or create sandboxes with a longer timeoutSeconds)`
      : said
    : "it was deleted, or the server removed it when its timeout ran out (extend a lifetime with sandbox.renew(seconds), or create sandboxes with a longer timeoutSeconds)";
  const details = { ...(cause === undefined ? {} : { cause }), ...(SandboxError.isInstance(answer) && answer.requestId ? { requestId: answer.requestId } : {}) };
  return new SandboxNotFoundError(`Sandbox ${sandboxId} does not exist: ${why}`, sandboxId, details);
}

/** Failures after which the server is asked whether the sandbox is still there and Running. */
function worthAsking(err: unknown): boolean {
  if (SandboxNotFoundError.isInstance(err) || SandboxNotRunningError.isInstance(err)) return true; // from the server proxy: add the state
  if (ConnectionError.isInstance(err) || AuthenticationError.isInstance(err)) return true;
  if (TimeoutError.isInstance(err)) return true;
  return InternalServerError.isInstance(err) && (err.status === 502 || err.status === 503 || err.status === 504);
}

/** Port of execd inside every sandbox. */
export const EXECD_PORT = 44772;

/** A resolved execd address with the headers and client prepared for it. */
export interface ExecdTarget {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:48123`. */
  readonly url: string;
  /** Connection headers plus the endpoint's headers (the latter win). */
  readonly headers: Readonly<Record<string, string>>;
  /** `headers` plus `content-type: application/json`. */
  readonly jsonHeaders: Readonly<Record<string, string>>;
  /** Generated execd client bound to this address. */
  readonly client: Client;
}

export class ExecdConnection {
  readonly sandboxId: string;
  readonly lifecycle: LifecycleApi;
  readonly http: Http;
  /** The resolved target once known; hot paths read it directly. */
  target: ExecdTarget | undefined;
  #pending: Promise<ExecdTarget> | undefined;

  constructor(sandboxId: string, lifecycle: LifecycleApi) {
    this.sandboxId = sandboxId;
    this.lifecycle = lifecycle;
    this.http = lifecycle.http;
  }

  /** The target, resolving (once, shared by concurrent callers) when not known yet. */
  resolve(options?: CallOptions): Promise<ExecdTarget> {
    if (this.target) return Promise.resolve(this.target);
    if (!this.#pending) {
      const pending = this.lifecycle.endpoint(this.sandboxId, EXECD_PORT, this.lifecycle.config.useServerProxy, options).then(
        (endpoint) => {
          this.target = this.#prepare(endpoint);
          if (this.#pending === pending) this.#pending = undefined;
          return this.target;
        },
        async (err: unknown) => {
          if (this.#pending === pending) this.#pending = undefined;
          throw await this.explain(err);
        },
      );
      this.#pending = pending;
    }
    return this.#pending;
  }

  /** Forgets the cached address (after resume, or when it stopped working). */
  invalidate(): void {
    this.target = undefined;
    this.#pending = undefined;
  }

  /** Runs a generated execd call against the target. */
  async call<T>(options: CallOptions | undefined, what: string, run: (client: Client, signal: AbortSignal | undefined) => Promise<unknown>): Promise<{ data: T; response: Response }> {
    const target = this.target ?? (await this.resolve(options));
    return this.guard(options, (o) => this.http.invoke<T>(o, what, (signal) => run(target.client, signal)));
  }

  /** `http.send` to execd, guarded as `call` is (until the response headers arrive). */
  send(req: SendRequest, options: CallOptions | undefined): Promise<{ response: Response; scope: CallScope }> {
    return this.guard(options, (o) => this.http.send(req, o));
  }

  /**
   * Runs `run` with a signal that also aborts when the server, asked after STATE_PROBE_AFTER_MS
   * without an answer, says the sandbox is gone or not Running; a failure is explained the same
   * way. Once `run` has settled, the question is no longer asked.
   */
  async guard<T>(options: CallOptions | undefined, run: (options: CallOptions) => Promise<T>): Promise<T> {
    const probe = new AbortController();
    const signal = options?.signal ? anySignal(options.signal, probe.signal) : probe.signal;
    let settled = false;
    const timer = setTimeout(() => {
      void this.#stateError().then((err) => {
        if (err && !settled) probe.abort(err);
      });
    }, STATE_PROBE_AFTER_MS);
    try {
      return await run({ ...options, signal });
    } catch (err) {
      if (probe.signal.aborted) throw probe.signal.reason;
      throw await this.explain(err);
    } finally {
      settled = true;
      clearTimeout(timer);
    }
  }

  /**
   * The error to throw for a failed execd call: when the failure may mean that the sandbox is
   * gone or not Running and the server confirms it, the typed error naming the sandbox and its
   * state (with the failure as its cause); otherwise `err` unchanged.
   */
  async explain(err: unknown): Promise<unknown> {
    if (!worthAsking(err) || SandboxPausedError.isInstance(err)) return err;
    if (SandboxNotFoundError.isInstance(err)) {
      this.invalidate();
      return sandboxGoneError(this.sandboxId, err, err);
    }
    const known = withSandboxId(err, this.sandboxId);
    const stateError = await this.#stateError(err);
    return stateError ?? known;
  }

  #probe: Promise<SandboxError | undefined> | undefined;

  /** Asks the server (one question at a time per sandbox) and returns the typed error, if any. */
  #stateError(cause?: unknown): Promise<SandboxError | undefined> {
    const asked = (this.#probe ??= this.lifecycle.get(this.sandboxId, { timeoutMs: STATE_PROBE_TIMEOUT_MS }).then(
      (info) => notRunningError(info),
      (err: unknown) => (SandboxNotFoundError.isInstance(err) ? sandboxGoneError(this.sandboxId, undefined, err) : undefined),
    ));
    void asked.finally(() => {
      if (this.#probe === asked) this.#probe = undefined;
    });
    return asked.then((err) => {
      if (!err) return undefined;
      this.invalidate(); // the address may serve another sandbox later
      return rebuildWithCause(err, cause);
    });
  }

  #prepare(endpoint: Endpoint): ExecdTarget {
    const headers: Record<string, string> = { ...this.lifecycle.config.headers, ...endpoint.headers };
    const client = createClient(createConfig({ baseUrl: endpoint.url, headers, fetch: this.http.fetchForClient as typeof fetch }));
    return { url: endpoint.url, headers, jsonHeaders: { ...headers, "content-type": "application/json" }, client };
  }
}

/** A copy of a typed state error with `cause` (the shared probe's error has none). */
function rebuildWithCause(err: SandboxError, cause: unknown): SandboxError {
  if (cause === undefined) return err;
  if (SandboxNotFoundError.isInstance(err)) return new SandboxNotFoundError(err.message, err.sandboxId, { cause, requestId: err.requestId });
  if (SandboxNotRunningError.isInstance(err)) {
    const Cls = SandboxPausedError.isInstance(err) ? SandboxPausedError : SandboxNotRunningError;
    return new Cls(err.message, { sandboxId: err.sandboxId, state: err.state, reason: err.reason, statusMessage: err.statusMessage }, { cause });
  }
  return err;
}
