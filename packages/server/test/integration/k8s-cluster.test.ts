// The dev/CI Kubernetes cluster (scripts/k8s/cluster.sh) really runs Pods: through
// @kubernetes/client-node, a Pod from the locally built busybox image becomes Ready (seen through
// a watch), its log and an exec show it ran, a ClusterIP Service reaches it through kube-proxy,
// kubelet's podPidsLimit stops a fork bomb inside it, and it is deleted again.
// Needs KUBECONFIG (scripts/test.sh sets it; by hand: eval "$(bash scripts/k8s/cluster.sh env)")
// and opensandbox/busybox:local loaded into the cluster (scripts/k8s/load-image.sh).
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { finished } from "node:stream/promises";
import { CoreV1Api, Exec, KubeConfig, Watch, type V1Pod, type V1Status } from "@kubernetes/client-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const KUBECONFIG = process.env.KUBECONFIG;
const IMAGE = "opensandbox/busybox:local";
const NAMESPACE = "default";
/** kubelet's podPidsLimit as cluster.sh configures it. */
const PIDS_LIMIT = Number(process.env.OSB_K8S_POD_PIDS_LIMIT ?? 512);
const NAME = `osb-k8s-test-${randomBytes(4).toString("hex")}`;

if (!KUBECONFIG) {
  console.warn(
    "k8s-cluster.test.ts: skipped, KUBECONFIG is not set. Start the dev cluster with " +
      "`bash scripts/k8s/build.sh && bash scripts/k8s/cluster.sh start && bash scripts/k8s/load-image.sh " +
      `${IMAGE}\`, then \`eval "$(bash scripts/k8s/cluster.sh env)"\`.`,
  );
}

describe.skipIf(!KUBECONFIG)("dev Kubernetes cluster (scripts/k8s/cluster.sh) runs real Pods", () => {
  const kc = new KubeConfig();
  let core: CoreV1Api;

  beforeAll(() => {
    kc.loadFromFile(KUBECONFIG!);
    core = kc.makeApiClient(CoreV1Api);
  });

  afterAll(async () => {
    await core?.deleteNamespacedPod({ name: NAME, namespace: NAMESPACE, gracePeriodSeconds: 0 }).catch(() => undefined);
    await core?.deleteNamespacedService({ name: NAME, namespace: NAMESPACE }).catch(() => undefined);
  });

  /** Runs `command` in the pod; resolves with its exit code and output. */
  async function execInPod(command: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const stdout = new PassThrough().on("data", (b: Buffer) => out.push(b));
    const stderr = new PassThrough().on("data", (b: Buffer) => err.push(b));
    const status = await new Promise<V1Status>((resolve, reject) => {
      new Exec(kc).exec(NAMESPACE, NAME, "main", command, stdout, stderr, null, false, resolve).catch(reject);
    });
    // The client ends both streams when the status arrives; their last chunks may still be queued.
    await Promise.all([finished(stdout), finished(stderr)]);
    const code =
      status.status === "Success" ? 0 : Number(status.details?.causes?.find((c) => c.reason === "ExitCode")?.message ?? -1);
    return { code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() };
  }

  /** Watches the pod until `done(pod)` holds. */
  async function watchPod(done: (pod: V1Pod) => boolean, timeoutMs: number): Promise<V1Pod> {
    let abort: AbortController | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<V1Pod>((resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`pod ${NAME}: condition not met within ${timeoutMs} ms`)), timeoutMs);
        new Watch(kc)
          .watch(
            `/api/v1/namespaces/${NAMESPACE}/pods`,
            { fieldSelector: `metadata.name=${NAME}` },
            (_type, pod: V1Pod) => {
              if (done(pod)) resolve(pod);
            },
            (e) => reject(e ?? new Error("watch ended")),
          )
          .then((a) => (abort = a), reject);
      });
    } finally {
      clearTimeout(timer);
      abort?.abort();
    }
  }
  const isReady = (pod: V1Pod) =>
    pod.status?.conditions?.some((c) => c.type === "Ready" && c.status === "True") ?? false;

  it("creates a Pod from a local image and watches it become Ready", async () => {
    const node = (await core.listNode()).items[0];
    expect(node?.status?.conditions?.find((c) => c.type === "Ready")?.status).toBe("True");

    const t0 = performance.now();
    const ready = watchPod(isReady, 60_000);
    await core.createNamespacedPod({
      namespace: NAMESPACE,
      body: {
        metadata: { name: NAME, labels: { app: NAME } },
        spec: {
          terminationGracePeriodSeconds: 0,
          containers: [
            {
              name: "main",
              image: IMAGE,
              imagePullPolicy: "Never", // no registry: the image was loaded into the cluster's containerd
              command: ["sh", "-c", "echo started in $(hostname); mkdir -p /www && echo hello from $(hostname) > /www/index.html && touch /tmp/ready && exec httpd -f -p 8080 -h /www"],
              ports: [{ containerPort: 8080 }],
              readinessProbe: { exec: { command: ["cat", "/tmp/ready"] }, periodSeconds: 1 },
              // Memory well above what ~500 processes need (kernel memory counts in cgroup v1): the
              // pids test must hit the pids limit, not the OOM killer.
              resources: { limits: { cpu: "500m", memory: "512Mi" } },
            },
          ],
        },
      },
    });
    const pod = await ready;
    console.info(`k8s-cluster: pod ${NAME} Ready in ${Math.round(performance.now() - t0)} ms on ${pod.spec?.nodeName}, IP ${pod.status?.podIP}`);
    expect(pod.status?.phase).toBe("Running");
    expect(pod.status?.podIP).toMatch(/^10\.244\.0\.\d+$/);
  });

  it("shows the container's log and runs a command in it (exec over WebSocket)", async () => {
    const log = await core.readNamespacedPodLog({ name: NAME, namespace: NAMESPACE, container: "main" });
    expect(log).toContain(`started in ${NAME}`);
    const r = await execInPod(["sh", "-c", "hostname; echo to-stderr >&2; exit 3"]);
    expect(r).toEqual({ code: 3, stdout: `${NAME}\n`, stderr: "to-stderr\n" });
  });

  it("reaches the Pod through a ClusterIP Service (kube-proxy)", async () => {
    const svc = await core
      .createNamespacedService({
        namespace: NAMESPACE,
        body: {
          metadata: { name: NAME },
          spec: { selector: { app: NAME }, ports: [{ port: 80, targetPort: 8080 }] },
        },
      })
      .catch(async (e: { code?: number }) => {
        if (e.code !== 409) throw e; // a retry of this test: the Service is there already
        return core.readNamespacedService({ name: NAME, namespace: NAMESPACE });
      });
    const url = `http://${svc.spec!.clusterIP}/index.html`;
    const deadline = Date.now() + 30_000;
    let body = "";
    while (Date.now() < deadline) {
      // kube-proxy programs the rules a moment after the EndpointSlice appears.
      body = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then((res) => res.text(), () => "");
      if (body) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(body).toBe(`hello from ${NAME}\n`);
  });

  it("enforces kubelet's podPidsLimit inside the Pod", async () => {
    // A subshell starts background sleeps until fork fails (which ends it); the count it reached is
    // just below the limit (the pod's pause process, httpd and the shells count too). Then the
    // outer shell frees the pids with builtins only: kill -9 -1 spares itself and PID 1 (httpd).
    const r = await execInPod([
      "sh",
      "-c",
      '(i=0; while [ $i -lt 2000 ]; do sleep 120 </dev/null >/dev/null 2>&1 & i=$((i+1)); echo $i >/tmp/forked; done; echo "no limit hit"); ' +
        'kill -9 -1; read n </tmp/forked; echo "forked $n"',
    ]);
    expect(r.stdout, JSON.stringify(r)).not.toContain("no limit hit");
    expect(r.stderr, JSON.stringify(r)).toMatch(/can't fork|Resource temporarily unavailable/);
    const forked = Number(/forked (\d+)/.exec(r.stdout)?.[1]);
    console.info(`k8s-cluster: ${forked} processes forked before hitting podPidsLimit ${PIDS_LIMIT}`);
    expect(forked).toBeGreaterThan(PIDS_LIMIT - 20);
    expect(forked).toBeLessThan(PIDS_LIMIT);
  });

  it("deletes the Pod", async () => {
    await core.deleteNamespacedPod({ name: NAME, namespace: NAMESPACE, gracePeriodSeconds: 0 });
    const deadline = Date.now() + 60_000;
    let code = 0;
    while (Date.now() < deadline && code !== 404) {
      code = await core.readNamespacedPod({ name: NAME, namespace: NAMESPACE }).then(
        () => 200,
        (e: { code?: number }) => e.code ?? 0,
      );
      if (code !== 404) await new Promise((r) => setTimeout(r, 200));
    }
    expect(code).toBe(404);
  });
});
