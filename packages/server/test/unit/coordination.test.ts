// KubernetesLeases.alive() against a fake API server: the leader's sweep asks it for every Pending
// record another replica is creating, so answers are shared for a moment instead of one Lease read
// per record (hundreds of reads per sweep at fleet-size create rates).
import { afterEach, describe, expect, it } from "vitest";
import { KubernetesLeases } from "../../src/services/coordination.ts";
import { serveKubeApi } from "../fake-kube-api.ts";

let closeApi: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await closeApi?.();
  closeApi = undefined;
});

describe("KubernetesLeases.alive", () => {
  it("reads another replica's lease once for many questions at once, and again once its answer is old", async () => {
    let reads = 0;
    let resourceVersion = 1;
    const api = await serveKubeApi((req, res) => {
      if (req.method === "GET" && req.url?.includes("/leases/")) {
        reads++;
        res.setHeader("content-type", "application/json");
        return res.end(JSON.stringify({ apiVersion: "coordination.k8s.io/v1", kind: "Lease", metadata: { name: "s-replica-other", resourceVersion: String(resourceVersion) }, spec: { leaseDurationSeconds: 15 } }));
      }
      res.statusCode = 404;
      res.end("{}");
    });
    closeApi = api.close;
    const leases = new KubernetesLeases({ kubeConfig: api.kc, namespace: "ns", name: "s", leaseSeconds: 15, labels: {} });
    const answers = await Promise.all(Array.from({ length: 200 }, () => leases.alive("other")));
    expect(answers.every(Boolean)).toBe(true);
    expect(reads).toBe(1);
    for (let i = 0; i < 50; i++) expect(await leases.alive("other")).toBe(true);
    expect(reads).toBe(1);
    await new Promise((r) => setTimeout(r, KubernetesLeases.ALIVE_FOR_MS + 50));
    resourceVersion++;
    expect(await leases.alive("other")).toBe(true);
    expect(reads).toBe(2);
  });
});
