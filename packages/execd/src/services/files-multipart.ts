// A streaming multipart/form-data reader (RFC 7578 over RFC 2046) for uploads, made for
// throughput: each socket chunk is scanned once with Buffer.indexOf for the delimiter, and a
// part's content is handed on as slices of those chunks (no copy, no stream per part). A sink
// that returns a promise pauses the body until it settles, which is the back-pressure: memory
// holds what the sink keeps plus at most one socket chunk.
import type { Readable } from "node:stream";

/** What a part's headers say: its field name, and `filename` (present, maybe empty, for file parts). */
export type PartHead = { name: string; filename?: string; contentType?: string };

/** Where a part's content goes. A returned promise pauses reading until it settles; a throw or rejection ends the upload. */
export interface PartSink {
  data(chunk: Buffer): void | Promise<void>;
  end(): void | Promise<void>;
}

export type MultipartLimits = { parts: number; files: number; fields: number; headerSize: number; headerPairs: number };

export const MULTIPART_LIMITS: MultipartLimits = { parts: 20_000, files: 10_000, fields: 10_000, headerSize: 16 * 1024, headerPairs: 200 };

/** A body that is not well-formed multipart (`malformed`) or exceeds a limit (`limit`). */
export class MultipartError extends Error {
  readonly kind: "malformed" | "limit";
  constructor(kind: "malformed" | "limit", message: string) {
    super(message);
    this.kind = kind;
  }
}

/** A sink that drops what it gets: preamble, parts nobody asked for. */
export const DISCARD: PartSink = { data: () => undefined, end: () => undefined };

/** `boundary` parameter of a multipart Content-Type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const b = parseParams(contentType.slice(contentType.indexOf(";") + 1)).get("boundary");
  // RFC 2046: 1 to 70 characters.
  return b !== undefined && b.length >= 1 && b.length <= 70 ? b : undefined;
}

/** `; key=value; key="quoted \" value"` → lower-case keys to values (the first of each key wins). */
function parseParams(s: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < s.length) {
    while (i < s.length && (s[i] === ";" || s[i] === " " || s[i] === "\t")) i++;
    let eq = i;
    while (eq < s.length && s[eq] !== "=" && s[eq] !== ";") eq++;
    const key = s.slice(i, eq).trim().toLowerCase();
    if (eq >= s.length || s[eq] === ";") {
      i = eq;
      continue;
    }
    i = eq + 1;
    while (i < s.length && (s[i] === " " || s[i] === "\t")) i++;
    let value = "";
    if (s[i] === '"') {
      for (i++; i < s.length && s[i] !== '"'; i++) {
        if (s[i] === "\\" && i + 1 < s.length) i++;
        value += s[i];
      }
      i++; // closing quote
      while (i < s.length && s[i] !== ";") i++;
    } else {
      const end = s.indexOf(";", i);
      value = s.slice(i, end < 0 ? s.length : end).trim();
      i = end < 0 ? s.length : end;
    }
    if (key !== "" && !out.has(key)) out.set(key, value);
  }
  return out;
}

/** RFC 5987 `charset'lang'pct-encoded` (UTF-8 or ISO-8859-1); undefined if it does not decode. */
function decodeExtValue(v: string): string | undefined {
  const m = /^([^']*)'[^']*'(.*)$/.exec(v);
  if (!m) return undefined;
  try {
    const bytes = Buffer.from(m[2]!.replace(/%([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1");
    return bytes.toString(/^utf-?8$/i.test(m[1]!) ? "utf8" : "latin1");
  } catch {
    return undefined;
  }
}

/** The head of a part, from its header block; undefined for a part that is not `form-data` with a name (skipped). */
export function parsePartHeaders(block: string, maxPairs: number): PartHead | undefined {
  let disposition: string | undefined;
  let contentType: string | undefined;
  let pairs = 0;
  for (const line of block.split("\r\n")) {
    if (++pairs > maxPairs) break;
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (name === "content-disposition") disposition ??= line.slice(colon + 1).trim();
    else if (name === "content-type") contentType ??= line.slice(colon + 1).trim();
  }
  if (disposition === undefined) return undefined;
  const semi = disposition.indexOf(";");
  if ((semi < 0 ? disposition : disposition.slice(0, semi)).trim().toLowerCase() !== "form-data") return undefined;
  const params = parseParams(semi < 0 ? "" : disposition.slice(semi + 1));
  const name = params.get("name");
  if (name === undefined) return undefined;
  const ext = params.get("filename*");
  const filename = (ext !== undefined ? decodeExtValue(ext) : undefined) ?? params.get("filename");
  return { name, ...(filename !== undefined ? { filename } : {}), ...(contentType !== undefined ? { contentType } : {}) };
}

const CRLF2 = Buffer.from("\r\n\r\n");
// Parser states (numbers: Node's type stripping has no enums).
const State = {
  Body: 0, // content of a part (or the preamble)
  AfterDelimiter: 1, // "--" (the end) or optional whitespace then CRLF (a part follows)
  AfterCR: 2,
  AfterDash: 3,
  Headers: 4,
  Done: 5,
} as const;
type State = (typeof State)[keyof typeof State];

/**
 * Reads the multipart `body` with `boundary`, calling `onPart` for each part (its promise, if
 * any, pauses reading) and feeding its sink. Resolves once the closing delimiter was read and
 * the last sink ended; the epilogue is read and dropped. An empty body is an empty form.
 * Rejects with a MultipartError for a malformed body or a limit, or with what a sink threw; the
 * body is then left paused and unpiped, for the caller to drain or destroy.
 */
export function readMultipart(body: Readable, boundary: string, onPart: (head: PartHead) => PartSink | Promise<PartSink>, limits: MultipartLimits = MULTIPART_LIMITS): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  const dlen = delimiter.length;
  let state: State = State.Body;
  let sink: PartSink = DISCARD; // the preamble
  // Bytes at the end of the last chunk that may start a delimiter (in Body), or the header block so far.
  // The body starts with a virtual CRLF, so a first delimiter without one is found like the others.
  let carry: Buffer = Buffer.from("\r\n");
  let padding = 0;
  let parts = 0;
  let files = 0;
  let fields = 0;
  let seen = false; // any byte of the body
  let blocked = false;
  let finished = false;
  const queue: Buffer[] = [];

  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      body.off("data", onData);
      body.off("end", onEnd);
      body.off("error", onError);
      body.off("close", onClose);
    };
    const fail = (err: unknown) => {
      if (finished) return;
      finished = true;
      stop();
      body.pause();
      reject(err);
    };
    const succeed = () => {
      if (finished) return;
      finished = true;
      stop();
      body.resume(); // the epilogue, read into the void
      resolve();
    };
    /** Runs `step`'s result: continues at once if synchronous, else pauses until it settles. */
    const wait = (r: void | Promise<unknown>, then: () => void): boolean => {
      if (!(r instanceof Promise)) return false;
      blocked = true;
      body.pause();
      r.then(() => {
        blocked = false;
        then();
        drain();
      }, fail);
      return true;
    };

    /** Processes `chunk` from `pos`; false if it stopped to wait (the rest is queued again). */
    const feed = (chunk: Buffer, pos: number): boolean => {
      while (pos < chunk.length && !finished) {
        switch (state) {
          case State.Body: {
            let buf = chunk;
            let start = pos;
            if (carry.length > 0) {
              // Rare: the last chunk ended in what may begin a delimiter.
              buf = Buffer.concat([carry, chunk.subarray(pos)]);
              start = 0;
              carry = EMPTY;
              chunk = buf;
            }
            const at = buf.indexOf(delimiter, start);
            if (at >= 0) {
              const next = at + dlen;
              const r = at > start ? sink.data(buf.subarray(start, at)) : undefined;
              const finish = () => {
                const e = sink.end();
                state = State.AfterDelimiter;
                padding = 0;
                return e;
              };
              if (r instanceof Promise) {
                return !wait(r.then(finish), () => requeue(buf, next));
              }
              if (wait(finish(), () => requeue(buf, next))) return false;
              pos = next;
              chunk = buf;
              continue;
            }
            // No delimiter: keep back a tail that is a prefix of one.
            const keep = partialTail(buf, start, delimiter);
            carry = keep < buf.length ? Buffer.from(buf.subarray(keep)) : EMPTY;
            if (keep > start && wait(sink.data(buf.subarray(start, keep)), () => undefined)) return false;
            return true;
          }
          case State.AfterDelimiter: {
            const c = chunk[pos++]!;
            if (c === 0x2d) state = State.AfterDash;
            else if (c === 0x0d) state = State.AfterCR;
            else if ((c === 0x20 || c === 0x09) && ++padding <= 256) state = State.AfterDelimiter;
            else throw new MultipartError("malformed", "unexpected bytes after a boundary");
            break;
          }
          case State.AfterDash:
            if (chunk[pos++] !== 0x2d) throw new MultipartError("malformed", "unexpected bytes after a boundary");
            state = State.Done;
            succeed();
            return true;
          case State.AfterCR:
            if (chunk[pos++] !== 0x0a) throw new MultipartError("malformed", "unexpected bytes after a boundary");
            state = State.Headers;
            carry = EMPTY;
            break;
          case State.Headers: {
            const buf = carry.length > 0 ? Buffer.concat([carry, chunk.subarray(pos)]) : chunk.subarray(pos);
            const base = carry.length; // buf[base] is chunk[pos]
            let end = -1;
            let blockEnd = -1;
            if (buf.length >= 2 && buf[0] === 0x0d && buf[1] === 0x0a) {
              blockEnd = 0;
              end = 2; // no header lines at all
            } else {
              const at = buf.indexOf(CRLF2);
              if (at >= 0) {
                blockEnd = at;
                end = at + 4;
              }
            }
            if (end < 0) {
              if (buf.length > limits.headerSize) throw new MultipartError("limit", `a part's headers are larger than ${limits.headerSize} bytes`);
              carry = Buffer.from(buf);
              return true;
            }
            if (blockEnd > limits.headerSize) throw new MultipartError("limit", `a part's headers are larger than ${limits.headerSize} bytes`);
            const head = parsePartHeaders(buf.toString("latin1", 0, blockEnd), limits.headerPairs);
            pos += end - base;
            carry = EMPTY;
            state = State.Body;
            if (++parts > limits.parts) throw new MultipartError("limit", `more than ${limits.parts} parts`);
            if (head === undefined) {
              sink = DISCARD;
              break;
            }
            if (head.filename !== undefined ? ++files > limits.files : ++fields > limits.fields) {
              throw new MultipartError("limit", head.filename !== undefined ? `more than ${limits.files} files` : `more than ${limits.fields} fields`);
            }
            sink = DISCARD;
            const r = onPart(head);
            const after = pos;
            if (r instanceof Promise) {
              if (wait(r.then((s) => void (sink = s)), () => requeue(chunk, after))) return false;
            } else sink = r;
            break;
          }
          case State.Done:
            return true;
        }
      }
      return true;
    };

    const requeue = (chunk: Buffer, pos: number) => {
      if (pos < chunk.length) queue.unshift(pos === 0 ? chunk : chunk.subarray(pos));
    };

    const drain = () => {
      try {
        while (!blocked && !finished && queue.length > 0) {
          const chunk = queue.shift()!;
          if (!feed(chunk, 0)) return;
        }
        if (!blocked && !finished) {
          if (ended) endOfBody();
          else body.resume();
        }
      } catch (err) {
        fail(err);
      }
    };

    let ended = false;
    const endOfBody = () => {
      if (state === State.Done) return succeed();
      if (!seen) return succeed(); // an empty body is an empty form
      fail(new MultipartError("malformed", "Unexpected end of form"));
    };
    function onData(chunk: Buffer) {
      if (chunk.length > 0) seen = true;
      if (blocked || queue.length > 0) {
        queue.push(chunk);
        body.pause();
        return;
      }
      try {
        feed(chunk, 0);
      } catch (err) {
        fail(err);
      }
    }
    function onEnd() {
      ended = true;
      if (!blocked && queue.length === 0) endOfBody();
    }
    function onError(err: unknown) {
      fail(err);
    }
    function onClose() {
      if (!ended) fail(new MultipartError("malformed", "the body ended early (the client went away)"));
    }
    body.on("data", onData);
    body.on("end", onEnd);
    body.on("error", onError);
    body.on("close", onClose);
  });
}

const EMPTY = Buffer.alloc(0);

/**
 * Smallest index ≥ max(start, length − delimiter length + 1) from which `buf`'s tail is a
 * proper prefix of `delimiter` (delimiters start with CR), or `buf.length` if there is none.
 */
function partialTail(buf: Buffer, start: number, delimiter: Buffer): number {
  for (let i = buf.indexOf(0x0d, Math.max(start, buf.length - delimiter.length + 1)); i >= 0; i = buf.indexOf(0x0d, i + 1)) {
    if (buf.compare(delimiter, 0, buf.length - i, i) === 0) return i;
  }
  return buf.length;
}
