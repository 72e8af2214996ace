// The egress sidecar of a Kubernetes sandbox (runtime/kubernetes.ts, docs/ARCHITECTURE.md "Egress
// policy"): a restartable init container of the sandbox's Pod, started before the workload, which
// kubelet starts only once this process has written its ready file. It runs as root with
// NET_ADMIN (for nft) and SETUID/SETGID (for its helper to change uid), nothing else:
//
// - installs the table of egress/sidecar-rules.ts in the Pod's network namespace (the workload
//   has no NET_ADMIN there and cannot change it);
// - is the DNS proxy the workload's port 53 is redirected to: denied names are answered NXDOMAIN,
//   allowed ones are asked upstream and their addresses put into the allow sets before the answer
//   goes back. The upstream queries are sent by a helper process (egress/osb-dns-upstream.c, an
//   unprivileged uid keeping CAP_NET_ADMIN only) whose sockets carry a mark: the only traffic the
//   rules let through to the resolver, and one the workload cannot produce;
// - serves the server (PUT /policy, GET /report) on its API port, every request authenticated
//   (egress/sidecar-auth.ts): the workload can reach that port too.
//
// The current policy is kept in a file of a volume only this container mounts, so a restarted
// sidecar enforces the last policy the server gave it, not the one the Pod was created with.
import dgram from "node:dgram";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { RCODE_NXDOMAIN, RCODE_SERVFAIL, answerAddresses, parseQuestion, refusal } from "./dns.ts";
import { parseUpstream, serveDnsTcp, type Upstream } from "./dns-upstream.ts";
import { compile, decideName, type EgressReport, type NetworkPolicy } from "./policy.ts";
import { AUTH_HEADER, NonceCache, REPLY_HEADER, signReply, verifyRequest } from "./sidecar-auth.ts";
import { nameservers, SIDECAR_TABLE, tableScript, UPSTREAM_MARK } from "./sidecar-rules.ts";
import { AllowSets, type LearnedRecord } from "./sidecar-sets.ts";
import { UpstreamHelper } from "./sidecar-upstream.ts";
import { NftSession, nft, nftList } from "../runtime/docker-egress.ts";

const RECENT_DENIALS = 50;

function log(msg: string, extra: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), msg, ...extra })}\n`);
}

// ---- the sidecar (NET_ADMIN) ----------------------------------------------------------------------

export type SidecarOptions = {
  key: string;
  initialPolicy: NetworkPolicy;
  stateDir: string;
  readyFile: string;
  dnsPort: number;
  apiPort: number;
  /** The uid the upstream helper runs as. */
  upstreamUid: number;
  upstream: Upstream;
  /** The upstream helper's path (osb-dns-upstream). */
  helper: string;
  /** TCP "address:port" destinations reached whatever the policy (SidecarNet.infrastructure). */
  infrastructure?: string[];
};

class Sidecar {
  /** The policy in force and the addresses DNS answers opened, changed in one order. */
  private readonly sets: AllowSets;
  private readonly recent: { at: string; what: string }[] = [];
  private deniedQueries = 0;
  private readonly session = new NftSession();
  private readonly nonces = new NonceCache();
  private readonly upstream: UpstreamHelper;

  private readonly o: SidecarOptions;

  constructor(o: SidecarOptions) {
    this.o = o;
    this.sets = new AllowSets(compile(this.saved<NetworkPolicy>(this.policyFile) ?? o.initialPolicy), (script) => this.session.run(script), {
      restored: this.saved<LearnedRecord[]>(this.learnedFile),
      persist: (records) => this.save(this.learnedFile, records),
    });
    this.upstream = new UpstreamHelper({
      command: o.helper,
      upstream: o.upstream,
      mark: UPSTREAM_MARK,
      uid: o.upstreamUid,
      onExit: (code, restartInMs) => log("egress upstream helper ended; starting it again", { code, restartInMs }),
    });
  }

  private get policyFile() {
    return path.join(this.o.stateDir, "policy.json");
  }

  /** The addresses DNS answers opened, and for which names (AllowSets' LearnedRecord). */
  private get learnedFile() {
    return path.join(this.o.stateDir, "learned.json");
  }

  private saved<T>(file: string): T | undefined {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as T;
    } catch {
      return undefined;
    }
  }

  private save(file: string, value: unknown): void {
    mkdirSync(this.o.stateDir, { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(value));
    renameSync(`${file}.tmp`, file);
  }

  async start(): Promise<void> {
    const up = this.o.upstream;
    const upstreams = [up.host.includes(":") ? `[${up.host}]:${up.port}` : `${up.host}:${up.port}`];
    await nft(tableScript({ dnsPort: this.o.dnsPort, upstreamMark: UPSTREAM_MARK, upstreams, infrastructure: this.o.infrastructure ?? [] }, this.sets.policy));
    // The long-lived `nft -i` starts now, not with the first change (a PATCH applies within milliseconds).
    await this.session.run(`add counter ${SIDECAR_TABLE} denied`);
    await this.upstream.start();
    await this.listenDns();
    await this.listenApi();
    writeFileSync(this.o.readyFile, "ready\n");
    log("egress sidecar ready", { dnsPort: this.o.dnsPort, apiPort: this.o.apiPort, upstream: `${up.host}:${up.port}` });
  }

  /**
   * UDP on the loopback addresses the nat redirect leads to (127.0.0.1, and ::1 where the Pod has
   * IPv6): an answer must leave from the address the query was redirected to, or conntrack cannot
   * translate it back and a resolver on a connected socket (glibc) drops it. A wildcard socket
   * would answer from the Pod's own address.
   */
  private async listenDns(): Promise<void> {
    for (const [type, host] of [["udp4", "127.0.0.1"], ["udp6", "::1"]] as const) {
      const udp = dgram.createSocket({ type });
      const ok = await new Promise<boolean>((resolve) => {
        udp.once("error", () => resolve(false));
        udp.bind(this.o.dnsPort, host, () => resolve(true));
      });
      if (!ok) {
        udp.close();
        if (type === "udp4") throw new Error(`cannot listen on UDP ${host}:${this.o.dnsPort}`);
        continue;
      }
      udp.on("message", (msg, rinfo) => {
        void this.answer(msg, false).then((out) => out && udp.send(out, rinfo.port, rinfo.address));
      });
      udp.on("error", (err) => log("egress DNS proxy (udp) error", { err: err.message }));
    }
    const tcp = net.createServer((s) => this.serveTcp(s));
    await new Promise<void>((resolve, reject) => {
      tcp.once("error", reject);
      tcp.listen({ port: this.o.dnsPort, host: "::", ipv6Only: false }, () => resolve());
    }).catch(
      () =>
        new Promise<void>((resolve, reject) => {
          tcp.once("error", reject);
          tcp.listen(this.o.dnsPort, "0.0.0.0", () => resolve());
        }),
    );
  }

  private serveTcp(s: net.Socket): void {
    serveDnsTcp(s, (msg) => this.answer(msg, true));
  }

  private async answer(msg: Buffer, tcp: boolean): Promise<Buffer | undefined> {
    let q;
    try {
      q = parseQuestion(msg);
    } catch {
      return undefined;
    }
    const denied = () => {
      this.deniedQueries++;
      this.note(`dns ${q.name} refused (NXDOMAIN): denied by the policy`);
      return refusal(msg, RCODE_NXDOMAIN);
    };
    if (decideName(this.sets.policy, q.name) === "deny") return denied();
    let reply: Buffer;
    try {
      reply = await this.upstream.ask(msg, tcp);
    } catch (err) {
      log("egress DNS upstream failed", { name: q.name, err: (err as Error).message });
      return refusal(msg, RCODE_SERVFAIL);
    }
    try {
      const addrs = answerAddresses(reply);
      // False: a policy change applied while upstream answered denies the name now.
      if (addrs.length && !(await this.sets.learn(q.name, addrs))) return denied();
    } catch (err) {
      log("egress: could not open the answer's addresses", { err: (err as Error).message });
      return refusal(msg, RCODE_SERVFAIL);
    }
    return reply;
  }

  private note(what: string): void {
    this.recent.push({ at: new Date().toISOString(), what });
    if (this.recent.length > RECENT_DENIALS) this.recent.shift();
    log("egress denied", { denied: what });
  }

  /** Replaces the policy in one transaction: new connections follow it, established ones continue. */
  async apply(wire: NetworkPolicy): Promise<void> {
    const t0 = performance.now();
    const policy = compile(wire);
    // Saved in the order applied: two changes in flight leave the last one in the file.
    const closed = await this.sets.apply(policy, () => this.save(this.policyFile, wire));
    log("egress policy applied", { rules: policy.rules.length, closed, ms: Math.round((performance.now() - t0) * 10) / 10 });
  }

  async report(): Promise<EgressReport> {
    let deniedPackets = 0;
    try {
      deniedPackets = Number(/packets (\d+)/.exec(await nftList(["list", "counter", ...SIDECAR_TABLE.split(" "), "denied"]))?.[1] ?? 0);
    } catch {
      /* counter gone: 0 */
    }
    return { deniedPackets, deniedQueries: this.deniedQueries, recent: [...this.recent] };
  }

  private listenApi(): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (c: Buffer) => {
        size += c.length;
        if (size > 1 << 20) req.destroy();
        else chunks.push(c);
      });
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const send = (status: number, out: unknown, nonce?: string) => {
          const text = JSON.stringify(out);
          res.writeHead(status, { "content-type": "application/json", ...(nonce ? { [REPLY_HEADER]: signReply(this.o.key, nonce, status, text) } : {}) });
          res.end(text);
        };
        const nonce = verifyRequest(this.o.key, req.headers[AUTH_HEADER] as string | undefined, req.method ?? "", req.url ?? "", body, this.nonces);
        if (!nonce) return send(401, { code: "UNAUTHORIZED", message: "missing or invalid request signature" });
        void (async () => {
          try {
            if (req.method === "PUT" && req.url === "/policy") {
              await this.apply(JSON.parse(body) as NetworkPolicy);
              return send(200, { ok: true }, nonce);
            }
            if (req.method === "GET" && req.url === "/report") return send(200, await this.report(), nonce);
            send(404, { code: "NOT_FOUND", message: `${req.method} ${req.url}` }, nonce);
          } catch (err) {
            send(400, { code: "INVALID_REQUEST", message: (err as Error).message }, nonce);
          }
        })();
      });
    });
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.o.apiPort, "0.0.0.0", () => resolve());
    });
  }
}

/** The Pod's first nameserver. */
function upstreamOf(): Upstream {
  return parseUpstream(nameservers(existsSync("/etc/resolv.conf") ? readFileSync("/etc/resolv.conf", "utf8") : "")[0] ?? "127.0.0.1");
}

async function main(): Promise<void> {
  const env = process.env;
  const key = env.OSB_EGRESS_KEY ?? "";
  if (key.length < 32) throw new Error("OSB_EGRESS_KEY is missing or too short");
  const sidecar = new Sidecar({
    key,
    initialPolicy: JSON.parse(env.OSB_EGRESS_POLICY ?? "{}") as NetworkPolicy,
    stateDir: env.OSB_EGRESS_STATE ?? "/var/lib/osb-egress",
    readyFile: env.OSB_EGRESS_READY ?? "/tmp/osb-egress-ready",
    dnsPort: Number(env.OSB_EGRESS_DNS_PORT ?? 15353),
    apiPort: Number(env.OSB_EGRESS_API_PORT ?? 18081),
    upstreamUid: Number(env.OSB_EGRESS_UID ?? 65533),
    upstream: upstreamOf(),
    helper: env.OSB_EGRESS_HELPER ?? "/opt/osb-egress/bin/osb-dns-upstream",
    infrastructure: (env.OSB_EGRESS_INFRASTRUCTURE ?? "").split(",").filter(Boolean),
  });
  // PID 1 of its container: without a handler, SIGTERM (kubelet stopping it) would be ignored.
  process.on("SIGTERM", () => process.exit(0));
  // The key is not left where a child process or a crash report could show it.
  delete process.env.OSB_EGRESS_KEY;
  await sidecar.start();
}

main().catch((err: unknown) => {
  log("egress sidecar failed", { err: (err as Error).message });
  process.exit(1);
});
