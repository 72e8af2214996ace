// VaultProxy on loopback with its relay process (osb-vault-relay): a large body goes through byte
// for byte with the credential injected and the upstream connection kept alive, a body cut short
// upstream ends the sandbox's response, a streamed response passes on piece by piece, and a client
// with Nagle's algorithm on is not stalled after the handshake. The relay asks the server per
// handshake and per request: a changed vault applies to the next request, a killed relay is
// replaced and listens again, and the sandbox's TLS leg uses AES-128-GCM. `decide` (the server's
// half) is tested on its own.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import https from "node:https";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decide, RELAY_UID, VaultProxy, type VaultAudit } from "../../src/egress/vault-proxy.ts";
import tls from "node:tls";
import type { Vault } from "../../src/egress/vault.ts";
import { makeCa, mintLeaf, newKey, type CertificateAuthority } from "../../src/secrets/vault-ca.ts";

const BIG = randomBytes(3 * 1024 * 1024 + 17);
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

describe("VaultProxy body relay", () => {
  let upstream: https.Server;
  let proxy: VaultProxy;
  let proxyPort = 0;
  let sandboxCa: CertificateAuthority;
  const seen: { path: string; auth: string | undefined; conn: number; cipher: string }[] = [];
  let vault: Vault;
  let restarted = 0;
  let connections = 0;
  let firstArrived: Promise<void>;
  let markFirst = () => undefined as void;

  beforeAll(async () => {
    const upCa = await makeCa("upstream-test");
    const upKey = newKey();
    const upCert = await mintLeaf(upCa, upKey, "up.test");
    sandboxCa = await makeCa("sandbox-test");
    upstream = https.createServer({ key: upKey, cert: upCert }, (req, res) => {
      seen.push({ path: req.url ?? "", auth: req.headers.authorization, conn: (req.socket as net.Socket & { n?: number }).n ?? -1, cipher: (req.socket as tls.TLSSocket).getCipher().name });
      if (req.url === "/big") {
        res.writeHead(200, { "content-length": BIG.length });
        // The head and the first body bytes leave in one write (the parser reads them together).
        res.write(BIG.subarray(0, 1000));
        res.end(BIG.subarray(1000));
      } else if (req.url === "/cut") {
        res.writeHead(200, { "content-length": 2 * 1024 * 1024 });
        res.write(BIG.subarray(0, 1024 * 1024), () => res.destroy());
      } else if (req.url === "/stream") {
        // The second event is sent only once the client holds the first.
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write("data: first\n\n");
        void firstArrived.then(() => res.end("data: second\n\n"));
      } else if (req.url === "/not-modified") {
        res.writeHead(304, { "content-length": BIG.length });
        res.end();
      } else res.end("small");
    });
    upstream.on("secureConnection", (s: net.Socket & { n?: number }) => (s.n = ++connections));
    await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", () => r()));
    const port = (upstream.address() as net.AddressInfo).port;
    vault = {
      revision: 1,
      credentials: [{ name: "c", value: "s3cr3t-token", revision: 1 }],
      bindings: [{ name: "b", revision: 1, match: { hosts: ["up.test"], ports: [port], schemes: ["https"], methods: ["GET"], paths: ["/*"] }, auth: { type: "bearer", credential: "c" } }],
    } as Vault;
    proxy = new VaultProxy({
      sandboxId: "unit",
      host: "127.0.0.1",
      vault: () => vault,
      addressesOf: (name) => (name === "up.test" ? ["127.0.0.1"] : []),
      audit: () => undefined,
      ca: sandboxCa,
      upstreamCa: [upCa.cert],
      onRelayRestart: () => void restarted++,
    });
    proxyPort = (await proxy.listenFor([port])).get(port)!;
  });
  afterAll(async () => {
    await proxy?.close();
    upstream?.close();
  });

  const get = (path: string, servername = "up.test") =>
    new Promise<{ status: number; body: Buffer; complete: boolean; cipher: string }>((resolve, reject) => {
      const req = https.get({ host: "127.0.0.1", port: proxyPort, servername, headers: { host: servername }, path, ca: sandboxCa.cert, agent: false }, (res) => {
        const parts: Buffer[] = [];
        const cipher = (res.socket as tls.TLSSocket).getCipher().name;
        res.on("data", (d: Buffer) => parts.push(d));
        res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(parts), complete: res.complete, cipher }));
        res.on("error", () => resolve({ status: res.statusCode!, body: Buffer.concat(parts), complete: false, cipher }));
      });
      req.on("error", reject);
    });

  it("relays a large body byte for byte with the credential injected, and keeps its upstream connection for the next requests", async () => {
    const big = await get("/big");
    expect(big.status).toBe(200);
    expect(big.body.length).toBe(BIG.length);
    expect(sha(big.body)).toBe(sha(BIG));
    const small1 = await get("/small");
    const small2 = await get("/small");
    expect(small1.body.toString()).toBe("small");
    expect(small2.body.toString()).toBe("small");
    expect(seen.map((s) => s.auth)).toEqual(["Bearer s3cr3t-token", "Bearer s3cr3t-token", "Bearer s3cr3t-token"]);
    expect(seen.map((s) => s.conn)).toEqual([seen[0]!.conn, seen[0]!.conn, seen[0]!.conn]);
  });

  it("passes each piece of a streamed response on as it arrives (an event is not held for the next)", async () => {
    firstArrived = new Promise<void>((r) => (markFirst = r));
    const events = await new Promise<string[]>((resolve, reject) => {
      const got: string[] = [];
      const timer = setTimeout(() => reject(new Error(`only ${JSON.stringify(got)} arrived in 5 s`)), 5000);
      https
        .get({ host: "127.0.0.1", port: proxyPort, servername: "up.test", headers: { host: "up.test" }, path: "/stream", ca: sandboxCa.cert, agent: false }, (res) => {
          res.setEncoding("utf8");
          res.on("data", (d: string) => {
            got.push(d);
            if (got.length === 1) markFirst();
          });
          res.on("end", () => {
            clearTimeout(timer);
            resolve(got);
          });
        })
        .on("error", reject);
    });
    expect(events.join("")).toBe("data: first\n\ndata: second\n\n");
    expect(events[0]).toBe("data: first\n\n");
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

  it("answers a client with Nagle's algorithm on without the delayed-ACK stall (~40 ms) after the handshake", async () => {
    // The client's Finished and its request leave in two writes; with Nagle on, the request waits
    // for the ACK of the Finished, which a server that sends nothing back delays.
    const once = () =>
      new Promise<number>((resolve, reject) => {
        const raw = net.connect({ host: "127.0.0.1", port: proxyPort, noDelay: false });
        const c = tls.connect({ socket: raw, servername: "up.test", ca: sandboxCa.cert }, () => {
          // Node would send the request with its Finished if written at once; Python's blocking
          // socket has sent the Finished before its request is written.
          setTimeout(() => {
            const t = performance.now();
            c.write("GET /small HTTP/1.1\r\nHost: up.test\r\nConnection: close\r\n\r\n");
            c.once("data", () => {
              resolve(performance.now() - t);
              c.destroy();
            });
          }, 5);
        });
        c.on("error", reject);
      });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await once());
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(30);
  });

  it("negotiates AES-128-GCM with the sandbox (its client asks for AES-256 first), as the upstream chooses upstream", async () => {
    const before = seen.length;
    const r = await get("/small");
    expect(r.cipher).toBe("TLS_AES_128_GCM_SHA256");
    expect(seen[before]!.cipher).toBe("TLS_AES_256_GCM_SHA384");
  });

  it("asks the server per request: a changed vault applies to the next request", async () => {
    const before = seen.length;
    await get("/small");
    const old = vault;
    vault = { ...old, revision: 2, credentials: [{ name: "c", value: "rotated-token", revision: 2 }] };
    try {
      await get("/small");
    } finally {
      vault = old;
    }
    expect(seen.slice(before).map((s) => s.auth)).toEqual(["Bearer s3cr3t-token", "Bearer rotated-token"]);
  });

  it("asks the server for a server name's certificate once: later handshakes for it are served by the relay", async () => {
    const asked = vi.spyOn(proxy, "sniAnswer");
    try {
      await get("/small");
      await get("/small");
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
  });

  it("refuses the handshake for a server name the sandbox did not resolve (no certificate is minted for it)", async () => {
    await expect(get("/small", "other.test")).rejects.toThrow();
  });

  it("runs the relay as nobody when the server is root (as itself otherwise)", async () => {
    const status = readFileSync(`/proc/${proxy.relay.pid}/status`, "utf8");
    const want = process.getuid!() === 0 ? RELAY_UID : process.getuid!();
    expect(status).toMatch(new RegExp(`^Uid:\\s+${want}\\s+${want}\\s+${want}\\s+${want}$`, "m"));
    expect(status).toMatch(new RegExp(`^Gid:\\s+${want}\\s`, "m"));
    if (want === RELAY_UID) expect(status).toMatch(/^Groups:\s*$/m);
  });

  it("replaces a killed relay: listens again on a new port and tells the runtime", async () => {
    const old = proxyPort;
    await proxy.relay.crash();
    await expect.poll(() => restarted, { timeout: 10_000 }).toBe(1);
    proxyPort = [...proxy.ports().values()][0]!;
    expect(proxyPort).not.toBe(old);
    const before = seen.length;
    expect((await get("/small")).body.toString()).toBe("small");
    expect(seen[before]!.auth).toBe("Bearer s3cr3t-token");
    expect(proxy.relay.restarts).toBe(1);
  });
});

describe("VaultProxy without its relay binary", () => {
  it("refuses to listen with an error that says how to build it", async () => {
    vi.stubEnv("OSB_VAULT_RELAY", "/nonexistent/osb-vault-relay");
    vi.resetModules();
    try {
      const { VaultProxy: Fresh } = await import("../../src/egress/vault-proxy.ts");
      const p = new Fresh({ sandboxId: "no-relay", host: "127.0.0.1", vault: () => undefined, addressesOf: () => [], audit: () => undefined, ca: await makeCa("no-relay"), upstreamCa: [] });
      await expect(p.listenFor([443])).rejects.toThrow(/\/nonexistent\/osb-vault-relay is missing or not executable: build it with scripts\/setup\.sh/);
      await p.close();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("decide (the server's half)", () => {
  const vault = {
    revision: 1,
    credentials: [{ name: "c", value: "s3cr3t", revision: 1 }, { name: "d", value: "other", revision: 1 }],
    bindings: [
      { name: "b", revision: 1, match: { hosts: ["api.test"], ports: [443], schemes: ["https"], methods: ["GET"], paths: ["/v1/*"] }, auth: { type: "bearer", credential: "c" } },
      { name: "b2", revision: 1, match: { hosts: ["api.test"], ports: [443], schemes: ["https"], methods: ["GET"], paths: ["/v1/*"] }, auth: { type: "bearer", credential: "d" } },
    ],
  } as Vault;
  const one = { ...vault, bindings: vault.bindings.slice(0, 1) };
  const audits: VaultAudit[] = [];
  const o = (v: Vault | undefined) => ({ sandboxId: "s", vault: () => v, addressesOf: (n: string) => (n === "api.test" ? ["192.0.2.1"] : []), audit: (e: VaultAudit) => void audits.push(e) });
  const r = { scheme: "https" as const, port: 443, hostHeader: "API.test:443", sni: "api.test.", method: "GET", path: "/v1/x?q=1" };

  it("injects the one matching binding's headers, audits it, and lists the values to redact", () => {
    expect(decide(o(one), r)).toEqual({ host: "api.test", address: "192.0.2.1", inject: [["authorization", "Bearer s3cr3t"]], redact: ["s3cr3t", "other"] });
    expect(audits.at(-1)).toMatchObject({ sandboxId: "s", binding: "b", destination: "https://api.test:443/v1/x", address: "192.0.2.1", method: "GET" });
  });

  it("forwards untouched what no binding matches, and without a vault redacts nothing", () => {
    const n = audits.length;
    expect(decide(o(one), { ...r, path: "/v2" })).toMatchObject({ inject: [], redact: ["s3cr3t", "other"] });
    expect(decide(o(undefined), r)).toMatchObject({ inject: [], redact: [] });
    expect(audits.length).toBe(n);
  });

  it("refuses an SNI that is not the Host (421), a host the sandbox did not resolve (421) and an ambiguous match (403)", () => {
    expect(decide(o(one), { ...r, sni: "other.test" })).toMatchObject({ refuse: { status: 421 } });
    expect(decide(o(one), { ...r, scheme: "http", hostHeader: "192.0.2.1" })).toMatchObject({ refuse: { status: 421, message: expect.stringMatching(/did not resolve/) } });
    expect(decide(o(vault), r)).toEqual({ refuse: { status: 403, message: "credential binding ambiguous: b, b2 all match this request" } });
  });
});
