// Network isolation of Docker sandboxes. Sandboxes join one user-defined bridge network that the
// server creates with inter-container communication off, and an nftables table of the server's
// own drops, at the input and forward hooks, every new connection a sandbox opens towards
// another sandbox, the host itself (any of its addresses, loopback included), an address reached
// through the host's destination NAT, link-local and metadata addresses, and the operator's extra
// denied ranges. Replies (host → sandbox connections: published ports, the server proxy) pass.
//
// Why a table of our own and not rules in DOCKER-USER/INPUT: a drop in any nftables base chain
// is final whatever other tables accept, so rules that Docker, kube-proxy or a firewall insert
// before ours later cannot open a way around them; and the whole table is replaced or removed
// in one transaction, never touching chains we did not create.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type Docker from "dockerode";
import { parseNetTarget, type NetTarget } from "./net-target.ts";

export const LABEL_ISOLATION = "opensandbox.io/isolation";
/** The conntrack mark the egress table puts on connections it redirects to the credential vault's proxy ("OSBV"). */
export const VAULT_CT_MARK = "0x4f534256";
const ICC = "com.docker.network.bridge.enable_icc";
const BRIDGE_NAME = "com.docker.network.bridge.name";

/** Isolation could not be put in place: the server refuses to start (or to create) rather than run sandboxes unisolated. */
export class IsolationError extends Error {
  override name = "IsolationError";
}

export type IsolationSettings = {
  /** The user-defined bridge network the sandboxes join. */
  network: string;
  /** The engine's id (`docker info`): two engines on one host (a test's private dockerd) never share a bridge name. */
  engine: string;
  /** Destinations opened despite isolation ([docker] isolation_allow). */
  allow: string[];
  /** Destinations closed besides the host, other sandboxes and link-local ([docker] isolation_deny). */
  deny: string[];
};

const hash = (network: string, engine: string) => createHash("sha256").update(`${engine}/${network}`).digest("hex").slice(0, 8);
/** The Linux bridge of an isolated network: derived from the engine and the network's name, 12 characters (IFNAMSIZ is 16). */
export const bridgeOf = (network: string, engine: string) => `osb-${hash(network, engine)}`;
/** The nftables table (family inet: IPv4 and IPv6) holding a network's rules. */
export const tableOf = (network: string, engine: string) => `osb_isolation_${hash(network, engine)}`;

/** The engine's id, which names bridges and tables together with the network's name. */
export async function engineId(docker: Docker): Promise<string> {
  return ((await docker.info()) as { ID?: string }).ID ?? "";
}

/** Link-local (and so cloud metadata: 169.254.169.254, fd00:ec2::254 is reached through the forward rule for IPv6). */
const ALWAYS_DENIED = ["169.254.0.0/16", "fe80::/10", "fd00:ec2::254"];

function match(t: NetTarget): string {
  const addr = `${t.family === 4 ? "ip" : "ip6"} daddr ${t.cidr}`;
  if (!t.ports) return addr;
  const [lo, hi] = t.ports;
  return `${addr} meta l4proto { tcp, udp } th dport ${lo === hi ? lo : `${lo}-${hi}`}`;
}

const targets = (list: string[], key: string): NetTarget[] =>
  list.map((s) => {
    const t = parseNetTarget(s);
    if (!t) throw new IsolationError(`[docker] ${key}: ${JSON.stringify(s)} is not an address, CIDR or address:port`);
    return t;
  });

/** The nftables script that (re)creates a network's table atomically. */
export function rulesFor(s: IsolationSettings): string {
  const table = tableOf(s.network, s.engine);
  const br = JSON.stringify(bridgeOf(s.network, s.engine));
  const allow = targets(s.allow, "isolation_allow").map(match);
  const deny = [...ALWAYS_DENIED.map((c) => parseNetTarget(c)!), ...targets(s.deny, "isolation_deny")].map(match);
  const reject = "counter reject with icmpx admin-prohibited";
  return [
    // Create-if-missing, then delete, then define: one transaction, never a moment without rules.
    `table inet ${table} {}`,
    `delete table inet ${table}`,
    `table inet ${table} {`,
    `  comment "opensandbox: isolation of Docker network ${s.network.replace(/"/g, "")} (bridge ${bridgeOf(s.network, s.engine)})"`,
    // Sandbox → the host itself, on any of its addresses (gateway, host IPs, 127.0.0.0/8 through
    // route_localnet, the Docker API on TCP, the server).
    `  chain input {`,
    `    type filter hook input priority filter - 10; policy accept;`,
    `    iifname ${br} ct state established,related accept`,
    // DNS of sandboxes with an egress policy, redirected by the server's egress table to its DNS
    // proxy on the gateway (docker-egress.ts): only traffic that table translated from port 53.
    `    iifname ${br} meta l4proto { tcp, udp } ct status dnat ct original proto-dst 53 accept`,
    // Connections of sandboxes with a credential vault that the egress table redirected to the
    // vault's proxy on the gateway: only those it marked (a workload cannot set the host's ct marks).
    `    iifname ${br} meta l4proto tcp ct status dnat ct mark ${VAULT_CT_MARK} accept`,
    ...allow.map((m) => `    iifname ${br} ${m} accept`),
    `    iifname ${br} ${reject}`,
    `  }`,
    // Sandbox → anything the host routes on.
    `  chain forward {`,
    `    type filter hook forward priority filter - 10; policy accept;`,
    `    iifname ${br} ct state established,related accept`,
    // Sandbox → sandbox (bridged traffic, seen here through br_netfilter; Docker's icc rule is the second layer).
    `    iifname ${br} oifname ${br} counter drop`,
    ...allow.map((m) => `    iifname ${br} ${m} accept`),
    // Published ports of other containers and Kubernetes Services, reached through the host's DNAT.
    `    iifname ${br} ct status dnat ${reject}`,
    // The network has no IPv6: nothing IPv6 leaves it.
    `    iifname ${br} meta nfproto ipv6 ${reject}`,
    ...deny.map((m) => `    iifname ${br} ${m} ${reject}`),
    `  }`,
    `}`,
    "",
  ].join("\n");
}

function run(cmd: string, args: string[], input?: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(cmd, args, { timeout: 15_000 }, (err, stdout, stderr) => {
      if (err) reject(Object.assign(err, { stderr: String(stderr) }));
      else resolve({ stdout: String(stdout), stderr: String(stderr) });
    });
    // A command that exits without reading (refused at once) must not take the server down with EPIPE.
    child.stdin!.on("error", () => undefined);
    if (input !== undefined) child.stdin!.end(input);
  });
}

const HOW_TO =
  'run the server as root (it needs CAP_NET_ADMIN for nftables), or install the rules once as root with `scripts/docker-isolation.sh install` and set [docker] isolation = "external", or set [docker] isolation = "off" to run sandboxes without isolation';

/** Replaces the network's nftables table. Throws IsolationError saying why and what to do. */
export async function installRules(s: IsolationSettings): Promise<void> {
  const script = rulesFor(s);
  try {
    await run("nft", ["-f", "-"], script);
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT") throw new IsolationError(`cannot isolate sandboxes: the nft command is missing (apt-get install nftables); or ${HOW_TO}`);
    const why = (e.stderr ?? e.message).trim().split("\n")[0];
    if (/permission|not permitted/i.test(e.stderr ?? "")) throw new IsolationError(`cannot install the isolation rules (${why}): ${HOW_TO}`);
    throw new IsolationError(`installing the isolation rules failed: ${why}`);
  }
}

/** Removes the network's table; a missing one is not an error. */
export async function removeRules(network: string, engine: string): Promise<void> {
  try {
    await run("nft", ["delete", "table", "inet", tableOf(network, engine)]);
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr ?? "";
    if (!/No such file or directory|does not exist/i.test(stderr)) throw err;
  }
}

/** Whether the network's table is there: true, false, or undefined when this process may not look (not root). */
export async function rulesPresent(network: string, engine: string): Promise<boolean | undefined> {
  try {
    await run("nft", ["list", "table", "inet", tableOf(network, engine)]);
    return true;
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT" || /permission|not permitted/i.test(e.stderr ?? "")) return undefined;
    return false;
  }
}

type NetworkInfo = { Driver?: string; Options?: Record<string, string> | null; Labels?: Record<string, string> | null };

/**
 * Makes sure the network exists as isolation needs it: a bridge with inter-container
 * communication off, on the bridge named after it. Creates it (labelled) when `create`, else
 * throws. A network of that name made otherwise is refused, never changed.
 */
export async function ensureNetwork(docker: Docker, network: string, engine: string, labels: Record<string, string>, create: boolean): Promise<void> {
  let info = await inspectNetwork(docker, network);
  if (!info) {
    if (!create) throw new IsolationError(`the isolated network ${network} does not exist: create it with \`scripts/docker-isolation.sh install\`, or set [docker] isolation = "server"`);
    try {
      await docker.createNetwork({
        Name: network,
        Driver: "bridge",
        CheckDuplicate: true,
        Options: { [ICC]: "false", [BRIDGE_NAME]: bridgeOf(network, engine) },
        Labels: { ...labels, [LABEL_ISOLATION]: "true" },
      });
    } catch (err) {
      // 409: another server created it meanwhile; checked below like any existing network.
      if ((err as { statusCode?: number }).statusCode !== 409) throw err;
    }
    info = await inspectNetwork(docker, network);
    if (!info) throw new IsolationError(`the isolated network ${network} vanished right after it was created`);
  }
  const opts = info.Options ?? {};
  if (info.Driver !== "bridge" || opts[ICC] !== "false" || opts[BRIDGE_NAME] !== bridgeOf(network, engine)) {
    throw new IsolationError(
      `the Docker network ${network} exists but is not an isolated sandbox network (it needs driver bridge, ${ICC}=false, ${BRIDGE_NAME}=${bridgeOf(network, engine)}); ` +
        `remove it, or name another one in [docker] network_mode`,
    );
  }
}

/**
 * Traffic between two sandboxes is bridged, not routed: the forward hook (ours and Docker's icc
 * rule alike) sees it only through br_netfilter with bridge-nf-call-iptables on, which Docker
 * turns on for networks with inter-container communication off. Without it, refuse.
 */
export function checkBridgeFiltering(read: (file: string) => string = (f) => readFileSync(f, "utf8")): void {
  let value: string;
  try {
    value = read("/proc/sys/net/bridge/bridge-nf-call-iptables").trim();
  } catch {
    value = "missing";
  }
  if (value !== "1") {
    throw new IsolationError(
      `bridged traffic between sandboxes bypasses the firewall (net.bridge.bridge-nf-call-iptables is ${value}): load br_netfilter and set it to 1 (modprobe br_netfilter; sysctl -w net.bridge.bridge-nf-call-iptables=1)`,
    );
  }
}

async function inspectNetwork(docker: Docker, network: string): Promise<NetworkInfo | undefined> {
  try {
    return (await docker.getNetwork(network).inspect()) as NetworkInfo;
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return undefined;
    throw err;
  }
}

/** Removes an isolated network and its rules (tests, `scripts/docker-isolation.sh remove`). */
export async function removeIsolation(docker: Docker, network: string): Promise<void> {
  const engine = await engineId(docker);
  try {
    await docker.getNetwork(network).remove();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 404) throw err;
  }
  await removeRules(network, engine);
}
