// The Kubernetes egress sidecar's own logic, without a kernel or a cluster: the signatures between
// the server and the sidecar (the workload can reach the sidecar's port, and could listen on it
// while the sidecar restarts), the nftables table it installs, and what the Pod's status says
// when it fails, the order of its policy changes and DNS answers (a fake nft). The real thing runs
// in egress-kubernetes.test.ts.
import type { V1Pod } from "@kubernetes/client-node";
import { describe, expect, it } from "vitest";
import { compile } from "../../src/egress/policy.ts";
import { AllowSets, type AnsweredAddress, type LearnedRecord } from "../../src/egress/sidecar-sets.ts";
import { NonceCache, WINDOW_MS, signReply, signRequest, verifyReply, verifyRequest } from "../../src/egress/sidecar-auth.ts";
import { nameservers, policyChain, tableScript, UPSTREAM_MARK } from "../../src/egress/sidecar-rules.ts";
import { announceDestination } from "../../src/runtime/kubernetes.ts";
import { diagnose } from "../../src/runtime/kubernetes.ts";

const KEY = "k".repeat(43);

describe("requests to the sidecar: signed, fresh, once", () => {
  it("a signed request is accepted once; a replay, another key, another body, path or method, or a stale time is not", () => {
    const seen = new NonceCache();
    const body = JSON.stringify({ defaultAction: "deny" });
    const { header, nonce } = signRequest(KEY, "PUT", "/policy", body);
    expect(verifyRequest(KEY, header, "PUT", "/policy", body, seen)).toBe(nonce);
    expect(verifyRequest(KEY, header, "PUT", "/policy", body, seen)).toBeUndefined(); // replayed
    const fresh = () => signRequest(KEY, "PUT", "/policy", body).header;
    expect(verifyRequest("another-key".padEnd(43, "x"), fresh(), "PUT", "/policy", body, seen)).toBeUndefined();
    expect(verifyRequest(KEY, fresh(), "PUT", "/policy", JSON.stringify({ defaultAction: "allow" }), seen)).toBeUndefined();
    expect(verifyRequest(KEY, fresh(), "PUT", "/report", body, seen)).toBeUndefined();
    expect(verifyRequest(KEY, fresh(), "GET", "/policy", body, seen)).toBeUndefined();
    const old = signRequest(KEY, "PUT", "/policy", body, Date.now() - WINDOW_MS - 1000).header;
    expect(verifyRequest(KEY, old, "PUT", "/policy", body, seen)).toBeUndefined();
    for (const bad of [undefined, "", "x", `${Date.now()}..${"A".repeat(43)}`, "1.AAAAAAAAAAAAAAAAAAAAAA." + "A".repeat(43)]) {
      expect(verifyRequest(KEY, bad, "PUT", "/policy", body, seen), String(bad)).toBeUndefined();
    }
  });

  it("the answer is signed with the request's nonce: a listener without the key cannot forge it", () => {
    const sig = signReply(KEY, "nonce-1", 200, '{"ok":true}');
    expect(verifyReply(KEY, "nonce-1", 200, '{"ok":true}', sig)).toBe(true);
    expect(verifyReply(KEY, "nonce-2", 200, '{"ok":true}', sig)).toBe(false);
    expect(verifyReply(KEY, "nonce-1", 400, '{"ok":true}', sig)).toBe(false);
    expect(verifyReply(KEY, "nonce-1", 200, '{"ok":false}', sig)).toBe(false);
    expect(verifyReply(KEY, "nonce-1", 200, '{"ok":true}', undefined)).toBe(false);
  });
});

describe("the table in the Pod's namespace", () => {
  const policy = compile({
    defaultAction: "deny",
    egress: [
      { action: "allow", target: "*.allowed.test" },
      { action: "deny", target: "10.0.0.0/8" },
      { action: "allow", target: "10.1.0.0/16" },
      { action: "allow", target: "2001:db8::/32" },
    ],
  });
  const script = tableScript({ dnsPort: 15353, upstreamMark: UPSTREAM_MARK, upstreams: ["198.18.0.53", "[2001:db8::53]:5300"] }, policy).split("\n");
  const at = (re: RegExp) => script.findIndex((l) => re.test(l));

  it("DNS of everything but the helper's marked sockets goes to the proxy; those reach the resolvers' ports and nothing else; no uid is special", () => {
    expect(UPSTREAM_MARK & (0x4000 | 0x8000 | 0x0f00 | 0xffff0000)).toBe(0); // bits kube-proxy, Cilium, Calico use
    expect(at(/dns meta mark 0x1053 return$/)).toBeGreaterThan(-1);
    expect(at(/dns meta mark 0x1053 return$/)).toBeLessThan(at(/th dport 53 redirect to :15353$/));
    expect(script).toContain("add rule inet osb_egress out meta mark 0x1053 ip daddr 198.18.0.53 meta l4proto { tcp, udp } th dport 53 accept");
    expect(script).toContain("add rule inet osb_egress out meta mark 0x1053 ip6 daddr 2001:db8::53 meta l4proto { tcp, udp } th dport 5300 accept");
    expect(at(/out meta mark 0x1053 counter name denied reject/)).toBeLessThan(at(/out jump verdict$/));
    expect(script.join("\n")).not.toMatch(/skuid|skgid/);
    // Local destinations (the redirected DNS included) by address, not by the pre-redirect output device.
    expect(at(/out fib daddr type local accept$/)).toBeLessThan(at(/out ct state established,related accept$/));
  });

  it("address rules keep their order, then the addresses DNS answers opened, then the default", () => {
    const chain = policyChain(policy);
    expect(chain).toEqual([
      "flush chain inet osb_egress verdict",
      "add rule inet osb_egress verdict ip daddr 10.0.0.0/8 counter name denied reject with icmpx admin-prohibited",
      "add rule inet osb_egress verdict ip daddr 10.1.0.0/16 accept",
      "add rule inet osb_egress verdict ip6 daddr 2001:db8::/32 accept",
      "add rule inet osb_egress verdict ip daddr @d4 accept",
      "add rule inet osb_egress verdict ip6 daddr @d6 accept",
      "add rule inet osb_egress verdict counter name denied reject with icmpx admin-prohibited",
    ]);
    expect(policyChain(compile({ defaultAction: "allow", egress: [] })).at(-1)).toBe("add rule inet osb_egress verdict accept");
    // Sets and counter are added, never flushed: a restarted sidecar keeps the open addresses.
    expect(script.filter((l) => /^flush /.test(l))).toEqual(["flush chain inet osb_egress dns", "flush chain inet osb_egress out", "flush chain inet osb_egress verdict"]);
  });

  it("lets the Pod reach the server's announce listener (that address and port, TCP) before the policy decides", () => {
    const lines = tableScript({ dnsPort: 15353, upstreamMark: UPSTREAM_MARK, upstreams: ["198.18.0.53"], infrastructure: ["10.0.0.7:9465", "[fd00::7]:9465"] }, policy).split("\n");
    const v4 = lines.indexOf("add rule inet osb_egress out ip daddr 10.0.0.7 tcp dport 9465 accept");
    const v6 = lines.indexOf("add rule inet osb_egress out ip6 daddr fd00::7 tcp dport 9465 accept");
    expect(v4).toBeGreaterThan(-1);
    expect(v6).toBeGreaterThan(-1);
    expect(v4).toBeLessThan(lines.indexOf("add rule inet osb_egress out jump verdict"));
    expect(announceDestination("http://10.0.0.7:9465/v1/execd/announce")).toBe("10.0.0.7:9465");
    expect(announceDestination("http://[fd00::7]:9465/v1/execd/announce")).toBe("[fd00::7]:9465");
    expect(announceDestination("http://osb.example.svc:9465/v1/execd/announce")).toBeUndefined(); // by name: not opened
    expect(announceDestination(undefined)).toBeUndefined();
  });

  it("reads the Pod's resolvers from resolv.conf", () => {
    expect(nameservers("search x\nnameserver 198.18.0.53\n  nameserver 2001:db8::1\noptions ndots:5\n")).toEqual(["198.18.0.53", "2001:db8::1"]);
  });
});

describe("the Pod's status", () => {
  const sidecar = (extra: object) => ({ name: "egress", image: "opensandbox/egress:x", imageID: "", ready: false, restartCount: 1, ...extra });
  const pod = (status: V1Pod["status"]): V1Pod => ({ metadata: { name: "sandbox-x" }, spec: { containers: [{ name: "sandbox", image: "app:1" }] }, status });

  it("a sidecar that cannot install the rules fails the sandbox with its last words; its image missing is a pull failure", () => {
    const o = diagnose(
      pod({
        phase: "Pending",
        initContainerStatuses: [sidecar({ state: { waiting: { reason: "CrashLoopBackOff" } }, lastState: { terminated: { exitCode: 1, message: '{"msg":"egress sidecar failed","err":"nft: syntax error"}' } } })],
        containerStatuses: [{ name: "sandbox", image: "app:1", imageID: "", ready: false, restartCount: 0, state: { waiting: { reason: "PodInitializing" } } }],
      }),
    );
    expect(o).toMatchObject({ phase: "failed", reason: "EGRESS_SETUP_FAILED" });
    expect(o.message).toContain("nft: syntax error");
    const pull = diagnose(pod({ phase: "Pending", initContainerStatuses: [sidecar({ state: { waiting: { reason: "ErrImageNeverPull", message: "not present" } } })] }));
    expect(pull).toMatchObject({ phase: "failed", reason: "IMAGE_PULL_FAILED" });
    expect(pull.message).toContain("the egress sidecar's image");
  });

  it("a sidecar restarted while the workload runs does not fail the sandbox", () => {
    const o = diagnose(
      pod({
        phase: "Running",
        initContainerStatuses: [sidecar({ state: { running: {} }, lastState: { terminated: { exitCode: 137 } } })],
        containerStatuses: [{ name: "sandbox", image: "app:1", imageID: "", ready: true, restartCount: 0, state: { running: {} } }],
      }),
    );
    expect(o).toMatchObject({ phase: "running" });
  });
});

describe("policy changes and DNS answers in flight: the allow sets hold what the sidecar counts on", () => {
  const A: AnsweredAddress = { family: 4, address: "198.51.100.7", ttl: 60 };
  const C: AnsweredAddress = { family: 4, address: "198.51.100.9", ttl: 60 };
  const wildcard = compile({ defaultAction: "deny", egress: [{ action: "allow", target: "*.example.test" }] });
  const withoutA = compile({ defaultAction: "deny", egress: [{ action: "deny", target: "a.example.test" }, { action: "allow", target: "*.example.test" }] });
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

  /** A fake nft: the sets' elements, each transaction held until released, in the order run (as NftSession). */
  function fakeNft() {
    const open = new Set<string>();
    const held: { script: string; resolve: () => void; reject: (err: Error) => void }[] = [];
    let failing = 0;
    const release = () => {
      const t = held.shift()!;
      if (failing > 0) return failing--, t.reject(new Error("nft: Error: Could not process rule"));
      for (const line of t.script.split("\n")) {
        const m = /^(add|delete) element inet osb_egress d[46] \{ (\S+)/.exec(line);
        if (m) m[1] === "add" ? open.add(m[2]!) : open.delete(m[2]!);
      }
      t.resolve();
    };
    return {
      open,
      held,
      run: (script: string) => new Promise<void>((resolve, reject) => held.push({ script, resolve, reject })),
      failNext: () => failing++,
      /** Lets every transaction through, those queued meanwhile too. */
      settle: async () => {
        for (await tick(); held.length; await tick()) release();
      },
    };
  }

  it("an answer for a name still allowed, arriving while a change closes its address for another name, keeps it open", async () => {
    const nft = fakeNft();
    const sets = new AllowSets(wildcard, nft.run);
    const first = sets.learn("a.example.test", [A]);
    await nft.settle();
    expect(await first).toBe(true);
    // A PATCH denies a.example.test (A closes with it); its transaction is held while b.example.test's answer is A too.
    const applied = sets.apply(withoutA);
    await tick();
    const answered = sets.learn("b.example.test", [A]).then((ok) => ok && nft.open.has(A.address));
    await nft.settle();
    await applied;
    expect(await answered).toBe(true);
    expect(nft.open.has(A.address), "the address b.example.test's answer gave, after the change").toBe(true);
    expect(sets.policy).toBe(withoutA);
  });

  it("a restarted sidecar closes what its previous process opened when a change denies the name", async () => {
    const nft = fakeNft(); // the kernel's sets outlive the process
    let saved: LearnedRecord[] = [];
    const before = new AllowSets(wildcard, nft.run, { persist: (r) => (saved = r) });
    const opened = before.learn("a.example.test", [A]);
    await tick();
    expect(saved.map((r) => [r.address, r.names]), "recorded before its transaction runs").toEqual([[A.address, ["a.example.test"]]]);
    await nft.settle();
    await opened;
    expect(nft.open.has(A.address)).toBe(true);
    // A new process: it knows A only from what the old one recorded (an expired record is dropped).
    const expired: LearnedRecord = { address: C.address, family: 4, until: Date.now() - 1, names: ["c.example.test"] };
    const after = new AllowSets(wildcard, nft.run, { restored: [...saved, expired], persist: (r) => (saved = r) });
    const applied = after.apply(withoutA);
    await nft.settle();
    expect(await applied).toBe(1);
    expect(nft.open.has(A.address), "the address a.example.test's answer opened before the restart").toBe(false);
    expect(saved).toEqual([]);
  });

  it("an answer for a name the change in flight denies opens nothing", async () => {
    const nft = fakeNft();
    const sets = new AllowSets(wildcard, nft.run);
    const applied = sets.apply(withoutA);
    await tick();
    // Its query passed under the old policy; upstream answered after the change was sent.
    const late = sets.learn("a.example.test", [A]);
    await nft.settle();
    await applied;
    expect(await late).toBe(false);
    expect(nft.open.has(A.address)).toBe(false);
  });

  it("the same address answered twice at once: neither answer goes back before it is open", async () => {
    const nft = fakeNft();
    const sets = new AllowSets(wildcard, nft.run);
    const one = sets.learn("a.example.test", [A]).then(() => nft.open.has(A.address));
    const two = sets.learn("b.example.test", [A]).then(() => nft.open.has(A.address));
    await nft.settle();
    expect([await one, await two]).toEqual([true, true]);
  });

  it("a transaction that failed leaves its addresses unknown: the next answer opens them", async () => {
    const nft = fakeNft();
    const sets = new AllowSets(wildcard, nft.run);
    nft.failNext();
    const failed = sets.learn("a.example.test", [A]).catch((err: Error) => err.message);
    await nft.settle();
    expect(await failed).toMatch(/^nft: /);
    const again = sets.learn("a.example.test", [A]).then(() => nft.open.has(A.address));
    await nft.settle();
    expect(await again).toBe(true);
  });

  it("changes apply in the order sent; an answer whose addresses are open and fresh waits for no transaction", async () => {
    const nft = fakeNft();
    const sets = new AllowSets(wildcard, nft.run);
    const first = sets.learn("a.example.test", [A]);
    await nft.settle();
    await first;
    const saved: string[] = [];
    const changes = [sets.apply(withoutA, () => saved.push("without a")), sets.apply(wildcard, () => saved.push("wildcard"))];
    await nft.settle();
    await Promise.all(changes);
    expect(saved).toEqual(["without a", "wildcard"]);
    expect(sets.policy).toBe(wildcard);
    const reopened = sets.learn("a.example.test", [A]);
    await nft.settle();
    await reopened;
    expect(nft.open.has(A.address)).toBe(true);
    // Another address's transaction held: an answer of A (open, fresh) goes back at once.
    const slow = sets.learn("c.example.test", [C]);
    await tick();
    expect(nft.held).toHaveLength(1);
    let back = false;
    void sets.learn("b.example.test", [A]).then(() => (back = true));
    await tick();
    expect(back).toBe(true);
    await nft.settle();
    await slow;
  });
});
