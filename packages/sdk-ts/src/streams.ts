// Parser for execd's output streams (`POST /command`, `POST /session/{id}/run`, `POST /code`,
// `GET /metrics/watch`). Servers frame each JSON object either bare (`{...}\n\n`, what upstream
// and our execd send) or as Server-Sent Events (`data: {...}\n\n`); both are accepted. Empty
// lines and lines starting with `:`, `event:`, `id:` or `retry:` (indeed any line that is
// neither JSON nor `data:`) are ignored. Lines may end in LF, CRLF or CR, and chunks may split
// the input anywhere, including inside a UTF-8 sequence or between CR and LF.
//
// hey-api's SSE helper is not used: it only reads `data:` lines, so it sees nothing from
// upstream daemons.
import { SandboxError } from "./errors.ts";

/** Event kinds execd sends; others may appear and must be ignored by consumers. */
export type KnownStreamEventType = "init" | "stdout" | "stderr" | "result" | "execution_count" | "execution_complete" | "error" | "status" | "ping";

/**
 * One event of an execution stream, as execd sends it (field names as on the wire).
 *
 * | type | fields |
 * |---|---|
 * | `init` | `text`: id of the execution (command, session or code context id) |
 * | `stdout`, `stderr` | `text`: one line without its terminator (an empty line arrives as `"\n"`); with `partial`, a piece of a line the next event continues |
 * | `result` | `results`: rich result by MIME type, plain text under `text` |
 * | `execution_count` | `execution_count` |
 * | `status` | `text` |
 * | `error` | `error`: `ename`, `evalue` (for commands the exit status), `traceback`, `timed_out` |
 * | `execution_complete` | `execution_time` in ms |
 * | `ping` | keep-alive |
 */
export interface StreamEvent {
  type: KnownStreamEventType | (string & {});
  text?: string;
  /** `stdout`/`stderr`: `text` does not end a line (execd sends over-long lines in pieces). */
  partial?: boolean;
  execution_count?: number;
  /** Milliseconds. */
  execution_time?: number;
  /** Milliseconds since the Unix epoch. */
  timestamp?: number;
  results?: Record<string, unknown>;
  /** `timed_out` (extension of this project's execd): the command was killed at its timeout. */
  error?: { ename?: string; evalue?: string; traceback?: string[]; timed_out?: boolean };
}

const LF = 10;
const CR = 13;
const OPEN_BRACE = 123;

/**
 * Incremental parser: feed it chunks with push() and call end() when the input ends; each
 * complete JSON object is handed to `onEvent` as soon as its line is complete.
 */
export class EventStreamParser<T = StreamEvent> {
  readonly #onEvent: (event: T) => void;
  readonly #decoder = new TextDecoder("utf-8");
  #buffer = "";
  /** Payload of `data:` lines not yet dispatched (an SSE event spread over several lines). */
  #data: string | undefined;

  constructor(onEvent: (event: T) => void) {
    this.#onEvent = onEvent;
  }

  /** Feeds bytes (UTF-8, split anywhere). */
  push(chunk: Uint8Array): void {
    this.#feed(this.#decoder.decode(chunk, { stream: true }), false);
  }

  /** Feeds already decoded text. */
  pushText(text: string): void {
    this.#feed(text, false);
  }

  /** Ends the input: a last line without terminator counts, a pending `data:` event is dispatched. */
  end(): void {
    this.#feed(this.#decoder.decode(), true);
    if (this.#buffer) {
      const rest = this.#buffer;
      this.#buffer = "";
      this.#line(rest);
    }
    this.#flushData();
  }

  #feed(text: string, final: boolean): void {
    const buf = this.#buffer ? this.#buffer + text : text;
    let start = 0;
    let nextLf = buf.indexOf("\n");
    let nextCr = buf.indexOf("\r");
    for (;;) {
      if (nextLf !== -1 && nextLf < start) nextLf = buf.indexOf("\n", start);
      if (nextCr !== -1 && nextCr < start) nextCr = buf.indexOf("\r", start);
      let end: number;
      if (nextCr === -1) end = nextLf;
      else if (nextLf === -1) end = nextCr;
      else end = nextLf < nextCr ? nextLf : nextCr;
      if (end === -1) break;
      let next = end + 1;
      if (buf.charCodeAt(end) === CR) {
        if (end + 1 === buf.length && !final) break; // is it CRLF? the next chunk tells
        if (buf.charCodeAt(end + 1) === LF) next = end + 2;
      }
      this.#line(buf.slice(start, end));
      start = next;
    }
    this.#buffer = start === 0 ? buf : buf.slice(start);
  }

  #line(line: string): void {
    if (line.length === 0) {
      this.#flushData(); // blank line: end of an SSE event (and the separator of bare JSON)
      return;
    }
    if (line.charCodeAt(0) === OPEN_BRACE) {
      this.#flushData();
      this.#emit(line);
      return;
    }
    if (line.startsWith("data:")) {
      const payload = line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5);
      if (this.#data === undefined) {
        // Usually one data line is one whole object: dispatch it at once rather than at the blank line.
        if (payload.charCodeAt(0) === OPEN_BRACE && this.#tryEmit(payload)) return;
        this.#data = payload;
      } else {
        this.#data += `\n${payload}`;
      }
      return;
    }
    // ":" comments, "event:", "id:", "retry:" and any other field: nothing to do.
  }

  #flushData(): void {
    const data = this.#data;
    if (data === undefined) return;
    this.#data = undefined;
    if (data.trimStart().charCodeAt(0) === OPEN_BRACE) this.#emit(data);
    // Payloads that are not JSON objects (e.g. "[DONE]") carry no event.
  }

  #tryEmit(json: string): boolean {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return false;
    }
    this.#onEvent(value as T);
    return true;
  }

  #emit(json: string): void {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (cause) {
      throw new SandboxError(`malformed event in output stream: ${json.length > 200 ? `${json.slice(0, 200)}…` : json}`, { code: "INVALID_STREAM_EVENT", cause });
    }
    this.#onEvent(value as T);
  }
}

/**
 * Reads a response body and calls `onEvent` for each event, in order. Resolves when the body
 * ends; rejects when reading fails (connection loss), an event is malformed, or `signal`
 * aborts (with its reason; the body is cancelled, whatever the fetch implementation does).
 */
export async function readEventStream<T = StreamEvent>(body: ReadableStream<Uint8Array>, onEvent: (event: T) => void, signal?: AbortSignal): Promise<void> {
  const parser = new EventStreamParser<T>(onEvent);
  const reader = body.getReader();
  let finished = false;
  const onAbort = () => {
    reader.cancel(signal!.reason).catch(() => {});
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    if (signal?.aborted) throw signal.reason;
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw signal.reason;
      if (done) break;
      parser.push(value);
    }
    finished = true;
    parser.end();
  } finally {
    signal?.removeEventListener("abort", onAbort);
    if (!finished) reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** Async-iterator form of readEventStream(); breaking out of the loop cancels the body. */
export async function* parseEventStream<T = StreamEvent>(body: ReadableStream<Uint8Array>): AsyncGenerator<T, void, undefined> {
  let queue: T[] = [];
  const parser = new EventStreamParser<T>((e) => queue.push(e));
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        parser.end();
      } else {
        parser.push(value);
      }
      if (queue.length) {
        const batch = queue;
        queue = [];
        for (const event of batch) yield event;
      }
      if (finished) return;
    }
  } finally {
    if (!finished) reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
