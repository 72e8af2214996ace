// execd's announce (Kubernetes): the listener believes only a signature made with the sandbox's
// token, within the allowed clock skew, and takes the address from the connection; execd's
// announcer (packages/execd) signs the same text, retries while the server is away or answers
// 5xx, and stops at a refusal. The runtime's part (the Pod, the connect to execd) is tested on
// the real cluster (integration/kubernetes-announce.test.ts).
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { announce as execdAnnounce, announceSignature as execdSignature } from "../../../execd/src/services/announce.ts";
import { ANNOUNCE_ERROR_STATUS, ANNOUNCE_HEADER, AnnounceListener, announceSignature, parseListen, type AnnounceOutcome } from "../../src/runtime/execd-announce.ts";

const tokenOf = (id: string) => `token-of-${id}`;
const silent = pino({ level: "silent" });
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

async function listener(outcome: AnnounceOutcome = { ok: true }, now?: () => number) {
  const calls: { sandboxId: string; boot: string; ip: string }[] = [];
  const l = new AnnounceListener({
    listen: "127.0.0.1:0",
    tokenOf,
    onAnnounce: (a) => {
      calls.push(a);
      return Promise.resolve(outcome);
    },
    ...(now ? { now } : {}),
  });
  const url = await l.start();
  closers.push(() => l.close());
  return { url, calls };
}

async function post(url: string, body: unknown, signature?: string): Promise<{ status: number; body: { code?: string } }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { [ANNOUNCE_HEADER]: signature } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { code?: string }) : {} };
}

describe("execd announce listener", () => {
  it("accepts a signature made with the sandbox's token and takes the address from the connection", async () => {
    const { url, calls } = await listener();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/execd\/announce$/);
    const a = { sandboxId: "sb-1", time: Date.now(), boot: "7.abc" };
    const res = await post(url, { ...a, ip: "10.9.9.9" }, announceSignature(tokenOf("sb-1"), a));
    expect(res.status).toBe(204);
    expect(calls).toEqual([{ sandboxId: "sb-1", boot: "7.abc", ip: "127.0.0.1" }]);
  });

  it("refuses a wrong or missing signature, another sandbox's, and a stale time, without telling the runtime", async () => {
    const now = Date.now();
    const { url, calls } = await listener(undefined, () => now);
    const a = { sandboxId: "sb-1", time: now, boot: "1" };
    for (const sig of [undefined, "nope", announceSignature("another-token", a), announceSignature(tokenOf("sb-2"), a)]) {
      const res = await post(url, a, sig);
      expect(res).toEqual({ status: 401, body: expect.objectContaining({ code: "ANNOUNCE_SIGNATURE_INVALID" }) });
    }
    // A signature for other fields than those sent.
    expect((await post(url, { ...a, boot: "2" }, announceSignature(tokenOf("sb-1"), a))).status).toBe(401);
    const stale = { ...a, time: now - 6 * 60_000 };
    expect((await post(url, stale, announceSignature(tokenOf("sb-1"), stale))).body.code).toBe("ANNOUNCE_EXPIRED");
    expect(calls).toEqual([]);
  });

  it("answers bad requests in the {code, message} shape", async () => {
    const { url, calls } = await listener();
    expect((await post(url, "{")).body.code).toBe("INVALID_JSON");
    expect((await post(url, { sandboxId: "../x", time: 1, boot: "1" })).body.code).toBe("INVALID_PARAMETER");
    expect((await post(url, { sandboxId: "x".repeat(2000), time: 1, boot: "1" })).body.code).toBe("REQUEST_BODY_TOO_LARGE");
    expect((await post(url.replace("/announce", "/other"), {})).status).toBe(404);
    expect(calls).toEqual([]);
  });

  it("passes the runtime's refusal on", async () => {
    const { url } = await listener({ ok: false, code: "ANNOUNCE_ADDRESS_MISMATCH", message: "not the Pod's address" });
    const a = { sandboxId: "sb-1", time: Date.now(), boot: "1" };
    expect(await post(url, a, announceSignature(tokenOf("sb-1"), a))).toEqual({ status: 409, body: { code: "ANNOUNCE_ADDRESS_MISMATCH", message: "not the Pod's address" } });
  });

  it("parses announce_listen", () => {
    expect(parseListen("10.244.0.1:0")).toEqual({ host: "10.244.0.1", port: 0 });
    expect(parseListen("[::1]:8090")).toEqual({ host: "::1", port: 8090 });
    expect(parseListen("10.244.0.1")).toBeUndefined();
    expect(parseListen("h:70000")).toBeUndefined();
  });

  it("docs/ERRORS.md lists every answer of the listener", () => {
    const doc = readFileSync(new URL("../../../../docs/ERRORS.md", import.meta.url), "utf8");
    const section = doc.slice(doc.indexOf("## execd's announce listener"), doc.indexOf("## In the SDKs"));
    const documented = Object.fromEntries([...section.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])]));
    expect(documented).toEqual(ANNOUNCE_ERROR_STATUS);
  });
});

describe("execd's announcer", () => {
  it("signs what the server checks", () => {
    const a = { sandboxId: "sb-1", time: 123, boot: "b" };
    expect(execdSignature("t", a)).toBe(announceSignature("t", a));
  });

  it("is believed by the listener", async () => {
    const { url, calls } = await listener();
    expect(await execdAnnounce({ url, sandboxId: "sb-9", token: () => tokenOf("sb-9"), log: silent }, "42.x")).toBe(true);
    expect(calls).toEqual([{ sandboxId: "sb-9", boot: "42.x", ip: "127.0.0.1" }]);
  });

  /** A server answering `statuses` in turn (the last one from then on). */
  async function scripted(statuses: number[]): Promise<{ url: string; hits: () => number }> {
    let hits = 0;
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(statuses[Math.min(hits++, statuses.length - 1)]!).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    closers.push(() => new Promise((r) => server.close(() => r())));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/execd/announce`, hits: () => hits };
  }

  it("retries while the server answers 5xx, and stops at a refusal", async () => {
    const flaky = await scripted([503, 503, 204]);
    expect(await execdAnnounce({ url: flaky.url, sandboxId: "s", token: () => "t", log: silent })).toBe(true);
    expect(flaky.hits()).toBe(3);
    const refusing = await scripted([401]);
    expect(await execdAnnounce({ url: refusing.url, sandboxId: "s", token: () => "t", log: silent })).toBe(false);
    expect(refusing.hits()).toBe(1);
  });

  it("gives up after its attempts when nothing listens", async () => {
    const server = await new Promise<http.Server>((r) => {
      const s = http.createServer();
      s.listen(0, "127.0.0.1", () => r(s));
    });
    const port = (server.address() as AddressInfo).port;
    await new Promise((r) => server.close(r));
    expect(await execdAnnounce({ url: `http://127.0.0.1:${port}/v1/execd/announce`, sandboxId: "s", token: () => "t", log: silent, attempts: 3 })).toBe(false);
  });
});
