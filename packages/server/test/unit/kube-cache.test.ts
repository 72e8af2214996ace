// The ordering rules of the Kubernetes store's informer cache (store/kube-cache.ts), without an
// API server: a version replaces only an older one, and an object this replica deleted is not
// brought back by news older than its deletion. (List, watch, resume and 410 run against the real
// cluster in test/integration/store-kubernetes.test.ts.)
import * as k8s from "@kubernetes/client-node";
import { describe, expect, it } from "vitest";
import { ObjectCache } from "../../src/store/kube-cache.ts";

const obj = (name: string, version: number, value: string) => ({ metadata: { name, resourceVersion: String(version) }, spec: { value } });

function cache(): ObjectCache<{ value: string }> {
  return new ObjectCache({ kubeConfig: new k8s.KubeConfig(), path: "/unused", labelSelector: "x=y", listPage: () => Promise.reject(new Error("not listed here")) });
}

describe("ObjectCache ordering", () => {
  it("keeps the newest version: a late event older than a write's answer does not step back", () => {
    const c = cache();
    c.put(obj("a", 10, "ten"));
    c.put(obj("a", 12, "twelve")); // a write's answer
    c.put(obj("a", 11, "eleven")); // the watch, late
    expect(c.get("a")?.spec.value).toBe("twelve");
    expect(c.get("a")?.metadata.resourceVersion).toBe("12");
  });

  it("an object deleted here is not revived by older news, but is by a re-creation", () => {
    const c = cache();
    c.put(obj("a", 10, "ten"));
    c.drop("a", 10);
    c.put(obj("a", 10, "ten, again")); // the watch's copy of the same version
    expect(c.get("a")).toBeUndefined();
    c.put(obj("a", 15, "made again"));
    expect(c.get("a")?.spec.value).toBe("made again");
  });

  it("keeps only what it needs of an object: name, uid (an owner reference to it), version, labels, spec", () => {
    const c = cache();
    c.put({ metadata: { name: "a", resourceVersion: "3", labels: { k: "v" }, managedFields: [{ manager: "x" }], uid: "u" } as never, spec: { value: "v" } });
    expect(c.get("a")).toEqual({ metadata: { name: "a", uid: "u", resourceVersion: "3", labels: { k: "v" } }, spec: { value: "v" } });
    expect(c.size).toBe(1);
    expect(c.live).toBe(false); // never listed nor watching: the store reads through
  });
});

describe("ObjectCache order", () => {
  type Spec = { at: number };
  const byAt = (a: { spec: Spec; metadata: { name: string } }, b: { spec: Spec; metadata: { name: string } }) =>
    a.spec.at - b.spec.at || (a.metadata.name < b.metadata.name ? -1 : a.metadata.name > b.metadata.name ? 1 : 0);

  it("walks the objects in its order through puts, replacements (also of the order's key), older news and drops", () => {
    const c = new ObjectCache<Spec>({ kubeConfig: new k8s.KubeConfig(), path: "/unused", labelSelector: "x=y", listPage: () => Promise.reject(new Error("not listed here")), order: byAt });
    // A reference kept by hand, compared with the cache's order after every step.
    const reference = new Map<string, { version: number; at: number }>();
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    let version = 0;
    for (let step = 0; step < 3000; step++) {
      const name = `o${random(200)}`;
      const action = random(10);
      if (action < 6) {
        // Ties on `at` are many (20 values for 200 names): the name breaks them.
        const at = random(20);
        const v = ++version;
        c.put({ metadata: { name, resourceVersion: String(v) }, spec: { at } });
        reference.set(name, { version: v, at });
      } else if (action < 8) {
        // Older news of an object: ignored.
        const had = reference.get(name);
        if (had) c.put({ metadata: { name, resourceVersion: String(had.version - 1) }, spec: { at: random(20) } });
      } else {
        c.drop(name, ++version);
        reference.delete(name);
      }
      const expected = [...reference].map(([n, r]) => ({ metadata: { name: n }, spec: { at: r.at } })).sort(byAt).map((o) => o.metadata.name);
      expect(c.ordered().map((o) => o.metadata.name)).toEqual(expected);
    }
    expect(c.size).toBe(reference.size);
  });

  it("refuses ordered() on a cache made without an order", () => {
    expect(() => cache().ordered()).toThrow(/without an order/);
  });
});
