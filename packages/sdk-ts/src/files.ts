// sandbox.files: the sandbox's filesystem through execd. Uploads are multipart and streamed,
// downloads can be read as text, bytes or a stream, with an optional byte range.
import type { CallOptions } from "./config.ts";
import { ConnectionError, NotFoundError } from "./errors.ts";
import * as gen from "./generated/execd/sdk.gen.ts";
import type * as wire from "./generated/execd/types.gen.ts";
import type { ExecdConnection } from "./internal/execd.ts";
import { anySignal } from "./internal/abort.ts";
import { thrownError } from "./internal/http.ts";
import { readEventStream } from "./streams.ts";
import { encodeUpload, toUploadData, type FileData, type UploadItem } from "./internal/multipart.ts";

export type { FileData };

export type FileType = "file" | "directory" | "symlink" | "other";

/** Metadata of a filesystem entry. */
export interface FileEntry {
  /** Absolute path. */
  path: string;
  /** Last path segment. */
  name: string;
  type?: FileType;
  /** Bytes. */
  size: number;
  /** Permission bits as octal digits written in decimal, e.g. `644` for rw-r--r--. */
  mode: number;
  owner: string;
  group: string;
  modifiedAt: Date;
  createdAt: Date;
}

/** Mode and ownership. `mode` is octal digits written in decimal: `755`, not `0o755`. */
export interface Permissions {
  mode?: number;
  /** User name. */
  owner?: string;
  /** Group name. */
  group?: string;
}

/** One file for writeFiles(). */
export interface WriteEntry extends Permissions {
  path: string;
  data: FileData;
}

/** A byte range: `start` to `end` inclusive; without `end`, to the end of the file. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface ReadOptions extends CallOptions {
  /**
   * `text` decodes UTF-8; `bytes` returns a Uint8Array; `stream` returns the body as a
   * ReadableStream (the call's timeout then only covers the wait for the response headers).
   * @default "text"
   */
  format?: "text" | "bytes" | "stream";
  /** Read only these bytes (HTTP Range); a range outside the file throws BadRequestError (416). */
  range?: ByteRange;
}

/** A change below a watched directory (`files.watch`). */
export interface FileWatchEvent {
  /**
   * `create`: an entry appeared at `path` (created, or moved there); `write`: the file was
   * written to or its metadata changed; `remove`: the entry is gone (deleted, or moved away);
   * `overflow`: changes came faster than they were read and some were dropped (`path` unset).
   */
  type: "create" | "write" | "remove" | "overflow" | (string & {});
  /** Absolute path of the entry. */
  path?: string;
  /** When execd saw the change. */
  timestamp?: Date;
}

export interface WatchOptions {
  /** Also report changes in subdirectories (including ones created later). @default true */
  recursive?: boolean;
  /** Ends the watch, like `handle.stop()`. */
  signal?: AbortSignal;
  /** How long to wait for the watch to be in place, in milliseconds. @default the connection's requestTimeoutMs */
  timeoutMs?: number;
}

/** A running directory watch. */
export interface WatchHandle {
  /** Ends the watch (execd drops it when the connection closes). */
  stop(): void;
  /**
   * Settles when the watch ends: resolves after `stop()` or the signal, rejects when the
   * connection fails (e.g. SandboxNotFoundError once the sandbox is gone) or a callback throws.
   */
  readonly done: Promise<void>;
}

export interface ListOptions extends CallOptions {
  /** Levels to descend: 1 lists the direct children only. @default 1 */
  depth?: number;
}

function toEntry(f: wire.FileInfo): FileEntry {
  const entry: FileEntry = {
    path: f.path,
    name: f.path.replace(/\/+$/, "").split("/").pop() ?? f.path,
    size: f.size,
    mode: f.mode,
    owner: f.owner,
    group: f.group,
    modifiedAt: new Date(f.modified_at),
    createdAt: new Date(f.created_at),
  };
  if (f.type !== undefined) entry.type = f.type;
  return entry;
}

function rangeHeader(range: ByteRange): string {
  if ("suffix" in range) return `bytes=-${range.suffix}`;
  return `bytes=${range.start}-${range.end ?? ""}`;
}

function permission(p: Permissions): { mode?: number; owner?: string; group?: string } {
  // Never null (wire.Permission allows null owner/group since upstream clients send it; we don't).
  const out: { mode?: number; owner?: string; group?: string } = {};
  if (p.mode !== undefined) out.mode = p.mode;
  if (p.owner !== undefined) out.owner = p.owner;
  if (p.group !== undefined) out.group = p.group;
  return out;
}

const asList = (paths: string | string[]): string[] => (typeof paths === "string" ? [paths] : paths);

export class Files {
  readonly #execd: ExecdConnection;

  constructor(execd: ExecdConnection) {
    this.#execd = execd;
  }

  /** Reads a file. */
  read(path: string, options?: ReadOptions & { format?: "text" }): Promise<string>;
  read(path: string, options: ReadOptions & { format: "bytes" }): Promise<Uint8Array>;
  read(path: string, options: ReadOptions & { format: "stream" }): Promise<ReadableStream<Uint8Array>>;
  read(path: string, options?: ReadOptions): Promise<string | Uint8Array | ReadableStream<Uint8Array>>;
  async read(path: string, options: ReadOptions = {}): Promise<string | Uint8Array | ReadableStream<Uint8Array>> {
    const execd = this.#execd;
    const target = execd.target ?? (await execd.resolve(options));
    const headers = options.range ? { ...target.headers, range: rangeHeader(options.range) } : target.headers;
    const { response, scope } = await execd.send(
      { method: "GET", url: `${target.url}/files/download?path=${encodeURIComponent(path)}`, headers: headers as Record<string, string>, what: "downloadFile", timeoutPhase: "headers" },
      options,
    );
    const format = options.format ?? "text";
    if (format === "stream") {
      // The caller's signal stays connected to the body, so aborting it cancels the download.
      return response.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() });
    }
    try {
      if (format === "bytes") return new Uint8Array(await response.arrayBuffer());
      return await response.text();
    } catch (err) {
      throw await execd.explain(thrownError(err, scope, "downloadFile"));
    } finally {
      scope.done();
    }
  }

  /**
   * Writes (creates or replaces) one file; missing parent directories are created. `data` is
   * text, bytes (Uint8Array, Buffer, ArrayBuffer), a Blob, a web ReadableStream, or an async
   * iterable of chunks such as a Node.js Readable (`fs.createReadStream(…)`); streams are sent as
   * they are read. Anything else is a TypeError, thrown before any request.
   */
  async write(path: string, data: FileData, options: Permissions & CallOptions = {}): Promise<void> {
    await this.writeFiles([{ path, data, ...permission(options) }], options);
  }

  /**
   * Writes several files in one request (one multipart body, streamed when any content is a
   * ReadableStream). Bounded only by `options.timeoutMs`; never retried.
   */
  async writeFiles(entries: WriteEntry[], options: CallOptions = {}): Promise<void> {
    if (!Array.isArray(entries)) throw new TypeError(`files.writeFiles takes an array of { path, data }, got ${entries === null ? "null" : typeof entries}`);
    if (entries.length === 0) return;
    const failures: unknown[] = [];
    const items: UploadItem[] = entries.map((e) => {
      if (typeof e?.path !== "string" || e.path === "") throw new TypeError("files.write: path must be a non-empty string");
      return { metadata: { path: e.path, ...permission(e) }, data: toUploadData(e.data, e.path, failures) };
    });
    const execd = this.#execd;
    const target = execd.target ?? (await execd.resolve(options));
    const { body, contentType } = encodeUpload(items);
    const headers = contentType ? { ...target.headers, "content-type": contentType } : (target.headers as Record<string, string>);
    const { response, scope } = await execd
      .send({ method: "POST", url: `${target.url}/files/upload`, headers, body, what: "uploadFile", defaultTimeoutMs: 0 }, options)
      .catch((err: unknown) => {
        throw failures[0] ?? err; // the caller's stream failed: that, not the transport's view of it
      });
    await response.body?.cancel().catch(() => {});
    scope.done();
  }

  /**
   * Watches the directory `path` and calls `onEvent` for each change below it, until `stop()`.
   * Resolves once the watch is in place: changes made after that are reported (those made in
   * the same few milliseconds as the entry's removal may not be, see the spec). Needs this
   * project's execd (`GET /files/watch`); upstream's answers 404.
   */
  async watch(path: string, onEvent: (event: FileWatchEvent) => void, options: WatchOptions = {}): Promise<WatchHandle> {
    if (typeof onEvent !== "function") throw new TypeError("files.watch(path, onEvent): onEvent must be a function");
    const execd = this.#execd;
    const stopper = new AbortController();
    const signal = options.signal ? anySignal(options.signal, stopper.signal) : stopper.signal;
    const target = execd.target ?? (await execd.resolve({ signal }));
    const query = `path=${encodeURIComponent(path)}${options.recursive === false ? "&recursive=false" : ""}`;
    const { response, scope } = await execd.send(
      { method: "GET", url: `${target.url}/files/watch?${query}`, headers: target.headers as Record<string, string>, what: "watchFiles", timeoutPhase: "headers", retry: false },
      { signal, ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}) },
    );
    let onReady!: () => void;
    const ready = new Promise<void>((resolve) => (onReady = resolve));
    const done = readEventStream<{ type: string; path?: string; timestamp?: number }>(
      response.body ?? new ReadableStream({ start: (c) => c.close() }),
      (e) => {
        if (e.type === "ready") return onReady();
        if (e.type === "ping") return;
        const event: FileWatchEvent = { type: e.type };
        if (e.path !== undefined) event.path = e.path;
        if (e.timestamp !== undefined) event.timestamp = new Date(e.timestamp);
        onEvent(event);
      },
      scope.signal,
    ).then(
      () => {
        if (!signal.aborted) throw new ConnectionError(`watchFiles: the watch of ${path} ended unexpectedly`);
      },
      async (err: unknown) => {
        if (signal.aborted && (err === signal.reason || stopper.signal.aborted || options.signal?.aborted)) return; // stopped
        throw await execd.explain(thrownError(err, scope, "watchFiles"));
      },
    );
    void done.finally(() => scope.done()).catch(() => {});
    await Promise.race([ready, done]);
    return { stop: () => stopper.abort(), done };
  }

  /** Entries below `path` (not `path` itself), each directory's descendants after it. */
  async list(path: string, options: ListOptions = {}): Promise<FileEntry[]> {
    const { data } = await this.#execd.call<wire.FileInfo[]>(options, "listDirectory", (client, signal) =>
      gen.listDirectory({ client, query: { path, ...(options.depth !== undefined ? { depth: options.depth } : {}) }, signal }),
    );
    return data.map(toEntry);
  }

  /** Files (not directories) below `path` whose name matches the glob `pattern` (e.g. `*.py`). */
  async search(path: string, pattern = "**", options?: CallOptions): Promise<FileEntry[]> {
    const { data } = await this.#execd.call<wire.FileInfo[]>(options, "searchFiles", (client, signal) => gen.searchFiles({ client, query: { path, pattern }, signal }));
    return data.map(toEntry);
  }

  /** Metadata of one path. */
  info(path: string, options?: CallOptions): Promise<FileEntry>;
  /** Metadata of several paths, keyed by path; NotFoundError if any is missing. */
  info(paths: string[], options?: CallOptions): Promise<Record<string, FileEntry>>;
  async info(paths: string | string[], options?: CallOptions): Promise<FileEntry | Record<string, FileEntry>> {
    const list = asList(paths);
    const { data } = await this.#execd.call<Record<string, wire.FileInfo>>(options, "getFilesInfo", (client, signal) => gen.getFilesInfo({ client, query: { path: list }, signal }));
    if (typeof paths === "string") {
      const one = data[paths] ?? Object.values(data)[0];
      if (!one) throw new NotFoundError(`getFilesInfo: no information about ${paths}`, { status: 404 });
      return toEntry(one);
    }
    const out: Record<string, FileEntry> = {};
    for (const [k, v] of Object.entries(data)) out[k] = toEntry(v);
    return out;
  }

  /** Whether something exists at `path`. */
  async exists(path: string, options?: CallOptions): Promise<boolean> {
    try {
      await this.info([path], options);
      return true;
    } catch (err) {
      if (NotFoundError.isInstance(err)) return false;
      throw err;
    }
  }

  /** Creates directories with missing parents (`mkdir -p`); existing ones are fine. */
  async mkdir(paths: string | string[], options: Permissions & CallOptions = {}): Promise<void> {
    const body: wire.PermissionMap = {};
    for (const p of asList(paths)) body[p] = permission(options);
    await this.#execd.call(options, "makeDirs", (client, signal) => gen.makeDirs({ client, body, signal }));
  }

  /** Moves or renames; the destination's parent directory must exist. */
  async mv(from: string, to: string, options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "renameFiles", (client, signal) => gen.renameFiles({ client, body: [{ src: from, dest: to }], signal }));
  }

  /** Deletes files (not directories: see rmdir). */
  async rm(paths: string | string[], options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "removeFiles", (client, signal) => gen.removeFiles({ client, query: { path: asList(paths) }, signal }));
  }

  /** Deletes directories with everything in them (`rm -rf`). */
  async rmdir(paths: string | string[], options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "removeDirs", (client, signal) => gen.removeDirs({ client, query: { path: asList(paths) }, signal }));
  }

  /** Sets mode and ownership. The spec's default mode (755) applies when `mode` is omitted. */
  async chmod(path: string, permissions: Permissions, options?: CallOptions): Promise<void> {
    await this.#execd.call(options, "chmodFiles", (client, signal) => gen.chmodFiles({ client, body: { [path]: permission(permissions) }, signal }));
  }

  /** Replaces every occurrence of `oldText` by `newText` in the file; returns how many were replaced. */
  async replace(path: string, oldText: string, newText: string, options?: CallOptions): Promise<number> {
    const { data } = await this.#execd.call<Record<string, wire.ReplaceFileContentResult> | undefined>(options, "replaceContent", (client, signal) =>
      gen.replaceContent({ client, query: { verbose: true }, body: { [path]: { old: oldText, new: newText } }, signal }),
    );
    return data?.[path]?.replacedCount ?? 0;
  }
}
