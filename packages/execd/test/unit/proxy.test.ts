// The port proxy through a real listening execd: an upstream HTTP + WebSocket server on a random
// port of this process stands in for a service running in the sandbox.
import { createHash } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { buildApp, type Execd } from "../../src/app.ts";
import { tokenCheck } from "../../src/http/plumbing.ts";
import { registerProxy } from "../../src/http/routes/proxy.ts";
import { HttpApp } from "../../src/http/server.ts";
import type { Services } from "../../src/services/index.ts";
import { ProxyService, forwardHeaders, parsePort, upstreamPath } from "../../src/services/proxy.ts";
import { inject } from "./inject.ts";

const TOKEN = "unit-token";
let app: Execd;
let execdPort: number;
let upstream: http.Server;
let upPort: number;
let wss: WebSocketServer;

/** What the upstream saw of the last upgrade request. */
let lastUpgradeHeaders: IncomingMessage["headers"] | undefined;
/** Bytes of the body being received by /count, live (the test shares this process). */
let receiving = 0;
/** Released by the test to let /slow finish its response. */
let releaseSlow: () => void = () => undefined;

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  execdPort = (app.http.server.address() as AddressInfo).port;

  upstream = http.createServer((req, res) => {
    const url = new URL(req.url!, "http://x");
    if (url.pathname === "/count") {
      const hash = createHash("sha256");
      receiving = 0;
      req.on("data", (c: Buffer) => {
        receiving += c.length;
        hash.update(c);
      });
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ bytes: receiving, sha256: hash.digest("hex"), te: req.headers["transfer-encoding"] ?? null }));
      });
      return;
    }
    if (url.pathname === "/teapot") {
      res.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
      res.setHeader("x-upstream", "yes");
      res.setHeader("x-request-id", "upstream-id");
      res.setHeader("connection", "close, x-secret-hop");
      res.setHeader("x-secret-hop", "dropped");
      res.writeHead(418, "I'm a teapot", { "content-type": "text/plain" });
      res.end(req.method === "HEAD" ? undefined : "short and stout");
      return;
    }
    if (url.pathname === "/forever") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("started;");
      return;
    }
    if (url.pathname === "/slow") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("first;");
      new Promise<void>((r) => (releaseSlow = r)).then(() => res.end("second"));
      return;
    }
    // Anything else: echo the request.
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, rawHeaders: req.rawHeaders, body: Buffer.concat(chunks).toString() }));
    });
  });
  wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has("echo.v2") ? "echo.v2" : false),
  });
  upstream.on("upgrade", (req, socket, head) => {
    lastUpgradeHeaders = req.headers;
    if (req.url?.startsWith("/refuse")) {
      socket.end("HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\ncontent-length: 7\r\nx-why: no\r\n\r\nrefused");
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.send(`hello ${req.url}`);
      ws.on("message", (data, isBinary) => ws.send(data, { binary: isBinary }));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  upPort = (upstream.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const c of wss.clients) c.terminate();
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
  await app.close();
});

const auth = { "x-execd-access-token": TOKEN };

/** A closed port: bound then released. */
async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

function request(opts: http.RequestOptions, body?: (req: http.ClientRequest) => void): Promise<{ res: IncomingMessage; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: execdPort, ...opts }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ res, text: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    req.on("error", reject);
    if (body) body(req);
    else req.end();
  });
}

describe("helpers", () => {
  it("parses ports and upstream paths", () => {
    expect(parsePort("8080")).toBe(8080);
    for (const bad of ["0", "65536", "abc", "", "-1", "80.5", "1e3", undefined]) expect(parsePort(bad)).toBeUndefined();
    expect(upstreamPath("/proxy/80")).toBe("/");
    expect(upstreamPath("/proxy/80/")).toBe("/");
    expect(upstreamPath("/proxy/80?x=1")).toBe("/?x=1");
    expect(upstreamPath("/proxy/80/a/b%2Fc?x=1&y=%20")).toBe("/a/b%2Fc?x=1&y=%20");
  });

  it("removes hop-by-hop headers, the ones Connection names, and the given ones", () => {
    const raw = ["Host", "h", "Connection", "keep-alive, X-Hop", "X-Hop", "1", "Keep-Alive", "timeout=5", "TE", "trailers", "X-Execd-Access-Token", "t", "X-Keep", "k"];
    expect(forwardHeaders(raw, ["x-execd-access-token"])).toEqual(["Host", "h", "X-Keep", "k"]);
  });
});

describe("HTTP relay", () => {
  it("relays a GET with its path and query; the token and hop-by-hop headers are not forwarded", async () => {
    const { res, text } = await request({
      method: "GET",
      path: `/proxy/${upPort}/echo/a%20b/c?x=1&y=two&y=3`,
      headers: { ...auth, "x-custom": "kept", connection: "keep-alive, x-hop", "x-hop": "gone", te: "trailers", "x-request-id": "client-id-1" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-request-id"]).toBe("client-id-1");
    const seen = JSON.parse(text);
    expect(seen.method).toBe("GET");
    expect(seen.url).toBe("/echo/a%20b/c?x=1&y=two&y=3");
    expect(seen.headers["x-custom"]).toBe("kept");
    expect(seen.headers["x-execd-access-token"]).toBeUndefined();
    expect(seen.headers["x-hop"]).toBeUndefined();
    expect(seen.headers.te).toBeUndefined();
    expect(seen.headers.host).toBe(`127.0.0.1:${execdPort}`); // the client's Host, unchanged
  });

  it("relays the root of the port, with and without a trailing slash", async () => {
    for (const path of [`/proxy/${upPort}?q=1`, `/proxy/${upPort}/?q=1`]) {
      const { res, text } = await request({ path, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(text).url).toBe("/?q=1");
    }
  });

  it("relays every method with its body and content type, unparsed", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"]) {
      const body = method === "POST" ? '{"not": valid json' : `payload of ${method}`;
      const { res, text } = await request({ method, path: `/proxy/${upPort}/m`, headers: { ...auth, "content-type": method === "POST" ? "application/json" : "text/x-whatever", "content-length": Buffer.byteLength(body) } }, (req) => req.end(body));
      expect(res.statusCode, `${method}: ${text}`).toBe(200);
      const seen = JSON.parse(text);
      expect(seen).toMatchObject({ method, url: "/m", body });
    }
    // No content type at all (Node's client frames a DELETE body only with an explicit length).
    const { text } = await request({ method: "POST", path: `/proxy/${upPort}/m`, headers: auth }, (req) => req.end("raw"));
    expect(JSON.parse(text).body).toBe("raw");
  });

  it("relays a chunked body of a GET framed: the upstream sees one request carrying it, not a second request", async () => {
    // GET has no body by default in node's client, so an unframed relay would write the body raw
    // after the head, where the upstream reads it as the start of another request.
    const smuggled = "GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n";
    const seen: string[] = [];
    const onRequest = (req: IncomingMessage) => seen.push(req.url ?? "");
    upstream.on("request", onRequest);
    try {
      const { res, text } = await request({ method: "GET", path: `/proxy/${upPort}/echo`, headers: { ...auth, "transfer-encoding": "chunked" } }, (req) => req.end(smuggled));
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(text).body).toBe(smuggled);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toEqual(["/echo"]);
    } finally {
      upstream.off("request", onRequest);
    }
  });

  it("relays status, status message and headers (repeated ones too); X-Request-ID is execd's", async () => {
    const { res, text } = await request({ path: `/proxy/${upPort}/teapot`, headers: auth });
    expect(res.statusCode).toBe(418);
    expect(res.statusMessage).toBe("I'm a teapot");
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers["x-upstream"]).toBe("yes");
    expect(res.headers["x-secret-hop"]).toBeUndefined();
    expect(res.headers["x-request-id"]).not.toBe("upstream-id");
    expect(res.headers["x-request-id"]).toEqual(expect.any(String));
    expect(text).toBe("short and stout");
    const head = await request({ method: "HEAD", path: `/proxy/${upPort}/teapot`, headers: auth });
    expect(head.res.statusCode).toBe(418);
    expect(head.text).toBe("");
  });

  it("streams a 50 MiB request body without buffering it", async () => {
    const total = 50 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const expected = createHash("sha256");
    for (let i = 0; i < total / chunk.length; i++) expected.update(chunk);
    let sawStreaming = false;
    const { res, text } = await request({ method: "POST", path: `/proxy/${upPort}/count`, headers: { ...auth, "content-type": "application/octet-stream" } }, (req) => {
      void (async () => {
        for (let sent = 0; sent < total; sent += chunk.length) {
          if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
          // Half-way through, the upstream must already have received part of the body.
          if (sent === total / 2) {
            const end = Date.now() + 5000;
            while (receiving === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
            sawStreaming = receiving > 0 && receiving < total;
          }
        }
        req.end();
      })();
    });
    expect(res.statusCode).toBe(200);
    expect(sawStreaming).toBe(true);
    const seen = JSON.parse(text);
    expect(seen.bytes).toBe(total);
    expect(seen.sha256).toBe(expected.digest("hex"));
  }, 30_000);

  it("streams the response as the upstream produces it", async () => {
    const got = await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port: execdPort, path: `/proxy/${upPort}/slow`, headers: auth }, (res) => {
        let text = "";
        res.on("data", (c: Buffer) => {
          text += c.toString();
          if (text === "first;") releaseSlow(); // the first part arrived before the upstream finished
        });
        res.on("end", () => resolve(text));
      });
      req.on("error", reject);
      req.end();
    });
    expect(got).toBe("first;second");
  });

  it("answers 502 BAD_GATEWAY when nothing listens on the port", async () => {
    const port = await closedPort();
    const { res, text } = await request({ method: "POST", path: `/proxy/${port}/x`, headers: { ...auth, "content-type": "text/plain" } }, (req) => req.end("body"));
    expect(res.statusCode).toBe(502);
    expect(res.headers["x-request-id"]).toEqual(expect.any(String));
    expect(JSON.parse(text)).toMatchObject({ code: "BAD_GATEWAY", message: expect.stringContaining(String(port)) });
  });

  it("answers 400 for an invalid port and 401 without the token", async () => {
    for (const port of ["0", "65536", "abc"]) {
      const { res, text } = await request({ path: `/proxy/${port}/x`, headers: auth });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(text).code).toEqual(expect.any(String));
    }
    const { res, text } = await request({ path: `/proxy/${upPort}/x`, headers: { "x-execd-access-token": "wrong" } });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(text).code).toBe("UNAUTHORIZED");
  });
});

describe("WebSocket relay", () => {
  function connect(path: string, protocols?: string[]): Promise<{ ws: WebSocket; messages: { data: string; binary: boolean }[]; protocol: string; requestId?: string }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${execdPort}${path}`, protocols, { headers: auth });
      const messages: { data: string; binary: boolean }[] = [];
      let requestId: string | undefined;
      ws.on("upgrade", (res) => (requestId = res.headers["x-request-id"] as string));
      ws.on("message", (data, binary) => messages.push({ data: data.toString(), binary }));
      ws.on("open", () => resolve({ ws, messages, protocol: ws.protocol, requestId }));
      ws.on("error", reject);
    });
  }
  const until = async (cond: () => boolean) => {
    const end = Date.now() + 5000;
    while (!cond()) {
      if (Date.now() > end) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it("relays frames both ways, with the subprotocol and query; the token is not forwarded", async () => {
    const { ws, messages, protocol, requestId } = await connect(`/proxy/${upPort}/chat?room=1`, ["echo.v2"]);
    expect(protocol).toBe("echo.v2");
    expect(requestId).toEqual(expect.any(String));
    expect(lastUpgradeHeaders!["x-execd-access-token"]).toBeUndefined();
    ws.send("text frame");
    ws.send(Buffer.from([1, 2, 3]), { binary: true });
    ws.send("x".repeat(200_000)); // larger than a TCP segment
    await until(() => messages.length === 4);
    expect(messages[0]).toEqual({ data: "hello /chat?room=1", binary: false });
    expect(messages[1]).toEqual({ data: "text frame", binary: false });
    expect(messages[2]).toEqual({ data: "\u0001\u0002\u0003", binary: true });
    expect(messages[3]!.data.length).toBe(200_000);
    const closed = new Promise<number>((r) => ws.on("close", (code) => r(code)));
    ws.close(4000, "bye");
    expect(await closed).toBe(4000); // the close handshake went through end to end
  });

  it("relays the upstream's refusal of an upgrade", async () => {
    const res = await new Promise<{ status: number; body: string; why: string | undefined }>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${execdPort}/proxy/${upPort}/refuse`, { headers: auth });
      ws.on("open", () => reject(new Error("accepted")));
      ws.on("unexpected-response", (_req, r) => {
        let body = "";
        r.on("data", (c: Buffer) => (body += c.toString()));
        r.on("end", () => resolve({ status: r.statusCode!, body, why: r.headers["x-why"] as string | undefined }));
      });
      ws.on("error", () => undefined);
    });
    expect(res).toEqual({ status: 403, body: "refused", why: "no" });
  });

  it("answers 401 before relaying an upgrade without the right token, 502 on a closed port", async () => {
    const refused = (url: string, headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const ws = new WebSocket(url, { headers });
        ws.on("open", () => reject(new Error("accepted")));
        ws.on("unexpected-response", (_req, r) => {
          let body = "";
          r.on("data", (c: Buffer) => (body += c.toString()));
          r.on("end", () => resolve({ status: r.statusCode!, body }));
        });
        ws.on("error", () => undefined);
      });
    lastUpgradeHeaders = undefined;
    const unauth = await refused(`ws://127.0.0.1:${execdPort}/proxy/${upPort}/chat`, { "x-execd-access-token": "wrong" });
    expect(unauth.status).toBe(401);
    expect(JSON.parse(unauth.body).code).toBe("UNAUTHORIZED");
    expect(lastUpgradeHeaders).toBeUndefined(); // nothing reached the upstream
    const port = await closedPort();
    const gone = await refused(`ws://127.0.0.1:${execdPort}/proxy/${port}/chat`, auth);
    expect(gone.status).toBe(502);
    expect(JSON.parse(gone.body).code).toBe("BAD_GATEWAY");
  });
});

describe("shutdown", () => {
  it("closing execd ends relayed tunnels and streams instead of waiting for them", async () => {
    const other = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
    await other.http.listen({ host: "127.0.0.1", port: 0 });
    const port = (other.http.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/proxy/${upPort}/chat`, { headers: auth });
    const wsClosed = new Promise<void>((r) => ws.on("close", () => r()));
    ws.on("error", () => undefined);
    await new Promise((r) => ws.on("open", r));
    const stream = new Promise<string>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, path: `/proxy/${upPort}/forever`, headers: auth }, (res) => {
        res.on("data", () => resolve("started"));
        res.on("error", () => undefined);
      });
      req.on("error", () => undefined);
      req.end();
    });
    expect(await stream).toBe("started");
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await wsClosed;
  });
});

describe("with only the proxy's routes", () => {
  it("still relays upgrades, token check included", async () => {
    const log = pino({ level: "silent" });
    const bare = new HttpApp({ log, authenticate: tokenCheck(TOKEN) });
    registerProxy(bare, { log, proxy: new ProxyService() } as unknown as Services);
    await bare.listen({ host: "127.0.0.1", port: 0 });
    const port = (bare.server.address() as AddressInfo).port;
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/proxy/${upPort}/bare`, { headers: auth });
      const first = await new Promise<string>((resolve, reject) => {
        ws.on("message", (d) => resolve(d.toString()));
        ws.on("error", reject);
      });
      expect(first).toBe("hello /bare");
      ws.close();
      const status = await new Promise<number>((resolve) => {
        const bad = new WebSocket(`ws://127.0.0.1:${port}/proxy/${upPort}/bare`, { headers: { "x-execd-access-token": "wrong" } });
        bad.on("unexpected-response", (_req, res) => resolve(res.statusCode!));
        bad.on("error", () => undefined);
      });
      expect(status).toBe(401);
    } finally {
      await bare.close();
    }
  });
});

describe("execd's own port through the port proxy", () => {
  it("serves /proxy/<its own port>/… in process, with the token check (official clients expect the endpoint to end in /44772)", async () => {
    const own = buildApp({ token: TOKEN, logger: pino({ level: "silent" }), selfPort: 44772 });
    try {
      const ping = await inject(own.http, { method: "GET", url: "/proxy/44772/ping", headers: { "x-execd-access-token": TOKEN } });
      expect(ping.statusCode).toBe(200);
      const cmd = await inject(own.http, { method: "POST", url: "/proxy/44772/command", headers: { "x-execd-access-token": TOKEN, "content-type": "application/json" }, payload: JSON.stringify({ command: "echo via-prefix" }) });
      expect(cmd.statusCode).toBe(200);
      expect(cmd.body).toContain('"text":"via-prefix"');
      expect((await inject(own.http, { method: "GET", url: "/proxy/44772/ping" })).statusCode).toBe(401);
      expect((await inject(own.http, { method: "GET", url: "/proxy/44772?x=1", headers: { "x-execd-access-token": TOKEN } })).statusCode).toBe(404);
      // Not the prefix: /proxy/447720/… is the port proxy's (an invalid port).
      expect((await inject(own.http, { method: "GET", url: "/proxy/447720/ping", headers: { "x-execd-access-token": TOKEN } })).statusCode).toBe(400);
    } finally {
      await own.close();
    }
  });
});
