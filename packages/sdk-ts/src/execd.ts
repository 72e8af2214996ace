// sandbox.execd: low-level access to the sandbox's execd for operations the SDK does not wrap
// (the code interpreter's `/code` API, for one). Requests go to the cached endpoint with its
// headers, through the same transport (timeouts, retries of idempotent calls, typed errors).
import type { CallOptions } from "./config.ts";
import type { ExecdConnection } from "./internal/execd.ts";
import { collectExecution, ExecutionCollector, type ExecutionError, type OutputHandlers } from "./internal/execution.ts";

export type QueryValue = string | number | boolean | (string | number | boolean)[];

export interface ExecdRequestOptions extends CallOptions {
  query?: Record<string, QueryValue | undefined>;
  /** Sent as JSON. */
  body?: unknown;
}

export interface ExecdStreamOptions extends OutputHandlers {
  query?: Record<string, QueryValue | undefined>;
  /** Aborting ends the request (execd then stops the execution). */
  signal?: AbortSignal;
}

/** Everything an execution stream reported. */
export interface ExecutionResult {
  /** Id from the `init` event (command, session or code context id). */
  id: string;
  /** 0 after `execution_complete` without error; else the status in the error, or 1. */
  exitCode: number;
  /** `stdout` lines, each terminated by `\n`. */
  stdout: string;
  /** `stderr` lines, each terminated by `\n`. */
  stderr: string;
  error?: ExecutionError;
  /** Payloads of `result` events, in order (MIME type → data; plain text under `text`). */
  results: Record<string, unknown>[];
  /** Last `execution_count`. */
  executionCount?: number;
  executionTimeMs?: number;
}

function url(base: string, path: string, query: ExecdRequestOptions["query"]): string {
  let out = base + (path.startsWith("/") ? path : `/${path}`);
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
      else params.append(k, String(v));
    }
    const qs = params.toString();
    if (qs) out += `?${qs}`;
  }
  return out;
}

export class ExecdApi {
  readonly #execd: ExecdConnection;

  constructor(execd: ExecdConnection) {
    this.#execd = execd;
  }

  /** Sends a request to execd and returns the JSON body (undefined when empty). */
  async request<T = unknown>(method: string, path: string, options: ExecdRequestOptions = {}): Promise<T> {
    const execd = this.#execd;
    const target = execd.target ?? (await execd.resolve(options));
    const hasBody = options.body !== undefined;
    return execd.guard(options, (o) =>
      execd.http.json<T>(
      {
        method: method.toUpperCase(),
        url: url(target.url, path, options.query),
        headers: (hasBody ? target.jsonHeaders : target.headers) as Record<string, string>,
        body: hasBody ? JSON.stringify(options.body) : null,
        what: `${method.toUpperCase()} ${path}`,
      },
      o,
      ),
    );
  }

  /**
   * POSTs `body` as JSON to a streaming operation (`/command`, `/session/{id}/run`, `/code`)
   * and reads its events until the stream ends, feeding the handlers on the way.
   */
  async stream(path: string, body: unknown, options: ExecdStreamOptions = {}): Promise<ExecutionResult> {
    const execd = this.#execd;
    const target = execd.target ?? (await execd.resolve({ signal: options.signal }));
    const { response, scope } = await execd.send(
      { method: "POST", url: url(target.url, path, options.query), headers: target.jsonHeaders as Record<string, string>, body: JSON.stringify(body), what: `POST ${path}`, timeoutPhase: "headers" },
      { signal: options.signal },
    );
    const c = new ExecutionCollector(options);
    await collectExecution(response, scope, c, `POST ${path}`).catch(async (err: unknown) => {
      throw await execd.explain(err);
    });
    const result: ExecutionResult = { id: c.id, exitCode: c.exitCode, stdout: c.stdout, stderr: c.stderr, results: c.results };
    if (c.error) result.error = c.error;
    if (c.executionCount !== undefined) result.executionCount = c.executionCount;
    if (c.executionTimeMs !== undefined) result.executionTimeMs = c.executionTimeMs;
    return result;
  }
}
