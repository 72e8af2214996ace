// Execution streams: each ServerStreamEvent is written as one JSON line followed by an empty
// line (upstream's framing; clients also accept `data:` lines), with a ping every 3 s.
import type { ServerResponse } from "node:http";
import type { Reply } from "./server.ts";
import type { ServerStreamEvent } from "../generated/execd/types.gen.ts";

export const PING_INTERVAL_MS = 3000;

/** What a stream carries: execution events by default (FileWatchEvent for file watches). */
type StreamedEvent = { type: string; timestamp?: number };

export type EventStream<E extends StreamedEvent = ServerStreamEvent> = {
  /**
   * Writes the event. Returns a promise when the client reads slower than events come: it
   * resolves once the response drained (or the client left); producers wait for it.
   */
  send(event: E): Promise<void> | undefined;
  end(): void;
  /** Resolves when the client went away before end(). */
  readonly closed: Promise<void>;
  readonly isClosed: () => boolean;
};

/** An execution stream (ServerStreamEvent objects, `ping` keep-alives). */
export function openStream(reply: Reply): EventStream {
  return openEventStream<ServerStreamEvent>(reply, () => ({ type: "ping", text: "pong", timestamp: Date.now() }));
}

/** A stream of `E` objects in the execution streams' framing, `ping()` every PING_INTERVAL_MS. */
export function openEventStream<E extends StreamedEvent>(reply: Reply, ping: () => E): EventStream<E> {
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
    clearInterval(pinger);
  });
  let drained: Promise<void> | undefined;
  const write = (e: E): Promise<void> | undefined => {
    if (ended || clientGone) return undefined;
    if (res.write(`${JSON.stringify(e)}\n\n`)) return drained;
    drained ??= new Promise<void>((resolve) => {
      const done = () => {
        drained = undefined;
        res.off("drain", done);
        res.off("close", done);
        resolve();
      };
      res.on("drain", done);
      res.on("close", done);
    });
    return drained;
  };
  const pinger = setInterval(() => void write(ping()), PING_INTERVAL_MS);
  pinger.unref();
  return {
    send: (e) => write(e.timestamp === undefined ? { ...e, timestamp: Date.now() } : e),
    end() {
      if (ended) return;
      ended = true;
      clearInterval(pinger);
      res.end();
    },
    closed,
    isClosed: () => clientGone,
  };
}

/** Longest piece of a line sent in one event; longer lines go out in pieces flagged `partial`. */
export const MAX_LINE_CHARS = 65_536;

/** How long the start of a line may wait for its end before it is sent as a `partial` piece. */
export const PARTIAL_AFTER_MS = 50;

/**
 * Splits a byte stream into lines (without terminators), keeping a partial last line. A line
 * longer than `maxChars` is emitted in pieces as it arrives, each with `partial` set, so what
 * one line may hold in memory is bounded whatever the process prints. With `partialAfterMs`, the
 * start of a line that waited that long for its end (a prompt, a `\r` progress bar) is emitted
 * as a `partial` piece too.
 */
export class LineSplitter {
  private pending = "";
  /** Part of the current line went out as a partial piece. */
  private lineOpen = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly decoder = new TextDecoder("utf-8");
  private readonly emit: (line: string, partial: boolean) => void;
  private readonly maxChars: number;
  private readonly partialAfterMs: number | undefined;
  constructor(emit: (line: string, partial: boolean) => void, opts: { maxChars?: number; partialAfterMs?: number } = {}) {
    this.emit = emit;
    this.maxChars = opts.maxChars ?? MAX_LINE_CHARS;
    this.partialAfterMs = opts.partialAfterMs;
  }

  push(chunk: Buffer): void {
    const text = this.pending + this.decoder.decode(chunk, { stream: true });
    const lines = text.split("\n");
    let rest = lines.pop()!;
    for (const line of lines) this.emitLine(line.endsWith("\r") ? line.slice(0, -1) : line);
    while (rest.length > this.maxChars) this.emitPiece(rest.slice(0, this.maxChars)), (rest = rest.slice(this.maxChars));
    this.pending = rest;
    if (rest !== "" && this.partialAfterMs !== undefined && !this.timer) {
      this.timer = setTimeout(() => this.flushPartial(), this.partialAfterMs);
      this.timer.unref();
    }
  }

  /** Sends what waited for its line end; a trailing \r stays, it may be a CRLF's first half. */
  private flushPartial(): void {
    this.timer = undefined;
    const cut = this.pending.endsWith("\r") ? this.pending.length - 1 : this.pending.length;
    if (cut === 0) return;
    this.emitPiece(this.pending.slice(0, cut));
    this.pending = this.pending.slice(cut);
  }

  private emitPiece(piece: string): void {
    this.lineOpen = true;
    this.emit(piece, true);
  }

  private emitLine(line: string): void {
    let rest = line;
    while (rest.length > this.maxChars) this.emitPiece(rest.slice(0, this.maxChars)), (rest = rest.slice(this.maxChars));
    this.lineOpen = false;
    this.emit(rest, false);
  }

  /** The stream ended: the last line goes out, ended like every other (clients add its line end). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rest = this.pending + this.decoder.decode();
    this.pending = "";
    if (rest !== "" || this.lineOpen) this.emitLine(rest);
  }
}
