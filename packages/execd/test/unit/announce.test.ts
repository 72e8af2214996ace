// execd's announce (services/announce.ts): it signs the text the server checks (the known answer
// the server's test/unit/execd-announce.test.ts checks too), retries while the server is away or
// answers 5xx, and stops at a refusal. The whole path runs on the real cluster in the server's
// integration/kubernetes-announce.test.ts.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { announce as execdAnnounce, announceSignature as execdSignature } from "../../src/services/announce.ts";

const silent = pino({ level: "silent" });
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

describe("execd's announcer", () => {
  it("signs what the server checks (known answer)", () => {
    expect(execdSignature("t", { sandboxId: "sb-1", time: 123, boot: "b" })).toBe("vzQlAxljirzrhbF7Hrg3H4NylzjxwrWnViF0WbpnFW0");
  });

  it("sends {sandboxId, time, boot} with the signature of exactly those, and the token it holds now (a claim's, once claimed)", async () => {
    let seen: { body: { sandboxId: string; time: number; boot: string }; sig: string } | undefined;
    const server = http.createServer((req, res) => {
      let text = "";
      req.on("data", (c: Buffer) => (text += c.toString()));
      req.on("end", () => {
        seen = { body: JSON.parse(text) as { sandboxId: string; time: number; boot: string }, sig: String(req.headers["x-execd-announce-signature"]) };
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    closers.push(() => new Promise((r) => server.close(() => r())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/execd/announce`;
    expect(await execdAnnounce({ url, sandboxId: "sb-9", token: () => "claimed", log: silent }, "42.x")).toBe(true);
    expect(seen!.body).toEqual({ sandboxId: "sb-9", time: expect.any(Number), boot: "42.x" });
    const text = `opensandbox execd announce v1\nsb-9\n${seen!.body.time}\n42.x\n`;
    expect(seen!.sig).toBe(createHmac("sha256", "claimed").update(text).digest("base64url"));
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
