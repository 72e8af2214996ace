// Uploads free the request's dead socket buffers with a forced minor GC every GC_EVERY bytes. execd
// runs without --expose-gc (the flag makes V8 reject Node's code cache of its own modules, which
// slows every start), so the upload exposes `gc` itself on first use: a process started without
// the flag, as this test's is, must still see those forced minor GCs.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { constants, PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { FileService } from "../../src/services/files.ts";
import { GC_EVERY, Upload } from "../../src/services/files-upload.ts";

const dir = mkdtempSync(path.join(tmpdir(), "execd-upload-gc-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BOUNDARY = "gc-boundary";
function body(target: string, size: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x62);
  return Readable.from(
    (function* () {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${JSON.stringify({ path: target })}\r\n`);
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      // A fresh buffer per piece, as a socket's reads are: each dies once written.
      for (let left = size; left > 0; left -= chunk.length) yield Buffer.from(left >= chunk.length ? chunk : chunk.subarray(0, left));
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    })(),
  );
}

describe("upload GC", () => {
  it("runs forced minor GCs while a large upload is written, in a Node started without --expose-gc", async () => {
    expect(process.execArgv.join(" ")).not.toMatch(/expose[-_]gc/);
    const forcedMinor: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const d = (e as PerformanceEntry & { detail?: { kind: number; flags: number } }).detail;
        if (d && d.kind === constants.NODE_PERFORMANCE_GC_MINOR && d.flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) forcedMinor.push(e);
      }
    });
    observer.observe({ entryTypes: ["gc"] });
    try {
      const target = path.join(dir, "big.bin");
      const size = 3 * GC_EVERY + 1000;
      await new Upload(new FileService()).run(body(target, size), `multipart/form-data; boundary=${BOUNDARY}`);
      expect(statSync(target).size).toBe(size);
      await new Promise((r) => setTimeout(r, 50)); // gc entries are delivered asynchronously
    } finally {
      observer.disconnect();
    }
    expect(forcedMinor.length).toBeGreaterThanOrEqual(3);
  });
});
