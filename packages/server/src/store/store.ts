// The store seam: durable records of sandboxes and snapshots. Asynchronous, and every write is
// conditional on the record's revision (compare-and-set), so several writers (server replicas, a
// store in the Kubernetes API) never overwrite each other's changes unseen. Implementations:
// sqlite.ts (node:sqlite, the default) and memory.ts (unit tests); both pass one contract suite.
import type { NetworkPolicy } from "../generated/egress/types.gen.ts";
import type { MountSpec, RuntimeState } from "../runtime/runtime.ts";

export type Status = {
  state: string;
  reason?: string;
  message?: string;
  lastTransitionAt: string;
};

export interface SandboxRecord {
  id: string;
  /** Set by the store: the record's version, checked and bumped by every write. */
  revision?: number;
  /** Image reference the sandbox runs (the snapshot's image for restores). */
  image: string;
  /** Written before secrets were sealed; read, never written now. */
  imageAuth?: { username: string; password: string };
  /** Registry credentials sealed with the server's key, dropped once the image is pulled. */
  imageAuthSealed?: string;
  /** Set when the request named an image (echoed as `image.uri`). */
  imageUri?: string;
  snapshotId?: string;
  entrypoint: string[];
  env: Record<string, string>;
  metadata: Record<string, string>;
  extensions: Record<string, string>;
  resourceLimits: Record<string, string>;
  platform?: { os: string; arch: string };
  mounts: MountSpec[];
  status: Status;
  createdAt: string;
  /** RFC 3339; absent for manual cleanup. */
  expiresAt?: string;
  /**
   * The execd token of records written before tokens were derived from the server's key; newer
   * records hold none (SecretKey.execdToken).
   */
  execdToken?: string;
  /**
   * The server replica that accepted the create and provisions it (Coordination.replica); the
   * leader takes a Pending record without runtime state over only when that replica is dead.
   */
  provisioner?: string;
  /** The egress policy in force (`networkPolicy` of the request, as changed through the egress API). */
  networkPolicy?: NetworkPolicy;
  /** Created with `credentialProxy: {enabled: true}`: the credential vault intercepts its requests. */
  credentialProxy?: boolean;
  /** The credential vault (egress/vault.ts `Vault`, values included) sealed with the server's key, bound to the record. */
  vaultSealed?: string;
  /** With credentialProxy: the certificate (PEM) of the sandbox's own certificate authority, which it trusts. */
  vaultCaCert?: string;
  /** That authority's key, sealed with the server's key (it never enters the sandbox). */
  vaultCaKeySealed?: string;
  /** What the runtime keeps about the sandbox once it exists there; opaque to everything else. */
  runtimeState?: RuntimeState;
  /**
   * The id the runtime knows the sandbox by, when it is not `id`: a sandbox served from a warm
   * pool runs in the pool's sandbox, started (and labelled) under an id of its own.
   */
  runtimeId?: string;
  /** The warm pool the sandbox was served from. */
  pool?: string;
  /** Set while a pooled sandbox is being handed over; one found set after a restart was cut short. */
  claiming?: boolean;
  /** How often execd stopped in the running sandbox (and was restarted), and why it last stopped. */
  execd?: { restarts: number; lastStop?: string };
  /**
   * The sandbox's last transitions, oldest first (diagnostics): every change of state or reason,
   * and every stop of execd. Bounded (see SandboxService); `eventsDropped` counts those dropped.
   */
  events?: LifecycleEvent[];
  eventsDropped?: number;
}

/** The id the runtime knows a sandbox by (its own id, unless it was served from a warm pool). */
export function runtimeIdOf(r: Pick<SandboxRecord, "id" | "runtimeId">): string {
  return r.runtimeId ?? r.id;
}

/** One recorded transition of a sandbox. */
export type LifecycleEvent = { at: string; state: string; reason?: string; message?: string };

export interface SnapshotRecord {
  id: string;
  /** Set by the store, as for sandboxes. */
  revision?: number;
  sandboxId: string;
  name?: string;
  image: string;
  /** Entrypoint of the source sandbox, the default for restores. */
  entrypoint: string[];
  status: Status;
  createdAt: string;
}

export type SandboxQuery = {
  /** Any of these states, compared case-insensitively. */
  states?: string[];
  /** Every pair must match. */
  metadata?: Record<string, string>;
  offset: number;
  limit: number;
};

/** A conditional write lost: the record changed (or appeared, or vanished) since it was read. */
export class StoreConflictError extends Error {
  override name = "StoreConflictError";
}

export interface Store {
  /**
   * Every write is a request to a remote API server shared by the fleet (the Kubernetes store):
   * the service then leaves out writes that only mirror what the runtime reports while a create
   * is Pending (SandboxService, "launched").
   */
  readonly costlyWrites?: boolean;

  /** A value kept across restarts, created on first use (e.g. this server's instance id); the first writer wins. */
  meta(key: string, create: () => string): Promise<string>;

  getSandbox(id: string): Promise<SandboxRecord | undefined>;
  /**
   * Writes `r` if the stored revision is still `r.revision` (no revision: the id must be new) and
   * returns the new revision. Throws StoreConflictError otherwise.
   */
  saveSandbox(r: SandboxRecord): Promise<number>;
  /** Deletes the record if it is still at `revision` (any revision when omitted); false if absent. Throws StoreConflictError. */
  deleteSandbox(id: string, revision?: number): Promise<boolean>;
  /** Every sandbox, newest first. */
  allSandboxes(): Promise<SandboxRecord[]>;
  /** Sandboxes matching the query, newest first (created_at, then id), and how many match in all. */
  querySandboxes(q: SandboxQuery): Promise<{ items: SandboxRecord[]; total: number }>;
  /** Ids of sandboxes whose expiresAt is at or before `nowMs`, soonest first. */
  dueSandboxIds(nowMs: number): Promise<string[]>;
  sandboxesUsingSnapshot(snapshotId: string): Promise<number>;

  getSnapshot(id: string): Promise<SnapshotRecord | undefined>;
  /** As saveSandbox. */
  saveSnapshot(s: SnapshotRecord): Promise<number>;
  deleteSnapshot(id: string, revision?: number): Promise<boolean>;
  /** Every snapshot, newest first. */
  allSnapshots(): Promise<SnapshotRecord[]>;

  close(): Promise<void>;
}
