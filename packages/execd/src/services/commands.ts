// Shell commands: foreground (streamed, killed when the client leaves), background (output kept
// for log polling), optional stdin pipe, interrupt of the whole process group. Output is read
// from pipes as it is produced: no polling, no grace sleep after exit.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "../random.ts";
import { ExecdError } from "../errors.ts";
import type { CommandStatusResponse, RunCommandRequest, ServerStreamEvent } from "../generated/execd/types.gen.ts";
import { LineSplitter, PARTIAL_AFTER_MS } from "../http/stream.ts";
import { asWorkload, checkCwd, commandEnv, expandCwd, exitStatus, killGroup, shell } from "./shell.ts";

/** Output kept per background command; older bytes are dropped (the cursor stays absolute). */
export const LOG_LIMIT_BYTES = 8 * 1024 * 1024;
/** Finished commands are forgotten after this long, and beyond this many. */
const RETAIN_MS = 60 * 60 * 1000;
const RETAIN_MAX = 1000;
const KILL_GRACE_MS = 2000;
/**
 * How long the pipes must stay quiet after the shell exited while they stay open (held by a
 * descendant it left running) before the command finishes. Pipes of a shell without such
 * descendants end at once.
 */
export const OUTPUT_LINGER_MS = 100;
/** Upper bound of that wait while a descendant keeps writing. */
export const OUTPUT_LINGER_MAX_MS = 1000;

type OutputStream = "stdout" | "stderr";

type Command = {
  id: string;
  content: string;
  child: ChildProcess;
  background: boolean;
  stdin: boolean;
  startedAt: Date;
  finishedAt?: Date;
  exitCode?: number;
  error?: string;
  /** Killed because it reached its timeout. */
  timedOut?: boolean;
  /** Background output: bytes from `logStart` on, each chunk with the pipe it came from. */
  log: { stream: OutputStream; data: Buffer }[];
  logStart: number;
  logEnd: number;
  /** Called (and forgotten) when the log grows or the command finishes: followers waiting for more. */
  wake: Set<() => void>;
  done: Promise<void>;
};

/** Where a follower of a background command's output writes (an execution stream). */
export type FollowSink = {
  send(event: ServerStreamEvent): Promise<void> | undefined;
  isClosed(): boolean;
  readonly closed: Promise<void>;
};

export type RunHandle = {
  id: string;
  /** Resolves with the exit status once the process and its output are finished. */
  finished: Promise<number>;
  kill(): void;
  /** Whether it was killed because it reached its timeout. */
  timedOut(): boolean;
};

/** An argv element as a POSIX shell word (for the `content` of status answers). */
function quoteArg(a: string): string {
  return /^[A-Za-z0-9_\-+=/.,:@%]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`;
}

export class CommandService {
  private readonly commands = new Map<string, Command>();

  /**
   * Starts a command. `onEvent` receives stdout/stderr lines for foreground commands; for
   * background ones output goes to the log instead. When `onEvent` returns a promise (the client
   * reads slower than the command writes), the command's pipes pause until it resolves, so the
   * command blocks on its writes instead of execd buffering its output.
   */
  start(req: RunCommandRequest, onEvent?: (e: ServerStreamEvent) => Promise<void> | undefined | void): RunHandle {
    const argv = req.argv;
    if (argv !== undefined) {
      if (!argv[0]) throw new ExecdError("INVALID_REQUEST_BODY", "argv[0] (the executable) must not be empty");
      if (argv.some((a) => a.includes("\0"))) throw new ExecdError("INVALID_REQUEST_BODY", "argv must not contain NUL characters");
    }
    if (req.command?.includes("\0")) throw new ExecdError("INVALID_REQUEST_BODY", "command must not contain NUL characters");
    const env = commandEnv(req.envs);
    const cwd = checkCwd(expandCwd(req.cwd, env));
    const id = randomUUID();
    const wantsStdin = req.stdin === true;
    // argv runs without a shell; spawn looks a bare name up in env.PATH, a relative one in cwd.
    const [file, args] = argv !== undefined ? [argv[0]!, argv.slice(1)] : [shell(), ["-c", req.command ?? ""]];
    let child: ChildProcess;
    try {
      child = spawn(...asWorkload(file, args), {
        cwd,
        env,
        detached: true, // own process group: interrupts reach grandchildren
        stdio: [wantsStdin ? "pipe" : "ignore", "pipe", "pipe"],
        ...(req.uid !== undefined ? { uid: req.uid } : {}),
        ...(req.gid !== undefined ? { gid: req.gid } : {}),
      });
    } catch (err) {
      // Linux refuses an argument over 128 KiB (the shell's -c string), or ~2 MiB of arguments and environment together.
      if ((err as NodeJS.ErrnoException).code === "E2BIG") {
        throw new ExecdError("INVALID_REQUEST_BODY", "the command, its arguments and environment are too large to start (E2BIG: at most 128 KiB per argument and about 2 MiB in all)");
      }
      throw new ExecdError("RUNTIME_ERROR", `cannot start the command: ${(err as Error).message}`);
    }
    const cmd: Command = {
      id,
      content: req.command ?? argv!.map(quoteArg).join(" "),
      child,
      background: req.background === true,
      stdin: wantsStdin,
      startedAt: new Date(),
      log: [],
      logStart: 0,
      logEnd: 0,
      wake: new Set(),
      done: Promise.resolve(),
    };
    this.commands.set(id, cmd);
    this.prune();
    child.stdin?.on("error", () => undefined); // EPIPE when the process exits first

    let congested: Promise<void> | undefined;
    const send = (e: ServerStreamEvent) => {
      const wait = onEvent!(e);
      if (!wait || congested) return;
      congested = wait;
      child.stdout?.pause();
      child.stderr?.pause();
      void wait.then(() => {
        congested = undefined;
        child.stdout?.resume();
        child.stderr?.resume();
      });
    };
    const sink = (type: "stdout" | "stderr") => {
      if (cmd.background || !onEvent) return (chunk: Buffer) => this.appendLog(cmd, chunk, type);
      const splitter = new LineSplitter((line, partial) => send({ type, text: line === "" ? "\n" : line, ...(partial ? { partial } : {}) }), { partialAfterMs: PARTIAL_AFTER_MS });
      return Object.assign((chunk: Buffer) => splitter.push(chunk), { flush: () => splitter.flush() });
    };
    const out = sink("stdout");
    const err = sink("stderr");
    child.stdout!.on("data", out);
    child.stderr!.on("data", err);
    let lastOutputAt = 0;
    const seen = () => void (lastOutputAt = Date.now());
    child.stdout!.on("data", seen);
    child.stderr!.on("data", seen);

    let timer: NodeJS.Timeout | undefined;
    if (req.timeout) {
      timer = setTimeout(() => {
        cmd.error = `timed out after ${req.timeout} ms`;
        cmd.timedOut = true;
        this.terminate(cmd);
      }, req.timeout);
    }
    const finished = new Promise<number>((resolve) => {
      let spawnError: Error | undefined;
      let settled = false;
      let linger: NodeJS.Timeout | undefined;
      child.on("error", (e) => (spawnError = e));
      const finish = (code: number | null, signal: NodeJS.Signals | null, streamsEnded: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(linger);
        (out as { flush?: () => void }).flush?.();
        (err as { flush?: () => void }).flush?.();
        const status = spawnError ? 127 : exitStatus(code, signal);
        if (spawnError) cmd.error = `cannot start the command: ${spawnError.message}`;
        cmd.exitCode = status;
        cmd.finishedAt = new Date();
        wakeFollowers(cmd);
        if (streamsEnded || !cmd.background) {
          // The record outlives the request: drop what ties it to the client's stream. Pipes a
          // detached descendant still holds keep flowing (into nothing), so its writes never block.
          child.stdout?.removeAllListeners("data");
          child.stderr?.removeAllListeners("data");
          child.stdout?.resume();
          child.stderr?.resume();
        } // a background command's log keeps what its descendants write after it
        resolve(status);
      };
      // 'close' fires after the process exited AND its stdio streams ended.
      child.on("close", (code, signal) => finish(code, signal, true));
      // A descendant left running (`server &`) keeps the pipes open after the shell exited. Like
      // upstream (whose output goes to files), the command is over when its shell is: once the
      // pipes have been quiet for OUTPUT_LINGER_MS (what the shell wrote is read by then, even on
      // a busy loop), at most OUTPUT_LINGER_MAX_MS after the exit, it finishes without EOF.
      child.on("exit", (code, signal) => {
        const exitedAt = Date.now();
        const check = () => {
          const now = Date.now();
          // Paused for a slow client: what is still in the pipes is owed to it, wait.
          if (congested || (now - lastOutputAt < OUTPUT_LINGER_MS && now - exitedAt < OUTPUT_LINGER_MAX_MS)) linger = setTimeout(check, OUTPUT_LINGER_MS);
          else finish(code, signal, false);
        };
        linger = setTimeout(check, OUTPUT_LINGER_MS);
      });
    });
    cmd.done = finished.then(() => undefined);
    return { id, finished, kill: () => this.terminate(cmd), timedOut: () => cmd.timedOut === true };
  }

  private appendLog(cmd: Command, chunk: Buffer, stream: OutputStream): void {
    cmd.log.push({ stream, data: chunk });
    cmd.logEnd += chunk.length;
    let kept = cmd.logEnd - cmd.logStart;
    while (kept > LOG_LIMIT_BYTES && cmd.log.length > 1) {
      const dropped = cmd.log.shift()!;
      cmd.logStart += dropped.data.length;
      kept -= dropped.data.length;
    }
    wakeFollowers(cmd);
  }

  private get(id: string): Command {
    const cmd = this.commands.get(id);
    if (!cmd) throw new ExecdError("COMMAND_NOT_FOUND", `command ${id} not found`);
    return cmd;
  }

  /** SIGTERM to the process group, SIGKILL if anything is left after a grace period. */
  private terminate(cmd: Command): void {
    if (cmd.finishedAt) return;
    const pid = cmd.child.pid;
    killGroup(pid, "SIGTERM");
    const force = setTimeout(() => killGroup(pid, "SIGKILL"), KILL_GRACE_MS);
    force.unref();
    void cmd.done.then(() => {
      // The shell may be gone while descendants linger in its group.
      killGroup(pid, "SIGKILL");
      clearTimeout(force);
    });
  }

  interrupt(id: string): void {
    const cmd = this.get(id);
    cmd.error ??= "interrupted";
    this.terminate(cmd);
  }

  status(id: string): CommandStatusResponse {
    const cmd = this.get(id);
    return {
      id: cmd.id,
      content: cmd.content,
      running: cmd.finishedAt === undefined,
      exit_code: cmd.exitCode ?? null,
      ...(cmd.error ? { error: cmd.error } : {}),
      started_at: cmd.startedAt.toISOString(),
      finished_at: cmd.finishedAt?.toISOString() ?? null,
      ...(cmd.timedOut ? { timed_out: true } : {}),
    };
  }

  /** Every command still known (running, or ended within RETAIN_MS), oldest first. */
  list(runningOnly = false): CommandStatusResponse[] {
    this.prune();
    const out: CommandStatusResponse[] = [];
    for (const cmd of this.commands.values()) if (!runningOnly || !cmd.finishedAt) out.push(this.status(cmd.id));
    return out; // a Map iterates in insertion order: start order
  }

  /**
   * Checks that `id` is a background command and returns the follower of its output: it writes
   * the log from `cursor` on as stdout/stderr events (lines, `partial` pieces as for foreground
   * commands), waits for more while the command runs, then sends the terminal event. It reads the
   * log at its own pace, so a slow client never holds up the command; what the log dropped before
   * the follower read it is skipped.
   */
  follow(id: string, cursor = 0): (sink: FollowSink) => Promise<void> {
    const cmd = this.get(id);
    if (!cmd.background) throw new ExecdError("CONFLICT", `command ${id} runs in the foreground; its output is in its stream`);
    return async (sink) => {
      let congested: Promise<void> | undefined;
      const emit = (e: ServerStreamEvent) => {
        const wait = sink.send(e);
        if (wait) congested = wait;
      };
      const splitter = (type: OutputStream) =>
        new LineSplitter((line, partial) => emit({ type, text: line === "" ? "\n" : line, ...(partial ? { partial } : {}) }), { partialAfterMs: PARTIAL_AFTER_MS });
      const splitters = { stdout: splitter("stdout"), stderr: splitter("stderr") };
      let pos = cursor;
      // One listener on the sink's end for the whole follow (not one per wait).
      let wakeOnClose: (() => void) | undefined;
      void sink.closed.then(() => wakeOnClose?.());
      try {
        while (!sink.isClosed()) {
          if (pos < cmd.logStart) pos = cmd.logStart;
          if (pos < cmd.logEnd) {
            // A copy: the log may drop its oldest chunks while this awaits a slow client.
            let offset = cmd.logStart;
            for (const chunk of cmd.log.slice()) {
              const end = offset + chunk.data.length;
              if (end > pos) {
                splitters[chunk.stream].push(pos > offset ? chunk.data.subarray(pos - offset) : chunk.data);
                pos = end;
                if (congested) await congested, (congested = undefined);
                if (sink.isClosed()) return;
              }
              offset = end;
            }
            continue;
          }
          if (cmd.finishedAt) break;
          await new Promise<void>((resolve) => {
            cmd.wake.add(resolve);
            wakeOnClose = resolve;
          });
        }
        if (sink.isClosed()) return;
        splitters.stdout.flush();
        splitters.stderr.flush();
        const status = cmd.exitCode ?? 1;
        if (status === 0) emit({ type: "execution_complete", execution_time: cmd.finishedAt!.getTime() - cmd.startedAt.getTime() });
        else emit({ type: "error", error: executionError(status, cmd.timedOut === true, cmd.error) });
      } finally {
        wakeOnClose = undefined;
      }
    };
  }

  /** Output from `cursor` (absolute byte offset) to now, and the cursor for the next call. */
  logs(id: string, cursor = 0): { text: Buffer; cursor: number } {
    const cmd = this.get(id);
    if (!cmd.background) throw new ExecdError("CONFLICT", `command ${id} runs in the foreground; its output is in its stream`);
    const from = Math.min(Math.max(cursor, cmd.logStart), cmd.logEnd);
    const all = Buffer.concat(cmd.log.map((c) => c.data));
    return { text: all.subarray(from - cmd.logStart), cursor: cmd.logEnd };
  }

  async writeStdin(id: string, data: Buffer): Promise<void> {
    const cmd = this.get(id);
    const stdin = cmd.child.stdin;
    if (!cmd.stdin || !stdin) throw new ExecdError("CONFLICT", `command ${id} was not started with stdin: true`);
    if (cmd.finishedAt || stdin.writableEnded || stdin.destroyed) throw new ExecdError("CONFLICT", `the stdin of command ${id} is closed`);
    await new Promise<void>((resolve, reject) =>
      stdin.write(data, (err) => (err ? reject(new ExecdError("CONFLICT", `writing to the stdin of command ${id} failed: ${err.message}`)) : resolve())),
    );
  }

  closeStdin(id: string): void {
    const cmd = this.get(id);
    if (!cmd.stdin) throw new ExecdError("CONFLICT", `command ${id} was not started with stdin: true`);
    cmd.child.stdin?.end();
  }

  private prune(): void {
    const now = Date.now();
    const finished = [...this.commands.values()].filter((c) => c.finishedAt);
    for (const c of finished) if (now - c.finishedAt!.getTime() > RETAIN_MS) this.commands.delete(c.id);
    const excess = this.commands.size - RETAIN_MAX;
    if (excess > 0) for (const c of finished.slice(0, excess)) this.commands.delete(c.id);
  }

  /** Kills everything still running (execd shutting down). */
  shutdown(): void {
    for (const c of this.commands.values()) if (!c.finishedAt) killGroup(c.child.pid, "SIGKILL");
  }
}

function wakeFollowers(cmd: Command): void {
  if (cmd.wake.size === 0) return;
  const waiting = [...cmd.wake];
  cmd.wake.clear();
  for (const w of waiting) w();
}

/** The `error` event's payload for a command that ended with a non-zero status. */
export function executionError(status: number, timedOut: boolean, why: string | undefined): NonNullable<ServerStreamEvent["error"]> {
  return { ename: "CommandExecError", evalue: String(status), traceback: timedOut && why ? [why] : [], ...(timedOut ? { timed_out: true } : {}) };
}
