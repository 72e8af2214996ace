// Execution streams: each ServerStreamEvent is written as one JSON line followed by an empty
// line (upstream's framing; clients also accept `data:` lines), with a ping every 3 s.
import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";
import type { ServerStreamEvent } from "../generated/execd/types.gen.ts";

export const PING_INTERVAL_MS = 3000;

export type EventStream = {
  send(event: ServerStreamEvent): void;
  end(): void;
  /** Resolves when the client went away before end(). */
  readonly closed: Promise<void>;
  readonly isClosed: () => boolean;
};

export function openStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const res: ServerResponse = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    "x-request-id": String(reply.request.id),
  });
  let ended = false;
  let clientGone = false;
  let onClose!: () => void;
  const closed = new Promise<void>((resolve) => (onClose = resolve));
  res.on("close", () => {
    if (!ended) {
      clientGone = true;
      onClose();
    }
    clearInterval(ping);
  });
  const write = (e: ServerStreamEvent) => {
    if (!ended && !clientGone) res.write(`${JSON.stringify(e)}\n\n`);
  };
  const ping = setInterval(() => write({ type: "ping", text: "pong", timestamp: Date.now() }), PING_INTERVAL_MS);
  ping.unref();
  return {
    send: (e) => write(e.timestamp === undefined ? { ...e, timestamp: Date.now() } : e),
    end() {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      res.end();
    },
    closed,
    isClosed: () => clientGone,
  };
}

/** Splits a byte stream into lines (without terminators), keeping a partial last line. */
export class LineSplitter {
  private pending = "";
  private readonly decoder = new TextDecoder("utf-8");
  private readonly emit: (line: string) => void;
  constructor(emit: (line: string) => void) {
    this.emit = emit;
  }

  push(chunk: Buffer): void {
    const text = this.pending + this.decoder.decode(chunk, { stream: true });
    const lines = text.split("\n");
    this.pending = lines.pop()!;
    for (const line of lines) this.emit(line.endsWith("\r") ? line.slice(0, -1) : line);
  }

  flush(): void {
    const rest = this.pending + this.decoder.decode();
    this.pending = "";
    if (rest !== "") this.emit(rest);
  }
}
