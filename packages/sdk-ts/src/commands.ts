// sandbox.commands: shell commands run by execd (`bash -c`, else `sh -c`), foreground with
// streamed output or in the background, with optional stdin.
import type { CallOptions } from "./config.ts";
import { ConflictError, NotFoundError, TimeoutError } from "./errors.ts";
import * as gen from "./generated/execd/sdk.gen.ts";
import type * as wire from "./generated/execd/types.gen.ts";
import { callScope, sleep } from "./internal/abort.ts";
import type { ExecdConnection } from "./internal/execd.ts";
import { collectExecution, ExecutionCollector, type ExecutionError, type OutputHandlers } from "./internal/execution.ts";

export type { ExecutionError, OutputHandlers };

export interface RunOptions extends OutputHandlers {
  /** Working directory (`~` and variables expanded); must exist. @default execd's directory */
  cwd?: string;
  /** Extra environment variables. */
  envs?: Record<string, string>;
  /**
   * Kill the command after this many milliseconds (execd enforces it); 0 = no limit. A command
   * killed so ends with `timedOut: true` (and exit code 143, SIGTERM).
   * @default 0
   */
  timeoutMs?: number;
  /** Run as this user id. */
  uid?: number;
  /** Run with this group id (needs `uid`). */
  gid?: number;
  /**
   * Return as soon as the command has started and let it run on. `onStdout`/`onStderr` then
   * keep receiving its output while it runs (execd streams it), and `handle.wait()` returns it.
   * @default false
   */
  background?: boolean;
  /**
   * Standard input. A string or bytes is written once the command has started and stdin is
   * then closed. `true` opens a pipe fed with `writeStdin(id, …)` and closed with
   * `closeStdin(id)` (the id arrives through `onStart`, or on the background handle).
   * @default false // stdin is /dev/null
   */
  stdin?: boolean | string | Uint8Array;
  /** Called with the command id as soon as execd has started the command. */
  onStart?: (commandId: string) => void;
  /** Aborting ends the request, and execd then kills a foreground command. */
  signal?: AbortSignal;
}

/** Outcome of a foreground command (or of a command in a session). */
export interface CommandResult {
  /** Command id (for sessions: the session id). */
  id: string;
  /** Exit status: 0 on success; 128 + n when killed by signal n. */
  exitCode: number;
  /** Standard output, each line terminated by `\n`. */
  stdout: string;
  /** Standard error, each line terminated by `\n`. */
  stderr: string;
  /** Present when the command failed (for a non-zero exit: `CommandExecError` with the status). */
  error?: ExecutionError;
  /** Duration reported by execd, in milliseconds (successful runs). */
  executionTimeMs?: number;
  /** The command was killed because it reached `timeoutMs` (its `exitCode` is then 143). */
  timedOut: boolean;
}

/** State of a command, foreground or background. */
export interface CommandStatus {
  id: string;
  /** The command line as submitted. */
  command?: string;
  running: boolean;
  /** Exit status once finished; null while running. */
  exitCode: number | null;
  /** Why the command failed to start or was killed, if it did or was. */
  error?: string;
  startedAt?: Date;
  /** End time; undefined while running. */
  finishedAt?: Date;
  /** It was killed because it reached its timeout. */
  timedOut: boolean;
}

/** How a background command ended, with its output (`handle.wait()`). */
export interface CommandOutcome extends CommandStatus {
  /** Its standard output, each line terminated by `\n`. */
  stdout: string;
  /** Its standard error, each line terminated by `\n`. */
  stderr: string;
}

export interface ListCommandsOptions extends CallOptions {
  /** Only commands still running. @default false */
  running?: boolean;
}

/** A chunk of a background command's combined output. */
export interface CommandLogs {
  text: string;
  /** Pass it to the next `logs()` call to receive only newer output. Opaque. */
  cursor: number;
}

export interface WaitOptions extends CallOptions {
  /**
   * Longest pause between two status polls, in milliseconds (only against an execd without
   * `GET /command/{id}/events`, e.g. upstream's; ours streams the end as it happens).
   * @default 1000
   */
  maxPollIntervalMs?: number;
}

export function toCommandResult(c: ExecutionCollector): CommandResult {
  const result: CommandResult = { id: c.id, exitCode: c.exitCode, stdout: c.stdout, stderr: c.stderr, timedOut: c.timedOut };
  if (c.error) result.error = c.error;
  if (c.executionTimeMs !== undefined) result.executionTimeMs = c.executionTimeMs;
  return result;
}

function toStatus(s: wire.CommandStatusResponse): CommandStatus {
  const status: CommandStatus = { id: s.id, running: s.running, exitCode: s.exit_code ?? null, timedOut: s.timed_out === true };
  if (s.content !== undefined) status.command = s.content;
  if (s.error !== undefined && s.error !== "") status.error = s.error;
  if (s.started_at) status.startedAt = new Date(s.started_at);
  if (s.finished_at) status.finishedAt = new Date(s.finished_at);
  return status;
}

const toBlob = (data: string | Uint8Array): Blob => new Blob([data as BlobPart]);

/** A command started with `background: true`. */
export class CommandHandle {
  readonly id: string;
  readonly #commands: Commands;
  /** The stream feeding the run's onStdout/onStderr, when it had any. */
  readonly #following: Promise<ExecutionCollector> | undefined;

  constructor(id: string, commands: Commands, following?: Promise<ExecutionCollector>) {
    this.id = id;
    this.#commands = commands;
    this.#following = following;
    // Failures surface in wait(); a handle nobody waits on must not crash the process.
    following?.catch(() => {});
  }

  status(options?: CallOptions): Promise<CommandStatus> {
    return this.#commands.status(this.id, options);
  }
  logs(cursor?: number, options?: CallOptions): Promise<CommandLogs> {
    return this.#commands.logs(this.id, cursor, options);
  }
  interrupt(options?: CallOptions): Promise<void> {
    return this.#commands.interrupt(this.id, options);
  }
  writeStdin(data: string | Uint8Array, options?: CallOptions): Promise<void> {
    return this.#commands.writeStdin(this.id, data, options);
  }
  closeStdin(options?: CallOptions): Promise<void> {
    return this.#commands.closeStdin(this.id, options);
  }
  /**
   * Waits until the command has ended and returns its status with its output (stdout and
   * stderr apart). The run's `onStdout`/`onStderr` have seen all of it by then.
   */
  wait(options?: WaitOptions): Promise<CommandOutcome> {
    return this.#commands.wait(this.id, options, this.#following);
  }
}

export class Commands {
  readonly #execd: ExecdConnection;

  constructor(execd: ExecdConnection) {
    this.#execd = execd;
  }

  /** Starts a command in the background and returns its handle once it runs. */
  run(command: string, options: RunOptions & { background: true }): Promise<CommandHandle>;
  /** Runs a command to completion; a non-zero exit is reported in `exitCode`, not thrown. */
  run(command: string, options?: RunOptions & { background?: false }): Promise<CommandResult>;
  run(command: string, options?: RunOptions): Promise<CommandResult | CommandHandle>;
  async run(command: string, options: RunOptions = {}): Promise<CommandResult | CommandHandle> {
    const execd = this.#execd;
    const target = execd.target ?? (await execd.resolve({ signal: options.signal }));
    const body: wire.RunCommandRequest = { command };
    if (options.cwd !== undefined) body.cwd = options.cwd;
    if (options.background) body.background = true;
    if (options.timeoutMs) body.timeout = options.timeoutMs;
    if (options.uid !== undefined) body.uid = options.uid;
    if (options.gid !== undefined) body.gid = options.gid;
    if (options.envs !== undefined) body.envs = options.envs;
    const stdin = options.stdin;
    if (stdin !== undefined && stdin !== false) body.stdin = true;
    const stdinData = typeof stdin === "string" || stdin instanceof Uint8Array ? stdin : undefined;

    const { response, scope } = await execd.send(
      { method: "POST", url: `${target.url}/command`, headers: target.jsonHeaders, body: JSON.stringify(body), what: "runCommand", timeoutPhase: "headers" },
      { signal: options.signal },
    );
    if (stdinData === undefined) {
      const collector = new ExecutionCollector(options, options.onStart);
      await collectExecution(response, scope, collector, "runCommand").catch(async (err: unknown) => {
        throw await execd.explain(err);
      });
      return options.background ? this.#handle(collector.id, options) : toCommandResult(collector);
    }
    // The data goes in as soon as the command id is known, while the output streams.
    let feeding: Promise<{ err: unknown } | undefined> = Promise.resolve(undefined);
    const collector = new ExecutionCollector(options, (id) => {
      feeding = this.#feed(id, stdinData, options.signal).then(
        () => undefined,
        (err: unknown) => ({ err }),
      );
      options.onStart?.(id);
    });
    const streamed = await collectExecution(response, scope, collector, "runCommand").then(
      () => undefined,
      (err: unknown) => ({ err }),
    );
    const fed = await feeding;
    if (streamed) throw await execd.explain(streamed.err);
    if (fed) throw fed.err;
    if (options.background) return this.#handle(collector.id, options);
    return toCommandResult(collector);
  }

  /** The handle of a started background command; its output goes on to the run's handlers. */
  #handle(id: string, options: RunOptions): CommandHandle {
    if (!options.onStdout && !options.onStderr) return new CommandHandle(id, this);
    const handlers: OutputHandlers = {};
    if (options.onStdout) handlers.onStdout = options.onStdout;
    if (options.onStderr) handlers.onStderr = options.onStderr;
    return new CommandHandle(id, this, this.#follow(id, handlers, options.signal));
  }

  /**
   * Reads a background command's output as events (`GET /command/{id}/events`) into `handlers`
   * until it has ended. Against an execd without that route (upstream's) it polls the status
   * and then delivers the log (stdout and stderr combined) as stdout.
   */
  async #follow(id: string, handlers: OutputHandlers, signal: AbortSignal | undefined, maxPollIntervalMs?: number): Promise<ExecutionCollector> {
    const execd = this.#execd;
    const target = execd.target ?? (await execd.resolve({ signal }));
    const collector = new ExecutionCollector(handlers);
    let response: Response;
    let scope;
    try {
      ({ response, scope } = await execd.send(
        { method: "GET", url: `${target.url}/command/${encodeURIComponent(id)}/events`, headers: target.headers as Record<string, string>, what: "followCommandOutput", timeoutPhase: "headers" },
        { signal },
      ));
    } catch (err) {
      // 409 CONFLICT: a foreground command (its output went to its own stream); 404 other than
      // COMMAND_NOT_FOUND: an execd without the route. Both are waited for by polling.
      const foreground = ConflictError.isInstance(err) && err.code === "CONFLICT";
      const noRoute = NotFoundError.isInstance(err) && err.code !== "COMMAND_NOT_FOUND";
      if (!foreground && !noRoute) throw err;
      return this.#pollToEnd(id, collector, signal, maxPollIntervalMs);
    }
    await collectExecution(response, scope, collector, "followCommandOutput").catch(async (err: unknown) => {
      throw await execd.explain(err);
    });
    return collector;
  }

  /** The polling form of #follow, for an execd that cannot stream a background command's output. */
  async #pollToEnd(id: string, collector: ExecutionCollector, signal: AbortSignal | undefined, maxPoll = 1000): Promise<ExecutionCollector> {
    let delay = 10;
    let status = await this.status(id, { signal });
    while (status.running) {
      await sleep(delay, signal);
      delay = Math.min(delay * 2, maxPoll);
      status = await this.status(id, { signal });
    }
    const { text } = await this.logs(id, undefined, { signal }).catch((err: unknown) => {
      if (ConflictError.isInstance(err) && err.code === "CONFLICT") return { text: "" }; // a foreground command: no log
      throw err;
    });
    const lines = text.split("\n");
    const last = lines.pop();
    collector.handle({ type: "init", text: id });
    for (const line of lines) collector.handle({ type: "stdout", text: line === "" ? "\n" : line });
    if (last) collector.handle({ type: "stdout", text: last });
    collector.handle(
      status.exitCode === 0
        ? { type: "execution_complete" }
        : { type: "error", error: { ename: "CommandExecError", evalue: String(status.exitCode ?? 1), traceback: [], timed_out: status.timedOut } },
    );
    return collector;
  }

  /** Commands execd knows (running, or ended within the last hour), oldest first. */
  async list(options: ListCommandsOptions = {}): Promise<CommandStatus[]> {
    const { data } = await this.#execd.call<wire.CommandStatusResponse[]>(options, "listCommands", (client, signal) =>
      gen.listCommands({ client, ...(options.running ? { query: { running: true } } : {}), signal }),
    );
    return data.map(toStatus);
  }

  async #feed(id: string, data: string | Uint8Array, signal: AbortSignal | undefined): Promise<void> {
    try {
      await this.writeStdin(id, data, { signal });
      await this.closeStdin(id, { signal });
    } catch (err) {
      if (!ConflictError.isInstance(err)) throw err; // 409: the command ended without reading it all
    }
  }

  /** Sends SIGTERM to the command's process group (SIGKILL a few seconds later). */
  async interrupt(commandId: string, options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "interruptCommand", (client, signal) => gen.interruptCommand({ client, query: { id: commandId }, signal }));
  }

  async status(commandId: string, options?: CallOptions): Promise<CommandStatus> {
    const { data } = await this.#execd.call<wire.CommandStatusResponse>(options, "getCommandStatus", (client, signal) =>
      gen.getCommandStatus({ client, path: { id: commandId }, signal }),
    );
    return toStatus(data);
  }

  /** Output of a background command (stdout and stderr combined) from `cursor` on. */
  async logs(commandId: string, cursor?: number, options?: CallOptions): Promise<CommandLogs> {
    const { data, response } = await this.#execd.call<string>(options, "getBackgroundCommandLogs", (client, signal) =>
      gen.getBackgroundCommandLogs({ client, path: { id: commandId }, ...(cursor !== undefined ? { query: { cursor } } : {}), parseAs: "text", signal }),
    );
    const next = Number(response.headers.get("EXECD-COMMANDS-TAIL-CURSOR"));
    const text = typeof data === "string" ? data : "";
    return { text, cursor: Number.isFinite(next) ? next : (cursor ?? 0) + new TextEncoder().encode(text).length };
  }

  /** Appends bytes to the stdin of a command started with `stdin: true`. Never retried. */
  async writeStdin(commandId: string, data: string | Uint8Array, options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "writeCommandStdin", (client, signal) => gen.writeCommandStdin({ client, path: { id: commandId }, body: toBlob(data), signal }));
  }

  /** Closes the stdin of a command started with `stdin: true` (it then reads end-of-file). */
  async closeStdin(commandId: string, options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "closeCommandStdin", (client, signal) => gen.closeCommandStdin({ client, path: { id: commandId }, signal }));
  }

  /**
   * Waits until a command has ended and returns its status and, for a background command, its
   * output (stdout and stderr apart; as it follows the output from the start, each `wait` reads
   * it all; a foreground command's output went to its own stream, so both are empty).
   * `timeoutMs` bounds the whole wait: TimeoutError, and the command runs on.
   */
  async wait(commandId: string, options: WaitOptions = {}, following?: Promise<ExecutionCollector>): Promise<CommandOutcome> {
    const scope = callScope(options.signal, options.timeoutMs ?? 0, `wait for command ${commandId}`);
    try {
      const collected = following
        ? await abortable(following, scope.signal)
        : await this.#follow(commandId, {}, scope.signal, options.maxPollIntervalMs);
      const status = await this.status(commandId, scope.signal ? { signal: scope.signal } : undefined);
      return { ...status, timedOut: status.timedOut || collected.timedOut, stdout: collected.stdout, stderr: collected.stderr };
    } catch (err) {
      if (scope.signal?.aborted && TimeoutError.isInstance(scope.signal.reason) && !options.signal?.aborted) {
        throw new TimeoutError(`command ${commandId} was still running after ${options.timeoutMs} ms`, { cause: err });
      }
      throw err;
    } finally {
      scope.done();
    }
  }
}

/** `promise`, or the signal's reason once it aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => (signal.removeEventListener("abort", onAbort), resolve(v)),
      (e: unknown) => (signal.removeEventListener("abort", onAbort), reject(e)),
    );
  });
}
