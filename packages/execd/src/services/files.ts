// Filesystem operations of execd (the Filesystem tag of specs/execd-api.yaml), independent of
// HTTP. Paths are `Name`s (see files-names.ts): any file name, including names that are not
// valid UTF-8, can be listed and addressed. Failures are ExecdErrors with the spec's codes
// (see files-errors.ts).
import { randomBytes } from "../random.ts";
import type { Dirent, Stats } from "node:fs";
import { chmod, chown, copyFile, cp, lstat, mkdir, open, readdir, realpath, rename, rm, stat, unlink, utimes } from "node:fs/promises";
import { constants as fsConstants, createReadStream, createWriteStream } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ExecdError, type ErrorCode } from "../errors.ts";
import type { FileInfo } from "../generated/execd/types.gen.ts";
import { errorCode, fsCall, fsError } from "./files-errors.ts";
import { compileGlob } from "./files-glob.ts";
import { IdResolver } from "./files-ids.ts";
import { decodeName, encodeName, fsPath, resolvePath, type Name } from "./files-names.ts";

/** `null` owner/group (what the official upstream clients send for "unset") is the same as absent. */
export type PermissionInput = { owner?: string | null; group?: string | null; mode?: number };
/** A validated permission: numeric ids and mode bits, each optional. */
export type ResolvedPermission = { uid?: number; gid?: number; mode?: number };

/** `755` (decimal digits = octal bits) → 0o755; undefined if not such a number. */
export function parseOctalMode(mode: unknown): number | undefined {
  if (typeof mode !== "number" || !Number.isInteger(mode) || mode < 0 || mode > 7777) return undefined;
  const digits = String(mode);
  return /^[0-7]+$/.test(digits) ? parseInt(digits, 8) : undefined;
}

/** 0o755 → 755, as FileInfo.mode encodes it (setuid, setgid and sticky bits included: 4755, 1777). */
export const encodeMode = (bits: number): number => parseInt((bits & 0o7777).toString(8), 10);

export const fileType = (st: Stats): NonNullable<FileInfo["type"]> =>
  st.isSymbolicLink() ? "symlink" : st.isDirectory() ? "directory" : st.isFile() ? "file" : "other";

export const tempName = (dir: Name, base: string, tag: string): Name =>
  path.join(dir, `.${base.slice(0, 100)}.${tag}-${randomBytes(6).toString("hex")}`);

/** Removes a file, ignoring every failure (cleanup paths). */
export const discard = (p: Name): Promise<void> => unlink(fsPath(p)).catch(() => undefined);

/** fsync of a directory so a rename in it is durable; best effort (not every filesystem allows it). */
export async function syncDir(dir: Name): Promise<void> {
  try {
    const fh = await open(fsPath(dir), "r");
    await fh.sync().catch(() => undefined);
    await fh.close();
  } catch {
    /* best effort */
  }
}

/** Renames, falling back to copy + delete across filesystems (EXDEV). */
export async function moveFile(from: Name, to: Name): Promise<void> {
  try {
    await rename(fsPath(from), fsPath(to));
  } catch (err) {
    if (errorCode(err) !== "EXDEV") throw err;
    const src = fsPath(from);
    const dst = fsPath(to);
    if (typeof src === "string" && typeof dst === "string") {
      await cp(src, dst, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true, errorOnExist: true, force: false });
    } else {
      // fs.cp takes string paths only: names that are not UTF-8 move across filesystems as single files.
      const st = await lstat(src);
      if (!st.isFile()) throw new ExecdError("RUNTIME_ERROR", "cannot move a directory or special file whose name is not UTF-8 across filesystems");
      await copyFile(src, dst, fsConstants.COPYFILE_EXCL);
      await utimes(dst, st.atime, st.mtime);
    }
    await rm(src, { recursive: true, force: true });
  }
}

/** Counting, binary-safe replacement of every non-overlapping occurrence, chunk boundaries included. */
export class ReplaceStream extends Transform {
  count = 0;
  private carry: Buffer = Buffer.alloc(0);
  private readonly from: Buffer;
  private readonly to: Buffer;
  constructor(from: Buffer, to: Buffer) {
    super();
    this.from = from;
    this.to = to;
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    const buf = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const out: Buffer[] = [];
    let pos = 0;
    for (let at = buf.indexOf(this.from, pos); at !== -1; at = buf.indexOf(this.from, pos)) {
      out.push(buf.subarray(pos, at), this.to);
      this.count++;
      pos = at + this.from.length;
    }
    const keep = Math.max(pos, buf.length - (this.from.length - 1));
    out.push(buf.subarray(pos, keep));
    this.carry = Buffer.from(buf.subarray(keep));
    done(null, Buffer.concat(out));
  }
  override _flush(done: TransformCallback): void {
    done(null, this.carry);
  }
}

/** `signal` stops a walk between directories, also one that has found nothing to yield for a while. */
export type WalkOptions = { signal?: AbortSignal };

export class FileService {
  readonly ids = new IdResolver();

  /** `~` / `~user` expansion and absolute path (`ids.refresh()` must have run for `~user`). */
  resolve(given: Name): Name {
    return resolvePath(given, (u) => this.ids.homeOf(u));
  }

  // ---- metadata -------------------------------------------------------------------------

  /** FileInfo from an lstat/stat result; `ids.refresh()` must have run. */
  describe(p: Name, st: Stats): FileInfo {
    const created = st.birthtimeMs > 0 ? st.birthtime : st.ctime;
    return {
      path: p,
      type: fileType(st),
      size: st.size,
      modified_at: st.mtime.toISOString(),
      created_at: created.toISOString(),
      owner: this.ids.userName(st.uid),
      group: this.ids.groupName(st.gid),
      mode: encodeMode(st.mode),
    };
  }

  /** Metadata of each path (symbolic links are described, not followed), keyed by the path as given. */
  async info(paths: Name[]): Promise<Record<string, FileInfo>> {
    await this.ids.refresh();
    const out: Record<string, FileInfo> = {};
    for (const given of paths) {
      const p = this.resolve(given);
      out[given] = this.describe(p, await fsCall(given, () => lstat(fsPath(p))));
    }
    return out;
  }

  // ---- permissions ----------------------------------------------------------------------

  /** Validates mode, owner and group (names from the sandbox's passwd/group, or numeric ids). */
  async resolvePermission(perm: PermissionInput, where: string, code: ErrorCode = "INVALID_REQUEST_BODY"): Promise<ResolvedPermission> {
    await this.ids.refresh();
    const out: ResolvedPermission = {};
    if (perm.mode !== undefined && perm.mode !== null) {
      const bits = parseOctalMode(perm.mode);
      if (bits === undefined) throw new ExecdError(code, `${where}: mode ${JSON.stringify(perm.mode)} is not an octal permission such as 644 or 755`);
      out.mode = bits;
    }
    if (perm.owner !== undefined && perm.owner !== null) {
      const uid = typeof perm.owner === "string" ? this.ids.uid(perm.owner) : undefined;
      if (uid === undefined) throw new ExecdError(code, `${where}: unknown user ${JSON.stringify(perm.owner)}`);
      out.uid = uid;
    }
    if (perm.group !== undefined && perm.group !== null) {
      const gid = typeof perm.group === "string" ? this.ids.gid(perm.group) : undefined;
      if (gid === undefined) throw new ExecdError(code, `${where}: unknown group ${JSON.stringify(perm.group)}`);
      out.gid = gid;
    }
    return out;
  }

  /** chown (first: it may clear setuid bits) then chmod. Follows symbolic links, like chmod(1). */
  async applyPermission(p: Name, perm: ResolvedPermission, shown: string = p): Promise<void> {
    if (perm.uid !== undefined || perm.gid !== undefined) await fsCall(shown, () => chown(fsPath(p), perm.uid ?? -1, perm.gid ?? -1), "chown");
    if (perm.mode !== undefined) await fsCall(shown, () => chmod(fsPath(p), perm.mode!), "chmod");
  }

  /** Applies each permission; everything is validated (paths exist, ids known) before anything changes. */
  async chmod(entries: Record<string, PermissionInput>): Promise<void> {
    await this.ids.refresh();
    const plan: { given: string; p: Name; perm: ResolvedPermission }[] = [];
    for (const [given, perm] of Object.entries(entries)) {
      const p = this.resolve(given);
      await fsCall(given, () => stat(fsPath(p)));
      plan.push({ given, p, perm: await this.resolvePermission(perm ?? {}, given) });
    }
    for (const { given, p, perm } of plan) await this.applyPermission(p, perm, given);
  }

  // ---- create, move, delete -------------------------------------------------------------

  /** mkdir -p; mode and ownership are applied to directories this call creates (existing ones are left alone). */
  async makeDirs(entries: Record<string, PermissionInput>): Promise<void> {
    await this.ids.refresh();
    const plan: { given: string; p: Name; perm: ResolvedPermission }[] = [];
    for (const [given, perm] of Object.entries(entries)) {
      plan.push({ given, p: this.resolve(given), perm: await this.resolvePermission(perm ?? {}, given) });
    }
    for (const { given, p, perm } of plan) {
      const existing = await stat(fsPath(p)).catch((err: unknown) => {
        if (errorCode(err) === "ENOENT") return undefined;
        throw fsError(err, given);
      });
      if (existing) {
        if (!existing.isDirectory()) throw new ExecdError("INVALID_FILE", `exists and is not a directory: ${JSON.stringify(given)}`);
        continue;
      }
      await fsCall(given, () => mkdir(fsPath(p), { recursive: true, mode: 0o777 }), "mkdir");
      await this.applyPermission(p, perm, given);
    }
  }

  /** Deletes files and symbolic links; every path must exist and not be a directory (checked before any is deleted). */
  async removeFiles(paths: Name[]): Promise<void> {
    await this.ids.refresh();
    const targets: { given: string; p: Name }[] = [];
    for (const given of paths) {
      const p = this.resolve(given);
      const st = await fsCall(given, () => lstat(fsPath(p)));
      if (st.isDirectory()) throw new ExecdError("INVALID_FILE", `is a directory (use DELETE /directories): ${JSON.stringify(given)}`);
      targets.push({ given, p });
    }
    for (const { given, p } of targets) {
      await unlink(fsPath(p)).catch((err: unknown) => {
        if (errorCode(err) !== "ENOENT") throw fsError(err, given, "unlink"); // listed twice, or gone meanwhile
      });
    }
  }

  /** rm -rf of each path (missing paths are fine; `/` is refused). */
  async removeDirs(paths: Name[]): Promise<void> {
    await this.ids.refresh();
    const targets = paths.map((given) => ({ given, p: this.resolve(given) }));
    for (const { given, p } of targets) {
      if (p === "/") throw new ExecdError("INVALID_FILE", "refusing to remove /");
    }
    for (const { given, p } of targets) {
      await fsCall(given, () => rm(fsPath(p), { recursive: true, force: true }), "remove");
    }
  }

  /**
   * Moves each src to dest in order (files or directories, across filesystems too). The
   * source must exist, the destination must not, and its parent directory must exist.
   */
  async rename(items: { src: Name; dest: Name }[]): Promise<void> {
    await this.ids.refresh();
    for (const { src, dest } of items) {
      const from = this.resolve(src);
      const to = this.resolve(dest);
      await fsCall(src, () => lstat(fsPath(from)), "source");
      if (from === to) continue;
      const existing = await lstat(fsPath(to)).catch((err: unknown) => {
        if (errorCode(err) === "ENOENT") return undefined;
        throw fsError(err, dest, "destination");
      });
      if (existing) throw new ExecdError("INVALID_FILE", `destination already exists: ${JSON.stringify(dest)}`);
      const parent = await stat(fsPath(path.dirname(to))).catch((err: unknown) => {
        throw fsError(err, path.dirname(to), "destination directory");
      });
      if (!parent.isDirectory()) throw new ExecdError("INVALID_FILE", `destination directory is not a directory: ${JSON.stringify(path.dirname(to))}`);
      await fsCall(`${src} -> ${dest}`, () => moveFile(from, to), "move");
    }
  }

  // ---- listing and search ---------------------------------------------------------------

  private async entries(dir: Name): Promise<{ name: Name; dirent: Dirent<Buffer> }[]> {
    const list = await readdir(fsPath(dir), { withFileTypes: true, encoding: "buffer" });
    list.sort((a, b) => Buffer.compare(a.name, b.name));
    return list.map((dirent) => ({ name: decodeName(dirent.name), dirent }));
  }

  private async describeAll(paths: Name[]): Promise<(FileInfo | undefined)[]> {
    return Promise.all(paths.map((p) => lstat(fsPath(p)).then((st) => this.describe(p, st), () => undefined)));
  }

  /**
   * Entries below `dir` down to `depth` levels (1 = children), in lexical (byte) order with
   * each directory's descendants right after it. Symbolic links are listed, never followed;
   * a symbolic link as `dir` is refused. Unreadable subdirectories are listed without content.
   * Errors about `dir` itself are thrown here; the walk is the returned generator, produced as it
   * is consumed (a huge tree is never held in memory, and stopping the consumer stops the walk).
   */
  async list(given: Name, depth: number, opts: WalkOptions = {}): Promise<AsyncGenerator<FileInfo>> {
    await this.ids.refresh();
    const root = this.resolve(given);
    const st = await fsCall(given, () => lstat(fsPath(root)));
    if (st.isSymbolicLink()) throw new ExecdError("INVALID_FILE", `is a symbolic link (list its target instead): ${JSON.stringify(given)}`);
    if (!st.isDirectory()) throw new ExecdError("INVALID_FILE", `not a directory: ${JSON.stringify(given)}`);
    const rootEntries = depth <= 0 ? [] : await fsCall(given, () => this.entries(root), "read directory");
    const read = (dir: Name) => this.entries(dir);
    const describeAll = (paths: Name[]) => this.describeAll(paths);
    const walk = async function* (dir: Name, level: number, known?: { name: Name; dirent: Dirent<Buffer> }[]): AsyncGenerator<FileInfo> {
      if (opts.signal?.aborted) throw opts.signal.reason;
      let entries = known;
      if (!entries) {
        try {
          entries = await read(dir);
        } catch {
          return; // unreadable or vanished: the directory itself is already listed
        }
      }
      const paths = entries.map((e) => path.join(dir, e.name));
      const infos = await describeAll(paths);
      for (let i = 0; i < entries.length; i++) {
        const info = infos[i];
        if (!info) continue; // vanished meanwhile
        yield info;
        if (info.type === "directory" && level < depth) yield* walk(paths[i]!, level + 1);
      }
    };
    return walk(root, 1, rootEntries);
  }

  /**
   * Files (everything but directories) below `root` matching `pattern` (see files-glob.ts), in
   * lexical order. Symbolic links are reported, never followed; unreadable directories are
   * skipped; a directory reached twice (bind mounts) is walked once. Like `list`: errors about
   * `root` are thrown here, the walk is the returned generator.
   */
  async search(given: Name, pattern: string, opts: WalkOptions = {}): Promise<AsyncGenerator<FileInfo>> {
    const matches = compileGlob(pattern);
    await this.ids.refresh();
    const root = this.resolve(given);
    const st = await fsCall(given, () => stat(fsPath(root)));
    if (!st.isDirectory()) throw new ExecdError("INVALID_FILE", `not a directory: ${JSON.stringify(given)}`);
    const rootEntries = await fsCall(given, () => this.entries(root), "read directory");
    const seen = new Set<string>([`${st.dev}:${st.ino}`]);
    const read = (dir: Name) => this.entries(dir);
    const describeAll = (paths: Name[]) => this.describeAll(paths);
    const walk = async function* (dir: Name, rel: string, known?: { name: Name; dirent: Dirent<Buffer> }[]): AsyncGenerator<FileInfo> {
      if (opts.signal?.aborted) throw opts.signal.reason; // a walk that yields nothing for long still stops
      let entries = known;
      if (!entries) {
        try {
          entries = await read(dir);
        } catch {
          return; // unreadable or vanished
        }
      }
      const hits: Name[] = [];
      const flush = async function* () {
        const described = await describeAll(hits.splice(0));
        for (const info of described) if (info && info.type !== "directory") yield info;
      };
      for (const { name, dirent } of entries) {
        const full = path.join(dir, name);
        const relative = rel ? `${rel}/${name}` : name;
        if (dirent.isDirectory()) {
          yield* flush(); // keep lexical order: earlier siblings first
          const dst = await lstat(fsPath(full)).catch(() => undefined);
          if (!dst?.isDirectory()) continue;
          const key = `${dst.dev}:${dst.ino}`;
          if (seen.has(key)) continue;
          seen.add(key);
          yield* walk(full, relative);
        } else if (matches(relative, name, full)) hits.push(full);
      }
      yield* flush();
    };
    return walk(root, "", rootEntries);
  }

  // ---- content --------------------------------------------------------------------------

  /**
   * Replaces every occurrence of old by new in each file (bytes; `old`/`new` are UTF-8, with
   * escaped bytes allowed). Streams through a temporary file in the same directory, renamed
   * over the original (mode and owner kept); hard-linked files are rewritten in place instead.
   * A file without occurrences is not touched. All files are checked before any is changed.
   */
  async replace(entries: Record<string, { old: string; new: string }>): Promise<Record<string, { replacedCount: number }>> {
    await this.ids.refresh();
    const plan: { given: string; real: Name; st: Stats; from: Buffer; to: Buffer }[] = [];
    for (const [given, item] of Object.entries(entries)) {
      const from = encodeName(item.old);
      if (from.length === 0) throw new ExecdError("INVALID_REQUEST_BODY", `${given}: old must not be empty`);
      const real = await fsCall(given, () => realpath(fsPath(this.resolve(given)), "buffer")).then(decodeName);
      const st = await fsCall(given, () => stat(fsPath(real)));
      if (st.isDirectory()) throw new ExecdError("INVALID_FILE", `is a directory: ${JSON.stringify(given)}`);
      if (!st.isFile()) throw new ExecdError("INVALID_FILE", `not a regular file: ${JSON.stringify(given)}`);
      plan.push({ given, real, st, from, to: encodeName(item.new) });
    }
    const out: Record<string, { replacedCount: number }> = {};
    for (const step of plan) out[step.given] = { replacedCount: await this.replaceOne(step) };
    return out;
  }

  private async replaceOne({ given, real, st, from, to }: { given: string; real: Name; st: Stats; from: Buffer; to: Buffer }): Promise<number> {
    const dir = path.dirname(real);
    let tmp = tempName(dir, path.basename(real), "execd-replace");
    let inPlace = st.nlink > 1;
    const write = async (target: Name): Promise<number> => {
      const replacer = new ReplaceStream(from, to);
      await pipeline(createReadStream(fsPath(real)), replacer, createWriteStream(fsPath(target), { flags: "wx", mode: 0o600, flush: true }));
      return replacer.count;
    };
    let count: number;
    try {
      count = await write(tmp);
    } catch (err) {
      await discard(tmp);
      if (!["EACCES", "EPERM", "EROFS"].includes(errorCode(err) ?? "")) throw fsError(err, given, "replace in");
      // The directory is not writable (the file may be): rewrite in place via a private temp file.
      inPlace = true;
      tmp = tempName(os.tmpdir(), "replace", "execd");
      try {
        count = await write(tmp);
      } catch (err2) {
        await discard(tmp);
        throw fsError(err2, given, "replace in");
      }
    }
    try {
      if (count === 0) return 0;
      if (inPlace) {
        await fsCall(given, () => copyFile(fsPath(tmp), fsPath(real)), "rewrite");
        return count;
      }
      await chown(fsPath(tmp), st.uid, st.gid).catch(() => undefined); // only root can give files away
      await fsCall(given, () => chmod(fsPath(tmp), st.mode & 0o7777), "chmod");
      await fsCall(given, () => rename(fsPath(tmp), fsPath(real)), "rename");
      return count;
    } finally {
      await discard(tmp);
    }
  }
}
