// Downloads: whole file or one byte range (RFC 9110), or a run of lines; always streamed from
// an open file descriptor (the size and type checked are those of the file actually sent).
// A regular file's bytes go from large reads straight to the HTTP response (sendFile).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FileHandle } from "node:fs/promises";
import { open } from "node:fs/promises";
import { constants, read } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
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

/**
 * Bytes per read of a download. Two buffers of this size per download: one is read into while
 * the other is written to the socket. 1 MiB reads keep the per-chunk work negligible.
 */
export const TRANSFER_CHUNK = 1024 * 1024;

/** An open regular file and the bytes of it to send. */
export type FileBody = { fh: FileHandle; start: number; length: number };

export type DownloadResponse =
  | { status: 200 | 206; headers: Record<string, string>; body: Readable }
  | { status: 200 | 206; headers: Record<string, string>; file: FileBody }
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
    closeHere = false; // sendFile closes it
    return { status, headers, file: { fh, start, length } };
  } finally {
    if (closeHere) await fh.close().catch(() => undefined);
  }
}

/**
 * Writes the response head and then `length` bytes of the file from `start`, and closes the
 * file. Reads (TRANSFER_CHUNK bytes, into two buffers allocated per download) run while the
 * previous buffer is being written; a buffer is read into again only once the socket took it,
 * so a slow client holds execd at two buffers. A file that shrinks while being sent ends the
 * connection (the client sees fewer bytes than Content-Length); bytes it grew by are not sent.
 * A HEAD request gets the head only.
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, file: FileBody): Promise<void> {
  const { fh, start, length } = file;
  const fd = fh.fd;
  return new Promise<void>((resolve) => {
    let done = false;
    let reading = false;
    let writes = 0;
    let readPos = start;
    let left = length; // bytes still to read
    const free: Buffer[] = [];
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      res.off("close", onClose);
      if (err) res.destroy(); // ends the connection: the client sees the body cut short
      const closeFile = () => void fh.close().catch(() => undefined).finally(resolve);
      if (!reading) closeFile();
      else pendingClose = closeFile; // the fd must outlive the read in flight
    };
    let pendingClose: (() => void) | undefined;
    const onClose = () => finish(res.writableFinished ? undefined : new Error("client disconnected"));
    res.on("close", onClose);
    res.writeHead(status, headers);
    if (req.method === "HEAD" || length === 0) {
      res.end();
      return finish();
    }
    const pump = () => {
      if (done || reading) return;
      if (left === 0) {
        if (writes === 0) {
          res.end();
          finish();
        }
        return;
      }
      const buf = free.pop() ?? (writes < 2 ? Buffer.allocUnsafeSlow(Math.min(TRANSFER_CHUNK, length)) : undefined);
      if (!buf) return; // both buffers are with the socket: wait for one
      reading = true;
      const want = Math.min(buf.length, left);
      read(fd, buf, 0, want, readPos, (err, n) => {
        reading = false;
        if (pendingClose) return pendingClose();
        if (done) return;
        if (err) return finish(err);
        if (n === 0) return finish(new Error(`file shrank while being sent (${readPos - start} of ${length} bytes)`));
        readPos += n;
        left -= n;
        writes++;
        res.write(n === buf.length ? buf : buf.subarray(0, n), (werr) => {
          writes--;
          if (werr) return finish(werr);
          free.push(buf);
          pump();
        });
        pump();
      });
    };
    pump();
  });
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
