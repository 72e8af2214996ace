// Requests the server refuses before any route runs, over a real listening socket: malformed
// URLs, unparsable HTTP and WebSocket upgrades. Whatever the request line holds, the answer is the
// error shape with the right status, the API key is checked before anything in the URL is looked
// at, and the process keeps serving. (A malformed percent-escape in the sandbox id of an upgrade
// used to throw an uncaught URIError in the 'upgrade' listener and kill the server.)
import net from "node:net";
import pino from "pino";
import { rawExchange, type RawAnswer } from "@opensandbox/http-kit/fuzz";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";

const KEY = "unit-key";
let app: App;
let port: number;

beforeAll(async () => {
  const { config } = validateConfig({ server: { api_key: KEY } });
  app = await buildApp({ config, runtime: new FakeRuntime(), store: new MemoryStore(), logger: pino({ level: "silent" }) });
  await app.start();
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  port = (app.http.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

type Answer = RawAnswer;
const exchange = (bytes: string) => rawExchange(port, bytes);

const upgrade = (path: string, headers: Record<string, string> = {}) =>
  [`GET ${path} HTTP/1.1`, "Host: x", "Connection: Upgrade", "Upgrade: websocket", "Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), "", ""].join("\r\n");

function expectError(a: Answer, status: number, code: string) {
  expect(a.status, JSON.stringify(a)).toBe(status);
  expect(a.headers["content-type"]).toMatch(/^application\/json/);
  expect(a.headers["x-request-id"]).toBeTruthy();
  expect(Object.keys(a.body as object).sort()).toEqual(["code", "message"]);
  expect((a.body as { code: string }).code).toBe(code);
}

async function stillServing() {
  const res = await fetch(`http://127.0.0.1:${port}/health`);
  expect(res.status).toBe(200);
}

describe("refused upgrades", () => {
  it("a malformed percent-escape in the sandbox id, without a key: 401, and the server lives", async () => {
    expectError(await exchange(upgrade("/sandboxes/%E0%A4%A/proxy/44772/")), 401, "MISSING_API_KEY");
    await stillServing();
  });

  it("a malformed percent-escape in the sandbox id, with the key: 400 INVALID_PARAMETER", async () => {
    expectError(await exchange(upgrade("/sandboxes/%E0%A4%A/proxy/44772/", { "OPEN-SANDBOX-API-KEY": KEY })), 400, "INVALID_PARAMETER");
    expectError(await exchange(upgrade("/v1/sandboxes/%zz/proxy/8080", { "OPEN-SANDBOX-API-KEY": KEY })), 400, "INVALID_PARAMETER");
    await stillServing();
  });

  it("checks the key before the path: a wrong key on any path is 401", async () => {
    expectError(await exchange(upgrade("/nowhere", { "OPEN-SANDBOX-API-KEY": "wrong" })), 401, "INVALID_API_KEY");
    expectError(await exchange(upgrade("/sandboxes/x/proxy/99999/")), 401, "MISSING_API_KEY");
  });

  it("with the key: unknown route 404, unknown sandbox 404", async () => {
    expectError(await exchange(upgrade("/nowhere", { "OPEN-SANDBOX-API-KEY": KEY })), 404, "ROUTE_NOT_FOUND");
    expectError(await exchange(upgrade("/sandboxes/nope/proxy/8080/ws", { "OPEN-SANDBOX-API-KEY": KEY })), 404, "SANDBOX_NOT_FOUND");
  });

  it("a client that resets the connection right after sending an upgrade does not take the server down", async () => {
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve) => {
        const s = net.connect(port, "127.0.0.1", () => {
          s.write(upgrade(`/sandboxes/%E0%A4%A/proxy/${i}/`, { "OPEN-SANDBOX-API-KEY": KEY }));
          s.resetAndDestroy();
          resolve();
        });
        s.on("error", () => resolve());
      });
    }
    await new Promise((r) => setTimeout(r, 100));
    await stillServing();
  });
});

describe("malformed HTTP requests", () => {
  const get = (path: string, key = KEY) => `GET ${path} HTTP/1.1\r\nHost: x\r\nOPEN-SANDBOX-API-KEY: ${key}\r\nConnection: close\r\n\r\n`;

  it("a malformed percent-escape in a path: 400 INVALID_PARAMETER with the key, 401 without", async () => {
    for (const path of ["/v1/sandboxes/%E0%A4%A", "/sandboxes/%zz/proxy/8080/", "/sandboxes/abc/proxy/8080/%zz", "/v1/snapshots/%"]) {
      expectError(await exchange(get(path)), 400, "INVALID_PARAMETER");
      expectError(await exchange(get(path, "wrong")), 401, "INVALID_API_KEY");
    }
  });

  it("an over-long path segment: 400 INVALID_PARAMETER", async () => {
    expectError(await exchange(get(`/v1/sandboxes/${"a".repeat(500)}`)), 400, "INVALID_PARAMETER");
  });

  it.each([
    ["garbage request line", "GARBAGE\r\n\r\n"],
    ["bad chunk size", `POST /v1/sandboxes HTTP/1.1\r\nHost: x\r\nOPEN-SANDBOX-API-KEY: ${KEY}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n`],
    ["header without a colon", "GET /health HTTP/1.1\r\nHost x\r\n\r\n"],
    ["oversized head", `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`],
  ])("%s: 400 INVALID_PARAMETER, then the connection closes", async (_name, bytes) => {
    expectError(await exchange(bytes), 400, "INVALID_PARAMETER");
    await stillServing();
  });
});
