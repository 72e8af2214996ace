// The Kubernetes egress sidecar's upstream helper (egress/osb-dns-upstream.c) and its Node side
// (egress/sidecar-upstream.ts), on this machine: the helper compiled as egress-image.sh compiles
// it, a resolver of our own on 127.0.0.1 (UDP: a stray datagram with another id first; TCP: the
// answer in two pieces). That the mark gets the queries through a Pod's rules, and nothing else
// does, is egress-kubernetes.test.ts's part.
import { execFileSync } from "node:child_process";
import dgram from "node:dgram";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_MARK } from "../../src/egress/sidecar-rules.ts";
import { AnswerReader, UpstreamHelper, requestFrame } from "../../src/egress/sidecar-upstream.ts";

const SOURCE = path.resolve(import.meta.dirname, "../../src/egress/osb-dns-upstream.c");

function hasGcc(): boolean {
  try {
    execFileSync("gcc", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("the helper's frames", () => {
  it("splits answers whatever the chunks", () => {
    const a = Buffer.from([0, 0, 0, 7, 0, 0, 3, 1, 2, 3]);
    const b = Buffer.from([0, 0, 1, 0, 1, 0, 4, ...Buffer.from("fail")]);
    const r = new AnswerReader();
    const got = [...Buffer.concat([a, b])].flatMap((byte) => r.push(Buffer.from([byte])));
    expect(got).toEqual([
      { id: 7, ok: true, body: Buffer.from([1, 2, 3]) },
      { id: 256, ok: false, body: Buffer.from("fail") },
    ]);
    expect(requestFrame(0x01020304, true, Buffer.from([9, 9]))).toEqual(Buffer.from([1, 2, 3, 4, 1, 0, 2, 9, 9]));
  });
});

describe("a helper that keeps ending", () => {
  it("is started again after 200 ms, then twice as long each time, not five times a second forever", async () => {
    const delays: number[] = [];
    const helper = new UpstreamHelper({ command: "/bin/false", upstream: { host: "127.0.0.1", port: 53 }, mark: UPSTREAM_MARK, uid: 65533, onExit: (_code, ms) => delays.push(ms) });
    const t0 = Date.now();
    await expect(helper.start()).rejects.toThrow(/ended before it was ready \(exit code 1\)/);
    while (delays.length < 4 && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 20));
    const elapsed = Date.now() - t0;
    helper.stop();
    expect(delays.slice(0, 4)).toEqual([200, 400, 800, 1600]);
    expect(elapsed).toBeGreaterThanOrEqual(200 + 400 + 800); // the fourth end comes after the first three waits
  });
});

// The helper drops to uid 65533 keeping CAP_NET_ADMIN: that needs root (CI runs as root).
describe.skipIf(!hasGcc() || process.getuid?.() !== 0)("the upstream helper, compiled and run here", () => {
  let dir = "";
  let helperPath = "";
  let udp: dgram.Socket;
  let tcp: net.Server;
  let port = 0;
  const answerOf = (q: Buffer) => Buffer.concat([q.subarray(0, 2), Buffer.from([0x81, 0x80]), q.subarray(4), Buffer.from("answer")]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "osb-dns-upstream-"));
    helperPath = path.join(dir, "osb-dns-upstream");
    execFileSync("gcc", ["-static", "-O2", "-Wall", "-Wextra", "-Werror", "-o", helperPath, SOURCE]);
    tcp = net.createServer((s) => {
      s.once("data", (d) => {
        const out = answerOf(d.subarray(2, 2 + d.readUInt16BE(0)));
        const framed = Buffer.concat([Buffer.from([out.length >> 8, out.length & 0xff]), out]);
        s.write(framed.subarray(0, 5));
        setTimeout(() => s.end(framed.subarray(5)), 20);
      });
    });
    await new Promise<void>((resolve) => tcp.listen(0, "127.0.0.1", () => resolve()));
    port = (tcp.address() as net.AddressInfo).port;
    udp = dgram.createSocket("udp4");
    udp.on("message", (q, from) => {
      udp.send(Buffer.concat([Buffer.from([q[0]! ^ 0xff, q[1]!]), q.subarray(2)]), from.port, from.address); // another id: ignored
      setTimeout(() => udp.send(answerOf(q), from.port, from.address), 10);
    });
    await new Promise<void>((resolve) => udp.bind(port, "127.0.0.1", () => resolve()));
  });

  afterAll(() => {
    udp?.close();
    tcp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("asks over UDP and TCP with marked sockets, as uid 65533 with CAP_NET_ADMIN alone, and comes back when it ends", async () => {
    const exits: (number | null)[] = [];
    const h = new UpstreamHelper({ command: helperPath, upstream: { host: "127.0.0.1", port }, mark: UPSTREAM_MARK, uid: 65533, onExit: (c) => exits.push(c) });
    await h.start();
    try {
      const q = Buffer.from([0xab, 0xcd, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
      expect((await h.ask(q, false)).toString("latin1")).toBe(answerOf(q).toString("latin1"));
      expect((await h.ask(q, true)).toString("latin1")).toBe(answerOf(q).toString("latin1"));
      // Many at once, over both transports: each answer finds its question.
      const many = await Promise.all(Array.from({ length: 40 }, (_, i) => h.ask(Buffer.from([i, i, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]), i % 2 === 1)));
      many.forEach((a, i) => expect([a[0], a[1]]).toEqual([i, i]));
      const pid = Number(execFileSync("pgrep", ["-n", "-f", helperPath], { encoding: "utf8" }).trim());
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      expect(status).toMatch(/^Uid:\s+65533\s+65533\s+65533\s+65533$/m);
      expect(status).toMatch(/^CapEff:\s+0000000000001000$/m);
      expect(status).toMatch(/^NoNewPrivs:\s+1$/m);
      // Ended (a crash, an OOM kill): started again, answering.
      process.kill(pid, "SIGKILL");
      await new Promise((r) => setTimeout(r, 500));
      expect(exits).toEqual([null]);
      expect((await h.ask(q, false)).subarray(0, 2)).toEqual(q.subarray(0, 2));
    } finally {
      h.stop();
    }
  });

  it("a refused upstream is an error, not a wait", async () => {
    const h = new UpstreamHelper({ command: helperPath, upstream: { host: "127.0.0.1", port: 9 }, mark: UPSTREAM_MARK, uid: 65533 });
    await h.start();
    try {
      const q = Buffer.from([1, 2, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
      const t0 = performance.now();
      await expect(h.ask(q, true)).rejects.toThrow(/connect: Connection refused/);
      await expect(h.ask(q, false)).rejects.toThrow(/refused/);
      expect(performance.now() - t0).toBeLessThan(1000);
    } finally {
      h.stop();
    }
  });

  it("refuses to start without the capability to mark (the sidecar then fails its Pod's setup)", async () => {
    // Already uid 65533 without capabilities: it can neither change uid nor keep NET_ADMIN.
    const wrapper = path.join(dir, "unprivileged");
    writeFileSync(wrapper, `#!/bin/sh\nexec setpriv --reuid=65533 --regid=65533 --clear-groups --inh-caps=-all --bounding-set=-all ${helperPath} "$@"\n`, { mode: 0o755 });
    const h = new UpstreamHelper({ command: wrapper, upstream: { host: "127.0.0.1", port }, mark: UPSTREAM_MARK, uid: 65533 });
    try {
      await expect(h.start()).rejects.toThrow(/ended before it was ready \(exit code 1\)/);
    } finally {
      h.stop();
    }
  });
});
