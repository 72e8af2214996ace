// Calls to the Kubernetes API while the API server sheds load or initializes a resource's storage
// (429 "storage is (re)initializing" right after a CRD is established: a first start in CI died of it).
import * as k8s from "@kubernetes/client-node";
import { afterEach, describe, expect, it } from "vitest";
import { isWriteCall, kubeApi, kubeApiCalls, statusOf } from "../../src/runtime/kube-api.ts";
import { serveKubeApi } from "../fake-kube-api.ts";

type Answer = { status: number; body: object; headers?: Record<string, string> };

async function fakeApiServer(answers: Answer[]) {
  const seen: string[] = [];
  const fake = await serveKubeApi((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const a = answers.length > 1 ? answers.shift()! : answers[0]!;
    res.writeHead(a.status, { "content-type": "application/json", ...a.headers });
    res.end(JSON.stringify(a.body));
  });
  return { ...fake, seen };
}

const initializing: Answer = {
  status: 429,
  headers: { "retry-after": "1" },
  body: { kind: "Status", apiVersion: "v1", status: "Failure", message: "storage is (re)initializing", reason: "TooManyRequests", details: { retryAfterSeconds: 1 }, code: 429 },
};
const emptyList: Answer = { status: 200, body: { kind: "ConfigMapList", apiVersion: "v1", metadata: {}, items: [] } };

let closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of closers) await c();
  closers = [];
});

describe("kubeApi: calls the API server throttled are retried after the wait it asks for", () => {
  it("a list answered 429 twice is retried after Retry-After and then succeeds", async () => {
    const fake = await fakeApiServer([initializing, initializing, emptyList]);
    closers.push(fake.close);
    const started = Date.now();
    const list = await kubeApi(fake.kc, k8s.CoreV1Api).listNamespacedConfigMap({ namespace: "ns" });
    expect(list.items).toEqual([]);
    expect(fake.seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it("writes are retried too (a 429 was not processed), and the body is sent again", async () => {
    const fake = await fakeApiServer([initializing, { status: 201, body: { kind: "ConfigMap", apiVersion: "v1", metadata: { name: "m" } } }]);
    closers.push(fake.close);
    const cm = await kubeApi(fake.kc, k8s.CoreV1Api).createNamespacedConfigMap({ namespace: "ns", body: { metadata: { name: "m" } } });
    expect(cm.metadata?.name).toBe("m");
    expect(fake.seen).toEqual(["POST /api/v1/namespaces/ns/configmaps", "POST /api/v1/namespaces/ns/configmaps"]);
  });

  it("gives up with the API server's 429 once the budget is spent", async () => {
    const fake = await fakeApiServer([initializing]);
    closers.push(fake.close);
    const err = await kubeApi(fake.kc, k8s.CoreV1Api, 1500).listNamespacedConfigMap({ namespace: "ns" }).catch((e: unknown) => e);
    expect(statusOf(err)).toBe(429);
    expect(fake.seen).toHaveLength(2);
  });

  it("every other answer is the caller's at once (409, 500)", async () => {
    for (const status of [409, 500]) {
      const fake = await fakeApiServer([{ status, body: { kind: "Status", code: status, message: "no" } }, emptyList]);
      closers.push(fake.close);
      const err = await kubeApi(fake.kc, k8s.CoreV1Api).listNamespacedConfigMap({ namespace: "ns" }).catch((e: unknown) => e);
      expect(statusOf(err)).toBe(status);
      expect(fake.seen).toHaveLength(1);
    }
  });
});

describe("kubeApi: requests are counted by client call (the API writes per create)", () => {
  it("counts each attempt of a call, a throttled one's retry too, and tells writes from reads", async () => {
    const fake = await fakeApiServer([initializing, { status: 201, body: { kind: "ConfigMap", apiVersion: "v1", metadata: { name: "m" } } }, emptyList]);
    closers.push(fake.close);
    const before = kubeApiCalls();
    const api = kubeApi(fake.kc, k8s.CoreV1Api);
    await api.createNamespacedConfigMap({ namespace: "ns", body: { metadata: { name: "m" } } });
    await api.listNamespacedConfigMap({ namespace: "ns" });
    const after = kubeApiCalls();
    const delta = (call: string) => (after.get(call) ?? 0) - (before.get(call) ?? 0);
    expect(delta("createNamespacedConfigMap")).toBe(2);
    expect(delta("listNamespacedConfigMap")).toBe(1);
    expect(fake.seen).toHaveLength(3);
    expect(["createNamespacedPod", "patchNamespacedCustomObject", "replaceNamespacedLease", "deleteCollectionNamespacedSecret"].every(isWriteCall)).toBe(true);
    expect(["listNamespacedPod", "readNamespacedPod", "getNamespacedCustomObject"].some(isWriteCall)).toBe(false);
  });
});

describe("kubeApi: a create the API server timed out is sent again (it may have been stored: the retry then gets 409)", () => {
  const created: Answer = { status: 201, body: { kind: "Pod", apiVersion: "v1", metadata: { name: "p" } } };
  const timeout = (status: number, reason: string): Answer => ({ status, body: { kind: "Status", apiVersion: "v1", status: "Failure", message: "the request timed out", reason, code: status } });

  it("504 and 500 Timeout/ServerTimeout on a create: sent again, and the second answer is the caller's", async () => {
    for (const first of [timeout(504, "Timeout"), timeout(500, "Timeout"), timeout(500, "ServerTimeout")]) {
      const fake = await fakeApiServer([first, created]);
      closers.push(fake.close);
      const pod = await kubeApi(fake.kc, k8s.CoreV1Api).createNamespacedPod({ namespace: "ns", body: { metadata: { name: "p" } } });
      expect(pod.metadata?.name).toBe("p");
      expect(fake.seen).toEqual(["POST /api/v1/namespaces/ns/pods", "POST /api/v1/namespaces/ns/pods"]);
    }
  });

  it("the retry of a create the first attempt stored is answered 409, which reaches the caller", async () => {
    const fake = await fakeApiServer([timeout(504, "Timeout"), { status: 409, body: { kind: "Status", apiVersion: "v1", status: "Failure", reason: "AlreadyExists", code: 409 } }]);
    closers.push(fake.close);
    const err = await kubeApi(fake.kc, k8s.CoreV1Api).createNamespacedPod({ namespace: "ns", body: { metadata: { name: "p" } } }).catch((e: unknown) => e);
    expect(statusOf(err)).toBe(409);
    expect(fake.seen).toHaveLength(2);
  });

  it("other 500s, and timeouts of anything but a Pod or Secret create (a patch with tests could fail its second time), are the caller's at once", async () => {
    const other = await fakeApiServer([timeout(500, "InternalError"), created]);
    closers.push(other.close);
    expect(statusOf(await kubeApi(other.kc, k8s.CoreV1Api).createNamespacedPod({ namespace: "ns", body: { metadata: { name: "p" } } }).catch((e: unknown) => e))).toBe(500);
    expect(other.seen).toHaveLength(1);
    const patch = await fakeApiServer([timeout(504, "Timeout"), created]);
    closers.push(patch.close);
    const err = await kubeApi(patch.kc, k8s.CoreV1Api)
      .patchNamespacedPod({ name: "p", namespace: "ns", body: [{ op: "add", path: "/metadata/labels/x", value: "y" }] }, k8s.setHeaderOptions("Content-Type", k8s.PatchStrategy.JsonPatch))
      .catch((e: unknown) => e);
    expect(statusOf(err)).toBe(504);
    expect(patch.seen).toHaveLength(1);
    const configMap = await fakeApiServer([timeout(504, "Timeout"), created]);
    closers.push(configMap.close);
    expect(statusOf(await kubeApi(configMap.kc, k8s.CoreV1Api).createNamespacedConfigMap({ namespace: "ns", body: { metadata: { name: "m" } } }).catch((e: unknown) => e))).toBe(504);
    expect(configMap.seen).toHaveLength(1);
  });

  it("a create that keeps timing out gives up once the budget is spent", async () => {
    const fake = await fakeApiServer([timeout(504, "Timeout")]);
    closers.push(fake.close);
    const err = await kubeApi(fake.kc, k8s.CoreV1Api, 500).createNamespacedPod({ namespace: "ns", body: { metadata: { name: "p" } } }).catch((e: unknown) => e);
    expect(statusOf(err)).toBe(504);
    expect(fake.seen.length).toBeGreaterThanOrEqual(2);
    expect(fake.seen.length).toBeLessThanOrEqual(4);
  });
});

describe("kubeApi: one connection pool per KubeConfig", () => {
  it("sequential calls (and other clients of the same config) reuse one connection instead of opening one each", async () => {
    const fake = await fakeApiServer([emptyList]);
    closers.push(fake.close);
    const server = fake.server;
    let connections = 0;
    server.on("connection", () => connections++);
    const core = kubeApi(fake.kc, k8s.CoreV1Api);
    for (let i = 0; i < 10; i++) await core.listNamespacedConfigMap({ namespace: "ns" });
    await kubeApi(fake.kc, k8s.CoreV1Api).listNamespacedConfigMap({ namespace: "ns" });
    expect(fake.seen).toHaveLength(11);
    expect(connections).toBeLessThanOrEqual(2); // one per call before (11)
  });
});
