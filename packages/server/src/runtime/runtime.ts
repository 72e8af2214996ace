// The seam between the lifecycle service and whatever runs sandboxes. The service owns records,
// the state machine, locks, expiry and the execd token; a runtime owns placement, reachability,
// failure diagnosis, volumes and everything it keeps about a sandbox (an opaque JSON state the
// service stores and hands back). Docker implements it (docker.ts); a Kubernetes runtime
// implements the same interface, and every implementation passes the runtime contract suite
// (test/contract/runtime-contract.ts).

import type { EgressReport, Policy } from "../egress/policy.ts";
import type { Vault } from "../egress/vault.ts";
import type { CertificateAuthority } from "../secrets/vault-ca.ts";

/** The port execd listens on inside every sandbox. */
export const EXECD_PORT = 44772;
/** Where execd's runtime folder is mounted in every sandbox (read-only), whatever the runtime. */
export const EXECD_MOUNT = "/opt/opensandbox";

/** Labels every runtime puts on what it creates (containers, Pods, volumes, Secrets). */
export const LABEL_MANAGED = "opensandbox.io/managed-by";
export const LABEL_INSTANCE = "opensandbox.io/instance";
export const LABEL_ID = "opensandbox.io/id";
/** On a warm pool's sandbox: the pool's name (it keeps the label after it is handed to a request). */
export const LABEL_POOL = "opensandbox.io/pool";
/** On a pooled sandbox taken for a request (shared pools): the id of the record it serves. */
export const LABEL_POOL_HOLDER = "opensandbox.io/pool-holder";
export const MANAGED_BY = "opensandbox-ts";
/** The name of a sandbox's engine object (Docker container, Kubernetes Pod and its Secret): operators find it by the id. */
export const objectName = (sandboxId: string) => `sandbox-${sandboxId}`;

/**
 * Resources already parsed from the API's strings ("500m", "1Gi"). `diskBytes` bounds what the
 * sandbox may write to its own filesystem (volumes not included): the runtime makes writes beyond
 * it fail, or stops the sandbox with reason DISK_LIMIT_EXCEEDED soon after it goes over.
 */
export type Resources = { nanoCpus?: number; memoryBytes?: number; diskBytes?: number; gpus?: number | "all" };

/** A volume of the request: a host directory, a named persistent volume (`pvc`), or an OSSFS bucket. */
export type MountSpec =
  | { kind: "bind"; source: string; target: string; readOnly: boolean }
  | { kind: "volume"; name: string; target: string; readOnly: boolean; subPath?: string; create: boolean; deleteWithSandbox?: boolean }
  | { kind: "ossfs"; volume: string; target: string; readOnly: boolean };

/** What a sandbox should run; runtimes derive names and labels from `sandboxId`. */
export interface SandboxSpec {
  sandboxId: string;
  image: string;
  imageAuth?: { username: string; password: string };
  platform?: { os: string; arch: string };
  entrypoint: string[];
  env: Record<string, string>;
  resources: Resources;
  mounts: MountSpec[];
  /** The request's extensions (runtime-specific options such as a pool reference). */
  extensions: Record<string, string>;
  /**
   * The runtime class the sandbox runs under (extensions.runtimeClass, else the server's default),
   * with what provides it on each runtime: Docker's OCI runtime name, Kubernetes' RuntimeClass.
   * Absent: the engine's default runtime.
   */
  runtimeClass?: { name: string; docker?: string; kubernetes?: string };
  /** Secret execd requires; the runtime injects execd and hands it this token only. */
  execdToken: string;
  /** The warm pool this sandbox is started for (services/pools.ts); runtimes label it so. */
  pool?: string;
  /** Outbound policy to enforce from the first instruction on (`networkPolicy`); absent: unrestricted. */
  networkPolicy?: Policy;
  /** `credentialProxy.enabled`: requests to bound hosts go through the credential vault (needs `networkPolicy`). */
  credentialProxy?: boolean;
  /** With `credentialProxy`: the sandbox's certificate authority, whose certificate it trusts from its first instruction. */
  vaultCa?: CertificateAuthority;
}

/** Egress enforcement of a runtime that offers `networkPolicy`. */
export interface RuntimeEgress {
  /** Replaces a running sandbox's policy: new connections follow it at once, established ones continue. */
  apply(sandboxId: string, state: RuntimeState, policy: Policy): Promise<void>;
  /** After a server restart: takes over enforcement (DNS answers) for a sandbox created with a policy. */
  restore(sandboxId: string, state: RuntimeState, policy: Policy, vaultCa?: CertificateAuthority): Promise<void>;
  /**
   * Puts a credential vault in force for a sandbox created with `credentialProxy` (undefined:
   * none): its next request follows it. Absent when the runtime has no credential vault.
   */
  vault?(sandboxId: string, state: RuntimeState, vault: Vault | undefined): Promise<void>;
  /** Denials so far (packets dropped, DNS queries refused, recent ones); undefined when it has none for the sandbox. */
  report(sandboxId: string): Promise<EgressReport | undefined>;
}

/**
 * What a runtime keeps about one sandbox (container id, addresses, volumes it created, …): JSON
 * the service stores with the record and passes back, never reads.
 */
export type RuntimeState = { readonly [key: string]: unknown };

/**
 * Runtime-neutral phases: `pending` (being set up: pulling, scheduling, starting), `running`,
 * `paused`, `exited` (the entrypoint ended successfully), `failed` (it could not start or ended
 * badly), `gone` (the runtime has nothing for this sandbox).
 */
export type Phase = "pending" | "running" | "paused" | "exited" | "failed" | "gone";

/** What the runtime sees of a sandbox now, with the reason and message clients will read. */
export interface Observation {
  phase: Phase;
  /** An upper-case reason listed in docs/ERRORS.md, e.g. CONTAINER_RUNNING, IMAGE_PULLING. */
  reason: string;
  message: string;
  /**
   * A routine wait the runtime can tell nothing about beyond its reason yet (Kubernetes: a Pod no
   * node has reported on, as in a burst queued at the scheduler): not worth a write of its own.
   */
  bare?: true;
}

/**
 * What the runtime reports while watching: `changed` (observe that sandbox again), `resync`
 * (events may have been missed, e.g. after a reconnect: observe everything again) and `execd`
 * (execd's readiness in a sandbox changed: `ready` once it serves — Docker: execd's "execd ready"
 * line; Kubernetes: the Pod's readiness probe on execd — and not ready when it stopped, with
 * `why` — Docker: osb-init's "execd exited (status N); restarting in M ms" line; Kubernetes: the
 * probe failing or the container restarting).
 */
export type RuntimeEvent =
  | { type: "changed"; sandboxId: string }
  | { type: "resync" }
  /**
   * `state`: runtime state the service merges into the sandbox's record with execd's first
   * readiness, for what only this server knows yet (Kubernetes: the Pod address execd announced
   * itself from, before kubelet reports it), so other replicas can reach the sandbox at once.
   */
  | { type: "execd"; sandboxId: string; ready: boolean; why?: string; state?: RuntimeState };

/** An address clients use for a port: `host:port`, possibly with a path; `execd` when it leads through execd (which wants the token). */
export type EndpointAddress = { address: string; execd: boolean };

/** Bounds of a `logs` read: the newest lines are kept. */
export type LogLimits = { tailLines: number; maxBytes: number };

/** What a sandbox's processes wrote, as the runtime kept it; `truncated` when older output was left out. */
export type SandboxLogs = { text: string; truncated: boolean };

/**
 * Applies `limits` to log lines (oldest first), keeping the newest whole lines; `more`: the
 * runtime already left older lines out. For runtimes implementing `logs`.
 */
export function boundLog(lines: string[], limits: LogLimits, more = false): SandboxLogs {
  let truncated = more || lines.length > limits.tailLines;
  const kept = lines.slice(-limits.tailLines);
  let bytes = 0;
  let first = kept.length;
  while (first > 0 && bytes + Buffer.byteLength(kept[first - 1]!) + 1 <= limits.maxBytes) bytes += Buffer.byteLength(kept[--first]!) + 1;
  if (first > 0) truncated = true;
  const out = kept.slice(first);
  return { text: out.length ? `${out.join("\n")}\n` : "", truncated };
}

/** A pooled sandbox as the runtime's own objects show it: any server replica's, idle, starting or taken. */
export type SharedPoolMember = {
  id: string;
  pool: string;
  state: RuntimeState;
  /** execd serves in it (what `watch` last reported). */
  ready: boolean;
  /** The record it was taken for, and when (ms since the epoch); absent while nobody took it. */
  holder?: { recordId: string; at: number };
};

/**
 * Pools whose members live in the runtime's objects rather than in one server process, so several
 * replicas share them and a restarted server finds them again (Kubernetes: labelled Pods). The
 * pool manager reads members from here and takes one with a single conditional write.
 */
export interface SharedPools {
  /** Every pooled sandbox of this instance; undefined until the runtime has a complete view (its watch synced). */
  members(): SharedPoolMember[] | undefined;
  /**
   * Marks the pooled sandbox as taken for `recordId` in one conditional write to the runtime's
   * object: true for exactly one caller, false when it is taken already or gone.
   */
  acquire(id: string, recordId: string): Promise<boolean>;
}

/** A provisioning failure: the sandbox becomes `Failed` with this reason and message. */
export class RuntimeError extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
    this.name = "RuntimeError";
  }
}

/**
 * The runtime could not reach its engine (Docker's socket, the Kubernetes API): nothing about the
 * sandbox was decided. `prepare` and `create` throw it; the service keeps the sandbox Pending
 * (reason ENGINE_UNAVAILABLE) and tries again until `[docker] engine_wait_seconds` have passed,
 * so `create` must cope with what an attempt cut short left behind (it already replaces leftovers).
 */
export class EngineUnavailableError extends RuntimeError {
  constructor(message: string) {
    super("ENGINE_UNAVAILABLE", message);
    this.name = "EngineUnavailableError";
  }
}

export interface Runtime {
  /**
   * Features this runtime does not have, each with the message of the typed refusal clients get
   * (NOT_SUPPORTED). Absent: supported. `signedEndpoints`: the server proxy cannot serve signed
   * routes to this runtime's sandboxes (every runtime with `target` can). `pools`: warm pools
   * (`[[pool]]`) are refused at start with this message.
   */
  readonly unsupported: { pause?: string; snapshots?: string; signedEndpoints?: string; pools?: string };
  /** Egress enforcement; absent when the runtime refuses `networkPolicy` (its `check` says why). */
  readonly egress?: RuntimeEgress;
  ping(): Promise<void>;
  /** Refuses, with an ApiError, a request this runtime cannot run; called before the request is accepted. */
  check(spec: SandboxSpec): void;
  /**
   * Slow work before `create` that changes no sandbox (pulling the image), reporting progress as
   * pending observations. Throws RuntimeError (IMAGE_PULL_FAILED with the registry's message),
   * EngineUnavailableError when the engine cannot be reached.
   */
  prepare(spec: SandboxSpec, progress: (o: Observation) => Promise<void>): Promise<void>;
  /**
   * Creates the sandbox and sets it going (volumes, execd, entrypoint), replacing what an earlier,
   * interrupted attempt for the same id left behind. Returns the state to keep and what it sees
   * now (often still `pending`: later changes arrive through `watch`). Throws RuntimeError,
   * EngineUnavailableError when the engine cannot be reached (the service calls it again later).
   */
  create(spec: SandboxSpec): Promise<{ state: RuntimeState; observation: Observation }>;
  /** What the sandbox is now, with the failure diagnosed when it failed; `gone` when nothing is left of it. */
  observe(sandboxId: string, state: RuntimeState): Promise<Observation>;
  /**
   * Freezes the sandbox, keeping its memory; returns what it is then. A sandbox whose state
   * forbids it throws RuntimeError("CONTAINER_CONFLICT"); one that is gone, "CONTAINER_MISSING".
   */
  pause(sandboxId: string, state: RuntimeState): Promise<Observation>;
  resume(sandboxId: string, state: RuntimeState): Promise<Observation>;
  /** Removes the sandbox and what it owns (volumes created for it); what is already gone is no error. */
  remove(sandboxId: string, state: RuntimeState | undefined): Promise<void>;
  /** Ids of every sandbox this server instance has in the runtime. */
  listOwned(): Promise<string[]>;
  /** Follows changes; the first event of every (re)connection is `resync`. Returns a function that stops it. */
  watch(listener: (e: RuntimeEvent) => void): () => void;
  /**
   * What the sandbox's processes (entrypoint, and the runtime's own helpers in it such as
   * osb-init and execd) wrote to standard output and error, interleaved as written, one line per
   * line, each prefixed with its RFC 3339 time and a space: the last `tailLines` lines and at
   * most `maxBytes` bytes of them (newest kept, whole lines), `truncated` when more was there.
   * Works for a sandbox that has ended, as long as the runtime still has it; undefined when it
   * has nothing for the sandbox any more. Diagnostics only: never parsed by the service.
   */
  logs(sandboxId: string, state: RuntimeState | undefined, limits: LogLimits): Promise<SandboxLogs | undefined>;
  /** Where clients reach `port` of a running sandbox; undefined while it has no address. */
  endpoint(sandboxId: string, state: RuntimeState, port: number): EndpointAddress | undefined;
  /** Where this server reaches `port` (the server proxy); undefined when it cannot. */
  target(sandboxId: string, state: RuntimeState, port: number): { host: string; port: number } | undefined;
  /**
   * Captures the sandbox's filesystem as image `image`, whose entrypoint is `entrypoint` (not the
   * runtime's wrapper) and whose config carries none of the runtime's secrets.
   */
  commit(sandboxId: string, state: RuntimeState, image: string, opts: { labels: Record<string, string>; entrypoint: string[] }): Promise<void>;
  imageExists(ref: string): Promise<boolean>;
  removeImage(ref: string): Promise<void>;
  /**
   * Whether execd is known to serve in the sandbox now (what `watch` last reported), for a record
   * that got the runtime's state only after the event (another replica created it); optional.
   */
  execdServing?(sandboxId: string): boolean;
  /** Pools shared by every replica through the runtime's objects; absent: each process keeps its own (Docker). */
  readonly sharedPools?: SharedPools;
  /** Lets go of connections to the engine (the service has stopped watching); optional. */
  close?(): Promise<void>;
}

// ---- what every runtime decides the same way -------------------------------------------------

/** Whether a volume made by someone else may be mounted ([storage] allowed_volumes: names, or prefixes ending in "*"). */
export function volumeAllowed(allowed: readonly string[], name: string): boolean {
  return allowed.some((p) => (p.endsWith("*") ? name.startsWith(p.slice(0, -1)) : name === p));
}

/** Registry host of an image reference (Docker Hub's index when it names none). */
export function registryOf(ref: string): string {
  const first = ref.split("/")[0]!;
  return ref.includes("/") && (first.includes(".") || first.includes(":") || first === "localhost") ? first : "https://index.docker.io/v1/";
}

/**
 * An entrypoint that ended with a non-zero `code`, from the last lines it wrote (`output`):
 * osb-init's "cannot run entrypoint" line with 126/127 is CONTAINER_START_FAILED; anything else
 * CONTAINER_EXITED_ERROR quoting the last three lines (and the engine's `detail`, if any).
 */
export function failedExit(code: number, output: string, detail?: string): Observation {
  const tail = output.trim();
  const cannotRun = tail.split("\n").reverse().find((l) => l.startsWith("osb-init: cannot run entrypoint"));
  if (cannotRun && (code === 126 || code === 127)) {
    return { phase: "failed", reason: "CONTAINER_START_FAILED", message: `The entrypoint could not start: ${cannotRun.slice("osb-init: ".length)}.` };
  }
  const last = tail.split("\n").slice(-3).join(" | ").slice(-300);
  return {
    phase: "failed",
    reason: "CONTAINER_EXITED_ERROR",
    message: `The entrypoint exited with code ${code}${detail ? `: ${detail}` : ""}.${last ? ` Last output: ${last}` : ""}`,
  };
}
