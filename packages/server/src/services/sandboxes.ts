// Sandbox lifecycle: records in the store are the truth clients see; the runtime is driven towards
// them in the background and what it observes flows back. One mutex per sandbox orders this
// process's changes; every write is conditional on the record's revision (see write()), and every
// change re-checks, on the record it writes, the condition it was decided on, so that replicas
// sharing the store (Kubernetes) never undo each other's changes. Expiry, reconcile and the
// runtime's events are the leader's alone (coordination.ts).
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Logger } from "pino";
import { defaultRuntimeClass, runtimeClassesOf, type Config } from "../config/config.ts";
import { ApiError, describeStatus, invalid, notFound, notRunningHint } from "../errors.ts";
import type {
  CreateSandboxRequest,
  CreateSandboxResponse,
  Endpoint,
  ListSandboxesResponse,
  Sandbox,
} from "../generated/lifecycle/types.gen.ts";
import { setTimeout as sleep } from "node:timers/promises";
import { EXECD_PORT, EngineUnavailableError, RuntimeError, type Observation, type Phase, type Runtime, type RuntimeState, type SandboxSpec } from "../runtime/runtime.ts";
import { StoreConflictError, runtimeIdOf, type LifecycleEvent, type SandboxRecord, type Status, type Store } from "../store/store.ts";
import { SecretKey } from "../secrets/secret-key.ts";
import { RouteSigner } from "../http/signed-route.ts";
import { KeyedMutex } from "./locks.ts";
import { compile, patch as patchPolicy, removeTargets, status as policyStatus, toWire, type Policy } from "../egress/policy.ts";
import type {
  CredentialBindingListResponse,
  CredentialBindingMetadata,
  CredentialListResponse,
  CredentialMetadata,
  CredentialVaultCreateRequest,
  CredentialVaultMutationRequest,
  CredentialVaultState,
  NetworkRule,
  PolicyStatusResponse,
} from "../generated/egress/types.gen.ts";
import * as vaults from "../egress/vault.ts";
import { makeCa, type CertificateAuthority } from "../secrets/vault-ca.ts";
import { SANDBOX_ID, inChildSpan, inSpan } from "../telemetry/tracing.ts";
import { SoloCoordination, type Coordination } from "./coordination.ts";
import { PoolManager, type PoolMember } from "./pools.ts";
import { checkMetadata, effectiveLimits, parseMetadataFilter, parseResources, toMounts } from "./validate.ts";

export const EXECD_TOKEN_HEADER = "X-EXECD-ACCESS-TOKEN";
export const EGRESS_AUTH_HEADER = "OPENSANDBOX-EGRESS-AUTH";
/** The port upstream's egress sidecar serves its API on; here the server answers for it. */
export const EGRESS_PORT = 18080;

export const SANDBOX_STATES = ["Pending", "Running", "Pausing", "Paused", "Resuming", "Stopping", "Terminated", "Failed"] as const;
const RENEW_EXTENSION = "access.renew.extend.seconds";
/** extensions key naming the sandbox's runtime class ([secure_runtime] classes). */
export const RUNTIME_CLASS_EXTENSION = "runtimeClass";
/** Conditional writes retried after conflicting with another writer, before giving up. */
const MAX_WRITE_ATTEMPTS = 5;
/** States in which a sandbox holds the runtime's resources; they count towards [server] max_sandboxes. */
const LIVE_STATES = new Set(["Pending", "Running", "Pausing", "Paused", "Resuming", "Stopping"]);
/** The key under which creates are admitted one at a time (count, then save). */
const ADMISSION = "\0admission";
/** Shared pools: how long a pooled sandbox another replica took may wait for its record before it counts as a stray. */
const HOLD_GRACE_MS = 60_000;
/** Transitions kept per sandbox for diagnostics (the oldest are dropped first), and the longest message kept. */
export const EVENT_LOG_SIZE = 100;
const EVENT_MESSAGE_CHARS = 2000;
/** The API state for each runtime phase. */
const STATE_OF: Record<Phase, string> = { pending: "Pending", running: "Running", paused: "Paused", exited: "Terminated", failed: "Failed", gone: "Failed" };

type StoredRecord = SandboxRecord;

export type ListQuery = { state?: string[]; metadata?: string; page?: number; pageSize?: number };
export type EndpointQuery = {
  useServerProxy: boolean;
  expires?: string;
  /** Host (and port) the client reached this server at, for server-proxy addresses. */
  requestHost: string;
  /** The caller's API key, returned in the headers of server-proxy endpoints. */
  apiKey?: string;
};

/** What the service reports as it works (the metrics listen); every method is optional. */
export type SandboxObserver = {
  /** A create was accepted (its Pending record written). */
  accepted?(r: SandboxRecord): void;
  /** A write changed the record's state from `from` to `r.status.state`. */
  transitioned?(r: SandboxRecord, from: string): void;
  /** The sandbox and its record were removed. */
  removed?(r: SandboxRecord, why: "deleted" | "expired"): void;
};

/** How many removed sandboxes a 404 can explain, and for how long. */
const GONE_MAX = 10_000;
const GONE_KEEP_MS = 60 * 60 * 1000;

export class SandboxService {
  /** One mutex per sandbox id; SnapshotService takes it too while it commits a sandbox. */
  readonly lock = new KeyedMutex();
  private stopWatching?: () => void;
  private expiryTimer?: NodeJS.Timeout;
  private readonly background = new Set<Promise<unknown>>();
  /** Provisioning in flight, by sandbox id (a resync does not start a second one). */
  private readonly provisioning = new Map<string, Promise<void>>();
  /** Aborted by stop(): provisioning that waits for the engine gives up waiting (reconcile resumes it). */
  private readonly stopping = new AbortController();

  private readonly store: Store;
  private readonly runtime: Runtime;
  private readonly config: Config;
  private readonly log: Logger;
  private readonly secrets: SecretKey;
  private readonly coordination: Coordination;
  /**
   * Sandboxes this replica accepted (or took over) that are still Pending: it follows their
   * runtime events itself until they leave Pending, also when another replica leads.
   */
  private readonly ownPending = new Set<string>();
  private sweepTimer?: NodeJS.Timeout;
  /** Signs the routes `endpoint(…, {expires})` hands out; the HTTP layer checks them with the same signer. */
  readonly signer: RouteSigner;
  /** Told of accepted creates, state changes and removals (app.ts sets it). */
  observer: SandboxObserver = {};
  /** Warm pools ([[pool]]): sandboxes started ahead of time, handed to matching creates. */
  readonly pools: PoolManager;
  /**
   * Record id by runtime id, for sandboxes served from a pool (the runtime reports them under the
   * pool's id); set at the hand-over and by reconcile (after a restart), dropped with the sandbox.
   */
  private readonly byRuntimeId = new Map<string, string>();
  /**
   * With a store whose writes are costly (Store.costlyWrites, the Kubernetes store), a create's
   * record is written when accepted and when it leaves Pending, nothing between: the runtime's
   * state of a sandbox this replica created stays here until that second write carries it, and
   * the runtime's progress while Pending (container starting, execd starting) is not written, as
   * it only mirrors what the runtime's own objects say. The record's status stays
   * SANDBOX_ACCEPTED meanwhile. Creates whose runtime state another replica could need before
   * then (volumes the runtime made, an egress policy it may be asked to change) write it at once.
   */
  private readonly launched = new Map<string, RuntimeState>();
  /**
   * How long a create may stay Pending with its routine progress unwritten (`launched`): a create
   * still Pending then has its latest observation written once (a node still installing execd,
   * an image still pulling), so every replica shows why it waits. Tests lower it.
   */
  slowPendingMs = 10_000;
  /** The latest routine observation not written, per launched create, and the timer that writes it. */
  private readonly unwritten = new Map<string, { o: Observation; timer?: NodeJS.Timeout }>();
  /** When each launched sandbox's execd wait began (the record has no EXECD_STARTING transition to tell). */
  private readonly execdWaitSince = new Map<string, number>();

  constructor(store: Store, runtime: Runtime, config: Config, log: Logger, secrets: SecretKey = SecretKey.ephemeral(), coordination: Coordination = new SoloCoordination()) {
    this.secrets = secrets;
    this.coordination = coordination;
    this.signer = new RouteSigner(secrets, { generation: config.ingress.signing_key_generation, maxSeconds: config.ingress.signed_route_max_seconds });
    this.store = store;
    this.runtime = runtime;
    this.config = config;
    this.log = log;
    this.pools = new PoolManager(runtime, config, secrets, log.child({ component: "pools" }), () => coordination.leading());
  }

  // ---- startup and shutdown -------------------------------------------------------------------

  /**
   * Brings records and the runtime back in line after a (re)start, then follows the runtime's
   * events and expirations. The rule for strays: a sandbox the runtime has for this instance but
   * without a record is removed; a record whose sandbox vanished becomes Failed (reason
   * CONTAINER_MISSING) and is kept until deleted or expired; Pending records the runtime never got
   * are provisioned again; Stopping ones finish.
   */
  async start(): Promise<void> {
    this.coordination.onChange((leading) => {
      // Events missed while another replica led are caught up by a reconcile.
      if (leading) this.track(this.reconcile());
    });
    this.stopWatching = this.runtime.watch((e) => {
      if (e.type === "resync") {
        if (this.coordination.leading()) this.track(this.reconcile());
        return;
      }
      // The pools' own sandboxes (starting, idle, being handed over) are the pool manager's.
      if (this.pools.owns(e.sandboxId)) return this.pools.onEvent(e);
      const id = this.byRuntimeId.get(e.sandboxId) ?? this.pools.holderOf(e.sandboxId)?.recordId ?? e.sandboxId;
      const leader = this.coordination.leading();
      if (!leader && !this.ownPending.has(id)) return;
      this.track(
        this.lock.run(id, async () => {
          if (!leader) {
            // Not the leader: only while its own sandbox is Pending (its readiness makes it Running).
            const r = await this.store.getSandbox(id);
            if (r?.status.state !== "Pending") {
              this.ownPending.delete(id);
              return this.settleLaunched(id);
            }
          } else if (!this.ownPending.has(id)) {
            // The leader leaves a create to the live replica that follows it (both writing the same
            // progress costs writes and conflicts); the sweep finishes it if that replica dies.
            const r = await this.store.getSandbox(id);
            if (r?.status.state === "Pending" && (await this.provisionedElsewhere(r))) return;
          }
          if (e.type === "changed") await this.sync(id);
          else await this.execdChanged(id, e.ready, e.why, e.state);
        }),
      );
    });
    if (this.coordination.leading()) await this.reconcile();
    this.pools.start();
    this.expiryTimer = setInterval(() => {
      if (this.coordination.leading()) this.track(this.expireDue());
    }, 500);
    this.expiryTimer.unref();
    if (this.coordination.sweepMs) {
      // Replicas: creates of a replica that died, and readiness it never wrote, are the leader's to finish.
      this.sweepTimer = setInterval(() => {
        if (this.coordination.leading()) this.track(this.sweepPending());
      }, this.coordination.sweepMs);
      this.sweepTimer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.pools.stop();
    this.stopWatching?.();
    for (const timer of this.readyTimers.values()) clearTimeout(timer);
    this.readyTimers.clear();
    clearInterval(this.expiryTimer);
    clearInterval(this.sweepTimer);
    while (this.background.size) await Promise.allSettled([...this.background]);
    await this.lock.idle();
  }

  private track<T>(p: Promise<T>): void {
    const tracked = p.catch((err) => this.log.error({ err }, "background task failed"));
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }

  /**
   * The leader's: brings every record and the runtime in line. Pods are listed before records,
   * and every create writes its record before its sandbox exists, so a sandbox another replica is
   * creating is never taken for a stray.
   */
  async reconcile(): Promise<void> {
    if (!this.coordination.leading()) return;
    await this.pools.synced();
    const owned = await this.runtime.listOwned();
    const known = new Set<string>();
    for (const record of await this.store.allSandboxes()) {
      known.add(runtimeIdOf(record));
      if (record.runtimeId) this.byRuntimeId.set(record.runtimeId, record.id);
      if (!this.coordination.leading()) return;
      await this.lock.run(record.id, () => this.reconcileOne(record.id));
    }
    for (const id of owned) {
      // Idle pooled sandboxes of an earlier server process are not this one's pools' (their
      // runtime state went with that process): removed like any other stray.
      // (byRuntimeId: a pooled sandbox handed over since the records were read above.)
      if (!known.has(id) && !this.pools.owns(id) && !this.byRuntimeId.has(id) && !(await this.heldFromPool(id)) && this.coordination.leading()) {
        this.log.warn({ sandboxId: id }, "removing a sandbox without a record");
        await this.runtime.remove(id, undefined);
      }
    }
  }

  /**
   * Shared pools: a pooled sandbox another replica took is that replica's create (its record is
   * saved right after the take); one whose record never came within HOLD_GRACE_MS is a stray.
   */
  private async heldFromPool(runtimeId: string): Promise<boolean> {
    const holder = this.pools.holderOf(runtimeId);
    if (!holder) return false;
    if (Date.now() - holder.at < HOLD_GRACE_MS) return true;
    return (await this.store.getSandbox(holder.recordId)) !== undefined;
  }

  private async reconcileOne(id: string): Promise<void> {
    const r = await this.store.getSandbox(id);
    if (!r) return;
    if (r.status.state === "Stopping") return this.destroy(r);
    // A hand-over from a pool cut short (server killed meanwhile): the pooled sandbox may
    // still hold the pool's token; it is removed and the sandbox created afresh.
    if (r.claiming && !this.pools.owns(runtimeIdOf(r)) && !(await this.provisionedElsewhere(r))) return this.unclaim(r);
    if (r.status.state === "Pending" && !this.stateOf(r)) return this.takeOver(r);
    await this.sync(r.id);
    await this.restoreEgress(r.id);
  }

  /** Whether another replica, still alive, provisions `r` (its create is that replica's to finish). */
  private async provisionedElsewhere(r: StoredRecord): Promise<boolean> {
    return r.provisioner !== undefined && r.provisioner !== this.coordination.replica && this.coordination.alive(r.provisioner);
  }

  /** The leader's, with replicas: Pending records whose creator died, or whose readiness nobody wrote. */
  private async sweepPending(): Promise<void> {
    const { items } = await this.store.querySandboxes({ states: ["Pending"], offset: 0, limit: Number.MAX_SAFE_INTEGER });
    for (const r of items) {
      if (!this.coordination.leading()) return;
      await this.lock.run(r.id, () => this.reconcileOne(r.id));
    }
  }

  /**
   * Provisions a Pending record the runtime never got, unless the replica that accepted it is
   * alive (it is still at work): then it stays that replica's. The record names its new
   * provisioner first (a conditional write), so two leaders cannot both take it over.
   */
  private async takeOver(r: StoredRecord): Promise<void> {
    if (this.provisioning.has(r.id) || this.launched.has(r.id)) return;
    const me = this.coordination.replica;
    const was = r.provisioner;
    if (await this.provisionedElsewhere(r)) return;
    if (was !== me) {
      const claimed = await this.write(r, (x) => {
        if (x.status.state !== "Pending" || x.runtimeState || x.provisioner !== was) return false;
        x.provisioner = me;
      });
      if (!claimed) return;
      if (was !== undefined) this.log.warn({ sandboxId: r.id, replica: was }, "taking over the create of a replica that stopped");
    }
    this.ownPending.add(r.id);
    this.startProvisioning(r.id);
  }

  // ---- create -----------------------------------------------------------------------------------

  create(request: CreateSandboxRequest): Promise<CreateSandboxResponse> {
    return inSpan("sandbox.create", {}, (span) => this.createTraced(request, (id) => span.setAttribute(SANDBOX_ID, id)));
  }

  private async createTraced(request: CreateSandboxRequest, named: (id: string) => void): Promise<CreateSandboxResponse> {
    const req = this.pools.applyPoolRef(request);
    const record = await this.prepare(req);
    named(record.id);
    this.runtime.check(this.specOf(record));
    // A policy nobody enforces is refused, never ignored (the runtime's check says why first).
    if (record.networkPolicy && !this.runtime.egress) throw new ApiError("NOT_SUPPORTED", "networkPolicy is not enforced by this server's runtime");
    if (record.credentialProxy && !this.runtime.egress?.vault) throw new ApiError("NOT_SUPPORTED", "credentialProxy (the credential vault) is not available on this server's runtime");
    const pool = this.pools.match(req, record);
    let member: PoolMember | undefined;
    let servedFirst = false;
    // Admission is serialized (count, then insert) only when there is a cap to keep or a pool to
    // take from; otherwise creates write their records concurrently (fleet-size create rates).
    const admit = (work: () => Promise<void>) => (this.config.server.max_sandboxes > 0 || pool !== undefined ? this.lock.run(ADMISSION, work) : work());
    await admit(async () => {
      const max = this.config.server.max_sandboxes;
      if (max > 0) {
        const live = (await this.store.allSandboxes()).filter((r) => LIVE_STATES.has(r.status.state)).length;
        if (live >= max) {
          throw new ApiError("SANDBOX_LIMIT_REACHED", `this server already runs ${live} sandboxes, its maximum ([server] max_sandboxes = ${max}); delete one or retry when one ends`);
        }
      }
      member = pool === undefined ? undefined : await this.pools.take(pool, record.id);
      // Shared pools: the take is marked on the runtime's object (its holder), which a server
      // killed from here on leaves for reconcile (a stray once HOLD_GRACE_MS pass without its
      // record), so the hand-over comes first and the record is written once, already Running.
      if (member && this.runtime.sharedPools) {
        servedFirst = await this.handOverFirst(record, member);
        if (!servedFirst) member = undefined;
      }
      if (member && !servedFirst) {
        // Saved pointing at the pooled sandbox before the hand-over, marked `claiming`: a server
        // killed in between finds it on restart and starts the sandbox afresh (reconcile).
        record.runtimeId = member.id;
        record.runtimeState = member.state;
        record.pool = member.pool;
        record.claiming = true;
        this.byRuntimeId.set(member.id, record.id);
      }
      record.provisioner = this.coordination.replica;
      try {
        record.revision = await this.store.saveSandbox(record);
      } catch (err) {
        if (member) {
          this.byRuntimeId.delete(member.id);
          await this.pools.discard(member);
        }
        throw err;
      }
      this.ownPending.add(record.id);
    });
    this.log.info({ sandboxId: record.id, image: record.image, ...(member ? { pool: member.pool } : {}) }, "sandbox accepted");
    this.observer.accepted?.(record);
    if (member && servedFirst) {
      this.ownPending.delete(record.id);
      this.observer.transitioned?.(record, "Pending");
      this.pools.handedOver(member, true);
      this.log.info({ sandboxId: record.id, pool: member.pool, runtimeId: member.id }, "sandbox served from a pool");
      return toCreateResponse(record);
    }
    if (member && (await this.handOver(record, member))) return toCreateResponse(record);
    this.startProvisioning(record.id);
    return toCreateResponse(record);
  }

  /**
   * Hands an idle pooled sandbox to the new record: execd takes the record's token (the pool's
   * stops working) and the request's env; the record becomes Running. False when execd did not
   * take it: the pooled sandbox is removed and the record is provisioned as any other.
   */
  private async handOver(record: StoredRecord, member: PoolMember): Promise<boolean> {
    try {
      await this.pools.claim(member, this.tokenOf(record), record.env);
    } catch (err) {
      this.log.warn({ err, sandboxId: record.id, runtimeId: member.id }, "handing over a pooled sandbox failed; creating the sandbox afresh");
      await this.pools.discard(member);
      this.byRuntimeId.delete(member.id);
      await this.lock.run(record.id, async () => {
        const r = await this.store.getSandbox(record.id);
        if (r) await this.write(r, dropPoolClaim);
        Object.assign(record, r ?? {});
        dropPoolClaim(record);
      });
      return false;
    }
    await this.lock.run(record.id, async () => {
      const r = await this.store.getSandbox(record.id);
      if (!r) return; // deleted meanwhile (its delete removed the pooled sandbox)
      await this.transition(r, { state: "Running", reason: "CONTAINER_RUNNING", message: `The entrypoint is running and execd answers (served from pool ${member.pool}).` }, (x) => void delete x.claiming);
      Object.assign(record, r);
    });
    this.pools.handedOver(member, true);
    this.log.info({ sandboxId: record.id, pool: member.pool, runtimeId: member.id }, "sandbox served from a pool");
    return true;
  }

  /**
   * Shared pools, before the record is first written: execd takes the record's token and env, and
   * the record (not saved yet) becomes Running, pointing at the pooled sandbox. False when execd
   * did not take it: the pooled sandbox is removed and the record is provisioned as any other.
   */
  private async handOverFirst(record: StoredRecord, member: PoolMember): Promise<boolean> {
    try {
      await this.pools.claim(member, this.tokenOf(record), record.env);
    } catch (err) {
      this.log.warn({ err, sandboxId: record.id, runtimeId: member.id }, "handing over a pooled sandbox failed; creating the sandbox afresh");
      await this.pools.discard(member);
      return false;
    }
    record.runtimeId = member.id;
    record.runtimeState = member.state;
    record.pool = member.pool;
    record.status = { state: "Running", reason: "CONTAINER_RUNNING", message: `The entrypoint is running and execd answers (served from pool ${member.pool}).`, lastTransitionAt: new Date().toISOString() };
    recordEvent(record, eventOf(record.status));
    this.byRuntimeId.set(member.id, record.id);
    return true;
  }

  /** A record whose hand-over was cut short: its pooled sandbox is removed and it is provisioned afresh. Callers hold the lock. */
  private async unclaim(r: StoredRecord): Promise<void> {
    this.log.warn({ sandboxId: r.id, runtimeId: r.runtimeId }, "a hand-over from a pool was interrupted; creating the sandbox afresh");
    await this.runtime.remove(runtimeIdOf(r), r.runtimeState);
    if (r.runtimeId) this.byRuntimeId.delete(r.runtimeId);
    if (!(await this.write(r, dropPoolClaim))) return;
    this.startProvisioning(r.id);
  }

  /** Validates what the schema cannot and builds the Pending record. */
  private async prepare(req: CreateSandboxRequest): Promise<StoredRecord> {
    const hasImage = req.image !== undefined && req.image !== null;
    const snapshotId = req.snapshotId ?? undefined;
    if (hasImage === (snapshotId !== undefined)) throw invalid("exactly one of image and snapshotId is required");
    const ext = (req.extensions ?? {}) as Record<string, string>;
    if (ext[RENEW_EXTENSION] !== undefined) {
      const n = Number(ext[RENEW_EXTENSION]);
      if (!Number.isInteger(n) || n < 300 || n > 86400) throw invalid(`extensions["${RENEW_EXTENSION}"] must be an integer between 300 and 86400`);
    }
    const wanted = ext[RUNTIME_CLASS_EXTENSION];
    if (wanted !== undefined) {
      const classes = Object.keys(runtimeClassesOf(this.config));
      if (typeof wanted !== "string" || !classes.includes(wanted)) {
        throw invalid(`extensions.${RUNTIME_CLASS_EXTENSION} must name a runtime class this server offers (${classes.length ? classes.join(", ") : "none: [secure_runtime] classes is empty"}), got ${JSON.stringify(wanted)}`);
      }
    }
    const r = req as CreateSandboxRequest & Record<string, unknown>;
    // Validated now (targets, rule count); enforced by the runtime from the sandbox's first instruction.
    const networkPolicy = r.networkPolicy ? toWire(compile(r.networkPolicy)) : undefined;
    const credentialProxy = (r.credentialProxy as { enabled?: boolean } | undefined)?.enabled === true;
    if (credentialProxy && !networkPolicy) throw invalid("credentialProxy.enabled needs networkPolicy: the vault sends secrets only where the policy lets the sandbox go (networkPolicy: {} allows everything)");
    if (r.secureAccess === true) throw new ApiError("NOT_SUPPORTED", "secureAccess needs the Kubernetes gateway ingress");
    const platform = req.platform ?? undefined;

    const timeout = req.timeout ?? undefined;
    const max = this.config.server.max_sandbox_timeout_seconds;
    if (timeout !== undefined && timeout > max) throw new ApiError("TIMEOUT_TOO_LONG", `timeout must be at most ${max} seconds on this server ([server] max_sandbox_timeout_seconds), got ${timeout}`);
    if (timeout === undefined && !this.config.server.allow_manual_cleanup) {
      throw invalid(`timeout is required on this server: sandboxes without expiry are not allowed ([server] allow_manual_cleanup = false); at most ${max} seconds`);
    }

    if (!req.resourceLimits) throw invalid('resourceLimits is required, e.g. {"cpu": "1", "memory": "2Gi"}');
    // Rejects bad quantities and those above the server's maxima now, not at start.
    const resourceLimits = effectiveLimits(req.resourceLimits as Record<string, string>, this.config.resources);
    const metadata = checkMetadata((req.metadata ?? {}) as Record<string, unknown>);
    const mounts = toMounts(req.volumes as Parameters<typeof toMounts>[0], this.config.storage.allowed_host_paths);

    let image: string;
    let entrypoint: string[];
    if (snapshotId !== undefined) {
      const snap = await this.store.getSnapshot(snapshotId);
      if (!snap) throw new ApiError("SNAPSHOT_NOT_FOUND", `snapshot ${snapshotId} not found`);
      if (snap.status.state !== "Ready") throw new ApiError("SNAPSHOT_NOT_READY", `snapshot ${snapshotId} is ${snap.status.state}, not Ready`);
      image = snap.image;
      entrypoint = req.entrypoint ?? snap.entrypoint;
    } else {
      if (!req.entrypoint) throw invalid("entrypoint is required when creating from an image");
      image = req.image!.uri;
      entrypoint = req.entrypoint;
    }
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries((req.env ?? {}) as Record<string, string | null>)) if (v !== null) env[k] = v;

    const now = new Date();
    const id = randomUUID();
    // Its certificate authority, made now: the sandbox trusts it from its first instruction (a runtime without a vault refuses the create).
    const ca = credentialProxy && this.runtime.egress?.vault ? await makeCa(id) : undefined;
    const auth = req.image?.auth;
    const accepted: Status = { state: "Pending", reason: "SANDBOX_ACCEPTED", message: "Sandbox creation accepted.", lastTransitionAt: now.toISOString() };
    return {
      id,
      image,
      ...(hasImage ? { imageUri: req.image!.uri } : {}),
      ...(auth?.username !== undefined && auth.password !== undefined
        ? { imageAuthSealed: this.secrets.seal(JSON.stringify({ username: auth.username, password: auth.password }), id) }
        : {}),
      ...(snapshotId !== undefined ? { snapshotId } : {}),
      entrypoint,
      env,
      metadata,
      extensions: ext,
      resourceLimits,
      ...(platform ? { platform: { os: platform.os, arch: platform.arch } } : {}),
      mounts,
      ...(networkPolicy ? { networkPolicy } : {}),
      ...(credentialProxy ? { credentialProxy: true } : {}),
      ...(ca ? { vaultCaCert: ca.cert, vaultCaKeySealed: this.secrets.seal(ca.key, id) } : {}),
      status: accepted,
      events: [eventOf(accepted)],
      createdAt: now.toISOString(),
      ...(timeout !== undefined ? { expiresAt: new Date(now.getTime() + timeout * 1000).toISOString() } : {}),
    };
  }

  private startProvisioning(id: string): void {
    if (this.provisioning.has(id)) return;
    // Within a traced create this is a child span of it, which ends when provisioning does (after the 202).
    const p = inChildSpan("sandbox.provision", { [SANDBOX_ID]: id }, () => this.provision(id)).finally(() => {
      if (this.provisioning.get(id) === p) this.provisioning.delete(id);
    });
    this.provisioning.set(id, p);
    this.track(p);
  }

  /**
   * Has the runtime prepare and create a Pending sandbox; failures become `Failed`. While the
   * engine is unreachable the sandbox stays Pending (reason ENGINE_UNAVAILABLE) and the attempt is
   * repeated until `[docker] engine_wait_seconds` have passed; then it becomes Failed with that
   * reason. A server stopping meanwhile leaves it Pending without runtime state, which the next
   * start's reconcile provisions again.
   */
  private async provision(id: string): Promise<void> {
    const initial = await this.store.getSandbox(id);
    if (!initial || initial.status.state !== "Pending") return;
    const spec = this.specOf(initial);
    const waitSeconds = this.config.docker.engine_wait_seconds;
    const giveUpAt = Date.now() + waitSeconds * 1000;
    for (let delay = 250; ; delay = Math.min(delay * 2, 4000)) {
      const unavailable = await this.provisionOnce(id, spec, initial);
      if (!unavailable || this.stopping.signal.aborted) return;
      if (Date.now() >= giveUpAt) {
        const waited = waitSeconds ? `; gave up after waiting ${waitSeconds} s ([docker] engine_wait_seconds)` : "";
        await this.lock.run(id, () => this.fail(id, new RuntimeError("ENGINE_UNAVAILABLE", `${unavailable.message}${waited}`)));
        return;
      }
      const waiting = await this.lock.run(id, async () => {
        const r = await this.store.getSandbox(id);
        if (!r) return false;
        const message = `${unavailable.message}; creation resumes when it is back (until ${new Date(giveUpAt).toISOString()}).`;
        return this.transition(r, { state: "Pending", reason: "ENGINE_UNAVAILABLE", message }, undefined, "Pending");
      });
      if (!waiting) return; // deleted or handled meanwhile
      this.log.warn({ sandboxId: id, err: unavailable.message, retryInMs: delay }, "engine unreachable; create waits");
      await sleep(Math.min(delay, Math.max(giveUpAt - Date.now(), 0)), undefined, { signal: this.stopping.signal }).catch(() => undefined);
    }
  }

  /** One attempt at prepare + create; returns the error when the engine could not be reached. */
  private async provisionOnce(id: string, spec: SandboxSpec, initial: StoredRecord): Promise<EngineUnavailableError | undefined> {
    try {
      // Outside the lock (a long pull must not hold up a delete); progress only while still Pending.
      await this.runtime.prepare(spec, (o) => this.transition(initial, statusOf(o), undefined, "Pending").then(() => undefined));
    } catch (err) {
      if (err instanceof EngineUnavailableError) return err;
      await this.lock.run(id, async () => this.fail(id, err));
      return undefined;
    }
    // Pulled: the registry credentials are not needed any more, keep them nowhere.
    if (initial.imageAuthSealed || initial.imageAuth) await this.forgetImageAuth(id);
    return this.lock.run(id, async () => {
      const r = await this.store.getSandbox(id);
      if (!r || r.status.state !== "Pending") return undefined; // deleted or already handled meanwhile
      // Taken over by the leader (this replica was thought dead): the create is no longer ours.
      if (r.provisioner !== undefined && r.provisioner !== this.coordination.replica) return undefined;
      try {
        // The policy as recorded now: the egress API may have changed it during the pull.
        const { state, observation } = await this.runtime.create({ ...spec, ...(r.networkPolicy ? { networkPolicy: compile(r.networkPolicy) } : {}) });
        if (this.defersState(r)) {
          this.launched.set(id, state);
          await this.apply(r, observation);
          // Deleted (or failed) on another replica while the runtime created it: nothing may outlive the record.
          await this.settleLaunched(id);
          if (this.launched.has(id) || r.runtimeState) this.log.info({ sandboxId: id, state: r.status.state }, "sandbox created");
          return undefined;
        }
        await this.apply(r, observation, state);
        if (r.runtimeState === undefined) {
          // Deleted (or failed) on another replica while the runtime created it: nothing may outlive the record.
          this.log.info({ sandboxId: id }, "sandbox removed during its create; removing what was created");
          await this.runtime.remove(id, state);
          return undefined;
        }
        // A vault created while the sandbox was Pending is put in force now.
        if (r.credentialProxy && r.vaultSealed) await this.restoreInRuntime(r);
        this.log.info({ sandboxId: id, state: r.status.state }, "sandbox created");
      } catch (err) {
        if (err instanceof EngineUnavailableError) return err;
        await this.runtime.remove(runtimeIdOf(r), r.runtimeState).catch(() => undefined);
        await this.fail(id, err, r);
      }
      return undefined;
    });
  }

  private async fail(id: string, err: unknown, current?: StoredRecord): Promise<void> {
    const r = current ?? (await this.store.getSandbox(id));
    if (!r) return;
    const reason = err instanceof RuntimeError ? err.reason : "PROVISIONING_ERROR";
    const message = err instanceof Error ? err.message : String(err);
    this.log.warn({ sandboxId: id, reason, message }, "sandbox failed");
    await this.transition(r, { state: "Failed", reason, message }, dropImageAuth);
  }

  private async forgetImageAuth(id: string): Promise<void> {
    const r = await this.store.getSandbox(id);
    if (r) await this.write(r, dropImageAuth);
  }

  /** The execd token of a record: derived from the server's key (older records stored theirs). */
  private tokenOf(r: SandboxRecord): string {
    return r.execdToken ?? this.secrets.execdToken(r.id);
  }

  /** What the runtime is asked to run for a record. */
  private specOf(r: SandboxRecord): SandboxSpec {
    const sealed = r.imageAuthSealed ? (JSON.parse(this.secrets.open(r.imageAuthSealed, r.id)) as { username: string; password: string }) : r.imageAuth;
    return {
      sandboxId: r.id,
      image: r.image,
      ...(sealed ? { imageAuth: sealed } : {}),
      ...(r.platform ? { platform: r.platform } : {}),
      entrypoint: r.entrypoint,
      env: r.env,
      resources: parseResources(r.resourceLimits),
      mounts: r.mounts,
      extensions: r.extensions,
      ...this.runtimeClassOf(r),
      execdToken: this.tokenOf(r),
      ...(r.networkPolicy ? { networkPolicy: compile(r.networkPolicy) } : {}),
      ...(r.credentialProxy ? { credentialProxy: true } : {}),
      ...this.vaultCaOf(r),
    };
  }

  private vaultCaOf(r: SandboxRecord): { vaultCa?: CertificateAuthority } {
    return r.vaultCaCert && r.vaultCaKeySealed ? { vaultCa: { cert: r.vaultCaCert, key: this.secrets.open(r.vaultCaKeySealed, r.id) } } : {};
  }

  private runtimeClassOf(r: SandboxRecord): Pick<SandboxSpec, "runtimeClass"> {
    const name = r.extensions[RUNTIME_CLASS_EXTENSION] ?? defaultRuntimeClass(this.config);
    const c = name === undefined ? undefined : runtimeClassesOf(this.config)[name];
    if (name === undefined || !c) return {};
    return { runtimeClass: { name, ...(c.docker_runtime ? { docker: c.docker_runtime } : {}), ...(c.k8s_runtime_class ? { kubernetes: c.k8s_runtime_class } : {}) } };
  }

  /**
   * Moves the record to `status` (keeping lastTransitionAt when neither state nor reason
   * changes), with `also` applied in the same write; only while the record is in `onlyFrom`, when
   * given. Wakes whoever waits for the sandbox to leave Pending.
   */
  private async transition(r: StoredRecord, status: Omit<Status, "lastTransitionAt">, also?: (r: StoredRecord) => boolean | void, onlyFrom?: string): Promise<boolean> {
    let from = r.status.state;
    const written = await this.write(r, (x) => {
      if (onlyFrom !== undefined && x.status.state !== onlyFrom) return false;
      // A sandbox being removed stays so (whoever removes it deletes the record next).
      if (x.status.state === "Stopping" && status.state !== "Stopping") return false;
      from = x.status.state;
      if (also?.(x) === false) return false;
      const changed = x.status.state !== status.state || x.status.reason !== status.reason;
      x.status = { ...status, lastTransitionAt: changed ? new Date().toISOString() : x.status.lastTransitionAt };
      // Every stop of execd is an event, also one that follows another without a ready between.
      if (changed || status.reason === "EXECD_RESTARTING") recordEvent(x, eventOf({ ...x.status, lastTransitionAt: new Date().toISOString() }));
    });
    if (written && status.state !== "Pending") {
      this.ownPending.delete(r.id);
      this.wake(r.id);
    }
    if (this.launched.has(r.id) && (r.runtimeState || !written)) await this.settleLaunched(r.id);
    if (written && from !== status.state) this.observer.transitioned?.(r, from);
    return written;
  }

  /**
   * Applies `change` to `r` and writes it at the revision `r` was read at. When another writer got
   * there first, `r` is re-read and the change applied again. False: the record is gone, or
   * `change` returned false (nothing to write). A change that changes nothing is not written.
   */
  private async write(r: StoredRecord, change: (r: StoredRecord) => boolean | void): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const before = canonical(r);
      if (change(r) === false) return false;
      // Nothing changed (the same observation again, on this replica or another): no write.
      if (canonical(r) === before) return true;
      try {
        r.revision = await this.store.saveSandbox(r);
        return true;
      } catch (err) {
        if (!(err instanceof StoreConflictError) || attempt === MAX_WRITE_ATTEMPTS) throw err;
        const fresh = await this.store.getSandbox(r.id);
        if (!fresh) return false;
        for (const key of Object.keys(r)) delete (r as unknown as Record<string, unknown>)[key];
        Object.assign(r, fresh);
      }
    }
  }

  /**
   * Maps what the runtime observes onto the record (with the runtime's new state, when given),
   * only while the record is in the state the mapping was decided on (another replica may have
   * moved it meanwhile). `running` says nothing new about a Running record, whose reason may be
   * execd's (below).
   */
  private async apply(r: StoredRecord, o: Observation, state?: RuntimeState): Promise<void> {
    if (o.phase === "running" && r.status.state === "Running" && !state) return;
    const from = r.status.state;
    // A sandbox that left Pending has started, and never starts again (no runtime restarts one):
    // "starting" or "not scheduled yet" is an older view than the record's, as a replica whose
    // watch of the runtime lags behind another's has it. Not written (it would turn a Running
    // sandbox Pending until the same replica saw execd again). A node out of touch is news.
    if (o.phase === "pending" && from !== "Pending" && o.reason !== "NODE_UNREACHABLE") return;
    const launched = r.runtimeState ? undefined : this.launched.get(r.id);
    if (launched && from === "Pending" && ((o.phase === "pending" && o.reason === "CONTAINER_STARTING") || o.phase === "running")) {
      // Routine progress that only mirrors the runtime: not written (see `launched`). A wait with
      // a reason of its own (unschedulable, node unreachable) is written, with the runtime's state.
      if (o.phase !== "running") return this.noteUnwritten(r.id, o);
      if (this.runtime.execdServing?.(r.id)) return this.execdChanged(r.id, true, undefined);
      if (!this.execdWaitSince.has(r.id)) this.execdWaitSince.set(r.id, Date.now());
      this.armReadyTimer(r);
      return;
    }
    const keep = state ? (x: StoredRecord) => void (x.runtimeState = state) : launched ? (x: StoredRecord) => void (x.runtimeState ??= launched) : undefined;
    if (o.phase === "running" && from === "Pending") {
      // execd already serves (its event came first, or with the same change of the Pod): Running
      // in one write, not through EXECD_STARTING.
      if (!state && r.runtimeState && this.runtime.execdServing?.(r.id)) return this.execdChanged(r.id, true, undefined);
      // Running means ready: the sandbox stays Pending until the runtime reports execd serving.
      await this.transition(r, { state: "Pending", reason: "EXECD_STARTING", message: `${o.message} Waiting for execd to answer.` }, keep, from);
      // execd may have become ready before this record had the runtime's state (its event then
      // found nothing to make Running, on this replica or the leader).
      if (r.runtimeState && this.runtime.execdServing?.(r.id)) return this.execdChanged(r.id, true, undefined);
      this.armReadyTimer(r);
      return;
    }
    await this.transition(r, statusOf(o), keep, from);
  }

  /** Keeps a routine Pending observation not written; writes the latest once the create is slow (`slowPendingMs`). */
  private noteUnwritten(id: string, o: Observation): void {
    const entry = this.unwritten.get(id);
    if (entry) return void (entry.o = o);
    const timer = setTimeout(() => this.track(this.lock.run(id, () => this.writeUnwritten(id))), this.slowPendingMs);
    timer.unref();
    this.unwritten.set(id, { o, timer });
  }

  private async writeUnwritten(id: string): Promise<void> {
    const o = this.unwritten.get(id)?.o;
    this.unwritten.delete(id);
    const r = await this.store.getSandbox(id);
    const launched = this.launched.get(id);
    // Written meanwhile (Running, Failed, deleted), or its state already in the record: nothing to
    // add. Nor for a wait with nothing to tell (a burst queued at the scheduler): such writes
    // would only slow the burst further.
    if (!o || o.bare || !r || !launched || r.runtimeState || r.status.state !== "Pending" || (r.status.reason === o.reason && r.status.message === o.message)) return;
    await this.transition(r, statusOf(o), (x) => void (x.runtimeState ??= launched), "Pending");
  }

  // ---- waiting for execd's first readiness ------------------------------------------------------

  /** One timer per sandbox waiting for execd's first readiness (Pending/EXECD_STARTING). */
  private readonly readyTimers = new Map<string, NodeJS.Timeout>();

  /** Fails `r` if execd has not become ready `[execd] ready_timeout_seconds` after it started waiting. */
  private armReadyTimer(r: StoredRecord): void {
    if (this.readyTimers.has(r.id) || !this.waitingForExecd(r)) return;
    const deadline = this.execdWaitStart(r) + this.config.execd.ready_timeout_seconds * 1000;
    const id = r.id;
    const timer = setTimeout(() => {
      this.readyTimers.delete(id);
      this.track(this.lock.run(id, () => this.readyTimedOut(id)));
    }, Math.max(0, deadline - Date.now()));
    timer.unref();
    this.readyTimers.set(id, timer);
  }

  private disarmReadyTimer(id: string): void {
    clearTimeout(this.readyTimers.get(id));
    this.readyTimers.delete(id);
  }

  /** Pending with the runtime's sandbox started, execd not serving yet: recorded (EXECD_STARTING), or known here only (`launched`). */
  private waitingForExecd(r: StoredRecord): boolean {
    if (r.status.state !== "Pending") return false;
    return r.status.reason === "EXECD_STARTING" || (!r.runtimeState && this.execdWaitSince.has(r.id) && this.launched.has(r.id));
  }

  private execdWaitStart(r: StoredRecord): number {
    return r.status.reason === "EXECD_STARTING" ? Date.parse(r.status.lastTransitionAt) : (this.execdWaitSince.get(r.id) ?? Date.now());
  }

  /** The runtime's state of a sandbox: the record's, else what this replica keeps of one it created (`launched`). */
  private stateOf(r: StoredRecord): RuntimeState | undefined {
    return r.runtimeState ?? this.launched.get(r.id);
  }

  /** Whether a create of `r` keeps the runtime's state here until the record leaves Pending (see `launched`). */
  private defersState(r: StoredRecord): boolean {
    return this.store.costlyWrites === true && !r.networkPolicy && !r.mounts.some((m) => m.kind === "volume") && !r.runtimeId;
  }

  /**
   * Ends the in-memory keeping of a launched sandbox once its record carries the state, or no
   * longer can: when the record is gone, being removed, failed, or provisioned by another
   * replica now. A record that was deleted meanwhile gets its runtime sandbox removed here
   * (nothing may outlive the record); another provisioner owns the sandbox by its name.
   */
  private async settleLaunched(id: string): Promise<void> {
    const state = this.launched.get(id);
    if (!state) return;
    const r = await this.store.getSandbox(id);
    if (r?.runtimeState || (r?.status.state === "Pending" && r.provisioner === this.coordination.replica)) {
      if (r.runtimeState) this.forgetLaunched(id);
      return;
    }
    this.forgetLaunched(id);
    if (r?.status.state === "Pending") return; // taken over by the leader: its create replaces this one
    this.log.info({ sandboxId: id, state: r?.status.state ?? "gone" }, "sandbox removed during its create; removing what was created");
    await this.runtime.remove(id, state).catch((err: unknown) => this.log.warn({ err, sandboxId: id }, "could not remove a sandbox whose record went during its create"));
  }

  private forgetLaunched(id: string): void {
    this.launched.delete(id);
    this.execdWaitSince.delete(id);
  }

  /** execd did not become ready in time: what the runtime sees now, else Failed/EXECD_START_TIMEOUT. Callers hold the lock. */
  private async readyTimedOut(id: string): Promise<void> {
    const r = await this.store.getSandbox(id);
    const runtimeState = r && this.stateOf(r);
    if (!r || !runtimeState || !this.waitingForExecd(r)) return;
    // The wait may have started again meanwhile (the container was restarting): its own deadline.
    if (Date.now() < this.execdWaitStart(r) + this.config.execd.ready_timeout_seconds * 1000) return this.armReadyTimer(r);
    const o = await this.runtime.observe(runtimeIdOf(r), runtimeState);
    if (o.phase !== "running") return this.apply(r, o);
    // Failed first, only if still waiting (another replica may have seen execd ready meanwhile);
    // then the sandbox is removed (as when provisioning fails): a Failed record has no live sandbox.
    const seconds = this.config.execd.ready_timeout_seconds;
    const message = `execd did not become ready within ${seconds} s of the entrypoint starting; the sandbox was removed.`;
    this.log.warn({ sandboxId: id, reason: "EXECD_START_TIMEOUT", message }, "sandbox failed");
    const failed = await this.transition(r, { state: "Failed", reason: "EXECD_START_TIMEOUT", message }, (x) => {
      if (!this.waitingForExecd(x)) return false;
      dropImageAuth(x);
    });
    if (!failed) return;
    this.forgetLaunched(id);
    await this.runtime.remove(runtimeIdOf(r), runtimeState).catch((err: unknown) => this.log.warn({ err, sandboxId: id }, "could not remove a sandbox whose execd never became ready"));
  }

  /**
   * execd serves for the first time in a Pending sandbox: it becomes Running. execd stopped (and
   * osb-init or the kubelet restarts it) or serves again in a Running sandbox: the sandbox stays
   * Running, and its status says so (EXECD_RESTARTING, then EXECD_RESTARTED with the count),
   * since commands fail meanwhile. Callers hold the sandbox's lock.
   */
  private async execdChanged(id: string, ready: boolean, why: string | undefined, state?: RuntimeState): Promise<void> {
    const r = await this.store.getSandbox(id);
    if (!r) return this.settleLaunched(id);
    if (r.claiming) return; // being handed over from a pool: Running once execd took it
    if (r?.status.state === "Pending" && this.stateOf(r) && ready) {
      // The first readiness: now the sandbox is Running, and its first command needs no retry
      // (on any replica: what the runtime learned with it is in the same write, and a state kept
      // here until now, `launched`, too).
      this.disarmReadyTimer(id);
      await this.transition(r, { state: "Running", reason: "CONTAINER_RUNNING", message: "The entrypoint is running and execd answers." }, (x) => {
        const base = x.runtimeState ?? (x.provisioner === this.coordination.replica ? this.launched.get(id) : undefined);
        if (!base) return false;
        x.runtimeState = state ? { ...base, ...state } : base;
      });
      return;
    }
    if (r?.status.state !== "Running") return;
    if (!ready) {
      this.log.warn({ sandboxId: id, why }, "execd stopped");
      await this.transition(
        r,
        { state: "Running", reason: "EXECD_RESTARTING", message: `execd stopped${why ? ` (${why})` : ""} and is being restarted; commands fail until it is back.` },
        (x) => void (x.execd = { restarts: (x.execd?.restarts ?? 0) + 1, ...(why ? { lastStop: why } : {}) }),
      );
    } else if (r.execd?.restarts) {
      const { restarts, lastStop } = r.execd;
      await this.transition(r, {
        state: "Running",
        reason: "EXECD_RESTARTED",
        message: `The entrypoint is running; execd was restarted ${restarts} time${restarts === 1 ? "" : "s"}${lastStop ? ` (last stop: ${lastStop})` : ""}.`,
      });
    }
  }

  /** Observes a sandbox the runtime has and applies what it sees. Callers hold the sandbox's lock. */
  private async sync(id: string): Promise<void> {
    const r = await this.store.getSandbox(id);
    if (!r) return this.settleLaunched(id);
    const runtimeState = this.stateOf(r);
    // Never created, being removed, or being handed over from a pool.
    if (!runtimeState || r.status.state === "Stopping" || r.claiming) return;
    const o = await this.runtime.observe(runtimeIdOf(r), runtimeState);
    if (o.phase === "gone" && (r.status.state === "Failed" || r.status.state === "Terminated")) return;
    await this.apply(r, o);
  }

  // ---- waiting for Pending to end ---------------------------------------------------------------

  private readonly settledWaiters = new Map<string, Set<() => void>>();

  private wake(id: string): void {
    for (const resolve of this.settledWaiters.get(id) ?? []) resolve();
    this.settledWaiters.delete(id);
  }

  /** Resolves when the sandbox leaves Pending (or is removed), or after `ms`. */
  private async settled(id: string, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    let done!: () => void;
    const waiters = this.settledWaiters.get(id) ?? new Set();
    this.settledWaiters.set(id, waiters);
    await new Promise<void>((resolve) => {
      done = resolve;
      waiters.add(done);
      timer = setTimeout(done, ms);
    });
    clearTimeout(timer);
    waiters.delete(done);
    if (!waiters.size && this.settledWaiters.get(id) === waiters) this.settledWaiters.delete(id);
  }

  // ---- reads ------------------------------------------------------------------------------------

  private async record(id: string): Promise<StoredRecord> {
    const r = await this.store.getSandbox(id);
    if (!r) throw this.notFound(id);
    return r;
  }

  /**
   * Sandboxes this process removed lately, and why: a 404 about one says whether it expired or
   * was deleted, and when. In memory only (a restarted server answers the plain 404), at most
   * GONE_MAX entries, each kept GONE_KEEP_MS.
   */
  private readonly gone = new Map<string, { why: "expired" | "deleted"; at: string; expiresAt?: string }>();

  private rememberGone(r: StoredRecord, why: "expired" | "deleted"): void {
    this.gone.delete(r.id);
    this.gone.set(r.id, { why, at: new Date().toISOString(), ...(r.expiresAt ? { expiresAt: r.expiresAt } : {}) });
    for (const id of this.gone.keys()) {
      if (this.gone.size <= GONE_MAX) break;
      this.gone.delete(id);
    }
  }

  /** 404 SANDBOX_NOT_FOUND, saying why when this process removed the sandbox lately. */
  private notFound(id: string): ApiError {
    const g = this.gone.get(id);
    if (!g || Date.now() - Date.parse(g.at) > GONE_KEEP_MS) return notFound(id);
    return new ApiError(
      "SANDBOX_NOT_FOUND",
      g.why === "expired"
        ? `sandbox ${id} not found: it expired at ${g.expiresAt ?? g.at} (its timeout ran out) and was removed`
        : `sandbox ${id} not found: it was deleted at ${g.at}`,
    );
  }

  async get(id: string): Promise<Sandbox> {
    return toSandbox(await this.record(id));
  }

  async list(q: ListQuery): Promise<ListSandboxesResponse> {
    // Free text: a state this server does not have (upstream's `Allocated`) matches nothing.
    const states = (q.state ?? []).flatMap((s) => s.split(",")).filter(Boolean);
    const metadata = parseMetadataFilter(q.metadata);
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const { items, total } = await this.store.querySandboxes({ states, ...(metadata ? { metadata } : {}), offset: (page - 1) * pageSize, limit: pageSize });
    const totalPages = Math.ceil(total / pageSize);
    return {
      items: items.map(toSandbox),
      pagination: { page, pageSize, totalItems: total, totalPages, hasNextPage: page < totalPages },
    };
  }

  // ---- changes ----------------------------------------------------------------------------------

  async delete(id: string): Promise<void> {
    await this.record(id);
    await this.lock.run(id, async () => {
      const r = await this.record(id);
      await this.transition(r, { state: "Stopping", reason: "DELETE_REQUESTED", message: "Sandbox deletion requested." });
      await this.destroy(r);
      this.rememberGone(r, "deleted");
      this.observer.removed?.(r, "deleted");
    });
  }

  /** Removes the sandbox from the runtime (with what it owns there), then the record. Callers hold the lock. */
  private async destroy(r: StoredRecord): Promise<void> {
    await this.runtime.remove(runtimeIdOf(r), this.stateOf(r));
    this.forgetLaunched(r.id);
    await this.store.deleteSandbox(r.id);
    this.ownPending.delete(r.id);
    this.vaultRestored.delete(r.id);
    if (r.runtimeId) this.byRuntimeId.delete(r.runtimeId);
    this.wake(r.id);
    this.log.info({ sandboxId: r.id }, "sandbox removed");
  }

  private readonly expiring = new Set<string>();

  /** Removes sandboxes whose expiresAt has passed (every 500 ms, so well within 5 s). */
  async expireDue(now = Date.now()): Promise<void> {
    for (const id of await this.store.dueSandboxIds(now)) {
      if (this.expiring.has(id)) continue;
      this.expiring.add(id);
      this.track(
        this.lock
          .run(id, async () => {
            const r = await this.store.getSandbox(id);
            if (!r?.expiresAt || Date.parse(r.expiresAt) > Date.now()) return; // renewed meanwhile
            // Still due on the record written (a renewal on another replica wins), and not being
            // removed already (by a delete, or an earlier leader: reconcile finishes those).
            const due = (x: StoredRecord) => x.status.state !== "Stopping" && x.expiresAt !== undefined && Date.parse(x.expiresAt) <= Date.now();
            if (!(await this.transition(r, { state: "Stopping", reason: "EXPIRED", message: "The sandbox reached its expiration time." }, due))) return;
            this.log.info({ sandboxId: id, expiresAt: r.expiresAt }, "sandbox expired");
            await this.destroy(r);
            this.rememberGone(r, "expired");
            this.observer.removed?.(r, "expired");
          })
          .finally(() => this.expiring.delete(id)),
      );
    }
  }

  async patchMetadata(id: string, patch: Record<string, string | null>): Promise<Sandbox> {
    await this.record(id);
    return this.lock.run(id, async () => {
      const r = await this.record(id);
      const ok = await this.write(r, (x) => {
        const next: Record<string, string> = { ...x.metadata };
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) delete next[k];
          else next[k] = v;
        }
        x.metadata = checkMetadata(next);
      });
      if (!ok) throw this.notFound(id);
      return toSandbox(r);
    });
  }

  async renew(id: string, expiresAt: string): Promise<{ expiresAt: string }> {
    await this.record(id);
    const at = Date.parse(expiresAt);
    if (Number.isNaN(at)) throw invalid(`expiresAt must be an RFC 3339 date-time, got "${expiresAt}"`);
    if (at <= Date.now()) throw invalid(`expiresAt must be in the future, got ${expiresAt}`);
    const max = this.config.server.max_sandbox_timeout_seconds;
    if (at > Date.now() + max * 1000) throw new ApiError("TIMEOUT_TOO_LONG", `expiresAt must be within ${max} seconds from now on this server ([server] max_sandbox_timeout_seconds), got ${expiresAt}`);
    return this.lock.run(id, async () => {
      const r = await this.record(id);
      if (!r.expiresAt) throw new ApiError("SANDBOX_NO_EXPIRATION", `sandbox ${id} was created without a timeout (manual cleanup) and has no expiration to renew`);
      if (r.status.state === "Stopping") throw new ApiError("SANDBOX_BUSY", `sandbox ${id} is being removed`);
      const expires = new Date(at).toISOString();
      // Conditional on the record written: an expiry or delete on another replica may have begun.
      const renewed = await this.write(r, (x) => {
        if (x.status.state === "Stopping") return false;
        x.expiresAt = expires;
      });
      if (!renewed) {
        if (r.status.state === "Stopping" && (await this.store.getSandbox(id))) throw new ApiError("SANDBOX_BUSY", `sandbox ${id} is being removed`);
        throw this.notFound(id);
      }
      return { expiresAt: expires };
    });
  }

  async pause(id: string): Promise<void> {
    await this.record(id);
    if (this.runtime.unsupported.pause) throw new ApiError("NOT_SUPPORTED", this.runtime.unsupported.pause);
    await this.lock.run(id, async () => {
      const r = await this.record(id);
      if (r.status.state !== "Running" || !r.runtimeState) throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${id} is ${describeStatus(r.status)}; only a Running sandbox can be paused`);
      await this.apply(r, await this.runtime.pause(runtimeIdOf(r), r.runtimeState).catch((err) => this.refused(id, err, "SANDBOX_NOT_RUNNING")));
    });
  }

  async resume(id: string): Promise<void> {
    await this.record(id);
    if (this.runtime.unsupported.pause) throw new ApiError("NOT_SUPPORTED", this.runtime.unsupported.pause);
    await this.lock.run(id, async () => {
      const r = await this.record(id);
      if (r.status.state !== "Paused" || !r.runtimeState) throw new ApiError("SANDBOX_NOT_PAUSED", `sandbox ${id} is ${describeStatus(r.status)}; only a Paused sandbox can be resumed`);
      await this.apply(r, await this.runtime.resume(runtimeIdOf(r), r.runtimeState).catch((err) => this.refused(id, err, "SANDBOX_NOT_PAUSED")));
    });
  }

  /**
   * The runtime refused a pause or resume because the sandbox is not in the state the record says
   * (changed outside OpenSandbox, or gone): re-read it and answer 409 with the state now recorded.
   * Callers hold the sandbox's lock.
   */
  private async refused(id: string, err: unknown, code: "SANDBOX_NOT_RUNNING" | "SANDBOX_NOT_PAUSED"): Promise<never> {
    if (!(err instanceof RuntimeError) || !["CONTAINER_CONFLICT", "CONTAINER_MISSING"].includes(err.reason)) throw err;
    await this.sync(id).catch((syncErr: unknown) => this.log.warn({ err: syncErr, sandboxId: id }, "could not re-read the sandbox"));
    const state = (await this.store.getSandbox(id))?.status.state ?? "gone";
    throw new ApiError(code, `sandbox ${id} is ${state}: ${err.message}`);
  }

  // ---- endpoints --------------------------------------------------------------------------------

  /**
   * Address and headers for reaching `port` inside the sandbox. Official clients ask right after
   * create, so a Pending sandbox is waited for (bounded by endpoint_wait_seconds).
   */
  async endpoint(id: string, port: number, q: EndpointQuery): Promise<Endpoint> {
    let r = await this.record(id);
    // The egress API is this server's, never anything listening in the sandbox (specs/egress-api.yaml);
    // it serves a Pending sandbox too.
    if (port === EGRESS_PORT && r.networkPolicy) {
      return { endpoint: `${q.requestHost}/sandboxes/${encodeURIComponent(id)}/egress`, headers: { [EGRESS_AUTH_HEADER]: this.secrets.egressToken(id) } };
    }
    if (r.status.state === "Pending" && !q.useServerProxy) {
      await this.settled(id, this.config.server.endpoint_wait_seconds * 1000);
      r = await this.record(id);
    }
    if (q.expires !== undefined) {
      if (q.useServerProxy) throw invalid("expires cannot be combined with use_server_proxy");
      if (this.runtime.unsupported.signedEndpoints) throw new ApiError("NOT_SUPPORTED", this.runtime.unsupported.signedEndpoints);
      // The server proxy's signed route: no headers, the token in the path is the credential.
      return { endpoint: `${q.requestHost}/sandboxes/${encodeURIComponent(id)}/signed/${port}/${this.signer.issue(id, port, q.expires)}` };
    }
    // [ingress] mode = "gateway": every endpoint leads through this server's proxy.
    if (q.useServerProxy || this.config.ingress.mode === "gateway") {
      return { endpoint: `${q.requestHost}/sandboxes/${id}/proxy/${port}`, ...(q.apiKey ? { headers: { "OPEN-SANDBOX-API-KEY": q.apiKey } } : {}) };
    }
    // A sandbox that will not run again has no reachable ports, whatever address its runtime kept.
    const over = r.status.state === "Failed" || r.status.state === "Terminated" || r.status.state === "Stopping";
    const address = !over && r.runtimeState && this.runtime.endpoint(runtimeIdOf(r), r.runtimeState, port);
    if (!address) throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${id} is ${describeStatus(r.status)}; ${notRunningHint(r.status.state)}`);
    return { endpoint: address.address, ...(address.execd ? { headers: { [EXECD_TOKEN_HEADER]: this.tokenOf(r) } } : {}) };
  }

  private readonly lastAccessRenewal = new Map<string, number>();

  /**
   * Renew-on-access: a sandbox created with extensions["access.renew.extend.seconds"] = N has its
   * expiration pushed to at least now + N whenever the server proxy serves it (at most once a
   * minute per sandbox, and never beyond max_sandbox_timeout_seconds).
   */
  async touch(id: string): Promise<void> {
    const r = await this.store.getSandbox(id);
    const extend = Number(r?.extensions[RENEW_EXTENSION]);
    if (!r?.expiresAt || !extend || r.status.state !== "Running") return;
    const now = Date.now();
    if (now - (this.lastAccessRenewal.get(id) ?? 0) < 60_000) return;
    this.lastAccessRenewal.set(id, now);
    const max = this.config.server.max_sandbox_timeout_seconds;
    const target = Math.min(now + extend * 1000, now + max * 1000);
    await this.lock.run(id, async () => {
      const fresh = await this.store.getSandbox(id);
      if (!fresh?.expiresAt || Date.parse(fresh.expiresAt) >= target) return;
      await this.write(fresh, (x) => {
        if (x.status.state === "Stopping" || !x.expiresAt || Date.parse(x.expiresAt) >= target) return false;
        x.expiresAt = new Date(target).toISOString();
      });
      this.log.debug({ sandboxId: id, expiresAt: fresh.expiresAt }, "renewed on access");
    });
  }

  // ---- egress policy (specs/egress-api.yaml) ---------------------------------------------------

  /** Whether `token` is the sandbox's egress token (constant time; the HTTP layer's check). */
  egressTokenMatches(id: string, token: string): boolean {
    const want = Buffer.from(this.secrets.egressToken(id));
    const got = Buffer.from(token);
    return got.length === want.length && timingSafeEqual(got, want);
  }

  async egressPolicy(id: string): Promise<PolicyStatusResponse> {
    return policyStatus(compile(this.policyRecord(await this.record(id)).networkPolicy!));
  }

  patchEgressPolicy(id: string, rules: NetworkRule[]): Promise<PolicyStatusResponse> {
    return this.changeEgress(id, (p) => patchPolicy(p, rules));
  }

  deleteEgressRules(id: string, targets: string[]): Promise<PolicyStatusResponse> {
    return this.changeEgress(id, (p) => removeTargets(p, targets));
  }

  private policyRecord(r: SandboxRecord): SandboxRecord {
    if (!r.networkPolicy) throw new ApiError("EGRESS_NOT_ENABLED", `sandbox ${r.id} was created without networkPolicy: it has no egress policy to read or change`);
    return r;
  }

  /** Applies a change to the policy in the runtime (new connections follow it at once), then records it. */
  private changeEgress(id: string, change: (p: Policy) => Policy): Promise<PolicyStatusResponse> {
    return this.lock.run(id, async () => {
      const r = this.policyRecord(await this.record(id));
      const next = change(compile(r.networkPolicy!));
      // The vault's hosts must stay allowed by the policy: a change that would strand a binding is refused.
      const vault = this.vaultOf(r);
      if (vault) vaults.validate(vault, next);
      const live = ["Running", "Pausing", "Paused", "Resuming"].includes(r.status.state);
      if (!live && r.status.state !== "Pending") throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${id} is ${describeStatus(r.status)}; ${notRunningHint(r.status.state)}`);
      // A Pending sandbox not in the runtime yet starts with the recorded policy.
      if (r.runtimeState) {
        await this.restoreInRuntime(r);
        await this.runtime.egress!.apply(runtimeIdOf(r), r.runtimeState, next);
      }
      await this.write(r, (x) => {
        x.networkPolicy = toWire(next);
      });
      return policyStatus(next);
    });
  }

  /** After a restart: the runtime takes over enforcement of a live sandbox's recorded policy (and its vault). */
  private async restoreEgress(id: string): Promise<void> {
    const r = await this.store.getSandbox(id);
    if (!r?.networkPolicy || !r.runtimeState || !this.runtime.egress) return;
    if (!["Running", "Pausing", "Paused", "Resuming", "Pending"].includes(r.status.state)) return;
    await this.restoreInRuntime(r).catch((err: unknown) => this.log.error({ err, sandboxId: id }, "could not restore the egress policy"));
  }

  /** The runtime enforces the record's policy and vault (a no-op when it already does). */
  private async restoreInRuntime(r: SandboxRecord): Promise<void> {
    const egress = this.runtime.egress!;
    if (!r.runtimeState) return;
    const fresh = !this.vaultRestored.has(r.id);
    await egress.restore(runtimeIdOf(r), r.runtimeState, compile(r.networkPolicy!), this.vaultCaOf(r).vaultCa);
    if (r.credentialProxy && fresh && egress.vault) {
      const vault = this.vaultOf(r);
      if (vault) await egress.vault(runtimeIdOf(r), r.runtimeState, vault);
      this.vaultRestored.add(r.id);
    }
  }

  // ---- credential vault (specs/egress-api.yaml, /credential-vault) -------------------------------

  /** Sandboxes whose vault this process has handed to the runtime (after a restart, the first use does). */
  private readonly vaultRestored = new Set<string>();

  private vaultOf(r: SandboxRecord): vaults.Vault | undefined {
    return r.vaultSealed ? (JSON.parse(this.secrets.open(r.vaultSealed, r.id)) as vaults.Vault) : undefined;
  }

  /** The record of a sandbox whose vault API may be used (412 without credentialProxy). */
  private vaultRecord(r: SandboxRecord): SandboxRecord {
    this.policyRecord(r);
    if (!r.credentialProxy) throw new ApiError("CREDENTIAL_PROXY_NOT_ENABLED", `sandbox ${r.id} was created without credentialProxy: {enabled: true}; nothing intercepts its requests, so it can have no credential vault`);
    return r;
  }

  private async readVault(id: string): Promise<vaults.Vault> {
    const vault = this.vaultOf(this.vaultRecord(await this.record(id)));
    if (!vault) throw new ApiError("VAULT_NOT_FOUND", `sandbox ${id} has no credential vault yet: create it with POST /credential-vault`);
    return vault;
  }

  /** Changes the vault: in force in the runtime first (the next request follows it), then sealed in the record. */
  private changeVault(id: string, change: (current: vaults.Vault | undefined, policy: Policy) => vaults.Vault | undefined): Promise<vaults.Vault | undefined> {
    return this.lock.run(id, async () => {
      const r = this.vaultRecord(await this.record(id));
      const live = ["Running", "Pausing", "Paused", "Resuming", "Pending"].includes(r.status.state);
      if (!live) throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${id} is ${describeStatus(r.status)}; ${notRunningHint(r.status.state)}`);
      const next = change(this.vaultOf(r), compile(r.networkPolicy!));
      if (r.runtimeState) {
        await this.restoreInRuntime(r);
        await this.runtime.egress!.vault!(runtimeIdOf(r), r.runtimeState, next);
        this.vaultRestored.add(r.id);
      }
      await this.write(r, (x) => {
        if (next) x.vaultSealed = this.secrets.seal(JSON.stringify(next), x.id);
        else delete x.vaultSealed;
      });
      return next;
    });
  }

  async createVault(id: string, body: CredentialVaultCreateRequest): Promise<CredentialVaultState> {
    const v = await this.changeVault(id, (current, policy) => {
      if (current) throw new ApiError("VAULT_CONFLICT", `sandbox ${id} has a credential vault already (revision ${current.revision}): change it with PATCH`);
      return vaults.create(body, policy);
    });
    return vaults.stateOf(v!);
  }

  async patchVault(id: string, body: CredentialVaultMutationRequest): Promise<CredentialVaultState> {
    const v = await this.changeVault(id, (current, policy) => {
      if (!current) throw new ApiError("VAULT_NOT_FOUND", `sandbox ${id} has no credential vault yet: create it with POST /credential-vault`);
      return vaults.mutate(current, body, policy);
    });
    return vaults.stateOf(v!);
  }

  async deleteVault(id: string): Promise<void> {
    await this.changeVault(id, (current) => {
      if (!current) throw new ApiError("VAULT_NOT_FOUND", `sandbox ${id} has no credential vault`);
      return undefined;
    });
  }

  async getVault(id: string): Promise<CredentialVaultState> {
    return vaults.stateOf(await this.readVault(id));
  }

  async vaultCredentials(id: string): Promise<CredentialListResponse> {
    const v = await this.readVault(id);
    return { revision: v.revision, credentials: v.credentials.map(vaults.credentialView) };
  }

  async vaultCredential(id: string, name: string): Promise<CredentialMetadata> {
    const c = (await this.readVault(id)).credentials.find((x) => x.name === name);
    if (!c) throw new ApiError("VAULT_NOT_FOUND", `the credential vault of sandbox ${id} holds no credential ${JSON.stringify(name)}`);
    return vaults.credentialView(c);
  }

  async vaultBindings(id: string): Promise<CredentialBindingListResponse> {
    const v = await this.readVault(id);
    return { revision: v.revision, bindings: v.bindings.map(vaults.bindingView) };
  }

  async vaultBinding(id: string, name: string): Promise<CredentialBindingMetadata> {
    const b = (await this.readVault(id)).bindings.find((x) => x.name === name);
    if (!b) throw new ApiError("VAULT_NOT_FOUND", `the credential vault of sandbox ${id} holds no binding ${JSON.stringify(name)}`);
    return vaults.bindingView(b);
  }

  /** Where the server itself reaches `port` in the sandbox, and the headers it adds (server proxy). */
  async internalTarget(id: string, port: number): Promise<{ host: string; port: number; headers: Record<string, string> }> {
    const r = await this.record(id);
    if (r.status.state !== "Running") throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${id} is ${describeStatus(r.status)}, not Running; ${notRunningHint(r.status.state)}`);
    const target = r.runtimeState && this.runtime.target(runtimeIdOf(r), r.runtimeState, port);
    if (!target) throw new ApiError("SANDBOX_PORT_UNREACHABLE", `sandbox ${id} has no network address for port ${port}`);
    return { ...target, headers: port === EXECD_PORT ? { [EXECD_TOKEN_HEADER]: this.tokenOf(r) } : {} };
  }
}

/** JSON with object keys sorted (stores may hand records back with their keys in another order). */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  );
}

function eventOf(status: Status): LifecycleEvent {
  const message = status.message && status.message.length > EVENT_MESSAGE_CHARS ? `${status.message.slice(0, EVENT_MESSAGE_CHARS)}…` : status.message;
  return { at: status.lastTransitionAt, state: status.state, ...(status.reason ? { reason: status.reason } : {}), ...(message ? { message } : {}) };
}

/** Appends to the record's bounded event log. */
function recordEvent(r: SandboxRecord, e: LifecycleEvent): void {
  const events = [...(r.events ?? []), e];
  const over = events.length - EVENT_LOG_SIZE;
  if (over > 0) {
    events.splice(0, over);
    r.eventsDropped = (r.eventsDropped ?? 0) + over;
  }
  r.events = events;
}

/** Forgets the pooled sandbox a record was to be served from (it is created afresh instead). */
function dropPoolClaim(r: SandboxRecord): void {
  delete r.runtimeId;
  delete r.runtimeState;
  delete r.pool;
  delete r.claiming;
}

/** Drops the registry credentials from a record (pulled, or never will be). */
function dropImageAuth(r: SandboxRecord): void {
  delete r.imageAuthSealed;
  delete r.imageAuth;
}

function statusOf(o: Observation): Omit<Status, "lastTransitionAt"> {
  return { state: STATE_OF[o.phase], reason: o.reason, message: o.message };
}

function toSandbox(r: SandboxRecord): Sandbox {
  return {
    id: r.id,
    ...(r.imageUri !== undefined ? { image: { uri: r.imageUri } } : {}),
    ...(r.snapshotId !== undefined ? { snapshotId: r.snapshotId } : {}),
    ...(r.platform ? { platform: r.platform as Sandbox["platform"] } : {}),
    status: r.status,
    metadata: r.metadata,
    entrypoint: r.entrypoint,
    ...(r.expiresAt ? { expiresAt: r.expiresAt } : {}),
    createdAt: r.createdAt,
  } as Sandbox;
}

function toCreateResponse(r: SandboxRecord): CreateSandboxResponse {
  const { image: _i, snapshotId: _s, ...rest } = toSandbox(r) as Sandbox & Record<string, unknown>;
  return rest as CreateSandboxResponse;
}
