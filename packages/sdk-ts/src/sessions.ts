// sandbox.sessions: persistent shells. Working directory, variables, functions and background
// jobs carry over from one run to the next; runs in one session queue up in arrival order.
import { toCommandResult, type CommandResult } from "./commands.ts";
import type { CallOptions } from "./config.ts";
import * as gen from "./generated/execd/sdk.gen.ts";
import type * as wire from "./generated/execd/types.gen.ts";
import type { ExecdConnection } from "./internal/execd.ts";
import { collectExecution, ExecutionCollector, type OutputHandlers } from "./internal/execution.ts";

export interface Session {
  id: string;
}

export interface CreateSessionOptions extends CallOptions {
  /** Initial working directory. @default execd's directory */
  cwd?: string;
}

export interface SessionRunOptions extends OutputHandlers {
  /** Working directory for this run only. @default the session's */
  cwd?: string;
  /** Interrupt the command after this many milliseconds, counted from the start of the run; 0 = no limit. @default 0 */
  timeoutMs?: number;
  /** Aborting ends the request; execd then interrupts the command (not the session). */
  signal?: AbortSignal;
}

export class Sessions {
  readonly #execd: ExecdConnection;

  constructor(execd: ExecdConnection) {
    this.#execd = execd;
  }

  async create(options: CreateSessionOptions = {}): Promise<Session> {
    const body: wire.CreateSessionRequest = options.cwd !== undefined ? { cwd: options.cwd } : {};
    const { data } = await this.#execd.call<wire.CreateSessionResponse>(options, "createSession", (client, signal) => gen.createSession({ client, body, signal }));
    return { id: data.session_id };
  }

  /** Runs a command in the session; a non-zero exit is reported in `exitCode`, not thrown. */
  async run(sessionId: string, command: string, options: SessionRunOptions = {}): Promise<CommandResult> {
    const execd = this.#execd;
    const target = execd.target ?? (await execd.resolve({ signal: options.signal }));
    const body: wire.RunInSessionRequest = { command };
    if (options.cwd !== undefined) body.cwd = options.cwd;
    if (options.timeoutMs) body.timeout = options.timeoutMs;
    const { response, scope } = await execd.send(
      {
        method: "POST",
        url: `${target.url}/session/${encodeURIComponent(sessionId)}/run`,
        headers: target.jsonHeaders,
        body: JSON.stringify(body),
        what: "runInSession",
        timeoutPhase: "headers",
      },
      { signal: options.signal },
    );
    const collector = new ExecutionCollector(options);
    await collectExecution(response, scope, collector, "runInSession").catch(async (err: unknown) => {
      throw await execd.explain(err);
    });
    return toCommandResult(collector);
  }

  /** Ends the session, stopping a command it is running. */
  async delete(sessionId: string, options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "deleteSession", (client, signal) => gen.deleteSession({ client, path: { sessionId }, signal }));
  }
}
