// Provisioning failures against the real Docker engine: every one is accepted (202) and then
// reported as a `Failed` (or `Terminated`) sandbox with a reason and a useful message. Also the
// pull path: an image missing locally is pulled from the local registry on 127.0.0.1:5000.
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE, destroyServer, startServer, waitFor, type TestServer } from "../helpers.ts";

const docker = new Docker();
const REGISTRY_IMAGE = "127.0.0.1:5000/opensandbox/busybox:local";
/** resourceLimits is required on create (createSandbox rules). */
const LIMITS = { cpu: "500m", memory: "256Mi" };
let server: TestServer;
let pulledRegistryImage = false;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await destroyServer(server);
  // The pull test leaves the registry image tagged locally; drop the tag again so the next run
  // (and scripts/docker-setup.sh's promise) starts with the image missing.
  if (pulledRegistryImage) await removeLocalTag(REGISTRY_IMAGE);
});

function instanceOf(s: TestServer): string {
  return s.app.instance;
}

async function containersOf(s: TestServer, sandboxId: string): Promise<Docker.ContainerInfo[]> {
  return docker.listContainers({
    all: true,
    filters: { label: [`opensandbox.io/instance=${instanceOf(s)}`, `opensandbox.io/id=${sandboxId}`] },
  });
}

async function imageExists(ref: string): Promise<boolean> {
  try {
    await docker.getImage(ref).inspect();
    return true;
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return false;
    throw err;
  }
}

async function removeLocalTag(ref: string): Promise<void> {
  try {
    // Only a tag of opensandbox/busybox:local: removing it never deletes layers other tags use.
    await docker.getImage(ref).remove({ noprune: true });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 404) throw err;
  }
}

/** Final states of a sandbox whose entrypoint ended (it may be reported Running for a moment before). */
const ENDED = ["Failed", "Terminated"];

/** Creates a sandbox (expecting 202) and waits until it settles in one of `states`. */
async function createAndSettle(body: Record<string, unknown>, states = ["Running", "Failed", "Terminated"]) {
  const created = await server.api("POST", "/v1/sandboxes", body);
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  expect(["Pending", "Running"]).toContain(created.body.status.state);
  const id = created.body.id as string;
  const settled = await waitFor(
    () => server.api("GET", `/v1/sandboxes/${id}`),
    (r) => r.status === 200 && states.includes(r.body.status.state),
    30_000,
    `sandbox ${id} to settle`,
  );
  return { id, sandbox: settled.body };
}

describe("provisioning failures", () => {
  it("an image that does not exist → Failed / IMAGE_PULL_FAILED naming the image", async () => {
    const { id, sandbox } = await createAndSettle({ image: { uri: "opensandbox/nope:missing" }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: LIMITS });
    expect(sandbox.status.state).toBe("Failed");
    expect(sandbox.status.reason).toBe("IMAGE_PULL_FAILED");
    expect(sandbox.status.message).toContain("opensandbox/nope:missing");
    expect(sandbox.image).toEqual({ uri: "opensandbox/nope:missing" });
    expect(await containersOf(server, id)).toEqual([]);
    // A failed sandbox is still listed (state filter) and can be deleted.
    const failed = await server.api("GET", "/v1/sandboxes?state=Failed");
    expect(failed.body.items.map((s: { id: string }) => s.id)).toContain(id);
    // Pause/resume are refused in this state.
    expect((await server.api("POST", `/v1/sandboxes/${id}/pause`)).status).toBe(409);
    expect((await server.api("POST", `/v1/sandboxes/${id}/resume`)).status).toBe(409);
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).status).toBe(404);
  });

  it("an entrypoint that cannot start → Failed / CONTAINER_START_FAILED", async () => {
    const { id, sandbox } = await createAndSettle({ image: { uri: IMAGE }, entrypoint: ["/does/not/exist"], timeout: 600, resourceLimits: LIMITS }, ENDED);
    expect(sandbox.status.state).toBe("Failed");
    expect(sandbox.status.reason).toBe("CONTAINER_START_FAILED");
    expect(sandbox.status.message).toMatch(/does\/not\/exist/);
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
    expect(await containersOf(server, id)).toEqual([]);
  });

  it("an entrypoint that is not executable → Failed / CONTAINER_START_FAILED", async () => {
    const { id, sandbox } = await createAndSettle({ image: { uri: IMAGE }, entrypoint: ["/etc/passwd"], timeout: 600, resourceLimits: LIMITS }, ENDED);
    expect(sandbox.status.state).toBe("Failed");
    expect(sandbox.status.reason).toBe("CONTAINER_START_FAILED");
    expect(sandbox.status.message).toContain("/etc/passwd");
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });

  it("an entrypoint that exits non-zero → Failed, message names the exit code", async () => {
    const { id, sandbox } = await createAndSettle({ image: { uri: IMAGE }, entrypoint: ["sh", "-c", "exit 3"], timeout: 600, resourceLimits: LIMITS }, ENDED);
    expect(sandbox.status.state).toBe("Failed");
    expect(sandbox.status.reason).toBe("CONTAINER_EXITED_ERROR");
    expect(sandbox.status.message).toMatch(/\bcode 3\b/);
    // It stays Failed (no later event turns it into something else).
    await new Promise((r) => setTimeout(r, 500));
    expect((await server.api("GET", `/v1/sandboxes/${id}`)).body.status.state).toBe("Failed");
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
    expect(await containersOf(server, id)).toEqual([]);
  });

  it("an entrypoint that exits after running a while → Failed when it dies", async () => {
    const { id } = await createAndSettle({ image: { uri: IMAGE }, entrypoint: ["sh", "-c", "sleep 1; exit 7"], timeout: 600, resourceLimits: LIMITS }, ["Running", "Failed"]);
    const failed = await waitFor(
      () => server.api("GET", `/v1/sandboxes/${id}`),
      (r) => r.body.status.state === "Failed",
      15_000,
      "the sandbox to fail",
    );
    expect(failed.body.status.reason).toBe("CONTAINER_EXITED_ERROR");
    expect(failed.body.status.message).toMatch(/\bcode 7\b/);
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });

  it("an entrypoint that exits 0 → Terminated", async () => {
    const { id, sandbox } = await createAndSettle({ image: { uri: IMAGE }, entrypoint: ["sh", "-c", "exit 0"], timeout: 600, resourceLimits: LIMITS }, ENDED);
    expect(sandbox.status.state).toBe("Terminated");
    expect(sandbox.status.reason).toBe("CONTAINER_EXITED");
    // Terminated sandboxes cannot be paused or snapshotted.
    expect((await server.api("POST", `/v1/sandboxes/${id}/pause`)).status).toBe(409);
    const snap = await server.api("POST", `/v1/sandboxes/${id}/snapshots`, {});
    expect(snap.status).toBe(409);
    expect(snap.body.code).toBe("SANDBOX_NOT_RUNNING");
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
    expect(await containersOf(server, id)).toEqual([]);
  });
});

describe("image pull", () => {
  it("pulls an image that is not present locally from the registry", async () => {
    // The registry must serve the image (scripts/docker-setup.sh --registry).
    const probe = await fetch("http://127.0.0.1:5000/v2/opensandbox/busybox/manifests/local", {
      headers: { accept: "application/vnd.docker.distribution.manifest.v2+json" },
    }).catch((err: Error) => err);
    expect(probe instanceof Error ? probe.message : probe.status, "local registry on 127.0.0.1:5000 (run scripts/docker-setup.sh --registry)").toBe(200);

    await removeLocalTag(REGISTRY_IMAGE);
    expect(await imageExists(REGISTRY_IMAGE)).toBe(false);
    pulledRegistryImage = true;

    const { id, sandbox } = await createAndSettle({ image: { uri: REGISTRY_IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: LIMITS });
    expect(sandbox.status, JSON.stringify(sandbox.status)).toMatchObject({ state: "Running" });
    expect(await imageExists(REGISTRY_IMAGE)).toBe(true);
    const [container] = await containersOf(server, id);
    expect(container?.Image).toBe(REGISTRY_IMAGE);
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });
});
