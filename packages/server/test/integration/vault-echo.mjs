// The credential vault tests' echo servers, run by vault.test.ts inside the fake internet's
// namespace (scripts/netlab) on addresses of their own: an authoritative DNS server for the names
// in the config (A records; NXDOMAIN for everything else) and HTTP (and HTTPS, when the config has
// a certificate; one more HTTPS port with a self-signed one) on every address and port given. Each request is reported as one JSON line on
// stdout (address, port, scheme, Host, SNI, method, path and every header received) to the test
// on the host; the answer to the sandbox holds none of the request's headers, except on
// `/echo/<header>`, whose answer carries that header's value back in the response header
// `x-echo` (what the vault must redact).
// Usage: node vault-echo.mjs '<json config>'; prints "ready" when serving.
import dgram from "node:dgram";
import http from "node:http";
import https from "node:https";

const conf = JSON.parse(process.argv[2]);
const hosts = new Map(Object.entries(conf.hosts).map(([n, a]) => [n.toLowerCase(), a]));

function readName(buf, off) {
  const labels = [];
  while (buf[off] !== 0) {
    labels.push(buf.subarray(off + 1, off + 1 + buf[off]).toString("latin1"));
    off += 1 + buf[off];
  }
  return [labels.join(".").toLowerCase(), off + 1];
}

function answer(msg) {
  if (msg.length < 17) return undefined;
  const [name, end] = readName(msg, 12);
  const type = msg.readUInt16BE(end);
  const question = msg.subarray(12, end + 4);
  const addr = hosts.get(name);
  const header = Buffer.alloc(12);
  msg.copy(header, 0, 0, 2);
  const records = addr && type === 1 ? [addr] : [];
  header.writeUInt16BE(0x8400 | (msg.readUInt16BE(2) & 0x0100) | (addr ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const rrs = records.map((a) => {
    const rr = Buffer.alloc(16);
    rr.writeUInt16BE(0xc00c, 0);
    rr.writeUInt16BE(1, 2);
    rr.writeUInt16BE(1, 4);
    rr.writeUInt32BE(300, 6);
    rr.writeUInt16BE(4, 10);
    a.split(".").forEach((x, i) => rr.writeUInt8(Number(x), 12 + i));
    return rr;
  });
  return Buffer.concat([header, question, ...rrs]);
}

function handler(scheme) {
  return (req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const report = {
        address: req.socket.localAddress,
        port: req.socket.localPort,
        scheme,
        host: req.headers.host ?? null,
        servername: req.socket.servername || null,
        method: req.method,
        path: req.url,
        headers: req.headers,
      };
      process.stdout.write(`${JSON.stringify(report)}\n`);
      const echoed = /\/echo\/([A-Za-z0-9-]+)$/.exec(req.url ?? "");
      const extra = echoed ? { "x-echo": String(req.headers[echoed[1].toLowerCase()] ?? "") } : {};
      const size = /^\/bytes\/(\d+)/.exec(req.url ?? "");
      if (size) {
        const n = Number(size[1]);
        res.writeHead(200, { "content-type": "application/octet-stream", "content-length": n });
        const block = Buffer.alloc(64 * 1024, 120);
        let left = n;
        const pump = () => {
          while (left > 0) {
            const piece = block.subarray(0, Math.min(left, block.length));
            left -= piece.length;
            if (!res.write(piece)) return res.once("drain", pump);
          }
          res.end();
        };
        return pump();
      }
      const body = JSON.stringify({ ok: true, address: req.socket.localAddress, port: req.socket.localPort, scheme, path: req.url });
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...extra });
      res.end(body);
    });
  };
}

const listen = (server, port, host) => new Promise((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
const waits = [];
for (const a of new Set(hosts.values())) {
  for (const port of conf.httpPorts) waits.push(listen(http.createServer({ keepAlive: true }, handler("http")), port, a));
  if (conf.tls) for (const port of conf.httpsPorts) waits.push(listen(https.createServer({ cert: conf.tls.cert, key: conf.tls.key }, handler("https")), port, a));
  // A server whose certificate nobody trusts (self-signed): the vault must not talk to it.
  if (conf.untrusted) waits.push(listen(https.createServer({ cert: conf.untrusted.cert, key: conf.untrusted.key }, handler("https")), conf.untrusted.port, a));
}
const udp = dgram.createSocket("udp4");
udp.on("message", (msg, rinfo) => {
  const out = answer(msg);
  if (out) udp.send(out, rinfo.port, rinfo.address);
});
waits.push(new Promise((resolve, reject) => udp.once("error", reject).bind(53, conf.dns, resolve)));
await Promise.all(waits);
process.stdout.write("ready\n");
