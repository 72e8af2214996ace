// The server on the Kubernetes runtime, on the real cluster (scripts/k8s; KUBECONFIG set by
// scripts/test.sh): Running means execd answers, the token never shows in the Pod, endpoints lead
// to the Pod or through the server (ingress mode), the scheduler's reasons reach the client, host
// paths are read-only, and a gap in the API server's reachability heals (watch resumed, relisted).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as k8s from "@kubernetes/client-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveExecdRuntime } from "../../src/runtime/execd-runtime.ts";
import { API_KEY, IMAGE, destroyServer, runThroughEndpoint, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";

const cluster = process.env.KUBECONFIG;
const suite = cluster ? describe : describe.skip;
const small = { cpu: "100m", memory: "128Mi" };

/** A TCP relay to the API server that can be cut (every connection dropped, new ones refused) and restored. */
class Gap {
  private readonly sockets = new Set<net.Socket>();
  private readonly server = net.createServer((client) => {
    if (this.cut) return void client.destroy();
    const upstream = net.connect(this.target);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on("close", () => this.sockets.delete(s));
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  cut = false;
  private readonly target: { host: string; port: number };
  constructor(target: { host: string; port: number }) {
    this.target = target;
  }
  async listen(): Promise<number> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    return (this.server.address() as net.AddressInfo).port;
  }
  open(): void {
    this.cut = true;
    for (const s of this.sockets) s.destroy();
  }
  close(): void {
    this.cut = false;
  }
  stop(): void {
    this.open();
    this.server.close();
  }
}

suite("the server on Kubernetes", () => {
  let server: TestServer;
  let gateway: TestServer;
  let gap: Gap;
  let core: k8s.CoreV1Api;
  const hostDir = mkdtempSync(path.join(tmpdir(), "osb-k8s-host-"));

  beforeAll(async () => {
    const kc = new k8s.KubeConfig();
    kc.loadFromDefault();
    core = kc.makeApiClient(k8s.CoreV1Api);
    // The server reaches the API server through a relay this test can cut.
    const api = new URL(kc.getCurrentCluster()!.server);
    gap = new Gap({ host: api.hostname, port: Number(api.port || 443) });
    const relayPort = await gap.listen();
    const dir = mkdtempSync(path.join(tmpdir(), "osb-k8s-"));
    const kubeconfig = path.join(dir, "kubeconfig");
    writeFileSync(kubeconfig, readFileSync(cluster!, "utf8").replace(api.origin, `https://127.0.0.1:${relayPort}`));
    mkdirSync(path.join(hostDir, "data"));
    writeFileSync(path.join(hostDir, "data", "hello.txt"), "from the host\n");
    const common = {
      runtime: { type: "kubernetes" },
      resources: { max_cpu: "64" },
      storage: { allowed_host_paths: [hostDir] },
    };
    server = await startServer({ ...common, kubernetes: { kubeconfig_path: kubeconfig, request_fraction: 1 } });
    // This one also mounts execd from the node (this machine) instead of copying it in.
    const execdBuild = resolveExecdRuntime(server.config);
    gateway = await startServer({ ...common, kubernetes: { request_fraction: 0.1, execd_host_path: execdBuild }, ingress: { mode: "gateway" } });
  });
  afterAll(async () => {
    await destroyServer(server);
    await destroyServer(gateway);
    gap?.stop();
  });

  const create = (s: TestServer, extra: Record<string, unknown> = {}) =>
    s.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: small, ...extra });

  /** Runs `command` through the endpoint the server hands out, once, without retrying. */
  async function run(s: TestServer, id: string, command: string): Promise<string> {
    const res = await runThroughEndpoint(s, id, command);
    expect(res.status).toBe(200);
    return res.body;
  }

  it("reports Running once execd answers; the token lives in a Secret owned by the Pod, never in the Pod", async () => {
    const created = await create(server);
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    await waitForState(server, id, "Running", 60_000);
    const out = await run(server, id, "echo hello-from-a-pod");
    expect(out).toContain("hello-from-a-pod");
    const endpoint = (await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body as { endpoint: string; headers: Record<string, string> };
    expect(endpoint.endpoint).toMatch(/^10\.244\.0\.\d+:44772\/proxy\/44772$/); // the Pod's own address (ingress mode direct)
    const token = endpoint.headers["X-EXECD-ACCESS-TOKEN"]!;
    const pod = await core.readNamespacedPod({ name: `sandbox-${id}`, namespace: "default" });
    expect(JSON.stringify(pod)).not.toContain(token);
    expect(pod.spec?.automountServiceAccountToken).toBe(false);
    const secret = await core.readNamespacedSecret({ name: `sandbox-${id}`, namespace: "default" });
    expect(Buffer.from(secret.data!["execd-token"]!, "base64").toString()).toBe(token);
    expect(secret.metadata?.ownerReferences?.[0]).toMatchObject({ kind: "Pod", uid: pod.metadata?.uid });
    // Commands do not see it either (and osb-init, which holds it, cannot be read).
    expect(await run(server, id, "tr '\\0' '\\n' < /proc/self/environ | grep -c EXECD_ACCESS_TOKEN; cat /proc/1/environ >/dev/null 2>&1 || echo sealed")).toMatch(
      /"type":"stdout","text":"0"[\s\S]*"text":"sealed"/,
    );
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
    await waitFor(() => core.listNamespacedSecret({ namespace: "default", labelSelector: `opensandbox.io/id=${id}` }), (l) => l.items.length === 0, 30_000, "the Secret to go");
  }, 90_000);

  it('[ingress] mode = "gateway": every endpoint leads through the server, which wants the API key; execd_host_path: no init container', async () => {
    const created = await create(gateway);
    const id = created.body.id as string;
    await waitForState(gateway, id, "Running", 60_000);
    const endpoint = (await gateway.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body as { endpoint: string; headers: Record<string, string> };
    expect(endpoint.endpoint).toMatch(new RegExp(`/sandboxes/${id}/proxy/44772$`));
    expect(endpoint.headers).toEqual({ "OPEN-SANDBOX-API-KEY": API_KEY });
    expect(await run(gateway, id, "echo through-the-gateway")).toContain("through-the-gateway");
    const pod = await core.readNamespacedPod({ name: `sandbox-${id}`, namespace: "default" });
    expect(pod.spec?.initContainers ?? []).toEqual([]);
    expect(pod.spec?.volumes?.find((v) => v.name === "opensandbox")?.hostPath?.path).toBe(resolveExecdRuntime(gateway.config));
    const without = await fetch(`http://${endpoint.endpoint}/ping`);
    expect(without.status).toBe(401);
    expect((await gateway.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  }, 90_000);

  it("registry credentials become the Pod's pull Secret, deleted once the sandbox container started", async () => {
    const created = await create(server, { image: { uri: IMAGE, auth: { username: "robot", password: "pull-secret-password" } } });
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    const pod = await waitFor(
      () => core.readNamespacedPod({ name: `sandbox-${id}`, namespace: "default" }).catch(() => undefined),
      (p) => p !== undefined,
      30_000,
      "the Pod",
    );
    expect(pod!.spec?.imagePullSecrets).toEqual([{ name: `sandbox-${id}-pull` }]);
    expect(JSON.stringify(pod)).not.toContain("pull-secret-password");
    await waitForState(server, id, "Running", 60_000);
    await waitFor(
      () => core.readNamespacedSecret({ name: `sandbox-${id}-pull`, namespace: "default" }).then(() => "present", () => "gone"),
      (s) => s === "gone",
      30_000,
      "the pull Secret to be deleted",
    );
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  }, 90_000);

  it("a sandbox the scheduler cannot place stays Pending with the scheduler's reason", async () => {
    const created = await create(server, { resourceLimits: { cpu: "64", memory: "128Mi" } });
    const id = created.body.id as string;
    const pending = await waitFor(
      () => server.api("GET", `/v1/sandboxes/${id}`),
      (r) => r.body.status?.reason === "POD_UNSCHEDULABLE",
      30_000,
      "the scheduler's verdict",
    );
    expect(pending.body.status.state).toBe("Pending");
    expect(pending.body.status.message).toMatch(/Insufficient cpu/);
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  }, 60_000);

  it("mounts an allowed host path read-only, and refuses it writable (kubelet follows symlinks on the node)", async () => {
    const volume = (readOnly: boolean) => ({ volumes: [{ name: "data", host: { path: path.join(hostDir, "data") }, mountPath: "/data", readOnly }] });
    const refused = await create(server, volume(false));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "HOST_PATH_NOT_ALLOWED" });
    expect(refused.body.message).toMatch(/read-only on Kubernetes/);
    const created = await create(server, volume(true));
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    await waitForState(server, id, "Running", 60_000);
    expect(await run(server, id, "cat /data/hello.txt; touch /data/new 2>&1 || echo refused")).toMatch(/from the host[\s\S]*refused/);
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  }, 90_000);

  it("heals a gap in the API server's reachability: what happened meanwhile shows, new sandboxes start", async () => {
    const created = await create(server);
    const id = created.body.id as string;
    await waitForState(server, id, "Running", 60_000);
    gap.open(); // the watch drops; calls fail
    // Meanwhile someone deletes the sandbox's Pod.
    await core.deleteNamespacedPod({ name: `sandbox-${id}`, namespace: "default", gracePeriodSeconds: 0 });
    await new Promise((r) => setTimeout(r, 3000));
    gap.close();
    const gone = await waitFor(() => server.api("GET", `/v1/sandboxes/${id}`), (r) => r.body.status?.state !== "Running", 30_000, "the deletion to show");
    expect(gone.body.status.state).toMatch(/Failed|Terminated/);
    const next = await create(server);
    await waitForState(server, next.body.id, "Running", 60_000);
    expect(await run(server, next.body.id, "echo after-the-gap")).toContain("after-the-gap");
    await server.api("DELETE", `/v1/sandboxes/${id}`);
    await server.api("DELETE", `/v1/sandboxes/${next.body.id}`);
  }, 120_000);
});
