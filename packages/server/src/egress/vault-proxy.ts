// The credential vault's interception proxy: runs in the server and a child process of it, never
// in the sandbox's namespaces. The runtime redirects a sandbox's TCP connections to addresses that
// its DNS answers gave for bound names (on the ports the bindings name) to one listener per
// (sandbox, port), so the listener knows the sandbox and the port the connection was meant for
// (the relay does not read SO_ORIGINAL_DST). The request names a host (Host header, and SNI for TLS); the proxy forwards
// only to an address the sandbox's policy resolved for THAT name, never to the address the
// sandbox connected to: a binding can never send a secret to an address the sandbox chose. TLS is
// terminated with a certificate minted for the server name from the sandbox's own CA (which only
// the sandbox trusts), and the upstream's certificate is verified for that name.
//
// Two halves: this file, in the server, decides (which names get a certificate, where a request
// goes, which headers it gets, the audit log); the relay (vault-relay/main.go, protocol in
// vault-relay.ts), one child process shared by every sandbox of the server, moves the bytes. The
// server is asked at every request (and for a certificate, the first time a server name is seen),
// so a PATCH or a DNS answer applies to the next request.
import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants } from "node:fs";
import type { Socket } from "node:net";
import { createInterface } from "node:readline";
import type { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { match, type Vault } from "./vault.ts";
import { normalizeName } from "./policy.ts";
import type { Decision, FromRelay, RelayRequest, SniAnswer, ToRelay } from "./vault-relay.ts";
import { mintLeaf, newKey, type CertificateAuthority } from "../secrets/vault-ca.ts";

/** One injection, as the audit log keeps it: never the value. */
export type VaultAudit = { at: string; sandboxId: string; binding: string; destination: string; address: string; method: string };

export type VaultProxyOptions = {
  sandboxId: string;
  /** Where listeners bind (the network's gateway). */
  host: string;
  /** The vault in force (read at every request: a PATCH applies to the next one). */
  vault: () => Vault | undefined;
  /** Addresses the sandbox's policy resolved for a name, still open; empty: the name is not one it resolved. */
  addressesOf: (name: string) => string[];
  audit: (entry: VaultAudit) => void;
  /** The sandbox's certificate authority (what it trusts): leaf certificates are minted from it per server name. */
  ca: CertificateAuthority;
  /** Certificates trusted for upstream servers (PEM): the host's store and any extra ones configured. */
  upstreamCa: string[];
  /** Called when the relay process was replaced (it exited): the listeners' ports changed, see `ports()`. */
  onRelayRestart?: () => void | Promise<void>;
  log?: Logger;
};

const refuse = (status: number, message: string): Decision => ({ refuse: { status, message } });

/**
 * Where a request goes and what it gets, or why it is refused; an injection is audited here.
 * Over TLS the request must name the host its handshake named (the certificate the sandbox
 * accepted is for that name). Only names the sandbox resolved through the policy's DNS are
 * forwarded, to the addresses that DNS gave: a Host naming anything else (an address, a name it
 * never resolved) ends here.
 */
export function decide(o: Pick<VaultProxyOptions, "sandboxId" | "vault" | "addressesOf" | "audit">, r: RelayRequest): Decision {
  const host = normalizeName(r.hostHeader.replace(/:\d+$/, "").replace(/^\[|\]$/g, ""));
  if (r.scheme === "https") {
    const sni = normalizeName(r.sni ?? "");
    if (sni !== host) return refuse(421, `the request names host ${JSON.stringify(r.hostHeader)} over a TLS connection made for ${JSON.stringify(sni)}`);
  }
  const addresses = host ? o.addressesOf(host) : [];
  if (addresses.length === 0) {
    return refuse(421, `the request names host ${JSON.stringify(r.hostHeader)}, which this sandbox did not resolve through its policy's DNS; requests are forwarded only to the addresses its DNS answers gave for the host they name`);
  }
  const vault = o.vault();
  const m = vault ? match(vault, { scheme: r.scheme, host, port: r.port, method: r.method, path: r.path }) : { kind: "none" as const };
  if (m.kind === "ambiguous") return refuse(403, `credential binding ambiguous: ${m.bindings.join(", ")} all match this request`);
  const address = addresses[Math.floor(Math.random() * addresses.length)]!;
  if (m.kind === "one") {
    o.audit({ at: new Date().toISOString(), sandboxId: o.sandboxId, binding: m.binding.name, destination: `${r.scheme}://${host}:${r.port}${r.path.split("?")[0]}`, address, method: r.method });
  }
  return { host, address, inject: m.kind === "one" ? m.headers : [], redact: vault ? vault.credentials.map((c) => c.value) : [] };
}

/**
 * The relay's binary (vault-relay/main.go, built by scripts/setup.sh into the server's dist folder;
 * next to the bundle's folder when the server runs from its bundle). `OSB_VAULT_RELAY` names another.
 */
export const RELAY_BINARY = process.env.OSB_VAULT_RELAY ?? fileURLToPath(new URL(import.meta.url.endsWith(".ts") ? "../../dist/osb-vault-relay" : "../osb-vault-relay", import.meta.url));

/** The user (and group) the relay runs as when the server is root: nobody. */
export const RELAY_UID = 65534;

/**
 * The relay process, shared by every VaultProxy of the server: started with the first, ended with
 * the last (it also ends when the server does: its stdin closes). If it exits on its own (a
 * crash), the next one is started and every proxy listens again (on new ports; each proxy's
 * `onRelayRestart` rewrites its redirection).
 */
export class RelayProcess {
  private static shared?: RelayProcess;
  private child?: ChildProcess;
  private readonly proxies = new Map<string, VaultProxy>();
  private readonly calls = new Map<number, { resolve: (m: FromRelay & { op: "done" }) => void; reject: (e: Error) => void }>();
  private next = 0;
  /** Times the relay was replaced after it exited on its own. */
  restarts = 0;
  private startedAt = 0;
  private backoffMs = 0;

  static acquire(p: VaultProxy): RelayProcess {
    RelayProcess.shared ??= new RelayProcess();
    RelayProcess.shared.proxies.set(p.sandboxId, p);
    return RelayProcess.shared;
  }

  private log(): Logger | undefined {
    return this.proxies.values().next().value?.log;
  }

  private start(): ChildProcess {
    try {
      accessSync(RELAY_BINARY, constants.X_OK);
    } catch {
      throw new Error(`the credential vault's relay ${RELAY_BINARY} is missing or not executable: build it with scripts/setup.sh (it needs Go), or name it in OSB_VAULT_RELAY`);
    }
    // It needs no privilege: a server running as root has it become nobody before it starts.
    const child = spawn(RELAY_BINARY, process.getuid?.() === 0 ? ["--uid", String(RELAY_UID)] : [], { stdio: ["pipe", "pipe", "inherit"] });
    child.unref();
    (child.stdout as Socket).unref();
    (child.stdin as Writable & { unref?: () => void }).unref?.();
    child.stdin!.on("error", () => undefined); // EPIPE when it died: its exit is handled below
    createInterface({ input: child.stdout! }).on("line", (line) => this.onMessage(JSON.parse(line) as FromRelay));
    let gone = false;
    const exited = (why: string) => {
      if (gone) return;
      gone = true;
      if (this.child !== child) return;
      this.child = undefined;
      for (const c of this.calls.values()) c.reject(new Error(`the credential vault's relay exited (${why})`));
      this.calls.clear();
      if (this.proxies.size === 0) return;
      this.restarts++;
      // A relay that keeps dying young (it cannot start, or a request kills it) is restarted
      // less and less often, up to every 30 s, instead of in a loop.
      this.backoffMs = Date.now() - this.startedAt < 10_000 ? Math.min(Math.max(this.backoffMs * 2, 250), 30_000) : 0;
      this.log()?.error({ why, restartInMs: this.backoffMs }, "credential vault: relay exited");
      setTimeout(() => {
        for (const p of this.proxies.values()) void p.relayLost();
      }, this.backoffMs).unref();
    };
    child.on("error", (err) => exited(err.message));
    child.on("exit", (code, signal) => exited(signal ?? `code ${code}`));
    this.child = child;
    this.startedAt = Date.now();
    return child;
  }

  private send(child: ChildProcess, m: ToRelay): void {
    child.stdin!.write(`${JSON.stringify(m)}\n`);
  }

  call(m: ToRelay & { op: "listen" | "close" }): Promise<FromRelay & { op: "done" }> {
    return new Promise((resolve, reject) => {
      const child = this.child ?? this.start();
      const id = ++this.next;
      this.calls.set(id, { resolve, reject });
      this.send(child, { ...m, id });
    });
  }

  private onMessage(m: FromRelay): void {
    if (m.op === "done") {
      const c = this.calls.get(m.id);
      this.calls.delete(m.id);
      return c?.resolve(m);
    }
    const p = this.proxies.get(m.sandboxId);
    if (m.op === "log") {
      p?.log?.[m.level]({ sandboxId: m.sandboxId, ...(m.err ? { err: m.err } : {}) }, m.msg);
      return;
    }
    const child = this.child;
    const answer = (a: SniAnswer | Decision) => child && this.send(child, { op: "answer", id: m.id, answer: a });
    if (!p) return answer(m.op === "sni" ? { error: "no credential vault for this sandbox" } : refuse(502, "no credential vault for this sandbox"));
    if (m.op === "sni") void p.sniAnswer(m.servername, m.cached).then(answer, (err: Error) => answer({ error: err.message }));
    else {
      let d: Decision;
      try {
        d = p.decide(m.request);
      } catch (err) {
        d = refuse(502, `the request could not be decided: ${(err as Error).message}`);
      }
      answer(d);
    }
  }

  async release(p: VaultProxy): Promise<void> {
    if (this.proxies.get(p.sandboxId) === p) this.proxies.delete(p.sandboxId);
    if (this.proxies.size > 0 || !this.child) return;
    const child = this.child;
    this.child = undefined;
    if (RelayProcess.shared === this) RelayProcess.shared = undefined;
    await stop(child);
  }

  /** The relay's process id (benchmarks read its CPU time); undefined when it is not running. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Ends the relay as a crash would (tests: the proxies must come back on a new one). */
  async crash(): Promise<void> {
    if (this.child) await stop(this.child, "SIGKILL");
  }
}

/** Ends a relay: its stdin closed (it exits then), or the signal. */
function stop(child: ChildProcess, signal?: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((r) => child.once("exit", () => r()));
  if (signal) child.kill(signal);
  else child.stdin!.end();
  return gone;
}

export class VaultProxy {
  readonly sandboxId: string;
  readonly log?: Logger;
  private readonly opts: VaultProxyOptions;
  private readonly relayProcess: RelayProcess;
  /** Destination port → listener port, as the relay last reported. */
  private portMap = new Map<number, number>();
  private wanted: number[] = [];
  private closed = false;
  /** One key for every leaf certificate of this sandbox; certificates by server name, minted once. */
  private readonly leafKey = newKey();
  private readonly leaves = new Map<string, Promise<string>>();

  constructor(opts: VaultProxyOptions) {
    this.opts = opts;
    this.sandboxId = opts.sandboxId;
    if (opts.log) this.log = opts.log;
    this.relayProcess = RelayProcess.acquire(this);
  }

  /** The relay process this proxy's listeners live in. */
  get relay(): RelayProcess {
    return this.relayProcess;
  }

  /** Whether the relay gets a certificate for this server name: only for names the sandbox resolved (none is minted for any other). */
  async sniAnswer(servername: string, cached: string[]): Promise<SniAnswer> {
    const name = normalizeName(servername);
    if (!this.opts.addressesOf(name).length) return { error: `${name} was not resolved by this sandbox` };
    if (cached.includes(name)) return { name };
    let leaf = this.leaves.get(name);
    if (!leaf) {
      leaf = mintLeaf(this.opts.ca, this.leafKey, name);
      leaf.catch(() => this.leaves.delete(name));
      this.leaves.set(name, leaf);
    }
    try {
      return { name, pem: { key: this.leafKey, cert: `${await leaf}${this.opts.ca.cert}` } };
    } catch (err) {
      return { error: (err as Error).message };
    }
  }

  decide(r: RelayRequest): Decision {
    return decide(this.opts, r);
  }

  /** The local port of each intercepted destination port (what the runtime redirects to). */
  ports(): Map<number, number> {
    return new Map(this.portMap);
  }

  /** Listens for every port in `dstPorts` (and only those): returns the mapping destination port → listener port. */
  async listenFor(dstPorts: number[]): Promise<Map<number, number>> {
    this.wanted = [...dstPorts];
    const r = await this.relayProcess.call({ op: "listen", id: 0, sandboxId: this.sandboxId, host: this.opts.host, ports: this.wanted, upstreamCa: this.opts.upstreamCa });
    if (r.error) throw new Error(`credential vault listener: ${r.error}`);
    this.portMap = new Map(r.ports ?? []);
    return this.ports();
  }

  /** The relay process was replaced: listen again and let the runtime redirect to the new ports. */
  async relayLost(): Promise<void> {
    if (this.closed) return;
    try {
      await this.listenFor(this.wanted);
      await this.opts.onRelayRestart?.();
      this.log?.warn({ sandboxId: this.sandboxId, ports: Object.fromEntries(this.portMap) }, "credential vault: relay restarted, listening again");
    } catch (err) {
      this.log?.error({ err, sandboxId: this.sandboxId }, "credential vault: listening again after the relay restarted failed");
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.relayProcess.call({ op: "close", id: 0, sandboxId: this.sandboxId }).catch(() => undefined);
    await this.relayProcess.release(this);
  }
}
