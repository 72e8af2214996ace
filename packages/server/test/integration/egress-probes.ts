// What the egress tests of both runtimes share (egress.test.ts on Docker, egress-kubernetes.test.ts
// on the cluster): the fake internet's names (scripts/netlab/hosts.json), the policy under test and
// every way out issue 11 lists, each aimed at something that policy denies (egress-probe.py runs them).
import { readFileSync } from "node:fs";
import path from "node:path";
import { lab } from "../netlab.ts";

export { lab };

export const root = path.resolve(import.meta.dirname, "../../../..");
export const PROBE = readFileSync(new URL("./egress-probe.py", import.meta.url), "utf8");
export const ALLOWED = "198.18.1.10"; // allowed.test, www.allowed.test
export const DENIED = lab.hosts["denied.test"]!;
export const RESOLVER = lab.resolver;
export const POLICY = { defaultAction: "deny", egress: [{ action: "allow", target: "*.allowed.test" }] };

export type Probes = Record<string, [string, ...unknown[]]>;

export const BYPASSES: Probes = {
  "literal IPv4": ["get", `https://${DENIED}/`],
  "literal IPv6": ["tcp", "2001:db8::20", 443],
  "IPv4-mapped IPv6": ["tcp", `::ffff:${DENIED}`, 443],
  "own resolver, UDP 53": ["dns_udp", RESOLVER, 53, "denied.test"],
  "own resolver, TCP 53": ["dns_tcp", RESOLVER, 53, "denied.test"],
  "own resolver, UDP 5353": ["dns_udp", RESOLVER, 5353, "denied.test"],
  "own resolver, TCP 5353": ["dns_tcp", RESOLVER, 5353, "denied.test"],
  "DNS-over-TLS 853": ["dot", RESOLVER, "denied.test"],
  "DNS-over-HTTPS": ["doh", `https://${RESOLVER}/dns-query`, "denied.test"],
  "spoofed SNI and Host": ["sni", DENIED, "www.allowed.test"],
  "denied name": ["get", "https://denied.test/"],
  "apex of the wildcard": ["get", "https://allowed.test/"],
};

export const reached = (v: string | undefined) => v?.startsWith("reached") ?? false;
