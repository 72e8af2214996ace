// An informer cache of one kind of the Kubernetes store's objects: the objects labelled with the
// store's name are listed once, then watched, and kept in memory, so the store answers get, list
// and query without a round trip to the API server. The store's own writes update the cache from
// the API server's answer; other replicas' writes arrive through the watch.
//
// Order: an object's resourceVersion orders its changes (etcd's revision; compared as a number,
// which every API server backed by etcd gives). An entry is replaced only by a newer version, so
// a watch event that arrives after the answer of a later write of ours does not step back, and
// an object this replica deleted is not brought back by a late event of its past (tombstones).
//
// Gaps: a watch that ends (timeout, network, API server restart) is resumed from the last
// resourceVersion seen, which the API server replays; one it can no longer replay (410 Gone, the
// version expired) makes the cache list again. Failures back off (250 ms doubling to 10 s). While
// the watch is down the cache is not `live` and the store reads through to the API server.
import { setTimeout as sleep } from "node:timers/promises";
import * as k8s from "@kubernetes/client-node";

/** What the cache keeps of an object: name, uid, version, labels and spec (no managedFields etc.). */
export type CachedObject<S> = {
  metadata: { name: string; uid?: string; resourceVersion: string; labels?: Record<string, string> };
  spec: S;
};

type Page<S> = { items: CachedObject<S>[]; metadata?: { resourceVersion?: string; continue?: string; _continue?: string } };

export type ObjectCacheOptions<S> = {
  kubeConfig: k8s.KubeConfig;
  /** The collection's path, e.g. /apis/opensandbox.io/v1alpha1/namespaces/default/sandboxes. */
  path: string;
  labelSelector: string;
  /** One page of the list (through kubeApi(), so 429s are retried). */
  listPage: (cont: string | undefined) => Promise<Page<S>>;
  onError?: (message: string) => void;
  /**
   * The order `ordered()` walks the objects in (e.g. newest first). Kept as objects come and go
   * (a binary search and one splice per change), so a query reads a page without sorting the cache.
   */
  order?: (a: CachedObject<S>, b: CachedObject<S>) => number;
};

/** Counters of the cache's work, for tests and benchmarks. */
export type CacheStats = { lists: number; watches: number; resumes: number; expired: number; failures: number; events: number; objects: number };

const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 10_000;
/** A watch quiet for this long is presumed dead (the API server sends bookmarks meanwhile). */
const INACTIVITY_MS = 90_000;

const versionOf = (o: { metadata?: { resourceVersion?: string } } | undefined): number => Number(o?.metadata?.resourceVersion ?? 0);

export class ObjectCache<S> {
  private readonly opts: ObjectCacheOptions<S>;
  private readonly objects = new Map<string, CachedObject<S>>();
  /** The objects in `opts.order`, when there is one. */
  private readonly sorted: CachedObject<S>[] = [];
  /** Objects this replica deleted, with their version then: older news of them is ignored. */
  private readonly tombstones = new Map<string, number>();
  /** The version to resume the watch from; undefined: list first. */
  private resumeFrom?: string;
  private watching?: AbortController;
  private connected = false;
  private closed = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  readonly stats: CacheStats = { lists: 0, watches: 0, resumes: 0, expired: 0, failures: 0, events: 0, objects: 0 };
  /** Listeners of every change the cache takes in (tests, benches). */
  private readonly changed = new Set<() => void>();

  constructor(opts: ObjectCacheOptions<S>) {
    this.opts = opts;
  }

  /**
   * Lists, then keeps watching in the background; resolves once the first list is in and the
   * watch connected (or, if it does not within `waitMs`, with reads going to the API server
   * until it does).
   */
  async start(waitMs = 5000): Promise<void> {
    await this.relist();
    this.loop = this.run();
    const t0 = Date.now();
    while (!this.live && !this.closed && Date.now() - t0 < waitMs) await sleep(5);
  }

  /** The cache reflects the API server up to the watch's lag: listed, and the watch connected. */
  get live(): boolean {
    return this.connected && !this.closed;
  }

  get(name: string): CachedObject<S> | undefined {
    return this.objects.get(name);
  }

  values(): IterableIterator<CachedObject<S>> {
    return this.objects.values();
  }

  /** Every object in the cache's `order` (a snapshot: later changes do not reach it). */
  ordered(): readonly CachedObject<S>[] {
    if (!this.opts.order) throw new Error("ObjectCache.ordered: the cache was made without an order");
    return this.sorted.slice();
  }

  get size(): number {
    return this.objects.size;
  }

  /** Takes in an object the API server returned (a write's answer, a read): kept if newer. */
  put(obj: CachedObject<S> & { metadata: Partial<CachedObject<S>["metadata"]> }): void {
    const name = obj.metadata.name!;
    const version = versionOf(obj);
    const tomb = this.tombstones.get(name);
    if (tomb !== undefined) {
      if (version <= tomb) return;
      this.tombstones.delete(name);
    }
    const had = this.objects.get(name);
    if (had && versionOf(had) >= version) return;
    this.store(name, slim(obj));
    this.notify();
  }

  /** The object is gone (this replica deleted it, or the API server said 404) as of `version`. */
  drop(name: string, version?: number): void {
    const had = this.objects.get(name);
    const at = Math.max(version ?? 0, versionOf(had));
    if (had && versionOf(had) > at) return;
    this.remove(name);
    this.tombstones.set(name, at);
    if (this.tombstones.size > 100_000) this.tombstones.clear();
    this.notify();
  }

  /** Calls `listener` after every change taken in; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.changed.add(listener);
    return () => this.changed.delete(listener);
  }

  /**
   * Tests: cuts the watch as a network failure would. With `resumeFrom`, the next watch resumes
   * from that version instead of the last one seen (an old one makes the API server answer 410).
   */
  interrupt(resumeFrom?: string): void {
    if (resumeFrom !== undefined) this.resumeFrom = resumeFrom;
    this.connected = false;
    this.watching?.abort();
  }

  close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    this.watching?.abort();
    this.wake?.();
    // Not waiting for the loop: a watch still connecting to an unreachable API server ends on its own.
    void this.loop;
    this.objects.clear();
    this.sorted.length = 0;
    this.tombstones.clear();
    return Promise.resolve();
  }

  /** Sets an object, keeping `sorted` in order. */
  private store(name: string, obj: CachedObject<S>): void {
    const had = this.objects.get(name);
    this.objects.set(name, obj);
    const order = this.opts.order;
    if (order) {
      if (had && order(had, obj) === 0) this.sorted[this.indexOf(had)] = obj;
      else {
        if (had) this.sorted.splice(this.indexOf(had), 1);
        this.sorted.splice(this.insertionPoint(obj), 0, obj);
      }
    }
    this.stats.objects = this.objects.size;
  }

  /** Removes an object, keeping `sorted` in order. */
  private remove(name: string): void {
    const had = this.objects.get(name);
    if (!had) return;
    this.objects.delete(name);
    if (this.opts.order) this.sorted.splice(this.indexOf(had), 1);
    this.stats.objects = this.objects.size;
  }

  /** The first position whose object does not sort before `obj`. */
  private insertionPoint(obj: CachedObject<S>): number {
    const order = this.opts.order!;
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (order(this.sorted[mid]!, obj) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Where `obj` (the very entry) is in `sorted`; objects the order ties with it are skipped over. */
  private indexOf(obj: CachedObject<S>): number {
    for (let i = this.insertionPoint(obj); i < this.sorted.length; i++) if (this.sorted[i] === obj) return i;
    throw new Error(`ObjectCache: ${obj.metadata.name} is missing from its order`);
  }

  private notify(): void {
    for (const l of this.changed) l();
  }

  /** Lists every object and replaces the cache's view with it (keeping newer answers of our writes). */
  private async relist(): Promise<void> {
    const seen = new Set<string>();
    let cont: string | undefined;
    let listVersion = 0;
    let resourceVersion: string | undefined;
    do {
      const page = await this.opts.listPage(cont);
      for (const obj of page.items) {
        seen.add(obj.metadata.name);
        this.put(obj);
      }
      // Every page of a paginated list is of the first page's snapshot.
      resourceVersion ??= page.metadata?.resourceVersion;
      cont = page.metadata?.continue ?? page.metadata?._continue;
    } while (cont);
    listVersion = Number(resourceVersion ?? 0);
    for (const [name, obj] of this.objects) {
      // Gone in the snapshot, and not written by us since.
      if (!seen.has(name) && versionOf(obj) <= listVersion) this.remove(name);
    }
    for (const [name, at] of this.tombstones) if (at <= listVersion) this.tombstones.delete(name);
    this.stats.lists++;
    this.resumeFrom = resourceVersion;
    this.notify();
  }

  private async run(): Promise<void> {
    let backoff = BACKOFF_MIN_MS;
    while (!this.closed) {
      let outcome: "ended" | "expired" | "failed";
      try {
        if (this.resumeFrom === undefined) await this.relist();
        outcome = await this.watchOnce();
      } catch (err) {
        this.opts.onError?.(`listing ${this.opts.path}: ${(err as Error)?.message ?? String(err)}`);
        outcome = "failed";
      }
      if (this.closed) break;
      if (outcome === "expired") {
        this.stats.expired++;
        this.resumeFrom = undefined; // list again, at once
        continue;
      }
      if (outcome === "ended") {
        backoff = BACKOFF_MIN_MS;
        continue;
      }
      this.stats.failures++;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        void sleep(backoff, undefined, { ref: false }).then(resolve);
      });
      backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
    }
  }

  /**
   * One watch from `resumeFrom` until it ends: "ended" when it ran and closed (timeout, cut),
   * "expired" when the API server can no longer replay from that version, "failed" otherwise.
   */
  private watchOnce(): Promise<"ended" | "expired" | "failed"> {
    const from = this.resumeFrom!;
    if (this.stats.watches++ > 0) this.stats.resumes++;
    return new Promise((resolve) => {
      let expired = false;
      let delivered = false;
      const watch = new k8s.Watch(this.opts.kubeConfig);
      // Its inactivity timeout (30 s by default, private in the typings) would cut an idle watch.
      (watch as unknown as { requestTimeoutMs: number }).requestTimeoutMs = INACTIVITY_MS;
      const onEvent = (type: string, obj: CachedObject<S> & { code?: number }) => {
        if (this.closed) return;
        delivered = true;
        this.connected = true;
        if (type === "ERROR") {
          if (obj.code === 410) expired = true;
          else this.opts.onError?.(`watching ${this.opts.path}: ${JSON.stringify(obj)}`);
          this.connected = false;
          this.watching?.abort();
          return;
        }
        this.stats.events++;
        if (type === "ADDED" || type === "MODIFIED") this.put(obj);
        else if (type === "DELETED") {
          const name = obj.metadata.name;
          const had = this.objects.get(name);
          if (!had || versionOf(had) <= versionOf(obj)) {
            this.remove(name);
            this.tombstones.delete(name);
            this.notify();
          }
        }
        // BOOKMARK carries only the version reached.
        if (obj.metadata?.resourceVersion) this.resumeFrom = obj.metadata.resourceVersion;
      };
      let accepted = false;
      const done = (err: unknown) => {
        const wasConnected = accepted || delivered;
        this.connected = false;
        this.watching = undefined;
        const status = (err as { statusCode?: number } | null)?.statusCode;
        if (expired || status === 410) return resolve("expired");
        if (!err || this.closed) return resolve("ended");
        const name = (err as Error).name;
        // Cut by us (interrupt) or quiet too long: resume from where it was.
        if (name === "AbortError" || name === "TimeoutError") return resolve("ended");
        this.opts.onError?.(`watching ${this.opts.path}: ${(err as Error)?.message ?? String(err)}`);
        resolve(wasConnected ? "ended" : "failed");
      };
      watch
        .watch(this.opts.path, { labelSelector: this.opts.labelSelector, resourceVersion: from, allowWatchBookmarks: true, timeoutSeconds: 240 + Math.floor(Math.random() * 60) }, onEvent, done)
        .then((controller) => {
          if (this.closed) controller.abort();
          else if (!controller.signal.aborted) {
            this.watching = controller;
            accepted = true;
            // Connected: the API server accepted the watch and replays from `from`.
            this.connected = true;
          }
        })
        .catch(done);
    });
  }
}

function slim<S>(obj: CachedObject<S> & { metadata: Partial<CachedObject<S>["metadata"]> }): CachedObject<S> {
  const m = obj.metadata;
  return { metadata: { name: m.name!, ...(m.uid ? { uid: m.uid } : {}), resourceVersion: m.resourceVersion!, ...(m.labels ? { labels: m.labels } : {}) }, spec: obj.spec };
}
