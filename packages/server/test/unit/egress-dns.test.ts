// The DNS codec of the egress proxy (src/egress/dns.ts) and the proxy's verdicts on a fake
// upstream: denied names are answered NXDOMAIN without asking upstream, allowed answers' addresses
// are opened before the answer is returned.
import dgram from "node:dgram";
import { describe, expect, it } from "vitest";
import { DnsFormatError, RCODE_NXDOMAIN, TYPE_A, TYPE_AAAA, answerAddresses, parseQuestion, query, refusal } from "../../src/egress/dns.ts";
import { parseUpstream } from "../../src/egress/dns-upstream.ts";

/** An answer to `q` with the given records (names compressed to the question's). */
function answer(q: Buffer, records: { type: number; ttl: number; data: Buffer }[]): Buffer {
  const { end } = parseQuestion(q);
  const head = Buffer.from(q.subarray(0, end));
  head[2] = 0x81;
  head[3] = 0x80;
  head.writeUInt16BE(records.length, 6);
  const rrs = records.map((r) => {
    const b = Buffer.alloc(12 + r.data.length);
    b.writeUInt16BE(0xc00c, 0);
    b.writeUInt16BE(r.type, 2);
    b.writeUInt16BE(1, 4);
    b.writeUInt32BE(r.ttl, 6);
    b.writeUInt16BE(r.data.length, 10);
    r.data.copy(b, 12);
    return b;
  });
  return Buffer.concat([head, ...rrs]);
}

describe("DNS codec", () => {
  it("reads the question of a query", () => {
    const q = query(0x1234, "www.Example.com", TYPE_A);
    expect(parseQuestion(q)).toEqual({ id: 0x1234, name: "www.Example.com", type: TYPE_A, end: q.length });
  });

  it("reads A and AAAA records through compression pointers, skipping other types", () => {
    const q = query(7, "a.test", TYPE_A);
    const v6 = Buffer.from("20010db8000000000000000000000001", "hex");
    const cname = Buffer.from([1, 98, 0xc0, 0x0c]); // "b." + pointer
    const msg = answer(q, [
      { type: 5, ttl: 30, data: cname },
      { type: TYPE_A, ttl: 60, data: Buffer.from([198, 18, 1, 10]) },
      { type: TYPE_AAAA, ttl: 120, data: v6 },
    ]);
    expect(answerAddresses(msg)).toEqual([
      { family: 4, address: "198.18.1.10", ttl: 60 },
      { family: 6, address: "2001:db8::1", ttl: 120 },
    ]);
  });

  it("NXDOMAIN for a query: same id and question, no records", () => {
    const q = query(0xbeef, "denied.test", TYPE_A);
    const r = refusal(q, RCODE_NXDOMAIN);
    expect(r.readUInt16BE(0)).toBe(0xbeef);
    expect(r[2]! & 0x80).toBe(0x80); // a response
    expect(r[3]! & 0x0f).toBe(3);
    expect(parseQuestion(r).name).toBe("denied.test");
    expect(answerAddresses(r)).toEqual([]);
  });

  it("refuses malformed messages: short, pointer loops, labels past the end, several questions", () => {
    expect(() => parseQuestion(Buffer.alloc(5))).toThrow(DnsFormatError);
    const loop = Buffer.concat([Buffer.from([0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]), Buffer.from([0xc0, 12, 0, 1, 0, 1])]);
    expect(() => parseQuestion(loop)).toThrow(/pointer loop/);
    const past = Buffer.concat([Buffer.from([0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]), Buffer.from([20, 97])]);
    expect(() => parseQuestion(past)).toThrow(DnsFormatError);
    const two = query(1, "a.test", TYPE_A);
    two.writeUInt16BE(2, 4);
    expect(() => parseQuestion(two)).toThrow(/one question/);
    const q = query(1, "a.test", TYPE_A);
    const bad = answer(q, [{ type: TYPE_A, ttl: 1, data: Buffer.from([1, 2, 3, 4]) }]);
    expect(() => answerAddresses(bad.subarray(0, bad.length - 2))).toThrow(DnsFormatError);
  });
});

describe("the proxy's verdicts (DockerEgress.answer, a fake upstream, no kernel rules)", () => {
  it("denied: NXDOMAIN, upstream never asked; allowed: upstream's answer, its addresses opened first", async () => {
    const { DockerEgress } = await import("../../src/runtime/docker-egress.ts");
    const { compile } = await import("../../src/egress/policy.ts");
    const upstream = dgram.createSocket("udp4");
    const asked: string[] = [];
    upstream.on("message", (m, r) => {
      asked.push(parseQuestion(m).name);
      upstream.send(answer(m, [{ type: TYPE_A, ttl: 300, data: Buffer.from([192, 0, 2, 1]) }]), r.port, r.address);
    });
    await new Promise<void>((r) => upstream.bind(0, "127.0.0.1", r));
    const e = new DockerEgress({ instance: "unit", bridge: "none", gateway: "127.0.0.1", upstream: [`127.0.0.1:${upstream.address().port}`] });
    const opened: string[] = [];
    // The kernel side is replaced: what would be sent to nft is recorded.
    (e as unknown as { session: { run(s: string): Promise<void> } }).session = { run: async (s: string) => void opened.push(s) };
    (e as unknown as { sandboxes: Map<string, unknown> }).sandboxes.set("sb", {
      id: "sb",
      mac: "02:00:00:00:00:01",
      key: "sb",
      policy: compile({ defaultAction: "deny", egress: [{ action: "allow", target: "*.allowed.test" }] }),
      learned: new Map(),
      deniedQueries: 0,
      recent: [],
      credentialProxy: false,
      injections: [],
    });
    e.bind("sb", "10.9.9.9");
    try {
      const denied = await e.answer(query(1, "denied.test", TYPE_A), "10.9.9.9");
      expect(denied![3]! & 0x0f).toBe(RCODE_NXDOMAIN);
      const apex = await e.answer(query(2, "allowed.test", TYPE_A), "10.9.9.9");
      expect(apex![3]! & 0x0f).toBe(RCODE_NXDOMAIN);
      expect(asked).toEqual([]);
      const ok = await e.answer(query(3, "www.allowed.test", TYPE_A), "10.9.9.9");
      expect(answerAddresses(ok!)).toEqual([{ family: 4, address: "192.0.2.1", ttl: 300 }]);
      expect(asked).toEqual(["www.allowed.test"]);
      expect(opened.join("\n")).toMatch(/add element inet osb_egress_\w+ d4_sb \{ 192\.0\.2\.1 timeout 300s \}/);
      // Asked again within the TTL: answered without touching the kernel.
      await e.answer(query(4, "www.allowed.test", TYPE_A), "10.9.9.9");
      expect(opened).toHaveLength(1);
      const report = await e.report("sb");
      expect(report?.deniedQueries).toBe(2);
      expect(report?.recent.map((r) => r.what)).toEqual([expect.stringMatching(/denied\.test/), expect.stringMatching(/allowed\.test/)]);
    } finally {
      upstream.close();
    }
  }, 10_000);
});

describe("parseUpstream (the resolver the DNS proxy asks)", () => {
  it("takes an address alone (port 53, IPv6 included), ipv4:port and [ipv6]:port", () => {
    expect(parseUpstream("198.18.0.53")).toEqual({ host: "198.18.0.53", port: 53 });
    expect(parseUpstream("fd00::1")).toEqual({ host: "fd00::1", port: 53 });
    expect(parseUpstream("2001:db8::53")).toEqual({ host: "2001:db8::53", port: 53 });
    expect(parseUpstream("127.0.0.1:5353")).toEqual({ host: "127.0.0.1", port: 5353 });
    expect(parseUpstream("[fd00::1]:5353")).toEqual({ host: "fd00::1", port: 5353 });
  });
});
