// The credential vault's interception proxy: runs in the server process, never in the sandbox's
// namespaces. The runtime redirects a sandbox's TCP connections to addresses that its DNS answers
// gave for bound names (on the ports the bindings name) to one listener per (sandbox, port), so
// the listener knows the sandbox and the port the connection was meant for (Node cannot read
// SO_ORIGINAL_DST). The request names a host (Host header, and SNI for TLS); the proxy forwards
// only to an address the sandbox's policy resolved for THAT name, never to the address the
// sandbox connected to: a binding can never send a secret to an address the sandbox chose. TLS is
// terminated with a certificate minted for the server name from the sandbox's own CA (which only
// the sandbox trusts), and the upstream's certificate is verified for that name.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import type { Logger } from "pino";
import { match, redact, type Vault } from "./vault.ts";
import { normalizeName } from "./policy.ts";
import { mintLeaf, newKey, type CertificateAuthority } from "../secrets/vault-ca.ts";

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "proxy-authenticate", "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade"]);
const UPSTREAM_TIMEOUT_MS = 30_000;
/** Bodies at least this long (with a Content-Length) bypass the HTTP client once their head is forwarded. */
const RAW_BODY_MIN = 1024 * 1024;

/** One injection, as the audit log keeps it: never the value. */
export type VaultAudit = { at: string; sandboxId: string; binding: string; destination: string; address: string; method: string };

export type VaultProxyOptions = {
  sandboxId: string;
  /** Where listeners bind (the network's gateway). */
  host: string;
  /** The vault in force (read at every request: a PATCH applies to the next one). */
  vault: () => Vault | undefined;
  /** Addresses the sandbox's policy resolved for a name, still open; empty: the name is not one it resolved. */
  addressesOf: (name: string) => string[];
  audit: (entry: VaultAudit) => void;
  /** The sandbox's certificate authority (what it trusts): leaf certificates are minted from it per server name. */
  ca: CertificateAuthority;
  /** Certificates trusted for upstream servers (PEM): the host's store and any extra ones configured. */
  upstreamCa: string[];
  log?: Logger;
};

type Tagged = { osbPort?: number; osbScheme?: "http" | "https" };

export class VaultProxy {
  private readonly opts: VaultProxyOptions;
  /** Listener by the port the sandbox's connections were meant for. */
  private readonly listeners = new Map<number, { server: net.Server; tls: tls.Server; port: number }>();
  /** Upstream keep-alive, per sandbox (a pooled socket always leads to an address chosen by the proxy). */
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 60_000 });
  private readonly tlsAgent: https.Agent;
  private readonly http: http.Server;
  /** One key for every leaf certificate of this sandbox; certificates by server name, minted once. */
  private readonly leafKey = newKey();
  private readonly contexts = new Map<string, Promise<tls.SecureContext>>();

  constructor(opts: VaultProxyOptions) {
    this.opts = opts;
    this.tlsAgent = new https.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 60_000, ca: opts.upstreamCa });
    this.http = http.createServer((req, res) => void this.forward(req, res));
    this.http.on("clientError", (_err, socket) => socket.destroy());
  }

  /** The TLS context for a server name the sandbox resolved (no certificate is minted for any other name). */
  private context(name: string): Promise<tls.SecureContext> {
    let ctx = this.contexts.get(name);
    if (!ctx) {
      ctx = mintLeaf(this.opts.ca, this.leafKey, name).then((cert) => tls.createSecureContext({ key: this.leafKey, cert: `${cert}${this.opts.ca.cert}` }));
      ctx.catch(() => this.contexts.delete(name));
      this.contexts.set(name, ctx);
    }
    return ctx;
  }

  private sni(servername: string, cb: (err: Error | null, ctx?: tls.SecureContext) => void): void {
    const name = normalizeName(servername);
    if (!this.opts.addressesOf(name).length) return cb(new Error(`${name} was not resolved by this sandbox`));
    this.context(name).then((c) => cb(null, c), (err: Error) => cb(err));
  }

  /** The local port of each intercepted destination port (what the runtime redirects to). */
  ports(): Map<number, number> {
    return new Map([...this.listeners].map(([dst, l]) => [dst, l.port]));
  }

  /** Listens for every port in `dstPorts` (and only those): returns the mapping destination port → listener port. */
  async listenFor(dstPorts: number[]): Promise<Map<number, number>> {
    for (const [dst, l] of this.listeners) {
      if (!dstPorts.includes(dst)) {
        l.server.close();
        this.listeners.delete(dst);
      }
    }
    for (const dst of dstPorts) {
      if (this.listeners.has(dst)) continue;
      const server = net.createServer((socket) => this.accept(socket, dst));
      const tlsServer = tls.createServer({ SNICallback: (n, cb) => this.sni(n, cb), minVersion: "TLSv1.2" }, (secure) => {
        Object.assign(secure, { osbPort: dst, osbScheme: "https" } satisfies Tagged);
        secure.on("error", () => undefined);
        this.http.emit("connection", secure);
      });
      tlsServer.on("tlsClientError", (err, s) => {
        this.opts.log?.info({ sandboxId: this.opts.sandboxId, err: err.message }, "credential vault: TLS handshake refused");
        s.destroy();
      });
      server.on("error", (err) => this.opts.log?.error({ err, sandboxId: this.opts.sandboxId }, "credential vault listener"));
      const port = await new Promise<number>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, this.opts.host, () => resolve((server.address() as net.AddressInfo).port));
      });
      this.listeners.set(dst, { server, tls: tlsServer, port });
    }
    return this.ports();
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
    const dstPort = tag.osbPort!;
    const scheme = tag.osbScheme ?? "http";
    const hostHeader = req.headers.host ?? "";
    const host = normalizeName(hostHeader.replace(/:\d+$/, "").replace(/^\[|\]$/g, ""));
    // Over TLS the request names the host its handshake named (the certificate the sandbox accepted is for that name).
    const sni = scheme === "https" ? normalizeName((req.socket as tls.TLSSocket).servername || "") : undefined;
    if (sni !== undefined && sni !== host) {
      this.refuse(res, 421, `the request names host ${JSON.stringify(hostHeader)} over a TLS connection made for ${JSON.stringify(sni)}`);
      return;
    }
    const addresses = host ? this.opts.addressesOf(host) : [];
    // Only names the sandbox resolved through the policy's DNS are forwarded, to the addresses
    // that DNS gave: a Host naming anything else (an address, a name it never resolved) ends here.
    if (addresses.length === 0) {
      this.refuse(res, 421, `the request names host ${JSON.stringify(hostHeader)}, which this sandbox did not resolve through its policy's DNS; requests are forwarded only to the addresses its DNS answers gave for the host they name`);
      return;
    }
    const vault = this.opts.vault();
    const path = req.url ?? "/";
    const m = vault ? match(vault, { scheme, host, port: dstPort, method: req.method ?? "GET", path }) : { kind: "none" as const };
    if (m.kind === "ambiguous") {
      this.refuse(res, 403, `credential binding ambiguous: ${m.bindings.join(", ")} all match this request`);
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
    const address = addresses[Math.floor(Math.random() * addresses.length)]!;
    if (m.kind === "one") {
      for (const [name, value] of m.headers) headers[name] = value;
      const entry: VaultAudit = { at: new Date().toISOString(), sandboxId: this.opts.sandboxId, binding: m.binding.name, destination: `${scheme}://${host}:${dstPort}${path.split("?")[0]}`, address, method: req.method ?? "GET" };
      this.opts.audit(entry);
    }
    // Upstream certificates are verified against the host's store (and configured extra CAs) for the name the request claims.
    const upstream =
      scheme === "https"
        ? https.request({ host: address, servername: host, port: dstPort, method: req.method, path, headers, agent: this.tlsAgent, timeout: UPSTREAM_TIMEOUT_MS })
        : http.request({ host: address, port: dstPort, method: req.method, path, headers, agent: this.agent, timeout: UPSTREAM_TIMEOUT_MS });
    upstream.on("timeout", () => upstream.destroy(new Error("upstream timed out")));
    upstream.on("error", (err) => {
      if (!res.headersSent) this.refuse(res, 502, `the upstream ${host}:${dstPort} (${address}) failed: ${err.message}`);
      else res.destroy();
    });
    upstream.on("response", (up) => {
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(up.headers)) {
        if (v === undefined || HOP_BY_HOP.has(k)) continue;
        // A response header that echoes a secret reaches the sandbox redacted; bodies pass as they are.
        out[k] = vault ? (Array.isArray(v) ? v.map((x) => redact(vault, x)) : redact(vault, v)) : v;
      }
      res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
      const length = Number(up.headers["content-length"]);
      // HEAD, 204 and 304 responses have no body whatever their Content-Length says.
      const bodyless = req.method === "HEAD" || up.statusCode === 204 || up.statusCode === 304;
      if (!bodyless && !up.complete && !up.headers["transfer-encoding"] && Number.isSafeInteger(length) && length >= RAW_BODY_MIN) this.relayRaw(up, res, length);
      else {
        up.pipe(res);
        up.on("error", () => res.destroy());
      }
    });
    req.on("aborted", () => upstream.destroy());
    req.pipe(upstream);
  }

  /**
   * A large body with a known length goes from the upstream socket to the sandbox's socket as
   * raw bytes: the HTTP client's parser, its IncomingMessage stream and its per-chunk events cost
   * about a third of the proxy's CPU per MiB. What the parser already took (the bytes read with
   * the head) is sent first; the rest is counted off the socket until `length` bytes have passed.
   * The upstream connection is then closed, not reused (the HTTP client no longer knows its state).
   */
  private relayRaw(up: http.IncomingMessage, res: http.ServerResponse, length: number): void {
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

  async close(): Promise<void> {
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
