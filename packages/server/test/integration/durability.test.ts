// Durability on the real engine: records survive a server stop and a SIGKILL of the real binary;
// on restart the server removes its own stray containers and never touches other instances';
// engine events report a container removed behind the server's back; expiry removes the container
// on time. The reconcile and expiry rules themselves are tested on the in-memory runtime
// (test/unit/reconcile.test.ts).
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Docker from "dockerode";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteStore } from "../../src/store/sqlite.ts";
import { IMAGE, destroyServer, startServer, testConfig, waitFor, waitForState, type TestServer } from "../helpers.ts";
import { apiAt, freePort, killServer as kill, spawnServer as spawnChild, writeServerConfig } from "../server-process.ts";

const spawnServer = (configFile: string, url: string) => spawnChild(configFile, url, children);

const docker = new Docker();

/** Every server (and store folder) this file started; the last one per folder is destroyed. */
const servers = new Map<string, TestServer>();
const extraContainers = new Set<string>();
const children = new Set<ChildProcess>();

async function start(overrides: Record<string, Record<string, unknown>> = {}, dir?: string): Promise<TestServer> {
  const s = await startServer(overrides, dir);
  servers.set(s.dir, s);
  return s;
}

/** Starts a server again on the store of `s`, which the caller already stopped with `s.app.close()`. */
async function restart(s: TestServer, overrides: Record<string, Record<string, unknown>> = {}): Promise<TestServer> {
  return start(overrides, s.dir);
}

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
    }
  }
  for (const s of servers.values()) {
    await s.app.close().catch(() => undefined);
    await destroyServer(s);
  }
  for (const id of extraContainers) await docker.getContainer(id).remove({ force: true }).catch(() => undefined);
});

function instanceOf(s: { app: { instance: string } }): string {
  return s.app.instance;
}

async function containersOf(instance: string, sandboxId: string): Promise<Docker.ContainerInfo[]> {
  return docker.listContainers({ all: true, filters: { label: [`opensandbox.io/instance=${instance}`, `opensandbox.io/id=${sandboxId}`] } });
}

async function exists(containerId: string): Promise<boolean> {
  try {
    await docker.getContainer(containerId).inspect();
    return true;
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return false;
    throw err;
  }
}

const sleeper = (extra: Record<string, unknown> = {}) => ({ image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], resourceLimits: { cpu: "500m", memory: "256Mi" }, ...extra });

async function createRunning(s: TestServer, body: Record<string, unknown>): Promise<any> {
  const res = await s.api("POST", "/v1/sandboxes", body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return (await waitForState(s, res.body.id, "Running")).body;
}

describe("restart (graceful stop, containers keep running)", () => {
  it("keeps records, states and renewed expiry", async () => {
    let s = await start();
    const instance = instanceOf(s);
    const a = await createRunning(s, sleeper({ timeout: 600, metadata: { role: "renewed" } }));
    const b = await createRunning(s, sleeper({ timeout: null, metadata: { role: "paused" } }));
    const expiresAt = new Date(Date.now() + 2 * 3600_000 + 123).toISOString();
    const renewed = await s.api("POST", `/v1/sandboxes/${a.id}/renew-expiration`, { expiresAt });
    expect(renewed.status).toBe(200);
    expect(renewed.body.expiresAt).toBe(expiresAt);
    expect((await s.api("POST", `/v1/sandboxes/${b.id}/pause`)).status).toBe(202);
    const bPaused = (await waitForState(s, b.id, "Paused")).body;
    const [aContainer] = await containersOf(instance, a.id);
    const [bContainer] = await containersOf(instance, b.id);

    await s.app.close();
    // Stopping the server does not touch the containers.
    expect((await docker.getContainer(aContainer!.Id).inspect()).State.Running).toBe(true);
    expect((await docker.getContainer(bContainer!.Id).inspect()).State.Paused).toBe(true);

    s = await restart(s);
    expect(instanceOf(s)).toBe(instance);
    const a2 = await s.api("GET", `/v1/sandboxes/${a.id}`);
    const b2 = await s.api("GET", `/v1/sandboxes/${b.id}`);
    expect(a2.status).toBe(200);
    expect(b2.status).toBe(200);
    expect(a2.body).toEqual({ ...a, expiresAt });
    expect(b2.body).toEqual(bPaused);
    expect(b2.body).not.toHaveProperty("expiresAt");
    // the same containers, untouched
    expect((await containersOf(instance, a.id)).map((c) => c.Id)).toEqual([aContainer!.Id]);
    expect((await containersOf(instance, b.id)).map((c) => c.Id)).toEqual([bContainer!.Id]);
    const list = await s.api("GET", "/v1/sandboxes");
    expect(list.body.pagination.totalItems).toBe(2);

    // and the restarted server drives them as before
    expect((await s.api("POST", `/v1/sandboxes/${b.id}/resume`)).status).toBe(202);
    await waitForState(s, b.id, "Running");
    expect((await s.api("POST", `/v1/sandboxes/${a.id}/pause`)).status).toBe(202);
    await waitForState(s, a.id, "Paused");
    for (const id of [a.id, b.id]) expect((await s.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
    expect(await containersOf(instance, a.id)).toEqual([]);
    expect(await containersOf(instance, b.id)).toEqual([]);
  });
});

// ---- the real binary, killed with SIGKILL ----------------------------------------------------------

describe("the real binary killed with SIGKILL", () => {
  it("loses nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "osb-kill-"));
    const port = await freePort();
    const { configFile, storePath } = writeServerConfig(dir, port);
    // destroyServer() needs the config, the folder and a close (the server is a child process, killed below): a stand-in for the cleanup.
    const stand = { config: testConfig({ store: { path: storePath } }, dir).config, dir, close: () => Promise.resolve() } as TestServer;
    const url = `http://127.0.0.1:${port}`;
    const api = apiAt(url);

    let p = await spawnServer(configFile, url);
    try {
      const created = await api("POST", "/v1/sandboxes", sleeper({ timeout: 600, metadata: { proc: "killed" } }));
      expect(created.status).toBe(202);
      const id = created.body.id as string;
      const running = await waitFor(
        () => api("GET", `/v1/sandboxes/${id}`),
        (r) => r.body?.status?.state !== undefined && r.body.status.state !== "Pending",
        30_000,
        `sandbox ${id} to leave Pending`,
      ).catch((err: Error) => {
        throw new Error(`${err.message}\nserver output:\n${p.output()}`);
      });
      expect(running.body.status, `${JSON.stringify(running.body.status)}\n${p.output()}`).toMatchObject({ state: "Running" });
      const expiresAt = new Date(Date.now() + 3 * 3600_000).toISOString();
      expect((await api("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt })).status).toBe(200);
      const patched = await api("PATCH", `/v1/sandboxes/${id}/metadata`, { after: "renew" });
      expect(patched.status).toBe(200);

      const exit = await kill(p, "SIGKILL");
      expect(exit.signal).toBe("SIGKILL");
      await expect(fetch(`${url}/health`)).rejects.toThrow();

      p = await spawnServer(configFile, url);
      const after = await api("GET", `/v1/sandboxes/${id}`);
      expect(after.status).toBe(200);
      expect(after.body).toEqual({ ...running.body, expiresAt, metadata: { proc: "killed", after: "renew" } });
      const store = new SqliteStore(storePath);
      const instance = await store.meta("instance", () => {
        throw new Error("server has no instance id");
      });
      await store.close();
      expect(await containersOf(instance, id)).toHaveLength(1);

      // a graceful SIGTERM stops it with exit code 0, and the sandbox still survives
      const term = await kill(p, "SIGTERM");
      expect(term.code, p.output()).toBe(0);
      p = await spawnServer(configFile, url);
      expect((await api("GET", `/v1/sandboxes/${id}`)).body.status.state).toBe("Running");
      expect((await api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
      expect(await containersOf(instance, id)).toEqual([]);
    } finally {
      await kill(p, "SIGKILL");
      await destroyServer(stand);
    }
  });
});

// ---- reconciliation -------------------------------------------------------------------------------

describe("reconcile on restart", () => {
  it("removes a container labelled with this instance that has no record, and leaves other instances' alone", async () => {
    let s = await start();
    const instance = instanceOf(s);
    const kept = await createRunning(s, sleeper({ timeout: 600 }));
    await s.app.close();

    const makeContainer = async (inst: string) => {
      const c = await docker.createContainer({
        Image: IMAGE,
        Entrypoint: ["sleep", "3600"],
        Labels: { "opensandbox.io/managed-by": "opensandbox-ts", "opensandbox.io/instance": inst, "opensandbox.io/id": randomUUID() },
      });
      extraContainers.add(c.id);
      await c.start();
      return c.id;
    };
    const stray = await makeContainer(instance);
    const foreign = await makeContainer(randomUUID());

    s = await restart(s);
    await waitFor(() => exists(stray), (e) => !e, 10_000, "the stray container to be removed");
    expect(await exists(foreign)).toBe(true);
    expect((await docker.getContainer(foreign).inspect()).State.Running).toBe(true);
    // the sandbox with a record is untouched
    expect((await s.api("GET", `/v1/sandboxes/${kept.id}`)).body.status.state).toBe("Running");
    expect(await containersOf(instance, kept.id)).toHaveLength(1);
    expect((await s.api("GET", "/v1/sandboxes")).body.pagination.totalItems).toBe(1);
  });

  it("notices a container removed behind its back while running", async () => {
    const s = await start();
    const instance = instanceOf(s);
    const a = await createRunning(s, sleeper({ timeout: 600 }));
    const [c] = await containersOf(instance, a.id);
    await docker.getContainer(c!.Id).remove({ force: true });
    const failed = await waitFor(
      () => s.api("GET", `/v1/sandboxes/${a.id}`),
      (r) => r.body.status.state === "Failed",
      10_000,
      "the sandbox to become Failed",
    );
    expect(["CONTAINER_MISSING", "CONTAINER_EXITED_ERROR"]).toContain(failed.body.status.reason);
    expect((await s.api("DELETE", `/v1/sandboxes/${a.id}`)).status).toBe(204);
  });

});

// ---- expiry ---------------------------------------------------------------------------------------

describe("TTL", () => {
  it("removes the sandbox and its container within 5 s of expiresAt", async () => {
    const s = await start();
    const instance = instanceOf(s);
    const a = await createRunning(s, sleeper({ timeout: 60 }));
    const keep = await createRunning(s, sleeper({ timeout: 600 }));
    expect(await containersOf(instance, a.id)).toHaveLength(1);
    const expiresAt = new Date(Date.now() + 2000).toISOString();
    const renewed = await s.api("POST", `/v1/sandboxes/${a.id}/renew-expiration`, { expiresAt });
    expect(renewed.status).toBe(200);
    const deadline = Date.parse(expiresAt) + 5000;

    const gone = await waitFor(() => s.api("GET", `/v1/sandboxes/${a.id}`), (r) => r.status === 404, deadline - Date.now(), "the sandbox to expire");
    expect(gone.body.code).toBe("SANDBOX_NOT_FOUND");
    const goneAt = Date.now();
    expect(goneAt).toBeLessThanOrEqual(deadline);
    expect(goneAt).toBeGreaterThanOrEqual(Date.parse(expiresAt)); // not before its time
    await waitFor(() => containersOf(instance, a.id), (l) => l.length === 0, Math.max(deadline - Date.now(), 1), "the container to be removed");
    // the other sandbox is not affected
    expect((await s.api("GET", `/v1/sandboxes/${keep.id}`)).body.status.state).toBe("Running");
    expect(await containersOf(instance, keep.id)).toHaveLength(1);
  });

});
