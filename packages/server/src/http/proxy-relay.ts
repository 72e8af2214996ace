// The life of each connection the server proxy opens to a sandbox port: when it gives up
// (connect, first-answer and idle timeouts), cancellation when the caller leaves, and the cap on
// how many connections one sandbox may hold. proxy.ts decides what goes where; this file makes
// sure every upstream socket ends, every slot is given back, and no socket error escapes.
import http from "node:http";
import net from "node:net";
import type { Readable, Duplex } from "node:stream";
import type { Config } from "../config/config.ts";
import { ApiError } from "../errors.ts";

export type ProxyLimits = Config["proxy"];
export type Target = { host: string; port: number };
/** Which sandbox port a relayed connection is for (used in slots and error messages). */
export type Destination = { sandboxId: string; port: number; target: Target };

type Phase = "connect" | "headers" | "idle";

/** The relay's own reason to drop the upstream connection. */
class UpstreamTimeout extends Error {
  override name = "UpstreamTimeout";
  readonly phase: Phase;
  readonly seconds: number;
  constructor(phase: Phase, seconds: number) {
    super(`${phase} timeout after ${seconds} s`);
    this.phase = phase;
    this.seconds = seconds;
  }
}

/** The error answered to the caller when the upstream connection failed before any answer. */
export function upstreamError(err: Error & { code?: string }, dest: Destination): ApiError {
  const where = `port ${dest.port} of sandbox ${dest.sandboxId}`;
  if (!(err instanceof UpstreamTimeout)) return new ApiError("SANDBOX_PORT_UNREACHABLE", `${where} is unreachable: ${err.code ?? err.message}`);
  const what = {
    connect: `did not accept the connection within ${err.seconds} s ([proxy] connect_timeout_seconds)`,
    headers: `did not start its answer within ${err.seconds} s ([proxy] response_header_timeout_seconds)`,
    idle: `moved no bytes for ${err.seconds} s ([proxy] idle_timeout_seconds)`,
  }[err.phase];
  return new ApiError("SANDBOX_PORT_TIMEOUT", `${where} ${what}`);
}

/** Counts the relayed connections of each sandbox against `[proxy] max_connections_per_sandbox`. */
export class ConnectionSlots {
  private readonly taken = new Map<string, number>();
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }

  /** Takes a slot of the sandbox, or throws SANDBOX_CONNECTION_LIMIT. The returned release is idempotent. */
  take(sandboxId: string): () => void {
    const n = this.taken.get(sandboxId) ?? 0;
    if (n >= this.max) {
      throw new ApiError(
        "SANDBOX_CONNECTION_LIMIT",
        `sandbox ${sandboxId} already has ${this.max} proxied connections open ([proxy] max_connections_per_sandbox); retry when one ends`,
      );
    }
    this.taken.set(sandboxId, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.taken.get(sandboxId) ?? 1) - 1;
      if (left > 0) this.taken.set(sandboxId, left);
      else this.taken.delete(sandboxId);
    };
  }

  /** Connections of the sandbox currently holding a slot. */
  count(sandboxId: string): number {
    return this.taken.get(sandboxId) ?? 0;
  }
}

export type HttpRelayRequest = Destination & {
  method: string;
  path: string;
  headers: http.OutgoingHttpHeaders;
  /** The caller's body, streamed to the port. */
  body: Readable;
};

export class ProxyRelay {
  readonly slots: ConnectionSlots;
  private readonly limits: ProxyLimits;
  /** Everything still open towards sandboxes, destroyed on shutdown. */
  private readonly live = new Set<{ destroy(): unknown }>();

  constructor(limits: ProxyLimits) {
    this.limits = limits;
    this.slots = new ConnectionSlots(limits.max_connections_per_sandbox);
  }

  /**
   * Sends one request to the sandbox port (one fresh connection, never pooled: a pooled socket
   * could outlive its sandbox and meet the next container given the same address). `answer`
   * resolves with the response, its body still to be read, or rejects with a 502/504 ApiError.
   * `close` is the caller going away or the relay being done: the upstream request is destroyed
   * and the slot given back; call it on every path (it is idempotent). Throws
   * SANDBOX_CONNECTION_LIMIT when the sandbox has no slot left.
   */
  http(req: HttpRelayRequest): { answer: Promise<http.IncomingMessage>; close(): void } {
    const release = this.slots.take(req.sandboxId);
    const { connect_timeout_seconds: connectS, response_header_timeout_seconds: headerS, idle_timeout_seconds: idleS } = this.limits;
    let up: http.ClientRequest;
    try {
      up = http.request({ host: req.target.host, port: req.target.port, method: req.method, path: req.path, headers: req.headers, agent: false });
    } catch (err) {
      release(); // e.g. a path or header node:http refuses to send
      throw err;
    }
    this.live.add(up);
    let connectTimer: NodeJS.Timeout | undefined;
    let headerTimer: NodeJS.Timeout | undefined;
    const clearTimers = () => {
      clearTimeout(connectTimer);
      clearTimeout(headerTimer);
    };
    const giveUp = (phase: Phase, seconds: number) => up.destroy(new UpstreamTimeout(phase, seconds));
    // The first-answer clock starts once the request (body included) is sent on a connected socket.
    let connected = false;
    let sent = false;
    let answered = false;
    const startHeaderClock = () => {
      if (connected && sent && headerS > 0 && !answered) headerTimer = setTimeout(() => giveUp("headers", headerS), headerS * 1000);
    };
    up.on("socket", (socket) => {
      const onConnect = () => {
        clearTimeout(connectTimer);
        connected = true;
        // Activity in either direction resets the socket's timer, so a streaming answer that keeps
        // sending is never cut; it also covers an upload the port stopped reading.
        if (idleS > 0) socket.setTimeout(idleS * 1000, () => giveUp("idle", idleS));
        startHeaderClock();
      };
      if (!socket.connecting) return onConnect();
      connectTimer = setTimeout(() => giveUp("connect", connectS), connectS * 1000);
      socket.once("connect", onConnect);
    });
    up.on("finish", () => {
      sent = true;
      startHeaderClock();
    });
    up.on("close", () => {
      clearTimers();
      this.live.delete(up);
    });
    const answer = new Promise<http.IncomingMessage>((resolve, reject) => {
      up.on("response", (res) => {
        answered = true;
        clearTimers();
        res.on("error", () => undefined); // a body cut short ends the caller's response; nothing to throw
        resolve(res);
      });
      up.on("error", (err) => {
        clearTimers();
        reject(upstreamError(err, req));
      });
    });
    answer.catch(() => undefined); // the caller awaits it; never an unhandled rejection
    req.body.pipe(up);
    return {
      answer,
      close: () => {
        clearTimers();
        req.body.unpipe(up);
        up.destroy();
        release();
      },
    };
  }

  /**
   * Relays a WebSocket (any upgrade): connects to the port, sends `handshake` and the client's
   * first bytes, then pipes the two sockets until either closes, and the other is closed with it.
   * Until the port has sent its first byte, a failure is reported through `refuse` (the client
   * still expects an HTTP answer); after it, the client's socket is just closed.
   */
  upgrade(dest: Destination, client: Duplex, handshake: string, head: Buffer, refuse: (err: ApiError) => void): void {
    // node:http removed its own 'error' listener from an upgraded socket: without one, a client
    // resetting the connection would be an uncaught exception.
    client.on("error", () => undefined);
    let release: () => void;
    try {
      release = this.slots.take(dest.sandboxId);
    } catch (err) {
      return refuse(err as ApiError);
    }
    const { connect_timeout_seconds: connectS, response_header_timeout_seconds: headerS, idle_timeout_seconds: idleS } = this.limits;
    const up = net.connect({ host: dest.target.host, port: dest.target.port });
    const tunnel = { destroy: () => (up.destroy(), client.destroy()) };
    this.live.add(tunnel);
    let answered = false;
    let failed = false;
    let timer: NodeJS.Timeout | undefined = setTimeout(() => up.destroy(new UpstreamTimeout("connect", connectS)), connectS * 1000);
    const finish = () => {
      clearTimeout(timer);
      this.live.delete(tunnel);
      release();
    };
    up.on("connect", () => {
      clearTimeout(timer);
      if (headerS > 0) timer = setTimeout(() => up.destroy(new UpstreamTimeout("headers", headerS)), headerS * 1000);
      if (idleS > 0) up.setTimeout(idleS * 1000, () => up.destroy(new UpstreamTimeout("idle", idleS)));
      up.setNoDelay(true);
      if (client instanceof net.Socket) client.setNoDelay(true);
      up.once("data", () => {
        clearTimeout(timer);
        answered = true;
      });
      up.write(handshake);
      if (head.length > 0) up.write(head);
      up.pipe(client);
      client.pipe(up);
    });
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      finish();
      if (answered || client.destroyed) return void client.destroy();
      refuse(upstreamError(err, dest));
      // The answer is flushed, then the socket goes, whether or not the client ever closes it.
      client.once("finish", () => client.destroy());
    };
    up.on("error", fail);
    up.on("close", () => {
      finish();
      if (answered) client.destroy();
      else fail(Object.assign(new Error("closed the connection without answering"), { code: "ECONNRESET" }));
    });
    client.on("error", () => up.destroy());
    client.on("close", () => {
      up.destroy();
      finish();
    });
  }

  /** Destroys every open upstream request and tunnel (server shutdown). */
  shutdown(): void {
    for (const c of this.live) c.destroy();
    this.live.clear();
  }
}
