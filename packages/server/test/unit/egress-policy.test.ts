// The egress policy model (src/egress/policy.ts): target parsing, first-match order, `*.`
// wildcards without the apex, address/CIDR rules for the packet filter, PATCH and DELETE merge.
import { describe, expect, it } from "vitest";
import { addressRules, compile, decideName, parseTarget, patch, removeTargets, status } from "../../src/egress/policy.ts";

describe("targets", () => {
  it("parses domains, wildcards, IPv4/IPv6 addresses and CIDRs; refuses the rest", () => {
    expect(parseTarget("PyPI.org.")).toEqual({ kind: "domain", name: "pypi.org" });
    expect(parseTarget("*.example.com")).toEqual({ kind: "wildcard", suffix: "example.com" });
    expect(parseTarget("10.0.0.0/8")).toEqual({ kind: "cidr", family: 4, cidr: "10.0.0.0/8" });
    expect(parseTarget("192.0.2.7")).toEqual({ kind: "cidr", family: 4, cidr: "192.0.2.7" });
    expect(parseTarget("2001:DB8::/32")).toEqual({ kind: "cidr", family: 6, cidr: "2001:db8::/32" });
    expect(parseTarget("::1")).toEqual({ kind: "cidr", family: 6, cidr: "::1" });
    for (const bad of ["", "*", "*.", "a..b", "-a.com", "a-.com", "ex ample.com", "10.0.0.0/33", "::/129", "1.2.3.4/8/1", "*.*.com", "a.*.com", `${"a".repeat(64)}.com`, "http://x.com"]) {
      expect(parseTarget(bad), bad).toBeUndefined();
    }
  });

  it("compile refuses a bad target naming where it is", () => {
    expect(() => compile({ egress: [{ action: "allow", target: "ok.com" }, { action: "deny", target: "10.0.0.0/99" }] })).toThrow(/networkPolicy\.egress\[1\]\.target: "10\.0\.0\.0\/99"/);
  });

  it("defaults: deny when rules are given without a default; an empty policy allows everything", () => {
    expect(compile({ egress: [{ action: "allow", target: "a.com" }] }).defaultAction).toBe("deny");
    expect(compile({}).defaultAction).toBe("allow");
    expect(compile({ defaultAction: "deny" }).defaultAction).toBe("deny");
  });
});

describe("names", () => {
  it("exact names match themselves only, case and trailing dot aside", () => {
    const p = compile({ defaultAction: "deny", egress: [{ action: "allow", target: "pypi.org" }] });
    expect(decideName(p, "pypi.org")).toBe("allow");
    expect(decideName(p, "PYPI.ORG.")).toBe("allow");
    expect(decideName(p, "files.pypi.org")).toBe("deny");
    expect(decideName(p, "notpypi.org")).toBe("deny");
  });

  it("*.example.com matches every subdomain, not the apex nor look-alikes", () => {
    const p = compile({ defaultAction: "deny", egress: [{ action: "allow", target: "*.example.com" }] });
    expect(decideName(p, "a.example.com")).toBe("allow");
    expect(decideName(p, "a.b.example.com")).toBe("allow");
    expect(decideName(p, "example.com")).toBe("deny");
    expect(decideName(p, "badexample.com")).toBe("deny");
    expect(decideName(p, "example.com.evil.net")).toBe("deny");
  });

  it("the first matching rule wins, whatever comes later; no match: the default", () => {
    const p = compile({
      defaultAction: "allow",
      egress: [
        { action: "deny", target: "secret.example.com" },
        { action: "allow", target: "*.example.com" },
        { action: "deny", target: "*.example.com" },
      ],
    });
    expect(decideName(p, "secret.example.com")).toBe("deny");
    expect(decideName(p, "www.example.com")).toBe("allow");
    expect(decideName(p, "other.net")).toBe("allow");
    const q = compile({ defaultAction: "deny", egress: [{ action: "allow", target: "*.example.com" }, { action: "deny", target: "secret.example.com" }] });
    expect(decideName(q, "secret.example.com")).toBe("allow");
  });

  it("address rules never decide a name, and name rules never reach the packet filter's address list", () => {
    const p = compile({
      defaultAction: "deny",
      egress: [
        { action: "allow", target: "a.com" },
        { action: "deny", target: "10.1.2.3" },
        { action: "allow", target: "10.0.0.0/8" },
        { action: "allow", target: "2001:db8::/32" },
      ],
    });
    expect(decideName(p, "10.1.2.3")).toBe("deny"); // the default: an address is not a name
    expect(addressRules(p)).toEqual([
      { action: "deny", family: 4, cidr: "10.1.2.3" },
      { action: "allow", family: 4, cidr: "10.0.0.0/8" },
      { action: "allow", family: 6, cidr: "2001:db8::/32" },
    ]);
  });
});

describe("PATCH and DELETE", () => {
  const base = compile({ defaultAction: "deny", egress: [{ action: "allow", target: "a.com" }, { action: "allow", target: "b.com" }] });

  it("PATCH puts incoming rules first, replaces same targets, and the first duplicate in a payload wins", () => {
    const p = patch(base, [
      { action: "deny", target: "B.com" },
      { action: "allow", target: "c.com" },
      { action: "allow", target: "b.com" },
    ]);
    expect(p.rules.map((r) => `${r.action} ${r.target}`)).toEqual(["deny B.com", "allow c.com", "allow a.com"]);
    expect(decideName(p, "b.com")).toBe("deny");
    expect(p.defaultAction).toBe("deny");
  });

  it("PATCH refuses a bad target; DELETE removes by target and ignores unknown ones", () => {
    expect(() => patch(base, [{ action: "allow", target: "bad target" }])).toThrow(/\[0\]\.target/);
    const d = removeTargets(base, ["A.COM.", "nothing.com"]);
    expect(d.rules.map((r) => r.target)).toEqual(["b.com"]);
  });

  it("status names the mode as upstream does", () => {
    expect(status(compile({ defaultAction: "deny" })).mode).toBe("deny_all");
    expect(status(compile({})).mode).toBe("allow_all");
    expect(status(base)).toEqual({ status: "ok", mode: "enforcing", enforcementMode: "dns+nft", policy: { defaultAction: "deny", egress: [{ action: "allow", target: "a.com" }, { action: "allow", target: "b.com" }] } });
  });
});
