// Warm pools on the real engine: a pooled create answers Running at once and its first command
// works with the request's env; the pool's token is refused afterwards, also by an execd that
// osb-init restarted; each pooled container serves one tenant only (nothing of another tenant is
// ever visible); the pool refills; a restarted server keeps the pool within its size.
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LABEL_INSTANCE, LABEL_POOL } from "../../src/runtime/runtime.ts";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { IMAGE, KILL_EXECD, destroyServer, startServer, waitFor, type TestServer } from "../helpers.ts";

const docker = new Docker();
const POOL = { name: "it", image: IMAGE, entrypoint: ["sleep", "3600"], resources: { cpu: "500m", memory: "256Mi" }, env: { POOL_VAR: "pool" }, size: 2 };
const overrides = { pool: [POOL] };
let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startServer(overrides);
  dir = server.dir;
  await filled();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await destroyServer(server);
});

type Endpoint = { endpoint: string; headers: Record<string, string> };

const filled = () => waitFor(() => server.api("GET", "/v1/pools"), (r) => r.body?.items?.[0]?.idle === POOL.size, 30_000, "the pool to fill");
const create = (extra: Record<string, unknown> = {}) =>
  server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "500m", memory: "256Mi" }, ...extra });
const endpointOf = async (id: string) => (await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body as Endpoint;
const runtimeIdOf = async (id: string) => (await server.app.store.getSandbox(id))!.runtimeId!;
const execdBase = (ep: Endpoint) => `http://${ep.endpoint.replace(/\/proxy\/44772$/, "")}`;

async function run(ep: Endpoint, command: string, token = ep.headers["X-EXECD-ACCESS-TOKEN"]!): Promise<{ status: number; stdout: string }> {
  const res = await fetch(`${execdBase(ep)}/command`, { method: "POST", headers: { "x-execd-access-token": token, "content-type": "application/json" }, body: JSON.stringify({ command }) });
  const text = await res.text();
  const stdout = text
    .split("\n")
    .filter((l) => l.trim().startsWith("{"))
    .map((l) => JSON.parse(l) as { type: string; text?: string })
    .filter((e) => e.type === "stdout")
    .map((e) => e.text)
    .join("\n");
  return { status: res.status, stdout };
}

const poolContainers = async () =>
  docker.listContainers({ all: true, filters: { label: [`${LABEL_INSTANCE}=${server.app.instance}`, `${LABEL_POOL}=${POOL.name}`] } });

describe("a pooled create", () => {
  it("answers Running at once; the first command works with the request's env; metadata and expiry are the request's", async () => {
    const before = Date.now();
    const created = await create({ env: { TENANT: "a" }, metadata: { team: "x" } });
    expect(created.status).toBe(202);
    // Running in the create's own answer: a sandbox made for the request would be Pending (its
    // speed is the lifecycle bench's figure, not a test's).
    expect(created.body.status).toMatchObject({ state: "Running", reason: "CONTAINER_RUNNING" });
    const id = created.body.id as string;
    const got = (await server.api("GET", `/v1/sandboxes/${id}`)).body;
    expect(got).toMatchObject({ id, metadata: { team: "x" }, status: { state: "Running" } });
    expect(Date.parse(got.expiresAt)).toBeGreaterThan(before + 590_000);
    const ep = await endpointOf(id);
    const first = await run(ep, 'echo "$TENANT|${POOL_VAR-unset}"');
    expect(first).toEqual({ status: 200, stdout: "a|unset" });
    // The container is the pool's, labelled so, and the user's list shows only the user's sandbox.
    const runtimeId = await runtimeIdOf(id);
    expect(runtimeId).toMatch(/^pool-it-/);
    expect((await poolContainers()).map((c) => c.Names[0])).toContain(`/sandbox-${runtimeId}`);
    expect((await server.api("GET", "/v1/sandboxes")).body.items.map((s: { id: string }) => s.id)).toEqual([id]);
    await server.api("DELETE", `/v1/sandboxes/${id}`);
  });

  it("refuses the pool's token once handed over, also after execd restarts in the sandbox; the new token keeps working", async () => {
    const created = await create({ env: { TENANT: "b" } });
    expect(created.body.status.state).toBe("Running");
    const id = created.body.id as string;
    const ep = await endpointOf(id);
    const poolToken = SecretKey.load(server.config.store.key_file).execdToken(await runtimeIdOf(id));
    expect(poolToken).not.toBe(ep.headers["X-EXECD-ACCESS-TOKEN"]);
    expect((await run(ep, "echo x", poolToken)).status).toBe(401);
    // execd dies; osb-init restarts it from the pool's bootstrap and the claim it kept.
    const container = docker.getContainer(`sandbox-${await runtimeIdOf(id)}`);
    const { exec } = await import("../docker-exec.ts");
    const killed = await exec(container, ["sh", "-c", KILL_EXECD]);
    expect(killed.exitCode).toBe(0);
    await waitFor(() => server.api("GET", `/v1/sandboxes/${id}`), (r) => r.body.status.reason === "EXECD_RESTARTED", 20_000, "execd to be restarted");
    expect((await run(ep, "echo x", poolToken)).status).toBe(401);
    expect(await run(ep, 'echo "$TENANT|${POOL_VAR-unset}"')).toEqual({ status: 200, stdout: "b|unset" });
    // Where execd keeps the claim is open to no process of the sandbox (only osb-init and execd hold it).
    expect((await run(ep, "ls -l /proc/[0-9]*/fd/ 2>/dev/null | grep -c osb-execd || true")).stdout).toBe("0");
    const again = await fetch(`${execdBase(ep)}/internal/claim`, { method: "POST", headers: { ...ep.headers, "content-type": "application/json" }, body: JSON.stringify({ token: poolToken }) });
    expect(again.status).toBe(409);
    await server.api("DELETE", `/v1/sandboxes/${id}`);
  }, 40_000);

  it("hands each container to one tenant only: the next create gets another container, and nothing of the previous tenant", async () => {
    await filled();
    const a = (await create({ env: { TENANT: "a" } })).body.id as string;
    const epA = await endpointOf(a);
    expect((await run(epA, "echo tenant-a-secret > /tmp/secret; sync; cat /tmp/secret")).stdout).toBe("tenant-a-secret");
    const containerA = await runtimeIdOf(a);
    const b = (await create({ env: { TENANT: "b" } })).body.id as string;
    const containerB = await runtimeIdOf(b);
    expect(containerB).not.toBe(containerA);
    expect((await run(await endpointOf(b), "cat /tmp/secret 2>&1; echo \"tenant=$TENANT\"")).stdout).toMatch(/No such file[\s\S]*tenant=b/);
    // A's container goes with A, and never serves anyone again.
    expect((await server.api("DELETE", `/v1/sandboxes/${a}`)).status).toBe(204);
    await expect(docker.getContainer(`sandbox-${containerA}`).inspect()).rejects.toMatchObject({ statusCode: 404 });
    await filled();
    const seen = new Set([containerA, containerB]);
    for (let i = 0; i < 3; i++) {
      const c = (await create()).body.id as string;
      const rid = await runtimeIdOf(c);
      expect(seen.has(rid)).toBe(false);
      seen.add(rid);
      expect((await run(await endpointOf(c), "cat /tmp/secret 2>&1 || true")).stdout).not.toContain("tenant-a-secret");
      await server.api("DELETE", `/v1/sandboxes/${c}`);
    }
    await server.api("DELETE", `/v1/sandboxes/${b}`);
  }, 60_000);

  it("refills, and a restarted server keeps the pool within its size, removing the idle containers it finds", async () => {
    const served = (await create()).body.id as string;
    const servedContainer = await runtimeIdOf(served);
    await filled();
    const idleBefore = (await poolContainers()).map((c) => c.Labels["opensandbox.io/id"]).filter((x) => x !== servedContainer);
    expect(idleBefore).toHaveLength(POOL.size);
    await server.close();
    server = await startServer(overrides, dir);
    let worst = 0;
    const sample = setInterval(() => {
      void Promise.all([poolContainers(), server.app.store.allSandboxes()]).then(([cs, records]) => {
        const referenced = new Set(records.map((r) => r.runtimeId));
        worst = Math.max(worst, cs.filter((c) => !referenced.has(c.Labels["opensandbox.io/id"]!)).length);
      });
    }, 50);
    try {
      await filled();
    } finally {
      clearInterval(sample);
    }
    expect(worst).toBeLessThanOrEqual(POOL.size);
    const now = (await poolContainers()).map((c) => c.Labels["opensandbox.io/id"]);
    for (const id of idleBefore) expect(now).not.toContain(id);
    expect(now).toHaveLength(POOL.size + 1);
    // The served sandbox lived through the restart, with its token.
    expect((await server.api("GET", `/v1/sandboxes/${served}`)).body.status.state).toBe("Running");
    expect((await run(await endpointOf(served), "echo alive")).stdout).toBe("alive");
  }, 90_000);
});
