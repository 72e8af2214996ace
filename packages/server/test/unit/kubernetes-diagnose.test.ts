// What the Kubernetes runtime makes of a Pod's status: phases and reasons for the cases a real
// cluster shows rarely or slowly (evictions, OOM kills, a failed execd copy, a lost node).
import * as k8s from "@kubernetes/client-node";
import type { V1Pod } from "@kubernetes/client-node";
import { describe, expect, it } from "vitest";
import { validateConfig } from "../../src/config/config.ts";
import { KubernetesRuntime, diagnose, placement } from "../../src/runtime/kubernetes.ts";

const pod = (status: V1Pod["status"]): V1Pod => ({
  metadata: { name: "sandbox-x" },
  spec: { containers: [{ name: "sandbox", image: "registry.test/app:1" }] },
  status,
});
const main = (state: object, extra: object = {}) => ({ name: "sandbox", image: "registry.test/app:1", imageID: "", ready: false, restartCount: 0, state, ...extra });
const init = (state: object) => ({ name: "execd-install", image: "opensandbox/execd:abc", imageID: "", ready: false, restartCount: 0, state });

describe("diagnose (Kubernetes Pod → runtime-neutral observation)", () => {
  it("a pull that cannot succeed is a failure with kubelet's message, for the image or for execd's image", () => {
    const o = diagnose(pod({ phase: "Pending", containerStatuses: [main({ waiting: { reason: "ImagePullBackOff", message: "Back-off pulling image" } })] }));
    expect(o).toMatchObject({ phase: "failed", reason: "IMAGE_PULL_FAILED" });
    expect(o.message).toContain("registry.test/app:1");
    expect(o.message).toContain("Back-off pulling image");
    const e = diagnose(pod({ phase: "Pending", initContainerStatuses: [init({ waiting: { reason: "ErrImageNeverPull", message: "not present" } })] }));
    expect(e).toMatchObject({ phase: "failed", reason: "IMAGE_PULL_FAILED" });
    expect(e.message).toContain("execd's image (opensandbox/execd:abc)");
  });

  it("a Pod being deleted whose workload no longer runs is gone, not starting (while it still runs, it runs)", () => {
    const deleting = (status: V1Pod["status"]): V1Pod => ({ ...pod(status), metadata: { name: "sandbox-x", deletionTimestamp: new Date() } });
    expect(diagnose(deleting({ phase: "Running", containerStatuses: [main({ waiting: { reason: "ContainerCreating" } })] }))).toMatchObject({ phase: "gone", reason: "CONTAINER_MISSING" });
    expect(diagnose(deleting({ phase: "Running", containerStatuses: [main({})] }))).toMatchObject({ phase: "gone" });
    expect(diagnose(deleting({ phase: "Running", containerStatuses: [main({ running: { startedAt: new Date() } })] }))).toMatchObject({ phase: "running" });
  });

  it("an unschedulable Pod waits with the scheduler's reason; a lost node is pending too", () => {
    const o = diagnose(pod({ phase: "Pending", conditions: [{ type: "PodScheduled", status: "False", reason: "Unschedulable", message: "0/1 nodes are available: 1 Insufficient cpu." }] }));
    expect(o).toEqual({ phase: "pending", reason: "POD_UNSCHEDULABLE", message: "The scheduler cannot place the sandbox yet: 0/1 nodes are available: 1 Insufficient cpu." });
    expect(diagnose(pod({ phase: "Unknown" }))).toMatchObject({ phase: "pending", reason: "NODE_UNREACHABLE" });
  });

  it("evictions: for the Pod's own disk use → DISK_LIMIT_EXCEEDED, otherwise POD_EVICTED", () => {
    expect(diagnose(pod({ phase: "Failed", reason: "Evicted", message: "Pod ephemeral local storage usage exceeds the total limit of containers 16Mi." }))).toMatchObject({
      phase: "failed",
      reason: "DISK_LIMIT_EXCEEDED",
    });
    expect(diagnose(pod({ phase: "Failed", reason: "Evicted", message: "The node was low on resource: memory." }))).toMatchObject({ phase: "failed", reason: "POD_EVICTED" });
  });

  it("ends: code 0 → exited; OOMKilled; osb-init's 'cannot run entrypoint' → CONTAINER_START_FAILED; other codes quote the last output", () => {
    expect(diagnose(pod({ phase: "Succeeded", containerStatuses: [main({ terminated: { exitCode: 0 } })] }))).toMatchObject({ phase: "exited", reason: "CONTAINER_EXITED" });
    expect(diagnose(pod({ phase: "Failed", containerStatuses: [main({ terminated: { exitCode: 137, reason: "OOMKilled" } })] }))).toMatchObject({ phase: "failed", reason: "CONTAINER_OOM_KILLED" });
    const notFound = diagnose(pod({ phase: "Failed", containerStatuses: [main({ terminated: { exitCode: 127, message: "osb-init: cannot run entrypoint /nope: No such file or directory\n" } })] }));
    expect(notFound).toMatchObject({ phase: "failed", reason: "CONTAINER_START_FAILED" });
    expect(notFound.message).toContain("/nope");
    const failed = diagnose(pod({ phase: "Failed", containerStatuses: [main({ terminated: { exitCode: 3, message: "one\ntwo\nthree\nfour\n" } })] }));
    expect(failed).toMatchObject({ phase: "failed", reason: "CONTAINER_EXITED_ERROR" });
    expect(failed.message).toBe("The entrypoint exited with code 3. Last output: two | three | four");
  });

  it("a failed execd copy, and kubelet's create errors, are failures; waiting to start is pending", () => {
    expect(diagnose(pod({ phase: "Pending", initContainerStatuses: [init({ terminated: { exitCode: 1, message: "cp: no space left" } })] }))).toMatchObject({
      phase: "failed",
      reason: "EXECD_INJECTION_FAILED",
    });
    expect(diagnose(pod({ phase: "Pending", containerStatuses: [main({ waiting: { reason: "CreateContainerConfigError", message: 'secret "x" not found' } })] }))).toMatchObject({
      phase: "failed",
      reason: "CONTAINER_START_FAILED",
    });
    // kubelet's watch on the Secret did not sync in time (a loaded node): it retries, so the sandbox waits.
    expect(
      diagnose(pod({ phase: "Pending", containerStatuses: [main({ waiting: { reason: "CreateContainerConfigError", message: "failed to sync secret cache: timed out waiting for the condition" } })] })),
    ).toMatchObject({ phase: "pending", reason: "CONTAINER_STARTING" });
    // Nor has it seen the sandbox's own token Secret yet (made before the Pod): it retries too.
    expect(diagnose(pod({ phase: "Pending", containerStatuses: [main({ waiting: { reason: "CreateContainerConfigError", message: 'secret "sandbox-x" not found' } })] }))).toMatchObject({
      phase: "pending",
    });
    expect(diagnose(pod({ phase: "Pending", containerStatuses: [main({ waiting: { reason: "ContainerCreating" } })] }))).toEqual({
      phase: "pending",
      reason: "CONTAINER_STARTING",
      message: "Starting the sandbox (ContainerCreating).",
    });
    // Nothing reported by a node yet (queued at the scheduler): a wait with nothing to tell.
    expect(diagnose(pod({ phase: "Pending" }))).toEqual({ phase: "pending", reason: "CONTAINER_STARTING", message: "Starting the sandbox.", bare: true });
    expect(diagnose(pod({ phase: "Running", containerStatuses: [main({ running: { startedAt: new Date() } })] }))).toMatchObject({ phase: "running" });
  });

  it("execd from the node: a Pod still being created says which build it waits for (a node whose execd install has not finished)", () => {
    const fromNode: V1Pod = {
      ...pod({ phase: "Pending", containerStatuses: [main({ waiting: { reason: "ContainerCreating" } })] }),
      spec: { nodeName: "node-a", containers: [{ name: "sandbox" }], volumes: [{ name: "opensandbox", hostPath: { path: "/var/lib/opensandbox/execd/abc", type: "Directory" } }] },
    };
    expect(diagnose(fromNode)).toEqual({
      phase: "pending",
      reason: "CONTAINER_STARTING",
      message: "Starting the sandbox (ContainerCreating; it waits for execd's build at /var/lib/opensandbox/execd/abc on node node-a, if the node's execd install has not put it there yet).",
    });
  });
});

describe("placement (where sandbox Pods may run)", () => {
  it("[kubernetes] node_selector and tolerations become the Pod's nodeSelector and tolerations, with the platform's labels", () => {
    expect(placement({ node_selector: [], tolerations: [] }, undefined)).toEqual({});
    expect(placement({ node_selector: ["type=kwok", "pool=sandboxes"], tolerations: ["kwok.x-k8s.io/node=fake:NoSchedule", "dedicated:NoExecute", "gpu"] }, { os: "linux", arch: "amd64" })).toEqual({
      nodeSelector: { type: "kwok", pool: "sandboxes", "kubernetes.io/os": "linux", "kubernetes.io/arch": "amd64" },
      tolerations: [
        { key: "kwok.x-k8s.io/node", operator: "Equal", value: "fake", effect: "NoSchedule" },
        { key: "dedicated", operator: "Exists", effect: "NoExecute" },
        { key: "gpu", operator: "Exists" },
      ],
    });
  });
});

describe("the address of a sandbox another replica saw announced", () => {
  it("comes from the record's runtime state until this server's watch has the Pod's address", async () => {
    const kc = new k8s.KubeConfig();
    kc.loadFromOptions({ clusters: [{ name: "c", server: "https://127.0.0.1:1" }], users: [{ name: "u" }], contexts: [{ name: "x", cluster: "c", user: "u" }], currentContext: "x" });
    const { config } = validateConfig({ server: { api_key: "k" }, runtime: { type: "kubernetes" } });
    const runtime = new KubernetesRuntime({ kubernetes: config.kubernetes, execdImage: "img", instance: "i", kubeConfig: kc });
    try {
      expect(runtime.target("x", { pod: "sandbox-x" }, 8080)).toBeUndefined();
      expect(runtime.target("x", { pod: "sandbox-x", ip: "10.244.0.9" }, 8080)).toEqual({ host: "10.244.0.9", port: 8080 });
      expect(runtime.endpoint("x", { pod: "sandbox-x", ip: "10.244.0.9" }, 44772)).toEqual({ address: "10.244.0.9:44772/proxy/44772", execd: true });
    } finally {
      await runtime.close();
    }
  });
});
