// Large transfers stream: a 200 MiB upload and its download keep the daemon's memory flat.
// Client and daemon share this process, so the RSS bounds cover both.
//
// Streaming in Node allocates a fresh buffer per socket/file read; those dead buffers are
// external memory that V8 only collects after ~64 MiB of them pile up, so plain RSS saws up
// to ~+60 MiB whatever the transfer size. The tight check therefore runs a scavenge (minor
// GC, which frees dead young buffers) before each sample, measuring what is actually held;
// a second upload without it checks plain RSS stays far below the file size.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import v8 from "node:v8";
import vm from "node:vm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";

const TOKEN = "unit-token";
const MiB = 1024 * 1024;
const SIZE_MIB = 200;
const RSS_BUDGET = 60 * MiB;
const PLAIN_RSS_BUDGET = 100 * MiB; // half the file: any whole-file buffering fails it

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as (opts?: { type: "minor" | "major" }) => void;

let app: Execd;
let port: number;
let dir: string;

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  port = (app.http.server.address() as { port: number }).port;
  dir = mkdtempSync(path.join(tmpdir(), "execd-stream-"));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Peak growth of RSS, and peak of the memory held in ArrayBuffers (Buffers), above their
 * starting values while `work` runs; sampled every 10 ms, after a scavenge if `scavenge`.
 */
async function peakMemoryDuring<T>(work: () => Promise<T>, scavenge: boolean): Promise<{ result: T; rss: number; buffers: number }> {
  const sample = () => {
    if (scavenge) gc({ type: "minor" });
    return process.memoryUsage();
  };
  const start = sample();
  let rss = 0;
  let buffers = 0;
  const record = () => {
    const m = sample();
    rss = Math.max(rss, m.rss - start.rss);
    buffers = Math.max(buffers, m.arrayBuffers - start.arrayBuffers);
  };
  const timer = setInterval(record, 10);
  try {
    const result = await work();
    record();
    return { result, rss, buffers };
  } finally {
    clearInterval(timer);
  }
}

const mib = (n: number) => `${(n / MiB).toFixed(1)} MiB`;

/** A multipart body (metadata part, then `mib` MiB of content) generated on the fly. */
function uploadBody(target: string, mib: number) {
  const boundary = `----execd${randomBytes(12).toString("hex")}`;
  const chunk = randomBytes(MiB);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="metadata"; filename="metadata"\r\nContent-Type: application/json\r\n\r\n` +
      `${JSON.stringify({ path: target, mode: 600 })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash("sha256");
  for (let i = 0; i < mib; i++) hash.update(chunk);
  const body = Readable.from(
    (function* () {
      yield head;
      for (let i = 0; i < mib; i++) yield chunk;
      yield tail;
    })(),
  );
  return { boundary, body, length: head.length + mib * MiB + tail.length, sha256: hash.digest("hex") };
}

function post(target: string, mib: number): Promise<{ status: number; body: string; sha256: string }> {
  const { boundary, body, length, sha256 } = uploadBody(target, mib);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: "POST", path: "/files/upload", headers: { "x-execd-access-token": TOKEN, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": length } },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (d) => (text += d)).on("end", () => resolve({ status: res.statusCode!, body: text, sha256 }));
      },
    );
    req.on("error", reject);
    body.pipe(req);
  });
}

function fetchHash(file: string, range?: string): Promise<{ status: number; size: number; sha256: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: `/files/download?path=${encodeURIComponent(file)}`, headers: { "x-execd-access-token": TOKEN, ...(range ? { range } : {}) } }, (res) => {
        const hash = createHash("sha256");
        let size = 0;
        res.on("data", (d: Buffer) => {
          size += d.length;
          hash.update(d);
        });
        res.on("end", () => resolve({ status: res.statusCode!, size, sha256: hash.digest("hex"), headers: res.headers }));
      })
      .on("error", reject);
  });
}

async function fileHash(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

describe("streaming transfers", () => {
  it(`uploads ${SIZE_MIB} MiB straight to disk with flat memory, then downloads it the same way`, { timeout: 120_000 }, async () => {
    const target = path.join(dir, "sub", "big.bin");
    // Warm-up: load and compile the code paths before measuring.
    expect((await post(path.join(dir, "warm.bin"), 2)).status).toBe(200);
    expect((await fetchHash(path.join(dir, "warm.bin"))).status).toBe(200);

    // Scavenged samples first: a plain run leaves freed-but-retained heap that later runs reuse.
    const up = await peakMemoryDuring(() => post(target, SIZE_MIB), true);
    expect(up.result.status, up.result.body).toBe(200);
    expect(statSync(target).size).toBe(SIZE_MIB * MiB);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(await fileHash(target)).toBe(up.result.sha256);
    expect(readdirSync(path.dirname(target))).toEqual(["big.bin"]); // the temporary file was renamed
    expect(up.rss, `upload RSS grew by ${mib(up.rss)}`).toBeLessThan(RSS_BUDGET);
    expect(up.buffers, `upload held ${mib(up.buffers)} in buffers`).toBeLessThan(RSS_BUDGET);

    const down = await peakMemoryDuring(() => fetchHash(target), true);
    expect(down.result).toMatchObject({ status: 200, size: SIZE_MIB * MiB, sha256: up.result.sha256 });
    expect(down.result.headers["content-length"]).toBe(String(SIZE_MIB * MiB));
    expect(down.rss, `download RSS grew by ${mib(down.rss)}`).toBeLessThan(RSS_BUDGET);
    expect(down.buffers, `download held ${mib(down.buffers)} in buffers`).toBeLessThan(RSS_BUDGET);

    const tail = await fetchHash(target, "bytes=-10");
    expect(tail).toMatchObject({ status: 206, size: 10 });
    expect(tail.headers["content-range"]).toBe(`bytes ${SIZE_MIB * MiB - 10}-${SIZE_MIB * MiB - 1}/${SIZE_MIB * MiB}`);

    const plain = await peakMemoryDuring(() => post(path.join(dir, "plain.bin"), SIZE_MIB), false);
    expect(plain.result.status, plain.result.body).toBe(200);
    expect(statSync(path.join(dir, "plain.bin")).size).toBe(SIZE_MIB * MiB);
    expect(plain.rss, `plain upload RSS grew by ${mib(plain.rss)}`).toBeLessThan(PLAIN_RSS_BUDGET);
    console.log(
      `${SIZE_MIB} MiB: upload RSS +${mib(up.rss)} (buffers ${mib(up.buffers)}), download RSS +${mib(down.rss)} (buffers ${mib(down.buffers)}); ` +
        `without scavenges: upload RSS +${mib(plain.rss)} (dead buffers included)`,
    );
  });

  it("answers a bad upload at once and drains the rest of the body, keeping the connection usable", { timeout: 30_000 }, async () => {
    const boundary = "b0undary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="metadata"; filename="m"\r\nContent-Type: application/json\r\n\r\n{not json\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n\r\n`,
    );
    const chunk = Buffer.alloc(MiB, 7);
    const chunks = 64;
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + chunks * MiB + tail.length;
    const started = Date.now();
    const { firstResponseMs, text } = await new Promise<{ firstResponseMs: number; text: string }>((resolve, reject) => {
      const s = net.connect(port, "127.0.0.1");
      let text = "";
      let firstResponseMs = -1;
      s.on("data", (d: Buffer) => {
        if (firstResponseMs < 0) firstResponseMs = Date.now() - started;
        text += d.toString("latin1");
      });
      s.on("error", reject);
      s.on("close", () => resolve({ firstResponseMs, text }));
      s.write(`POST /files/upload HTTP/1.1\r\nHost: x\r\nx-execd-access-token: ${TOKEN}\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: ${length}\r\n\r\n`);
      s.write(head);
      let i = 0;
      const pump = () => {
        while (i < chunks) {
          i++;
          if (!s.write(chunk)) return void s.once("drain", pump);
        }
        s.write(tail);
        // A second request on the same connection is served once the first body is drained.
        s.write(`GET /ping HTTP/1.1\r\nHost: x\r\nx-execd-access-token: ${TOKEN}\r\nconnection: close\r\n\r\n`);
      };
      pump();
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('"code":"INVALID_FILE_METADATA"');
    expect(text.match(/HTTP\/1\.1 200 /g)).toHaveLength(1); // the ping
    expect(firstResponseMs).toBeLessThan(5000);
  });

  it("removes the temporary file when the client aborts mid-upload", async () => {
    const target = path.join(dir, "aborted", "x.bin");
    const { boundary, body, length } = uploadBody(target, 50);
    await new Promise<void>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/files/upload", headers: { "x-execd-access-token": TOKEN, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": length } });
      req.on("error", () => resolve());
      let sent = 0;
      body.on("data", (c: Buffer) => {
        sent += c.length;
        if (sent > 10 * MiB) {
          body.destroy();
          req.destroy();
          resolve();
        }
      });
      body.pipe(req);
    });
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && readdirSync(path.join(dir, "aborted")).length > 0) await new Promise((r) => setTimeout(r, 20));
    expect(readdirSync(path.join(dir, "aborted"))).toEqual([]);
  });
});
