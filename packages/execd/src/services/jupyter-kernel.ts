// One Jupyter kernel process and the messaging protocol spoken to it directly (no Jupyter
// server): https://jupyter-client.readthedocs.io/en/latest/messaging.html, protocol 5.x.
//
// Start: five free ports on 127.0.0.1 and a random HMAC-SHA256 key go into a connection file
// (mode 0600, in a private directory); the kernelspec's argv is spawned with it, in its own
// process group, with the commands' environment (commandEnv) plus the spec's `env` and
// JPY_PARENT_PID (ipykernel exits when execd is gone). execd connects shell (DEALER), control
// (DEALER) and iopub (SUB, everything) with jupyter-zmtp.ts, retrying until the kernel bound
// them, then sends kernel_info_request until one is answered AND its status messages came
// through iopub (a SUB only receives once the publisher processed the subscription, so this is
// how we know no output can be lost). stdin is not connected (executions run with
// allow_stdin: false, `input()` raises) and heartbeat is not used: execd is the kernel's parent
// and learns of its death from the process itself, which a heartbeat could only approximate.
//
// Messages are multipart: `<IDS|MSG>`, the hex HMAC of the next four frames, header,
// parent_header, metadata, content (JSON), then binary buffers. Replies and output are matched
// to requests by parent_header.msg_id; messages with a wrong signature are dropped.
//
// Executions (`execute`): execute_request with stop_on_error: false (the kernel must not abort
// requests queued behind a failing one; execd queues them itself). Output until the kernel
// replied on shell AND reported idle on iopub for the request:
//   execute_input            -> `execution_count` (once; from the reply if it never came)
//   stream                   -> `stdout` / `stderr`, one event per line (as for commands; a
//                               last partial line is sent when the execution ends)
//   execute_result,
//   display_data,
//   update_display_data      -> `result`: the MIME bundle, `text/plain` renamed `text`
//   error                    -> the terminal `error` event (ename, evalue, traceback)
// and then exactly one terminal event: `error` for a failed (or aborted) cell, otherwise
// `execution_complete` with the execution time. A kernel that exits during an execution ends it
// with an `error` whose ename is `KernelDied` (or `ContextDeleted` when execd stopped it); the
// output it published before dying is still delivered. If the reply or the idle status never
// comes (a kernel whose handler was itself interrupted sends no reply), the execution ends a
// moment after the other one arrived.
//
// Interrupts: interrupt_request on control when the spec's interrupt_mode is "message", else
// SIGINT to the kernel's process group (what it started is interrupted too). ipykernel ignores
// SIGINT while it is not running a cell, so an interrupt that comes before the kernel published
// execute_input for the request is held until then (plus a few ms, so that it lands in the
// user's code rather than in the kernel's own machinery), or at most INTERRUPT_HOLD_MS.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "../random.ts";
import { rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { ExecutionError, ServerStreamEvent } from "../generated/execd/types.gen.ts";
import type { KernelSpec } from "./kernels-specs.ts";
import { asWorkload, commandEnv, exitStatus, killGroup } from "./shell.ts";
import { ZmtpSocket } from "./jupyter-zmtp.ts";

/** node:crypto, loaded when a kernel first signs a message (not in every idle execd: random.ts). */
const nodeCrypto = () => process.getBuiltinModule("node:crypto");

const DELIMITER = Buffer.from("<IDS|MSG>");
const PROTOCOL_VERSION = "5.3";
/** After the reply, how long to wait for the idle status before ending anyway. */
const IDLE_AFTER_REPLY_MS = 2000;
/** How much of the kernel process's own stdout/stderr is kept, for start-up errors. */
const STDERR_TAIL = 4096;
/** After the kernel process exited, how long its last output may take to arrive. */
const DRAIN_MS = 250;
/** Idle without a reply: how long the reply may lag behind before the execution ends anyway. */
const REPLY_AFTER_IDLE_MS = 1000;
const REPLY_AFTER_IDLE_INTERRUPTED_MS = 150;
const HELD_INTERRUPT_DELAY_MS = 10;
/** An interrupt asked for before the kernel reported running the cell waits at most this long. */
const INTERRUPT_HOLD_MS = 1000;

export type JupyterMessage = {
  header: { msg_id: string; msg_type: string; session?: string; [k: string]: unknown };
  parent_header: { msg_id?: string; [k: string]: unknown };
  metadata: Record<string, unknown>;
  content: Record<string, unknown>;
  buffers: Buffer[];
};

/** A running execution. */
export type Execution = { done: Promise<void>; interrupt(): void };

export type KernelExit = { code: number | null; signal: NodeJS.Signals | null; reason: string };

export type StartOptions = {
  spec: KernelSpec;
  cwd?: string;
  /** Private directory for the connection file. */
  runDir: string;
  timeoutMs: number;
  signal?: AbortSignal;
};

/** Why an execution ended without the kernel's say: the kernel went away. */
export class KernelGone extends Error {
  readonly ename: string;
  constructor(ename: string, message: string) {
    super(message);
    this.ename = ename;
  }
}

/** Signs and frames a message; exported for tests. */
export function serialize(key: Buffer, msg: Omit<JupyterMessage, "buffers"> & { buffers?: Buffer[] }): Buffer[] {
  const parts = [msg.header, msg.parent_header, msg.metadata, msg.content].map((p) => Buffer.from(JSON.stringify(p)));
  return [DELIMITER, Buffer.from(sign(key, parts)), ...parts, ...(msg.buffers ?? [])];
}

function sign(key: Buffer, parts: Buffer[]): string {
  if (key.length === 0) return "";
  const h = nodeCrypto().createHmac("sha256", key);
  for (const p of parts) h.update(p);
  return h.digest("hex");
}

/** Parses a received message (routing prefixes or topics before the delimiter ignored). */
export function parse(key: Buffer, frames: Buffer[]): JupyterMessage | undefined {
  const at = frames.findIndex((f) => f.equals(DELIMITER));
  if (at < 0 || frames.length < at + 6) return undefined;
  const parts = frames.slice(at + 2, at + 6);
  if (key.length > 0) {
    const expected = Buffer.from(sign(key, parts));
    const got = frames[at + 1]!;
    if (got.length !== expected.length || !nodeCrypto().timingSafeEqual(got, expected)) return undefined;
  }
  try {
    const [header, parent, metadata, content] = parts.map((p) => JSON.parse(p.toString("utf8")) as Record<string, unknown>);
    if (!header || typeof header.msg_type !== "string") return undefined;
    return {
      header: header as JupyterMessage["header"],
      parent_header: (parent ?? {}) as JupyterMessage["parent_header"],
      metadata: metadata ?? {},
      content: content ?? {},
      buffers: frames.slice(at + 6),
    };
  } catch {
    return undefined;
  }
}

/** Distinct free TCP ports on 127.0.0.1 (held together, then released for the kernel). */
async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const s = net.createServer();
          s.once("error", reject);
          s.listen(0, "127.0.0.1", () => resolve(s));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

/** `${VAR}` in kernelspec env values, as jupyter_client expands them. */
function expandEnv(value: string, env: NodeJS.ProcessEnv): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => env[name] ?? "");
}

/** Splits stream text into lines (terminators removed, empty lines sent as "\n"). */
class Lines {
  private pending = "";
  private readonly emit: (line: string) => void;
  constructor(emit: (line: string) => void) {
    this.emit = emit;
  }
  push(text: string): void {
    const parts = (this.pending + text).split("\n");
    this.pending = parts.pop()!;
    for (const p of parts) this.out(p.endsWith("\r") ? p.slice(0, -1) : p);
  }
  flush(): void {
    const rest = this.pending;
    this.pending = "";
    if (rest !== "") this.out(rest);
  }
  private out(line: string): void {
    this.emit(line === "" ? "\n" : line);
  }
}

/** A MIME bundle as a `result` event carries it. */
function results(data: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (data && typeof data === "object") for (const [k, v] of Object.entries(data)) out[k === "text/plain" ? "text" : k] = v;
  return out;
}

export class Kernel {
  readonly spec: KernelSpec;
  readonly child: ChildProcess;
  readonly connectionFile: string;
  /** Resolves when the kernel process exited (never rejects). */
  readonly exited: Promise<KernelExit>;
  exit: KernelExit | undefined;
  /** Set when execd itself stops the kernel: the reason executions are told. */
  stopping: KernelGone | undefined;
  private readonly key: Buffer;
  private readonly session = randomUUID();
  private readonly shell: ZmtpSocket;
  private readonly control: ZmtpSocket;
  private readonly iopub: ZmtpSocket;
  private readonly replies = new Map<string, (msg: JupyterMessage) => void>();
  private readonly listeners = new Map<string, (msg: JupyterMessage) => void>();
  private readonly exitListeners = new Set<(exit: KernelExit) => void>();
  private outputTail = "";

  private constructor(spec: KernelSpec, child: ChildProcess, key: Buffer, connectionFile: string) {
    this.spec = spec;
    this.child = child;
    this.key = key;
    this.connectionFile = connectionFile;
    const onMessage = (frames: Buffer[]) => {
      const msg = parse(this.key, frames);
      if (!msg) return;
      const parent = msg.parent_header.msg_id;
      if (!parent) return;
      if (msg.header.msg_type.endsWith("_reply")) this.replies.get(parent)?.(msg);
      else this.listeners.get(parent)?.(msg);
    };
    this.shell = new ZmtpSocket({ type: "DEALER", onMessage });
    this.control = new ZmtpSocket({ type: "DEALER", onMessage });
    let iopubClosed: () => void = () => undefined;
    const iopubGone = new Promise<void>((r) => (iopubClosed = r));
    this.iopub = new ZmtpSocket({ type: "SUB", onMessage, onClose: () => iopubClosed() });
    const keep = (chunk: Buffer) => (this.outputTail = (this.outputTail + chunk.toString("utf8")).slice(-STDERR_TAIL));
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    this.exited = new Promise<KernelExit>((resolve) => {
      // 'exit', not 'close': a process the kernel started may hold its stdio open for ever.
      let ending = false;
      const ended = async (code: number | null, signal: NodeJS.Signals | null, spawnError?: Error) => {
        if (ending) return;
        ending = true;
        killGroup(child.pid, "SIGKILL"); // whatever the kernel started dies with it
        // Output the kernel published just before dying may still be in transit: read iopub
        // to its end (the connection closes once the data is drained) before giving up.
        if (this.iopub.connected) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([iopubGone, new Promise((r) => (timer = setTimeout(r, DRAIN_MS)))]);
          clearTimeout(timer);
        }
        const reason = spawnError
          ? `cannot start ${spec.argv[0]}: ${spawnError.message}`
          : `the kernel exited with status ${exitStatus(code, signal)}${signal ? ` (${signal})` : ""}`;
        const exit = { code, signal, reason };
        this.exit = exit;
        for (const s of [this.shell, this.control, this.iopub]) s.close();
        try {
          rmSync(connectionFile, { force: true });
        } catch {
          /* best effort */
        }
        for (const l of [...this.exitListeners]) l(exit);
        resolve(exit);
      };
      child.on("error", (e) => {
        if (child.pid === undefined) void ended(null, null, e); // spawn failed: no 'exit' follows
      });
      child.on("exit", (code, signal) => void ended(code, signal));
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Recent output of the kernel process itself (not of executions), for diagnostics. */
  get processOutput(): string {
    return this.outputTail.trim();
  }

  static async start(opts: StartOptions): Promise<Kernel> {
    const { spec } = opts;
    const ports = await freePorts(5);
    const [shellPort, iopubPort, stdinPort, controlPort, hbPort] = ports as [number, number, number, number, number];
    const key = Buffer.from(randomBytes(32).toString("hex"));
    const connectionFile = path.join(opts.runDir, `kernel-${randomUUID()}.json`);
    const connection = {
      transport: "tcp",
      ip: "127.0.0.1",
      shell_port: shellPort,
      iopub_port: iopubPort,
      stdin_port: stdinPort,
      control_port: controlPort,
      hb_port: hbPort,
      key: key.toString(),
      signature_scheme: "hmac-sha256",
      kernel_name: spec.name,
    };
    writeFileSync(connectionFile, JSON.stringify(connection), { mode: 0o600 });
    const baseEnv = commandEnv(undefined);
    const specEnv: Record<string, string> = {};
    for (const [k, v] of Object.entries(spec.env)) specEnv[k] = expandEnv(v, baseEnv);
    const argv = spec.argv.map((a) => a.replaceAll("{connection_file}", connectionFile).replaceAll("{resource_dir}", spec.resourceDir));
    let child: ChildProcess;
    try {
      child = spawn(...asWorkload(argv[0]!, argv.slice(1)), {
        cwd: opts.cwd,
        env: commandEnv({ ...specEnv, JPY_PARENT_PID: String(process.pid) }),
        detached: true, // own process group: SIGINT/SIGKILL reach what the kernel started
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (err) {
      rmSync(connectionFile, { force: true });
      throw new Error(`cannot start ${argv[0]}: ${(err as Error).message}`);
    }
    const kernel = new Kernel(spec, child, key, connectionFile);
    const abort = new AbortController();
    const onExit = () => abort.abort(new Error("exited"));
    kernel.exitListeners.add(onExit);
    const onOuterAbort = () => abort.abort(opts.signal?.reason);
    opts.signal?.addEventListener("abort", onOuterAbort);
    if (opts.signal?.aborted) onOuterAbort();
    const deadline = Date.now() + opts.timeoutMs;
    try {
      await Promise.all([
        kernel.shell.connect("127.0.0.1", shellPort, deadline, abort.signal),
        kernel.control.connect("127.0.0.1", controlPort, deadline, abort.signal),
        kernel.iopub.connect("127.0.0.1", iopubPort, deadline, abort.signal),
      ]);
      kernel.iopub.send([Buffer.from([1])]); // subscribe to every topic
      await kernel.waitReady(deadline, abort.signal);
      // The kernel read it long ago; the key should not outlive the need.
      rmSync(connectionFile, { force: true });
      return kernel;
    } catch (err) {
      killGroup(child.pid, "SIGKILL");
      const exit = await kernel.exited;
      const output = kernel.processOutput;
      const why = opts.signal?.aborted ? "execd is shutting down" : kernel.exit && abort.signal.aborted ? exit.reason : (err as Error).message;
      throw new Error(`the ${spec.displayName} kernel (${argv.join(" ")}) did not start: ${why}${output ? `; its output: ${output}` : ""}`);
    } finally {
      kernel.exitListeners.delete(onExit);
      opts.signal?.removeEventListener("abort", onOuterAbort);
    }
  }

  /** kernel_info_request until both its reply and its iopub status arrived. */
  private async waitReady(deadline: number, signal: AbortSignal): Promise<void> {
    for (;;) {
      if (signal.aborted) throw new Error("aborted");
      let seen = false;
      let onSeen: () => void = () => undefined;
      const seenP = new Promise<void>((r) => (onSeen = r));
      const msgId = this.send(this.shell, "kernel_info_request", {}, (m) => {
        if (m.header.msg_type === "status") {
          seen = true;
          onSeen();
        }
      });
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("timed out waiting for the kernel to answer");
      try {
        await this.awaitReply(msgId, Math.min(left, 5000), signal);
        if (!seen) await Promise.race([seenP, new Promise((r) => setTimeout(r, 200))]);
      } catch (err) {
        if (signal.aborted || Date.now() >= deadline) throw err;
      } finally {
        this.listeners.delete(msgId);
        this.replies.delete(msgId);
      }
      if (seen) return;
    }
  }

  private awaitReply(msgId: string, timeoutMs: number, signal?: AbortSignal): Promise<JupyterMessage> {
    return new Promise<JupyterMessage>((resolve, reject) => {
      const done = (f: () => void) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        this.exitListeners.delete(onAbort);
        this.replies.delete(msgId);
        f();
      };
      const onAbort = () => done(() => reject(new Error("aborted")));
      const timer = setTimeout(() => done(() => reject(new Error("no reply"))), timeoutMs);
      signal?.addEventListener("abort", onAbort);
      this.exitListeners.add(onAbort);
      this.replies.set(msgId, (m) => done(() => resolve(m)));
    });
  }

  /** Sends a request; `onIopub` receives the iopub messages it causes. Returns the msg_id. */
  private send(channel: ZmtpSocket, msgType: string, content: Record<string, unknown>, onIopub?: (m: JupyterMessage) => void): string {
    const msgId = randomUUID();
    if (onIopub) this.listeners.set(msgId, onIopub);
    const header = { msg_id: msgId, msg_type: msgType, username: "execd", session: this.session, date: new Date().toISOString(), version: PROTOCOL_VERSION };
    channel.send(serialize(this.key, { header, parent_header: {}, metadata: {}, content }));
    return msgId;
  }

  onExit(listener: (exit: KernelExit) => void): () => void {
    this.exitListeners.add(listener);
    return () => this.exitListeners.delete(listener);
  }

  /**
   * Runs `code`, sending its events (not `init`) to `emit`; `done` resolves once the terminal
   * event was sent (never rejects).
   */
  execute(code: string, emit: (e: ServerStreamEvent) => void): Execution {
    const started = Date.now();
    let executing = false;
    let interruptWanted = false;
    let interrupted = false;
    let interruptTimer: NodeJS.Timeout | undefined;
    let ended = false;
    const fireInterrupt = () => {
      clearTimeout(interruptTimer);
      if (!ended && interruptWanted) this.interrupt();
      interruptWanted = false;
    };
    const done = new Promise<void>((resolve) => {
      let countSent = false;
      let failure: ExecutionError | undefined;
      let reply: JupyterMessage | undefined;
      let idle = false;
      let finished = false;
      let idleTimer: NodeJS.Timeout | undefined;
      const out = new Lines((text) => emit({ type: "stdout", text }));
      const err = new Lines((text) => emit({ type: "stderr", text }));
      const sendCount = (n: unknown) => {
        if (countSent || typeof n !== "number") return;
        countSent = true;
        emit({ type: "execution_count", execution_count: n });
      };
      const finish = (gone?: KernelGone) => {
        if (finished) return;
        finished = true;
        ended = true;
        clearTimeout(interruptTimer);
        clearTimeout(idleTimer);
        this.listeners.delete(msgId);
        this.replies.delete(msgId);
        removeExit();
        out.flush();
        err.flush();
        const status = reply?.content.status;
        if (gone) {
          emit({ type: "error", error: { ename: gone.ename, evalue: gone.message, traceback: [] } });
        } else if (!reply) {
          // Idle without a reply: the handler itself was interrupted (or failed) before the code
          // ran; ipykernel then sends nothing more for the request.
          emit({
            type: "error",
            error: interrupted
              ? { ename: "KeyboardInterrupt", evalue: "interrupted before the code ran", traceback: [] }
              : { ename: "ExecutionAborted", evalue: "the kernel went idle without replying to the execution", traceback: [] },
          });
        } else if (failure || status === "error") {
          const c = reply?.content ?? {};
          emit({
            type: "error",
            error: failure ?? { ename: String(c.ename ?? "Error"), evalue: String(c.evalue ?? ""), traceback: Array.isArray(c.traceback) ? c.traceback.map(String) : [] },
          });
        } else if (status === "aborted") {
          emit({ type: "error", error: { ename: "ExecutionAborted", evalue: "the kernel aborted the execution", traceback: [] } });
        } else {
          emit({ type: "execution_complete", execution_time: Date.now() - started });
        }
        resolve();
      };
      const check = () => {
        if (reply && idle) finish();
      };
      const removeExit = this.onExit((exit) => finish(this.stopping ?? new KernelGone("KernelDied", exit.reason)));
      const msgId = this.send(
        this.shell,
        "execute_request",
        { code, silent: false, store_history: true, user_expressions: {}, allow_stdin: false, stop_on_error: false },
        (m) => {
          const c = m.content;
          switch (m.header.msg_type) {
            case "status":
              if (c.execution_state === "idle") {
                idle = true;
                if (!reply) idleTimer = setTimeout(() => finish(), interrupted ? REPLY_AFTER_IDLE_INTERRUPTED_MS : REPLY_AFTER_IDLE_MS);
                check();
              }
              break;
            case "execute_input":
              sendCount(c.execution_count);
              executing = true;
              if (interruptWanted) {
                // Held interrupt: give the kernel a moment to get from publishing execute_input
                // into the user's code (SIGINT in its own machinery aborts the request).
                clearTimeout(interruptTimer);
                interruptTimer = setTimeout(fireInterrupt, HELD_INTERRUPT_DELAY_MS);
              }
              break;
            case "stream":
              (c.name === "stderr" ? err : out).push(typeof c.text === "string" ? c.text : "");
              break;
            case "execute_result":
            case "display_data":
            case "update_display_data":
              sendCount(c.execution_count);
              out.flush();
              err.flush();
              emit({ type: "result", results: results(c.data) });
              break;
            case "error":
              failure = {
                ename: String(c.ename ?? "Error"),
                evalue: String(c.evalue ?? ""),
                traceback: Array.isArray(c.traceback) ? c.traceback.map(String) : [],
              };
              break;
          }
        },
      );
      this.replies.set(msgId, (m) => {
        reply = m;
        clearTimeout(idleTimer);
        sendCount(m.content.execution_count);
        if (!idle) idleTimer = setTimeout(() => finish(), IDLE_AFTER_REPLY_MS);
        check();
      });
      if (this.exit) finish(this.stopping ?? new KernelGone("KernelDied", this.exit.reason));
    });
    return {
      done,
      interrupt: () => {
        if (ended) return;
        // ipykernel ignores SIGINT until it runs the cell (it publishes execute_input then): an
        // interrupt that comes earlier is held until then, or 1 s for kernels that never say.
        interrupted = true;
        if (executing) {
          interruptWanted = true;
          fireInterrupt();
        } else if (!interruptWanted) {
          interruptWanted = true;
          interruptTimer = setTimeout(fireInterrupt, INTERRUPT_HOLD_MS);
        }
      },
    };
  }

  /** Interrupts the running execution, as the kernelspec asks (control message or SIGINT). */
  interrupt(): void {
    if (this.exit) return;
    if (this.spec.interruptMode === "message") this.send(this.control, "interrupt_request", {});
    else killGroup(this.child.pid, "SIGINT");
  }

  /** shutdown_request, then SIGKILL to the process group if it is still there after `graceMs`. */
  async shutdown(reason: KernelGone, graceMs = 1000): Promise<void> {
    this.stopping ??= reason;
    if (this.exit) return;
    this.send(this.control, "shutdown_request", { restart: false });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.exited, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
    clearTimeout(timer);
    if (!this.exit) {
      killGroup(this.child.pid, "SIGKILL");
      await this.exited;
    }
  }

  /** Immediate SIGKILL (execd exiting). */
  kill(reason: KernelGone): void {
    this.stopping ??= reason;
    if (!this.exit) killGroup(this.child.pid, "SIGKILL");
  }
}
