// The Store in the Kubernetes API ([store] type = "kubernetes"): the cluster is the source of
// truth, so several server replicas share the records without SQLite. A record is a custom object
// of our CRD (sandboxes.opensandbox.io, sandboxsnapshots.opensandbox.io), which the server installs
// at start when absent: `spec.record` holds the record as JSON, `spec.revision` our revision, and
// labels hold what queries select on (state, metadata pairs, snapshot, expiry). Every write is
// conditional on the object's resourceVersion (optimistic concurrency of the API server), which
// maps onto the store's revision. Each store keeps an informer cache of its objects (kube-cache.ts)
// and answers reads from it while its watch is live. Nothing secret is in an object: fields that would be (legacy
// execd tokens, registry credentials) are sealed with the server's key, which lives in a Secret.
import { createHash, randomBytes } from "node:crypto";
import * as k8s from "@kubernetes/client-node";
import { kubeApi, statusOf } from "../runtime/kube-api.ts";
import { SecretKey } from "../secrets/secret-key.ts";
import { ObjectCache, type CacheStats, type CachedObject } from "./kube-cache.ts";
import { StoreConflictError, type SandboxQuery, type SandboxRecord, type SnapshotRecord, type Store } from "./store.ts";

export const GROUP = "opensandbox.io";
export const VERSION = "v1alpha1";
export const LABEL_STORE = "opensandbox.io/store";
const LABEL_RECORD = "opensandbox.io/record";
const LABEL_STATE = "opensandbox.io/state";
const LABEL_EXPIRES = "opensandbox.io/expires";
const LABEL_SNAPSHOT = "opensandbox.io/snapshot";
/** Metadata pairs become labels under this prefix, so lists filter them in the API server. */
const METADATA_PREFIX = "m.opensandbox.io/";

type Kind = { plural: string; kind: string; singular: string; short: string };
const SANDBOXES: Kind = { plural: "sandboxes", kind: "Sandbox", singular: "sandbox", short: "osb" };
const SNAPSHOTS: Kind = { plural: "sandboxsnapshots", kind: "SandboxSnapshot", singular: "sandboxsnapshot", short: "osbsnap" };

/** Record fields sealed with the server's key before they reach the API server. */
const SEALED_FIELDS = ["execdToken", "imageAuth"] as const;

type StoredSpec = { revision: number; record: Record<string, unknown>; sealed?: Record<string, string> };
type StoredObject = {
  metadata: { name: string; resourceVersion?: string; labels?: Record<string, string> };
  spec: StoredSpec;
};

export type KubernetesStoreOptions = {
  kubeConfig: k8s.KubeConfig;
  namespace: string;
  /** Names this store: its objects are `<name>.<record id>`, labelled opensandbox.io/store=<name>. */
  name: string;
  /** Seals the record fields that would be secret (SEALED_FIELDS). */
  secrets: SecretKey;
  /** Reports a failing list or watch of the cache (it retries on its own). */
  onError?: (message: string) => void;
};

const LABEL_VALUE = /^(?:[A-Za-z0-9](?:[-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?)?$/;
const LABEL_NAME = /^[A-Za-z0-9](?:[-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$/;
const OBJECT_PART = /^[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/;

/** The label a metadata pair is selected by (keys with a DNS prefix or over-long are hashed). */
function metadataLabel(key: string): string {
  return METADATA_PREFIX + (LABEL_NAME.test(key) && !key.includes("/") ? key : `h${createHash("sha256").update(key).digest("hex").slice(0, 40)}`);
}

export class KubernetesStore implements Store {
  readonly costlyWrites = true;
  private readonly objects: k8s.CustomObjectsApi;
  private readonly core: k8s.CoreV1Api;
  private readonly ns: string;
  private readonly name: string;
  private readonly secrets: SecretKey;
  /** The informer caches, by kind: reads are served from them while their watch is live. */
  private readonly caches: Record<string, ObjectCache<StoredSpec>>;

  private constructor(opts: KubernetesStoreOptions) {
    if (!OBJECT_PART.test(opts.name) || opts.name.length > 40) throw new Error(`the store's name must be a DNS label of at most 40 characters, got "${opts.name}"`);
    this.objects = kubeApi(opts.kubeConfig, k8s.CustomObjectsApi);
    this.core = kubeApi(opts.kubeConfig, k8s.CoreV1Api);
    this.ns = opts.namespace;
    this.name = opts.name;
    this.secrets = opts.secrets;
    this.caches = Object.fromEntries(
      [SANDBOXES, SNAPSHOTS].map((kind) => [
        kind.plural,
        new ObjectCache<StoredSpec>({
          kubeConfig: opts.kubeConfig,
          path: `/apis/${GROUP}/${VERSION}/namespaces/${opts.namespace}/${kind.plural}`,
          labelSelector: `${LABEL_STORE}=${opts.name}`,
          listPage: (cont) =>
            this.objects.listNamespacedCustomObject({ ...this.ref(kind), labelSelector: `${LABEL_STORE}=${this.name}`, limit: 500, ...(cont ? { _continue: cont } : {}) }) as never,
          ...(opts.onError ? { onError: opts.onError } : {}),
          // Newest first: a query walks the cache in its answer's order and sorts nothing.
          order: (a, b) => byNewest(a.spec.record as unknown as Ordered, b.spec.record as unknown as Ordered),
        }),
      ]),
    );
  }

  /** Opens the store, installing the CRD first when the cluster does not have it yet; returns once its caches have listed. */
  static async open(opts: KubernetesStoreOptions): Promise<KubernetesStore> {
    await ensureCrds(opts.kubeConfig);
    const store = new KubernetesStore(opts);
    try {
      await Promise.all(Object.values(store.caches).map((c) => c.start()));
    } catch (err) {
      await store.close();
      throw err;
    }
    return store;
  }

  /**
   * An owner reference to a sandbox's record object, from the cache (undefined when it is not
   * there): the runtime makes the sandbox's Secrets with it, so they go with the record at the
   * latest, and never with an object of the same name made later (the uid is checked).
   */
  ownerReference(id: string): k8s.V1OwnerReference | undefined {
    const name = this.objectName(id);
    const uid = name ? this.caches[SANDBOXES.plural]!.get(name)?.metadata.uid : undefined;
    return name && uid ? { apiVersion: `${GROUP}/${VERSION}`, kind: SANDBOXES.kind, name, uid, blockOwnerDeletion: false } : undefined;
  }

  /** Whether each watch cache is live (serving reads), by the plural of what it holds: /metrics. */
  cacheLiveness(): { kind: string; live: boolean }[] {
    return Object.entries(this.caches).map(([kind, cache]) => ({ kind, live: cache.live }));
  }

  /** The informer cache of sandboxes (tests and benches: its counters, a cut watch). */
  sandboxCache(): Pick<ObjectCache<StoredSpec>, "live" | "size" | "interrupt" | "onChange"> & { stats: CacheStats } {
    return this.caches[SANDBOXES.plural]!;
  }

  // ---- meta: one ConfigMap --------------------------------------------------------------------

  async meta(key: string, create: () => string): Promise<string> {
    const name = `${this.name}-store-meta`;
    for (;;) {
      const cm = await this.core.readNamespacedConfigMap({ name, namespace: this.ns }).catch((err: unknown) => {
        if (statusOf(err) === 404) return undefined;
        throw err;
      });
      const value = cm?.data?.[key];
      if (value !== undefined) return value;
      try {
        if (!cm) {
          await this.core.createNamespacedConfigMap({ namespace: this.ns, body: { metadata: { name, labels: { [LABEL_STORE]: this.name } }, data: { [key]: create() } } });
        } else {
          await this.core.replaceNamespacedConfigMap({ name, namespace: this.ns, body: { ...cm, data: { ...cm.data, [key]: create() } } });
        }
      } catch (err) {
        // Another replica wrote first: read what it wrote.
        if (statusOf(err) !== 409) throw err;
      }
    }
  }

  // ---- sandboxes ------------------------------------------------------------------------------

  async getSandbox(id: string): Promise<SandboxRecord | undefined> {
    return this.get<SandboxRecord>(SANDBOXES, id);
  }

  async saveSandbox(r: SandboxRecord): Promise<number> {
    return this.save(SANDBOXES, r, {
      [LABEL_STATE]: labelValue(r.status.state.toLowerCase()),
      ...(r.expiresAt ? { [LABEL_EXPIRES]: "true" } : {}),
      ...(r.snapshotId && LABEL_VALUE.test(r.snapshotId) ? { [LABEL_SNAPSHOT]: r.snapshotId } : {}),
      ...Object.fromEntries(Object.entries(r.metadata).map(([k, v]) => [metadataLabel(k), labelValue(v)])),
    });
  }

  async deleteSandbox(id: string, revision?: number): Promise<boolean> {
    return this.delete(SANDBOXES, id, revision);
  }

  async allSandboxes(): Promise<SandboxRecord[]> {
    return (await this.list<SandboxRecord>(SANDBOXES, [], () => true)).sort(byNewest);
  }

  async querySandboxes(q: SandboxQuery): Promise<{ items: SandboxRecord[]; total: number }> {
    const selector: string[] = [];
    const states = (q.states ?? []).map((s) => s.toLowerCase());
    // Called once per record of the fleet: nothing allocated per call.
    const pairs = Object.entries(q.metadata ?? {});
    const wanted = (r: Pick<SandboxRecord, "status" | "metadata">) => {
      if (states.length && !states.includes(r.status.state.toLowerCase())) return false;
      for (const [k, v] of pairs) if (r.metadata[k] !== v) return false;
      return true;
    };
    const cache = this.caches[SANDBOXES.plural]!;
    if (cache.live) {
      // From memory, already newest first: count the matches, decode only the page's.
      const page: CachedObject<StoredSpec>[] = [];
      const end = q.offset + q.limit;
      let total = 0;
      for (const obj of cache.ordered()) {
        if (!wanted(obj.spec.record as unknown as SandboxRecord)) continue;
        if (total >= q.offset && total < end) page.push(obj);
        total++;
      }
      return { items: page.map((obj) => this.decode<SandboxRecord>(obj)), total };
    }
    if (states.length) {
      // A state no record can have (not a label value) matches nothing.
      const valid = states.filter((s) => LABEL_VALUE.test(s) && s !== "");
      if (!valid.length) return { items: [], total: 0 };
      selector.push(`${LABEL_STATE} in (${valid.join(",")})`);
    }
    for (const [k, v] of Object.entries(q.metadata ?? {})) {
      if (!LABEL_VALUE.test(v)) return { items: [], total: 0 };
      selector.push(`${metadataLabel(k)}=${v}`);
    }
    // The labels narrow in the API server; the exact rule is applied here (hashed keys can collide).
    const matching = (await this.list<SandboxRecord>(SANDBOXES, selector, wanted)).sort(byNewest);
    return { items: matching.slice(q.offset, q.offset + q.limit), total: matching.length };
  }

  async dueSandboxIds(nowMs: number): Promise<string[]> {
    return (await this.list<SandboxRecord>(SANDBOXES, [`${LABEL_EXPIRES}=true`], (r) => r.expiresAt !== undefined && Date.parse(r.expiresAt) <= nowMs))
      .sort((a, b) => Date.parse(a.expiresAt!) - Date.parse(b.expiresAt!))
      .map((r) => r.id);
  }

  async sandboxesUsingSnapshot(snapshotId: string): Promise<number> {
    if (!LABEL_VALUE.test(snapshotId)) return 0;
    return (await this.list<SandboxRecord>(SANDBOXES, [`${LABEL_SNAPSHOT}=${snapshotId}`], (r) => r.snapshotId === snapshotId)).length;
  }

  // ---- snapshots ------------------------------------------------------------------------------

  async getSnapshot(id: string): Promise<SnapshotRecord | undefined> {
    return this.get<SnapshotRecord>(SNAPSHOTS, id);
  }

  async saveSnapshot(s: SnapshotRecord): Promise<number> {
    return this.save(SNAPSHOTS, s, { [LABEL_STATE]: labelValue(s.status.state.toLowerCase()) });
  }

  async deleteSnapshot(id: string, revision?: number): Promise<boolean> {
    return this.delete(SNAPSHOTS, id, revision);
  }

  async allSnapshots(): Promise<SnapshotRecord[]> {
    return (await this.list<SnapshotRecord>(SNAPSHOTS, [], () => true)).sort(byNewest);
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.caches).map((c) => c.close()));
  }

  // ---- the objects ----------------------------------------------------------------------------

  /** The object's name, or undefined for an id no record of ours can have (then: not found). */
  private objectName(id: string): string | undefined {
    return OBJECT_PART.test(id) && id.length <= 200 ? `${this.name}.${id}` : undefined;
  }

  private ref(kind: Kind) {
    return { group: GROUP, version: VERSION, namespace: this.ns, plural: kind.plural };
  }

  private cache(kind: Kind): ObjectCache<StoredSpec> {
    return this.caches[kind.plural]!;
  }

  /**
   * From the cache while its watch is live. A miss is confirmed with the API server: the record
   * may have just been created by another replica, ahead of the watch.
   */
  private async get<T extends { revision?: number }>(kind: Kind, id: string): Promise<T | undefined> {
    const name = this.objectName(id);
    if (!name) return undefined;
    const cache = this.cache(kind);
    const cached = cache.live ? cache.get(name) : undefined;
    if (cached) return this.decode<T>(cached);
    const obj = await this.read(kind, id);
    return obj && this.decode<T>(obj);
  }

  /** The object as the API server has it now (taken into the cache). */
  private async read(kind: Kind, id: string): Promise<StoredObject | undefined> {
    const name = this.objectName(id);
    if (!name) return undefined;
    try {
      const obj = (await this.objects.getNamespacedCustomObject({ ...this.ref(kind), name })) as StoredObject;
      this.cache(kind).put(obj as CachedObject<StoredSpec>);
      return obj;
    } catch (err) {
      if (statusOf(err) === 404) return undefined;
      throw err;
    }
  }

  /**
   * The records `wanted` picks: from the cache while live, else a labelled LIST (`selector`
   * narrows in the API server; `wanted` is the exact rule, applied to the stored record).
   */
  private async list<T extends { revision?: number }>(kind: Kind, selector: string[], wanted: (r: T) => boolean): Promise<T[]> {
    const out: T[] = [];
    const cache = this.cache(kind);
    if (cache.live) {
      // Newest first already: the callers' sort by age finds nothing to move.
      for (const obj of cache.ordered()) if (wanted(obj.spec.record as unknown as T)) out.push(this.decode<T>(obj));
      return out;
    }
    let cont: string | undefined;
    do {
      const page = (await this.objects.listNamespacedCustomObject({
        ...this.ref(kind),
        labelSelector: [`${LABEL_STORE}=${this.name}`, ...selector].join(","),
        limit: 500,
        ...(cont ? { _continue: cont } : {}),
      })) as { items: StoredObject[]; metadata?: { _continue?: string; continue?: string } };
      for (const obj of page.items) {
        cache.put(obj as CachedObject<StoredSpec>);
        const r = this.decode<T>(obj);
        if (wanted(r)) out.push(r);
      }
      cont = page.metadata?.continue ?? page.metadata?._continue;
    } while (cont);
    return out;
  }

  private async save(kind: Kind, r: { id: string; revision?: number }, labels: Record<string, string>): Promise<number> {
    const name = this.objectName(r.id);
    if (!name) throw new Error(`"${r.id}" cannot name a record in the Kubernetes store (lowercase letters, digits and "-")`);
    const cache = this.cache(kind);
    const revision = (r.revision ?? 0) + 1;
    const body = (resourceVersion?: string): StoredObject & { apiVersion: string; kind: string } => ({
      apiVersion: `${GROUP}/${VERSION}`,
      kind: kind.kind,
      metadata: { name, ...(resourceVersion ? { resourceVersion } : {}), labels: { [LABEL_STORE]: this.name, [LABEL_RECORD]: r.id, ...labels } },
      spec: { revision, ...this.encode(r) },
    });
    if (r.revision === undefined) {
      try {
        const created = (await this.objects.createNamespacedCustomObject({ ...this.ref(kind), body: body() })) as StoredObject;
        cache.put(created as CachedObject<StoredSpec>);
        return revision;
      } catch (err) {
        if (statusOf(err) === 409) throw new StoreConflictError(`${kind.singular} ${r.id} already exists`);
        throw err;
      }
    }
    // Replace at the resourceVersion of the revision read (the cache has it; else one read): the
    // API server refuses (409) when the object changed since. A change that left our revision
    // alone (labels someone else set) is retried.
    for (let attempt = 0; attempt < 3; attempt++) {
      let known: { spec: StoredSpec; metadata: { resourceVersion?: string } } | undefined = attempt === 0 ? cache.get(name) : undefined;
      if (known?.spec.revision !== r.revision) {
        known = await this.read(kind, r.id);
        if (!known) throw stale(kind, r.id, r.revision);
        if (known.spec.revision !== r.revision) throw stale(kind, r.id, r.revision);
      }
      try {
        const replaced = (await this.objects.replaceNamespacedCustomObject({ ...this.ref(kind), name, body: body(known.metadata.resourceVersion) })) as StoredObject;
        cache.put(replaced as CachedObject<StoredSpec>);
        return revision;
      } catch (err) {
        if (statusOf(err) === 404) {
          cache.drop(name);
          throw stale(kind, r.id, r.revision);
        }
        if (statusOf(err) !== 409) throw err;
      }
    }
    throw stale(kind, r.id, r.revision);
  }

  private async delete(kind: Kind, id: string, revision: number | undefined): Promise<boolean> {
    const name = this.objectName(id);
    if (!name) return false;
    const cache = this.cache(kind);
    for (let attempt = 0; attempt < 3; attempt++) {
      let known: { spec: StoredSpec; metadata: { resourceVersion?: string } } | undefined = attempt === 0 ? cache.get(name) : undefined;
      if (revision !== undefined && known?.spec.revision !== revision) {
        known = await this.read(kind, id);
        if (!known) return false;
        if (known.spec.revision !== revision) throw stale(kind, id, revision);
      }
      try {
        const gone = (await this.objects.deleteNamespacedCustomObject({
          ...this.ref(kind),
          name,
          ...(revision !== undefined ? { body: { preconditions: { resourceVersion: known!.metadata.resourceVersion! } } } : {}),
        })) as { metadata?: { resourceVersion?: string } } | undefined;
        cache.drop(name, Number(gone?.metadata?.resourceVersion ?? known?.metadata.resourceVersion ?? 0));
        return true;
      } catch (err) {
        if (statusOf(err) === 404) {
          cache.drop(name);
          return false;
        }
        if (statusOf(err) !== 409) throw err;
      }
    }
    throw stale(kind, id, revision!);
  }

  private encode(r: { id: string; revision?: number }): Pick<StoredObject["spec"], "record" | "sealed"> {
    const { revision: _, ...record } = r as Record<string, unknown> & { id: string };
    const sealed: Record<string, string> = {};
    for (const field of SEALED_FIELDS) {
      if (record[field] === undefined) continue;
      sealed[field] = this.secrets.seal(JSON.stringify(record[field]), r.id);
      delete record[field];
    }
    return { record, ...(Object.keys(sealed).length ? { sealed } : {}) };
  }

  /** The record an object holds, a copy of its own (callers change what they get). */
  private decode<T>(obj: { spec: StoredSpec }): T {
    // A copy the caller may change (the record is plain JSON, as the API server sent it; a JSON
    // round trip copies it faster than structuredClone).
    const record = JSON.parse(JSON.stringify(obj.spec.record)) as Record<string, unknown>;
    for (const [field, value] of Object.entries(obj.spec.sealed ?? {})) record[field] = JSON.parse(this.secrets.open(value, record.id as string));
    return { ...record, revision: obj.spec.revision } as T;
  }
}

/** A label value standing for `v`: itself when it is one, else a hash (exact matching happens after listing). */
function labelValue(v: string): string {
  return LABEL_VALUE.test(v) && !v.startsWith("h-") ? v : `h-${createHash("sha256").update(v).digest("hex").slice(0, 40)}`;
}

type Ordered = { createdAt: string; id: string };
const byNewest = (a: Ordered, b: Ordered) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.createdAt < b.createdAt ? 1 : -1;

const stale = (kind: Kind, id: string, revision: number) => new StoreConflictError(`${kind.singular} ${id} is no longer at revision ${revision}`);

/** The CRD of one kind: the record is free-form JSON under spec.record (the store's own schema is store.ts). */
export function crdOf(kind: Kind): k8s.V1CustomResourceDefinition {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: `${kind.plural}.${GROUP}`, labels: { "app.kubernetes.io/managed-by": "opensandbox-server" }, annotations: { [CRD_REVISION]: String(CRD_REVISION_NOW) } },
    spec: {
      group: GROUP,
      scope: "Namespaced",
      names: { plural: kind.plural, singular: kind.singular, kind: kind.kind, shortNames: [kind.short] },
      versions: [
        {
          name: VERSION,
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: {
              type: "object",
              properties: {
                spec: {
                  type: "object",
                  required: ["revision", "record"],
                  properties: {
                    revision: { type: "integer", minimum: 1 },
                    record: { type: "object", x_kubernetes_preserve_unknown_fields: true, x_kubernetes_map_type: "atomic" },
                    sealed: { type: "object", additionalProperties: { type: "string" } },
                  },
                },
              },
            },
          },
          additionalPrinterColumns: [
            { name: "State", type: "string", jsonPath: ".spec.record.status.state" },
            { name: "Reason", type: "string", jsonPath: ".spec.record.status.reason" },
            ...(kind === SANDBOXES ? [{ name: "Expires", type: "string", jsonPath: ".spec.record.expiresAt" }] : []),
            { name: "Age", type: "date", jsonPath: ".metadata.creationTimestamp" },
          ],
        },
      ],
    },
  };
}

/** The definitions of every kind the store keeps as YAML documents, as the Helm chart installs them (scripts/k8s/crds.ts). */
export const crdsYaml = (): string[] =>
  [SANDBOXES, SNAPSHOTS].map((kind) => k8s.dumpYaml(crdOf(kind)));

/** Bumped whenever crdOf changes: a server finding an older definition replaces it. */
const CRD_REVISION = "opensandbox.io/crd-revision";
const CRD_REVISION_NOW = 3;

/**
 * Creates (or upgrades) the CRDs the cluster lacks and waits until the API server serves them.
 * Definitions already installed at this server's revision (by the Helm chart, or an earlier
 * start) are only read, so a server whose account may not write CRDs (the chart's) starts too.
 */
export async function ensureCrds(kc: k8s.KubeConfig): Promise<void> {
  const api = kubeApi(kc, k8s.ApiextensionsV1Api);
  const read = (name: string) =>
    api.readCustomResourceDefinition({ name }).catch((err: unknown) => {
      if (statusOf(err) === 404) return undefined;
      throw err;
    });
  const refused = (name: string, what: string) =>
    new Error(`the server may not ${what} the CustomResourceDefinition ${name}: install it once (the Helm chart's crds/, or see docs/ARCHITECTURE.md, "Records on Kubernetes") or allow the server's account to write customresourcedefinitions`);
  for (const kind of [SANDBOXES, SNAPSHOTS]) {
    const crd = crdOf(kind);
    const name = crd.metadata!.name!;
    // Replicas starting together may race; the loser of the create or the conditional replace reads the winner's.
    for (let current = await read(name); ; current = await read(name)) {
      if (!current) {
        try {
          await api.createCustomResourceDefinition({ body: crd });
          break;
        } catch (err) {
          if (statusOf(err) === 403) throw refused(name, "install");
          if (statusOf(err) !== 409) throw err;
          continue;
        }
      }
      if (Number(current.metadata?.annotations?.[CRD_REVISION] ?? 0) >= CRD_REVISION_NOW) break;
      try {
        await api.replaceCustomResourceDefinition({ name, body: { ...crd, metadata: { ...crd.metadata, resourceVersion: current.metadata!.resourceVersion! } } });
        break;
      } catch (err) {
        if (statusOf(err) === 403) throw refused(name, "upgrade");
        if (statusOf(err) !== 409) throw err;
      }
    }
    for (let waited = 0; ; waited += 100) {
      const got = await api.readCustomResourceDefinition({ name });
      if (got.status?.conditions?.some((c) => c.type === "Established" && c.status === "True")) break;
      if (waited > 30_000) throw new Error(`the CustomResourceDefinition ${name} did not become established within 30 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * The server's secret key shared by every replica: kept in the Secret `<name>-secret-key` of the
 * namespace, created by the first replica that finds none (the first writer wins). Readers of the
 * store's objects (or of Pods) are not thereby readers of Secrets.
 */
export async function sharedSecretKey(kc: k8s.KubeConfig, namespace: string, name: string): Promise<SecretKey> {
  return new SecretKey(Buffer.from(await sharedSecretKeyText(kc, namespace, name), "base64"));
}

/** That key as the Secret holds it (base64): what `OPENSANDBOX_SECRET_KEY` takes (benches). */
export async function sharedSecretKeyText(kc: k8s.KubeConfig, namespace: string, name: string): Promise<string> {
  const core = kubeApi(kc, k8s.CoreV1Api);
  const secretName = `${name}-secret-key`;
  for (;;) {
    try {
      const s = await core.readNamespacedSecret({ name: secretName, namespace });
      return s.data?.key ?? "";
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
    try {
      await core.createNamespacedSecret({
        namespace,
        body: { metadata: { name: secretName, labels: { [LABEL_STORE]: name } }, type: "Opaque", data: { key: randomBytes(32).toString("base64") } },
      });
    } catch (err) {
      if (statusOf(err) !== 409) throw err;
    }
  }
}

/** Deletes everything a store of this name keeps in the namespace: records, meta, key, leases (tests, benches). */
export async function dropStore(kc: k8s.KubeConfig, namespace: string, name: string): Promise<void> {
  const labelSelector = `${LABEL_STORE}=${name}`;
  const objects = kubeApi(kc, k8s.CustomObjectsApi);
  const core = kubeApi(kc, k8s.CoreV1Api);
  for (const kind of [SANDBOXES, SNAPSHOTS]) await objects.deleteCollectionNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural: kind.plural, labelSelector });
  await core.deleteCollectionNamespacedConfigMap({ namespace, labelSelector });
  await core.deleteCollectionNamespacedSecret({ namespace, labelSelector });
  await kubeApi(kc, k8s.CoordinationV1Api).deleteCollectionNamespacedLease({ namespace, labelSelector });
}
