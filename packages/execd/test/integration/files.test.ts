// Files through execd inside a real sandbox: a 1 GiB round trip with execd's memory staying
// flat, binary-safe content, odd names, path errors; and several sandboxes served at once.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destroyServer, startServer, waitFor, waitForState, type TestServer } from "../../../server/test/helpers.ts";
import { parseEvents } from "../unit/events.ts";

const GiB = 1024 ** 3;
const LIMITS = { cpu: "1", memory: "512Mi" };
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
  await destroyServer(server);
});

/** execd's address: host, port and the path its endpoint carries (Docker: /proxy/44772). */
type Execd = { host: string; port: number; prefix: string; token: string };

async function sandbox(image = "opensandbox/busybox:local"): Promise<Execd & { id: string }> {
  const created = await server.api("POST", "/v1/sandboxes", { image: { uri: image }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: LIMITS });
  const id = created.body.id as string;
  await waitForState(server, id, "Running");
  const ep = (await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body;
  const url = new URL(`http://${ep.endpoint as string}`);
  const execd = { id, host: url.hostname, port: Number(url.port), prefix: url.pathname.replace(/\/$/, ""), token: ep.headers["X-EXECD-ACCESS-TOKEN"] as string };
  await waitFor(() => call(execd, "GET", "/ping").then((r) => r.status, () => 0), (s) => s === 200, 10_000, "execd ping");
  return execd;
}

async function call(e: Execd, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://${e.host}:${e.port}${e.prefix}${path}`, {
    method,
    headers: { "X-EXECD-ACCESS-TOKEN": e.token, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function sh(e: Execd, command: string): Promise<string[]> {
  const res = await call(e, "POST", "/command", { command });
  return parseEvents(res.bytes.toString("utf8")).filter((ev) => ev.type === "stdout").map((ev) => ev.text!);
}

/** Streams `size` pseudo-random bytes as one multipart upload, never holding them in memory. */
function upload(e: Execd, path: string, size: number): Promise<{ status: number; sha256: string }> {
  const boundary = `osb${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="metadata"; filename="metadata"\r\nContent-Type: application/json\r\n\r\n` +
      `${JSON.stringify({ path, mode: 644 })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash("sha256");
  const chunk = randomBytes(1024 * 1024);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: e.host,
      port: e.port,
      method: "POST",
      path: `${e.prefix}/files/upload`,
      headers: { "X-EXECD-ACCESS-TOKEN": e.token, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": head.length + size + tail.length },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, sha256: hash.digest("hex") }));
    });
    req.on("error", reject);
    let sent = 0;
    const pump = () => {
      if (sent === 0) req.write(head);
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        chunk[0] = (chunk[0]! + 1) & 0xff; // vary the content between chunks
        hash.update(piece);
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      req.end(tail);
    };
    pump();
  });
}

function download(e: Execd, path: string): Promise<{ status: number; bytes: number; sha256: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: e.host, port: e.port, path: `${e.prefix}/files/download?path=${encodeURIComponent(path)}`, headers: { "X-EXECD-ACCESS-TOKEN": e.token } },
      (res) => {
        const hash = createHash("sha256");
        let bytes = 0;
        res.on("data", (d: Buffer) => {
          bytes += d.length;
          hash.update(d);
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, sha256: hash.digest("hex") }));
      },
    );
    req.on("error", reject);
  });
}

/**
 * execd's VmHWM in MiB: the largest among processes whose command line names execd.cjs (the
 * shell running this loop and its grep name it too, and are small); fails if it is not execd's.
 */
async function execdPeakRss(e: Execd): Promise<number> {
  const out = await sh(e, "for p in /proc/[0-9]*; do grep -q execd/execd.cjs $p/cmdline 2>/dev/null && grep VmHWM $p/status; done | tr -s ' ' | cut -d' ' -f2 | sort -n | tail -1");
  const mib = Number(out.join("").trim()) / 1024;
  expect(mib, `execd's VmHWM (${out.join("")})`).toBeGreaterThan(20); // Node itself is larger than that
  return mib;
}

describe("files in a sandbox", () => {
  it("moves 1 GiB up and down with execd's memory staying flat", async () => {
    const e = await sandbox();
    const before = await execdPeakRss(e);
    const up = await upload(e, "/tmp/big.bin", GiB);
    expect(up.status).toBe(200);
    const down = await download(e, "/tmp/big.bin");
    expect(down).toEqual({ status: 200, bytes: GiB, sha256: up.sha256 });
    const after = await execdPeakRss(e);
    // Two 1 MiB read buffers down; up, the socket's chunks until the next minor GC (every 16 MiB):
    // ~+28 MiB measured; main's streams grew it by 80–84 MiB.
    expect(after - before, `execd peak RSS went from ${before} MiB to ${after} MiB`).toBeLessThan(48);
    await sh(e, "rm -f /tmp/big.bin");
  }, 180_000);

  it("keeps bytes and odd names intact, and maps path errors to spec codes", async () => {
    const e = await sandbox();
    const content = Buffer.concat([Buffer.from([0, 1, 2, 0, 255, 254]), randomBytes(4096), Buffer.from([0])]);
    const name = "/tmp/dir with spaces/ünï\u00e7ødé \"quoted\" 🚀.bin";
    const boundary = "b0undary";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="metadata"; filename="m"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ path: name })}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`http://${e.host}:${e.port}${e.prefix}/files/upload`, {
      method: "POST",
      headers: { "X-EXECD-ACCESS-TOKEN": e.token, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(200);
    const back = await call(e, "GET", `/files/download?path=${encodeURIComponent(name)}`);
    expect(back.status).toBe(200);
    expect(back.bytes.equals(content)).toBe(true);
    const ranged = await fetch(`http://${e.host}:${e.port}${e.prefix}/files/download?path=${encodeURIComponent(name)}`, {
      headers: { "X-EXECD-ACCESS-TOKEN": e.token, range: "bytes=0-5" },
    });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(content.subarray(0, 6))).toBe(true);

    for (const [method, path] of [
      ["GET", "/files/download?path=/no/such/file"],
      ["GET", "/files/info?path=/no/such/file"],
      ["GET", "/directories/list?path=/no/such/dir"],
    ] as const) {
      const r = await call(e, method, path);
      expect(r.status, path).toBe(404);
      expect(JSON.parse(r.bytes.toString()).code).toBe("FILE_NOT_FOUND");
    }
    const dir = await call(e, "GET", "/files/download?path=/tmp");
    expect(dir.status).toBe(400);
    expect(JSON.parse(dir.bytes.toString()).code).toBe("INVALID_FILE");
  });
});

describe("bridge networking", () => {
  it("serves several sandboxes at once, each on its own loopback port", async () => {
    const boxes = await Promise.all([sandbox(), sandbox(), sandbox("opensandbox/musl:local")]);
    expect(new Set(boxes.map((b) => b.port)).size).toBe(3);
    for (const b of boxes) expect(b.host).toBe("127.0.0.1");
    const names = await Promise.all(boxes.map((b) => sh(b, "cat /etc/hostname")));
    expect(new Set(names.map((n) => n[0])).size).toBe(3);
    // A token opens only its own sandbox.
    const crossed = await call({ ...boxes[0]!, token: boxes[1]!.token }, "GET", "/ping");
    expect(crossed.status).toBe(401);
  });
});
