// The Kubernetes runtime passes the runtime contract against a real cluster (scripts/k8s: a
// single-node v1.34 cluster; scripts/test.sh starts it and sets KUBECONFIG). Skipped without one.
import { randomUUID } from "node:crypto";
import * as k8s from "@kubernetes/client-node";
import { describe, it } from "vitest";
import { validateConfig } from "../../src/config/config.ts";
import { defaultExecdImage } from "../../src/runtime/create.ts";
import { KubernetesRuntime } from "../../src/runtime/kubernetes.ts";
import { CONTRACT_ALLOWED_VOLUMES, runtimeContract } from "../contract/runtime-contract.ts";
import { IMAGE } from "../helpers.ts";

if (!process.env.KUBECONFIG) {
  describe.skip("Runtime contract: kubernetes (no cluster: KUBECONFIG is not set)", () => it("needs a cluster", () => undefined));
} else {
  const kc = new k8s.KubeConfig();
  kc.loadFromDefault();
  const core = kc.makeApiClient(k8s.CoreV1Api);
  const namespace = "default";
  const { config } = validateConfig({ server: { api_key: "k" }, runtime: { type: "kubernetes" }, kubernetes: { request_fraction: 0.1 } });
  const runtime = (kubeConfig = kc) =>
    new KubernetesRuntime({
      kubernetes: config.kubernetes,
      execdImage: defaultExecdImage(config),
      instance: randomUUID(),
      allowedVolumes: [CONTRACT_ALLOWED_VOLUMES],
      volumeSize: "16Mi",
      dropCapabilities: config.docker.drop_capabilities,
      kubeConfig,
    });

  runtimeContract("kubernetes", async () => ({
    runtime: runtime(),
    image: IMAGE,
    missingImage: "127.0.0.1:5000/opensandbox/nope:missing",
    timeoutMs: 60_000,
    // kubelet measures ephemeral storage in its eviction loop (every 10 s).
    diskCheckSeconds: 12,
    volumeExists: (name) =>
      core.readNamespacedPersistentVolumeClaim({ name, namespace }).then(
        () => true,
        (err: unknown) => {
          if (err instanceof k8s.ApiException && err.code === 404) return false;
          throw err;
        },
      ),
    removeVolume: async (name) => void (await core.deleteNamespacedPersistentVolumeClaim({ name, namespace })),
    // Another application's claim: no labels of ours.
    makeForeignVolume: async (name) =>
      void (await core.createNamespacedPersistentVolumeClaim({
        namespace,
        body: { metadata: { name }, spec: { accessModes: ["ReadWriteOnce"], resources: { requests: { storage: "16Mi" } } } },
      })),
    unreachable: () => {
      const down = new k8s.KubeConfig();
      down.loadFromOptions({
        clusters: [{ name: "down", server: "https://127.0.0.1:1", skipTLSVerify: true }],
        users: [{ name: "down", token: "x" }],
        contexts: [{ name: "down", cluster: "down", user: "down" }],
        currentContext: "down",
      });
      return runtime(down);
    },
  }));
}
