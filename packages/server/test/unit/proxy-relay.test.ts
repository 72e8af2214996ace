// ProxyRelay against real loopback sockets (no sandbox): slots, cancellation, timeouts and the
// error each failure is answered with. The end-to-end behaviour through a real server and sandbox
// is test/integration/proxy.test.ts.
import net from "node:net";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../src/errors.ts";
import { ConnectionSlots, ProxyRelay, type ProxyLimits } from "../../src/http/proxy-relay.ts";

const LIMITS: ProxyLimits = { connect_timeout_seconds: 10, response_header_timeout_seconds: 1, idle_timeout_seconds: 300, max_connections_per_sandbox: 4 };
const servers: net.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A loopback server whose connections are handed to `onSocket`; resolves with its port. */
async function upstream(onSocket: (s: net.Socket) => void): Promise<number> {
  const server = net.createServer((s) => {
    s.on("error", () => undefined);
    s.resume(); // read, so that the peer closing is seen
    onSocket(s);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as net.AddressInfo).port;
}

const request = (port: number) => {
  const body = new PassThrough();
  body.end();
  return { sandboxId: "sbx", port: 8080, target: { host: "127.0.0.1", port }, method: "GET", path: "/", headers: {}, body };
};

describe("ConnectionSlots", () => {
  it("counts per sandbox, refuses beyond the cap with 429, and releases each slot once", () => {
    const slots = new ConnectionSlots(2);
    const a = slots.take("a");
    const b = slots.take("a");
    slots.take("b");
    const err = (() => {
      try {
        slots.take("a");
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, code: "SANDBOX_CONNECTION_LIMIT" });
    a();
    a(); // idempotent: a second call must not free another connection's slot
    expect(slots.count("a")).toBe(1);
    slots.take("a");
    expect(() => slots.take("a")).toThrow(/already has 2 proxied connections open/);
    b();
    expect(slots.count("a")).toBe(1);
    expect(slots.count("b")).toBe(1);
  });
});

describe("ProxyRelay.http", () => {
  it("close() before the answer destroys the upstream connection and frees the slot", async () => {
    let upstreamClosed!: Promise<void>;
    const port = await upstream((s) => (upstreamClosed = new Promise((r) => s.on("close", () => r()))));
    const relay = new ProxyRelay(LIMITS);
    const { answer, close } = relay.http(request(port));
    expect(relay.slots.count("sbx")).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    close();
    await upstreamClosed;
    await expect(answer).rejects.toMatchObject({ code: "SANDBOX_PORT_UNREACHABLE" });
    expect(relay.slots.count("sbx")).toBe(0);
  });

  it("a port that never answers: 504 after the first-answer timeout, upstream closed", async () => {
    let upstreamClosed!: Promise<void>;
    const port = await upstream((s) => (upstreamClosed = new Promise((r) => s.on("close", () => r()))));
    const relay = new ProxyRelay(LIMITS);
    const t0 = performance.now();
    const { answer, close } = relay.http(request(port));
    await expect(answer).rejects.toMatchObject({ status: 504, code: "SANDBOX_PORT_TIMEOUT", message: expect.stringMatching(/port 8080 of sandbox sbx did not start its answer within 1 s/) });
    expect(performance.now() - t0).toBeGreaterThan(900);
    await upstreamClosed;
    close();
    expect(relay.slots.count("sbx")).toBe(0);
  });

  it("a refused port: 502 with the socket's error code; beyond the cap: 429 before any connection", async () => {
    const closedPort = await upstream(() => undefined);
    servers.pop()!.close();
    const relay = new ProxyRelay({ ...LIMITS, max_connections_per_sandbox: 1 });
    const first = relay.http(request(closedPort));
    expect(() => relay.http(request(closedPort))).toThrow(expect.objectContaining({ code: "SANDBOX_CONNECTION_LIMIT" }));
    await expect(first.answer).rejects.toMatchObject({ status: 502, message: expect.stringContaining("ECONNREFUSED") });
    first.close();
    expect(relay.slots.count("sbx")).toBe(0);
  });

  it("a request node:http refuses to send gives its slot back", () => {
    const relay = new ProxyRelay({ ...LIMITS, max_connections_per_sandbox: 1 });
    expect(() => relay.http({ ...request(1), path: "/a b" })).toThrow(/unescaped characters/i);
    expect(relay.slots.count("sbx")).toBe(0);
  });
});

describe("ProxyRelay.upgrade", () => {
  const pair = async () => {
    const server = net.createServer();
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const accepted = new Promise<net.Socket>((r) => server.once("connection", r));
    const client = net.connect((server.address() as net.AddressInfo).port, "127.0.0.1");
    client.on("error", () => undefined);
    return { client, serverSide: await accepted };
  };

  it("an upstream that closes without answering is refused with 502, and the slot comes back", async () => {
    const port = await upstream((s) => s.destroy());
    const relay = new ProxyRelay(LIMITS);
    const { serverSide } = await pair();
    const refused = new Promise<ApiError>((resolve) => relay.upgrade({ sandboxId: "sbx", port: 8080, target: { host: "127.0.0.1", port } }, serverSide, "GET / HTTP/1.1\r\n\r\n", Buffer.alloc(0), (e) => (serverSide.end(), resolve(e))));
    expect(await refused).toMatchObject({ status: 502, code: "SANDBOX_PORT_UNREACHABLE" });
    await new Promise((r) => serverSide.once("close", r));
    expect(relay.slots.count("sbx")).toBe(0);
  });

  it("a caller that resets the connection while being refused is no uncaught error", async () => {
    const relay = new ProxyRelay({ ...LIMITS, max_connections_per_sandbox: 1 });
    relay.slots.take("sbx");
    const client = new PassThrough(); // stands for the upgraded socket, which node:http leaves without an 'error' listener
    const refused = new Promise<ApiError>((resolve) =>
      relay.upgrade({ sandboxId: "sbx", port: 8080, target: { host: "127.0.0.1", port: 1 } }, client, "", Buffer.alloc(0), (e) => {
        client.destroy(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }));
        resolve(e);
      }),
    );
    expect(await refused).toMatchObject({ status: 429, code: "SANDBOX_CONNECTION_LIMIT" });
    await new Promise((r) => client.once("close", r));
  });

  it("shutdown() destroys open tunnels on both sides", async () => {
    let upstreamSide!: Promise<net.Socket>;
    const port = await upstream((s) => {
      s.write("HTTP/1.1 101 Switching Protocols\r\n\r\n");
      upstreamSide = Promise.resolve(s);
    });
    const relay = new ProxyRelay(LIMITS);
    const { client, serverSide } = await pair();
    relay.upgrade({ sandboxId: "sbx", port: 8080, target: { host: "127.0.0.1", port } }, serverSide, "GET / HTTP/1.1\r\n\r\n", Buffer.alloc(0), () => undefined);
    await new Promise((r) => client.once("data", r));
    const up = await upstreamSide;
    relay.shutdown();
    await Promise.all([new Promise((r) => client.once("close", r)), new Promise((r) => up.once("close", r))]);
    expect(relay.slots.count("sbx")).toBe(0);
  });
});
