// execd announces itself on the real cluster (scripts/k8s; KUBECONFIG set by scripts/test.sh):
// the server listens on the node's address (the dev cluster's node is this machine, so Pods reach
// it), each Pod is told where, and `Running` follows execd's announce instead of kubelet's next
// relist. An announce with a wrong signature, or a right one from another address, is refused and
// changes nothing; an execd that osb-init restarted announces again and the sandbox says so.
import { execFile, execFileSync } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import * as k8s from "@kubernetes/client-node";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANNOUNCE_HEADER, announceSignature } from "../../src/runtime/execd-announce.ts";
import { resolveExecdRuntime } from "../../src/runtime/execd-runtime.ts";
import { destroyServer, IMAGE, KILL_EXECD, localNodeAddress, runThroughEndpoint, startServer, testConfig, waitFor, waitForState, type TestServer } from "../helpers.ts";

const execFileP = promisify(execFile);
const suite = process.env.KUBECONFIG ? describe : describe.skip;

suite("execd announces itself (Kubernetes)", () => {
  let server: TestServer;
  let core: k8s.CoreV1Api;
  let nodeIp: string;
  const lines: { msg?: string; sandboxId?: string; restarted?: boolean }[] = [];
  const announces = (id: string) => lines.filter((l) => l.msg === "execd announced itself" && l.sandboxId === id);

  beforeAll(async () => {
    const kc = new k8s.KubeConfig();
    kc.loadFromDefault();
    core = kc.makeApiClient(k8s.CoreV1Api);
    nodeIp = await localNodeAddress(core);
    const logger = pino({ level: "debug" }, { write: (l: string) => void lines.push(JSON.parse(l) as (typeof lines)[number]) });
    server = await startServer(
      {
        runtime: { type: "kubernetes" },
        kubernetes: {
          request_fraction: 0.1,
          announce_listen: `${nodeIp}:0`,
          execd_host_path: resolveExecdRuntime(testConfig().config),
          // For the sandbox with a network policy (its egress sidecar's image, loaded into the cluster).
          egress_image: execFileSync("bash", [path.resolve(import.meta.dirname, "../../../../scripts/k8s/egress-image.sh"), "--load"], { encoding: "utf8" }).trim(),
        },
      },
      undefined,
      logger,
    );
  });
  afterAll(async () => {
    await destroyServer(server);
  });

  const create = async () => {
    const created = await server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "500m", memory: "256Mi" } });
    expect(created.status).toBe(202);
    return created.body.id as string;
  };
  const envOf = async (id: string) => {
    const pod = await core.readNamespacedPod({ name: `sandbox-${id}`, namespace: "default" });
    return Object.fromEntries((pod.spec!.containers[0]!.env ?? []).map((e) => [e.name, e.value ?? "(from a Secret)"]));
  };
  const post = async (url: string, body: unknown, signature: string) => {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", [ANNOUNCE_HEADER]: signature }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { code: string } };
  };

  it("Running follows execd's announce, and the first command needs no retry", async () => {
    const id = await create();
    await waitForState(server, id, "Running", 60_000);
    expect(announces(id)).toHaveLength(1);
    const res = await runThroughEndpoint(server, id, "echo announced");
    expect(res.status).toBe(200);
    expect(res.stdout).toBe("announced");
    const env = await envOf(id);
    expect(env.EXECD_ANNOUNCE_URL).toMatch(new RegExp(`^http://${nodeIp.replaceAll(".", "\\.")}:\\d+/v1/execd/announce$`));
    expect(env.EXECD_SANDBOX_ID).toBe(id);
    expect(env.EXECD_ACCESS_TOKEN).toBe("(from a Secret)");
    await server.api("DELETE", `/v1/sandboxes/${id}`);
  }, 90_000);

  it("a sandbox whose policy denies everything announces too: its sidecar lets execd reach the listener", async () => {
    const created = await server.api("POST", "/v1/sandboxes", {
      image: { uri: IMAGE },
      entrypoint: ["sleep", "3600"],
      timeout: 600,
      resourceLimits: { cpu: "500m", memory: "256Mi" },
      networkPolicy: { defaultAction: "deny", egress: [] },
    });
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    await waitForState(server, id, "Running", 90_000);
    // The announce, not kubelet's report, made it Running (kubelet's comes too, later: not counted).
    await waitFor(async () => announces(id), (a) => a.length === 1, 10_000, "the policed sandbox's announce");
    expect((await runThroughEndpoint(server, id, "echo policed")).stdout).toBe("policed");
    await server.api("DELETE", `/v1/sandboxes/${id}`);
  }, 120_000);

  it("refuses an announce with a wrong signature, and a right one from another address; nothing changes", async () => {
    const id = await create();
    await waitForState(server, id, "Running", 60_000);
    const url = (await envOf(id)).EXECD_ANNOUNCE_URL!;
    const endpoint = (await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body as { endpoint: string; headers: Record<string, string> };
    const token = endpoint.headers["X-EXECD-ACCESS-TOKEN"]!;
    const a = { sandboxId: id, time: Date.now(), boot: "forged" };
    expect(await post(url, a, announceSignature("not-the-token", a))).toEqual({ status: 401, body: expect.objectContaining({ code: "ANNOUNCE_SIGNATURE_INVALID" }) });
    // Signed with the real token, but sent from this host (the node's address), not the Pod's.
    expect(await post(url, a, announceSignature(token, a))).toEqual({ status: 409, body: expect.objectContaining({ code: "ANNOUNCE_ADDRESS_MISMATCH" }) });
    const after = (await server.api("GET", `/v1/sandboxes/${id}`)).body as { status: { state: string; reason: string } };
    expect(after.status).toMatchObject({ state: "Running", reason: "CONTAINER_RUNNING" });
    expect((await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body).toEqual(endpoint);
    expect(announces(id)).toHaveLength(1);
    expect((await runThroughEndpoint(server, id, "echo still-here")).stdout).toBe("still-here");
    await server.api("DELETE", `/v1/sandboxes/${id}`);
  }, 90_000);

  it("an execd that osb-init restarted announces again: the sandbox reports the restart, commands work", async () => {
    const id = await create();
    await waitForState(server, id, "Running", 60_000);
    // Kill execd (osb-init restarts it) from outside execd.
    await execFileP("kubectl", ["exec", `sandbox-${id}`, "-c", "sandbox", "--", "sh", "-c", KILL_EXECD]);
    const restarted = await waitFor(
      () => server.api("GET", `/v1/sandboxes/${id}`),
      (r) => r.body?.status?.reason === "EXECD_RESTARTED",
      30_000,
      "the restart to show",
    );
    expect(restarted.body.status.state).toBe("Running");
    expect(announces(id).map((l) => l.restarted)).toEqual([false, true]);
    expect((await runThroughEndpoint(server, id, "echo back")).stdout).toBe("back");
    await server.api("DELETE", `/v1/sandboxes/${id}`);
  }, 90_000);
});
