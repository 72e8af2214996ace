// How a Kubernetes sandbox's egress sidecar asks the Pod's upstream resolver (egress/sidecar.ts):
// through its helper process, egress/osb-dns-upstream.c, the only process whose sockets carry the
// mark the Pod's rules let through (egress/sidecar-rules.ts). The helper is started once and kept
// running (started again when it ends); once it has dropped its privileges and marked a socket
// it sends an empty answer with id 0; queries and answers cross its stdin/stdout as frames:
//   request  u32 id, u8 flags (1: TCP), u16 length, the DNS message
//   answer   u32 id, u8 status (0: the upstream's answer, 1: failure), u16 length, answer or text
import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { UPSTREAM_TIMEOUT_MS, type Upstream } from "./dns-upstream.ts";

const HEAD = 7;

export type HelperOptions = {
  /** The helper's path (osb-dns-upstream). */
  command: string;
  upstream: Upstream;
  /** The mark it sets on its sockets (UPSTREAM_MARK). */
  mark: number;
  /** The uid it runs as, keeping only CAP_NET_ADMIN. */
  uid: number;
  /**
   * Told when the helper ends, with its exit code and when it is started again: 200 ms later,
   * doubling up to 10 s while it keeps ending within 10 s of its start.
   */
  onExit?: (code: number | null, restartInMs: number) => void;
};

const RESTART_FIRST_MS = 200;
const RESTART_MAX_MS = 10_000;

/** One request frame. */
export function requestFrame(id: number, tcp: boolean, msg: Buffer): Buffer {
  const head = Buffer.alloc(HEAD);
  head.writeUInt32BE(id);
  head.writeUInt8(tcp ? 1 : 0, 4);
  head.writeUInt16BE(msg.length, 5);
  return Buffer.concat([head, msg]);
}

/** Splits the helper's output into answer frames, whatever the chunks. */
export class AnswerReader {
  private buf: Buffer = Buffer.alloc(0);
  push(chunk: Buffer): { id: number; ok: boolean; body: Buffer }[] {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const out: { id: number; ok: boolean; body: Buffer }[] = [];
    while (this.buf.length >= HEAD) {
      const len = this.buf.readUInt16BE(5);
      if (this.buf.length < HEAD + len) break;
      out.push({ id: this.buf.readUInt32BE(0), ok: this.buf.readUInt8(4) === 0, body: Buffer.from(this.buf.subarray(HEAD, HEAD + len)) });
      this.buf = this.buf.subarray(HEAD + len);
    }
    return out;
  }
}

export class UpstreamHelper {
  private child?: ChildProcessByStdio<Writable, Readable, null>;
  private readonly pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  private nextId = 1;
  private stopped = false;
  private restartInMs = RESTART_FIRST_MS;
  private readonly o: HelperOptions;

  constructor(o: HelperOptions) {
    this.o = o;
  }

  /** Starts the helper; settles once it is ready (rejects with its exit code if it ends first). */
  start(): Promise<void> {
    const { command, upstream, mark, uid } = this.o;
    let ready: (err?: Error) => void = () => undefined;
    const started = new Promise<void>((resolve, reject) => (ready = (err) => (err ? reject(err) : resolve())));
    const startedAt = Date.now();
    const child = spawn(command, [upstream.host, String(upstream.port), `0x${mark.toString(16)}`, String(uid)], { stdio: ["pipe", "pipe", "inherit"], env: {} });
    const reader = new AnswerReader();
    child.stdout.on("data", (chunk: Buffer) => {
      for (const a of reader.push(chunk)) {
        if (a.id === 0) {
          ready();
          continue;
        }
        const p = this.pending.get(a.id);
        if (!p) continue; // timed out here already
        this.pending.delete(a.id);
        clearTimeout(p.timer);
        if (a.ok) p.resolve(a.body);
        else p.reject(new Error(a.body.toString("utf8")));
      }
    });
    child.stdin.on("error", () => undefined); // a helper that ended: its exit handler speaks
    child.on("error", (err) => ready(err));
    child.on("exit", (code) => {
      ready(new Error(`the upstream helper ended before it was ready (exit code ${code})`));
      if (this.child === child) this.child = undefined;
      for (const [, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(new Error("the upstream helper ended"));
      }
      this.pending.clear();
      if (this.stopped) return;
      // A helper that cannot run (say, its capabilities are refused) is not started five times a second forever.
      if (Date.now() - startedAt >= RESTART_MAX_MS) this.restartInMs = RESTART_FIRST_MS;
      const delay = this.restartInMs;
      this.restartInMs = Math.min(delay * 2, RESTART_MAX_MS);
      this.o.onExit?.(code, delay);
      setTimeout(() => this.stopped || this.start().catch(() => undefined), delay).unref();
    });
    this.child = child;
    return started;
  }

  /** The upstream's answer to one query, byte for byte. */
  ask(msg: Buffer, tcp: boolean): Promise<Buffer> {
    const child = this.child;
    if (!child) return Promise.reject(new Error("the upstream helper is not running"));
    const id = this.nextId;
    this.nextId = this.nextId >= 0xffffffff ? 1 : this.nextId + 1;
    return new Promise((resolve, reject) => {
      // The helper gives up after UPSTREAM_TIMEOUT_MS itself; this is for a helper that hangs.
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error("timed out"));
      }, UPSTREAM_TIMEOUT_MS + 500);
      this.pending.set(id, { resolve, reject, timer });
      child.stdin.write(requestFrame(id, tcp, msg));
    });
  }

  stop(): void {
    this.stopped = true;
    this.child?.kill();
  }
}
