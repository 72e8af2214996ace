// Multipart upload, streamed straight to disk: files-multipart.ts reads the body and each `file`
// part's content is written to a temporary file with large writes (never held in memory), so
// any size uploads with flat memory. Parts are paired by position: the n-th `metadata` part (JSON
// FileMetadata, as a plain field or as a file part) describes the n-th `file` part. When the
// metadata comes first (what SDKs send) the content goes to a temporary file next to its target;
// a file part that arrives before its metadata is staged in the temp directory and moved later.
// Nothing replaces a target before the whole request has been read and validated; then, in
// order, each temporary file gets its owner and mode (default 644), is synced, and is renamed
// over its target (atomic per file), and the directory is synced. On any failure every
// temporary file is removed.
import { close, fdatasync, fsync, open as openFd, writev } from "node:fs";
import { lstat, mkdir, open, realpath, rename } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { ExecdError } from "../errors.ts";
import { errorCode, fsCall, fsError } from "./files-errors.ts";
import { boundaryOf, DISCARD, MULTIPART_LIMITS, MultipartError, readMultipart, type PartHead, type PartSink } from "./files-multipart.ts";
import { decodeName, fsPath, type Name } from "./files-names.ts";
import { discard, moveFile, syncDir, tempName, type FileService, type ResolvedPermission } from "./files.ts";

const METADATA_LIMIT = 1024 * 1024;
const DEFAULT_MODE = 0o644;
/**
 * Content is written in batches of this many bytes (one writev of the socket's chunks, no copy);
 * one batch is written while the next fills, so an upload holds about two batches.
 */
export const WRITE_BATCH = 1024 * 1024;

/**
 * The request's chunks are buffers Node allocates per socket read (64 KiB). They die at once,
 * but V8 frees dead buffers only when it collects, and it schedules collections by JS
 * allocation, which an upload barely does: ~64 MiB of dead chunks pile up, then force a full
 * mark-compact (measured: one per ~30 MB uploaded, 5–37 ms each, 15 % of execd's CPU). A
 * scavenge (minor GC, < 1 ms with execd's 1 MiB young generation) every GC_EVERY uploaded bytes
 * frees them before that. `gc` is exposed at the first upload (minorGc), not by --expose-gc on
 * the command line: that flag makes V8 reject Node's code cache of its own modules, which costs
 * execd's every start ~7 ms compiling them (`node:http` alone 16 → 24 ms here).
 */
export const GC_EVERY = 16 * 1024 * 1024;
/**
 * Every SYNC_BEHIND bytes written, an fdatasync of what the file holds so far starts in the
 * background (never two at once; the writes go on meanwhile), so the fsync that ends the upload
 * has at most this much left to write back instead of the whole file: 64 MiB uploads 568 → 718
 * MB/s, 1 GiB 748 → 888 MB/s (BENCHMARKS.md, "syncing behind every 16 MiB"). The writeback is
 * then charged to execd's CPU rather than the kernel's flusher threads (~+15 % of a core during
 * the upload); at 64 MiB intervals it was no faster (the last 64 MiB still synced at the end).
 */
export const SYNC_BEHIND = 16 * 1024 * 1024;
let sinceGc = 0;
type Gc = (o: { type: "minor" }) => void;
let gcFunction: Gc | null | undefined;
/** V8's `gc`, exposed on first use (null where it cannot be). */
export function minorGc(): Gc | null {
  if (gcFunction !== undefined) return gcFunction;
  gcFunction = (globalThis as { gc?: Gc }).gc ?? null;
  if (!gcFunction) {
    try {
      process.getBuiltinModule("node:v8").setFlagsFromString("--expose-gc");
      gcFunction = process.getBuiltinModule("node:vm").runInNewContext("gc") as Gc;
    } catch {
      gcFunction = null;
    }
  }
  return gcFunction;
}

type Target = { given: string; target: Name; perm: ResolvedPermission };
type Content = { tmp: Name; staged: boolean };

/** Errors of the multipart reader (not of the filesystem) → INVALID_FILE_CONTENT / PAYLOAD_TOO_LARGE. */
export function multipartError(err: unknown): Error {
  if (err instanceof ExecdError) return err;
  if (err instanceof MultipartError && err.kind === "limit") return new ExecdError("PAYLOAD_TOO_LARGE", `upload exceeds a limit: ${err.message}`);
  const code = errorCode(err);
  if (code && /^E[A-Z0-9]+$/.test(code)) return err as Error;
  return new ExecdError("INVALID_FILE_CONTENT", `malformed multipart body: ${(err as Error)?.message ?? String(err)}`);
}

const fdCall = <T>(f: (cb: (err: NodeJS.ErrnoException | null, v?: T) => void) => void): Promise<T> =>
  new Promise((resolve, reject) => f((err, v) => (err ? reject(err) : resolve(v as T))));

/**
 * A part's content into a file descriptor: the chunks (slices of the request's socket reads)
 * are gathered and written with one writev per WRITE_BATCH bytes, one write at a time; while a
 * write runs the next batch fills, and a full batch pauses the request until the write is done.
 * Every SYNC_BEHIND bytes a background fdatasync starts; at the end the file is synced (fsync)
 * and closed.
 */
class FileSink implements PartSink {
  private readonly fd: number;
  private batch: Buffer[] = [];
  private batchBytes = 0;
  private writing = false;
  private waiters: (() => void)[] = [];
  private failure: Error | undefined;
  private closed = false;
  private unsynced = 0;
  private syncing: Promise<void> | undefined;

  constructor(fd: number) {
    this.fd = fd;
  }

  data(chunk: Buffer): void | Promise<void> {
    if (this.failure) throw this.failure;
    this.batch.push(chunk);
    this.batchBytes += chunk.length;
    if (this.batchBytes < WRITE_BATCH) return;
    if (!this.writing) return this.write();
    return this.idle().then(() => {
      if (this.failure) throw this.failure;
      if (this.batchBytes >= WRITE_BATCH && !this.writing) this.write();
    });
  }

  async end(): Promise<void> {
    await this.idle();
    if (this.batchBytes > 0 && !this.failure) {
      this.write();
      await this.idle();
    }
    await this.syncing;
    // A writeback error is reported once per file: one the background sync saw is not seen again
    // by the fsync below.
    if (this.failure) throw this.failure;
    await fdCall((cb) => fsync(this.fd, cb));
    this.closed = true;
    await fdCall((cb) => close(this.fd, cb));
  }

  /** After a failure elsewhere: waits for the write in flight (the fd must outlive it), then closes. */
  async abort(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.idle();
    await this.syncing;
    await fdCall((cb) => close(this.fd, cb)).catch(() => undefined);
  }

  private write(): void {
    if (this.closed) return; // aborted: nothing more goes to the file
    const bufs = this.batch;
    const bytes = this.batchBytes;
    this.batch = [];
    this.batchBytes = 0;
    this.writing = true;
    sinceGc += bytes;
    if (sinceGc >= GC_EVERY) {
      sinceGc = 0;
      minorGc()?.({ type: "minor" });
    }
    writev(this.fd, bufs, (err, written) => {
      this.writing = false;
      if (err) this.failure ??= err;
      else if (written !== bytes) this.failure ??= Object.assign(new Error(`short write (${written} of ${bytes} bytes)`), { code: "EIO" });
      else this.syncBehind(bytes);
      this.wake();
    });
  }

  /** Starts writing back what is written so far once SYNC_BEHIND bytes wait, without waiting for it. */
  private syncBehind(bytes: number): void {
    this.unsynced += bytes;
    if (this.unsynced < SYNC_BEHIND || this.syncing) return;
    this.unsynced = 0;
    this.syncing = fdCall((cb) => fdatasync(this.fd, cb)).then(
      () => (this.syncing = undefined),
      (err: Error) => {
        this.failure ??= err;
        this.syncing = undefined;
      },
    );
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Resolves when no write is in flight. */
  private idle(): Promise<void> {
    return this.writing ? new Promise<void>((r) => this.waiters.push(r)).then(() => this.idle()) : Promise.resolve();
  }
}

/** A small part (metadata) gathered in memory, up to `limit` bytes. */
class TextSink implements PartSink {
  private chunks: Buffer[] = [];
  private size = 0;
  private readonly limit: number;
  private readonly done: (text: string) => Promise<void>;
  constructor(limit: number, done: (text: string) => Promise<void>) {
    this.limit = limit;
    this.done = done;
  }
  data(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.limit) throw new ExecdError("INVALID_FILE_METADATA", `metadata part is larger than ${this.limit} bytes`);
    this.chunks.push(Buffer.from(chunk));
  }
  end(): Promise<void> {
    return this.done(Buffer.concat(this.chunks).toString("utf8"));
  }
}

export class Upload {
  private readonly targets: Target[] = [];
  private readonly contents: Content[] = [];
  private readonly temps = new Set<Name>();
  private readonly sinks = new Set<FileSink>();
  private readonly files: FileService;

  constructor(files: FileService) {
    this.files = files;
  }

  /** Reads the multipart `body` (each file part is written completely before the next part is read) and commits. */
  async run(body: Readable, contentType: string | undefined): Promise<void> {
    try {
      const boundary = boundaryOf(contentType);
      if (boundary === undefined) throw new ExecdError("INVALID_FILE_CONTENT", "malformed multipart body: the Content-Type has no boundary");
      try {
        await readMultipart(body, boundary, (head) => this.part(head), MULTIPART_LIMITS);
      } catch (err) {
        throw multipartError(err);
      }
      this.checkCounts();
      for (let i = 0; i < this.targets.length; i++) await this.commit(this.targets[i]!, this.contents[i]!);
    } finally {
      await Promise.all([...this.sinks].map((s) => s.abort()));
      await Promise.all([...this.temps].map(discard));
    }
  }

  private part(head: PartHead): PartSink | Promise<PartSink> {
    if (head.name === "metadata") return new TextSink(METADATA_LIMIT, (text) => this.metadata(text));
    if (head.name === "file" && head.filename !== undefined) return this.content();
    return DISCARD; // unknown fields and file parts
  }

  private async metadata(raw: unknown): Promise<void> {
    const n = this.targets.length + 1;
    let meta = raw;
    if (typeof raw === "string" || Buffer.isBuffer(raw)) {
      try {
        meta = JSON.parse(String(raw));
      } catch {
        throw new ExecdError("INVALID_FILE_METADATA", `metadata part ${n} is not valid JSON`);
      }
    }
    if (typeof meta !== "object" || meta === null || Array.isArray(meta)) throw new ExecdError("INVALID_FILE_METADATA", `metadata part ${n} is not a JSON object`);
    const m = meta as Record<string, unknown>;
    if (typeof m.path !== "string" || m.path === "") throw new ExecdError("INVALID_FILE_METADATA", `metadata part ${n}: path must be a non-empty string`);
    for (const k of ["owner", "group"] as const) {
      if (m[k] !== undefined && m[k] !== null && (typeof m[k] !== "string" || m[k] === "")) {
        throw new ExecdError("INVALID_FILE_METADATA", `metadata part ${n}: ${k} must be a non-empty string`);
      }
    }
    const given = m.path;
    const perm = await this.files.resolvePermission(
      { owner: m.owner as string | undefined, group: m.group as string | undefined, mode: (m.mode as number | undefined) ?? undefined },
      `metadata ${JSON.stringify(given)}`,
      "INVALID_FILE_METADATA",
    );
    perm.mode ??= DEFAULT_MODE;
    let target = this.files.resolve(given);
    // Write through a symbolic link at the target (as open(O_TRUNC) would), not over it.
    try {
      target = decodeName(await realpath(fsPath(target), "buffer"));
    } catch (err) {
      if (errorCode(err) !== "ENOENT") throw fsError(err, given);
    }
    const st = await lstat(fsPath(target)).catch((err: unknown) => {
      if (errorCode(err) === "ENOENT") return undefined;
      throw fsError(err, given);
    });
    if (st?.isDirectory()) throw new ExecdError("INVALID_FILE", `is a directory: ${JSON.stringify(given)}`);
    await fsCall(given, () => mkdir(fsPath(path.dirname(target)), { recursive: true, mode: 0o777 }), "create parent of");
    this.targets.push({ given, target, perm });
  }

  private async content(): Promise<PartSink> {
    const t = this.targets[this.contents.length];
    const staged = t === undefined;
    const tmp = staged ? tempName(os.tmpdir(), "upload", "execd") : tempName(path.dirname(t.target), path.basename(t.target), "execd-upload");
    this.temps.add(tmp);
    this.contents.push({ tmp, staged });
    const shown = t?.given ?? tmp;
    let fd: number;
    try {
      fd = await fdCall<number>((cb) => openFd(fsPath(tmp), "wx", 0o600, cb));
    } catch (err) {
      throw fsError(err, shown, "write");
    }
    const sink = new FileSink(fd);
    this.sinks.add(sink);
    const fsFailure = (err: unknown) => (errorCode(err) && /^E[A-Z0-9]+$/.test(errorCode(err)!) ? fsError(err, shown, "write") : err);
    return {
      data: (chunk) => {
        try {
          const r = sink.data(chunk);
          return r && r.catch((err: unknown) => Promise.reject(fsFailure(err)));
        } catch (err) {
          throw fsFailure(err);
        }
      },
      end: () =>
        sink.end().then(
          () => void this.sinks.delete(sink),
          (err: unknown) => Promise.reject(fsFailure(err)),
        ),
    };
  }

  private checkCounts(): void {
    const m = this.targets.length;
    const f = this.contents.length;
    if (m === 0) throw new ExecdError("INVALID_FILE_METADATA", "metadata part is missing");
    if (f === 0) throw new ExecdError("INVALID_FILE_CONTENT", "file part is missing");
    if (m !== f) throw new ExecdError("INVALID_FILE", `metadata and file count mismatch: ${m} vs ${f}`);
  }

  private async commit(t: Target, c: Content): Promise<void> {
    let tmp = c.tmp;
    if (c.staged) {
      const near = tempName(path.dirname(t.target), path.basename(t.target), "execd-upload");
      this.temps.add(near);
      await fsCall(t.given, () => moveFile(tmp, near), "stage");
      this.temps.delete(tmp);
      tmp = near;
      await fsCall(t.given, async () => {
        const fh = await open(fsPath(near), "r+"); // a cross-filesystem copy is not synced yet
        await fh.sync().finally(() => fh.close());
      }, "sync");
    }
    await this.files.applyPermission(tmp, t.perm, t.given);
    await fsCall(t.given, () => rename(fsPath(tmp), fsPath(t.target)), "rename");
    this.temps.delete(tmp);
    await syncDir(path.dirname(t.target));
  }
}
