// osb files cp | cat | ls | rm | mkdir, with `ID:/path` naming a path in sandbox ID (docker cp
// style). Transfers stream in both directions (nothing is held in memory), show a progress bar
// on stderr for large files when stderr is a terminal, and keep the permission bits.
import { chmod, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Command } from "commander";
import { BadRequestError, NotFoundError, type FileEntry, type Sandbox } from "@opensandbox/sdk";
import { interruptible, leaf } from "../context.ts";
import { CliError, describeError, UsageError } from "../errors.ts";
import { formatOf, printList } from "../output.ts";
import { createProgress, type Progress } from "../progress.ts";
import { parseIntInRange, parseLocation, parseSandboxPath, type Location } from "../parse.ts";
import { connectSandbox } from "../sdk.ts";

/** Files at least this large get a progress bar (when stderr is a terminal). */
export const PROGRESS_THRESHOLD = 1024 * 1024;
const CHUNK = 256 * 1024;
/** Depth used to list a whole tree. */
const ALL_LEVELS = 4096;

type OutputOpts = { output?: string; json?: boolean };

/** Connections to the sandboxes a command touches, made once each. */
class Sandboxes {
  readonly #cmd: Command;
  readonly #signal: AbortSignal | undefined;
  readonly #cache = new Map<string, Promise<Sandbox>>();
  constructor(cmd: Command, signal?: AbortSignal) {
    this.#cmd = cmd;
    this.#signal = signal;
  }
  get(id: string): Promise<Sandbox> {
    let p = this.#cache.get(id);
    if (!p) {
      p = connectSandbox(this.#cmd, id, this.#signal);
      this.#cache.set(id, p);
    }
    return p;
  }
}

// ---- permissions: execd writes modes as octal digits in a decimal number (644) ----------------

const toExecdMode = (mode: number) => Number((mode & 0o777).toString(8));
const fromExecdMode = (mode: number) => parseInt(String(mode), 8) & 0o777;

function modeString(e: FileEntry): string {
  const t = e.type === "directory" ? "d" : e.type === "symlink" ? "l" : e.type === "file" ? "-" : "?";
  const bits = fromExecdMode(e.mode);
  let s = "";
  for (let i = 8; i >= 0; i--) s += bits & (1 << i) ? "rwx"[(8 - i) % 3] : "-";
  return t + s;
}

const posixJoin = (dir: string, name: string) => (dir.endsWith("/") ? `${dir}${name}` : `${dir}/${name}`);
const posixBase = (p: string) => p.replace(/\/+$/, "").split("/").pop() || p;

// ---- streams ------------------------------------------------------------------------------------

/** A local file as a web stream, counting bytes into `progress`. */
function fileStream(file: string, progress: Progress): ReadableStream<Uint8Array> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async start() {
        handle = await open(file, "r");
      },
      async pull(controller) {
        const buf = new Uint8Array(CHUNK);
        const { bytesRead } = await handle!.read(buf, 0, CHUNK, null);
        if (bytesRead === 0) {
          await handle!.close();
          handle = undefined;
          controller.close();
          return;
        }
        progress.add(bytesRead);
        controller.enqueue(buf.subarray(0, bytesRead));
      },
      async cancel() {
        await handle?.close();
        handle = undefined;
      },
    },
    { highWaterMark: 2 },
  );
}

/** This process's stdin as a web stream. */
function stdinStream(progress: Progress): ReadableStream<Uint8Array> {
  const it = process.stdin[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await it.next();
      if (done) controller.close();
      else {
        const chunk = value as Buffer;
        progress.add(chunk.length);
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      }
    },
    async cancel() {
      await it.return?.();
    },
  });
}

/** Writes a web stream to stdout, honouring backpressure. */
async function streamToStdout(stream: ReadableStream<Uint8Array>, progress?: Progress): Promise<void> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      progress?.add(value.byteLength);
      if (!process.stdout.write(value)) await new Promise((r) => process.stdout.once("drain", r));
    }
  } finally {
    reader.releaseLock();
  }
}

/** Writes a web stream to a local file through a temporary name, renamed once complete. */
async function streamToFile(stream: ReadableStream<Uint8Array>, file: string, progress: Progress, mode?: number): Promise<void> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.osb-${process.pid}.part`);
  const handle = await open(tmp, "w", 0o600);
  const reader = stream.getReader();
  let ok = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let off = 0;
      while (off < value.byteLength) off += (await handle.write(value, off, value.byteLength - off)).bytesWritten;
      progress.add(value.byteLength);
    }
    ok = true;
  } finally {
    reader.releaseLock();
    await handle.close();
    if (!ok) await rm(tmp, { force: true });
  }
  if (mode !== undefined) await chmod(tmp, mode);
  await rename(tmp, file);
}

// ---- cp -----------------------------------------------------------------------------------------

interface CpOptions {
  progress: boolean;
}

function progressFor(label: string, total: number | undefined, opts: CpOptions): Progress {
  const enabled = opts.progress && process.stderr.isTTY === true && (total === undefined || total >= PROGRESS_THRESHOLD);
  return createProgress({ label, total, enabled });
}

async function remoteInfo(sb: Sandbox, p: string): Promise<FileEntry | undefined> {
  try {
    return await sb.files.info(p);
  } catch (err) {
    if (NotFoundError.isInstance(err)) return undefined;
    throw err;
  }
}

async function localStat(p: string) {
  try {
    return await stat(p);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

async function upload(sandboxes: Sandboxes, src: string, dst: { sandboxId: string; path: string }, opts: CpOptions): Promise<void> {
  const sb = await sandboxes.get(dst.sandboxId);
  const st = await localStat(src);
  if (!st) throw new CliError(`${src}: no such file or directory`);
  const contentsOnly = /(^|\/)\.$/.test(src);
  const target = await remoteInfo(sb, dst.path);
  if (st.isDirectory()) {
    if (target && target.type !== "directory") throw new CliError(`cannot copy directory ${src} onto file ${dst.sandboxId}:${dst.path}`);
    // docker cp: into an existing directory the source directory itself goes; else it becomes dst.
    const root = target && !contentsOnly ? posixJoin(dst.path, path.basename(path.resolve(src))) : dst.path;
    await uploadTree(sb, src, root, opts);
    return;
  }
  if (!st.isFile()) throw new CliError(`${src}: not a regular file`);
  const dest = dst.path.endsWith("/") || target?.type === "directory" ? posixJoin(dst.path, path.basename(src)) : dst.path;
  await uploadFile(sb, src, dest, st.size, st.mode, opts);
}

async function uploadFile(sb: Sandbox, src: string, dest: string, size: number, mode: number, opts: CpOptions): Promise<void> {
  const progress = progressFor(path.basename(src), size, opts);
  await sb.files.write(dest, fileStream(src, progress), { mode: toExecdMode(mode) });
  progress.done();
}

async function uploadTree(sb: Sandbox, srcDir: string, root: string, opts: CpOptions): Promise<void> {
  const dirs: string[] = [root];
  const files: { local: string; remote: string; size: number; mode: number }[] = [];
  const walk = async (local: string, remote: string) => {
    for (const d of (await readdir(local, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const l = path.join(local, d.name);
      const r = posixJoin(remote, d.name);
      if (d.isDirectory()) {
        dirs.push(r);
        await walk(l, r);
      } else if (d.isFile()) {
        const st = await stat(l);
        files.push({ local: l, remote: r, size: st.size, mode: st.mode });
      } else process.stderr.write(`osb: skipping ${l}: not a regular file or directory\n`);
    }
  };
  await walk(srcDir, root);
  await sb.files.mkdir(dirs);
  for (const f of files) await uploadFile(sb, f.local, f.remote, f.size, f.mode, opts);
}

async function download(sandboxes: Sandboxes, src: { sandboxId: string; path: string }, dst: Location, opts: CpOptions): Promise<void> {
  const sb = await sandboxes.get(src.sandboxId);
  const info = await sb.files.info(src.path);
  if (dst.kind === "stdio") {
    if (info.type === "directory") throw new CliError(`${src.sandboxId}:${src.path} is a directory; it cannot be written to stdout`);
    const progress = progressFor(posixBase(src.path), info.size, opts);
    await streamToStdout(await sb.files.read(src.path, { format: "stream" }), progress);
    progress.done();
    return;
  }
  if (dst.kind !== "local") throw new UsageError("internal: download to a sandbox");
  const local = await localStat(dst.path);
  if (info.type === "directory") {
    if (local && !local.isDirectory()) throw new CliError(`cannot copy directory ${src.sandboxId}:${src.path} onto file ${dst.path}`);
    const contentsOnly = /(^|\/)\.$/.test(src.path);
    const root = local && !contentsOnly ? path.join(dst.path, posixBase(src.path)) : dst.path;
    await downloadTree(sb, src.path.replace(/\/\.$/, "") || "/", root, info, opts);
    return;
  }
  if (info.type === "symlink" || info.type === "other") throw new CliError(`${src.sandboxId}:${src.path} is not a regular file`);
  const dest = dst.path.endsWith("/") || dst.path.endsWith(path.sep) || local?.isDirectory() ? path.join(dst.path, posixBase(src.path)) : dst.path;
  await downloadFile(sb, src.path, dest, info, opts);
}

async function downloadFile(sb: Sandbox, remote: string, dest: string, info: FileEntry, opts: CpOptions): Promise<void> {
  const progress = progressFor(posixBase(remote), info.size, opts);
  await streamToFile(await sb.files.read(remote, { format: "stream" }), dest, progress, fromExecdMode(info.mode));
  progress.done();
}

async function downloadTree(sb: Sandbox, remoteRoot: string, localRoot: string, rootInfo: FileEntry, opts: CpOptions): Promise<void> {
  const entries = await sb.files.list(remoteRoot, { depth: ALL_LEVELS });
  await mkdir(localRoot, { recursive: true, mode: fromExecdMode(rootInfo.mode) | 0o700 });
  const prefix = remoteRoot.endsWith("/") ? remoteRoot : `${remoteRoot}/`;
  for (const e of entries) {
    const rel = e.path.startsWith(prefix) ? e.path.slice(prefix.length) : e.name;
    const local = path.join(localRoot, ...rel.split("/"));
    if (e.type === "directory") await mkdir(local, { recursive: true, mode: fromExecdMode(e.mode) | 0o700 });
    else if (e.type === "file") {
      await mkdir(path.dirname(local), { recursive: true });
      await downloadFile(sb, e.path, local, e, opts);
    } else process.stderr.write(`osb: skipping ${e.path}: ${e.type ?? "unknown type"}\n`);
  }
}

async function copyBetweenSandboxes(sandboxes: Sandboxes, src: { sandboxId: string; path: string }, dst: { sandboxId: string; path: string }, opts: CpOptions): Promise<void> {
  const [from, to] = await Promise.all([sandboxes.get(src.sandboxId), sandboxes.get(dst.sandboxId)]);
  const info = await from.files.info(src.path);
  if (info.type !== "file") throw new CliError(`${src.sandboxId}:${src.path}: only regular files can be copied between sandboxes`);
  const target = await remoteInfo(to, dst.path);
  const dest = dst.path.endsWith("/") || target?.type === "directory" ? posixJoin(dst.path, posixBase(src.path)) : dst.path;
  const progress = progressFor(posixBase(src.path), info.size, opts);
  const counted = (await from.files.read(src.path, { format: "stream" })).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, c) {
        progress.add(chunk.byteLength);
        c.enqueue(chunk);
      },
    }),
  );
  await to.files.write(dest, counted, { mode: info.mode });
  progress.done();
}

// ---- the commands -------------------------------------------------------------------------------

/** Groups `ID:/path` arguments by sandbox, keeping their order. */
function bySandbox(args: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const a of args) {
    const { sandboxId, path: p } = parseSandboxPath(a);
    groups.set(sandboxId, [...(groups.get(sandboxId) ?? []), p]);
  }
  return groups;
}

/** `--mode 755` / `0755`: octal permission digits, passed on as the API writes them (755). */
function parseMode(v: string): number {
  if (!/^[0-7]{3,4}$/.test(v)) throw new UsageError(`invalid --mode "${v}" (expected octal digits like 755)`);
  return Number(v.slice(-3));
}

export function filesCommand(): Command {
  const files = new Command("files").alias("file").description("copy files to and from sandboxes, list and remove them");

  leaf(files, "cp", "copy files or directories between this machine and a sandbox (ID:/path), streaming")
    .argument("<src>", "source: a local path, ID:/path, or - for stdin")
    .argument("<dst>", "destination: a local path, ID:/path, or - for stdout")
    .option("--no-progress", "never show a progress bar")
    .addHelpText(
      "after",
      `
As with docker cp: copying onto an existing directory puts the source inside it; a directory
is copied with everything in it (SRC/. copies only its contents). Permission bits are kept.

Examples:
  osb files cp ./model.bin $ID:/workspace/          # upload into /workspace
  osb files cp $ID:/workspace/out ./out             # download a directory
  tar c src | osb files cp - $ID:/tmp/src.tar       # from stdin
  osb files cp $ID:/var/log/app.log - | less        # to stdout`,
    )
    .action(async (srcArg: string, dstArg: string, o: { progress: boolean }, cmd: Command) => {
      const src = parseLocation(srcArg);
      const dst = parseLocation(dstArg);
      const stop = interruptible();
      const sandboxes = new Sandboxes(cmd, stop.signal);
      const opts: CpOptions = { progress: o.progress };
      try {
        if (src.kind === "sandbox" && dst.kind === "sandbox") await copyBetweenSandboxes(sandboxes, src, dst, opts);
        else if (dst.kind === "sandbox") {
          if (src.kind === "stdio") {
            if (dst.path.endsWith("/")) throw new UsageError("copying from stdin needs a file name: ID:/dir/name");
            const sb = await sandboxes.get(dst.sandboxId);
            const progress = progressFor(posixBase(dst.path), undefined, opts);
            await sb.files.write(dst.path, stdinStream(progress));
            progress.done();
          } else await upload(sandboxes, (src as { path: string }).path, dst, opts);
        } else if (src.kind === "sandbox") await download(sandboxes, src, dst, opts);
        else throw new UsageError("one of SRC and DST must be a sandbox path (ID:/path)");
      } finally {
        stop.dispose();
      }
    });

  leaf(files, "cat", "print files from a sandbox")
    .argument("<path...>", "ID:/path")
    .action(async (args: string[], _o: unknown, cmd: Command) => {
      const sandboxes = new Sandboxes(cmd);
      for (const a of args) {
        const { sandboxId, path: p } = parseSandboxPath(a);
        const sb = await sandboxes.get(sandboxId);
        await streamToStdout(await sb.files.read(p, { format: "stream" }));
      }
    });

  leaf(files, "write", "write text to a file in a sandbox (from --content, else stdin)")
    .argument("<target...>", "ID:/path (or ID PATH, as upstream osb)")
    .option("-c, --content <text>", "the text to write (default: read stdin)")
    .option("--mode <mode>", "permission bits in octal, e.g. 644", parseMode)
    .option("--owner <user>", "owner of the file")
    .option("--group <group>", "group of the file")
    .action(async (args: string[], o: { content?: string; mode?: number; owner?: string; group?: string }, cmd: Command) => {
      if (args.length > 2) throw new UsageError("write takes one file: ID:/path");
      const { sandboxId, path: p } = args.length === 2 ? parseSandboxPath(`${args[0]}:${args[1]}`) : parseSandboxPath(args[0]!);
      const data = o.content !== undefined ? o.content : stdinStream(progressFor(posixBase(p), undefined, { progress: false }));
      const sb = await connectSandbox(cmd, sandboxId);
      await sb.files.write(p, data, { ...(o.mode !== undefined ? { mode: o.mode } : {}), ...(o.owner ? { owner: o.owner } : {}), ...(o.group ? { group: o.group } : {}) });
    });

  leaf(files, "ls", "list a directory in a sandbox", "table")
    .argument("<path>", "ID:/path")
    .option("-d, --depth <n>", "levels to descend (1: direct children)", (v) => parseIntInRange(v, "--depth", 1), 1)
    .action(async (arg: string, o: OutputOpts & { depth: number }, cmd: Command) => {
      const { sandboxId, path: p } = parseSandboxPath(arg);
      const sb = await connectSandbox(cmd, sandboxId);
      let entries: FileEntry[];
      try {
        entries = await sb.files.list(p, { depth: o.depth });
      } catch (err) {
        // Like ls: a file lists as itself.
        const info = BadRequestError.isInstance(err) ? await remoteInfo(sb, p) : undefined;
        if (!info || info.type === "directory") throw err;
        entries = [info];
      }
      printList(formatOf(o), entries, {
        columns: [
          { header: "mode", value: modeString },
          { header: "owner", value: (e) => `${e.owner}:${e.group}` },
          { header: "size", value: (e) => (e.type === "directory" ? "-" : String(e.size)) },
          { header: "modified", value: (e) => e.modifiedAt.toISOString().replace(/\.\d+Z$/, "Z") },
          { header: "path", value: (e) => (e.type === "directory" ? `${e.path}/` : e.path) },
        ],
        raw: (e) => e.path,
        json: (e) => ({ ...e, modifiedAt: e.modifiedAt.toISOString(), createdAt: e.createdAt.toISOString() }),
      });
    });

  leaf(files, "rm", "remove files (and with -r directories) in a sandbox")
    .argument("<path...>", "ID:/path")
    .option("-r, --recursive", "remove directories and their contents")
    .option("-f, --force", "ignore paths that do not exist")
    .action(async (args: string[], o: { recursive?: boolean; force?: boolean }, cmd: Command) => {
      const sandboxes = new Sandboxes(cmd);
      let failed = 0;
      for (const [id, paths] of bySandbox(args)) {
        const sb = await sandboxes.get(id);
        const infos = await Promise.all(paths.map((p) => remoteInfo(sb, p)));
        const filesToRm: string[] = [];
        const dirsToRm: string[] = [];
        paths.forEach((p, i) => {
          const info = infos[i];
          if (!info) {
            if (!o.force) {
              process.stderr.write(`osb: ${id}:${p}: no such file or directory\n`);
              failed++;
            }
          } else if (info.type === "directory") {
            if (o.recursive) dirsToRm.push(p);
            else {
              process.stderr.write(`osb: ${id}:${p} is a directory (use -r)\n`);
              failed++;
            }
          } else filesToRm.push(p);
        });
        try {
          if (filesToRm.length) await sb.files.rm(filesToRm);
          if (dirsToRm.length) await sb.files.rmdir(dirsToRm);
        } catch (err) {
          process.stderr.write(`osb: ${describeError(err)}\n`);
          failed++;
        }
      }
      if (failed) process.exitCode = 1;
    });

  leaf(files, "mkdir", "create directories (with missing parents) in a sandbox")
    .argument("<path...>", "ID:/path")
    .option("-p, --parents", "accepted for familiarity; parents are always created")
    .option("-m, --mode <mode>", "permission bits in octal, e.g. 755", parseMode)
    .action(async (args: string[], o: { mode?: number }, cmd: Command) => {
      const sandboxes = new Sandboxes(cmd);
      for (const [id, paths] of bySandbox(args)) {
        const sb = await sandboxes.get(id);
        await sb.files.mkdir(paths, o.mode !== undefined ? { mode: o.mode } : {});
      }
    });

  return files;
}
