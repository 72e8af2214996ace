// What the Kubernetes runtime keeps of a Pod in its watch's cache (runtime/kube-pod.ts): the fields
// it reads, nothing else; the cache, filled from a (fake) API server's list and watch, holds only that.
import * as k8s from "@kubernetes/client-node";
import { afterEach, describe, expect, it } from "vitest";
import { validateConfig } from "../../src/config/config.ts";
import { slimPod } from "../../src/runtime/kube-pod.ts";
import { KubernetesRuntime, diagnose } from "../../src/runtime/kubernetes.ts";
import type { SandboxSpec } from "../../src/runtime/runtime.ts";
import { serveKubeApi } from "../fake-kube-api.ts";

const spec: SandboxSpec = {
  sandboxId: "abc",
  image: "registry.test/app:1",
  entrypoint: ["sleep", "60"],
  env: { A: "1", B: "two" },
  resources: { nanoCpus: 500_000_000, memoryBytes: 256 * 2 ** 20 },
  mounts: [],
  extensions: {},
  execdToken: "t",
};

function runtime(kc: k8s.KubeConfig, fromNode = false): KubernetesRuntime {
  const { config } = validateConfig({ server: { api_key: "k" }, runtime: { type: "kubernetes" }, kubernetes: fromNode ? { execd_host_path: "/var/lib/osb/execd" } : {} });
  return new KubernetesRuntime({ kubernetes: config.kubernetes, execdImage: "img", instance: "i", kubeConfig: kc });
}

const offline = () => {
  const kc = new k8s.KubeConfig();
  kc.loadFromOptions({ clusters: [{ name: "c", server: "https://127.0.0.1:1" }], users: [{ name: "u" }], contexts: [{ name: "x", cluster: "c", user: "u" }], currentContext: "x" });
  return kc;
};

/** A Pod as the API server returns it: the runtime's spec, what the API server and kubelet add. */
async function fullPod(status: k8s.V1PodStatus, fromNode = false): Promise<k8s.V1Pod> {
  const rt = runtime(offline(), fromNode);
  const made = (rt as unknown as { podFor(s: SandboxSpec, pull: string | undefined, url: string | undefined): k8s.V1Pod }).podFor(spec, "sandbox-abc-pull", undefined);
  await rt.close();
  return {
    ...made,
    metadata: {
      ...made.metadata,
      namespace: "default",
      uid: "u-1",
      resourceVersion: "42",
      annotations: { "opensandbox.io/pool-taken-at": "1" },
      managedFields: Array.from({ length: 3 }, (_, i) => ({ manager: `m${i}`, operation: "Update", fieldsType: "FieldsV1", fieldsV1: { "f:spec": { "f:containers": { 'k:{"name":"sandbox"}': { ".": {} } } } } })),
    },
    spec: { ...made.spec!, nodeName: "node-1", schedulerName: "default-scheduler", tolerations: [{ key: "node.kubernetes.io/not-ready", operator: "Exists", effect: "NoExecute", tolerationSeconds: 300 }] },
    status,
  };
}

const main = (state: k8s.V1ContainerState, extra: Partial<k8s.V1ContainerStatus> = {}): k8s.V1ContainerStatus => ({
  name: "sandbox",
  image: "registry.test/app:1",
  imageID: "registry.test/app@sha256:0123",
  containerID: "containerd://0123",
  ready: false,
  restartCount: 0,
  started: true,
  state,
  ...extra,
});
const init = (state: k8s.V1ContainerState): k8s.V1ContainerStatus => ({ name: "execd-install", image: "img", imageID: "x", ready: false, restartCount: 0, state });
const conditions: k8s.V1PodCondition[] = ["PodReadyToStartContainers", "Initialized", "Ready", "ContainersReady"].map((type) => ({ type, status: "True" }));

const statuses: [string, k8s.V1PodStatus, boolean?][] = [
  ["running and ready", { phase: "Running", podIP: "10.244.0.9", podIPs: [{ ip: "10.244.0.9" }], hostIP: "10.0.0.1", startTime: new Date(), qosClass: "Burstable", conditions: [...conditions, { type: "PodScheduled", status: "True" }], containerStatuses: [main({ running: { startedAt: new Date() } }, { ready: true })] }],
  ["unschedulable", { phase: "Pending", conditions: [{ type: "PodScheduled", status: "False", reason: "Unschedulable", message: "0/1 nodes are available" }] }],
  ["pull failed", { phase: "Pending", containerStatuses: [main({ waiting: { reason: "ImagePullBackOff", message: "Back-off" } })] }],
  ["execd copy failed", { phase: "Pending", initContainerStatuses: [init({ terminated: { exitCode: 1, message: "cp: no space" } })] }],
  ["evicted", { phase: "Failed", reason: "Evicted", message: "Pod ephemeral local storage usage exceeds the total limit" }],
  ["ended with output", { phase: "Failed", containerStatuses: [main({ terminated: { exitCode: 3, message: "one\ntwo\n" } }, { lastState: { terminated: { exitCode: 1 } } })] }],
  ["waiting for execd from the node", { phase: "Pending", containerStatuses: [main({ waiting: { reason: "ContainerCreating" } })] }, true],
];

describe("slimPod", () => {
  it.each(statuses)("%s: diagnose() sees the same in the slim copy", async (_name, status, fromNode) => {
    const pod = await fullPod(status, fromNode);
    expect(diagnose(slimPod(pod))).toEqual(diagnose(pod));
  });

  it("keeps what the runtime reads and drops the rest (managedFields, env, probes, security context, most conditions)", async () => {
    const pod = await fullPod(statuses[0]![1]);
    const slim = slimPod(pod);
    expect(slim.metadata).toEqual({
      name: "sandbox-abc",
      namespace: "default",
      uid: "u-1",
      resourceVersion: "42",
      labels: pod.metadata!.labels,
      annotations: { "opensandbox.io/pool-taken-at": "1" },
    });
    expect(slim.spec).toEqual({ containers: [{ name: "sandbox", image: "registry.test/app:1" }], nodeName: "node-1", imagePullSecrets: [{ name: "sandbox-abc-pull" }] });
    expect(slim.status).toMatchObject({ phase: "Running", podIP: "10.244.0.9", conditions: [{ type: "PodScheduled", status: "True" }] });
    expect(slim.status!.containerStatuses![0]).toMatchObject({ name: "sandbox", ready: true, state: { running: {} } });
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify(pod).length / 3);
  });
});

let closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of closers) await c();
  closers = [];
});

describe("the runtime's watch on Pods keeps slim copies", () => {
  it("from the list and from watch events", async () => {
    const listed = await fullPod(statuses[1]![1]);
    const modified = await fullPod(statuses[0]![1]);
    modified.metadata!.resourceVersion = "43";
    const { kc, close } = await serveKubeApi((req, res) => {
      const url = new URL(req.url!, "http://x");
      res.writeHead(200, { "content-type": "application/json" });
      if (url.searchParams.get("watch") === "true") {
        // One event, then the stream stays open (as a quiet watch does).
        res.write(`${JSON.stringify({ type: "MODIFIED", object: JSON.parse(JSON.stringify(modified)) })}\n`);
        return;
      }
      res.end(JSON.stringify({ kind: "PodList", apiVersion: "v1", metadata: { resourceVersion: "42" }, items: [JSON.parse(JSON.stringify(listed))] }));
    });
    const rt = runtime(kc);
    closers.push(async () => {
      await rt.close();
      await close();
    });
    const seen: string[] = [];
    rt.watch((e) => seen.push(e.type));
    const cache = () => (rt as unknown as { informer?: k8s.ObjectCache<k8s.V1Pod> }).informer?.get("sandbox-abc", "default");
    for (let i = 0; i < 200 && cache()?.metadata?.resourceVersion !== "43"; i++) await new Promise((r) => setTimeout(r, 10));
    const cached = cache()!;
    expect(cached.metadata?.resourceVersion).toBe("43");
    expect(cached.metadata?.managedFields).toBeUndefined();
    expect(cached.spec?.containers[0]).toEqual({ name: "sandbox", image: "registry.test/app:1" });
    expect(JSON.stringify(cached)).toBe(JSON.stringify(slimPod(JSON.parse(JSON.stringify(modified)) as k8s.V1Pod)));
    expect(rt.execdServing("abc")).toBe(true); // readiness read from the slim copy
  });
});

describe("the Kubernetes runtime's reachability check before a create", () => {
  it("asks the API server once for many creates close together, again once the answer is old, and reports it unreachable", async () => {
    let versions = 0;
    let up = true;
    const { kc, close, server } = await serveKubeApi((req, res) => {
      if (req.url === "/version" || req.url === "/version/") versions++;
      if (!up) return req.socket.destroy();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ major: "1", minor: "34", gitVersion: "v1.34.4" }));
    });
    const rt = runtime(kc);
    closers.push(async () => {
      await rt.close();
      await close();
    });
    await Promise.all(Array.from({ length: 20 }, () => rt.prepare(spec, async () => undefined)));
    for (let i = 0; i < 20; i++) await rt.prepare(spec, async () => undefined);
    expect(versions).toBe(1);
    await new Promise((r) => setTimeout(r, KubernetesRuntime.REACHABLE_FOR_MS + 50));
    up = false;
    server.closeAllConnections();
    await expect(rt.prepare(spec, async () => undefined)).rejects.toThrow(/unreachable/);
    expect(versions).toBe(2);
  });
});
