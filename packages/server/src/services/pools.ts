// Warm pools: sandboxes started ahead of time from the config's `[[pool]]` entries and handed to
// create requests that match, so such a create answers Running in milliseconds. The manager talks
// to the Runtime seam and nothing else (no engine is named here), so any runtime that can run
// sandboxes can serve pools.
//
// Life of a pooled sandbox: started under an id of its own (`pool-<name>-<random>`) with a token
// derived from that id, idle once the runtime reports execd ready, then either handed over once
// (SandboxService claims it through execd's POST /internal/claim: new token, the request's env)
// or replaced when older than the pool's max_idle_seconds or when it stops. It is never handed to
// a second request: `take` removes it from the idle list before anything else can see it.
// Where the runtime keeps pools in its own objects (`Runtime.sharedPools`: Kubernetes' labelled
// Pods), the pools are the cluster's, shared by every replica and kept across restarts: members
// are read from the runtime, `take` marks one taken with the runtime's single conditional write
// (one replica wins), and only the leader starts and removes members, so a pool never grows past
// its size. Otherwise idle sandboxes live in this process only; a restarted server removes those
// it finds (their runtime state is gone with the process) and starts new ones.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import { ConfigError, defaultRuntimeClass, runtimeClassesOf, type Config, type PoolConfig } from "../config/config.ts";
import { invalid } from "../errors.ts";
import type { CreateSandboxRequest, PoolState } from "../generated/lifecycle/types.gen.ts";
import { EXECD_PORT, RuntimeError, type Runtime, type RuntimeEvent, type RuntimeState, type SandboxSpec, type SharedPoolMember } from "../runtime/runtime.ts";
import type { SecretKey } from "../secrets/secret-key.ts";
import { effectiveLimits, parseResources } from "./validate.ts";

/** extensions key naming the pool a create is served from. */
export const POOL_REF_EXTENSION = "poolRef";
/** Refills that failed in a row wait 1 s, 2 s, 4 s, … up to this long before the next try. */
const MAX_RETRY_MS = 60_000;
/** How often the pools are checked (refill, idle age). */
const TICK_MS = 500;
/** How long the hand-over (one HTTP request to execd) may take. */
const CLAIM_TIMEOUT_MS = 5000;
/** Shared pools: how long the view of the runtime's members is reused. */
const VIEW_MS = 100;
/** Shared pools: a member whose warm-up failed (taken by another replica meanwhile, execd not answering) is tried again after this long. */
const WARM_RETRY_MS = 5000;
/** Shared pools: how long a member this manager started is counted while the runtime's view does not show it. */
const SETTLE_MS = 30_000;

/** A pool's sandbox, ready to be handed over. */
export type PoolMember = { id: string; pool: string; state: RuntimeState; readyAt: number };

type Starting = { ready: boolean; wake?: () => void; state?: RuntimeState; failed?: RuntimeError };

type Pool = {
  config: PoolConfig;
  /** resourceLimits with the server's defaults filled in, as a create request's are. */
  limits: Record<string, string>;
  runtimeClass?: string;
  idle: PoolMember[];
  starting: Map<string, Starting>;
  /**
   * Shared pools: members this manager started that the runtime's view does not show yet (its
   * watch lags the create), by when they were started; counted until seen, so none is started twice.
   */
  settling: Map<string, number>;
  served: number;
  failures: number;
  retryAt: number;
  lastError?: { reason: string; message: string; at: string };
};

/** What a request asks for, for matching: the record the service built from it. */
export type PoolCandidate = {
  image: string;
  imageUri?: string;
  entrypoint: string[];
  resourceLimits: Record<string, string>;
  extensions: Record<string, string>;
  mounts: unknown[];
  platform?: unknown;
  imageAuthSealed?: string;
  snapshotId?: string;
};

export class PoolManager {
  private readonly pools = new Map<string, Pool>();
  /** Members being handed over (id → pool): no longer idle, and still counted against their pool's size. */
  private readonly claiming = new Map<string, string>();
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly inFlight = new Set<Promise<void>>();
  /** Shared pools: the runtime's members by id, refreshed at most every VIEW_MS. */
  private view?: { at: number; byId: Map<string, SharedPoolMember> };
  /** Shared pools: members being warmed, and when a warm-up last failed. */
  private readonly warming = new Set<string>();
  private readonly warmFailed = new Map<string, number>();

  private readonly runtime: Runtime;
  private readonly config: Config;
  private readonly secrets: SecretKey;
  private readonly log: Logger;
  /** Whether this replica leads (shared pools: only the leader starts and removes members). */
  private readonly leading: () => boolean;

  constructor(runtime: Runtime, config: Config, secrets: SecretKey, log: Logger, leading: () => boolean = () => true) {
    this.leading = leading;
    this.runtime = runtime;
    this.config = config;
    this.secrets = secrets;
    this.log = log;
    for (const c of config.pool) {
      let limits: Record<string, string>;
      try {
        limits = effectiveLimits(c.resources, config.resources);
      } catch (err) {
        throw new ConfigError(`[[pool]] ${c.name}: resources: ${(err as Error).message}`);
      }
      const runtimeClass = c.runtime_class ?? defaultRuntimeClass(config);
      this.pools.set(c.name, { config: c, limits, ...(runtimeClass ? { runtimeClass } : {}), idle: [], starting: new Map(), settling: new Map(), served: 0, failures: 0, retryAt: 0 });
    }
  }

  get size(): number {
    return this.pools.size;
  }

  /** Refuses pools the runtime cannot serve (at server start), then refills in the background. */
  start(): void {
    if (!this.pools.size) return;
    if (this.runtime.unsupported.pools) throw new ConfigError(this.runtime.unsupported.pools);
    for (const p of this.pools.values()) {
      try {
        this.runtime.check(this.specOf(p, "pool-check"));
      } catch (err) {
        throw new ConfigError(`[[pool]] ${p.config.name}: ${(err as Error).message}`);
      }
    }
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
    this.tick();
  }

  /** Stops refilling; idle sandboxes are left to the next start, which removes them. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const p of this.pools.values()) for (const s of p.starting.values()) s.wake?.();
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Whether `runtimeId` is one of the pools' sandboxes (starting, idle or being handed over). */
  owns(runtimeId: string): boolean {
    if (this.claiming.has(runtimeId)) return true;
    for (const p of this.pools.values()) if (p.starting.has(runtimeId) || p.idle.some((m) => m.id === runtimeId)) return true;
    const m = this.shared()?.get(runtimeId);
    return m !== undefined && !m.holder && this.pools.has(m.pool);
  }

  /**
   * Shared pools: waits until the runtime's view of the members is complete, so that nothing
   * pooled is taken for a stray (reconcile asks first); throws after `timeoutMs`.
   */
  async synced(timeoutMs = 30_000): Promise<void> {
    if (!this.runtime.sharedPools || !this.pools.size) return;
    const deadline = Date.now() + timeoutMs;
    while (!this.shared()) {
      if (Date.now() > deadline) throw new Error(`the runtime's view of the pooled sandboxes is not complete after ${timeoutMs / 1000} s`);
      await sleep(50);
    }
  }

  /** Shared pools: the record a pooled sandbox was taken for (by any replica), and when. */
  holderOf(runtimeId: string): { recordId: string; at: number } | undefined {
    return this.shared()?.get(runtimeId)?.holder;
  }

  /** Shared pools: the runtime's members by id (a short-lived view); undefined without shared pools or before the runtime's view is complete. */
  private shared(): Map<string, SharedPoolMember> | undefined {
    const source = this.runtime.sharedPools;
    if (!source || !this.pools.size) return undefined;
    const now = Date.now();
    if (this.view && now - this.view.at < VIEW_MS) return this.view.byId;
    const members = source.members();
    if (!members) return undefined;
    this.view = { at: now, byId: new Map(members.map((m) => [m.id, m])) };
    return this.view.byId;
  }

  list(): PoolState[] {
    const shared = this.shared();
    const untaken = (p: Pool) => [...shared!.values()].filter((m) => m.pool === p.config.name && !m.holder).length;
    return [...this.pools.values()].map((p) => ({
      name: p.config.name,
      image: p.config.image,
      entrypoint: p.config.entrypoint,
      resourceLimits: p.limits,
      ...(p.runtimeClass ? { runtimeClass: p.runtimeClass } : {}),
      size: p.config.size,
      maxStarting: p.config.max_starting,
      maxIdleSeconds: p.config.max_idle_seconds,
      // Shared pools: idle is what this replica offers (ready and warmed); starting, every other
      // untaken member in the cluster, whichever replica started it.
      idle: p.idle.length,
      starting: shared ? untaken(p) - p.idle.length : p.starting.size,
      served: p.served,
      ...(p.lastError ? { lastError: p.lastError } : {}),
    }));
  }

  // ---- matching ---------------------------------------------------------------------------------

  /**
   * Fills in what a create naming a pool (`extensions.poolRef`) leaves out: the pool's image,
   * entrypoint and resource limits. Refuses a pool this server does not have and a snapshot.
   */
  applyPoolRef(req: CreateSandboxRequest): CreateSandboxRequest {
    const name = (req.extensions as Record<string, string> | undefined)?.[POOL_REF_EXTENSION];
    if (name === undefined) return req;
    const p = this.pools.get(name);
    if (!p) {
      const names = [...this.pools.keys()];
      throw invalid(`extensions.${POOL_REF_EXTENSION} must name a pool of this server (${names.length ? names.join(", ") : "none: the config declares no [[pool]]"}), got ${JSON.stringify(name)}`);
    }
    if (req.snapshotId !== undefined && req.snapshotId !== null) throw invalid(`snapshotId cannot be combined with extensions.${POOL_REF_EXTENSION}`);
    return {
      ...req,
      image: req.image ?? { uri: p.config.image },
      entrypoint: req.entrypoint ?? p.config.entrypoint,
      resourceLimits: req.resourceLimits ?? p.config.resources,
    };
  }

  /**
   * The pool that may serve a request: its image, entrypoint and resources equal the pool's and
   * it asks for nothing the pool does not declare (volumes, platform, registry credentials, a
   * snapshot, a network policy or credential proxy, another runtime class). With poolRef, that
   * pool or a 400 saying what differs; without, the first pool that matches.
   */
  match(req: CreateSandboxRequest, c: PoolCandidate): string | undefined {
    const ref = c.extensions[POOL_REF_EXTENSION];
    const candidates = ref !== undefined ? [this.pools.get(ref)!] : [...this.pools.values()];
    for (const p of candidates) {
      const why = this.mismatch(p, req, c);
      if (!why) return p.config.name;
      if (ref !== undefined) throw invalid(`extensions.${POOL_REF_EXTENSION} names pool ${ref}, but the request ${why}`);
    }
    return undefined;
  }

  private mismatch(p: Pool, req: CreateSandboxRequest, c: PoolCandidate): string | undefined {
    const r = req as CreateSandboxRequest & Record<string, unknown>;
    if (c.snapshotId !== undefined || c.imageUri === undefined) return "restores a snapshot";
    if (c.image !== p.config.image) return `runs image ${c.image}, the pool ${p.config.image}`;
    if (JSON.stringify(c.entrypoint) !== JSON.stringify(p.config.entrypoint)) return `runs entrypoint ${JSON.stringify(c.entrypoint)}, the pool ${JSON.stringify(p.config.entrypoint)}`;
    if (JSON.stringify(parseResources(c.resourceLimits)) !== JSON.stringify(parseResources(p.limits))) {
      return `asks for resourceLimits ${JSON.stringify(c.resourceLimits)}, the pool has ${JSON.stringify(p.limits)}`;
    }
    if (c.mounts.length) return "mounts volumes, which the pool does not declare";
    if (c.platform !== undefined) return "names a platform, which the pool does not declare";
    if (c.imageAuthSealed !== undefined) return "carries registry credentials, which the pool does not declare";
    if (r.networkPolicy !== undefined && r.networkPolicy !== null) return "has a networkPolicy, which the pool does not declare";
    if ((r.credentialProxy as { enabled?: boolean } | undefined)?.enabled) return "enables credentialProxy, which the pool does not declare";
    const wanted = c.extensions.runtimeClass ?? defaultRuntimeClass(this.config);
    if (wanted !== p.runtimeClass) return `asks for runtime class ${wanted ?? "(none)"}, the pool runs ${p.runtimeClass ?? "(none)"}`;
    return undefined;
  }

  // ---- hand-over --------------------------------------------------------------------------------

  /**
   * Takes an idle sandbox of the pool for the record `recordId` (never again for another), if there
   * is one. Shared pools: each candidate is marked taken in the runtime first (one conditional
   * write); one another replica took meanwhile is skipped.
   */
  async take(pool: string, recordId: string): Promise<PoolMember | undefined> {
    const p = this.pools.get(pool);
    const source = this.runtime.sharedPools;
    for (let member = p?.idle.shift(); member; member = p?.idle.shift()) {
      this.claiming.set(member.id, pool);
      if (source && !(await source.acquire(member.id, recordId).catch((err: unknown) => void this.log.warn({ err, runtimeId: member!.id }, "could not take a pooled sandbox")))) {
        this.claiming.delete(member.id);
        continue;
      }
      return member;
    }
    return undefined;
  }

  /** The variables of the pool itself, which the request's env replaces for commands. */
  envOf(pool: string): Record<string, string> {
    return this.pools.get(pool)?.config.env ?? {};
  }

  /**
   * Hands the sandbox over through execd (authorized by the pool's token, derived from the
   * member's id): from now on execd accepts `token` only and starts everything with the request's
   * env (the pool's variables removed). Throws when execd did not confirm it.
   */
  async claim(m: PoolMember, token: string, env: Record<string, string>): Promise<void> {
    const target = this.runtime.target(m.id, m.state, EXECD_PORT);
    if (!target) throw new RuntimeError("PROVISIONING_ERROR", `the pooled sandbox ${m.id} has no address for execd`);
    const host = target.host.includes(":") ? `[${target.host}]` : target.host;
    const res = await fetch(`http://${host}:${target.port}/internal/claim`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-execd-access-token": this.secrets.execdToken(m.id) },
      body: JSON.stringify({ token, env, unset: Object.keys(this.envOf(m.pool)) }),
      signal: AbortSignal.timeout(CLAIM_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status !== 204) throw new RuntimeError("PROVISIONING_ERROR", `execd of the pooled sandbox ${m.id} refused the hand-over (${res.status})`);
  }

  /**
   * Has execd compile, before the sandbox waits idle, what the hand-over and the tenant's first
   * command need: execd compiles a route's request validator on the route's first request, which
   * costs milliseconds a pooled create is meant not to spend. Both requests carry an empty body,
   * which the validator refuses (400): nothing runs and nothing is left that a tenant could see.
   */
  private async warm(id: string, state: RuntimeState): Promise<void> {
    const target = this.runtime.target(id, state, EXECD_PORT);
    if (!target) throw new RuntimeError("PROVISIONING_ERROR", `the pooled sandbox ${id} has no address for execd`);
    const host = target.host.includes(":") ? `[${target.host}]` : target.host;
    for (const route of ["/command", "/internal/claim"]) {
      const res = await fetch(`http://${host}:${target.port}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-execd-access-token": this.secrets.execdToken(id) },
        body: "{}",
        signal: AbortSignal.timeout(CLAIM_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status !== 400) throw new RuntimeError("PROVISIONING_ERROR", `execd of the pooled sandbox ${id} answered ${res.status} to an empty ${route} request`);
    }
  }

  /** The hand-over is over: the sandbox is a record's now (served) or was removed (not). */
  handedOver(m: PoolMember, served: boolean): void {
    this.claiming.delete(m.id);
    const p = this.pools.get(m.pool);
    if (p && served) p.served++;
    this.kick();
  }

  /** Removes a member whose hand-over failed. */
  async discard(m: PoolMember): Promise<void> {
    await this.runtime.remove(m.id, m.state).catch((err: unknown) => this.log.warn({ err, runtimeId: m.id }, "could not remove a pooled sandbox"));
    this.claiming.delete(m.id);
    this.kick();
  }

  // ---- events from the runtime -----------------------------------------------------------------

  /** A runtime event about one of the pools' sandboxes (the service routes them here). */
  onEvent(e: Exclude<RuntimeEvent, { type: "resync" }>): void {
    for (const p of this.pools.values()) {
      const s = p.starting.get(e.sandboxId);
      if (s) {
        if (e.type === "execd" && e.ready) {
          s.ready = true;
          s.wake?.();
        } else if (e.type === "changed" && s.state) this.track(this.checkStarting(e.sandboxId, s));
        return;
      }
      const i = p.idle.findIndex((m) => m.id === e.sandboxId);
      if (i < 0) continue;
      const m = p.idle[i]!;
      if (e.type === "execd" && e.ready) return;
      // execd stopped, or the sandbox changed: one that does not run any more is replaced.
      this.track(
        this.runtime.observe(m.id, m.state).then(async (o) => {
          if (o.phase === "running" && !(e.type === "execd" && !e.ready)) return;
          const at = p.idle.indexOf(m);
          if (at < 0) return; // handed over meanwhile
          p.idle.splice(at, 1);
          if (this.runtime.sharedPools && !this.leading()) return; // the leader removes it
          this.log.warn({ pool: p.config.name, runtimeId: m.id, phase: o.phase, reason: o.reason }, "an idle pooled sandbox stopped; replacing it");
          await this.runtime.remove(m.id, m.state);
          this.kick();
        }),
      );
      return;
    }
  }

  /** A starting sandbox changed: one that ended before execd was ready fails the attempt at once. */
  private async checkStarting(id: string, s: Starting): Promise<void> {
    const o = await this.runtime.observe(id, s.state!);
    if (o.phase !== "running" && o.phase !== "pending") {
      s.ready = false;
      s.failed = new RuntimeError(o.reason, o.message);
      s.wake?.();
    }
  }

  // ---- refill -----------------------------------------------------------------------------------

  /** Checks the pools soon (after a hand-over, a failure). */
  private kick(): void {
    if (!this.stopped && this.timer) setImmediate(() => this.tick());
  }

  private tick(): void {
    if (this.stopped) return;
    if (this.runtime.sharedPools) return this.tickShared();
    const now = Date.now();
    for (const p of this.pools.values()) {
      const maxIdle = p.config.max_idle_seconds * 1000;
      if (maxIdle > 0) {
        for (const m of p.idle.filter((x) => now - x.readyAt > maxIdle)) {
          p.idle.splice(p.idle.indexOf(m), 1);
          this.log.info({ pool: p.config.name, runtimeId: m.id }, "replacing an idle pooled sandbox older than max_idle_seconds");
          this.track(this.runtime.remove(m.id, m.state));
        }
      }
      if (now < p.retryAt) continue;
      // Sandboxes being handed over still count: the pool's sandboxes never exceed its size.
      const handing = [...this.claiming.values()].filter((name) => name === p.config.name).length;
      while (p.idle.length + p.starting.size + handing < p.config.size && p.starting.size < p.config.max_starting) this.startMember(p);
    }
  }

  /**
   * Shared pools: the idle list follows the runtime's members (any replica's, ready, not taken),
   * each warmed here before it is offered; the leader alone replaces old ones and refills, counting
   * every replica's untaken members with its own starting ones, so a pool never exceeds its size.
   */
  private tickShared(): void {
    const view = this.shared();
    if (!view) return; // the runtime's view is not complete yet: nothing is counted from it
    const now = Date.now();
    const leader = this.leading();
    for (const id of this.warmFailed.keys()) if (!view.has(id)) this.warmFailed.delete(id);
    for (const p of this.pools.values()) {
      const name = p.config.name;
      const untaken = [...view.values()].filter((m) => m.pool === name && !m.holder);
      const offered = new Set(untaken.filter((m) => m.ready).map((m) => m.id));
      p.idle = p.idle.filter((m) => offered.has(m.id));
      for (const m of untaken) {
        if (!m.ready || p.starting.has(m.id) || this.claiming.has(m.id) || this.warming.has(m.id) || p.idle.some((x) => x.id === m.id)) continue;
        if (now - (this.warmFailed.get(m.id) ?? 0) < WARM_RETRY_MS) continue;
        this.warming.add(m.id);
        this.track(
          this.warm(m.id, m.state)
            .then(() => {
              this.warmFailed.delete(m.id);
              const still = this.shared()?.get(m.id);
              if (still && !still.holder && !p.idle.some((x) => x.id === m.id)) p.idle.push({ id: m.id, pool: name, state: m.state, readyAt: Date.now() });
            }, (err: unknown) => {
              this.warmFailed.set(m.id, Date.now());
              this.log.debug({ err, runtimeId: m.id }, "warming a pooled sandbox failed; trying again later");
            })
            .finally(() => this.warming.delete(m.id)),
        );
      }
      if (!leader) continue;
      const maxIdle = p.config.max_idle_seconds * 1000;
      if (maxIdle > 0) {
        for (const m of p.idle.filter((x) => now - x.readyAt > maxIdle)) {
          p.idle.splice(p.idle.indexOf(m), 1);
          this.log.info({ pool: name, runtimeId: m.id }, "replacing an idle pooled sandbox older than max_idle_seconds");
          this.track(this.runtime.remove(m.id, m.state));
        }
      }
      if (now < p.retryAt) continue;
      for (const [id, at] of p.settling) if (view.has(id) || now - at > SETTLE_MS) p.settling.delete(id);
      const counted = new Set([...untaken.map((m) => m.id), ...p.starting.keys(), ...p.settling.keys(), ...[...this.claiming].filter(([, pool]) => pool === name).map(([id]) => id)]);
      let count = counted.size;
      while (count < p.config.size && p.starting.size < p.config.max_starting) {
        this.startMember(p);
        count++;
      }
    }
  }

  private track(work: Promise<unknown>): void {
    const p = work.then(
      () => undefined,
      (err: unknown) => this.log.warn({ err }, "pool work failed"),
    );
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  private specOf(p: Pool, id: string): SandboxSpec {
    const c = p.runtimeClass === undefined ? undefined : runtimeClassesOf(this.config)[p.runtimeClass];
    return {
      sandboxId: id,
      image: p.config.image,
      entrypoint: p.config.entrypoint,
      env: p.config.env,
      resources: parseResources(p.limits),
      mounts: [],
      extensions: {},
      ...(p.runtimeClass !== undefined && c
        ? { runtimeClass: { name: p.runtimeClass, ...(c.docker_runtime ? { docker: c.docker_runtime } : {}), ...(c.k8s_runtime_class ? { kubernetes: c.k8s_runtime_class } : {}) } }
        : {}),
      execdToken: this.secrets.execdToken(id),
      pool: p.config.name,
    };
  }

  private startMember(p: Pool): void {
    const id = `pool-${p.config.name}-${randomBytes(6).toString("hex")}`;
    const s: Starting = { ready: false };
    p.starting.set(id, s);
    if (this.runtime.sharedPools) p.settling.set(id, Date.now());
    this.track(
      this.grow(p, id, s).finally(() => {
        p.starting.delete(id);
        this.kick();
      }),
    );
  }

  /** Starts one sandbox of the pool and waits for its execd; a failure is the pool's lastError and delays the next try. */
  private async grow(p: Pool, id: string, s: Starting): Promise<void> {
    const spec = this.specOf(p, id);
    try {
      await this.runtime.prepare(spec, async () => undefined);
      if (this.stopped) return;
      const { state, observation } = await this.runtime.create(spec);
      s.state = state;
      if (observation.phase !== "pending" && observation.phase !== "running") throw new RuntimeError(observation.reason, observation.message);
      const deadline = this.config.execd.ready_timeout_seconds * 1000;
      if (!s.ready) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          s.wake = resolve;
          timer = setTimeout(resolve, deadline);
        });
        clearTimeout(timer);
      }
      if (s.failed) throw s.failed;
      if (this.stopped && !s.ready) return;
      if (!s.ready) throw new RuntimeError("EXECD_START_TIMEOUT", `execd did not become ready within ${deadline / 1000} s`);
      // Shared pools: another replica may take it from now on; every replica warms what it offers.
      if (!this.runtime.sharedPools) {
        await this.warm(id, state);
        p.idle.push({ id, pool: p.config.name, state, readyAt: Date.now() });
      }
      p.failures = 0;
      delete p.lastError;
      this.log.debug({ pool: p.config.name, runtimeId: id }, "pooled sandbox ready");
    } catch (err) {
      const reason = err instanceof RuntimeError ? err.reason : "PROVISIONING_ERROR";
      const message = err instanceof Error ? err.message : String(err);
      // One step of back-off per round of tries (sandboxes started together fail together).
      if (Date.now() >= p.retryAt) p.failures++;
      const wait = Math.min(1000 * 2 ** (p.failures - 1), MAX_RETRY_MS);
      p.retryAt = Math.max(p.retryAt, Date.now() + wait);
      p.lastError = { reason, message, at: new Date().toISOString() };
      this.log.warn({ pool: p.config.name, reason, message, retryInMs: wait }, "starting a pooled sandbox failed");
      await this.runtime.remove(id, s.state).catch(() => undefined);
      p.settling.delete(id);
    }
  }
}
