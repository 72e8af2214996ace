// A minimal execd client for benches: node:http only (no SDK), so the timings contain nothing but
// the request, execd and the network path (docker-proxy for the published port).
import http from "node:http";
import net from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export const TOKEN_HEADER = "X-EXECD-ACCESS-TOKEN";

/** execd directly (its token), or through the server's proxy (`prefix`, and the headers the endpoint names instead of the token). */
export type ExecdTarget = { host: string; port: number; token: string; prefix?: string; headers?: Record<string, string> };

/**
 * From GET /v1/sandboxes/{id}/endpoints/44772: {endpoint: "host:port[/proxy/44772]", headers: {...}}.
 * execd serves its routes at the root too, so the path is not needed.
 */
export function execdTarget(body: { endpoint: string; headers?: Record<string, string> }): ExecdTarget {
  // Through the server ([ingress] mode gateway): host:port/sandboxes/<id>/proxy/44772, with the API key.
  const gw = /^(?:https?:\/\/)?([^/:]+|\[[^\]]+\]):(\d+)(\/sandboxes\/[^/]+\/proxy\/\d+)$/.exec(body.endpoint);
  if (gw) return { host: gw[1]!, port: Number(gw[2]), token: "", prefix: gw[3]!, headers: body.headers ?? {} };
  const m = /^(?:https?:\/\/)?([^/:]+|\[[^\]]+\]):(\d+)(?:\/proxy\/\d+)?$/.exec(body.endpoint);
  if (!m) throw new Error(`unexpected execd endpoint ${JSON.stringify(body.endpoint)}`);
  const token = body.headers?.[TOKEN_HEADER] ?? Object.entries(body.headers ?? {}).find(([k]) => k.toLowerCase() === TOKEN_HEADER.toLowerCase())?.[1];
  if (!token) throw new Error(`execd endpoint has no ${TOKEN_HEADER} header: ${JSON.stringify(body)}`);
  return { host: m[1]!, port: Number(m[2]), token };
}

const now = () => performance.now();

export type CommandTiming = {
  /** request start → response headers. */
  headersMs: number;
  /** request start → `init` event received. */
  initMs: number;
  /** request start → terminal event (`execution_complete` or `error`) received. */
  terminalMs: number;
  /** request start → response end. */
  endMs: number;
  terminal: string;
  /** execd's own execution_time (ms, Date.now() resolution). */
  executionTime?: number;
  events: number;
};

/** POST /command, reading the event stream until it ends. */
export function runCommand(t: ExecdTarget, agent: http.Agent, command: string): Promise<CommandTiming> {
  const body = JSON.stringify({ command });
  return new Promise((resolve, reject) => {
    const t0 = now();
    let headersMs = NaN;
    let initMs = NaN;
    let terminalMs = NaN;
    let terminal = "";
    let executionTime: number | undefined;
    let events = 0;
    const req = http.request(
      {
        host: t.host,
        port: t.port,
        method: "POST",
        path: `${t.prefix ?? ""}/command`,
        agent,
        headers: { ...(t.headers ?? { [TOKEN_HEADER]: t.token }), "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        headersMs = now() - t0;
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`POST /command: HTTP ${res.statusCode}`));
        }
        let buf = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const at = now() - t0;
          buf += chunk;
          let nl: number;
          while ((nl = buf.indexOf("\n")) >= 0) {
            let line = buf.slice(0, nl).trim();
            buf = buf.slice(nl + 1);
            if (!line) continue;
            if (line.startsWith("data:")) line = line.slice(5).trim();
            const ev = JSON.parse(line) as { type: string; execution_time?: number };
            events++;
            if (ev.type === "init") initMs = at;
            if (ev.type === "execution_complete" || ev.type === "error") {
              terminalMs = at;
              terminal = ev.type;
              executionTime = ev.execution_time;
            }
          }
        });
        res.on("end", () => resolve({ headersMs, initMs, terminalMs, endMs: now() - t0, terminal, executionTime, events }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** GET /ping; resolves with the status, or 0 when the connection failed (nothing listening yet). */
export function ping(t: ExecdTarget, agent: http.Agent | false, timeoutMs = 1000): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request({ host: t.host, port: t.port, method: "GET", path: "/ping", agent, headers: { [TOKEN_HEADER]: t.token }, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(0));
    req.end();
  });
}

/** A simple request with a small body; resolves with status and text. */
export function request(t: ExecdTarget, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: t.host,
        port: t.port,
        method,
        path,
        agent: false,
        headers: { [TOKEN_HEADER]: t.token, ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

export type TransferResult = { ms: number; bytes: number; status: number; text: string; clientCpuMs: number };

/**
 * POST /files/upload: multipart with a `metadata` part ({"path": target}) then a `file` part of
 * `bytes` bytes, generated on the fly (one `chunk`-sized buffer sent repeatedly; never the whole
 * body in memory), with a Content-Length. Time: request start → response end.
 */
export async function upload(t: ExecdTarget, target: string, bytes: number, chunkBytes = 1 << 20): Promise<TransferResult> {
  const boundary = `----osb-bench-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ path: target })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${target.split("/").pop()}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  // Not all zeros (nothing on the path compresses, but a pattern is closer to real data).
  const chunk = Buffer.alloc(chunkBytes);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 2654435761) >>> 24;
  async function* parts() {
    yield head;
    let left = bytes;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
    yield tail;
  }
  const cpu0 = process.cpuUsage();
  const t0 = now();
  const req = http.request({
    host: t.host,
    port: t.port,
    method: "POST",
    path: "/files/upload",
    agent: false,
    headers: { [TOKEN_HEADER]: t.token, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": head.length + bytes + tail.length },
  });
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  await Promise.all([pipeline(Readable.from(parts(), { objectMode: false }), req), response]);
  const r = await response;
  const cpu = process.cpuUsage(cpu0);
  return { ms: now() - t0, bytes, status: r.status, text: r.text.slice(0, 500), clientCpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * GET /files/download?path=…, counting and discarding the bytes. Time: request start → end.
 * A plain socket reads the answer into one reused 1 MiB buffer (`onread`): node's HTTP client
 * (its parser, a Buffer and a stream push per 64 KiB) used a whole core at 500–700 MB/s and was
 * what bounded the measured speed, not execd. The head is parsed here (status, Content-Length;
 * execd answers a download with a length).
 */
export function download(t: ExecdTarget, target: string): Promise<TransferResult> {
  return new Promise((resolve, reject) => {
    const cpu0 = process.cpuUsage();
    const t0 = now();
    let head: Buffer | undefined = Buffer.alloc(0);
    let status = 0;
    let length = -1;
    let bytes = 0;
    let text = "";
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      socket.destroy();
      const cpu = process.cpuUsage(cpu0);
      resolve({ ms: now() - t0, bytes, status, text, clientCpuMs: (cpu.user + cpu.system) / 1000 });
    };
    const onChunk = (c: Buffer) => {
      if (head !== undefined) {
        head = Buffer.concat([head, c]);
        const end = head.indexOf("\r\n\r\n");
        if (end < 0) return;
        const lines = head.subarray(0, end).toString("latin1").split("\r\n");
        status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1] ?? 0);
        const cl = lines.find((l) => /^content-length:/i.test(l));
        length = cl === undefined ? -1 : Number(cl.slice(cl.indexOf(":") + 1));
        const body = head.subarray(end + 4);
        head = undefined;
        bytes = body.length;
        if (status !== 200) text = body.toString("utf8", 0, Math.min(body.length, 500));
      } else {
        bytes += c.length;
        if (status !== 200 && text.length < 500) text += c.toString("utf8");
      }
      if (length >= 0 && bytes >= length) done();
    };
    const socket = net.connect({
      host: t.host,
      port: t.port,
      onread: { buffer: Buffer.allocUnsafe(1 << 20), callback: (n: number, buf: Uint8Array) => (onChunk(Buffer.from(buf.buffer, buf.byteOffset, n)), true) },
    });
    socket.setNoDelay(true);
    socket.write(`GET /files/download?path=${encodeURIComponent(target)} HTTP/1.1\r\nHost: ${t.host}:${t.port}\r\n${TOKEN_HEADER}: ${t.token}\r\nConnection: close\r\n\r\n`);
    socket.on("end", done);
    socket.on("close", done);
    socket.on("error", reject);
  });
}

/** `Key: 123 kB` lines of /proc/PID/status or smaps_rollup → numbers in kB (others dropped). */
export function parseKb(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^(\w+):\s+(\d+) kB$/gm)) out[m[1]!] = Number(m[2]);
  return out;
}
