// What the egress sidecar (egress/sidecar.ts) enforces: the policy in force and the addresses its
// DNS answers opened in the allow sets d4/d6 (egress/sidecar-rules.ts), each change one nft
// transaction. Kept apart from the sidecar's sockets so the order of changes is unit-tested with
// a fake nft (egress-sidecar.test.ts).
import { decideName, type Policy } from "./policy.ts";
import { policyChain, SIDECAR_TABLE } from "./sidecar-rules.ts";

const MIN_TTL = 60;
const MAX_TTL = 3600;

export type AnsweredAddress = { family: 4 | 6; address: string; ttl: number };

type Learned = { names: Set<string>; family: 4 | 6; until: number };

/**
 * What the sets hold, kept by the sidecar beside its policy: a restarted sidecar finds the
 * elements its previous process opened still in the kernel (the table is kept), and must know
 * which names they were opened for, or a later policy change could not close them before their
 * timeout (up to MAX_TTL).
 */
export type LearnedRecord = { address: string; family: 4 | 6; until: number; names: string[] };

export type AllowSetsOptions = {
  /** What the previous process recorded (expired entries are dropped). */
  restored?: readonly LearnedRecord[];
  /**
   * Called with every entry before a transaction that opens addresses runs (so a crash between
   * the two leaves nothing unrecorded; an entry whose transaction failed only costs a harmless
   * close later) and after a policy change closed some.
   */
  persist?: (records: LearnedRecord[]) => void;
};

export class AllowSets {
  private current: Policy;
  /** What the sets hold: recorded once its transaction succeeded, never before. */
  private readonly learned = new Map<string, Learned>();
  /** Runs one nft transaction (NftSession.run: in the order called). */
  private readonly run: (script: string) => Promise<void>;
  // Every change (a policy, an answer's addresses) computes its transaction from the state left by
  // the one before, and records its effect before the next starts: one queue. Otherwise an answer
  // arriving while a policy change is in flight sees an address still open that the change is
  // closing and skips it, or opens one for a name the change denies.
  private queue: Promise<unknown> = Promise.resolve();
  private applying = 0;
  private readonly persist: (records: LearnedRecord[]) => void;

  constructor(policy: Policy, run: (script: string) => Promise<void>, opts: AllowSetsOptions = {}) {
    this.current = policy;
    this.run = run;
    this.persist = opts.persist ?? (() => undefined);
    const now = Date.now();
    for (const r of opts.restored ?? []) {
      if (r.until > now) this.learned.set(r.address, { names: new Set(r.names), family: r.family, until: r.until });
    }
  }

  private records(pending: { address: string; family: 4 | 6; until: number }[] = [], name = ""): LearnedRecord[] {
    const out = new Map<string, LearnedRecord>();
    for (const [address, e] of this.learned) out.set(address, { address, family: e.family, until: e.until, names: [...e.names] });
    for (const p of pending) {
      const r = out.get(p.address);
      out.set(p.address, { ...p, names: [...new Set([...(r?.names ?? []), name])] });
    }
    return [...out.values()];
  }

  /** The policy in force (the last one whose transaction succeeded). */
  get policy(): Policy {
    return this.current;
  }

  private serial<T>(change: () => Promise<T>): Promise<T> {
    const p = this.queue.then(change);
    this.queue = p.catch(() => undefined);
    return p;
  }

  /**
   * Opens an answer's addresses for `name` before the answer goes back. False: the name is denied
   * by the policy in force by then (changed while upstream answered), nothing opened.
   */
  learn(name: string, addrs: AnsweredAddress[]): Promise<boolean> {
    const n = name.toLowerCase();
    // The quick path, most answers: every address open for long enough and no policy change queued that could
    // close one. They go back at once, not behind another answer's transaction.
    if (!this.applying && decideName(this.current, n) === "allow" && addrs.every((a) => this.fresh(a, Date.now()))) {
      for (const a of addrs) this.learned.get(a.address)!.names.add(n);
      return Promise.resolve(true);
    }
    return this.serial(async () => {
      if (decideName(this.current, n) === "deny") return false;
      const now = Date.now();
      const lines: string[] = [];
      const opened: { address: string; family: 4 | 6; until: number }[] = [];
      for (const a of addrs) {
        const entry = this.learned.get(a.address);
        if (entry && this.fresh(a, now)) {
          entry.names.add(n);
          continue;
        }
        const ttl = ttlOf(a);
        const set = `${SIDECAR_TABLE} ${a.family === 4 ? "d4" : "d6"}`;
        // Added, deleted, added: an element already there gets the new timeout.
        lines.push(`add element ${set} { ${a.address} timeout ${ttl}s }`, `delete element ${set} { ${a.address} }`, `add element ${set} { ${a.address} timeout ${ttl}s }`);
        opened.push({ address: a.address, family: a.family, until: now + ttl * 1000 });
      }
      if (lines.length) {
        this.persist(this.records(opened, n));
        await this.run(lines.join("\n"));
      }
      for (const o of opened) {
        // The entry itself, not a copy: names the quick path added meanwhile stay.
        const e = this.learned.get(o.address);
        if (e) Object.assign(e, { family: o.family, until: o.until }).names.add(n);
        else this.learned.set(o.address, { names: new Set([n]), family: o.family, until: o.until });
      }
      return true;
    });
  }

  /** Open, and for at least half the answer's TTL more (an answer renews an address only then). */
  private fresh(a: AnsweredAddress, now: number): boolean {
    const e = this.learned.get(a.address);
    return !!e && e.until - now > (ttlOf(a) * 1000) / 2;
  }

  /**
   * Replaces the policy in one transaction: new connections follow it, established ones continue;
   * the addresses opened for names it no longer allows close. `applied` runs (the policy saved)
   * before the next change starts. Returns how many addresses closed.
   */
  apply(policy: Policy, applied: () => void = () => undefined): Promise<number> {
    this.applying++;
    return this.serial(async () => {
      const closing = [...this.learned].filter(([, e]) => policy.defaultAction === "allow" || ![...e.names].some((n) => decideName(policy, n) === "allow"));
      const lines = policyChain(policy);
      for (const [addr, e] of closing) {
        const set = `${SIDECAR_TABLE} ${e.family === 4 ? "d4" : "d6"}`;
        lines.push(`add element ${set} { ${addr} timeout 1s }`, `delete element ${set} { ${addr} }`);
      }
      await this.run(lines.join("\n"));
      this.current = policy;
      for (const [addr] of closing) this.learned.delete(addr);
      if (closing.length) this.persist(this.records());
      applied();
      return closing.length;
    }).finally(() => this.applying--);
  }
}

function ttlOf(a: AnsweredAddress): number {
  return Math.min(Math.max(a.ttl, MIN_TTL), MAX_TTL);
}
