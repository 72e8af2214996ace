// Egress policy of Docker sandboxes, enforced on the host, outside the sandbox's reach.
//
// Every sandbox with a policy gets a MAC address of our choosing when its container is created
// (so its rules exist before its first instruction runs), and an nftables table of this server
// (`inet osb_egress_<instance>`) maps that MAC, at the forward hook, to a chain of its own: replies
// and established connections pass, then the policy's address/CIDR rules in order, then the
// addresses that DNS answers of allowed names opened (a set with timeouts), then the default
// action, with a counter of what was dropped. The sandbox's DNS (UDP and TCP port 53, to any
// address) is redirected at prerouting to the server's DNS proxy on the network's gateway, which
// answers denied names NXDOMAIN and adds the addresses of allowed answers to the sandbox's set
// before it hands the answer back. A workload without CAP_NET_ADMIN cannot change its MAC, and it
// has no CAP_NET_RAW (dropped for sandboxes with a policy) to forge frames; rules in the host's
// namespace are beyond any capability it has in its own.
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import dgram from "node:dgram";
import { readFileSync } from "node:fs";
import net from "node:net";
import type { Logger } from "pino";
import { askTcp, askUdp, parseUpstream, serveDnsTcp, type Upstream } from "../egress/dns-upstream.ts";
import { RCODE_NXDOMAIN, RCODE_REFUSED, RCODE_SERVFAIL, answerAddresses, parseQuestion, refusal } from "../egress/dns.ts";
import { addressRules, decideName, normalizeName, type EgressReport, type Policy } from "../egress/policy.ts";
import { VaultProxy, type VaultAudit } from "../egress/vault-proxy.ts";
import { boundPorts, nameIsBound, type Vault } from "../egress/vault.ts";
import { VAULT_CT_MARK } from "./docker-isolation.ts";
import type { CertificateAuthority } from "../secrets/vault-ca.ts";

/** How long an address opened by a DNS answer stays open: its TTL, within these bounds (seconds). */
const MIN_TTL = 60;
const MAX_TTL = 3600;
/** How long a query from an address not yet known waits for its sandbox to be registered (just started). */
const BIND_WAIT_MS = 3000;
/** Denied names remembered per sandbox for diagnostics. */
const RECENT_DENIALS = 50;
/** Vault injections remembered per sandbox for diagnostics (the structured log keeps every one). */
const RECENT_INJECTIONS = 200;


type Sandbox = {
  id: string;
  mac: string;
  key: string;
  ip?: string;
  policy: Policy;
  /** Addresses opened by DNS answers: address → names that led there and when it closes (ms). */
  learned: Map<string, { names: Set<string>; family: 4 | 6; until: number }>;
  deniedQueries: number;
  recent: { at: string; what: string }[];
  /** Created with `credentialProxy`: connections to bound names' addresses go through the vault's proxy. */
  credentialProxy: boolean;
  /** Its certificate authority (credentialProxy): the proxy's TLS certificates are minted from it. */
  ca?: CertificateAuthority;
  vault?: Vault;
  proxy?: VaultProxy;
  injections: VaultAudit[];
};

export const egressTableOf = (instance: string) => `osb_egress_${createHash("sha256").update(instance).digest("hex").slice(0, 8)}`;
/** A random locally administered unicast MAC. */
export function randomMac(): string {
  const b = Buffer.from(Array.from({ length: 6 }, () => Math.floor(Math.random() * 256)));
  b[0] = (b[0]! & 0xfc) | 0x02;
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join(":");
}
const keyOf = (sandboxId: string) => sandboxId.replace(/[^a-zA-Z0-9]/g, "").slice(0, 16).toLowerCase();

/**
 * One long-lived `nft -i` for this process: a change costs a line on its stdin instead of a
 * process start (10 ms on an idle machine, 50+ ms on a loaded one). Each script is sent as one
 * line (one transaction: all of it or none), followed by a command that fails on purpose naming
 * a sequence number; its error on stderr marks the end of the answer, and any error before it is
 * the script's. Scripts run one at a time; a session that breaks is replaced.
 */
export class NftSession {
  private proc?: ReturnType<typeof spawn>;
  private stderr = "";
  private seq = 0;
  private waiter?: () => void;
  private queue: Promise<unknown> = Promise.resolve();

  run(script: string): Promise<void> {
    const p = this.queue.then(() => this.once(script));
    this.queue = p.catch(() => undefined);
    return p;
  }

  private start(): NonNullable<NftSession["proc"]> {
    const proc = spawn("nft", ["-i"], { stdio: ["pipe", "ignore", "pipe"] });
    proc.stderr!.on("data", (d: Buffer) => {
      this.stderr += String(d);
      this.waiter?.();
    });
    const gone = () => {
      if (this.proc === proc) this.proc = undefined;
      this.waiter?.();
    };
    proc.on("exit", gone);
    proc.on("error", gone);
    proc.stdin!.on("error", () => undefined);
    this.proc = proc;
    return proc;
  }

  private async once(script: string): Promise<void> {
    const line = script.split("\n").map((l) => l.trim()).filter(Boolean).join("; ");
    if (!line) return;
    const proc = this.proc ?? this.start();
    const n = ++this.seq;
    const marker = new RegExp(`list counter inet osb_egress_end_${n} m\\n[ ^~]*\\n`);
    this.stderr = "";
    proc.stdin!.write(`${line}\nlist counter inet osb_egress_end_${n} m\n`);
    const deadline = Date.now() + 15_000;
    while (!marker.test(this.stderr)) {
      if (!this.proc || Date.now() > deadline) {
        this.proc?.kill();
        this.proc = undefined;
        // The session broke: this script again, the slow way.
        await nft(script);
        return;
      }
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        setTimeout(resolve, 100).unref();
      });
      this.waiter = undefined;
    }
    const before = this.stderr.slice(0, this.stderr.search(/Error: [^\n]*\nlist counter inet osb_egress_end_/));
    if (/Error/.test(before)) throw new Error(`nft: ${before.trim().split("\n").slice(0, 3).join(" | ")}`);
  }

  close(): void {
    this.proc?.stdin!.end();
    this.proc = undefined;
  }
}

export function nft(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("nft", ["-f", "-"], { timeout: 15_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`nft: ${String(stderr).trim().split("\n").slice(0, 3).join(" | ") || err.message}`));
      else resolve(String(stdout));
    });
    child.stdin!.on("error", () => undefined);
    child.stdin!.end(script);
  });
}

export function nftList(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => execFile("nft", args, { timeout: 15_000 }, (err, stdout) => (err ? reject(err) : resolve(String(stdout)))));
}

/** The host's first resolver when [docker] dns names none. */
function systemResolver(): string {
  try {
    const m = /^\s*nameserver\s+(\S+)/m.exec(readFileSync("/etc/resolv.conf", "utf8"));
    if (m) return m[1]!;
  } catch {
    /* fall through */
  }
  return "127.0.0.1";
}

export type DockerEgressOptions = {
  instance: string;
  /** The Linux bridge of the sandboxes' network, and its gateway (where the DNS proxy listens). */
  bridge: string;
  gateway: string;
  /** Resolvers the proxy asks ([docker] dns, else the host's). */
  upstream: string[];
  /** Certificates (PEM) the credential vault trusts for upstream servers: the host's store and configured extras. */
  upstreamCa?: string[];
  log?: Logger;
};

export class DockerEgress {
  readonly table: string;
  private readonly opts: DockerEgressOptions;
  private readonly sandboxes = new Map<string, Sandbox>();
  private readonly byIp = new Map<string, Sandbox>();
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly session = new NftSession();
  private udp?: dgram.Socket;
  private tcp?: net.Server;
  port = 0;

  constructor(opts: DockerEgressOptions) {
    this.opts = opts;
    this.table = egressTableOf(opts.instance);
  }

  /**
   * Starts the DNS proxy and (re)writes the table's base: the DNS redirection (to this process's
   * port) and the dispatch by MAC. Chains of sandboxes already there are kept, so a restarting
   * server never leaves them unrestricted; `restore` gives them back their DNS.
   */
  async start(): Promise<void> {
    await this.listen();
    await this.installBase();
    this.opts.log?.info({ table: this.table, dns: `${this.opts.gateway}:${this.port}` }, "egress policy enforcement ready");
  }

  private async installBase(): Promise<void> {
    const t = `inet ${this.table}`;
    const br = JSON.stringify(this.opts.bridge);
    await nft(
      [
        `add table ${t} { comment "opensandbox: egress policies of instance ${this.opts.instance}"; }`,
        `add map ${t} policed { type ether_addr : verdict; }`,
        `add set ${t} dnsmacs { type ether_addr; }`,
        `add map ${t} vaulted { type ether_addr : verdict; }`,
        `add chain ${t} dns { type nat hook prerouting priority dstnat - 5; policy accept; }`,
        `add chain ${t} forward { type filter hook forward priority filter - 5; policy accept; }`,
        `flush chain ${t} dns`,
        `flush chain ${t} forward`,
        `add rule ${t} dns iifname ${br} ether saddr @dnsmacs meta l4proto { tcp, udp } th dport 53 counter dnat ip to ${this.opts.gateway}:${this.port}`,
        `add rule ${t} dns iifname ${br} ether saddr vmap @vaulted`,
        `add rule ${t} forward iifname ${br} ether saddr vmap @policed`,
        "",
      ].join("\n"),
    );
  }

  /**
   * Puts the table back when it vanished from the kernel (`nft flush ruleset`, a firewall
   * reload): the base, every sandbox's chain, and the addresses its DNS answers had opened.
   * Returns whether it was missing. The runtime's guard calls it with the isolation check.
   */
  async repair(): Promise<boolean> {
    try {
      await nftList(["list", "table", "inet", this.table]);
      return false;
    } catch {
      /* gone */
    }
    this.opts.log?.error({ table: this.table }, "the egress rules were removed from the kernel: installing them again");
    await this.installBase();
    const now = Date.now();
    for (const sb of this.sandboxes.values()) {
      await this.install(sb);
      const open = [...sb.learned].filter(([, e]) => e.until - now > 1000);
      const lines = open.map(([addr, e]) => `add element inet ${this.table} ${e.family === 4 ? "d4" : "d6"}_${sb.key} { ${addr} timeout ${Math.ceil((e.until - now) / 1000)}s }`);
      lines.push(...this.vaultSetLines(sb));
      if (lines.length) await nft(`${lines.join("\n")}\n`);
    }
    return true;
  }

  private async listen(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const udp = dgram.createSocket("udp4");
      await new Promise<void>((resolve, reject) => {
        udp.once("error", reject);
        udp.bind(0, this.opts.gateway, () => resolve());
      });
      const port = udp.address().port;
      const tcp = net.createServer((s) => this.serveTcp(s));
      const ok = await new Promise<boolean>((resolve) => {
        tcp.once("error", () => resolve(false));
        tcp.listen(port, this.opts.gateway, () => resolve(true));
      });
      if (!ok) {
        udp.close();
        if (attempt < 5) continue;
        throw new Error(`the egress DNS proxy found no port free for both UDP and TCP on ${this.opts.gateway}`);
      }
      udp.on("message", (msg, rinfo) => {
        void this.answer(msg, rinfo.address).then((out) => out && udp.send(out, rinfo.port, rinfo.address));
      });
      udp.on("error", (err) => this.opts.log?.error({ err }, "egress DNS proxy (udp)"));
      this.udp = udp;
      this.tcp = tcp;
      this.port = port;
      return;
    }
  }

  private serveTcp(s: net.Socket): void {
    serveDnsTcp(s, (msg) => this.answer(msg, s.remoteAddress?.replace(/^::ffff:/, "") ?? "", "tcp"));
  }

  private async sandboxAt(ip: string): Promise<Sandbox | undefined> {
    const known = this.byIp.get(ip);
    if (known) return known;
    // Its container has just started: registration follows within milliseconds.
    await new Promise<void>((resolve) => {
      const list = this.waiting.get(ip) ?? [];
      list.push(resolve);
      this.waiting.set(ip, list);
      setTimeout(resolve, BIND_WAIT_MS).unref();
    });
    return this.byIp.get(ip);
  }

  /**
   * The proxy's answer to one query from `from`; undefined: no answer (unparsable). A query that
   * came over TCP goes upstream over TCP (answers too large for UDP arrive whole).
   */
  async answer(msg: Buffer, from: string, transport: "udp" | "tcp" = "udp"): Promise<Buffer | undefined> {
    let q;
    try {
      q = parseQuestion(msg);
    } catch {
      return undefined;
    }
    const sb = await this.sandboxAt(from);
    if (!sb) return refusal(msg, RCODE_REFUSED);
    if (decideName(sb.policy, q.name) === "deny") {
      sb.deniedQueries++;
      this.note(sb, `dns ${q.name} refused (NXDOMAIN): denied by the policy`);
      return refusal(msg, RCODE_NXDOMAIN);
    }
    let reply: Buffer;
    try {
      reply = transport === "tcp" ? await askTcp(this.upstream(), msg) : await askUdp(this.upstream(), msg);
    } catch (err) {
      this.opts.log?.warn({ sandboxId: sb.id, name: q.name, err: (err as Error).message }, "egress DNS upstream failed");
      return refusal(msg, RCODE_SERVFAIL);
    }
    try {
      const addrs = answerAddresses(reply);
      if (addrs.length) await this.learn(sb, q.name, addrs);
    } catch (err) {
      this.opts.log?.error({ sandboxId: sb.id, err }, "egress: could not open the answer's addresses");
      return refusal(msg, RCODE_SERVFAIL);
    }
    return reply;
  }

  /** The resolver the proxy asks: the first of [docker] dns upstreams, else the host's. */
  private upstream(): Upstream {
    return parseUpstream(this.opts.upstream[0] ?? systemResolver());
  }

  /** Opens the addresses of an allowed answer in the sandbox's sets (before the answer is returned). */
  private async learn(sb: Sandbox, name: string, addrs: { family: 4 | 6; address: string; ttl: number }[]): Promise<void> {
    const now = Date.now();
    const lines: string[] = [];
    for (const a of addrs) {
      const ttl = Math.min(Math.max(a.ttl, MIN_TTL), MAX_TTL);
      const entry = sb.learned.get(a.address);
      if (entry) entry.names.add(name.toLowerCase());
      // Still open for at least half the TTL: nothing to do (the common, fast case).
      if (entry && entry.until - now > (ttl * 1000) / 2) continue;
      const set = `inet ${this.table} ${a.family === 4 ? "d4" : "d6"}_${sb.key}`;
      // add (a no-op if present), delete, add again: one transaction, so the address never closes.
      lines.push(`add element ${set} { ${a.address} timeout ${ttl}s }`, `delete element ${set} { ${a.address} }`, `add element ${set} { ${a.address} timeout ${ttl}s }`);
      if (a.family === 4 && sb.vault && nameIsBound(sb.vault, name)) {
        // An address of a bound name: its connections on bound ports go to the vault's proxy from now on.
        const v = `inet ${this.table} a_${sb.key}`;
        lines.push(`add element ${v} { ${a.address} timeout ${ttl}s }`, `delete element ${v} { ${a.address} }`, `add element ${v} { ${a.address} timeout ${ttl}s }`);
      }
      sb.learned.set(a.address, { names: entry?.names ?? new Set([name.toLowerCase()]), family: a.family, until: now + ttl * 1000 });
    }
    if (lines.length) await this.session.run(lines.join("\n"));
  }

  private note(sb: Sandbox, what: string): void {
    sb.recent.push({ at: new Date().toISOString(), what });
    if (sb.recent.length > RECENT_DENIALS) sb.recent.shift();
    this.opts.log?.info({ sandboxId: sb.id, denied: what }, "egress denied");
  }

  /** The sandbox's chain for `policy`: replies, address rules in order, addresses of allowed names, the default. */
  private chainRules(sb: Sandbox): string[] {
    const t = `inet ${this.table}`;
    const c = `s_${sb.key}`;
    // Refused at once (ICMP admin-prohibited, a TCP reset for TCP), so a denied connection fails fast instead of hanging.
    const deny = [`limit rate 10/second log prefix "osb-egress-deny ${sb.key} " level info`, `counter name n_${sb.key} reject with icmpx admin-prohibited`];
    const out = [`flush chain ${t} ${c}`, `add rule ${t} ${c} ct state established,related accept`];
    for (const r of addressRules(sb.policy)) {
      const match = `${r.family === 4 ? "ip" : "ip6"} daddr ${r.cidr}`;
      if (r.action === "allow") out.push(`add rule ${t} ${c} ${match} accept`);
      else out.push(...deny.map((d) => `add rule ${t} ${c} ${match} ${d}`));
    }
    out.push(`add rule ${t} ${c} ip daddr @d4_${sb.key} accept`, `add rule ${t} ${c} ip6 daddr @d6_${sb.key} accept`);
    if (sb.policy.defaultAction === "allow") out.push(`add rule ${t} ${c} accept`);
    else out.push(...deny.map((d) => `add rule ${t} ${c} ${d}`));
    return out;
  }

  /** Puts a sandbox's rules in place, keyed by the MAC its container will have: call before starting it. */
  async register(sandboxId: string, mac: string, policy: Policy, ca?: CertificateAuthority): Promise<void> {
    const sb: Sandbox = { id: sandboxId, mac, key: keyOf(sandboxId), policy, learned: new Map(), deniedQueries: 0, recent: [], credentialProxy: ca !== undefined, ...(ca ? { ca } : {}), injections: [] };
    await this.install(sb);
    this.sandboxes.set(sandboxId, sb);
  }

  private async install(sb: Sandbox): Promise<void> {
    const t = `inet ${this.table}`;
    const mac = sb.mac;
    await this.session.run(
      [
        `add set ${t} d4_${sb.key} { type ipv4_addr; flags timeout; }`,
        `add set ${t} d6_${sb.key} { type ipv6_addr; flags timeout; }`,
        `add counter ${t} n_${sb.key}`,
        `add chain ${t} s_${sb.key}`,
        ...this.chainRules(sb),
        `add element ${t} policed { ${mac} : jump s_${sb.key} }`,
        `add element ${t} dnsmacs { ${mac} }`,
        ...(sb.credentialProxy
          ? [`add set ${t} a_${sb.key} { type ipv4_addr; flags timeout; }`, `add chain ${t} v_${sb.key}`, ...this.vaultChainRules(sb), `add element ${t} vaulted { ${mac} : jump v_${sb.key} }`]
          : []),
        "",
      ].join("\n"),
    );
  }

  /** The sandbox's address, once its container runs: its DNS queries are recognized by it. */
  bind(sandboxId: string, ip: string): void {
    const sb = this.sandboxes.get(sandboxId);
    if (!sb) return;
    if (sb.ip) this.byIp.delete(sb.ip);
    sb.ip = ip;
    this.byIp.set(ip, sb);
    for (const wake of this.waiting.get(ip) ?? []) wake();
    this.waiting.delete(ip);
  }

  /** After a server restart: takes over a running sandbox whose chain is still in the table (rewritten to be sure). */
  async restore(sandboxId: string, mac: string, ip: string | undefined, policy: Policy, ca?: CertificateAuthority): Promise<void> {
    await this.register(sandboxId, mac, policy, ca);
    if (ip) this.bind(sandboxId, ip);
  }

  has(sandboxId: string): boolean {
    return this.sandboxes.has(sandboxId);
  }

  policyOf(sandboxId: string): Policy | undefined {
    return this.sandboxes.get(sandboxId)?.policy;
  }

  /** Replaces the policy: new connections follow it at once, established ones continue. */
  async update(sandboxId: string, policy: Policy): Promise<void> {
    const sb = this.sandboxes.get(sandboxId);
    if (!sb) throw new Error(`sandbox ${sandboxId} has no egress rules on this server`);
    const t = `inet ${this.table}`;
    const next = { ...sb, policy };
    // Addresses opened by names the new policy denies close with it.
    const closing = [...sb.learned].filter(([, e]) => policy.defaultAction === "allow" || ![...e.names].some((n) => decideName(policy, n) === "allow"));
    const lines = [...this.chainRules(next)];
    for (const [addr, e] of closing) {
      const set = `${t} ${e.family === 4 ? "d4" : "d6"}_${sb.key}`;
      lines.push(`add element ${set} { ${addr} timeout 1s }`, `delete element ${set} { ${addr} }`);
    }
    const remaining = new Map([...sb.learned].filter(([addr]) => !closing.some(([c]) => c === addr)));
    lines.push(...this.vaultSetLines({ ...sb, learned: remaining }));
    await this.session.run(lines.join("\n"));
    sb.policy = policy;
    for (const [addr] of closing) sb.learned.delete(addr);
  }

  /** Removes a sandbox's rules; what is already gone is no error. */
  async unregister(sandboxId: string, mac?: string): Promise<void> {
    const sb = this.sandboxes.get(sandboxId);
    const key = sb?.key ?? keyOf(sandboxId);
    const m = sb?.mac ?? mac;
    this.sandboxes.delete(sandboxId);
    if (sb?.ip && this.byIp.get(sb.ip) === sb) this.byIp.delete(sb.ip);
    await sb?.proxy?.close();
    const t = `inet ${this.table}`;
    // One command per transaction: a piece already missing must not keep the rest in place.
    const steps = [
      ...(m ? [`delete element ${t} policed { ${m} }`, `delete element ${t} dnsmacs { ${m} }`, `delete element ${t} vaulted { ${m} }`] : []),
      `delete chain ${t} v_${key}`,
      `delete set ${t} a_${key}`,
      `delete chain ${t} s_${key}`,
      `delete set ${t} d4_${key}`,
      `delete set ${t} d6_${key}`,
      `delete counter ${t} n_${key}`,
    ];
    for (const s of steps) await nft(`${s}\n`).catch(() => undefined);
  }

  /** Denials of a sandbox: packets dropped (the kernel's counter) and DNS queries refused. */
  async report(sandboxId: string): Promise<EgressReport | undefined> {
    const sb = this.sandboxes.get(sandboxId);
    if (!sb) return undefined;
    let deniedPackets = 0;
    try {
      const out = await nftList(["list", "counter", "inet", this.table, `n_${sb.key}`]);
      deniedPackets = Number(/packets (\d+)/.exec(out)?.[1] ?? 0);
    } catch {
      /* counter gone: 0 */
    }
    return { deniedPackets, deniedQueries: sb.deniedQueries, recent: [...sb.recent], injections: sb.injections.map((e) => ({ at: e.at, what: `binding ${e.binding} injected into ${e.method} ${e.destination} (${e.address})` })) };
  }

  // ---- credential vault ------------------------------------------------------------------------

  /** The sandbox's redirection to the vault's proxy: connections to bound names' addresses, per bound port. */
  private vaultChainRules(sb: Sandbox): string[] {
    const t = `inet ${this.table}`;
    const out = [`flush chain ${t} v_${sb.key}`];
    for (const [dst, local] of sb.proxy?.ports() ?? []) {
      out.push(`add rule ${t} v_${sb.key} ip daddr @a_${sb.key} tcp dport ${dst} ct mark set ${VAULT_CT_MARK} dnat ip to ${this.opts.gateway}:${local}`);
    }
    return out;
  }

  /** The set of intercepted addresses, rebuilt: every open address of a name the vault binds. */
  private vaultSetLines(sb: Sandbox): string[] {
    if (!sb.credentialProxy) return [];
    const set = `inet ${this.table} a_${sb.key}`;
    const now = Date.now();
    const lines = [`flush set ${set}`];
    if (!sb.vault) return lines;
    for (const [addr, e] of sb.learned) {
      const left = Math.ceil((e.until - now) / 1000);
      if (e.family === 4 && left > 1 && [...e.names].some((n) => nameIsBound(sb.vault!, n))) lines.push(`add element ${set} { ${addr} timeout ${left}s }`);
    }
    return lines;
  }

  /** Addresses the sandbox's DNS answers gave for `name`, still open. */
  private addressesOf(sb: Sandbox, name: string): string[] {
    const n = normalizeName(name);
    const now = Date.now();
    return [...sb.learned].filter(([, e]) => e.family === 4 && e.until > now && e.names.has(n)).map(([addr]) => addr);
  }

  /** Puts a vault in force for a sandbox created with `credentialProxy` (undefined: none); the next request follows it. */
  async setVault(sandboxId: string, vault: Vault | undefined): Promise<void> {
    const sb = this.sandboxes.get(sandboxId);
    if (!sb) throw new Error(`sandbox ${sandboxId} has no egress rules on this server`);
    if (!sb.credentialProxy || !sb.ca) throw new Error(`sandbox ${sandboxId} was created without credentialProxy`);
    sb.proxy ??= new VaultProxy({
      sandboxId,
      ca: sb.ca,
      upstreamCa: this.opts.upstreamCa ?? [],
      host: this.opts.gateway,
      vault: () => sb.vault,
      addressesOf: (name) => this.addressesOf(sb, name),
      audit: (e) => {
        sb.injections.push(e);
        if (sb.injections.length > RECENT_INJECTIONS) sb.injections.shift();
        this.opts.log?.info({ sandboxId, binding: e.binding, destination: e.destination, address: e.address, method: e.method }, "credential vault: injected");
      },
      // A new relay process listens on new ports: the redirection follows.
      onRelayRestart: () => this.session.run(this.vaultChainRules(sb).join("\n")),
      ...(this.opts.log ? { log: this.opts.log } : {}),
    });
    await sb.proxy.listenFor(vault ? boundPorts(vault) : []);
    sb.vault = vault;
    await this.session.run([...this.vaultChainRules(sb), ...this.vaultSetLines(sb)].join("\n"));
  }

  async close(): Promise<void> {
    for (const sb of this.sandboxes.values()) await sb.proxy?.close();
    this.session.close();
    this.udp?.close();
    await new Promise<void>((r) => (this.tcp ? this.tcp.close(() => r()) : r()));
  }
}

/** Removes a server instance's whole egress table (tests, uninstall). */
export async function removeEgressTable(instance: string): Promise<void> {
  await nft(`delete table inet ${egressTableOf(instance)}\n`).catch(() => undefined);
}
