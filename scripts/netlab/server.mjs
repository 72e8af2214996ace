// The fake internet's servers, run inside its network namespace by fake-internet.sh:
// - an authoritative DNS server (UDP and TCP, port 53) for the zones in hosts.json: A records for
//   its hosts, no data for other types of a known name, NXDOMAIN for unknown names in the zones,
//   REFUSED for anything else (it resolves nothing recursively);
// - HTTP (80) and HTTPS (443) on every host address, answering JSON that says which address,
//   Host header and TLS server name the request arrived with, so tests can tell who answered;
//   `/dns-query` answers DNS-over-HTTPS (RFC 8484, GET ?dns= and POST);
// - a second resolver (hosts.json `resolver`), what a workload brings to get around a policy: the
//   same DNS on UDP/TCP 53 and 5353, and DNS-over-TLS on 853.
// Usage: node server.mjs <hosts.json> <state dir with certs/>; writes <state dir>/ready when serving.
import dgram from "node:dgram";
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import path from "node:path";
import tls from "node:tls";

const [hostsFile, stateDir] = process.argv.slice(2);
const conf = JSON.parse(readFileSync(hostsFile, "utf8"));
const zones = conf.zones.map((z) => z.toLowerCase());
const hosts = new Map(Object.entries(conf.hosts).map(([n, a]) => [n.toLowerCase(), a]));

// ---- DNS -----------------------------------------------------------------------------------------

/** Reads a (possibly compressed) name at `off`; returns [name, offset after it]. */
function readName(buf, off) {
  const labels = [];
  let end = -1;
  for (let jumps = 0; jumps < 32; jumps++) {
    const len = buf[off];
    if (len === undefined) throw new Error("truncated name");
    if ((len & 0xc0) === 0xc0) {
      if (end < 0) end = off + 2;
      off = ((len & 0x3f) << 8) | buf[off + 1];
      continue;
    }
    if (len === 0) return [labels.join("."), end < 0 ? off + 1 : end];
    labels.push(buf.toString("latin1", off + 1, off + 1 + len));
    off += 1 + len;
  }
  throw new Error("name loop");
}

function encodeName(name) {
  const parts = name.split(".").filter(Boolean).map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l, "latin1")]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

/** The answer to one query message, or undefined for garbage (dropped, as servers do). */
export function answer(query) {
  if (query.length < 12) return undefined;
  const id = query.readUInt16BE(0);
  const flags = query.readUInt16BE(2);
  if (flags & 0x8000) return undefined; // a response, not a query
  const qdcount = query.readUInt16BE(4);
  let name, qtype, qclass, end;
  try {
    if (qdcount !== 1) throw new Error("one question");
    [name, end] = readName(query, 12);
    qtype = query.readUInt16BE(end);
    qclass = query.readUInt16BE(end + 2);
    end += 4;
  } catch {
    const h = Buffer.alloc(12);
    h.writeUInt16BE(id, 0);
    h.writeUInt16BE(0x8001 | (flags & 0x0100), 2); // FORMERR
    return h;
  }
  const lname = name.toLowerCase();
  const inZone = zones.some((z) => lname === z || lname.endsWith(`.${z}`));
  const addr = hosts.get(lname);
  let rcode = 0;
  const answers = [];
  if (!inZone) rcode = 5; // REFUSED
  else if (addr === undefined && lname !== zones.find((z) => z === lname)) rcode = 3; // NXDOMAIN
  else if (addr !== undefined && qtype === 1 && qclass === 1) {
    const rr = Buffer.alloc(16);
    rr.writeUInt16BE(0xc00c, 0); // pointer to the question's name
    rr.writeUInt16BE(1, 2);
    rr.writeUInt16BE(1, 4);
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(4, 10);
    addr.split(".").forEach((o, i) => rr.writeUInt8(Number(o), 12 + i));
    answers.push(rr);
  }
  const h = Buffer.alloc(12);
  h.writeUInt16BE(id, 0);
  // QR, opcode 0, AA (authoritative) when in zone, RD copied, RA off, rcode
  h.writeUInt16BE(0x8000 | (inZone ? 0x0400 : 0) | (flags & 0x0100) | rcode, 2);
  h.writeUInt16BE(1, 4);
  h.writeUInt16BE(answers.length, 6);
  return Buffer.concat([h, query.subarray(12, end), ...answers]);
}

const udp = dgram.createSocket("udp4");
udp.on("message", (msg, rinfo) => {
  const out = answer(msg);
  if (out) udp.send(out, rinfo.port, rinfo.address);
});
udp.on("error", (err) => console.error("dns udp:", err.message));

const tcp = net.createServer((sock) => dnsStream(sock));

// ---- HTTP and HTTPS ------------------------------------------------------------------------------

const certDir = path.join(stateDir, "certs");
const load = (name) => ({ key: readFileSync(path.join(certDir, `${name}.key`)), cert: readFileSync(path.join(certDir, `${name}.pem`)) });
const contexts = Object.entries(conf.certificates).map(([name, names]) => ({ names, ctx: tls.createSecureContext(load(name)) }));
const nameMatches = (pattern, sni) => (pattern.startsWith("*.") ? sni.endsWith(pattern.slice(1)) && !sni.slice(0, -pattern.length + 1).includes(".") : pattern === sni);

/** DNS-over-HTTPS: the query from `?dns=` (base64url) or the POST body. */
function doh(req, res) {
  const send = (q) => {
    const out = q && answer(q);
    if (!out) {
      res.writeHead(400).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/dns-message", "content-length": out.length });
    res.end(out);
  };
  if (req.method === "GET") return send(Buffer.from(new URL(req.url, "http://x").searchParams.get("dns") ?? "", "base64url"));
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => send(Buffer.concat(chunks)));
}

/** A stream server speaking DNS with 2-byte length framing (TCP, and TLS for DNS-over-TLS). */
function dnsStream(sock) {
  let buf = Buffer.alloc(0);
  sock.on("error", () => {});
  sock.setTimeout(10_000, () => sock.destroy());
  sock.on("data", (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    while (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) {
      const len = buf.readUInt16BE(0);
      const out = answer(buf.subarray(2, 2 + len));
      buf = buf.subarray(2 + len);
      if (!out) return sock.destroy();
      const framed = Buffer.alloc(2 + out.length);
      framed.writeUInt16BE(out.length, 0);
      out.copy(framed, 2);
      sock.write(framed);
    }
  });
}

function handler(scheme) {
  return (req, res) => {
    if (req.url.startsWith("/dns-query")) return doh(req, res);
    const body = JSON.stringify({
      address: req.socket.localAddress,
      port: req.socket.localPort,
      scheme,
      host: req.headers.host ?? null,
      servername: req.socket.servername || null,
      method: req.method,
      path: req.url,
      from: req.socket.remoteAddress,
    });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  };
}

const addresses = [...new Set(hosts.values())];
const listening = [];
const listen = (server, port, host) => new Promise((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
for (const a of addresses) {
  listening.push(listen(http.createServer(handler("http")), 80, a));
  const server = https.createServer(
    {
      ...load("ip"),
      SNICallback: (sni, cb) => cb(null, contexts.find((c) => c.names.some((p) => nameMatches(p, sni.toLowerCase())))?.ctx),
    },
    handler("https"),
  );
  listening.push(listen(server, 443, a));
}
listening.push(new Promise((resolve, reject) => udp.once("error", reject).bind(53, conf.dns, resolve)));
listening.push(listen(tcp, 53, conf.dns));
// The second resolver: plain DNS on 53 and 5353 (UDP and TCP), DNS-over-TLS on 853.
const resolverPorts = conf.resolver ? [53, 5353] : [];
for (const port of resolverPorts) {
  const u = dgram.createSocket("udp4");
  u.on("message", (msg, rinfo) => {
    const out = answer(msg);
    if (out) u.send(out, rinfo.port, rinfo.address);
  });
  listening.push(new Promise((resolve, reject) => u.once("error", reject).bind(port, conf.resolver, resolve)));
  listening.push(listen(net.createServer((sock) => dnsStream(sock)), port, conf.resolver));
}
if (conf.resolver) listening.push(listen(tls.createServer(load("ip"), (sock) => dnsStream(sock)), 853, conf.resolver));
await Promise.all(listening);
writeFileSync(path.join(stateDir, "ready"), `${process.pid}\n`);
console.log(`fake internet serving: dns ${conf.dns}:53, http/https on ${addresses.join(", ")}`);
