// Two replicas of the server (the real binary, two processes) on one cluster, with the Kubernetes
// store: the same config, the records, key, instance id and leader Lease in the cluster. Create on
// A, read on B; renew on B, read on A; an expiry happens once; A killed (SIGKILL) in the middle of
// creates: B ends with every acknowledged sandbox Running, one Pod per record, no Pod without one;
// then B killed later in its creates, and A, restarted, finishes them.
// Kept small (the cluster is shared with other tests). Skipped without a cluster.
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as k8s from "@kubernetes/client-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, IMAGE, waitFor } from "../helpers.ts";
import { apiAt, freePort, killServer, spawnServer, type Proc } from "../server-process.ts";

const cluster = process.env.KUBECONFIG;
const suite = cluster ? describe : describe.skip;
const namespace = "default";
const small = { cpu: "100m", memory: "128Mi" };

suite("two server replicas on one cluster (Kubernetes store)", () => {
  const name = `osbrep-${randomBytes(3).toString("hex")}`;
  const dir = mkdtempSync(path.join(tmpdir(), "osb-replicas-"));
  const procs: Proc[] = [];
  let urlA: string;
  let urlB: string;
  let a: Proc;
  let b: Proc | undefined;
  let core: k8s.CoreV1Api;
  let kc: k8s.KubeConfig;

  /** Each replica's metrics port, by its API port (the API writes it sends are counted there). */
  const metricsPorts = new Map<number, number>();

  /** One config file per replica: only the ports differ (as behind one Service, each on its own Pod). */
  function configFor(port: number): string {
    const file = path.join(dir, `config-${port}.toml`);
    writeFileSync(
      file,
      [
        `[server]`,
        `api_key = "${API_KEY}"`,
        `port = ${port}`,
        `host = "127.0.0.1"`,
        `metrics_port = ${metricsPorts.get(port)}`,
        `[runtime]`,
        `type = "kubernetes"`,
        `[kubernetes]`,
        `namespace = "${namespace}"`,
        `request_fraction = 0.1`,
        `[store]`,
        `type = "kubernetes"`,
        `name = "${name}"`,
        `lease_seconds = 3`,
        `key_file = "${path.join(dir, "secret.key")}"`,
        `[log]`,
        `level = "info"`,
        ``,
      ].join("\n"),
    );
    return file;
  }

  async function start(port: number): Promise<Proc> {
    if (!metricsPorts.has(port)) metricsPorts.set(port, await freePort());
    const p = await spawnServer(configFor(port), `http://127.0.0.1:${port}`);
    procs.push(p);
    return p;
  }

  const create = (url: string, extra: Record<string, unknown> = {}) =>
    apiAt(url)("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: small, metadata: { suite: name }, ...extra });

  /** The API writes each replica has sent so far, by client call (leases apart: they are time-driven). */
  async function writes(): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (const port of metricsPorts.values()) {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      for (const m of text.matchAll(/^opensandbox_kube_api_requests_total\{call="([^"]+)",write="true"\} (\d+)/gm)) {
        if (!m[1]!.includes("Lease")) out.set(m[1]!, (out.get(m[1]!) ?? 0) + Number(m[2]));
      }
    }
    return out;
  }

  async function instance(): Promise<string> {
    const cm = await core.readNamespacedConfigMap({ name: `${name}-store-meta`, namespace });
    return cm.data!.instance!;
  }

  beforeAll(async () => {
    kc = new k8s.KubeConfig();
    kc.loadFromDefault();
    core = kc.makeApiClient(k8s.CoreV1Api);
    const [pa, pb] = [await freePort(), await freePort()];
    urlA = `http://127.0.0.1:${pa}`;
    urlB = `http://127.0.0.1:${pb}`;
    a = await start(pa);
    b = await start(pb);
  }, 60_000);

  afterAll(async () => {
    // Every sandbox of this store, through whichever replica still runs, then the store itself.
    const url = b && b.child.exitCode === null && b.child.signalCode === null ? urlB : urlA;
    const list = await apiAt(url)("GET", `/v1/sandboxes?metadata=${encodeURIComponent(`suite=${name}`)}&pageSize=100`).catch(() => undefined);
    for (const s of list?.body?.items ?? []) await apiAt(url)("DELETE", `/v1/sandboxes/${s.id}`).catch(() => undefined);
    for (const p of procs) await killServer(p, "SIGTERM");
    const labelSelector = `opensandbox.io/store=${name}`;
    const inst = await instance().catch(() => undefined);
    if (inst) await core.deleteCollectionNamespacedPod({ namespace, labelSelector: `opensandbox.io/instance=${inst}`, gracePeriodSeconds: 0 }).catch(() => undefined);
    const objects = kc.makeApiClient(k8s.CustomObjectsApi);
    for (const plural of ["sandboxes", "sandboxsnapshots"]) {
      await objects.deleteCollectionNamespacedCustomObject({ group: "opensandbox.io", version: "v1alpha1", namespace, plural, labelSelector }).catch(() => undefined);
    }
    await core.deleteCollectionNamespacedConfigMap({ namespace, labelSelector }).catch(() => undefined);
    await core.deleteCollectionNamespacedSecret({ namespace, labelSelector }).catch(() => undefined);
    await kc.makeApiClient(k8s.CoordinationV1Api).deleteCollectionNamespacedLease({ namespace, labelSelector }).catch(() => undefined);
  }, 120_000);

  it("create on A is seen on B; renew on B is seen on A; one replica expires, once", async () => {
    const before = await writes();
    const created = await create(urlA);
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    // No wait: B's cache misses it (A created it a moment ago), so B confirms with the API server.
    expect((await apiAt(urlB)("GET", `/v1/sandboxes/${id}`)).body).toMatchObject({ id, metadata: { suite: name } });
    await waitFor(() => apiAt(urlB)("GET", `/v1/sandboxes/${id}`), (r) => r.body?.status?.state === "Running", 90_000, "Running, seen from B");
    // Writes of the record from create to Running (its revision counts them), both replicas watching.
    const object = (await kc.makeApiClient(k8s.CustomObjectsApi).getNamespacedCustomObject({ group: "opensandbox.io", version: "v1alpha1", namespace, plural: "sandboxes", name: `${name}.${id}` })) as { spec: { revision: number }; metadata: { uid: string } };

    // Accepted, then Running with the runtime's state: nothing between (Store.costlyWrites).
    expect(object.spec.revision).toBe(2);
    // Every API write of the create on both replicas: the record twice, the token's Secret (owned
    // by the record's object from the start: no owner patch), the Pod.
    const after = await writes();
    const delta = Object.fromEntries([...after].map(([call, n]) => [call, n - (before.get(call) ?? 0)]).filter(([, n]) => n !== 0));
    expect(delta).toEqual({ createNamespacedCustomObject: 1, replaceNamespacedCustomObject: 1, createNamespacedSecret: 1, createNamespacedPod: 1 });
    const secret = await core.readNamespacedSecret({ name: `sandbox-${id}`, namespace });
    expect(secret.metadata?.ownerReferences).toEqual([
      expect.objectContaining({ apiVersion: "opensandbox.io/v1alpha1", kind: "Sandbox", name: `${name}.${id}`, uid: object.metadata.uid }),
    ]);
    const expiresAt = new Date(Date.now() + 3 * 3600_000).toISOString();
    expect((await apiAt(urlB)("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt })).status).toBe(200);
    // A reads from its informer cache: B's write reaches it through the watch, within a bound.
    await waitFor(() => apiAt(urlA)("GET", `/v1/sandboxes/${id}`), (r) => r.body?.expiresAt === expiresAt, 1000, "B's renewal, seen from A");

    // Expiry: due in 2 s; whichever replica leads removes it, and only one does.
    const soon = new Date(Date.now() + 2000).toISOString();
    expect((await apiAt(urlA)("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt: soon })).status).toBe(200);
    await waitFor(() => apiAt(urlB)("GET", `/v1/sandboxes/${id}`), (r) => r.status === 404, 30_000, "the sandbox to expire");
    await waitFor(() => apiAt(urlA)("GET", `/v1/sandboxes/${id}`), (r) => r.status === 404, 1000, "the expiry, seen from A");
    const expiries = (a.output() + b!.output()).split("\n").filter((line) => line.includes(id) && line.includes('"sandbox expired"'));
    expect(expiries).toHaveLength(1);
    await waitFor(() => core.listNamespacedPod({ namespace, labelSelector: `opensandbox.io/id=${id}` }), (l) => l.items.length === 0, 30_000, "the Pod to go");
  }, 180_000);

  it("A killed (SIGKILL) in the middle of creates: B finishes every acknowledged one, one Pod each, no Pod without a record", async () => {
    const acked: string[] = [];
    // Four creates sent to A at once; A dies as soon as the second is acknowledged.
    let killed: Promise<unknown> | undefined;
    const sent = Array.from({ length: 4 }, () =>
      create(urlA).then(
        (r) => {
          if (r.status === 202) acked.push(r.body.id as string);
          if (acked.length === 2) killed ??= killServer(a, "SIGKILL");
        },
        () => undefined, // cut off by the kill: never acknowledged
      ),
    );
    await Promise.all(sent);
    killed ??= killServer(a, "SIGKILL");
    await killed;
    expect(acked.length).toBeGreaterThanOrEqual(2);

    // B becomes the leader once A's lease lapses, and takes over A's unfinished creates.
    for (const id of acked) {
      await waitFor(() => apiAt(urlB)("GET", `/v1/sandboxes/${id}`), (r) => r.body?.status?.state === "Running", 120_000, `${id} Running on B`);
    }
    // Every record of this test (acknowledged or not) settles; each has exactly one Pod, and every Pod a record.
    const records = await waitFor(
      () => apiAt(urlB)("GET", `/v1/sandboxes?metadata=${encodeURIComponent(`suite=${name}`)}&pageSize=100`),
      (r) => (r.body.items as { status: { state: string } }[]).every((s) => s.status.state === "Running"),
      120_000,
      "every record Running",
    );
    const ids = (records.body.items as { id: string }[]).map((s) => s.id).sort();
    expect(ids).toEqual(expect.arrayContaining(acked));
    expect(ids.length).toBeLessThanOrEqual(4);
    const inst = await instance();
    const pods = await waitFor(
      () => core.listNamespacedPod({ namespace, labelSelector: `opensandbox.io/instance=${inst}` }),
      (l) => l.items.filter((p) => !p.metadata?.deletionTimestamp).length === ids.length,
      60_000,
      "one Pod per record",
    );
    const podIds = pods.items.filter((p) => !p.metadata?.deletionTimestamp).map((p) => p.metadata!.labels!["opensandbox.io/id"]!).sort();
    expect(podIds).toEqual(ids);
    // Nothing done twice: B took over each of A's unfinished creates at most once, and re-created none B had finished.
    const takeovers = b!.output().split("\n").filter((l) => l.includes("taking over the create"));
    for (const id of ids) expect(takeovers.filter((l) => l.includes(id)).length).toBeLessThanOrEqual(1);
  }, 300_000);

  it("B killed later in its creates (Pods being made): A, restarted, finishes them; still one Pod per record", async () => {
    a = await start(Number(new URL(urlA).port));
    const acked: string[] = [];
    let killed: Promise<unknown> | undefined;
    const sent = Array.from({ length: 3 }, () =>
      create(urlB).then(
        (r) => {
          if (r.status === 202) acked.push(r.body.id as string);
          // 700 ms after the first acknowledgement: the runtime is creating Secrets and Pods.
          killed ??= new Promise((res) => setTimeout(res, 700)).then(() => killServer(b!, "SIGKILL"));
        },
        () => undefined,
      ),
    );
    await Promise.all(sent);
    await killed;
    expect(acked.length).toBeGreaterThanOrEqual(1);
    for (const id of acked) {
      await waitFor(() => apiAt(urlA)("GET", `/v1/sandboxes/${id}`), (r) => r.body?.status?.state === "Running", 120_000, `${id} Running on A`);
    }
    const records = await waitFor(
      () => apiAt(urlA)("GET", `/v1/sandboxes?metadata=${encodeURIComponent(`suite=${name}`)}&pageSize=100`),
      (r) => (r.body.items as { status: { state: string } }[]).every((s) => s.status.state === "Running"),
      120_000,
      "every record Running",
    );
    const ids = (records.body.items as { id: string }[]).map((s) => s.id).sort();
    const inst = await instance();
    const pods = await waitFor(
      () => core.listNamespacedPod({ namespace, labelSelector: `opensandbox.io/instance=${inst}` }),
      (l) => l.items.filter((p) => !p.metadata?.deletionTimestamp).length === ids.length,
      60_000,
      "one Pod per record",
    );
    expect(pods.items.filter((p) => !p.metadata?.deletionTimestamp).map((p) => p.metadata!.labels!["opensandbox.io/id"]!).sort()).toEqual(ids);
  }, 300_000);
});
