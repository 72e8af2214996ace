// DNS over UDP and TCP (RFC 1035 §4.2) as the server's DNS proxy (Docker) and the egress sidecar
// (Kubernetes) both speak it: asking an upstream resolver (the answer returned byte for byte), and
// serving a client's TCP connection (two-byte length framing).
import dgram from "node:dgram";
import net from "node:net";

export const UPSTREAM_TIMEOUT_MS = 5000;

export type Upstream = { host: string; port: number };

/** An address (IPv4 or IPv6, port 53), `ipv4:port` or `[ipv6]:port` → host and port. */
export function parseUpstream(text: string): Upstream {
  if (net.isIP(text)) return { host: text, port: 53 };
  const m = /^\[(.+)\]:(\d+)$/.exec(text) ?? /^([^:]+):(\d+)$/.exec(text);
  return m ? { host: m[1]!, port: Number(m[2]) } : { host: text, port: 53 };
}

/** One query over UDP: the first datagram carrying the query's id is the answer. */
export function askUdp(u: Upstream, msg: Buffer, timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const s = dgram.createSocket(net.isIPv6(u.host) ? "udp6" : "udp4");
    const done = (err: Error | undefined, out?: Buffer) => {
      clearTimeout(timer);
      s.close();
      if (err) reject(err);
      else resolve(out!);
    };
    const timer = setTimeout(() => done(new Error("timed out")), timeoutMs);
    s.on("error", (err) => done(err));
    s.on("message", (out) => {
      if (out.length >= 2 && out.readUInt16BE(0) === msg.readUInt16BE(0)) done(undefined, out);
    });
    s.send(msg, u.port, u.host);
  });
}

/** One query over TCP: the message and its answer each carry a two-byte length. */
export function askTcp(u: Upstream, msg: Buffer, timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ host: u.host, port: u.port });
    let buf = Buffer.alloc(0);
    const timer = setTimeout(() => s.destroy(new Error("timed out")), timeoutMs);
    s.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    s.on("data", (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) {
        clearTimeout(timer);
        s.destroy();
        resolve(buf.subarray(2, 2 + buf.readUInt16BE(0)));
      }
    });
    s.on("close", () => {
      clearTimeout(timer);
      reject(new Error("closed before answering"));
    });
    const len = Buffer.alloc(2);
    len.writeUInt16BE(msg.length);
    s.write(Buffer.concat([len, msg]));
  });
}

/**
 * Serves DNS over one client TCP connection: each length-framed query goes to `answer`; an answer
 * (undefined: none) is written back framed. Idle connections close after 10 s.
 */
export function serveDnsTcp(s: net.Socket, answer: (msg: Buffer) => Promise<Buffer | undefined>): void {
  s.on("error", () => undefined);
  s.setTimeout(10_000, () => s.destroy());
  let buf = Buffer.alloc(0);
  s.on("data", (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    while (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) {
      const msg = Buffer.from(buf.subarray(2, 2 + buf.readUInt16BE(0)));
      buf = buf.subarray(2 + msg.length);
      void answer(msg).then((out) => {
        if (!out || s.destroyed) return;
        const len = Buffer.alloc(2);
        len.writeUInt16BE(out.length);
        s.write(Buffer.concat([len, out]));
      });
    }
  });
}
