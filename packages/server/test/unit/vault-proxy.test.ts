// VaultProxy on loopback: a large body with a Content-Length goes through the raw relay (byte for
// byte, credential injected, upstream connection closed after it), a short one through the HTTP
// client (connection kept alive), and a body cut short upstream ends the sandbox's response.
import { createHash, randomBytes } from "node:crypto";
import https from "node:https";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VaultProxy } from "../../src/egress/vault-proxy.ts";
import type { Vault } from "../../src/egress/vault.ts";
import { makeCa, mintLeaf, newKey, type CertificateAuthority } from "../../src/secrets/vault-ca.ts";

const BIG = randomBytes(3 * 1024 * 1024 + 17);
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

describe("VaultProxy body relay", () => {
  let upstream: https.Server;
  let proxy: VaultProxy;
  let proxyPort = 0;
  let sandboxCa: CertificateAuthority;
  const seen: { path: string; auth: string | undefined; conn: number }[] = [];
  let connections = 0;

  beforeAll(async () => {
    const upCa = await makeCa("upstream-test");
    const upKey = newKey();
    const upCert = await mintLeaf(upCa, upKey, "up.test");
    sandboxCa = await makeCa("sandbox-test");
    upstream = https.createServer({ key: upKey, cert: upCert }, (req, res) => {
      seen.push({ path: req.url ?? "", auth: req.headers.authorization, conn: (req.socket as net.Socket & { n?: number }).n ?? -1 });
      if (req.url === "/big") {
        res.writeHead(200, { "content-length": BIG.length });
        // The head and the first body bytes leave in one write (the parser reads them together).
        res.write(BIG.subarray(0, 1000));
        res.end(BIG.subarray(1000));
      } else if (req.url === "/cut") {
        res.writeHead(200, { "content-length": 2 * 1024 * 1024 });
        res.write(BIG.subarray(0, 1024 * 1024), () => res.destroy());
      } else if (req.url === "/not-modified") {
        res.writeHead(304, { "content-length": BIG.length });
        res.end();
      } else res.end("small");
    });
    upstream.on("secureConnection", (s: net.Socket & { n?: number }) => (s.n = ++connections));
    await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", () => r()));
    const port = (upstream.address() as net.AddressInfo).port;
    const vault = {
      revision: 1,
      credentials: [{ name: "c", value: "s3cr3t-token", revision: 1 }],
      bindings: [{ name: "b", revision: 1, match: { hosts: ["up.test"], ports: [port], schemes: ["https"], methods: ["GET"], paths: ["/*"] }, auth: { type: "bearer", credential: "c" } }],
    } as Vault;
    proxy = new VaultProxy({ sandboxId: "unit", host: "127.0.0.1", vault: () => vault, addressesOf: () => ["127.0.0.1"], audit: () => undefined, ca: sandboxCa, upstreamCa: [upCa.cert] });
    proxyPort = (await proxy.listenFor([port])).get(port)!;
  });
  afterAll(async () => {
    await proxy?.close();
    upstream?.close();
  });

  const get = (path: string) =>
    new Promise<{ status: number; body: Buffer; complete: boolean }>((resolve, reject) => {
      const req = https.get({ host: "127.0.0.1", port: proxyPort, servername: "up.test", headers: { host: "up.test" }, path, ca: sandboxCa.cert, agent: false }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (d: Buffer) => parts.push(d));
        res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(parts), complete: res.complete }));
        res.on("error", () => resolve({ status: res.statusCode!, body: Buffer.concat(parts), complete: false }));
      });
      req.on("error", reject);
    });

  it("relays a large body byte for byte with the credential injected, and does not reuse that upstream connection", async () => {
    const big = await get("/big");
    expect(big.status).toBe(200);
    expect(big.body.length).toBe(BIG.length);
    expect(sha(big.body)).toBe(sha(BIG));
    const small1 = await get("/small");
    const small2 = await get("/small");
    expect(small1.body.toString()).toBe("small");
    expect(small2.body.toString()).toBe("small");
    expect(seen.map((s) => s.auth)).toEqual(["Bearer s3cr3t-token", "Bearer s3cr3t-token", "Bearer s3cr3t-token"]);
    // The raw relay closes its upstream connection; short bodies keep theirs alive.
    expect(seen[1]!.conn).not.toBe(seen[0]!.conn);
    expect(seen[2]!.conn).toBe(seen[1]!.conn);
  });

  it("a 304 whose Content-Length names a large body is answered at once (no body awaited)", async () => {
    const r = await get("/not-modified");
    expect(r.status).toBe(304);
    expect(r.body.length).toBe(0);
    expect((await get("/small")).body.toString()).toBe("small");
  });

  it("ends the sandbox's response when the upstream cuts a large body short", async () => {
    const cut = await get("/cut").catch(() => ({ status: 0, body: Buffer.alloc(0), complete: false }));
    expect(cut.complete).toBe(false);
    expect(cut.body.length).toBeLessThan(2 * 1024 * 1024);
  });
});
