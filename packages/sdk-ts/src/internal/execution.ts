// Folds the events of one execution stream into a result and feeds the caller's callbacks.
// Shared by commands, sessions and (through the public API) the code interpreter.
import { ConnectionError } from "../errors.ts";
import type { StreamEvent } from "../streams.ts";
import { readEventStream } from "../streams.ts";
import { thrownError } from "./http.ts";
import type { CallScope } from "./abort.ts";

/** A failure reported by the stream's `error` event. */
export interface ExecutionError {
  /** Error class, e.g. `CommandExecError` for a non-zero exit, `NameError` for code. */
  name: string;
  /** Error message; for commands the exit status as a decimal string. */
  value: string;
  traceback: string[];
}

/** Callbacks fed while the output streams in. */
export interface OutputHandlers {
  /**
   * One line of standard output, without its line terminator; a line longer than execd's limit
   * (64 Ki characters) arrives in several calls (the event's `partial` says a piece continues).
   */
  onStdout?: (line: string) => void;
  /** One line of standard error, as `onStdout`. */
  onStderr?: (line: string) => void;
  /** Every event as received (including `init`, `ping` and kinds the SDK does not know). */
  onEvent?: (event: StreamEvent) => void;
}

/** Accumulated outcome of an execution stream. */
export class ExecutionCollector {
  id = "";
  stdout = "";
  stderr = "";
  error: ExecutionError | undefined;
  executionTimeMs: number | undefined;
  executionCount: number | undefined;
  results: Record<string, unknown>[] = [];
  /** A terminal event (`execution_complete` or `error`) arrived. */
  finished = false;
  /** The error event says the command was killed at its timeout. */
  timedOut = false;
  readonly #handlers: OutputHandlers;
  readonly #onInit: ((id: string) => void) | undefined;

  constructor(handlers: OutputHandlers, onInit?: (id: string) => void) {
    this.#handlers = handlers;
    this.#onInit = onInit;
  }

  readonly handle = (event: StreamEvent): void => {
    this.#handlers.onEvent?.(event);
    switch (event.type) {
      case "stdout": {
        const line = outputText(event);
        this.stdout += event.partial ? line : `${line}\n`;
        this.#handlers.onStdout?.(line);
        return;
      }
      case "stderr": {
        const line = outputText(event);
        this.stderr += event.partial ? line : `${line}\n`;
        this.#handlers.onStderr?.(line);
        return;
      }
      case "init":
        this.id = event.text ?? "";
        this.#onInit?.(this.id);
        return;
      case "execution_complete":
        this.finished = true;
        if (event.execution_time !== undefined) this.executionTimeMs = event.execution_time;
        return;
      case "error":
        this.finished = true;
        this.error = { name: event.error?.ename ?? "", value: event.error?.evalue ?? "", traceback: event.error?.traceback ?? [] };
        this.timedOut = event.error?.timed_out === true;
        return;
      case "result":
        if (event.results) this.results.push(event.results);
        return;
      case "execution_count":
        if (event.execution_count !== undefined) this.executionCount = event.execution_count;
        return;
      default:
        return; // ping, status and unknown kinds
    }
  };

  /** Exit status: 0 on success, the status reported by the error event, or 1 when it has none. */
  get exitCode(): number {
    if (!this.error) return 0;
    const n = Number(this.error.value);
    return this.error.value !== "" && Number.isInteger(n) ? n : 1;
  }
}

/**
 * Reads an execution stream to its end into `collector`. Throws the mapped error when reading
 * fails, and a ConnectionError when the stream ends before a terminal event.
 */
export async function collectExecution(response: Response, scope: CallScope, collector: ExecutionCollector, what: string): Promise<void> {
  // An exception from the caller's callback ends the stream (execd then stops the command) and
  // is rethrown as it is, not as a connection failure.
  let callbackFailed = false;
  const onEvent = (event: StreamEvent) => {
    try {
      collector.handle(event);
    } catch (err) {
      callbackFailed = true;
      throw err;
    }
  };
  try {
    if (response.body) await readEventStream(response.body, onEvent, scope.signal);
  } catch (err) {
    throw callbackFailed ? err : thrownError(err, scope, what);
  } finally {
    scope.done();
  }
  if (!collector.finished) throw new ConnectionError(`${what}: the output stream ended before the execution finished`);
}

/**
 * The text of a stdout/stderr event: a line without its terminator (an empty line arrives as
 * "\n"), or with `partial` a piece of a line that continues in the next event.
 */
function outputText(event: StreamEvent): string {
  const text = event.text ?? "";
  return !event.partial && text === "\n" ? "" : text;
}
