// sandbox.commands: shell commands run by execd (`bash -c`, else `sh -c`), foreground with
// streamed output or in the background, with optional stdin.
import type { CallOptions } from "./config.ts";
import { ConflictError, TimeoutError } from "./errors.ts";
import * as gen from "./generated/execd/sdk.gen.ts";
import type * as wire from "./generated/execd/types.gen.ts";
import { sleep } from "./internal/abort.ts";
import type { ExecdConnection } from "./internal/execd.ts";
import { collectExecution, ExecutionCollector, type ExecutionError, type OutputHandlers } from "./internal/execution.ts";

export type { ExecutionError, OutputHandlers };

export interface RunOptions extends OutputHandlers {
  /** Working directory (`~` and variables expanded); must exist. @default execd's directory */
  cwd?: string;
  /** Extra environment variables. */
  envs?: Record<string, string>;
  /** Kill the command after this many milliseconds (execd enforces it); 0 = no limit. @default 0 */
  timeoutMs?: number;
  /** Run as this user id. */
  uid?: number;
  /** Run with this group id (needs `uid`). */
  gid?: number;
  /** Return as soon as the command has started and let it run on. @default false */
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
}

/** A chunk of a background command's combined output. */
export interface CommandLogs {
  text: string;
  /** Pass it to the next `logs()` call to receive only newer output. Opaque. */
  cursor: number;
}

export interface WaitOptions extends CallOptions {
  /** Longest pause between two status polls, in milliseconds. @default 1000 */
  maxPollIntervalMs?: number;
}

export function toCommandResult(c: ExecutionCollector): CommandResult {
  const result: CommandResult = { id: c.id, exitCode: c.exitCode, stdout: c.stdout, stderr: c.stderr };
  if (c.error) result.error = c.error;
  if (c.executionTimeMs !== undefined) result.executionTimeMs = c.executionTimeMs;
  return result;
}

function toStatus(s: wire.CommandStatusResponse): CommandStatus {
  const status: CommandStatus = { id: s.id, running: s.running, exitCode: s.exit_code ?? null };
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

  constructor(id: string, commands: Commands) {
    this.id = id;
    this.#commands = commands;
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
  /** Polls the status (10 ms, doubling up to `maxPollIntervalMs`) until the command has ended. */
  wait(options?: WaitOptions): Promise<CommandStatus> {
    return this.#commands.wait(this.id, options);
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
      return options.background ? new CommandHandle(collector.id, this) : toCommandResult(collector);
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
    if (options.background) return new CommandHandle(collector.id, this);
    return toCommandResult(collector);
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

  /** Polls the status until the command has ended; `timeoutMs` bounds the whole wait. */
  async wait(commandId: string, options: WaitOptions = {}): Promise<CommandStatus> {
    const maxPoll = options.maxPollIntervalMs ?? 1000;
    const deadline = options.timeoutMs ? Date.now() + options.timeoutMs : Infinity;
    let delay = 10;
    for (;;) {
      const remaining = deadline - Date.now();
      const status = await this.status(commandId, { ...(options.signal ? { signal: options.signal } : {}), ...(remaining !== Infinity ? { timeoutMs: Math.max(1, remaining) } : {}) });
      if (!status.running) return status;
      if (Date.now() + delay > deadline) throw new TimeoutError(`command ${commandId} was still running after ${options.timeoutMs} ms`);
      await sleep(delay, options.signal);
      delay = Math.min(delay * 2, maxPoll);
    }
  }
}
