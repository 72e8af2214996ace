// The Kubernetes store passes the store contract against the real cluster (scripts/k8s; KUBECONFIG
// set by scripts/test.sh). Each test gets a store of its own name (its label scope) in the
// namespace "default"; everything they wrote is deleted afterwards. Skipped without a cluster.
import { randomBytes } from "node:crypto";
import * as k8s from "@kubernetes/client-node";
import { afterAll, describe, expect, it } from "vitest";
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

    it("replicas share one secret key, kept in a Secret", async () => {
      await open();
      const name = names.at(-1)!;
      const [k1, k2] = await Promise.all([sharedSecretKey(kc, namespace, name), sharedSecretKey(kc, namespace, name)]);
      expect(k1.execdToken("x")).toBe(k2.execdToken("x"));
      expect((await sharedSecretKey(kc, namespace, name)).execdToken("x")).toBe(k1.execdToken("x"));
    });
  });
}
