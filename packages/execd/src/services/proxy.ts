// Relay of HTTP requests and protocol upgrades (WebSocket) to ports of the sandbox on 127.0.0.1.
// Bodies stream in both directions (nothing is buffered beyond the streams' own high-water
// marks); headers pass unchanged except hop-by-hop ones and execd's access token. After an
// upgrade the two sockets are piped to each other, byte for byte.
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { ExecdError } from "../errors.ts";

export const PROXY_HOST = "127.0.0.1";
/** Time allowed to connect to the port (a refused connection fails at once). */
export const CONNECT_TIMEOUT_MS = 10_000;
const TOKEN_HEADER = "x-execd-access-token";
const REQUEST_ID_HEADER = "x-request-id";

/** Hop-by-hop headers (RFC 9110 section 7.6.1), never forwarded as such. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  // Answered by execd's own HTTP server already.
  "expect",
  "http2-settings",
]);

/** `port` as a TCP port number (1-65535), or undefined. */
export function parsePort(port: unknown): number | undefined {
  if (typeof port !== "string" || !/^[0-9]{1,5}$/.test(port)) return undefined;
  const n = Number(port);
  return n >= 1 && n <= 65535 ? n : undefined;
}

/** The upstream path of a `/proxy/{port}[/{path}][?query]` URL, query included, bytes unchanged. */
export function upstreamPath(url: string): string {
  const m = /^\/proxy\/[^/?#]*(\/[^?#]*)?(\?[^#]*)?/.exec(url);
  if (!m) return "/";
  return `${m[1] || "/"}${m[2] ?? ""}`;
}

/**
 * Headers to forward, as a flat [name, value, ...] list like `rawHeaders`: hop-by-hop headers,
 * the ones named in Connection and the names in `drop` are removed.
 */
export function forwardHeaders(raw: string[], drop: readonly string[] = []): string[] {
  const removed = new Set([...HOP_BY_HOP, ...drop]);
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === "connection") {
      for (const name of raw[i + 1]!.split(",")) if (name.trim()) removed.add(name.trim().toLowerCase());
    }
  }
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!removed.has(raw[i]!.toLowerCase())) out.push(raw[i]!, raw[i + 1]!);
  return out;
}

const badGateway = (port: number, err: Error & { code?: string }) =>
  new ExecdError("BAD_GATEWAY", `nothing answered on port ${port} (${err.code ?? err.message})`);

export type Upstream =
  | { kind: "response"; res: IncomingMessage }
  | { kind: "upgrade"; res: IncomingMessage; socket: Duplex; head: Buffer };

export type ProxyRequest = {
  port: number;
  method: string;
  path: string;
  rawHeaders: string[];
  /** Streamed to the upstream; absent for upgrades. */
  body?: NodeJS.ReadableStream;
  /** Forward the Upgrade header (a protocol upgrade is being relayed). */
  upgrade?: string;
};

export class ProxyService {
  /** Upgraded connections, destroyed on shutdown. */
  private readonly tunnels = new Set<Duplex>();
  private readonly requests = new Set<http.ClientRequest>();

  /**
   * Sends the request to the port and resolves with the upstream's answer (headers only; its
   * body is still to be read), or a completed upgrade. Rejects with BAD_GATEWAY when nothing
   * answers. `abort` is the client leaving: the upstream request is dropped.
   */
  open(req: ProxyRequest): { answer: Promise<Upstream>; abort(): void } {
    const headers = forwardHeaders(req.rawHeaders, [TOKEN_HEADER]);
    if (req.upgrade !== undefined) headers.push("Connection", "Upgrade", "Upgrade", req.upgrade);
    const hasHost = headers.some((h, i) => i % 2 === 0 && h.toLowerCase() === "host");
    // A body the client framed with Transfer-Encoding (dropped above as hop-by-hop) is framed again
    // for the upstream: node's client sends a GET, DELETE or OPTIONS body unframed otherwise, and
    // the upstream would read it as the start of another request.
    const framed = headers.some((h, i) => i % 2 === 0 && h.toLowerCase() === "content-length");
    const clientTE = req.rawHeaders.some((h, i) => i % 2 === 0 && h.toLowerCase() === "transfer-encoding");
    if (req.body && !framed && clientTE) headers.push("Transfer-Encoding", "chunked");
    const up = http.request({
      host: PROXY_HOST,
      port: req.port,
      method: req.method,
      path: req.path,
      headers: headers as unknown as IncomingHttpHeaders, // a raw [name, value, ...] list is accepted
      agent: false,
      setHost: !hasHost, // the client's Host is forwarded as it is
    });
    this.requests.add(up);
    up.on("close", () => this.requests.delete(up));
    const answer = new Promise<Upstream>((resolve, reject) => {
      let connectTimer: NodeJS.Timeout | undefined;
      up.on("socket", (socket) => {
        if (!(socket as { connecting?: boolean }).connecting) return;
        connectTimer = setTimeout(() => up.destroy(Object.assign(new Error("connect timeout"), { code: "ETIMEDOUT" })), CONNECT_TIMEOUT_MS);
        socket.once("connect", () => clearTimeout(connectTimer));
      });
      up.on("response", (res) => resolve({ kind: "response", res }));
      up.on("upgrade", (res, socket, head) => resolve({ kind: "upgrade", res, socket, head }));
      up.on("error", (err) => {
        clearTimeout(connectTimer);
        reject(badGateway(req.port, err));
      });
      up.on("close", () => clearTimeout(connectTimer));
    });
    answer.catch(() => undefined); // the caller awaits it; never an unhandled rejection
    if (req.body) {
      const body = req.body;
      body.pipe(up);
      up.on("error", () => body.unpipe(up));
    } else {
      up.end();
    }
    return { answer, abort: () => up.destroy() };
  }

  /** Pipes an upgraded client socket and upstream socket to each other until either side ends. */
  tunnel(client: Duplex, clientHead: Buffer, upstream: Duplex, upstreamHead: Buffer): void {
    this.tunnels.add(client);
    this.tunnels.add(upstream);
    const teardown = () => {
      client.destroy();
      upstream.destroy();
      this.tunnels.delete(client);
      this.tunnels.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      if (socket instanceof Socket) {
        socket.setTimeout(0); // long-lived: no idle timeout inherited from the HTTP server
        socket.setNoDelay(true); // interactive traffic
      }
    }
    client.on("error", teardown);
    upstream.on("error", teardown);
    client.on("close", teardown);
    upstream.on("close", teardown);
    if (upstreamHead.length > 0) client.write(upstreamHead);
    if (clientHead.length > 0) upstream.write(clientHead);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  shutdown(): void {
    for (const r of this.requests) r.destroy();
    for (const s of this.tunnels) s.destroy();
    this.requests.clear();
    this.tunnels.clear();
  }
}

/** Response headers of the upstream as a flat list, with X-Request-ID set to execd's. */
export function responseHeaders(res: IncomingMessage, requestId: string, keepHopByHop = false): string[] {
  const raw = keepHopByHop ? res.rawHeaders : forwardHeaders(res.rawHeaders);
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() !== REQUEST_ID_HEADER) out.push(raw[i]!, raw[i + 1]!);
  out.push("X-Request-ID", requestId);
  return out;
}

/** The status line and headers of an upgrade answer, to write on a raw client socket. */
export function upgradeResponseHead(res: IncomingMessage, requestId: string): string {
  const headers = responseHeaders(res, requestId, true);
  let head = `HTTP/1.1 ${res.statusCode ?? 101} ${res.statusMessage || "Switching Protocols"}\r\n`;
  for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  return `${head}\r\n`;
}
