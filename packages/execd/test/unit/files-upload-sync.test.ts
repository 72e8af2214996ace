// An upload writes its data back while it runs (a background fdatasync every SYNC_BEHIND bytes),
// so the fsync that ends it has little left to do; a failed background sync fails the upload and
// nothing replaces the target. node:fs is wrapped to record the order of writes and syncs.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

type Event = { op: "writev" | "fdatasync" | "fsync"; fd: number; bytes?: number };
const events: Event[] = [];
let failSync: NodeJS.ErrnoException | undefined;

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return {
    ...fs,
    writev: (fd: number, bufs: NodeJS.ArrayBufferView[], cb: (err: NodeJS.ErrnoException | null, n: number) => void) => {
      events.push({ op: "writev", fd, bytes: bufs.reduce((n, b) => n + b.byteLength, 0) });
      fs.writev(fd, bufs, cb);
    },
    fdatasync: (fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => {
      events.push({ op: "fdatasync", fd });
      if (failSync) return void setImmediate(cb, failSync);
      fs.fdatasync(fd, cb);
    },
    fsync: (fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => {
      events.push({ op: "fsync", fd });
      fs.fsync(fd, cb);
    },
  };
});

const { FileService } = await import("../../src/services/files.ts");
const { SYNC_BEHIND, Upload } = await import("../../src/services/files-upload.ts");

const dir = mkdtempSync(path.join(tmpdir(), "execd-upload-sync-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  events.length = 0;
  failSync = undefined;
});

const BOUNDARY = "sync-behind-boundary";
/** A multipart body with one file of `size` bytes for `target`, produced in 64 KiB pieces. */
function body(target: string, size: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return Readable.from(
    (function* () {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${JSON.stringify({ path: target })}\r\n`);
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      for (let left = size; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    })(),
  );
}
const upload = (target: string, size: number) => new Upload(new FileService()).run(body(target, size), `multipart/form-data; boundary=${BOUNDARY}`);

describe("upload sync-behind", () => {
  it("starts fdatasyncs while the data is still being written, then one fsync after the last write", async () => {
    const target = path.join(dir, "big.bin");
    const size = 3 * SYNC_BEHIND + 12345;
    await upload(target, size);
    expect(statSync(target).size).toBe(size);
    const fd = events.find((e) => e.op === "writev")!.fd;
    const mine = events.filter((e) => e.fd === fd);
    const syncs = mine.flatMap((e, i) => (e.op === "fdatasync" ? [i] : []));
    const lastWrite = mine.findLastIndex((e) => e.op === "writev");
    // How many depends on the disk (a sync still running when the next SYNC_BEHIND bytes are
    // written is not doubled), but the first starts while the upload is being written.
    expect(syncs.length).toBeGreaterThanOrEqual(1);
    expect(syncs[0]).toBeLessThan(lastWrite);
    const before = (i: number) => mine.slice(0, i).reduce((n, e) => n + (e.bytes ?? 0), 0);
    expect(before(syncs[0]!)).toBeGreaterThanOrEqual(SYNC_BEHIND); // not before SYNC_BEHIND bytes
    expect(mine.filter((e) => e.op === "fsync")).toHaveLength(1);
    expect(mine.at(-1)!.op).toBe("fsync");
  });

  it("a small upload is synced once, at its end", async () => {
    await upload(path.join(dir, "small.bin"), 1000);
    expect(events.filter((e) => e.op === "fdatasync")).toHaveLength(0);
    expect(events.filter((e) => e.op === "fsync").length).toBeGreaterThanOrEqual(1);
  });

  it("a failed background sync fails the upload and leaves the target as it was", async () => {
    const target = path.join(dir, "kept.bin");
    await upload(target, 10);
    failSync = Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO", errno: -5, syscall: "fdatasync" });
    await expect(upload(target, 2 * SYNC_BEHIND + 1)).rejects.toThrow(/EIO|i\/o error/);
    expect(readFileSync(target)).toEqual(Buffer.alloc(10, 0x61));
    expect(existsSync(target)).toBe(true);
  });

  it("a background sync that fails after the last write still fails the upload (the fsync after it would not see the error)", async () => {
    const target = path.join(dir, "kept-at-end.bin");
    await upload(target, 10);
    failSync = Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO", errno: -5, syscall: "fdatasync" });
    await expect(upload(target, SYNC_BEHIND)).rejects.toThrow(/EIO|i\/o error/);
    expect(events.filter((e) => e.op === "fdatasync")).toHaveLength(1);
    expect(readFileSync(target)).toEqual(Buffer.alloc(10, 0x61));
  });
});
