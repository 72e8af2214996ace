// The nftables table a Kubernetes sandbox's egress sidecar installs in its Pod's network namespace
// (egress/sidecar.ts). The sidecar and the workload share that namespace, so rules hook `output`
// and tell the sidecar's upstream queries apart by their sockets' mark (SO_MARK), which only the
// sidecar's helper (egress/osb-dns-upstream.c) can set: it needs CAP_NET_ADMIN or CAP_NET_RAW,
// both dropped from the workload, whatever uid the workload takes. Pure text: unit-tested
// without a kernel.
import { addressRules, type Policy } from "./policy.ts";

export const SIDECAR_TABLE = "inet osb_egress";

/**
 * The mark of the sidecar's upstream sockets. Marks never leave the Pod's namespace (crossing the
 * veth clears them); the value avoids the bits others use inside Pods or that CNIs commonly claim
 * (kube-proxy's 0x4000 and 0x8000, Cilium's 0x0f00, Istio's 0x539, Calico's upper 16 bits).
 */
export const UPSTREAM_MARK = 0x1053;

export type SidecarNet = {
  /** The port the sidecar's DNS proxy listens on (UDP and TCP); port 53 to anywhere is redirected to it. */
  dnsPort: number;
  /** The mark of the sidecar's upstream sockets: the only traffic let through to `upstreams`, and not redirected. */
  upstreamMark: number;
  /** The resolvers the sidecar asks (addresses, optionally `:port`). */
  upstreams: string[];
  /**
   * TCP destinations ("address:port") the Pod reaches whatever the policy: the lifecycle server's
   * announce listener, which execd calls once it listens (its calls are signed; any sandbox without
   * a policy reaches it anyway). Nothing else of the server, and no other port of that address.
   */
  infrastructure?: string[];
};

function hostPort(s: string): { host: string; port: number } {
  const m = /^\[?([^\]]+?)\]?:(\d+)$/.exec(s);
  if (m && (s.startsWith("[") || !m[1]!.includes(":"))) return { host: m[1]!, port: Number(m[2]) };
  return { host: s, port: 53 };
}

/**
 * The whole table: sets and counter are added (kept, with the addresses already opened, when the
 * sidecar restarts), chains are flushed and rewritten. One transaction.
 */
export function tableScript(net: SidecarNet, policy: Policy): string {
  const t = SIDECAR_TABLE;
  const up = `meta mark 0x${net.upstreamMark.toString(16)}`;
  const lines = [
    `add table ${t} { comment "opensandbox: this sandbox's egress policy (its egress sidecar)"; }`,
    `add set ${t} d4 { type ipv4_addr; flags timeout; }`,
    `add set ${t} d6 { type ipv6_addr; flags timeout; }`,
    `add counter ${t} denied`,
    `add chain ${t} dns { type nat hook output priority -100; policy accept; }`,
    `add chain ${t} out { type filter hook output priority 0; policy accept; }`,
    `add chain ${t} verdict`,
    `flush chain ${t} dns`,
    `flush chain ${t} out`,
    // DNS of everything but the sidecar's upstream queries, to any address, goes to the proxy.
    `add rule ${t} dns ${up} return`,
    `add rule ${t} dns meta l4proto { tcp, udp } th dport 53 redirect to :${net.dnsPort}`,
    // Inside the Pod (its own addresses, loopback, the redirected DNS) everything passes. Not
    // `oifname "lo"`: the output device a hook sees is the one routed before the nat redirect.
    `add rule ${t} out fib daddr type local accept`,
    `add rule ${t} out ct state established,related accept`,
  ];
  for (const d of (net.infrastructure ?? []).map(hostPort)) {
    lines.push(`add rule ${t} out ${d.host.includes(":") ? "ip6" : "ip"} daddr ${d.host} tcp dport ${d.port} accept`);
  }
  for (const u of net.upstreams.map(hostPort)) {
    const fam = u.host.includes(":") ? "ip6" : "ip";
    lines.push(`add rule ${t} out ${up} ${fam} daddr ${u.host} meta l4proto { tcp, udp } th dport ${u.port} accept`);
  }
  // The marked sockets reach nothing else, whatever the policy says.
  lines.push(`add rule ${t} out ${up} counter name denied reject with icmpx admin-prohibited`, `add rule ${t} out jump verdict`);
  return `${[...lines, ...policyChain(policy)].join("\n")}\n`;
}

/** The policy chain: address rules in order, addresses opened by DNS answers, the default action. */
export function policyChain(policy: Policy): string[] {
  const t = SIDECAR_TABLE;
  const deny = "counter name denied reject with icmpx admin-prohibited";
  const out = [`flush chain ${t} verdict`];
  for (const r of addressRules(policy)) out.push(`add rule ${t} verdict ${r.family === 4 ? "ip" : "ip6"} daddr ${r.cidr} ${r.action === "allow" ? "accept" : deny}`);
  out.push(`add rule ${t} verdict ip daddr @d4 accept`, `add rule ${t} verdict ip6 daddr @d6 accept`);
  out.push(`add rule ${t} verdict ${policy.defaultAction === "allow" ? "accept" : deny}`);
  return out;
}

/** The nameservers of a resolv.conf. */
export function nameservers(resolvConf: string): string[] {
  return [...resolvConf.matchAll(/^\s*nameserver\s+(\S+)/gm)].map((m) => m[1]!);
}
