// Interactive terminals: a process on a pseudo-terminal (node-pty), its recent output kept in a
// ring buffer for replay, and any number of attached clients. The service knows nothing about
// WebSockets; the route adapts a socket to `PtyClient`.
//
// node-pty is a native addon. It is loaded on first use, never at import time, so the daemon
// still starts (and everything but terminals works) when the addon cannot be loaded; terminal
// operations then answer NOT_SUPPORTED with the load error. In the bundled daemon it resolves
// from `node_modules/node-pty` next to the bundle.
//
// Flow control: each client has a budget of bytes handed to its socket but not yet written out.
// While any client is over budget the terminal is paused (the program blocks on output, as with
// a real terminal under XOFF); a client that stays over budget for STALL_MS is disconnected
// (close code 1013) so that one stuck client cannot stall the program forever. Input from
// clients is paused while too much of it is queued for the terminal.
//
// Lifetime: an exited session stays listed with its exit_code (and its output replayable) until
// deleted; to bound memory, only the EXITED_MAX most recently exited ones are kept.
import { accessSync, constants, statSync } from "node:fs";
import { createRequire } from "node:module";
import { randomUUID } from "../random.ts";
import path from "node:path";
import type { IPty } from "node-pty";
import { ExecdError } from "../errors.ts";
import type { CreatePtyRequest, PtySession } from "../generated/execd/types.gen.ts";
import { asWorkload, checkCwd, commandEnv, killGroup, shell } from "./shell.ts";

/** Output kept per terminal for replay to clients that attach. */
export const PTY_BUFFER_BYTES = 1024 * 1024;
/** Exited sessions kept (oldest exited forgotten first). */
export const EXITED_MAX = 32;
/** SIGHUP first; SIGKILL to the process group after this if the program is still alive. */
export const KILL_GRACE_MS = 2000;
/** Bytes queued towards one client before the terminal is paused, and before it resumes. */
export const CLIENT_HIGH_WATER = 1024 * 1024;
export const CLIENT_LOW_WATER = 256 * 1024;
/** A client over its budget this long is disconnected. */
export const STALL_MS = 30_000;
/** Client input queued for the terminal before clients' input is paused. */
const INPUT_HIGH_WATER = 1024 * 1024;
/** Replay is sent in frames of at most this size. */
const REPLAY_FRAME = 64 * 1024;
const DEFAULT_COLS = 80;
const DEFAULT_ROWS = 24;

type NodePty = typeof import("node-pty");

/** Where node-pty comes from; tests substitute a failing loader. */
export type PtyLoader = () => NodePty;

export const defaultLoader: PtyLoader = () => createRequire(import.meta.url)("node-pty") as NodePty;

/** One attached client (a WebSocket, in practice). */
export interface PtyClient {
  /** Terminal output; `written` must be called once the bytes left (or were dropped). */
  output(chunk: Buffer, written: () => void): void;
  /** The program ended: send the exit message and close normally. */
  exit(exitCode: number): void;
  /** Close with a reason: the session was deleted, the daemon stops, or the client is too slow. */
  close(code: number, reason: string): void;
  pauseInput(): void;
  resumeInput(): void;
}

/** What an attached client may do. */
export interface PtyAttachment {
  input(data: Buffer): void;
  resize(cols: number, rows: number): void;
  detach(): void;
}

/** WebSocket close codes used towards clients. */
export const CLOSE = { normal: 1000, goingAway: 1001, tryAgainLater: 1013 } as const;

/** The last `limit` bytes written to it. */
export class RingBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }

  push(chunk: Buffer): void {
    if (chunk.length >= this.limit) {
      this.chunks = [Buffer.from(chunk.subarray(chunk.length - this.limit))];
      this.size = this.limit;
      return;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size > this.limit) {
      const first = this.chunks[0]!;
      const excess = this.size - this.limit;
      if (first.length <= excess) {
        this.chunks.shift();
        this.size -= first.length;
      } else {
        this.chunks[0] = first.subarray(excess);
        this.size -= excess;
      }
    }
  }

  get length(): number {
    return this.size;
  }

  /** The content, in pieces of at most `frame` bytes. */
  frames(frame: number): Buffer[] {
    const all = Buffer.concat(this.chunks, this.size);
    const out: Buffer[] = [];
    for (let i = 0; i < all.length; i += frame) out.push(all.subarray(i, i + frame));
    return out;
  }
}

type Attached = {
  client: PtyClient;
  /** Bytes handed to the client and not yet written out. */
  pending: number;
  /** Since when the client is over its budget (cleared once below the low-water mark). */
  slowSince?: number;
  inputPaused: boolean;
};

type Session = {
  id: string;
  command: string[];
  proc: IPty;
  pid: number;
  cols: number;
  rows: number;
  createdAt: Date;
  exitCode?: number;
  exitedAt?: number;
  ring: RingBuffer;
  clients: Set<Attached>;
  paused: boolean;
  stallTimer?: NodeJS.Timeout;
  inputTimer?: NodeJS.Timeout;
  /** Set once deleted: the SIGKILL fallback. */
  killTimer?: NodeJS.Timeout;
  deleted: boolean;
};

export class PtyService {
  private readonly sessions = new Map<string, Session>();
  private readonly load: PtyLoader;
  private readonly stallMs: number;
  private loaded?: { mod: NodePty } | { error: string };

  constructor(opts: { loader?: PtyLoader; stallMs?: number } = {}) {
    this.load = opts.loader ?? defaultLoader;
    this.stallMs = opts.stallMs ?? STALL_MS;
  }

  /** node-pty, loaded on first use; NOT_SUPPORTED (with the reason) when it cannot load. */
  private nodePty(): NodePty {
    if (!this.loaded) {
      try {
        this.loaded = { mod: this.load() };
      } catch (err) {
        this.loaded = { error: (err as Error).message.split("\n")[0] ?? String(err) };
      }
    }
    if ("error" in this.loaded) {
      throw new ExecdError("NOT_SUPPORTED", `terminals are not available in this sandbox: node-pty cannot be loaded (${this.loaded.error})`);
    }
    return this.loaded.mod;
  }

  create(req: CreatePtyRequest = {}): PtySession {
    const mod = this.nodePty();
    const cwd = checkCwd(req.cwd) ?? process.cwd();
    const command = req.command && req.command.length > 0 ? [...req.command] : [shell()];
    const env = ptyEnv(req.env);
    const file = command[0]!;
    if (!findExecutable(file, cwd, env.PATH)) {
      throw new ExecdError("INVALID_REQUEST_BODY", `command[0] "${file}" is not an executable file${file.includes("/") ? "" : " in PATH"}`);
    }
    const cols = req.cols ?? DEFAULT_COLS;
    const rows = req.rows ?? DEFAULT_ROWS;
    let proc: IPty;
    try {
      proc = mod.spawn(...asWorkload(file, command.slice(1)), { cols, rows, cwd, env, encoding: null });
    } catch (err) {
      throw new ExecdError("RUNTIME_ERROR", `cannot start the terminal: ${(err as Error).message}`);
    }
    const s: Session = {
      id: randomUUID(),
      command,
      proc,
      pid: proc.pid,
      cols,
      rows,
      createdAt: new Date(),
      ring: new RingBuffer(PTY_BUFFER_BYTES),
      clients: new Set(),
      paused: false,
      deleted: false,
    };
    this.sessions.set(s.id, s);
    proc.onData((data) => this.onOutput(s, typeof data === "string" ? Buffer.from(data) : (data as Buffer)));
    proc.onExit(({ exitCode, signal }) => this.onExit(s, signal ? 128 + signal : exitCode));
    return view(s);
  }

  list(): PtySession[] {
    return [...this.sessions.values()].map(view);
  }

  get(id: string): PtySession {
    return view(this.find(id));
  }

  resize(id: string, cols: number, rows: number): void {
    const s = this.find(id);
    if (s.exitCode !== undefined) throw new ExecdError("CONFLICT", `terminal ${id} has exited (code ${s.exitCode})`);
    try {
      s.proc.resize(cols, rows);
    } catch (err) {
      throw new ExecdError("CONFLICT", `cannot resize terminal ${id}: ${(err as Error).message}`);
    }
    s.cols = cols;
    s.rows = rows;
  }

  /** Hangs up the program (SIGKILL to its group after a grace period), closes clients, forgets. */
  delete(id: string): void {
    const s = this.find(id);
    this.sessions.delete(id);
    s.deleted = true;
    this.closeClients(s, CLOSE.goingAway, "terminal deleted");
    if (s.exitCode === undefined) {
      s.proc.resume(); // keep draining output so the program is not blocked on a full terminal
      killGroup(s.pid, "SIGHUP");
      s.killTimer = setTimeout(() => killGroup(s.pid, "SIGKILL"), KILL_GRACE_MS);
      s.killTimer.unref();
    }
  }

  /**
   * Attaches a client: it first receives the buffered output, then live output. Attaching to an
   * exited session replays its output, then `exit` is sent and the client closed.
   */
  attach(id: string, client: PtyClient): PtyAttachment {
    const s = this.find(id);
    const a: Attached = { client, pending: 0, inputPaused: false };
    const exited = s.exitCode !== undefined;
    if (!exited) s.clients.add(a);
    for (const frame of s.ring.frames(REPLAY_FRAME)) this.deliver(s, a, frame);
    if (exited) {
      client.exit(s.exitCode!);
      return { input: () => undefined, resize: () => undefined, detach: () => undefined };
    }
    return {
      input: (data) => this.input(s, data),
      resize: (cols, rows) => {
        if (s.exitCode !== undefined || s.deleted) return;
        try {
          s.proc.resize(cols, rows);
          s.cols = cols;
          s.rows = rows;
        } catch {
          /* the terminal is closing */
        }
      },
      detach: () => {
        if (s.clients.delete(a)) this.updateFlow(s);
      },
    };
  }

  /** Kills every running terminal and closes every client (execd shutting down). */
  shutdown(): void {
    for (const s of this.sessions.values()) {
      this.closeClients(s, CLOSE.goingAway, "execd is shutting down");
      if (s.exitCode === undefined) killGroup(s.pid, "SIGKILL");
      clearTimeout(s.stallTimer);
      clearTimeout(s.inputTimer);
    }
    this.sessions.clear();
  }

  private find(id: string): Session {
    const s = this.sessions.get(id);
    if (!s) throw new ExecdError("PTY_NOT_FOUND", `terminal ${id} not found`);
    return s;
  }

  private onOutput(s: Session, chunk: Buffer): void {
    if (s.deleted) return;
    s.ring.push(chunk);
    for (const a of s.clients) this.deliver(s, a, chunk);
  }

  private deliver(s: Session, a: Attached, chunk: Buffer): void {
    a.pending += chunk.length;
    let done = false;
    a.client.output(chunk, () => {
      if (done) return;
      done = true;
      a.pending -= chunk.length;
      this.updateFlow(s);
    });
    this.updateFlow(s);
  }

  /** Pauses the terminal while any client is over its budget; drops clients stalled too long. */
  private updateFlow(s: Session): void {
    let anySlow = false;
    const now = Date.now();
    for (const a of s.clients) {
      if (a.pending > CLIENT_HIGH_WATER) a.slowSince ??= now;
      else if (a.pending <= CLIENT_LOW_WATER) a.slowSince = undefined;
      if (a.slowSince !== undefined) anySlow = true;
    }
    if (s.exitCode !== undefined || s.deleted) anySlow = false;
    if (anySlow && !s.paused) {
      s.paused = true;
      s.proc.pause();
    } else if (!anySlow && s.paused) {
      s.paused = false;
      s.proc.resume();
    }
    if (anySlow && !s.stallTimer) {
      s.stallTimer = setTimeout(() => {
        s.stallTimer = undefined;
        const limit = Date.now() - this.stallMs;
        for (const a of [...s.clients]) {
          if (a.slowSince !== undefined && a.slowSince <= limit) {
            s.clients.delete(a);
            a.client.close(CLOSE.tryAgainLater, "client too slow to read the terminal output");
          }
        }
        this.updateFlow(s);
      }, this.stallMs / 4);
      s.stallTimer.unref();
    }
  }

  private input(s: Session, data: Buffer): void {
    if (s.exitCode !== undefined || s.deleted || data.length === 0) return;
    s.proc.write(data);
    if (queuedInput(s.proc) > INPUT_HIGH_WATER) this.pauseInput(s);
  }

  /** Stops reading clients until the terminal took most of the queued input. */
  private pauseInput(s: Session): void {
    for (const a of s.clients) {
      if (!a.inputPaused) {
        a.inputPaused = true;
        a.client.pauseInput();
      }
    }
    if (s.inputTimer) return;
    const check = () => {
      s.inputTimer = undefined;
      if (s.exitCode === undefined && !s.deleted && queuedInput(s.proc) > INPUT_HIGH_WATER / 4) {
        s.inputTimer = setTimeout(check, 20);
        return;
      }
      for (const a of s.clients) {
        if (a.inputPaused) {
          a.inputPaused = false;
          a.client.resumeInput();
        }
      }
    };
    s.inputTimer = setTimeout(check, 20);
  }

  private onExit(s: Session, exitCode: number): void {
    s.exitCode = exitCode;
    s.exitedAt = Date.now();
    clearTimeout(s.stallTimer);
    clearTimeout(s.inputTimer);
    if (s.killTimer) {
      // Deleted while running: the leader is gone; clear whatever is left of its group now.
      clearTimeout(s.killTimer);
      killGroup(s.pid, "SIGKILL");
    }
    const clients = [...s.clients];
    s.clients.clear();
    for (const a of clients) a.client.exit(exitCode);
    this.pruneExited();
  }

  private closeClients(s: Session, code: number, reason: string): void {
    const clients = [...s.clients];
    s.clients.clear();
    for (const a of clients) a.client.close(code, reason);
  }

  private pruneExited(): void {
    const exited = [...this.sessions.values()].filter((s) => s.exitedAt !== undefined).sort((a, b) => a.exitedAt! - b.exitedAt!);
    for (const s of exited.slice(0, Math.max(0, exited.length - EXITED_MAX))) this.sessions.delete(s.id);
  }
}

function view(s: Session): PtySession {
  return {
    id: s.id,
    command: s.command,
    pid: s.pid,
    cols: s.cols,
    rows: s.rows,
    running: s.exitCode === undefined,
    exit_code: s.exitCode ?? null,
    created_at: s.createdAt.toISOString(),
  };
}

/** commandEnv() with TERM defaulting to xterm-256color (unless the request sets it). */
export function ptyEnv(extra: Record<string, string> | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(commandEnv(extra))) if (v !== undefined) env[k] = v;
  if (extra?.TERM === undefined) env.TERM = "xterm-256color";
  return env;
}

/** Whether `file` names an executable: a path (relative to cwd), or a name found in PATH. */
function findExecutable(file: string, cwd: string, pathVar: string | undefined): boolean {
  const candidates = file.includes("/") ? [path.resolve(cwd, file)] : (pathVar ?? "").split(":").filter(Boolean).map((dir) => path.resolve(cwd, dir, file));
  return candidates.some((c) => {
    try {
      accessSync(c, constants.X_OK);
      return statSync(c).isFile();
    } catch {
      return false;
    }
  });
}

/** Input node-pty holds for the terminal, not yet written (its queue is internal; 0 if unknown). */
function queuedInput(proc: IPty): number {
  const queue = (proc as unknown as { _writeStream?: { _writeQueue?: { buffer: Buffer; offset: number }[] } })._writeStream?._writeQueue;
  if (!Array.isArray(queue)) return 0;
  let n = 0;
  for (const t of queue) n += t.buffer.length - t.offset;
  return n;
}
