// Network isolation without an engine: the config keys, the destinations they accept, the rules
// written for a network and which network a sandbox joins. The real engine and kernel are in
// test/integration/isolation.test.ts.
import { describe, expect, it } from "vitest";
import { ConfigError, validateConfig } from "../../src/config/config.ts";
import { DockerRuntime } from "../../src/runtime/docker.ts";
import { IsolationError, bridgeOf, checkBridgeFiltering, rulesFor, tableOf } from "../../src/runtime/docker-isolation.ts";
import { parseNetTarget } from "../../src/runtime/net-target.ts";

const config = (docker: Record<string, unknown>) => validateConfig({ server: { api_key: "k" }, docker }).config;
const runtime = (docker: Record<string, unknown>) => {
  const c = config(docker);
  return new DockerRuntime({ docker: c.docker, execdRuntimeDir: "/nonexistent", instance: "i" });
};

describe("isolation config", () => {
  it("is on by default, on the network opensandbox, with nothing opened", () => {
    const d = config({}).docker;
    expect(d).toMatchObject({ network_mode: "bridge", isolation: "server", isolation_allow: [], isolation_deny: [], dns: [] });
    expect(runtime({}).isolatedNetwork()).toBe("opensandbox");
  });

  it("names the network a sandbox joins: a named one, or none where isolation is off or does not apply", () => {
    expect(runtime({ network_mode: "sandboxes" }).isolatedNetwork()).toBe("sandboxes");
    expect(runtime({ isolation: "off" }).isolatedNetwork()).toBeUndefined();
    expect(runtime({ network_mode: "host" }).isolatedNetwork()).toBeUndefined();
    expect(runtime({ network_mode: "none" }).isolatedNetwork()).toBeUndefined();
  });

  it("refuses destinations that are not addresses, naming the key", () => {
    expect(() => config({ isolation_allow: ["10.0.0.1:99999"] })).toThrow(ConfigError);
    expect(() => config({ isolation_allow: ["example.com"] })).toThrow(/\[docker\] isolation_allow must be/);
    expect(() => config({ isolation_deny: ["10.0.0.0/33"] })).toThrow(/\[docker\] isolation_deny/);
    expect(() => config({ dns: ["dns.example"] })).toThrow(/\[docker\] dns/);
    expect(() => config({ isolation: "maybe" })).toThrow(/\[docker\] isolation must be one of/);
  });
});

describe("parseNetTarget", () => {
  it.each([
    ["10.0.0.5", { family: 4, cidr: "10.0.0.5" }],
    ["10.0.0.0/8", { family: 4, cidr: "10.0.0.0/8" }],
    ["10.0.0.5:5432", { family: 4, cidr: "10.0.0.5", ports: [5432, 5432] }],
    ["192.0.2.0/24:8000-8100", { family: 4, cidr: "192.0.2.0/24", ports: [8000, 8100] }],
    ["fd00::1", { family: 6, cidr: "fd00::1" }],
    ["fd00::/8", { family: 6, cidr: "fd00::/8" }],
    ["[fd00::1]:53", { family: 6, cidr: "fd00::1", ports: [53, 53] }],
  ])("%s", (s, want) => expect(parseNetTarget(s)).toEqual(want));

  it.each(["", "host", "10.0.0.256", "10.0.0.0/", "10.0.0.1:0", "10.0.0.1:2-1", "fd00::1:53:x", "[fd00::1]:", "1.2.3.4/8/8"])("refuses %j", (s) => {
    expect(parseNetTarget(s)).toBeUndefined();
  });
});

const E = "ABCD:EFGH:engine-id";

describe("rulesFor", () => {
  const rules = rulesFor({ network: "opensandbox", engine: E, allow: ["192.0.2.10:5432"], deny: ["10.0.0.0/8"] });
  const br = `iifname "${bridgeOf("opensandbox", E)}"`;
  const input = rules.slice(rules.indexOf("chain input"), rules.indexOf("chain forward"));
  const forward = rules.slice(rules.indexOf("chain forward"));

  it("replaces the network's own table in one transaction and touches nothing else", () => {
    expect(rules.startsWith(`table inet ${tableOf("opensandbox", E)} {}\ndelete table inet ${tableOf("opensandbox", E)}\ntable inet ${tableOf("opensandbox", E)} {`)).toBe(true);
    expect(rules.match(/^table /gm)).toHaveLength(2);
    expect(rules).not.toMatch(/flush|ruleset/);
  });

  it("input: replies pass, the allowed destination passes, every other packet from the bridge to the host is refused", () => {
    const lines = input.split("\n").map((l) => l.trim()).filter((l) => l.startsWith("iifname"));
    expect(lines).toEqual([
      `${br} ct state established,related accept`,
      `${br} meta l4proto { tcp, udp } ct status dnat ct original proto-dst 53 accept`,
      `${br} meta l4proto tcp ct status dnat ct mark 0x4f534256 accept`,
      `${br} ip daddr 192.0.2.10 meta l4proto { tcp, udp } th dport 5432 accept`,
      `${br} counter reject with icmpx admin-prohibited`,
    ]);
  });

  it("forward: sandbox to sandbox is dropped before any allowance; DNAT, IPv6, link-local and denied ranges are refused", () => {
    const lines = forward.split("\n").map((l) => l.trim()).filter((l) => l.startsWith("iifname"));
    expect(lines[0]).toBe(`${br} ct state established,related accept`);
    expect(lines[1]).toBe(`${br} oifname "${bridgeOf("opensandbox", E)}" counter drop`);
    expect(lines[2]).toContain("ip daddr 192.0.2.10");
    expect(lines.slice(3).join("\n")).toMatch(/ct status dnat[^\n]*reject[\s\S]*meta nfproto ipv6[^\n]*reject[\s\S]*169\.254\.0\.0\/16[^\n]*reject[\s\S]*10\.0\.0\.0\/8[^\n]*reject/);
  });

  it("derives the bridge and table names from the engine and the network's name, short enough for the kernel", () => {
    expect(bridgeOf("opensandbox", E)).toMatch(/^osb-[0-9a-f]{8}$/);
    expect(bridgeOf("a-much-longer-network-name-than-usual", E).length).toBeLessThan(16);
    expect(tableOf("x", E)).not.toBe(tableOf("y", E));
    // Another engine on the same host (a private dockerd) never shares the bridge.
    expect(bridgeOf("opensandbox", "OTHER:ENGINE")).not.toBe(bridgeOf("opensandbox", E));
  });
});

describe("checkBridgeFiltering", () => {
  it("refuses when bridged traffic would bypass the firewall, and says how to fix it", () => {
    expect(() => checkBridgeFiltering(() => "1\n")).not.toThrow();
    expect(() => checkBridgeFiltering(() => "0\n")).toThrow(IsolationError);
    expect(() =>
      checkBridgeFiltering(() => {
        throw new Error("ENOENT");
      }),
    ).toThrow(/bridge-nf-call-iptables is missing\): load br_netfilter/);
  });
});
