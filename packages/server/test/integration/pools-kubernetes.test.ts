// Warm pools on the cluster, with two server replicas (the real binary, two processes) sharing one
// Kubernetes store: pooled Pods wait ready; a pooled create answers Running at once, its command
// runs with the request's env under the record's own token (the pool's is refused); creates on
// both replicas at once never get the same Pod; the pool refills and never exceeds its size; the
// pool outlives the servers (a restarted one finds and serves the same Pods).
// A taken Pod's restarted execd announces with the token it took. Kept small (the cluster is
// shared with other tests). Skipped without a cluster.
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as k8s from "@kubernetes/client-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LABEL_POOL, LABEL_POOL_HOLDER } from "../../src/runtime/runtime.ts";
import { ANNOUNCE_HEADER, announceSignature } from "../../src/runtime/execd-announce.ts";
import { API_KEY, IMAGE, localNodeAddress, waitFor } from "../helpers.ts";
import { apiAt, freePort, killServer, spawnServer, type Proc } from "../server-process.ts";

const cluster = process.env.KUBECONFIG;
const suite = cluster ? describe : describe.skip;
const namespace = "default";
const small = { cpu: "100m", memory: "128Mi" };
const SIZE = 3;

suite("warm pools on the cluster, shared by two replicas", () => {
  const name = `osbpool-${randomBytes(3).toString("hex")}`;
  const dir = mkdtempSync(path.join(tmpdir(), "osb-kpools-"));
  const keyFile = path.join(dir, "secret.key");
  const procs: Proc[] = [];
  let urlA: string;
  let urlB: string;
  let a: Proc;
  let b: Proc;
  let core: k8s.CoreV1Api;
  let kc: k8s.KubeConfig;
  /** Where each replica listens for execd's announce (this machine is the cluster's node). */
  let nodeIp: string;

  function configFor(port: number): string {
    const file = path.join(dir, `config-${port}.toml`);
    writeFileSync(
      file,
      [
        `[server]`,
        `api_key = "${API_KEY}"`,
        `port = ${port}`,
        `host = "127.0.0.1"`,
        `[runtime]`,
        `type = "kubernetes"`,
        `[kubernetes]`,
        `namespace = "${namespace}"`,
        `request_fraction = 0.1`,
        `announce_listen = "${nodeIp}:0"`,
        `[store]`,
        `type = "kubernetes"`,
        `name = "${name}"`,
        `lease_seconds = 3`,
        `key_file = "${keyFile}"`,
        `[log]`,
        `level = "${process.env.OSB_TEST_LOG_LEVEL ?? "info"}"`,
        `[[pool]]`,
        `name = "kp"`,
        `image = "${IMAGE}"`,
        `entrypoint = ["sleep", "3600"]`,
        `resources = { cpu = "${small.cpu}", memory = "${small.memory}" }`,
        `env = { POOL_VAR = "pool" }`,
        `size = ${SIZE}`,
        `max_starting = ${SIZE}`,
        ``,
      ].join("\n"),
    );
    return file;
  }

  async function start(port: number): Promise<Proc> {
    const p = await spawnServer(configFor(port), `http://127.0.0.1:${port}`);
    procs.push(p);
    return p;
  }

  const create = (url: string, extra: Record<string, unknown> = {}) =>
    apiAt(url)("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: small, metadata: { suite: name }, ...extra });

  async function instance(): Promise<string> {
    const cm = await core.readNamespacedConfigMap({ name: `${name}-store-meta`, namespace });
    return cm.data!.instance!;
  }
  /** The pool's Pods in the cluster (not being deleted). */
  async function poolPods(): Promise<k8s.V1Pod[]> {
    const list = await core.listNamespacedPod({ namespace, labelSelector: `opensandbox.io/instance=${await instance()},${LABEL_POOL}=kp` });
    return list.items.filter((p) => !p.metadata?.deletionTimestamp);
  }
  const untaken = async () => (await poolPods()).filter((p) => !p.metadata?.labels?.[LABEL_POOL_HOLDER]);
  const readyUntaken = async () => (await untaken()).filter((p) => p.status?.containerStatuses?.[0]?.ready);
  const filled = (url: string) => waitFor(() => apiAt(url)("GET", "/v1/pools"), (r) => r.body?.items?.[0]?.idle === SIZE, 90_000, "the pool to fill");
  /** The Pod serving record `id` when it came from the pool. */
  async function podOf(id: string): Promise<k8s.V1Pod | undefined> {
    const list = await core.listNamespacedPod({ namespace, labelSelector: `${LABEL_POOL_HOLDER}=${id}` });
    return list.items[0];
  }

  async function run(url: string, id: string, command: string, token?: string): Promise<{ status: number; stdout: string }> {
    const ep = (await apiAt(url)("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body as { endpoint: string; headers: Record<string, string> };
    const base = `http://${ep.endpoint.replace(/\/proxy\/44772$/, "")}`;
    const res = await fetch(`${base}/command`, {
      method: "POST",
      headers: { "x-execd-access-token": token ?? ep.headers["X-EXECD-ACCESS-TOKEN"]!, "content-type": "application/json" },
      body: JSON.stringify({ command }),
    });
    const text = await res.text();
    const stdout = text
      .split("\n")
      .filter((l) => l.trim().startsWith("{"))
      .map((l) => JSON.parse(l) as { type: string; text?: string })
      .filter((e) => e.type === "stdout")
      .map((e) => e.text)
      .join("\n");
    return { status: res.status, stdout };
  }

  beforeAll(async () => {
    kc = new k8s.KubeConfig();
    kc.loadFromDefault();
    core = kc.makeApiClient(k8s.CoreV1Api);
    nodeIp = await localNodeAddress(core);
    const [pa, pb] = [await freePort(), await freePort()];
    urlA = `http://127.0.0.1:${pa}`;
    urlB = `http://127.0.0.1:${pb}`;
    a = await start(pa);
    b = await start(pb);
  }, 60_000);

  afterAll(async () => {
    for (const url of [urlA, urlB]) {
      const list = await apiAt(url)("GET", `/v1/sandboxes?metadata=${encodeURIComponent(`suite=${name}`)}&pageSize=100`).catch(() => undefined);
      for (const s of list?.body?.items ?? []) await apiAt(url)("DELETE", `/v1/sandboxes/${s.id}`).catch(() => undefined);
    }
    for (const p of procs) await killServer(p, "SIGTERM");
    // The servers' logs, for a failure's diagnosis.
    procs.forEach((p, i) => writeFileSync(path.join(dir, `server-${i}.log`), p.output()));
    console.log(`server logs: ${dir}`);
    const labelSelector = `opensandbox.io/store=${name}`;
    const inst = await instance().catch(() => undefined);
    if (inst) {
      await core.deleteCollectionNamespacedPod({ namespace, labelSelector: `opensandbox.io/instance=${inst}`, gracePeriodSeconds: 0 }).catch(() => undefined);
      await core.deleteCollectionNamespacedSecret({ namespace, labelSelector: `opensandbox.io/instance=${inst}` }).catch(() => undefined);
    }
    const objects = kc.makeApiClient(k8s.CustomObjectsApi);
    for (const plural of ["sandboxes", "sandboxsnapshots"]) {
      await objects.deleteCollectionNamespacedCustomObject({ group: "opensandbox.io", version: "v1alpha1", namespace, plural, labelSelector }).catch(() => undefined);
    }
    await core.deleteCollectionNamespacedConfigMap({ namespace, labelSelector }).catch(() => undefined);
    await core.deleteCollectionNamespacedSecret({ namespace, labelSelector }).catch(() => undefined);
    await kc.makeApiClient(k8s.CoordinationV1Api).deleteCollectionNamespacedLease({ namespace, labelSelector }).catch(() => undefined);
  }, 120_000);

  it("fills once for both replicas; a pooled create answers Running, runs with the request's env and token; the pool's token is refused", async () => {
    await filled(urlA);
    await filled(urlB);
    // One pool in the cluster, not one per replica.
    expect(await poolPods()).toHaveLength(SIZE);
    const created = await create(urlB, { env: { TENANT: "t1" }, metadata: { suite: name, team: "x" } });
    expect(created.status).toBe(202);
    expect(created.body.status).toMatchObject({ state: "Running", reason: "CONTAINER_RUNNING" });
    const id = created.body.id as string;
    const pod = await podOf(id);
    expect(pod?.metadata?.labels?.["opensandbox.io/id"]).toMatch(/^pool-kp-/);
    expect((await apiAt(urlA)("GET", `/v1/sandboxes/${id}`)).body).toMatchObject({ id, metadata: { team: "x" }, status: { state: "Running" } });
    expect(await run(urlA, id, 'echo "$TENANT|${POOL_VAR-unset}"')).toEqual({ status: 200, stdout: "t1|unset" });
    // The record was written once (already Running, after the hand-over); the take was one Pod patch.
    const object = (await kc.makeApiClient(k8s.CustomObjectsApi).getNamespacedCustomObject({ group: "opensandbox.io", version: "v1alpha1", namespace, plural: "sandboxes", name: `${name}.${id}` })) as { spec: { revision: number } };
    expect(object.spec.revision).toBe(1);
    // The pool's token, as the Pod's Secret holds it (the server's key is the store's, not key_file's).
    const tokenRef = pod!.spec!.containers[0]!.env!.find((e) => e.name === "EXECD_ACCESS_TOKEN")!.valueFrom!.secretKeyRef!;
    const secret = await core.readNamespacedSecret({ name: tokenRef.name!, namespace });
    const poolToken = Buffer.from(secret.data![tokenRef.key]!, "base64").toString("utf8");
    expect((await run(urlA, id, "echo x", poolToken)).status).toBe(401);
    // A restarted execd announces under the Pod's own id, signed with the token it took: accepted
    // (here from this host, so refused for its address, 409), not refused for its signature (401).
    const env = Object.fromEntries((pod!.spec!.containers[0]!.env ?? []).map((e) => [e.name, e.value]));
    const announce = { sandboxId: env.EXECD_SANDBOX_ID!, time: Date.now(), boot: "restarted" };
    const recordToken = (await apiAt(urlA)("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body.headers["X-EXECD-ACCESS-TOKEN"] as string;
    for (const signed of [{ token: recordToken, status: 409 }, { token: poolToken, status: 401 }]) {
      const res = await fetch(env.EXECD_ANNOUNCE_URL!, { method: "POST", headers: { "content-type": "application/json", [ANNOUNCE_HEADER]: announceSignature(signed.token, announce) }, body: JSON.stringify(announce) });
      expect(res.status, await res.text()).toBe(signed.status);
    }
    // The token's Secret still holds the pool's token, which opens nothing now; the record's token is in no object.
    expect((await apiAt(urlA)("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
    await waitFor(() => podOf(id), (p) => p === undefined, 30_000, "the pooled Pod to go with its sandbox");
  }, 180_000);

  it("creates on both replicas at once never share a Pod; the pool refills and never exceeds its size", async () => {
    await filled(urlA);
    const burst = await Promise.all([...Array(2 * SIZE).keys()].map((i) => create(i % 2 ? urlA : urlB, { env: { N: String(i) } })));
    expect(burst.map((r) => r.status)).toEqual(Array(2 * SIZE).fill(202));
    const ids = burst.map((r) => r.body.id as string);
    const fromPool = burst.filter((r) => r.body.status.state === "Running").map((r) => r.body.id as string);
    expect(fromPool.length).toBeGreaterThanOrEqual(1);
    expect(fromPool.length).toBeLessThanOrEqual(SIZE);
    // Each pooled Pod names one holder; each record served from the pool has exactly one Pod.
    const held = (await poolPods()).filter((p) => p.metadata?.labels?.[LABEL_POOL_HOLDER]);
    const holders = held.map((p) => p.metadata!.labels![LABEL_POOL_HOLDER]!);
    expect(new Set(holders).size).toBe(holders.length);
    expect(holders.sort()).toEqual([...fromPool].sort());
    // Each runs its own command with its own env.
    for (const id of fromPool) {
      const i = ids.indexOf(id);
      expect(await run(i % 2 ? urlA : urlB, id, 'echo "n=$N"')).toEqual({ status: 200, stdout: `n=${i}` });
    }
    // Refill while watching the count: never more untaken Pods than the pool's size.
    let most = 0;
    await waitFor(
      async () => {
        const n = (await untaken()).length;
        most = Math.max(most, n);
        return (await readyUntaken()).length;
      },
      (n) => n === SIZE,
      90_000,
      "the pool to refill",
    );
    expect(most).toBeLessThanOrEqual(SIZE);
    await waitFor(() => Promise.all(ids.map((id) => apiAt(urlA)("GET", `/v1/sandboxes/${id}`))), (rs) => rs.every((r) => r.body?.status?.state === "Running"), 90_000, "every sandbox of the burst to run");
    for (const id of ids) await apiAt(urlA)("DELETE", `/v1/sandboxes/${id}`);
  }, 240_000);

  it("outlives the servers: restarted, a server keeps the same pooled Pods and serves from them", async () => {
    await filled(urlA);
    const before = (await untaken()).map((p) => p.metadata!.name!).sort();
    expect(before).toHaveLength(SIZE);
    await killServer(a, "SIGTERM");
    await killServer(b, "SIGTERM");
    a = await start(Number(new URL(urlA).port));
    await filled(urlA);
    expect((await untaken()).map((p) => p.metadata!.name!).sort()).toEqual(before);
    const created = await create(urlA);
    expect(created.body.status.state).toBe("Running");
    const pod = await podOf(created.body.id as string);
    expect(before).toContain(pod?.metadata?.name);
    expect((await run(urlA, created.body.id as string, "echo ok")).stdout).toBe("ok");
    await apiAt(urlA)("DELETE", `/v1/sandboxes/${created.body.id}`);
  }, 180_000);
});
