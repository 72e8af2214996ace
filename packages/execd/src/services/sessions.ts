// Shell sessions: ONE long-lived shell per session, so everything a terminal keeps between
// commands survives from one run to the next: cwd, exported and plain variables, functions,
// aliases, shell options and background jobs (upstream re-spawns bash for every run and only
// carries exported variables and the cwd over).
//
// Protocol with the shell (the user never types into the control channel):
//
//   fd 0      control: execd writes two lines per run; the shell reads them one at a time.
//   fd 1, 2   the user's stdout and stderr (kept apart, streamed line by line).
//   fd 7, 8   copies of fd 1 and 2 made at start-up, for the end-of-run markers, so a command
//             that permanently redirects its own output (`exec >log 2>&1`) cannot swallow them.
//   fd 9      status frames, private to execd (fd 3 of the spawned process, moved at start-up).
//
// The command text goes into a file (mode 0600) that the shell sources with `.`: no quoting or
// delimiter problem whatever the text holds (quotes, heredocs, many lines), it runs in the
// shell itself (so its state persists), `return` ends it early, and the shell reads control
// input only between commands. Per run, with a fresh random nonce N:
//
//   line 1  [bash: trap - INT;] printf 'NO\n' >&7; printf 'NO\n' >&8; printf 'R\n' >&9; { [cd -- CWD &&] . FILE; } </dev/null 7>&- 8>&- 9>&-;
//           printf 'S %s\n' "$?" >&9; [bash: trap '' INT;] printf 'NB\n' >&7; printf 'NB\n' >&8
//   line 2  printf 'S %s\n' "$?" >&9; [bash: trap '' INT;] exec 1>&7 2>&8; [cd -- PREVIOUS_CWD;]
//           printf W >&9; pwd >&9; printf 'EN\n' >&9; printf 'NE\n' >&7; printf 'NE\n' >&8
//
// Line 2 is written once the `R` frame showed that line 1 runs (see below). Builtins are called
// as `\builtin x` (bash) or `\command x` (sh), so user aliases and functions cannot replace
// them; the per-run CWD is undone afterwards (the spec: "working directory for this command").
// The user's command reads /dev/null, never the control input,
// and does not inherit fds 7-9 (the group's redirections are undone after it, whatever it did
// to those fds). The run is over once fd 9 brought `EN` and both output streams brought their
// `NE` marker. Output after `NO` and before `NB` (or `NE`) belongs to the run, a last line
// without newline included; output before `NO` (a prompt bash printed before reading line 1,
// which execd may read after the run started), between `NB` and `NE` (a prompt or
// PROMPT_COMMAND a user set, printed between the two lines) and between runs (background jobs)
// is dropped; markers are stripped. The first
// `S` frame is the exit status. Each run starts with the session's own stdout and stderr again
// (line 2 undoes an `exec >file` of the command: otherwise nothing could ever be seen again).
//
// bash runs interactive (`-i --noediting +m`, no rc files, no history, empty prompts): an
// interrupt then aborts the whole command line exactly like Ctrl-C in a terminal, loops and
// nested functions included, and expansion or syntax errors in a command do not kill the
// shell. Because SIGINT aborts the current *line* (and makes bash drop a line it is reading),
// the epilogue is on line 2, and the shell gets one SIGINT at most per run, only once the `R`
// frame showed that line 1 is executing. Between runs the shell ignores SIGINT: line 1 restores
// it just before `R` and ignores it again right after the command, so a late interrupt can hit
// neither the reading nor the running of line 2, nor an idle shell (a user's own INT trap
// therefore does not survive a run; commands never inherit the ignored SIGINT). Line 2 is
// written only after `R`: bash reads ahead up to 1 KiB, and an interrupt flag it acts on at its
// next read() must find no half-read line. `set -e` behaves as in a terminal: the first
// failure exits the shell (reported as below).
// sh (dash, busybox ash) runs non-interactive: an interactive ash drops its read-ahead input
// on SIGINT. `command .` keeps syntax errors from killing it; interrupts reach only the
// foreground processes, so the script goes on after the interrupted command (it is killed, and
// the shell itself last, if it does not stop).
//
// Interrupts (timeout, client gone): SIGINT to the shell (bash only) and to the foreground
// processes (the shell's children in its process group that are not background jobs, and their
// descendants; background jobs of a non-job-control shell ignore SIGINT and SIGQUIT, so they are
// recognised and spared), repeated every 250 ms to the foreground processes; after
// `interruptGraceMs` SIGKILL to the foreground processes; after `killGraceMs` more the whole
// session process group is killed (the watchdog: a run always ends).
//
// A shell that dies (the user ran `exit`, `exec`, or it was killed) ends the run with an
// `error` (evalue = the shell's exit status) and its process group is killed; the next run
// transparently starts a new shell in the last known working directory, with fresh state.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "../random.ts";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { ExecdError } from "../errors.ts";
import type { ServerStreamEvent } from "../generated/execd/types.gen.ts";
import { asWorkload, checkCwd, commandEnv, exitStatus, killGroup, shell } from "./shell.ts";

export type SessionServiceOptions = {
  /** Shell to run (default: bash, else sh). A name ending in `bash` uses the bash protocol. */
  shell?: string;
  /** Where command files are written (default `$TMPDIR/osb-sessions`). */
  dir?: string;
  /** After SIGINT, how long before the foreground processes get SIGKILL. */
  interruptGraceMs?: number;
  /** After that, how long before the whole session (shell included) is killed. */
  killGraceMs?: number;
  /** How long a new shell may take to answer its first status frame. */
  readyTimeoutMs?: number;
};

export type SessionRun = {
  command: string;
  /** Absolute directory for this run only (see Session.resolveCwd). */
  cwd?: string;
  /** Milliseconds; 0 or undefined: no limit. */
  timeout?: number;
};

export type SessionRunResult = {
  /** Exit status of the command (or of the shell, if it died). */
  status: number;
  /** Milliseconds from the start of the run (after waiting for its turn) to its end. */
  durationMs: number;
  /** Set when the run did not end normally: timeout, interrupt, shell death. */
  detail?: string;
};

const MAX_LINE_BYTES = 64 * 1024;
const REPEAT_SIGINT_MS = 250;
/** What an interactive bash without terminal may print when a job dies of a signal. */
const BASH_TTY_NOISE = /^bash: (\[\d+: \d+ \(\d+\)\] )?tc[gs]et(attr|pgrp): Inappropriate ioctl for device$/;
/** After the shell exited, how long to wait for its output pipes to drain. */
const DRAIN_MS = 500;
const ENV_DROPPED = ["PROMPT_COMMAND", "PS0", "PS1", "PS2", "HISTFILE", "BASH_ENV", "ENV"];

const sq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * Cuts one output stream of the shell into lines for the current run. Between runs it drops
 * everything; during a run it emits whole lines, stops at the run's end marker (wherever it
 * appears in a line: the command's last line may lack its newline), and drops bytes between an
 * optional begin marker and the end marker.
 */
export class MarkedLines {
  private pending: Buffer = Buffer.alloc(0);
  private active = false;
  private dropping = false;
  private begin: Buffer | undefined;
  private end: Buffer = Buffer.alloc(0);
  /** The run's output starts after this marker; what comes before it (a prompt the shell printed late) is dropped. */
  private opening: Buffer | undefined;
  private emit: (line: string, partial: boolean) => void = () => undefined;
  private onEnd: () => void = () => undefined;

  start(end: string, begin: string | undefined, emit: (line: string, partial: boolean) => void, onEnd: () => void, opening?: string): void {
    this.active = true;
    this.dropping = false;
    this.pending = Buffer.alloc(0);
    this.opening = opening === undefined ? undefined : Buffer.from(opening);
    this.end = Buffer.from(end);
    this.begin = begin === undefined ? undefined : Buffer.from(begin);
    this.emit = emit;
    this.onEnd = onEnd;
  }

  push(chunk: Buffer): void {
    if (!this.active) return;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    if (this.opening) {
      const o = this.pending.indexOf(this.opening);
      if (o < 0) {
        this.pending = this.pending.subarray(Math.max(0, this.pending.length - this.opening.length + 1));
        return;
      }
      this.pending = this.pending.subarray(o + this.opening.length);
      this.opening = undefined;
    }
    const keep = Math.max(this.end.length, this.begin?.length ?? 0) - 1;
    for (;;) {
      const e = this.pending.indexOf(this.end);
      if (this.dropping) {
        if (e < 0) {
          this.pending = this.pending.subarray(Math.max(0, this.pending.length - keep));
          return;
        }
        return this.finish();
      }
      const b = this.begin ? this.pending.indexOf(this.begin) : -1;
      if (b >= 0 && (e < 0 || b < e)) {
        this.lines(this.pending.subarray(0, b), true);
        this.pending = this.pending.subarray(b + this.begin!.length);
        this.dropping = true;
        continue;
      }
      if (e >= 0) {
        this.lines(this.pending.subarray(0, e), true);
        return this.finish();
      }
      const nl = this.pending.lastIndexOf(0x0a);
      if (nl >= 0) {
        this.lines(this.pending.subarray(0, nl + 1), false);
        this.pending = this.pending.subarray(nl + 1);
      }
      if (this.pending.length > MAX_LINE_BYTES) {
        // An endless line (progress output): emit it in pieces, keeping a possible marker start.
        let cut = this.pending.length - keep;
        while (cut > 0 && (this.pending[cut]! & 0xc0) === 0x80) cut--; // not inside a UTF-8 character
        this.line(this.pending.subarray(0, cut), true);
        this.pending = this.pending.subarray(cut);
      }
      return;
    }
  }

  /** The shell died: the run ends without marker, a partial last line is still emitted. */
  abort(): void {
    if (!this.active) return;
    if (!this.dropping) this.lines(this.pending, true);
    this.active = false;
    this.pending = Buffer.alloc(0);
  }

  private finish(): void {
    this.active = false;
    this.dropping = false;
    this.pending = Buffer.alloc(0);
    this.onEnd();
  }

  private lines(buf: Buffer, final: boolean): void {
    let start = 0;
    for (let nl = buf.indexOf(0x0a); nl >= 0; nl = buf.indexOf(0x0a, start)) {
      this.line(buf.subarray(start, nl));
      start = nl + 1;
    }
    if (final && start < buf.length) this.line(buf.subarray(start));
  }

  /** One line, or with `partial` a piece of an endless one (the event says so: no line end after it). */
  private line(bytes: Buffer, partial = false): void {
    let text = bytes.toString("utf8");
    if (partial) return this.emit(text, true);
    if (text.endsWith("\r")) text = text.slice(0, -1);
    this.emit(text === "" ? "\n" : text, false);
  }
}

type Frame = { status: number; cwd: string | undefined };

/** fd 9 of the shell: `R` (the run's line started), `S <status>` lines (the first counts),
 * `W<pwd>`, then `E<nonce>`. */
class StatusChannel {
  private buf = "";
  private readonly decoder = new TextDecoder("utf-8");
  private waiter: { terminator: string; resolve: (f: Frame) => void; onRunning?: () => void } | undefined;

  push(chunk: Buffer): void {
    if (!this.waiter) return;
    this.buf += this.decoder.decode(chunk, { stream: true });
    if (this.buf.startsWith("R\n")) {
      this.buf = this.buf.slice(2);
      const cb = this.waiter.onRunning;
      this.waiter.onRunning = undefined;
      cb?.();
      if (!this.waiter) return;
    }
    const end = this.buf.indexOf(this.waiter.terminator);
    if (end < 0) return;
    const text = this.buf.slice(0, end + 1);
    const { resolve } = this.waiter;
    this.waiter = undefined;
    this.buf = "";
    let status: number | undefined;
    let pos = 0;
    while (text.startsWith("S ", pos)) {
      const nl = text.indexOf("\n", pos);
      status ??= Number(text.slice(pos + 2, nl));
      pos = nl + 1;
    }
    const cwd = text[pos] === "W" ? text.slice(pos + 1, -1) : undefined;
    resolve({ status: status !== undefined && Number.isInteger(status) ? status : 1, cwd });
  }

  expect(nonce: string, onRunning?: () => void): Promise<Frame> {
    this.buf = "";
    return new Promise((resolve) => (this.waiter = { terminator: `\nE${nonce}\n`, resolve, onRunning }));
  }
}

type ShellProc = {
  child: ChildProcess;
  pid: number;
  out: MarkedLines;
  err: MarkedLines;
  status: StatusChannel;
  /** Resolves with the shell's exit status once it exited and its pipes drained. */
  exited: Promise<number>;
  alive: boolean;
};

type Flavor = "bash" | "sh";

/** Processes in the shell's group, below the shell, that a Ctrl-C would reach: the children
 * that are not background jobs and their descendants. A shell without job control starts its
 * background jobs with SIGINT and SIGQUIT ignored; a foreground command that merely ignores
 * SIGINT itself still counts as foreground. undefined: no /proc. */
export function foregroundProcesses(shellPid: number): number[] | undefined {
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return undefined;
  }
  const children = new Map<number, number[]>();
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) !== shellPid) continue;
      const list = children.get(Number(ppid)) ?? [];
      list.push(Number(name));
      children.set(Number(ppid), list);
    } catch {
      /* exited meanwhile */
    }
  }
  const roots = (children.get(shellPid) ?? []).filter((pid) => !isBackgroundJob(pid));
  const found: number[] = [];
  for (let queue = roots; queue.length; ) {
    const pid = queue.shift()!;
    found.push(pid);
    queue = queue.concat(children.get(pid) ?? []);
  }
  return found;
}

const SIGINT_SIGQUIT = (1n << 1n) | (1n << 2n);

function isBackgroundJob(pid: number): boolean {
  try {
    const m = /^SigIgn:\s*([0-9a-f]+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? (BigInt(`0x${m[1]}`) & SIGINT_SIGQUIT) === SIGINT_SIGQUIT : false;
  } catch {
    return false;
  }
}

function signalPids(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    if (!(pid > 0)) continue; // 0 or -1 would signal execd's own group or everything
    try {
      process.kill(pid, signal);
    } catch {
      /* gone */
    }
  }
}

function isDir(p: string | undefined): p is string {
  if (!p) return false;
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

type ActiveRun = {
  /** Line 1 started executing (its `R` frame came): interrupts can be sent. */
  running: boolean;
  /** Status and both end markers arrived. */
  complete?: boolean;
  /** An interrupt that came before that. */
  pending?: string;
  interrupted?: string;
  timers: NodeJS.Timeout[];
  shellKilled: boolean;
  droppedNewline: boolean;
};

/** `builtin exec` would apply redirections to `builtin` alone; `command exec` keeps them. */
const execCommand = (flavor: Flavor) => (flavor === "bash" ? "\\exec" : "\\command exec");

export class Session {
  readonly id: string;
  /** Last known working directory of the shell. */
  cwd: string;
  private readonly initialCwd: string;
  private proc: ShellProc | undefined;
  private queue: Promise<void> = Promise.resolve();
  private deleted = false;
  private readonly file: string;
  private readonly shellPath: string;
  private readonly flavor: Flavor;
  private readonly opts: Required<Omit<SessionServiceOptions, "shell">>;

  constructor(id: string, cwd: string, shellPath: string, flavor: Flavor, opts: Required<Omit<SessionServiceOptions, "shell">>) {
    this.id = id;
    this.shellPath = shellPath;
    this.flavor = flavor;
    this.opts = opts;
    this.cwd = cwd;
    this.initialCwd = cwd;
    this.file = path.join(opts.dir, `${id}.sh`);
  }

  /** Starts the shell and waits until it answered (a broken shell fails here). */
  async start(): Promise<void> {
    await this.ensureShell();
  }

  /** Absolute, existing directory for a run's `cwd` (relative paths: from the session's). */
  resolveCwd(cwd: string | undefined): string | undefined {
    if (cwd === undefined) return undefined;
    return checkCwd(path.resolve(this.cwd, cwd));
  }

  /**
   * Runs one command once the session's earlier runs are done: runs queue in arrival order
   * (never rejected), and `timeout` counts from the start of this run, not from the wait.
   * `signal` (the client left) interrupts the run, or skips it if it is still waiting.
   */
  async run(req: SessionRun, onEvent: (e: ServerStreamEvent) => void, signal?: AbortSignal): Promise<SessionRunResult> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      if (this.deleted) return { status: 137, durationMs: 0, detail: "the session was deleted before the command ran" };
      if (signal?.aborted) return { status: 130, durationMs: 0, detail: "cancelled before it ran" };
      return await this.execute(req, onEvent, signal);
    } finally {
      release();
    }
  }

  private async execute(req: SessionRun, onEvent: (e: ServerStreamEvent) => void, signal?: AbortSignal): Promise<SessionRunResult> {
    const started = Date.now();
    let proc: ShellProc;
    try {
      proc = await this.ensureShell();
    } catch (err) {
      return { status: 127, durationMs: Date.now() - started, detail: (err as Error).message };
    }
    mkdirSync(this.opts.dir, { recursive: true, mode: 0o700 });
    writeFileSync(this.file, req.command.endsWith("\n") ? req.command : `${req.command}\n`, { mode: 0o600 });

    const nonce = `__osb_${randomBytes(12).toString("hex")}_`;
    const b = this.flavor === "bash" ? "\\builtin" : "\\command";
    const exec = execCommand(this.flavor);
    const toCwd = req.cwd !== undefined ? `${b} cd -- ${sq(req.cwd)} && ` : "";
    const back = req.cwd !== undefined ? `${b} cd -- ${sq(this.cwd)} 2>/dev/null; ` : "";
    const bash = this.flavor === "bash";
    const line1 =
      (bash ? `${b} trap - INT; ` : "") +
      // The run's output starts after these: a prompt bash printed before reading this line
      // (PS1 after the previous run) arrives before them, however late execd reads it.
      `${b} printf '%s\\n' '${nonce}O' >&7; ${b} printf '%s\\n' '${nonce}O' >&8; ` +
      `${b} printf 'R\\n' >&9; { ${toCwd}${b} . ${sq(this.file)}; } </dev/null 7>&- 8>&- 9>&-; ${b} printf 'S %s\\n' "$?" >&9; ` +
      (bash ? `${b} trap '' INT; ` : "") +
      `${b} printf '%s\\n' '${nonce}B' >&7; ${b} printf '%s\\n' '${nonce}B' >&8\n`;
    const line2 =
      `${b} printf 'S %s\\n' "$?" >&9; ` +
      (bash ? `${b} trap '' INT; ` : "") +
      `${exec} 1>&7 2>&8; ` +
      back +
      `${b} printf W >&9; ${b} pwd >&9; ${b} printf 'E%s\\n' '${nonce}' >&9; ` +
      `${b} printf '%s\\n' '${nonce}E' >&7; ${b} printf '%s\\n' '${nonce}E' >&8\n`;

    const run: ActiveRun = { timers: [], shellKilled: false, droppedNewline: false, running: false };
    const frame = proc.status.expect(nonce, () => {
      // Line 2 goes out once line 1 runs: bash reads ahead, and a line read in one piece, at the
      // start of a read(), cannot be cut by an interrupt bash acts on when it reads again.
      proc.child.stdin!.write(line2);
      run.running = true;
      if (run.pending) this.interrupt(proc, run, run.pending);
    });
    const outDone = new Promise<void>((resolve) =>
      proc.out.start(`${nonce}E\n`, `${nonce}B\n`, (text, partial) => onEvent({ type: "stdout", text, ...(partial ? { partial } : {}) }), resolve, `${nonce}O\n`),
    );
    const errDone = new Promise<void>((resolve) =>
      proc.err.start(
        `${nonce}E\n`,
        `${nonce}B\n`,
        (text, partial) => {
          if (this.flavor === "bash" && !partial) {
            // An interrupted interactive bash ends the line with a newline on stderr, like after
            // ^C, and may complain that it has no terminal to reset.
            if (run.interrupted && !run.droppedNewline && text === "\n") return void (run.droppedNewline = true);
            if (BASH_TTY_NOISE.test(text)) return;
          }
          onEvent({ type: "stderr", text, ...(partial ? { partial } : {}) });
        },
        resolve,
        `${nonce}O\n`,
      ),
    );
    proc.child.stdin!.write(line1);

    // setImmediate: output that already arrived is read first, so a run that has just ended
    // (its timer firing in the same loop turn) is not interrupted for nothing.
    const interrupt = (why: string) => setImmediate(() => run.complete || this.interrupt(proc, run, why));
    if (req.timeout) run.timers.push(setTimeout(() => interrupt(`timed out after ${req.timeout} ms`), req.timeout));
    const onAbort = () => interrupt("interrupted: the client went away");
    signal?.addEventListener("abort", onAbort, { once: true });
    if (signal?.aborted) onAbort();

    try {
      const outcome = await Promise.race([
        Promise.all([frame, outDone, errDone]).then(([f]) => {
          run.complete = true;
          return { done: true as const, frame: f };
        }),
        proc.exited.then((status) => ({ done: false as const, status })),
      ]);
      const durationMs = Date.now() - started;
      if (outcome.done) {
        if (outcome.frame.cwd) this.cwd = outcome.frame.cwd;
        const status = outcome.frame.status;
        if (run.interrupted) return { status: status === 0 ? 130 : status, durationMs, detail: run.interrupted };
        return { status, durationMs };
      }
      proc.out.abort();
      proc.err.abort();
      const why = this.deleted
        ? "the session was deleted"
        : `the session's shell exited with status ${outcome.status}; the next run starts a new shell in ${this.cwd}`;
      return {
        status: outcome.status,
        durationMs,
        detail: run.interrupted ? `${run.interrupted}; ${run.shellKilled ? "the shell was killed; " : ""}${why}` : why,
      };
    } finally {
      for (const t of run.timers) clearTimeout(t); // clears intervals too
      signal?.removeEventListener("abort", onAbort);
    }
  }

  private interrupt(proc: ShellProc, run: ActiveRun, why: string): void {
    if (run.interrupted || !proc.alive) return;
    if (!run.running) {
      // Still reading its control line: a SIGINT now would make bash drop half of it.
      run.pending ??= why;
      return;
    }
    run.interrupted = why;
    // bash first: when its child dies of SIGINT it aborts the line only if it got SIGINT too
    // (otherwise it assumes the child handled it and goes on with the next command).
    if (this.flavor === "bash") signalPids([proc.pid], "SIGINT");
    const fg = foregroundProcesses(proc.pid);
    if (fg) signalPids(fg, "SIGINT");
    else killGroup(proc.pid, "SIGINT");
    // Again to the foreground processes (never to the shell): a process caught between fork and
    // exec, or started after the first signal, gets its Ctrl-C too.
    const again = setInterval(() => signalPids(foregroundProcesses(proc.pid) ?? [], "SIGINT"), REPEAT_SIGINT_MS);
    run.timers.push(again);
    run.timers.push(
      setTimeout(() => {
        clearInterval(again);
        const still = foregroundProcesses(proc.pid);
        if (still) signalPids(still, "SIGKILL");
        run.timers.push(
          setTimeout(() => {
            run.shellKilled = true;
            killGroup(proc.pid, "SIGKILL");
          }, this.opts.killGraceMs),
        );
      }, this.opts.interruptGraceMs),
    );
  }

  private async ensureShell(): Promise<ShellProc> {
    if (this.proc?.alive) return this.proc;
    const cwd = [this.cwd, this.initialCwd].find(isDir);
    const proc = this.spawnShell(cwd);
    this.proc = proc;
    void proc.exited.then(() => {
      if (this.proc === proc) this.proc = undefined;
    });
    const b = this.flavor === "bash" ? "\\builtin" : "\\command";
    const nonce = `__osb_${randomBytes(12).toString("hex")}_`;
    const setup =
      this.flavor === "bash"
        ? `${b} set +o history +H; ${b} unset HISTFILE MAILCHECK MAILPATH; PS1= PS2= PS0=; ${b} shopt -s expand_aliases; ${b} trap '' INT; `
        : "";
    const ready = proc.status.expect(nonce);
    const exec = execCommand(this.flavor);
    proc.child.stdin!.write(`${setup}${exec} 7>&1 8>&2 9>&3 3>&-\n${b} printf 'S 0\\nW' >&9; ${b} pwd >&9; ${b} printf 'E%s\\n' '${nonce}' >&9\n`);
    let timer: NodeJS.Timeout | undefined;
    try {
      const frame = await Promise.race([
        ready,
        proc.exited.then((status) => Promise.reject(new ExecdError("RUNTIME_ERROR", `the session's shell ${this.shellPath} exited at start with status ${status}`))),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ExecdError("RUNTIME_ERROR", `the session's shell ${this.shellPath} did not start`)), this.opts.readyTimeoutMs);
        }),
      ]);
      if (frame.cwd) this.cwd = frame.cwd;
      return proc;
    } catch (err) {
      killGroup(proc.pid, "SIGKILL");
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private spawnShell(cwd: string | undefined): ShellProc {
    const env = commandEnv(undefined);
    for (const k of ENV_DROPPED) delete env[k];
    const args = this.flavor === "bash" ? ["--norc", "--noprofile", "--noediting", "-i", "+m"] : [];
    let child: ChildProcess;
    try {
      child = spawn(...asWorkload(this.shellPath, args), { cwd, env, detached: true, stdio: ["pipe", "pipe", "pipe", "pipe"] });
    } catch (err) {
      throw new ExecdError("RUNTIME_ERROR", `cannot start the session's shell: ${(err as Error).message}`);
    }
    const proc: ShellProc = {
      child,
      pid: child.pid ?? 0,
      out: new MarkedLines(),
      err: new MarkedLines(),
      status: new StatusChannel(),
      exited: Promise.resolve(0),
      alive: child.pid !== undefined,
    };
    child.stdin!.on("error", () => undefined); // EPIPE once the shell is gone
    child.stdout!.on("data", (c: Buffer) => proc.out.push(c));
    child.stderr!.on("data", (c: Buffer) => proc.err.push(c));
    const status = child.stdio[3] as Readable;
    status.on("data", (c: Buffer) => proc.status.push(c));
    status.on("error", () => undefined);
    proc.exited = new Promise<number>((resolve) => {
      let settled = false;
      const settle = (s: number) => {
        if (settled) return;
        settled = true;
        proc.alive = false;
        resolve(s);
      };
      child.once("error", () => {
        if (child.pid === undefined) settle(127); // could not spawn
      });
      child.once("exit", (code, sig) => {
        proc.alive = false;
        const s = exitStatus(code, sig);
        killGroup(proc.pid, "SIGKILL"); // the session's jobs go with its shell, and free the pipes
        const t = setTimeout(() => {
          for (const stream of [child.stdout, child.stderr, status]) stream?.destroy();
          settle(s);
        }, DRAIN_MS);
        child.once("close", () => {
          clearTimeout(t);
          settle(s);
        });
      });
    });
    return proc;
  }

  /** Kills the shell and everything in its process group; queued runs are skipped. */
  destroy(): void {
    this.deleted = true;
    if (this.proc) killGroup(this.proc.pid, "SIGKILL");
    rmSync(this.file, { force: true });
  }
}

export class SessionService {
  private readonly sessions = new Map<string, Session>();
  private readonly opts: Required<Omit<SessionServiceOptions, "shell">>;
  private readonly shellOverride: string | undefined;

  constructor(opts: SessionServiceOptions = {}) {
    this.shellOverride = opts.shell;
    this.opts = {
      dir: opts.dir ?? path.join(tmpdir(), "osb-sessions"),
      interruptGraceMs: opts.interruptGraceMs ?? 2000,
      killGraceMs: opts.killGraceMs ?? 2000,
      readyTimeoutMs: opts.readyTimeoutMs ?? 10_000,
    };
  }

  async create(cwd?: string): Promise<Session> {
    const dir = checkCwd(cwd);
    const shellPath = this.shellOverride ?? shell();
    const flavor: Flavor = path.basename(shellPath).endsWith("bash") ? "bash" : "sh";
    const session = new Session(randomUUID(), dir ? path.resolve(dir) : process.cwd(), shellPath, flavor, this.opts);
    this.sessions.set(session.id, session);
    try {
      await session.start();
    } catch (err) {
      this.sessions.delete(session.id);
      session.destroy();
      throw err instanceof ExecdError ? err : new ExecdError("RUNTIME_ERROR", `cannot start the session's shell: ${(err as Error).message}`);
    }
    return session;
  }

  get(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw new ExecdError("SESSION_NOT_FOUND", `session ${id} not found`);
    return session;
  }

  delete(id: string): void {
    this.get(id).destroy();
    this.sessions.delete(id);
  }

  /** execd is shutting down: every session's processes are killed. */
  shutdown(): void {
    for (const s of this.sessions.values()) s.destroy();
    this.sessions.clear();
  }
}
