// Snapshots racing pause, resume and delete of the same sandbox on the real engine. A commit
// freezes the container while it copies the filesystem, so an engine call on that container in
// the meantime conflicts (Docker answers 409). Found by schemathesis (scripts/schemathesis.sh):
// the server must order these changes under the sandbox's lock and never answer 500.
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE, destroyServer, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";

const docker = new Docker();
let server: TestServer;
const snapshotIds = new Set<string>();

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  for (const id of snapshotIds) {
    for (const img of await docker.listImages({ filters: { label: [`opensandbox.io/snapshot-id=${id}`] } })) {
      await docker.getImage(img.Id).remove({ force: true }).catch(() => undefined);
    }
  }
  await destroyServer(server);
});

const LIMITS = { cpu: "500m", memory: "256Mi" };
// 64 MiB of fresh data makes each commit take long enough for the second request to land in it.
const BULKY = ["sh", "-c", "dd if=/dev/urandom of=/bulk bs=1M count=64 2>/dev/null; touch /ready; sleep 3600"];
const ROUNDS = 3;

async function bulkySandbox(): Promise<string> {
  const res = await server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: BULKY, timeout: 600, resourceLimits: LIMITS });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await waitForState(server, res.body.id, "Running");
  const container = (await docker.listContainers({ filters: { label: [`opensandbox.io/id=${res.body.id}`] } }))[0]!;
  await waitFor(
    async () => ((await docker.getContainer(container.Id).changes()) ?? []) as { Path: string }[],
    (changes) => changes.some((c) => c.Path === "/ready"),
    30_000,
    "the entrypoint to write its data",
  );
  return res.body.id as string;
}

async function settledSnapshot(id: string): Promise<any> {
  return (
    await waitFor(
      () => server.api("GET", `/v1/snapshots/${id}`),
      (r) => r.status === 200 && r.body.status.state !== "Creating",
      60_000,
      `snapshot ${id} to settle`,
    )
  ).body;
}

function expectNoServerError(res: { status: number; body: any }, allowed: number[]) {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  expect(allowed, JSON.stringify(res.body)).toContain(res.status);
  if (res.status >= 400) expect(Object.keys(res.body).sort()).toEqual(["code", "message"]);
}

/** The record and the engine agree on whether the sandbox is paused. */
async function expectRecordMatchesEngine(sandboxId: string) {
  const state = (await server.api("GET", `/v1/sandboxes/${sandboxId}`)).body.status.state;
  const [c] = await docker.listContainers({ all: true, filters: { label: [`opensandbox.io/id=${sandboxId}`] } });
  expect(c, "the sandbox's container").toBeDefined();
  expect({ state, engine: c!.State }).toEqual(state === "Paused" ? { state, engine: "paused" } : { state: "Running", engine: "running" });
}

describe("snapshots race other changes of the same sandbox", () => {
  it("pause right after a snapshot request: 202, paused after the commit, snapshot Ready", async () => {
    const id = await bulkySandbox();
    for (let round = 0; round < ROUNDS; round++) {
      const snap = await server.api("POST", `/v1/sandboxes/${id}/snapshots`, {});
      expect(snap.status, JSON.stringify(snap.body)).toBe(202);
      snapshotIds.add(snap.body.id);
      const pause = await server.api("POST", `/v1/sandboxes/${id}/pause`);
      expectNoServerError(pause, [202]);
      expect((await settledSnapshot(snap.body.id)).status.state).toBe("Ready");
      await waitForState(server, id, "Paused");
      await expectRecordMatchesEngine(id);
      expect((await server.api("POST", `/v1/sandboxes/${id}/resume`)).status).toBe(202);
      await waitForState(server, id, "Running");
    }
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });

  it("pause and snapshot sent together: neither answers 500 and the state is the engine's", async () => {
    const id = await bulkySandbox();
    for (let round = 0; round < ROUNDS; round++) {
      const [pause, snap] = await Promise.all([
        server.api("POST", `/v1/sandboxes/${id}/pause`),
        server.api("POST", `/v1/sandboxes/${id}/snapshots`, {}),
      ]);
      expectNoServerError(pause, [202]);
      expectNoServerError(snap, [202]);
      snapshotIds.add(snap.body.id);
      expect((await settledSnapshot(snap.body.id)).status.state).toBe("Ready");
      await expectRecordMatchesEngine(id);
      expect((await server.api("POST", `/v1/sandboxes/${id}/resume`)).status).toBe(202);
      await waitForState(server, id, "Running");
    }
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });

  it("resume right after a snapshot of a paused sandbox: 202, running after the commit", async () => {
    const id = await bulkySandbox();
    for (let round = 0; round < ROUNDS; round++) {
      expect((await server.api("POST", `/v1/sandboxes/${id}/pause`)).status).toBe(202);
      await waitForState(server, id, "Paused");
      const snap = await server.api("POST", `/v1/sandboxes/${id}/snapshots`, {});
      expect(snap.status, JSON.stringify(snap.body)).toBe(202);
      snapshotIds.add(snap.body.id);
      const resume = await server.api("POST", `/v1/sandboxes/${id}/resume`);
      expectNoServerError(resume, [202]);
      expect((await settledSnapshot(snap.body.id)).status.state).toBe("Ready");
      await waitForState(server, id, "Running");
      await expectRecordMatchesEngine(id);
    }
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });

  it("delete right after a snapshot request: 204, the snapshot still settles", async () => {
    const id = await bulkySandbox();
    const snap = await server.api("POST", `/v1/sandboxes/${id}/snapshots`, {});
    expect(snap.status, JSON.stringify(snap.body)).toBe(202);
    snapshotIds.add(snap.body.id);
    expectNoServerError(await server.api("DELETE", `/v1/sandboxes/${id}`), [204]);
    expect((await settledSnapshot(snap.body.id)).status.state).toBe("Ready");
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).status).toBe(404);
    expect(await docker.listContainers({ all: true, filters: { label: [`opensandbox.io/id=${id}`] } })).toEqual([]);
  });
});

describe("the Docker runtime names the engine's refusals", () => {
  it("pause twice, resume a running container, pause a removed one → CONTAINER_CONFLICT / CONTAINER_MISSING", async () => {
    const res = await server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: LIMITS });
    expect(res.status).toBe(202);
    const id = res.body.id as string;
    await waitForState(server, id, "Running");
    const [c] = await docker.listContainers({ filters: { label: [`opensandbox.io/id=${id}`] } });
    const state = (await server.app.store.getSandbox(id))!.runtimeState!;
    // Straight to the runtime, past the service's state checks, as a pause racing a commit reached the engine.
    const runtime = server.app.runtime;
    await expect(runtime.resume(id, state)).rejects.toMatchObject({ name: "RuntimeError", reason: "CONTAINER_CONFLICT" });
    await runtime.pause(id, state);
    await expect(runtime.pause(id, state)).rejects.toMatchObject({ name: "RuntimeError", reason: "CONTAINER_CONFLICT" });
    await docker.getContainer(c!.Id).remove({ force: true });
    await expect(runtime.pause(id, state)).rejects.toMatchObject({ name: "RuntimeError", reason: "CONTAINER_MISSING" });
    await expect(runtime.resume(id, state)).rejects.toMatchObject({ name: "RuntimeError", reason: "CONTAINER_MISSING" });
  });
});
