// Multipart upload, streamed straight to disk: each `file` part is piped into a temporary file
// (never held in memory), so any size uploads with flat memory. Parts are paired by position:
// the n-th `metadata` part (JSON FileMetadata, as a plain field or as a file part) describes
// the n-th `file` part. When the metadata comes first (what SDKs send) the content goes to a
// temporary file next to its target; a file part that arrives before its metadata is staged
// in the temp directory and moved later. Nothing replaces a target before the whole request
// has been read and validated; then, in order, each temporary file gets its owner and mode
// (default 644), is synced, and is renamed over its target (atomic per file), and the
// directory is synced. On any failure every temporary file is removed.
import { createWriteStream } from "node:fs";
import { TRANSFER_CHUNK } from "./files-download.ts";
import { lstat, mkdir, open, realpath, rename } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ExecdError } from "../errors.ts";
import { errorCode, fsCall, fsError } from "./files-errors.ts";
import { decodeName, fsPath, type Name } from "./files-names.ts";
import { discard, moveFile, syncDir, tempName, type FileService, type ResolvedPermission } from "./files.ts";

/** One part as @fastify/multipart yields it (only what is used here). */
export type UploadPart =
  | { type: "field"; fieldname: string; value: unknown; mimetype?: string }
  | { type: "file"; fieldname: string; file: Readable; filename?: string; mimetype?: string };

const METADATA_LIMIT = 1024 * 1024;
const DEFAULT_MODE = 0o644;

type Target = { given: string; target: Name; perm: ResolvedPermission };
type Content = { tmp: Name; staged: boolean };

async function readSmall(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.resume();
      throw new ExecdError("INVALID_FILE_METADATA", `metadata part is larger than ${limit} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Errors of the multipart parser (not of the filesystem) → INVALID_FILE_CONTENT/METADATA. */
export function multipartError(err: unknown): Error {
  if (err instanceof ExecdError) return err;
  const code = errorCode(err);
  if (code === "FST_INVALID_JSON_FIELD_ERROR") return new ExecdError("INVALID_FILE_METADATA", "metadata part is not valid JSON");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_REQ_FILE_TOO_LARGE") {
    return new ExecdError("PAYLOAD_TOO_LARGE", `upload exceeds a limit: ${(err as Error).message}`);
  }
  if (code && /^E[A-Z0-9]+$/.test(code)) return err as Error;
  return new ExecdError("INVALID_FILE_CONTENT", `malformed multipart body: ${(err as Error)?.message ?? String(err)}`);
}

export class Upload {
  private readonly targets: Target[] = [];
  private readonly contents: Content[] = [];
  private readonly temps = new Set<Name>();
  private readonly files: FileService;

  constructor(files: FileService) {
    this.files = files;
  }

  /** Consumes the parts (each file part completely before the next is requested) and commits. */
  async run(parts: AsyncIterable<UploadPart>): Promise<void> {
    try {
      const it = parts[Symbol.asyncIterator]();
      for (;;) {
        let next: IteratorResult<UploadPart>;
        try {
          next = await it.next();
        } catch (err) {
          throw multipartError(err);
        }
        if (next.done) break;
        await this.part(next.value);
      }
      this.checkCounts();
      for (let i = 0; i < this.targets.length; i++) await this.commit(this.targets[i]!, this.contents[i]!);
    } finally {
      await Promise.all([...this.temps].map(discard));
    }
  }

  private async part(part: UploadPart): Promise<void> {
    if (part.fieldname === "metadata") {
      let raw: unknown;
      if (part.type === "file") raw = (await readSmall(part.file, METADATA_LIMIT)).toString("utf8");
      else raw = part.value;
      await this.metadata(raw);
    } else if (part.fieldname === "file" && part.type === "file") {
      await this.content(part.file);
    } else if (part.type === "file") {
      part.file.resume(); // unknown file part: drain it
      await new Promise((resolve) => part.file.once("end", resolve).once("close", resolve));
    }
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

  private async content(stream: Readable): Promise<void> {
    const t = this.targets[this.contents.length];
    const staged = t === undefined;
    const tmp = staged ? tempName(os.tmpdir(), "upload", "execd") : tempName(path.dirname(t.target), path.basename(t.target), "execd-upload");
    this.temps.add(tmp);
    this.contents.push({ tmp, staged });
    try {
      await pipeline(stream, createWriteStream(fsPath(tmp), { flags: "wx", mode: 0o600, flush: true, highWaterMark: TRANSFER_CHUNK }));
    } catch (err) {
      stream.resume();
      const code = errorCode(err);
      if (code && /^E[A-Z0-9]+$/.test(code)) throw fsError(err, t?.given ?? tmp, "write");
      throw multipartError(err);
    }
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
