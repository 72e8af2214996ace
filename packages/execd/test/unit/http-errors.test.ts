// execd's answers to requests that never reach a handler, and which code each kind of invalid
// input gets (ErrorResponse.code in specs/execd-api.yaml): INVALID_REQUEST_BODY for the body,
// MISSING_QUERY for query parameters, INVALID_PARAMETER for path parameters, headers and
// malformed requests. All in the error shape, over a real socket where node's parser is involved.
import net from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange, type RawAnswer } from "@opensandbox/http-kit/fuzz";
import { buildApp, type Execd } from "../../src/app.ts";
import { tokenCheck } from "../../src/http/plumbing.ts";
import { HttpApp } from "../../src/http/server.ts";
import { inject } from "./inject.ts";

const TOKEN = "unit-token";
let app: Execd;
let port: number;

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  port = (app.http.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

const exchange = (bytes: string) => rawExchange(port, bytes);

const get = (path: string, token = TOKEN) => `GET ${path} HTTP/1.1\r\nHost: x\r\nX-EXECD-ACCESS-TOKEN: ${token}\r\nConnection: close\r\n\r\n`;

function expectError(a: RawAnswer, status: number, code: string) {
  expect(a.status, JSON.stringify(a.body)).toBe(status);
  expect(Object.keys(a.body).sort()).toEqual(["code", "message"]);
  expect(a.body.code).toBe(code);
  expect(a.headers["x-request-id"]).toBeTruthy();
}

describe("malformed requests", () => {
  it("a malformed percent-escape in a path: 400 INVALID_PARAMETER with the token, 401 without", async () => {
    for (const path of ["/command/status/%E0%A4%A", "/proxy/8080/%zz", "/session/%/run"]) {
      expectError(await exchange(get(path)), 400, "INVALID_PARAMETER");
      expectError(await exchange(get(path, "wrong")), 401, "UNAUTHORIZED");
    }
  });

  it("a refused WebSocket upgrade is answered and its connection closed (it has left the HTTP server)", async () => {
    const upgrade = (path: string, token = TOKEN) =>
      `GET ${path} HTTP/1.1\r\nHost: x\r\nX-EXECD-ACCESS-TOKEN: ${token}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
    expectError(await exchange(upgrade("/pty/%zz/ws")), 400, "INVALID_PARAMETER");
    expectError(await exchange(upgrade("/pty/%zz/ws", "wrong")), 401, "UNAUTHORIZED");
    expectError(await exchange(upgrade("/pty/nope/ws")), 404, "PTY_NOT_FOUND");
    expectError(await exchange(upgrade("/nowhere")), 404, "ROUTE_NOT_FOUND");
  });

  it("an upgrade pipelined behind a request is not left hanging: the first answer, then the connection closes", async () => {
    const a = await exchange(
      `GET /ping HTTP/1.1\r\nHost: x\r\nX-EXECD-ACCESS-TOKEN: ${TOKEN}\r\n\r\n` +
        `GET /pty/x/ws HTTP/1.1\r\nHost: x\r\nX-EXECD-ACCESS-TOKEN: ${TOKEN}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    );
    expect(a.status).toBe(200);
  });

  it("an over-long path segment: 400 INVALID_PARAMETER", async () => {
    expectError(await exchange(get(`/command/status/${"a".repeat(500)}`)), 400, "INVALID_PARAMETER");
  });

  it.each([
    ["garbage request line", "GARBAGE\r\n\r\n"],
    ["bad chunk size", `POST /command HTTP/1.1\r\nHost: x\r\nX-EXECD-ACCESS-TOKEN: ${TOKEN}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n`],
    ["oversized head", `GET /ping HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`],
  ])("%s: 400 INVALID_PARAMETER, then the connection closes", async (_name, bytes) => {
    expectError(await exchange(bytes), 400, "INVALID_PARAMETER");
    const ping = await fetch(`http://127.0.0.1:${port}/ping`, { headers: { "X-EXECD-ACCESS-TOKEN": TOKEN } });
    expect(ping.status).toBe(200);
  });
});

describe("schema violations by request part", () => {
  // execd's own routes have no path parameter or header a schema can reject once routed (ids are
  // any non-empty string), so a route with such a schema stands in, under execd's error table.
  let probe: HttpApp;
  beforeAll(async () => {
    probe = new HttpApp({ log: pino({ level: "silent" }), authenticate: tokenCheck(TOKEN) });
    probe.route({
      method: "POST",
      url: "/things/:n",
      schema: {
        params: { type: "object", properties: { n: { type: "integer" } } },
        querystring: { type: "object", properties: { q: { type: "integer" } } },
        headers: { type: "object", properties: { "x-count": { type: "integer" } } },
        body: { type: "object", required: ["a"] },
      },
      handler: async () => ({}),
    });
  });
  afterAll(() => probe.close());
  const call = (url: string, headers: Record<string, string> = {}, body: unknown = { a: 1 }) =>
    inject(probe, { method: "POST", url, headers: { "x-execd-access-token": TOKEN, "content-type": "application/json", ...headers }, payload: JSON.stringify(body) });

  it.each([
    ["path parameter", "/things/x", {}, { a: 1 }, "INVALID_PARAMETER"],
    ["query parameter", "/things/1?q=x", {}, { a: 1 }, "MISSING_QUERY"],
    ["header", "/things/1", { "x-count": "x" }, { a: 1 }, "INVALID_PARAMETER"],
    ["body", "/things/1", {}, {}, "INVALID_REQUEST_BODY"],
  ])("%s → 400 %s", async (_name, url, headers, body, code) => {
    const res = await call(url, headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code, message: expect.any(String) });
  });

  it("a valid request passes", async () => {
    expect((await call("/things/1?q=2", { "x-count": "3" })).statusCode).toBe(200);
  });
});
