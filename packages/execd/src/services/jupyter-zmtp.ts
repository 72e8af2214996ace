// The client side of ZMTP 3.0 (https://rfc.zeromq.org/spec/23/), just what talking to a Jupyter
// kernel on 127.0.0.1 needs: one TCP connection per socket to one peer that bound the port, the
// NULL security mechanism, and DEALER and SUB semantics (which, with a single peer, are the same
// as a plain message pipe: DEALER sends and receives whole multipart messages, SUB only
// receives and subscribes by sending a message `\x01<topic>`).
//
// Wire format: each side sends a 64-byte greeting (signature FF 00.. 7F, version 3.0, mechanism
// "NULL", as-server 0, filler), then a READY command carrying its Socket-Type (and, optionally,
// its Identity); after that both sides exchange frames: a flags byte (MORE 0x01, LONG 0x02,
// COMMAND 0x04), a size (1 byte, or 8 bytes big-endian when LONG), the body. A message is a
// run of frames, all but the last with MORE. We announce 3.0 (not 3.1) so that any libzmq from
// 4.0 on talks to us in the 3.0 dialect (subscriptions as messages, not SUBSCRIBE commands).
// PING commands (ZMTP 3.1 heartbeats, only sent when the peer enables them) get a PONG; other
// commands are ignored.
//
// Connecting retries (the kernel binds its ports some time after it starts) until the
// handshake completes, the deadline passes or the attempt is aborted. Once connected, a closed
// connection is final: the owner learns it through `onClose` (a kernel never goes away and
// comes back on the same ports).
import net from "node:net";

export type ZmtpSocketType = "DEALER" | "SUB";

const FLAG_MORE = 0x01;
const FLAG_LONG = 0x02;
const FLAG_COMMAND = 0x04;
const GREETING_SIZE = 64;
const RETRY_MS = 20;
/** Largest frame we accept from a kernel: protects execd from a broken peer. */
const MAX_FRAME = 512 * 1024 * 1024;

function greeting(): Buffer {
  const g = Buffer.alloc(GREETING_SIZE); // zero filled: padding, as-server = 0, filler
  g[0] = 0xff;
  g[9] = 0x7f;
  g[10] = 3; // major
  g[11] = 0; // minor
  g.write("NULL", 12, "ascii");
  return g;
}

function command(name: string, body: Buffer): Buffer {
  const n = Buffer.from(name, "ascii");
  return Buffer.concat([Buffer.from([n.length]), n, body]);
}

function readyCommand(type: ZmtpSocketType, identity: Buffer | undefined): Buffer {
  const props: Buffer[] = [];
  const prop = (name: string, value: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(value.length);
    props.push(Buffer.from([name.length]), Buffer.from(name, "ascii"), len, value);
  };
  prop("Socket-Type", Buffer.from(type, "ascii"));
  if (identity) prop("Identity", identity);
  return command("READY", Buffer.concat(props));
}

/** Frames of one message (or one command), encoded. */
export function encodeFrames(frames: Buffer[], isCommand = false): Buffer {
  const parts: Buffer[] = [];
  frames.forEach((body, i) => {
    let flags = isCommand ? FLAG_COMMAND : i < frames.length - 1 ? FLAG_MORE : 0;
    if (body.length > 255) {
      flags |= FLAG_LONG;
      const head = Buffer.alloc(9);
      head[0] = flags;
      head.writeBigUInt64BE(BigInt(body.length), 1);
      parts.push(head);
    } else {
      parts.push(Buffer.from([flags, body.length]));
    }
    parts.push(body);
  });
  return Buffer.concat(parts);
}

/** Incoming bytes, kept as chunks so that large frames are copied once. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The first `n` bytes (n <= length), without consuming them. */
  peek(n: number): Buffer {
    if (this.chunks[0]!.length >= n) return this.chunks[0]!.subarray(0, n);
    const joined = Buffer.concat(this.chunks);
    this.chunks = [joined];
    return joined.subarray(0, n);
  }

  take(n: number): Buffer {
    const out = this.peek(n);
    const first = this.chunks[0]!;
    if (first.length === n) this.chunks.shift();
    else this.chunks[0] = first.subarray(n);
    this.length -= n;
    return out;
  }
}

export class ZmtpError extends Error {}
/** The peer answered, but not as a ZMTP 3 endpoint with the NULL mechanism: retrying cannot help. */
export class ZmtpPeerError extends ZmtpError {}

/**
 * Parses the peer's side of a connection: greeting, then frames. `onFrame` gets each frame with
 * its flags; it throws ZmtpError on protocol violations.
 */
export class ZmtpDecoder {
  private readonly queue = new ByteQueue();
  private greeted = false;
  private readonly onGreeting: () => void;
  private readonly onFrame: (body: Buffer, more: boolean, isCommand: boolean) => void;
  constructor(onGreeting: () => void, onFrame: (body: Buffer, more: boolean, isCommand: boolean) => void) {
    this.onGreeting = onGreeting;
    this.onFrame = onFrame;
  }

  push(chunk: Buffer): void {
    this.queue.push(chunk);
    if (!this.greeted) {
      if (this.queue.length >= 1 && this.queue.peek(1)[0] !== 0xff) throw new ZmtpPeerError("peer is not a ZMTP endpoint");
      if (this.queue.length < GREETING_SIZE) return;
      const g = this.queue.take(GREETING_SIZE);
      if ((g[9]! & 0x01) === 0) throw new ZmtpPeerError("bad ZMTP signature");
      if (g[10]! < 3) throw new ZmtpPeerError(`peer speaks ZMTP ${g[10]}.x; 3.x is needed`);
      const mechanism = g.subarray(12, 32).toString("ascii").replace(/\0+$/, "");
      if (mechanism !== "NULL") throw new ZmtpPeerError(`peer wants the ${mechanism} security mechanism; only NULL is supported`);
      this.greeted = true;
      this.onGreeting();
    }
    while (this.queue.length >= 2) {
      const flags = this.queue.peek(1)[0]!;
      const long = (flags & FLAG_LONG) !== 0;
      const headSize = long ? 9 : 2;
      if (this.queue.length < headSize) return;
      const head = this.queue.peek(headSize);
      const size = long ? Number(head.readBigUInt64BE(1)) : head[1]!;
      if (size > MAX_FRAME) throw new ZmtpError(`frame of ${size} bytes is too large`);
      if (this.queue.length < headSize + size) return;
      this.queue.take(headSize);
      const body = size === 0 ? Buffer.alloc(0) : Buffer.from(this.queue.take(size)); // own copy: chunks are reused slices
      this.onFrame(body, (flags & FLAG_MORE) !== 0, (flags & FLAG_COMMAND) !== 0);
    }
  }
}

export type ZmtpSocketOptions = {
  type: ZmtpSocketType;
  identity?: Buffer;
  /** Whole messages from the peer. */
  onMessage: (frames: Buffer[]) => void;
  /** The established connection went away (not called for failed connection attempts). */
  onClose?: (err?: Error) => void;
};

export class ZmtpSocket {
  private readonly opts: ZmtpSocketOptions;
  private socket: net.Socket | undefined;
  private connecting: net.Socket | undefined;
  private ready = false;
  private closed = false;
  private readonly pending: Buffer[] = [];

  constructor(opts: ZmtpSocketOptions) {
    this.opts = opts;
  }

  /** Connects to host:port, retrying until the handshake completed, `deadline` or `signal`. */
  async connect(host: string, port: number, deadline: number, signal?: AbortSignal): Promise<void> {
    let lastError: Error | undefined;
    for (;;) {
      if (this.closed) throw new ZmtpError("socket closed");
      if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new ZmtpError("aborted");
      try {
        await this.attempt(host, port, deadline);
        return;
      } catch (err) {
        lastError = err as Error;
      }
      // Something else answers on the port (its first bytes were no ZMTP greeting): say so now,
      // rather than retrying until the deadline and reporting whatever the last attempt met.
      if (lastError instanceof ZmtpPeerError || Date.now() + RETRY_MS > deadline) throw new ZmtpError(`cannot connect to ${host}:${port}: ${lastError?.message ?? "timed out"}`);
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  }

  private attempt(host: string, port: number, deadline: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const sock = net.connect({ host, port });
      this.connecting = sock;
      sock.setNoDelay(true);
      let established = false;
      let frames: Buffer[] = [];
      let peerReady = false;
      const timer = setTimeout(() => fail(new ZmtpError("handshake timed out")), Math.max(deadline - Date.now(), 1));
      const fail = (err: Error) => {
        clearTimeout(timer);
        sock.destroy();
        if (!established) reject(err);
      };
      const decoder = new ZmtpDecoder(
        () => sock.write(encodeFrames([readyCommand(this.opts.type, this.opts.identity)], true)),
        (body, more, isCommand) => {
          if (isCommand) {
            this.handleCommand(sock, body, () => {
              if (peerReady) return;
              peerReady = true;
              established = true;
              clearTimeout(timer);
              this.connecting = undefined;
              this.socket = sock;
              this.ready = true;
              for (const msg of this.pending.splice(0)) sock.write(msg);
              if (this.closed) sock.destroy();
              resolve();
            });
            return;
          }
          if (!peerReady) throw new ZmtpError("message before READY");
          frames.push(body);
          if (!more) {
            const msg = frames;
            frames = [];
            try {
              this.opts.onMessage(msg);
            } catch {
              /* the owner's problem, not the connection's */
            }
          }
        },
      );
      sock.on("connect", () => sock.write(greeting()));
      sock.on("data", (chunk: Buffer) => {
        try {
          decoder.push(chunk);
        } catch (err) {
          fail(err as Error);
        }
      });
      sock.on("error", (err) => fail(err));
      sock.on("close", () => {
        clearTimeout(timer);
        if (this.connecting === sock) this.connecting = undefined;
        if (!established) {
          reject(new ZmtpError("connection closed during the handshake"));
          return;
        }
        this.ready = false;
        this.socket = undefined;
        if (!this.closed) {
          this.closed = true;
          this.opts.onClose?.();
        }
      });
    });
  }

  private handleCommand(sock: net.Socket, body: Buffer, onReady: () => void): void {
    const nameLen = body[0] ?? 0;
    const name = body.subarray(1, 1 + nameLen).toString("ascii");
    const data = body.subarray(1 + nameLen);
    if (name === "READY") {
      onReady();
    } else if (name === "ERROR") {
      throw new ZmtpError(`peer reported an error: ${data.subarray(1, 1 + (data[0] ?? 0)).toString()}`);
    } else if (name === "PING") {
      // PING: TTL (2 bytes) + context; PONG echoes the context.
      sock.write(encodeFrames([command("PONG", data.subarray(2))], true));
    }
  }

  /** Sends one multipart message; queued until the handshake completed. */
  send(frames: Buffer[]): void {
    if (this.closed) return;
    const encoded = encodeFrames(frames);
    if (this.ready && this.socket) this.socket.write(encoded);
    else this.pending.push(encoded);
  }

  get connected(): boolean {
    return this.ready;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.ready = false;
    this.connecting?.destroy();
    this.socket?.destroy();
    this.socket = undefined;
  }
}
