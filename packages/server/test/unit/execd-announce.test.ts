// execd's announce (Kubernetes): the listener believes only a signature made with the sandbox's
// token, within the allowed clock skew, and takes the address from the connection; execd's
// announcer (packages/execd) signs the same text, retries while the server is away or answers
// 5xx, and stops at a refusal. The runtime's part (the Pod, the connect to execd) is tested on
// the real cluster (integration/kubernetes-announce.test.ts).
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ANNOUNCE_ERROR_STATUS, ANNOUNCE_HEADER, AnnounceListener, announceSignature, parseListen, type AnnounceOutcome } from "../../src/runtime/execd-announce.ts";

const tokenOf = (id: string) => `token-of-${id}`;
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

  it("signs the text execd signs (the known answer execd's test checks too)", () => {
    expect(announceSignature("t", { sandboxId: "sb-1", time: 123, boot: "b" })).toBe("vzQlAxljirzrhbF7Hrg3H4NylzjxwrWnViF0WbpnFW0");
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

