// ci.codes: code contexts (one Jupyter kernel each, in execd) and code execution, over execd's
// `/code` API (specs/execd-api.yaml, tag CodeInterpreting) through the SDK's public raw-execd
// access (`sandbox.execd.request()` / `.stream()`): the SDK supplies the endpoint, headers,
// timeouts, retries of idempotent calls, typed errors and the stream parser (both framings).
import type { CallOptions, ExecutionError, Sandbox, StreamEvent } from "@opensandbox/sdk";
import { Result } from "./result.ts";

export type { ExecutionError };

/** Language of the contexts created, and of runs that name neither a context nor a language. */
export const DEFAULT_LANGUAGE = "python";

/** How long an interrupt sent because a run's signal aborted may take before the run gives up on it. */
const ABORT_INTERRUPT_TIMEOUT_MS = 5_000;

/** A code context: a kernel whose variables, imports and definitions persist across runs. */
export interface CodeContext {
  id: string;
  /** Kernel language as execd names it (e.g. `python`). */
  language: string;
}

export interface CreateContextOptions extends CallOptions {
  /** Kernel language. @default "python" */
  language?: string;
  /** Working directory of the kernel (must exist in the sandbox). */
  cwd?: string;
}

/** Callbacks fed while a run's output streams in. */
export interface CodeOutputHandlers {
  /** One line of standard output, without its terminator. */
  onStdout?: (line: string) => void;
  /** One line of standard error, without its terminator. */
  onStderr?: (line: string) => void;
  /** Each rich result (cell value, `display()` output, plots) as it arrives. */
  onResult?: (result: Result) => void;
  /** The cell's error (exception name, message, traceback), when it fails. */
  onError?: (error: ExecutionError) => void;
}

export interface RunCodeOptions extends CodeOutputHandlers {
  /**
   * Context to run in (a context or its id). Without it the code runs in the default context of
   * `language`, which execd creates on first use and keeps.
   */
  context?: CodeContext | string;
  /** Language of the default context used when `context` is not given. @default "python" */
  language?: string;
  /**
   * Aborting interrupts the execution (`DELETE /code?id=`, once it has started running in the
   * kernel) and ends the request; the promise rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/** Everything one run reported. */
export interface Execution {
  /** Id of the context the code ran in (execd's `init` event). */
  id: string;
  /** The kernel's cell counter for this run (`In [n]`), when the kernel reported it. */
  executionCount: number | undefined;
  /** Rich results in arrival order. */
  results: Result[];
  /** Output lines, without terminators, in arrival order. */
  logs: { stdout: string[]; stderr: string[] };
  /** Set when the cell raised (or was interrupted: `KeyboardInterrupt`). */
  error?: ExecutionError;
  /** Duration reported by execd's `execution_complete`; undefined when the cell failed. */
  executionTimeMs: number | undefined;
}

/** Selector for `POST /code` (spec: CodeContextSelector). */
interface ContextSelector {
  id?: string;
  language?: string;
}

interface WireCodeContext {
  id?: string;
  language: string;
}

const enc = encodeURIComponent;

function toContext(wire: WireCodeContext): CodeContext {
  return { id: wire.id ?? "", language: wire.language };
}

function idOf(target: CodeContext | Execution | string, what: string): string {
  const id = typeof target === "string" ? target : target?.id;
  if (typeof id !== "string" || id === "") throw new TypeError(`${what}: a context id is required`);
  return id;
}

/** `is_main_result` / `msg_type` on a result event, if the daemon sends them (ours does not). */
function mainResultFlag(event: StreamEvent): boolean | undefined {
  const e = event as StreamEvent & { is_main_result?: unknown; isMainResult?: unknown; msg_type?: unknown };
  const flag = e.is_main_result ?? e.isMainResult;
  if (typeof flag === "boolean") return flag;
  if (e.msg_type === "execute_result") return true;
  if (e.msg_type === "display_data" || e.msg_type === "update_display_data") return false;
  return undefined;
}

/** Events showing that the kernel is running this request (not merely queued behind another). */
const STARTED = new Set(["execution_count", "stdout", "stderr", "result", "error", "status"]);

export class Codes {
  readonly #sandbox: Sandbox;

  constructor(sandbox: Sandbox) {
    this.#sandbox = sandbox;
  }

  /** Starts a kernel (`POST /code/context`). An image without a kernel for the language: `BadRequestError` with code `NOT_SUPPORTED`. */
  async createContext(options: CreateContextOptions = {}): Promise<CodeContext> {
    const { language = DEFAULT_LANGUAGE, cwd, signal, timeoutMs } = options;
    const body: { language: string; cwd?: string } = { language };
    if (cwd !== undefined) body.cwd = cwd;
    const wire = await this.#sandbox.execd.request<WireCodeContext>("POST", "/code/context", { body, signal, timeoutMs });
    return toContext(wire);
  }

  /** Lists contexts, all of them or those of one language (`GET /code/contexts`). Default contexts are included. */
  async listContexts(language?: string, options: CallOptions = {}): Promise<CodeContext[]> {
    const wire = await this.#sandbox.execd.request<WireCodeContext[]>("GET", "/code/contexts", { ...options, query: { language } });
    return (wire ?? []).map(toContext);
  }

  /** One context; `NotFoundError` (code `CONTEXT_NOT_FOUND`) when it does not exist. */
  async getContext(id: string, options: CallOptions = {}): Promise<CodeContext> {
    const wire = await this.#sandbox.execd.request<WireCodeContext>("GET", `/code/contexts/${enc(idOf(id, "getContext"))}`, options);
    return toContext(wire);
  }

  /** Shuts the context's kernel down; its running and queued executions end with `ContextDeleted`. */
  async deleteContext(context: CodeContext | string, options: CallOptions = {}): Promise<void> {
    await this.#sandbox.execd.request("DELETE", `/code/contexts/${enc(idOf(context, "deleteContext"))}`, options);
  }

  /** Deletes every context of a language, default context included. */
  async deleteContexts(language: string, options: CallOptions = {}): Promise<void> {
    if (!language) throw new TypeError("deleteContexts: a language is required");
    await this.#sandbox.execd.request("DELETE", "/code/contexts", { ...options, query: { language } });
  }

  /**
   * Interrupts the execution running in a context (`DELETE /code?id=`), like Ctrl-C in a
   * notebook: the cell ends with a `KeyboardInterrupt` error and the context stays usable.
   * Executions queued behind it then run. No effect when the context is idle.
   */
  async interrupt(target: CodeContext | Execution | string, options: CallOptions = {}): Promise<void> {
    await this.#sandbox.execd.request("DELETE", "/code", { ...options, query: { id: idOf(target, "interrupt") } });
  }

  /**
   * Runs code in a context (`POST /code`) and resolves with everything it produced once it
   * finished. A cell that raises resolves too, with `error` set; failures of the request itself
   * (unknown context, missing kernel, connection loss) reject with the SDK's typed errors.
   * Runs on one context execute one at a time in arrival order (execd queues them).
   */
  async run(code: string, options: RunCodeOptions = {}): Promise<Execution> {
    const { context, language, signal, onStdout, onStderr, onResult, onError } = options;
    signal?.throwIfAborted();
    const selector: ContextSelector =
      context === undefined ? { language: language ?? DEFAULT_LANGUAGE } : typeof context === "string" ? { id: idOf(context, "run") } : { id: idOf(context, "run"), language: context.language };

    const execution: Execution = { id: selector.id ?? "", executionCount: undefined, results: [], logs: { stdout: [], stderr: [] }, executionTimeMs: undefined };
    let started = false;
    let finished = false;

    // The user's signal is not handed to the SDK directly: on abort the interrupt is sent first,
    // while this request's execution is still the one running in the context (once the stream
    // closes, execd may already have started the next queued one, which must not be hit).
    const stream = new AbortController();
    let aborting: Promise<void> | undefined;
    const onAbort = () => {
      aborting = (async () => {
        if (started && !finished && execution.id) {
          await this.interrupt(execution.id, { timeoutMs: ABORT_INTERRUPT_TIMEOUT_MS }).catch(() => {});
        }
        stream.abort(signal!.reason);
      })();
    };
    signal?.addEventListener("abort", onAbort, { once: true });

    const onEvent = (event: StreamEvent) => {
      if (STARTED.has(event.type)) started = true;
      switch (event.type) {
        case "init":
          if (event.text) execution.id = event.text;
          return;
        case "result": {
          const result = new Result(event.results ?? {}, mainResultFlag(event));
          execution.results.push(result);
          onResult?.(result);
          return;
        }
        case "error": {
          finished = true;
          const error: ExecutionError = { name: event.error?.ename ?? "", value: event.error?.evalue ?? "", traceback: event.error?.traceback ?? [] };
          execution.error = error;
          onError?.(error);
          return;
        }
        case "execution_complete":
          finished = true;
          return;
        default:
          return;
      }
    };

    try {
      const res = await this.#sandbox.execd.stream(
        "/code",
        { code, context: selector },
        {
          signal: stream.signal,
          onEvent,
          onStdout: (line) => {
            execution.logs.stdout.push(line);
            onStdout?.(line);
          },
          onStderr: (line) => {
            execution.logs.stderr.push(line);
            onStderr?.(line);
          },
        },
      );
      if (res.id) execution.id = res.id;
      execution.executionCount = res.executionCount;
      execution.executionTimeMs = res.executionTimeMs;
    } catch (err) {
      if (signal?.aborted) {
        await aborting;
        throw signal.reason;
      }
      throw err;
    } finally {
      signal?.removeEventListener("abort", onAbort);
    }
    if (signal?.aborted) {
      // Aborted while the last events arrived: the caller asked to stop, so the run rejects.
      await aborting;
      throw signal.reason;
    }
    return execution;
  }
}
