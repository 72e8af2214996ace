// sandbox.pty: interactive terminals. A terminal is created over HTTP and driven over a
// WebSocket: binary frames carry terminal bytes both ways, text frames JSON control messages
// (`resize` from the client, `exit` from execd). The process keeps running while nothing is
// attached, and recent output is replayed to each new attachment.
import type { CallOptions } from "./config.ts";
import { ConnectionError, SandboxError, TimeoutError } from "./errors.ts";
import * as gen from "./generated/execd/sdk.gen.ts";
import type * as wire from "./generated/execd/types.gen.ts";
import type { ExecdConnection } from "./internal/execd.ts";

/** The subset of the WHATWG WebSocket the SDK uses. */
export interface WebSocketLike {
  binaryType: string;
  readonly readyState: number;
  send(data: string | ArrayBuffer | Uint8Array): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open" | "message" | "close" | "error", listener: (event: { data?: unknown; code?: number; reason?: string; message?: string }) => void): void;
}

/**
 * A WebSocket class that takes request headers in its second argument, as Node's global
 * WebSocket (Node ≥ 22) and the `ws` package do.
 */
export type WebSocketConstructor = new (url: string, options: { headers: Record<string, string> }) => WebSocketLike;

/** A terminal session. */
export interface PtyInfo {
  id: string;
  /** Program and arguments. */
  command: string[];
  pid: number;
  cols: number;
  rows: number;
  running: boolean;
  /** Exit status once ended (128 + n when killed by signal n); null while running. */
  exitCode: number | null;
  createdAt: Date;
}

export interface CreatePtyOptions extends CallOptions {
  /** Program and arguments. @default an interactive bash (sh when bash is missing) */
  command?: string[];
  /** @default 80 */
  cols?: number;
  /** @default 24 */
  rows?: number;
  /** Extra environment variables (`TERM` defaults to `xterm-256color`). */
  env?: Record<string, string>;
  /** Working directory. @default execd's directory */
  cwd?: string;
}

export interface AttachOptions {
  /** Terminal output (replayed recent output first, then live output). */
  onData?: (data: Uint8Array) => void;
  /** The program ended with this exit status; the connection closes right after. */
  onExit?: (exitCode: number) => void;
  /** WebSocket implementation for this attachment. @default the connection's `WebSocket` option */
  WebSocket?: WebSocketConstructor;
  /** Aborting closes the connection (the terminal keeps running). */
  signal?: AbortSignal;
  /** How long to wait for the connection to open. @default the connection's requestTimeoutMs */
  timeoutMs?: number;
}

/** How an attachment ended. */
export interface PtyCloseInfo {
  /** WebSocket close code: 1000 after the program exited, 1001 when the terminal was deleted. */
  code: number;
  reason: string;
  /** Exit status when the program ended. */
  exitCode: number | undefined;
}

/** A live attachment to a terminal. */
export interface PtyConnection {
  /** Sends keyboard input (strings are sent as UTF-8). */
  write(data: string | Uint8Array): void;
  /** Changes the terminal size. */
  resize(cols: number, rows: number): void;
  /** Detaches; the terminal keeps running. */
  close(): void;
  /** Settles when the connection has closed, for whatever reason. */
  readonly closed: Promise<PtyCloseInfo>;
}

function toPtyInfo(p: wire.PtySession): PtyInfo {
  return { id: p.id, command: p.command, pid: p.pid, cols: p.cols, rows: p.rows, running: p.running, exitCode: p.exit_code ?? null, createdAt: new Date(p.created_at) };
}

const OPEN = 1;
const encoder = new TextEncoder();

export class Pty {
  readonly #execd: ExecdConnection;

  constructor(execd: ExecdConnection) {
    this.#execd = execd;
  }

  /** Starts a program on a new terminal; it runs right away and its output is kept for replay. */
  async create(options: CreatePtyOptions = {}): Promise<PtyInfo> {
    const body: wire.CreatePtyRequest = {};
    if (options.command !== undefined) body.command = options.command;
    if (options.cols !== undefined) body.cols = options.cols;
    if (options.rows !== undefined) body.rows = options.rows;
    if (options.env !== undefined) body.env = options.env;
    if (options.cwd !== undefined) body.cwd = options.cwd;
    const { data } = await this.#execd.call<wire.PtySession>(options, "createPty", (client, signal) => gen.createPty({ client, body, signal }));
    return toPtyInfo(data);
  }

  async list(options?: CallOptions): Promise<PtyInfo[]> {
    const { data } = await this.#execd.call<wire.PtySession[]>(options, "listPtys", (client, signal) => gen.listPtys({ client, signal }));
    return data.map(toPtyInfo);
  }

  async get(id: string, options?: CallOptions): Promise<PtyInfo> {
    const { data } = await this.#execd.call<wire.PtySession>(options, "getPty", (client, signal) => gen.getPty({ client, path: { id }, signal }));
    return toPtyInfo(data);
  }

  /** Sets the terminal size (the program gets SIGWINCH). */
  async resize(id: string, cols: number, rows: number, options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "resizePty", (client, signal) => gen.resizePty({ client, path: { id }, body: { cols, rows }, signal }));
  }

  /** Hangs up the terminal (SIGHUP, then SIGKILL) and forgets it. */
  async kill(id: string, options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "deletePty", (client, signal) => gen.deletePty({ client, path: { id }, signal }));
  }

  /** Connects to a terminal over WebSocket; resolves once the connection is open. */
  async attach(id: string, options: AttachOptions = {}): Promise<PtyConnection> {
    const execd = this.#execd;
    const config = execd.lifecycle.config;
    const WS = options.WebSocket ?? config.WebSocket;
    if (!WS) {
      throw new SandboxError("pty.attach needs a WebSocket implementation that can send headers: pass `WebSocket` (e.g. from the `ws` package) in the connection options");
    }
    const target = execd.target ?? (await execd.resolve(options.signal ? { signal: options.signal } : undefined));
    const url = `${target.url.replace(/^http/i, "ws")}/pty/${encodeURIComponent(id)}/ws`;
    const ws = new WS(url, { headers: { ...target.headers } });
    ws.binaryType = "arraybuffer";

    let exitCode: number | undefined;
    let opened = false;
    let settleOpen!: (error?: unknown) => void;
    const open = new Promise<void>((resolve, reject) => {
      settleOpen = (error) => (error === undefined ? resolve() : reject(error));
    });
    let resolveClosed!: (info: PtyCloseInfo) => void;
    const closed = new Promise<PtyCloseInfo>((resolve) => (resolveClosed = resolve));

    ws.addEventListener("open", () => {
      opened = true;
      settleOpen();
    });
    ws.addEventListener("message", (event) => {
      const data = event.data;
      if (typeof data === "string") {
        let msg: { type?: unknown; exit_code?: unknown } | undefined;
        try {
          msg = JSON.parse(data) as typeof msg;
        } catch {
          return; // not a control message: ignored, as the protocol says
        }
        if (msg?.type === "exit" && typeof msg.exit_code === "number") {
          exitCode = msg.exit_code;
          options.onExit?.(exitCode);
        }
        return;
      }
      if (data instanceof ArrayBuffer) options.onData?.(new Uint8Array(data));
      else if (ArrayBuffer.isView(data)) options.onData?.(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    });
    ws.addEventListener("error", (event) => {
      if (!opened) settleOpen(event.message ?? "WebSocket error");
    });
    ws.addEventListener("close", (event) => {
      if (!opened) settleOpen(`closed before opening (code ${event.code ?? 0})`);
      resolveClosed({ code: event.code ?? 0, reason: event.reason ?? "", exitCode });
    });

    const timeoutMs = options.timeoutMs ?? config.requestTimeoutMs;
    const timer = timeoutMs > 0 ? setTimeout(() => settleOpen(new TimeoutError(`pty.attach timed out after ${timeoutMs} ms`)), timeoutMs) : undefined;
    const onAbort = () => {
      settleOpen(options.signal!.reason);
      ws.close(1000, "aborted");
    };
    options.signal?.addEventListener("abort", onAbort, { once: true });
    if (options.signal?.aborted) onAbort();
    void closed.then(() => options.signal?.removeEventListener("abort", onAbort));
    try {
      await open;
    } catch (reason) {
      try {
        ws.close();
      } catch {
        // never opened
      }
      if (SandboxError.isInstance(reason) || options.signal?.aborted) throw reason;
      // The handshake failed: ask over HTTP to report it properly (404 unknown id, 401 token).
      await this.get(id);
      throw new ConnectionError(`pty.attach: could not open ${url}: ${String(reason)}`);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }

    return {
      write(data) {
        if (ws.readyState === OPEN) ws.send(typeof data === "string" ? encoder.encode(data) : data);
      },
      resize(cols, rows) {
        if (ws.readyState === OPEN) ws.send(JSON.stringify({ type: "resize", cols, rows }));
      },
      close() {
        ws.close(1000, "detached");
      },
      closed,
    };
  }
}
