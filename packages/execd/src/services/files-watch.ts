// Directory watches (`GET /files/watch`): fs.watch (inotify; recursive walks the tree and follows
// directories created later) turned into create/write/remove events. Bounded: at most
// MAX_WATCHES at a time in the daemon, at most MAX_QUEUED_EVENTS waiting for a slow client (the
// rest dropped and reported once as `overflow`); a watch ends when its client disconnects.
import { lstatSync, watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { ExecdError } from "../errors.ts";
import type { FileWatchEvent } from "../generated/execd/types.gen.ts";
import { resolvePath } from "./files-names.ts";

export const MAX_WATCHES = 64;
/**
 * execd's own temporary files (tempName in files.ts: `.{name}.execd-upload-{hex}` and the like),
 * written next to their target and renamed over it: a watcher sees the rename as the target's
 * `create`, not the staging.
 */
const OWN_TEMP_FILE = /^\..*\.execd-[a-z]+-[0-9a-f]{12}$/;
export const MAX_QUEUED_EVENTS = 10_000;

/** Where a watch writes its events; `send` returns a promise while the client is behind. */
export type WatchSink = {
  send(event: FileWatchEvent): Promise<void> | undefined;
  readonly closed: Promise<void>;
  isClosed(): boolean;
  end(): void;
};

export class FileWatchService {
  private active = 0;

  /** How many watches are open now. */
  get open(): number {
    return this.active;
  }

  /**
   * Checks `given` (an existing directory) and the watch limit, starts watching and returns the
   * function that streams the events into a sink until the sink closes (or the directory goes).
   * Errors are thrown before anything is streamed.
   */
  start(given: string, recursive: boolean): (sink: WatchSink) => Promise<void> {
    const dir = resolvePath(given);
    let st;
    try {
      st = lstatSync(dir);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") throw new ExecdError("FILE_NOT_FOUND", `no such directory: ${JSON.stringify(given)}`);
      throw new ExecdError("INVALID_FILE", `cannot watch ${JSON.stringify(given)}: ${code ?? (err as Error).message}`);
    }
    if (!st.isDirectory()) throw new ExecdError("INVALID_FILE", `not a directory: ${JSON.stringify(given)}`);
    if (this.active >= MAX_WATCHES) throw new ExecdError("SERVICE_UNAVAILABLE", `too many file watches (${MAX_WATCHES}); end one first`);

    const queue: FileWatchEvent[] = [];
    let overflowed = false;
    let wake: (() => void) | undefined;
    const push = (e: FileWatchEvent) => {
      if (queue.length >= MAX_QUEUED_EVENTS) overflowed = true;
      else queue.push(e);
      wake?.();
    };
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, { recursive, persistent: false }, (eventType, filename) => {
        if (filename === null) return;
        const changed = path.join(dir, filename.toString());
        if (OWN_TEMP_FILE.test(path.basename(changed))) return;
        const type = eventType === "change" ? "write" : lstatSync(changed, { throwIfNoEntry: false }) ? "create" : "remove";
        push({ type, path: changed, timestamp: Date.now() });
      });
    } catch (err) {
      throw new ExecdError("RUNTIME_ERROR", `cannot watch ${JSON.stringify(given)}: ${(err as Error).message}`);
    }
    let failed = false;
    watcher.on("error", () => {
      failed = true; // e.g. the directory itself was removed
      wake?.();
    });
    this.active++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      watcher.close();
      this.active--;
    };

    return async (sink) => {
      void sink.closed.then(() => {
        release();
        wake?.();
      });
      try {
        await sink.send({ type: "ready", path: dir, timestamp: Date.now() });
        while (!sink.isClosed() && !failed) {
          const next = queue.shift();
          if (next) {
            const behind = sink.send(next);
            if (behind) await behind;
            continue;
          }
          if (overflowed) {
            overflowed = false;
            sink.send({ type: "overflow", timestamp: Date.now() });
            continue;
          }
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      } finally {
        release();
        sink.end();
      }
    };
  }
}
