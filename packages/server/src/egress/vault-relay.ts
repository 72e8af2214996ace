// The credential vault's relay: the byte-moving half of the interception proxy (listeners, both TLS
// legs, HTTP/1.1 parsing, upstream keep-alive pools, the raw body relay). It runs in a worker
// thread of the server (vault-relay-worker.ts), so that the second core can carry it while the
// main thread serves the API, and the main thread's GC and work never stall a transfer. It decides
// nothing: the main thread (vault-proxy.ts) holds the vaults and the policy's DNS answers and is
// asked, per TLS handshake, whether to present a certificate for a server name and, per request,
// where to send it and which headers to add (its answer carries the secret for that one request).
// Nothing here is kept beyond the request that needs it, except the leaf certificates' contexts.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import { normalizeName } from "./names.ts";

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "proxy-authenticate", "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade"]);
const UPSTREAM_TIMEOUT_MS = 30_000;
/** Bodies at least this long (with a Content-Length) bypass the HTTP client once their head is forwarded. */
export const RAW_BODY_MIN = 1024 * 1024;
/**
 * The sandbox's leg prefers AES-128-GCM (the server's order decides; the TLS 1.2 list is Node's
 * default): every byte of a relayed body is encrypted again here, and AES-128 costs about a fifth
 * less per byte than AES-256, what the sandbox's clients ask for first. The upstream's leg offers
 * Node's default list: in TLS 1.3 the upstream server chooses (a Node server takes AES-256 whatever
 * the order), and offering AES-128 alone would fail with servers that disable it.
 */
export const RELAY_CIPHERS = ["TLS_AES_128_GCM_SHA256", ...tls.DEFAULT_CIPHERS.split(":").filter((c) => c !== "TLS_AES_128_GCM_SHA256")].join(":");

/** A request as the relay read it: what the main thread decides on. */
export type RelayRequest = { scheme: "http" | "https"; port: number; hostHeader: string; sni?: string; method: string; path: string };
/** The main thread's answer to a request: refused, or where it goes and the headers to set. */
export type Decision =
  | { refuse: { status: number; message: string } }
  | {
      /** The host the request names (normalized): the upstream's certificate is verified for it. */
      host: string;
      /** An address the policy's DNS gave for that host, chosen by the main thread. */
      address: string;
      /** Headers to set (each replaces any of that name). */
      inject: [string, string][];
      /** Values that response headers must not show (the vault's secrets at the time of the request). */
      redact: string[];
    };
/** The main thread's answer to a TLS server name: refused, or allowed (with the leaf's PEM when the relay has none yet). */
export type SniAnswer = { error: string } | { name: string; pem?: { key: string; cert: string } };

/** What the relay asks the main thread. */
export type RelayAsk = {
  /** `cached`: the names the relay already holds a certificate for (the answer then carries none). */
  sni(sandboxId: string, servername: string, cached: string[]): Promise<SniAnswer>;
  decide(sandboxId: string, request: RelayRequest): Promise<Decision>;
  log(level: "info" | "error", sandboxId: string, msg: string, err?: string): void;
};

// ---- messages between the main thread and the worker (structured clone) ----
export type ToRelay =
  | { op: "listen"; id: number; sandboxId: string; host: string; ports: number[]; upstreamCa: string[] }
  | { op: "close"; id: number; sandboxId: string }
  | { op: "answer"; id: number; answer: SniAnswer | Decision };
export type FromRelay =
  | { op: "done"; id: number; ports?: [number, number][]; error?: string }
  | { op: "sni"; id: number; sandboxId: string; servername: string; cached: string[] }
  | { op: "decide"; id: number; sandboxId: string; request: RelayRequest }
  | { op: "log"; level: "info" | "error"; sandboxId: string; msg: string; err?: string };

type Tagged = { osbPort?: number; osbScheme?: "http" | "https" };

/** One sandbox's listeners, pools and certificates. */
class SandboxRelay {
  readonly listeners = new Map<number, { server: net.Server; tls: tls.Server; port: number }>();
  /** Upstream keep-alive, per sandbox (a pooled socket always leads to an address the main thread chose). */
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 60_000 });
  private readonly tlsAgent: https.Agent;
  private readonly http: http.Server;
  /** Leaf contexts by (normalized) server name. */
  private readonly contexts = new Map<string, tls.SecureContext>();
  private readonly sandboxId: string;
  private readonly ask: RelayAsk;

  constructor(sandboxId: string, upstreamCa: string[], ask: RelayAsk) {
    this.sandboxId = sandboxId;
    this.ask = ask;
    this.tlsAgent = new https.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 60_000, ca: upstreamCa });
    this.http = http.createServer((req, res) => void this.forward(req, res));
    this.http.on("clientError", (_err, socket) => socket.destroy());
  }

  /**
   * A name with a certificate already is served at once: its certificate was minted when the
   * sandbox had resolved it, and every request is still checked against the sandbox's current
   * DNS answers (421 otherwise). A new name asks the main thread, which mints only for names the
   * sandbox resolved.
   */
  private sni(servername: string, cb: (err: Error | null, ctx?: tls.SecureContext) => void): void {
    const known = this.contexts.get(normalizeName(servername));
    if (known) return cb(null, known);
    this.ask.sni(this.sandboxId, servername, [...this.contexts.keys()]).then(
      (a) => {
        if ("error" in a) return cb(new Error(a.error));
        if (a.pem) this.contexts.set(a.name, tls.createSecureContext({ key: a.pem.key, cert: a.pem.cert, ciphers: RELAY_CIPHERS }));
        const ctx = this.contexts.get(a.name);
        cb(ctx ? null : new Error(`no certificate for ${a.name}`), ctx);
      },
      (err: Error) => cb(err),
    );
  }

  async listenFor(host: string, dstPorts: number[]): Promise<void> {
    for (const [dst, l] of this.listeners) {
      if (!dstPorts.includes(dst)) {
        l.server.close();
        this.listeners.delete(dst);
      }
    }
    for (const dst of dstPorts) {
      if (this.listeners.has(dst)) continue;
      const server = net.createServer((socket) => this.accept(socket, dst));
      const tlsServer = tls.createServer({ SNICallback: (n, cb) => this.sni(n, cb), minVersion: "TLSv1.2", ciphers: RELAY_CIPHERS, honorCipherOrder: true }, (secure) => {
        Object.assign(secure, { osbPort: dst, osbScheme: "https" } satisfies Tagged);
        secure.on("error", () => undefined);
        this.http.emit("connection", secure);
      });
      tlsServer.on("tlsClientError", (err, s) => {
        this.ask.log("info", this.sandboxId, "credential vault: TLS handshake refused", err.message);
        s.destroy();
      });
      server.on("error", (err) => this.ask.log("error", this.sandboxId, "credential vault listener", err.message));
      const port = await new Promise<number>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, host, () => resolve((server.address() as net.AddressInfo).port));
      });
      this.listeners.set(dst, { server, tls: tlsServer, port });
    }
  }

  private accept(socket: net.Socket, dstPort: number): void {
    socket.on("error", () => undefined);
    socket.setTimeout(UPSTREAM_TIMEOUT_MS * 2, () => socket.destroy());
    socket.once("data", (first: Buffer) => {
      socket.pause();
      // A TLS handshake starts with a handshake record (0x16): HTTPS, terminated with a leaf of the sandbox's CA.
      if (first[0] === 0x16) {
        // The TLS socket takes over the socket's native handle (no JS stream between TLS and the
        // socket) and first receives what the socket holds buffered: the bytes read to tell TLS
        // from HTTP go back in with unshift.
        socket.unshift(first);
        this.listeners.get(dstPort)?.tls.emit("connection", socket);
        return;
      }
      socket.unshift(first);
      Object.assign(socket, { osbPort: dstPort, osbScheme: "http" } satisfies Tagged);
      this.http.emit("connection", socket);
      socket.resume();
    });
  }

  private refuse(res: http.ServerResponse, status: number, message: string): void {
    const body = `credential vault: ${message}\n`;
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "content-length": Buffer.byteLength(body), connection: "close" });
    res.end(body);
  }

  private async forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const tag = req.socket as net.Socket & Tagged;
    const scheme = tag.osbScheme ?? "http";
    const dstPort = tag.osbPort!;
    let aborted = false;
    req.on("aborted", () => (aborted = true));
    const request: RelayRequest = { scheme, port: dstPort, hostHeader: req.headers.host ?? "", method: req.method ?? "GET", path: req.url ?? "/" };
    if (scheme === "https") request.sni = (req.socket as tls.TLSSocket).servername || "";
    let d: Decision;
    try {
      d = await this.ask.decide(this.sandboxId, request);
    } catch (err) {
      d = { refuse: { status: 502, message: `no decision for this request: ${(err as Error).message}` } };
    }
    if (aborted || res.destroyed) return;
    if ("refuse" in d) return this.refuse(res, d.refuse.status, d.refuse.message);
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
    for (const [name, value] of d.inject) headers[name] = value;
    const { host, address } = d;
    // Upstream certificates are verified against the host's store (and configured extra CAs) for the name the request claims.
    const upstream =
      scheme === "https"
        ? https.request({ host: address, servername: host, port: dstPort, method: req.method, path: request.path, headers, agent: this.tlsAgent, timeout: UPSTREAM_TIMEOUT_MS })
        : http.request({ host: address, port: dstPort, method: req.method, path: request.path, headers, agent: this.agent, timeout: UPSTREAM_TIMEOUT_MS });
    upstream.on("timeout", () => upstream.destroy(new Error("upstream timed out")));
    upstream.on("error", (err) => {
      if (!res.headersSent) this.refuse(res, 502, `the upstream ${host}:${dstPort} (${address}) failed: ${err.message}`);
      else res.destroy();
    });
    upstream.on("response", (up) => {
      const out: Record<string, string | string[]> = {};
      const redact = (x: string) => d.redact.reduce((s, secret) => (s.includes(secret) ? s.split(secret).join("[REDACTED]") : s), x);
      for (const [k, v] of Object.entries(up.headers)) {
        if (v === undefined || HOP_BY_HOP.has(k)) continue;
        // A response header that echoes a secret reaches the sandbox redacted; bodies pass as they are.
        out[k] = Array.isArray(v) ? v.map(redact) : redact(v);
      }
      res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
      const length = Number(up.headers["content-length"]);
      // HEAD, 204 and 304 responses have no body whatever their Content-Length says.
      const bodyless = req.method === "HEAD" || up.statusCode === 204 || up.statusCode === 304;
      if (!bodyless && !up.complete && !up.headers["transfer-encoding"] && Number.isSafeInteger(length) && length >= RAW_BODY_MIN) relayRaw(up, res, length);
      else {
        up.pipe(res);
        up.on("error", () => res.destroy());
      }
    });
    req.on("aborted", () => upstream.destroy());
    req.pipe(upstream);
  }

  close(): void {
    for (const l of this.listeners.values()) {
      l.server.close();
      l.tls.close();
    }
    this.listeners.clear();
    this.agent.destroy();
    this.tlsAgent.destroy();
    this.http.close();
  }
}

/**
 * A large body with a known length goes from the upstream socket to the sandbox's socket as
 * raw bytes: the HTTP client's parser, its IncomingMessage stream and its per-chunk events cost
 * about a third of the proxy's CPU per MiB. What the parser already took (the bytes read with
 * the head) is sent first; the rest is counted off the socket until `length` bytes have passed.
 * The upstream connection is then closed, not reused (the HTTP client no longer knows its state).
 */
function relayRaw(up: http.IncomingMessage, res: http.ServerResponse, length: number): void {
  const socket = up.socket;
  for (const l of socket.listeners("data")) socket.removeListener("data", l as (...args: unknown[]) => void);
  let left = length;
  up.on("error", () => undefined);
  const send = (chunk: Buffer) => {
    if (left <= 0) return;
    const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
    left -= part.length;
    if (left === 0) {
      res.end(part);
      socket.destroy();
    } else if (!res.write(part)) socket.pause();
  };
  // The body bytes the parser read with the head (it finishes that read after this event,
  // before the socket's next read reaches `send`) come through the message.
  up.on("data", send);
  socket.on("data", send);
  res.on("drain", () => socket.resume());
  res.on("close", () => {
    if (left > 0) socket.destroy();
  });
  socket.on("close", () => {
    if (left > 0) res.destroy();
  });
  socket.resume();
}

/** Every sandbox's relay in this thread, driven by `ToRelay` messages (or directly, in tests). */
export class Relay {
  private readonly sandboxes = new Map<string, SandboxRelay>();
  private readonly ask: RelayAsk;

  constructor(ask: RelayAsk) {
    this.ask = ask;
  }

  /** Listens for every port in `dstPorts` (and only those) for a sandbox: destination port → listener port. */
  async listen(sandboxId: string, host: string, dstPorts: number[], upstreamCa: string[]): Promise<[number, number][]> {
    let s = this.sandboxes.get(sandboxId);
    if (!s) {
      s = new SandboxRelay(sandboxId, upstreamCa, this.ask);
      this.sandboxes.set(sandboxId, s);
    }
    await s.listenFor(host, dstPorts);
    return [...s.listeners].map(([dst, l]) => [dst, l.port]);
  }

  close(sandboxId: string): void {
    this.sandboxes.get(sandboxId)?.close();
    this.sandboxes.delete(sandboxId);
  }
}
