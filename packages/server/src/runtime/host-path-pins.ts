// Host paths pinned before Docker binds them. The allow-list is checked when a request arrives,
// but Docker resolves a bind's source later, at container start, and follows symlinks: a sandbox
// that can write into an allowed directory could swap a component for a symlink in between and
// get any host path mounted. So the runtime opens the checked path itself, one component at a
// time from its allowed root, refusing symlinks at every step, and bind-mounts the object it
// opened (through /proc/self/fd, which names the object, not a path) onto a private directory of
// the server's. Docker binds that pin: what is mounted is what was checked, whatever happens to
// the path afterwards.
import { execFile } from "node:child_process";
import { closeSync, constants, fstatSync, mkdirSync, openSync, readdirSync, realpathSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { RuntimeError } from "./runtime.ts";

const run = promisify(execFile);
/** open(2) flags: a handle on the object itself (no read access needed), never a symlink's target. */
const O_PATH = 0o10000000;
const OPEN_COMPONENT = O_PATH | constants.O_NOFOLLOW | 0o2000000; /* O_CLOEXEC */

function within(p: string, root: string): boolean {
  const rel = path.relative(root, p);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

export class HostPathPins {
  private readonly dir: string;
  private readonly roots: string[];

  /** `dir`: where pins live (created 0700); `allowedRoots`: the configured allow-list. */
  constructor(dir: string, allowedRoots: string[]) {
    this.dir = dir;
    this.roots = allowedRoots;
  }

  /**
   * Opens `source` below the allowed root that holds it without following any symlink, and
   * bind-mounts it at a pin for `sandboxId`; returns the pin's path. Throws RuntimeError
   * ("HOST_PATH_NOT_ALLOWED") when the path is outside the roots or goes through a symlink now.
   */
  async pin(sandboxId: string, source: string, index: number): Promise<string> {
    const root = this.rootOf(source);
    if (!root) throw new RuntimeError("HOST_PATH_NOT_ALLOWED", `host path ${source} is not under an allowed host path`);
    let fd = openSync(root, OPEN_COMPONENT | constants.O_DIRECTORY);
    try {
      for (const part of path.relative(root, source).split(path.sep).filter(Boolean)) {
        let next: number;
        try {
          next = openSync(`/proc/self/fd/${fd}/${part}`, OPEN_COMPONENT);
        } catch (err) {
          throw new RuntimeError("HOST_PATH_MISSING", `host path ${source} cannot be mounted: ${(err as NodeJS.ErrnoException).code} at ${part}`);
        }
        closeSync(fd);
        fd = next;
        if (fstatSync(fd).isSymbolicLink()) {
          throw new RuntimeError("HOST_PATH_NOT_ALLOWED", `host path ${source} goes through ${part}, which became a symbolic link; nothing was mounted`);
        }
      }
      const isDir = fstatSync(fd).isDirectory();
      const sandboxDir = path.join(this.dir, sandboxId);
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      mkdirSync(sandboxDir, { recursive: true, mode: 0o700 });
      const target = path.join(sandboxDir, String(index));
      if (isDir) mkdirSync(target, { recursive: true });
      else writeFileSync(target, "", { flag: "a" });
      try {
        await run("mount", ["--bind", `/proc/${process.pid}/fd/${fd}`, target]);
      } catch (err) {
        throw new RuntimeError("HOST_PATH_MISSING", `pinning host path ${source} failed: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`);
      }
      return target;
    } finally {
      closeSync(fd);
    }
  }

  /** Unmounts and removes every pin of `sandboxId`. */
  async release(sandboxId: string): Promise<void> {
    const sandboxDir = path.join(this.dir, sandboxId);
    let entries: string[];
    try {
      entries = readdirSync(sandboxDir);
    } catch {
      return; // none
    }
    // Never a recursive removal: a pin still mounted would take the user's host files with it.
    for (const e of entries) {
      const pin = path.join(sandboxDir, e);
      await run("umount", ["--lazy", pin]).catch(() => undefined);
      try {
        rmSync(pin); // the empty file or directory the pin was mounted on
      } catch {
        try {
          rmdirSync(pin);
        } catch {
          /* still mounted (umount failed): leave it, a later release retries */
        }
      }
    }
    try {
      rmdirSync(sandboxDir);
    } catch {
      /* something was left */
    }
  }

  /** Sandboxes that hold pins now. */
  pinned(): string[] {
    try {
      return readdirSync(this.dir);
    } catch {
      return [];
    }
  }

  /** How long ago `sandboxId`'s pins were made. */
  ageMs(sandboxId: string): number {
    try {
      return Date.now() - statSync(path.join(this.dir, sandboxId)).mtimeMs;
    } catch {
      return Infinity;
    }
  }

  private rootOf(source: string): string | undefined {
    for (const configured of this.roots) {
      let root: string;
      try {
        root = realpathSync(configured); // the operator's root may itself sit behind a symlink
      } catch {
        continue;
      }
      if (within(source, root)) return root;
    }
    return undefined;
  }
}
