// The kit's guards around node's listeners: an exception in the HTTP request listener or in an
// 'upgrade' listener, or an error on an upgrade socket, is answered (or the socket closed) and
// never reaches the process. If one escaped, vitest would report an uncaught exception.
import http from "node:http";
import net from "node:net";
import pino from "pino";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { httpKit } from "../../src/index.ts";

const STATUS = { BAD: 400, NOPE: 401, GONE: 404, OOPS: 500 } as const;
type Code = keyof typeof STATUS;
const kit = httpKit<Code>({
  codes: {
    status: STATUS,
    invalidJson: "BAD",
    bodyTooLarge: "BAD",
    unsupportedMediaType: "BAD",
    routeNotFound: "GONE",
    invalid: { body: "BAD", querystring: "BAD", params: "BAD", headers: "BAD" },
    malformed: "BAD",
    clientError: "BAD",
    internal: "OOPS",
  },
  authenticate: (req) => (req.headers["x-key"] === "k" ? undefined : { code: "NOPE", message: "no key" }),
});
const log = pino({ level: "silent" }) as unknown as FastifyBaseLogger;

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as net.AddressInfo).port;
}

function raw(port: number, bytes: string, reset = false): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(port, "127.0.0.1", () => {
      s.write(bytes);
      if (reset) s.resetAndDestroy();
    });
    let data = "";
    s.on("data", (d) => (data += d));
    s.on("error", () => resolve(data));
    s.on("close", () => resolve(data));
  });
}

describe("request listener guard", () => {
  it("answers 500 in the error shape when the listener throws, and keeps serving", async () => {
    let calls = 0;
    const server = kit.serverOptions(log).serverFactory(
      () => {
        calls++;
        throw new Error("boom");
      },
      { keepAliveTimeout: 5000, requestTimeout: 0, connectionTimeout: 0, maxRequestsPerSocket: 0 },
    );
    const port = await listen(server);
    try {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ code: "OOPS", message: "internal error" });
        expect(res.headers.get("x-request-id")).toBeTruthy();
      }
      expect(calls).toBe(3);
    } finally {
      server.close();
    }
  });
});

describe("upgrade guard", () => {
  const upgrade = "GET /x HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n";

  it("answers 500 in the error shape when the upgrade listener throws", async () => {
    const server = http.createServer();
    server.on(
      "upgrade",
      kit.guardUpgrade(log, () => {
        throw new URIError("URI malformed");
      }),
    );
    const port = await listen(server);
    try {
      const answer = await raw(port, upgrade);
      expect(answer).toMatch(/^HTTP\/1\.1 500 /);
      expect(JSON.parse(answer.split("\r\n\r\n")[1]!)).toEqual({ code: "OOPS", message: "internal error" });
    } finally {
      server.close();
    }
  });

  it("survives clients resetting upgrade sockets the listener has not answered yet", async () => {
    const server = http.createServer();
    let seen = 0;
    server.on(
      "upgrade",
      kit.guardUpgrade(log, (_req, socket) => {
        seen++;
        setTimeout(() => kit.refuse(socket, "GONE", "no such route"), 20); // answers later, into a reset socket
      }),
    );
    const port = await listen(server);
    try {
      await Promise.all(Array.from({ length: 20 }, () => raw(port, upgrade, true)));
      await new Promise((r) => setTimeout(r, 100));
      const answer = await raw(port, upgrade);
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(seen).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });
});
