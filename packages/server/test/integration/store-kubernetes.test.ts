// The Kubernetes store passes the store contract against the real cluster (scripts/k8s; KUBECONFIG
// set by scripts/test.sh). Each test gets a store of its own name (its label scope) in the
// namespace "default"; everything they wrote is deleted afterwards. Skipped without a cluster.
import { randomBytes } from "node:crypto";
import * as k8s from "@kubernetes/client-node";
import { afterAll, describe, expect, it, vi } from "vitest";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { GROUP, KubernetesStore, LABEL_STORE, VERSION, sharedSecretKey } from "../../src/store/kubernetes.ts";
import { KubernetesLeases } from "../../src/services/coordination.ts";
import { sandboxRecord, storeContract } from "../contract/store-contract.ts";
import { waitFor } from "../helpers.ts";

if (!process.env.KUBECONFIG) {
  describe.skip("Store contract: kubernetes (no cluster: KUBECONFIG is not set)", () => it("needs a cluster", () => undefined));
} else {
  const kc = new k8s.KubeConfig();
  kc.loadFromDefault();
  const namespace = "default";
  const run = randomBytes(3).toString("hex");
  const names: string[] = [];
  const secrets = SecretKey.ephemeral();
  const open = async () => {
    const name = `osbtest-${run}-${names.length}`;
    names.push(name);
    return KubernetesStore.open({ kubeConfig: kc, namespace, name, secrets });
  };

  afterAll(async () => {
    const objects = kc.makeApiClient(k8s.CustomObjectsApi);
    const core = kc.makeApiClient(k8s.CoreV1Api);
    for (const name of names) {
      const labelSelector = `${LABEL_STORE}=${name}`;
      for (const plural of ["sandboxes", "sandboxsnapshots"]) await objects.deleteCollectionNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural, labelSelector });
      await core.deleteCollectionNamespacedConfigMap({ namespace, labelSelector });
      await core.deleteCollectionNamespacedSecret({ namespace, labelSelector });
      await kc.makeApiClient(k8s.CoordinationV1Api).deleteCollectionNamespacedLease({ namespace, labelSelector });
    }
  });

  storeContract("kubernetes", open);

  describe("KubernetesStore", () => {
    it("keeps nothing secret in the objects: legacy tokens and registry credentials are sealed", async () => {
      const store = await open();
      await store.saveSandbox(sandboxRecord("sealed", { execdToken: "tok-PLAIN", imageAuth: { username: "u", password: "pw-PLAIN" }, metadata: { "example.com/team": "a" } }));
      const objects = kc.makeApiClient(k8s.CustomObjectsApi);
      const raw = JSON.stringify(await objects.getNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural: "sandboxes", name: `${names.at(-1)}.sealed` }));
      expect(raw).not.toContain("PLAIN");
      expect(await store.getSandbox("sealed")).toMatchObject({ execdToken: "tok-PLAIN", imageAuth: { password: "pw-PLAIN" } });
      // A prefixed metadata key is selected through its hashed label.
      expect((await store.querySandboxes({ metadata: { "example.com/team": "a" }, offset: 0, limit: 5 })).total).toBe(1);
      expect((await store.querySandboxes({ metadata: { "example.com/team": "b" }, offset: 0, limit: 5 })).total).toBe(0);
    });

    it("declares a record one atomic field: the API server tracks spec.record whole, not each of its keys", async () => {
      // Field tracking of every key of a free-form record was ~10 % of the API server's CPU in a
      // create burst (BENCHMARKS.md, kwok); a replace of an atomic record costs a fraction of it.
      const store = await open();
      const r = sandboxRecord("atomic", { metadata: { team: "a" } });
      await store.saveSandbox(r);
      const saved = (await store.getSandbox("atomic"))!;
      saved.metadata = { team: "b" };
      await store.saveSandbox(saved);
      const objects = kc.makeApiClient(k8s.CustomObjectsApi);
      const obj = (await objects.getNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural: "sandboxes", name: `${names.at(-1)}.atomic` })) as {
        metadata: { managedFields?: { fieldsV1?: { "f:spec"?: Record<string, unknown> } }[] };
      };
      const fields = obj.metadata.managedFields?.map((m) => m.fieldsV1?.["f:spec"]).filter(Boolean) ?? [];
      expect(fields.length).toBeGreaterThan(0);
      for (const f of fields) expect(f).toMatchObject({ "f:record": {} });
      expect(JSON.stringify(fields)).not.toContain("f:metadata");
    });

    it("two stores on one cluster (two replicas) see each other's writes and conflict on the same revision", async () => {
      const a = await open();
      const name = names.at(-1)!;
      const b = await KubernetesStore.open({ kubeConfig: kc, namespace, name, secrets });
      await a.saveSandbox(sandboxRecord("shared"));
      expect(await b.getSandbox("shared")).toMatchObject({ revision: 1 });
      const fromA = (await a.getSandbox("shared"))!;
      const fromB = (await b.getSandbox("shared"))!;
      fromB.metadata = { by: "b" };
      expect(await b.saveSandbox(fromB)).toBe(2);
      fromA.metadata = { by: "a" };
      await expect(a.saveSandbox(fromA)).rejects.toThrow(/no longer at revision 1/);
      expect((await a.getSandbox("shared"))!.metadata).toEqual({ by: "b" });
      // The first writer's meta value wins for both.
      expect(await a.meta("instance", () => "from-a")).toBe("from-a");
      expect(await b.meta("instance", () => "from-b")).toBe("from-a");
      // Ids no record of ours can have are simply absent.
      expect(await a.getSandbox("Not/An/Id")).toBeUndefined();
      expect(await a.deleteSandbox("Not/An/Id")).toBe(false);
    });

    it("one leader at a time on a Lease: handed back at stop, taken over once a silent leader's lease lapses", async () => {
      const name = `osbtest-${run}-${names.length}`;
      names.push(name);
      const leases = () => new KubernetesLeases({ kubeConfig: kc, namespace, name, leaseSeconds: 2, labels: { [LABEL_STORE]: name } });
      const [a, b, c] = [leases(), leases(), leases()];
      await a.start();
      await b.start();
      expect([a.leading(), b.leading()]).toEqual([true, false]);
      expect(await a.alive(b.replica)).toBe(true);
      // Stopped: handed back, the other leads at its next renewal (a third of the duration).
      await a.stop();
      await waitFor(async () => b.leading(), (x) => x, 5000, "b to lead");
      expect(a.leading()).toBe(false);
      await c.start();
      expect(c.leading()).toBe(false);
      // b silenced as a killed process would be (timers stopped, nothing handed back): c leads
      // only after b's lease went unrenewed for a whole duration, and then finds b dead.
      (b as unknown as { stopped: boolean }).stopped = true;
      clearInterval((b as unknown as { timer: NodeJS.Timeout }).timer);
      const silent = Date.now();
      await waitFor(async () => c.leading(), (x) => x, 10_000, "c to take over");
      // (b renewed at most a third of the duration before it fell silent)
      expect(Date.now() - silent).toBeGreaterThanOrEqual(1300);
      expect(await c.alive(b.replica)).toBe(true); // first look at b's lease: not yet known to be silent
      await new Promise((r) => setTimeout(r, 2100));
      expect(await c.alive(b.replica)).toBe(false);
      expect(await c.alive(b.replica)).toBe(false); // and its lease is gone
      await c.stop();
    }, 30_000);

    describe("informer cache", () => {
      /** Two replicas' stores of one name; b's reads of the API server are counted. */
      async function pair() {
        const a = await open();
        const b = await KubernetesStore.open({ kubeConfig: kc, namespace, name: names.at(-1)!, secrets });
        const objects = (b as unknown as { objects: k8s.CustomObjectsApi }).objects;
        const reads = { get: vi.spyOn(objects, "getNamespacedCustomObject"), list: vi.spyOn(objects, "listNamespacedCustomObject") };
        return { a, b, reads, cache: b.sandboxCache() };
      }
      /** Polls `probe` every 2 ms until it holds; the time it took (ms). */
      async function until(probe: () => Promise<boolean>, boundMs: number, what: string): Promise<number> {
        const t0 = performance.now();
        while (!(await probe())) {
          if (performance.now() - t0 > boundMs) throw new Error(`${what}: not within ${boundMs} ms`);
          await new Promise((r) => setTimeout(r, 2));
        }
        return performance.now() - t0;
      }

      it("another replica's writes reach this one's reads through the watch, within 1 s, with no read of the API server", async () => {
        const { a, b, reads, cache } = await pair();
        try {
          expect(cache.live).toBe(true);
          await a.saveSandbox(sandboxRecord("seen", { metadata: { team: "x" } }));
          // Created by a moment ago: a miss may confirm with the API server, and finds it.
          expect(await b.getSandbox("seen")).toMatchObject({ revision: 1 });
          await until(async () => cache.size === 1, 1000, "the create through the watch");
          reads.get.mockClear();
          reads.list.mockClear();
          const lags: number[] = [];
          let r = (await a.getSandbox("seen"))!;
          for (let i = 0; i < 10; i++) {
            r.metadata = { team: `t${i}` };
            r.revision = await a.saveSandbox(r);
            const want = r.revision;
            lags.push(await until(async () => (await b.getSandbox("seen"))?.revision === want, 1000, `revision ${want} on b`));
            expect((await b.querySandboxes({ metadata: { team: `t${i}` }, offset: 0, limit: 10 })).items.map((x) => x.id)).toEqual(["seen"]);
          }
          await a.deleteSandbox("seen");
          lags.push(await until(async () => (await b.getSandbox("seen")) === undefined && (await b.allSandboxes()).length === 0, 1000, "the delete on b"));
          // Every read above was answered from memory, but the last get (a miss, confirmed).
          expect(reads.list).not.toHaveBeenCalled();
          expect(reads.get.mock.calls.length).toBeLessThanOrEqual(1);
          expect(Math.max(...lags)).toBeLessThan(1000);
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      });

      it("a cut watch resumes from the last version and replays what it missed, without listing again; meanwhile reads go to the API server", async () => {
        const { a, b, reads, cache } = await pair();
        try {
          await a.saveSandbox(sandboxRecord("before"));
          await until(async () => (await b.getSandbox("before")) !== undefined && cache.size === 1, 1000, "the first record");
          const { lists, resumes, expired } = cache.stats;
          cache.interrupt();
          expect(cache.live).toBe(false);
          // Written while b's watch is down.
          await a.saveSandbox(sandboxRecord("during"));
          const r = (await a.getSandbox("before"))!;
          r.metadata = { changed: "yes" };
          await a.saveSandbox(r);
          reads.get.mockClear();
          await until(async () => cache.live && cache.size === 2 && (await b.getSandbox("before"))?.metadata.changed === "yes", 5000, "the resumed watch");
          expect(cache.stats.resumes).toBeGreaterThan(resumes);
          expect(cache.stats.lists).toBe(lists);
          expect(cache.stats.expired).toBe(expired);
          // Replayed into the cache, not read: the last gets were answered from memory.
          reads.get.mockClear();
          expect((await b.getSandbox("during"))?.revision).toBe(1);
          expect(reads.get).not.toHaveBeenCalled();
          // While the watch is down, b reads through: fresh, at the cost of a round trip.
          cache.interrupt();
          r.revision = 2;
          r.metadata = { changed: "again" };
          await a.saveSandbox(r);
          if (!cache.live) {
            expect((await b.getSandbox("before"))?.metadata).toEqual({ changed: "again" });
          }
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      });

      it("a watch the API server can no longer resume (410 Gone) makes the cache list again, dropping what was deleted meanwhile", async () => {
        const { a, b, cache } = await pair();
        try {
          await a.saveSandbox(sandboxRecord("stays"));
          await a.saveSandbox(sandboxRecord("goes"));
          await until(async () => cache.size === 2, 1000, "both records on b");
          const { lists, expired } = cache.stats;
          // Resuming from version 1, long compacted away: the API server answers 410.
          cache.interrupt("1");
          await a.deleteSandbox("goes");
          await a.saveSandbox(sandboxRecord("new"));
          await until(async () => cache.live && cache.stats.lists > lists, 5000, "the relist");
          expect(cache.stats.expired).toBe(expired + 1);
          await until(async () => cache.size === 2, 1000, "the view after the relist");
          expect((await b.allSandboxes()).map((x) => x.id).sort()).toEqual(["new", "stays"]);
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      });
    });

    it("replicas share one secret key, kept in a Secret", async () => {
      await open();
      const name = names.at(-1)!;
      const [k1, k2] = await Promise.all([sharedSecretKey(kc, namespace, name), sharedSecretKey(kc, namespace, name)]);
      expect(k1.execdToken("x")).toBe(k2.execdToken("x"));
      expect((await sharedSecretKey(kc, namespace, name)).execdToken("x")).toBe(k1.execdToken("x"));
    });
  });
}
