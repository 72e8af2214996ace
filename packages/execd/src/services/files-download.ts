// Downloads: whole file or one byte range (RFC 9110), or a run of lines; always streamed from
// an open file descriptor (the size and type checked are those of the file actually sent).
import type { FileHandle } from "node:fs/promises";
import { open } from "node:fs/promises";
import { constants } from "node:fs";
import path from "node:path";
import { pipeline, Readable, Transform, type TransformCallback } from "node:stream";
import { ExecdError } from "../errors.ts";
import { fsCall } from "./files-errors.ts";
import { contentDisposition, fsPath, type Name } from "./files-names.ts";
import type { FileService } from "./files.ts";

export type RangeResult = { kind: "none" } | { kind: "unsatisfiable" } | { kind: "range"; start: number; end: number };

/**
 * One `Range` header against a representation of `size` bytes. Multiple ranges and malformed
 * headers are ignored (whole file), as RFC 9110 allows; a syntactically valid range that lies
 * outside the file is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (header === undefined) return { kind: "none" };
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!m) return { kind: "none" };
  const specs = m[1]!.split(",").map((s) => s.trim()).filter((s) => s !== "");
  if (specs.length !== 1) return { kind: "none" };
  const r = /^(\d*)\s*-\s*(\d*)$/.exec(specs[0]!);
  if (!r || (r[1] === "" && r[2] === "")) return { kind: "none" };
  if (r[1] === "") {
    const suffix = Number(r[2]);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "range", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(r[1]);
  const last = r[2] === "" ? Infinity : Number(r[2]);
  if (last < start) return { kind: "none" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "range", start, end: Math.min(last, size - 1) };
}

/** Passes bytes through and fails the stream if it did not carry exactly `expected` bytes. */
/**
 * Stream buffer for file transfers: 1 MiB chunks keep execd's per-chunk work low enough for
 * ≥ 300 MB/s on one CPU (64 KiB defaults top out near 230 MB/s), at ~40 MiB extra peak memory.
 */
export const TRANSFER_CHUNK = 1024 * 1024;

class LengthGuard extends Transform {
  private seen = 0;
  private readonly expected: number;
  constructor(expected: number) {
    super({ highWaterMark: TRANSFER_CHUNK });
    this.expected = expected;
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    const room = this.expected - this.seen;
    this.seen += chunk.length;
    done(null, chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk);
  }
  override _flush(done: TransformCallback): void {
    done(this.seen < this.expected ? new Error(`file shrank while being sent (${this.seen} of ${this.expected} bytes)`) : null);
  }
}

export type DownloadResponse =
  | { status: 200 | 206; headers: Record<string, string>; body: Readable }
  | { status: 416; headers: Record<string, string> };

const PSEUDO_FILE_LIMIT = 64 * 1024 * 1024;

async function openRegular(files: FileService, given: Name): Promise<{ fh: FileHandle; size: number; mtime: Date; name: Name }> {
  await files.ids.refresh();
  const p = files.resolve(given);
  // O_NONBLOCK: opening a FIFO must not hang the request (it is refused just below).
  const fh = await fsCall(given, () => open(fsPath(p), constants.O_RDONLY | constants.O_NONBLOCK));
  try {
    const st = await fsCall(given, () => fh.stat());
    if (st.isDirectory()) throw new ExecdError("INVALID_FILE", `is a directory: ${JSON.stringify(given)}`);
    if (!st.isFile()) throw new ExecdError("INVALID_FILE", `not a regular file: ${JSON.stringify(given)}`);
    return { fh, size: st.size, mtime: st.mtime, name: path.basename(p) };
  } catch (err) {
    await fh.close();
    throw err;
  }
}

/** Reads a file whose size says 0 (empty, or a /proc- or /sys-style pseudo file) completely. */
async function readPseudo(fh: FileHandle, given: Name): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  const buf = Buffer.allocUnsafe(64 * 1024);
  for (;;) {
    const { bytesRead } = await fsCall(given, () => fh.read(buf, 0, buf.length, null), "read");
    if (bytesRead === 0) return Buffer.concat(chunks);
    total += bytesRead;
    if (total > PSEUDO_FILE_LIMIT) throw new ExecdError("RUNTIME_ERROR", `${JSON.stringify(given)} reports size 0 but holds more than ${PSEUDO_FILE_LIMIT} bytes`);
    chunks.push(Buffer.from(buf.subarray(0, bytesRead)));
  }
}

/** Whole file (200) or one range (206); 416 when the range lies outside the file. */
export async function openDownload(files: FileService, given: Name, range?: string, ifRange?: string): Promise<DownloadResponse> {
  const { fh, size: statSize, mtime, name } = await openRegular(files, given);
  let closeHere = true;
  try {
    const pseudo = statSize === 0 ? await readPseudo(fh, given) : undefined;
    const size = pseudo ? pseudo.length : statSize;
    const lastModified = mtime.toUTCString();
    const headers: Record<string, string> = {
      "content-type": "application/octet-stream",
      "content-disposition": contentDisposition(name),
      "accept-ranges": "bytes",
      "last-modified": lastModified,
    };
    // If-Range with a validator other than our Last-Modified date: send the whole file.
    const r = ifRange !== undefined && ifRange.trim() !== lastModified ? { kind: "none" as const } : parseRange(range, size);
    if (r.kind === "unsatisfiable") return { status: 416, headers: { "content-range": `bytes */${size}` } };
    const start = r.kind === "range" ? r.start : 0;
    const end = r.kind === "range" ? r.end : size - 1;
    const length = size === 0 ? 0 : end - start + 1;
    headers["content-length"] = String(length);
    if (r.kind === "range") headers["content-range"] = `bytes ${start}-${end}/${size}`;
    const status = r.kind === "range" ? 206 : 200;
    if (pseudo || length === 0) return { status, headers, body: Readable.from([(pseudo ?? Buffer.alloc(0)).subarray(start, start + length)]) };
    const source = fh.createReadStream({ start, end, autoClose: true, highWaterMark: TRANSFER_CHUNK });
    closeHere = false;
    const guard = new LengthGuard(length);
    pipeline(source, guard, () => undefined); // destroys the file stream (and closes the fd) however it ends
    return { status, headers, body: guard };
  } finally {
    if (closeHere) await fh.close().catch(() => undefined);
  }
}

/**
 * Lines `offset` (1-based) to `offset + limit - 1`, streamed as text/plain the way upstream's
 * execd answers: each line without its terminator (`\n` or `\r\n`), joined by `\n`, no newline
 * after the last. Memory stays bounded whatever the line lengths.
 */
export async function openLines(files: FileService, given: Name, offset = 1, limit = Infinity): Promise<{ headers: Record<string, string>; body: Readable }> {
  const { fh } = await openRegular(files, given);
  const source = fh.createReadStream({ autoClose: true });
  const CR = Buffer.from("\r");
  const LF = Buffer.from("\n");
  async function* lines(): AsyncGenerator<Buffer> {
    let line = 1;
    const last = offset + limit - 1;
    let lineStarted = false; // something of the current line was read
    let heldCR = false; // the current line's text so far ended with \r: a terminator if \n follows
    let wrote = false;
    const begin = function* (): Generator<Buffer> {
      if (!lineStarted && line >= offset) {
        if (wrote) yield LF;
        wrote = true;
      }
      lineStarted = true;
    };
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        let pos = 0;
        while (pos < chunk.length) {
          const nl = chunk.indexOf(0x0a, pos);
          let text = chunk.subarray(pos, nl < 0 ? chunk.length : nl);
          pos = nl < 0 ? chunk.length : nl + 1;
          if (line >= offset) {
            yield* begin();
            // A \r held back from the previous chunk was text, unless the line ends right here.
            if (heldCR && text.length > 0) yield CR;
            heldCR = false;
            if (text.length > 0 && text[text.length - 1] === 0x0d) {
              text = text.subarray(0, -1); // a terminator's \r, or held until we know
              heldCR = nl < 0;
            }
            if (text.length > 0) yield text;
          }
          if (nl >= 0) {
            if (line >= last) return;
            line++;
            lineStarted = false;
          }
        }
      }
      // A last line without terminator: a trailing \r is dropped like a terminator's.
    } finally {
      source.destroy();
    }
  }
  return { headers: { "content-type": "text/plain; charset=utf-8" }, body: Readable.from(lines()) };
}
