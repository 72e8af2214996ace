// A crash loses nothing and leaks nothing: the real binary is killed with SIGKILL while creates
// are in flight, at varied points (after the k-th 202, after N ms), and restarted on the same
// store. Afterwards every acknowledged (202) sandbox is Running, no record is Failed or points at
// nothing, and no container of the instance is without a record. Rounds and concurrency:
// OSB_CRASH_ROUNDS (default 5, cycling through the kill points) and OSB_CRASH_CREATES (default 10).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Docker from "dockerode";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteStore } from "../../src/store/sqlite.ts";
import { IMAGE, waitFor } from "../helpers.ts";
import { apiAt, freePort, killServer, spawnServer, writeServerConfig, type Proc } from "../server-process.ts";

const docker = new Docker();
const ROUNDS = Number(process.env.OSB_CRASH_ROUNDS ?? 5);
const CREATES = Number(process.env.OSB_CRASH_CREATES ?? 10);
/** Where each round kills the server: once the k-th 202 arrived (plus a delay), or N ms after the first request. */
const KILL_POINTS: ({ after202: number; delayMs: number } | { afterMs: number })[] = [
  { after202: 1, delayMs: 0 },
  { afterMs: 40 },
  { after202: Math.ceil(CREATES / 2), delayMs: 100 },
  { afterMs: 1500 },
  { after202: CREATES, delayMs: 400 },
];

const children = new Set<ChildProcess>();
const dirs: string[] = [];
let instance = "";

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
    }
  }
  if (instance) for (const c of await containersOf(instance)) await docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function containersOf(inst: string): Promise<Docker.ContainerInfo[]> {
  return docker.listContainers({ all: true, filters: { label: [`opensandbox.io/instance=${inst}`] } });
}

const sleeper = { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], resourceLimits: { cpu: "250m", memory: "128Mi" }, timeout: 900 };

describe("SIGKILL during concurrent creates", () => {
  it(`loses and leaks nothing over ${ROUNDS} rounds of ${CREATES} creates`, { timeout: 120_000 * ROUNDS }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "osb-crash-"));
    dirs.push(dir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { configFile, storePath } = writeServerConfig(dir, port);
    const api = apiAt(url);
    const figures: string[] = [];
    let p: Proc = await spawnServer(configFile, url, children);
    {
      const store = new SqliteStore(storePath);
      instance = await store.meta("instance", () => "none");
      await store.close();
    }
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const point = KILL_POINTS[round % KILL_POINTS.length]!;
        // Fire the creates together; the server dies under them.
        const acknowledged: string[] = [];
        let reached!: () => void;
        const killPoint = new Promise<void>((r) => (reached = r));
        const started = Date.now();
        const requests = Array.from({ length: CREATES }, () =>
          api("POST", "/v1/sandboxes", sleeper).then(
            (r) => {
              if (r.status === 202) {
                acknowledged.push(r.body.id);
                if ("after202" in point && acknowledged.length === point.after202) setTimeout(reached, point.delayMs);
              } else expect.fail(`create answered ${r.status}: ${JSON.stringify(r.body)}`);
            },
            () => undefined, // the server died before answering: not acknowledged
          ),
        );
        if ("afterMs" in point) setTimeout(reached, point.afterMs);
        await killPoint;
        const killedAfter = Date.now() - started;
        const exit = await killServer(p, "SIGKILL");
        expect(exit.signal).toBe("SIGKILL");
        await Promise.all(requests);

        // What the crash left: records, and containers the store knows nothing of yet.
        const store = new SqliteStore(storePath);
        const records = await store.allSandboxes();
        await store.close();
        const atKill = await containersOf(instance);
        const stateless = atKill.filter((c) => {
          const r = records.find((x) => x.id === c.Labels["opensandbox.io/id"]);
          return !r?.runtimeState;
        }).length;

        p = await spawnServer(configFile, url, children);
        const settled = await waitFor(
          () => api("GET", "/v1/sandboxes?pageSize=200"),
          (r) => r.status === 200 && r.body.items.every((s: any) => s.status.state !== "Pending"),
          90_000,
          "every sandbox to leave Pending",
        );
        const items = settled.body.items as any[];
        const byId = new Map(items.map((s) => [s.id, s]));
        for (const id of acknowledged) {
          expect(byId.get(id)?.status, `acknowledged ${id}\n${p.output().slice(-3000)}`).toMatchObject({ state: "Running" });
        }
        for (const s of items) expect(s.status, `record ${s.id}`).toMatchObject({ state: "Running" });
        // Exactly one container per record, none without one.
        const containers = await containersOf(instance);
        const ids = containers.map((c) => c.Labels["opensandbox.io/id"]);
        expect([...ids].sort(), "containers of the instance ↔ records").toEqual(items.map((s) => s.id).sort());
        for (const c of containers) expect(c.State, c.Id).toBe("running");

        figures.push(
          `round ${round + 1}: kill ${JSON.stringify(point)} at ${killedAfter} ms; ${acknowledged.length} acknowledged, ${records.length} records, ` +
            `${atKill.length} containers (${stateless} without stored state) at the kill; after restart ${items.length} Running, ${containers.length} containers`,
        );
        // Clean slate for the next round; deleting leaves no container either.
        for (const s of items) expect((await api("DELETE", `/v1/sandboxes/${s.id}`)).status).toBe(204);
        expect(await containersOf(instance)).toEqual([]);
      }
    } finally {
      console.log(`crash test figures:\n${figures.join("\n")}`);
      await killServer(p, "SIGKILL");
    }
  });
});
