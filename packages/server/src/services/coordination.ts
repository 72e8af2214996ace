// Who does what when several server replicas share one store. Every replica serves the API and
// provisions the sandboxes it accepted; one replica at a time, the leader, runs what must not run
// twice: expiry, reconcile (strays, interrupted creates, unfinished deletes) and the runtime's
// events. Alone (SQLite), a server is its own leader. On Kubernetes two coordination.k8s.io Leases
// decide: `<store>-leader` (held and renewed by the leader) and `<store>-replica-<id>` (one per
// replica, renewed while it lives), so the leader takes over a create only from a dead replica.
import { randomBytes } from "node:crypto";
import * as k8s from "@kubernetes/client-node";
import type { Logger } from "pino";
import { RecentAnswers, kubeApi, statusOf } from "../runtime/kube-api.ts";

export interface Coordination {
  /** This replica's id, written into the records it provisions. */
  readonly replica: string;
  /** With replicas: how often the leader looks over Pending records (creates of dead replicas); alone, never. */
  readonly sweepMs?: number;
  /** Whether this replica is the leader now (asked before every singleton duty). */
  leading(): boolean;
  /** Called with true when this replica becomes the leader, false when it stops being one. */
  onChange(listener: (leading: boolean) => void): void;
  /** Whether the replica `id` is alive (its own lease is renewed): its creates are its own to finish. */
  alive(id: string): Promise<boolean>;
  /** Takes part (the first attempt at leadership is made before this resolves). */
  start(): Promise<void>;
  /** Leaves: hands leadership back at once, so another replica need not wait for the lease to lapse. */
  stop(): Promise<void>;
}

/** A server alone with its store: always the leader; a replica id from an earlier run is dead. */
export class SoloCoordination implements Coordination {
  readonly replica = randomBytes(4).toString("hex");
  leading(): boolean {
    return true;
  }
  onChange(): void {}
  async alive(id: string): Promise<boolean> {
    return id === this.replica;
  }
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
}


export type LeaseOptions = {
  kubeConfig: k8s.KubeConfig;
  namespace: string;
  /** The store's name: the leases are `<name>-leader` and `<name>-replica-<id>`. */
  name: string;
  /** How long a lease holds without renewal; renewed every third of it. */
  leaseSeconds: number;
  /** Labels the leases carry (the store's label, so they can be cleaned with it). */
  labels: Record<string, string>;
  log?: Logger;
};

/**
 * Leader election on a Lease, as client-go's leaderelection does it: the holder renews every
 * third of the duration; another replica takes the lease over only after it has seen no renewal
 * for a whole duration on its own clock (so clocks need not agree). The leader counts itself one
 * only until a duration minus a margin after its last successful renewal, so two leaders never act
 * at once unless a process stalls longer than that margin between its check and its write; the
 * duties themselves are conditional writes, so such a stall costs a lost write, not a double one.
 */
export class KubernetesLeases implements Coordination {
  readonly replica = randomBytes(4).toString("hex");
  private readonly api: k8s.CoordinationV1Api;
  private readonly opts: LeaseOptions;
  private readonly listeners = new Set<(leading: boolean) => void>();
  private timer?: NodeJS.Timeout;
  private leadingUntil = 0;
  private wasLeading = false;
  /** The leader lease as last seen, and when (local clock) it last changed. */
  private observed?: { resourceVersion: string; at: number };
  private stopped = false;

  readonly sweepMs: number;

  constructor(opts: LeaseOptions) {
    this.opts = opts;
    this.sweepMs = (opts.leaseSeconds * 1000) / 2;
    this.api = kubeApi(opts.kubeConfig, k8s.CoordinationV1Api, (opts.leaseSeconds * 1000) / 3);
  }

  private get leaderName(): string {
    return `${this.opts.name}-leader`;
  }
  private replicaName(id: string): string {
    return `${this.opts.name}-replica-${id}`;
  }

  leading(): boolean {
    return !this.stopped && Date.now() < this.leadingUntil;
  }

  onChange(listener: (leading: boolean) => void): void {
    this.listeners.add(listener);
  }

  /** Other replicas' leases as last seen, and when (local clock) each last changed. */
  private readonly replicasSeen = new Map<string, { resourceVersion: string; at: number }>();

  /**
   * A replica is dead once its lease is gone, or has not changed for a whole duration as this
   * replica observes it (its own clock; renewTime, written by another machine's clock, is not
   * compared). A lease first seen counts as alive. A dead replica's lease is deleted (if still
   * unchanged), so leases of killed replicas do not pile up.
   */
  async alive(id: string): Promise<boolean> {
    if (id === this.replica) return !this.stopped;
    // One read answers every question about `id` for a moment: the leader's sweep asks once per
    // Pending record of that replica. Delays a death's detection by at most this (a whole lease
    // duration without renewal is needed anyway).
    return this.aliveAnswers.get(id, () => this.readAlive(id));
  }

  /** How long an answer of alive() is reused. */
  static readonly ALIVE_FOR_MS = 1000;
  private readonly aliveAnswers = new RecentAnswers<boolean>(KubernetesLeases.ALIVE_FOR_MS);

  private async readAlive(id: string): Promise<boolean> {
    const name = this.replicaName(id);
    const namespace = this.opts.namespace;
    let lease: k8s.V1Lease;
    try {
      lease = await this.api.readNamespacedLease({ name, namespace });
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
      this.replicasSeen.delete(id);
      return false;
    }
    const now = Date.now();
    const rv = lease.metadata!.resourceVersion!;
    const seen = this.replicasSeen.get(id);
    if (seen?.resourceVersion !== rv) {
      this.replicasSeen.set(id, { resourceVersion: rv, at: now });
      return true;
    }
    if (now - seen.at < (lease.spec?.leaseDurationSeconds ?? this.opts.leaseSeconds) * 1000) return true;
    this.replicasSeen.delete(id);
    await this.api.deleteNamespacedLease({ name, namespace, body: { preconditions: { resourceVersion: rv } } }).catch(() => undefined);
    return false;
  }

  async start(): Promise<void> {
    await this.tick();
    const period = (this.opts.leaseSeconds * 1000) / 3;
    this.timer = setInterval(() => void this.tick(), period);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.report();
    const ns = this.opts.namespace;
    await this.api.deleteNamespacedLease({ name: this.replicaName(this.replica), namespace: ns }).catch(() => undefined);
    // Hand leadership back: an empty holder is free for the next replica at once.
    const lease = await this.api.readNamespacedLease({ name: this.leaderName, namespace: ns }).catch(() => undefined);
    if (lease?.spec?.holderIdentity === this.replica) {
      await this.api.replaceNamespacedLease({ name: this.leaderName, namespace: ns, body: { ...lease, spec: { ...lease.spec, holderIdentity: undefined, renewTime: undefined } } }).catch(() => undefined);
    }
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    await this.renewOwn().catch((err: unknown) => this.opts.log?.warn({ err }, "could not renew this replica's lease"));
    await this.contend().catch((err: unknown) => this.opts.log?.warn({ err }, "could not take part in the leader election"));
    this.report();
  }

  private report(): void {
    const now = this.leading();
    if (now === this.wasLeading) return;
    this.wasLeading = now;
    this.opts.log?.info({ replica: this.replica }, now ? "this replica leads (expiry, reconcile, runtime events)" : "this replica no longer leads");
    for (const l of this.listeners) l(now);
  }

  private spec(acquire: boolean, previous?: k8s.V1LeaseSpec): k8s.V1LeaseSpec {
    const now = new k8s.V1MicroTime();
    return {
      holderIdentity: this.replica,
      leaseDurationSeconds: this.opts.leaseSeconds,
      renewTime: now,
      acquireTime: acquire ? now : previous?.acquireTime,
      leaseTransitions: (previous?.leaseTransitions ?? 0) + (acquire ? 1 : 0),
    };
  }

  private async renewOwn(): Promise<void> {
    const name = this.replicaName(this.replica);
    const ns = this.opts.namespace;
    const current = await this.api.readNamespacedLease({ name, namespace: ns }).catch((err: unknown) => {
      if (statusOf(err) === 404) return undefined;
      throw err;
    });
    if (!current) {
      await this.api.createNamespacedLease({ namespace: ns, body: { metadata: { name, labels: this.opts.labels }, spec: this.spec(true) } });
    } else {
      await this.api.replaceNamespacedLease({ name, namespace: ns, body: { ...current, spec: this.spec(false, current.spec) } });
    }
  }

  private async contend(): Promise<void> {
    const ns = this.opts.namespace;
    const started = Date.now();
    const margin = Math.min(2000, (this.opts.leaseSeconds * 1000) / 4);
    const current = await this.api.readNamespacedLease({ name: this.leaderName, namespace: ns }).catch((err: unknown) => {
      if (statusOf(err) === 404) return undefined;
      throw err;
    });
    try {
      if (!current) {
        await this.api.createNamespacedLease({ namespace: ns, body: { metadata: { name: this.leaderName, labels: this.opts.labels }, spec: this.spec(true) } });
        this.leadingUntil = started + this.opts.leaseSeconds * 1000 - margin;
        return;
      }
      const rv = current.metadata!.resourceVersion!;
      if (this.observed?.resourceVersion !== rv) this.observed = { resourceVersion: rv, at: started };
      const holder = current.spec?.holderIdentity;
      const duration = (current.spec?.leaseDurationSeconds ?? this.opts.leaseSeconds) * 1000;
      const mine = holder === this.replica;
      const free = !holder || started - this.observed.at >= duration;
      if (!mine && !free) {
        this.leadingUntil = 0;
        return;
      }
      // Renew (ours) or take over (free): conditional on the version read, so one replica wins.
      await this.api.replaceNamespacedLease({ name: this.leaderName, namespace: ns, body: { ...current, spec: this.spec(!mine, current.spec) } });
      this.leadingUntil = started + this.opts.leaseSeconds * 1000 - margin;
    } catch (err) {
      if (statusOf(err) === 409) {
        this.leadingUntil = 0;
        return;
      }
      throw err;
    }
  }
}
