// Engine outages: the server's Docker engine (a private dockerd, see private-dockerd.ts; the
// machine's engine is never restarted), given live-restore while running the way
// scripts/docker-setup.sh does it (scripts/docker/live-restore.sh), stops and comes back with
// sandboxes running and creates in flight. Running sandboxes stay Running (live-restore keeps
// them going), creates made while the engine is away wait Pending/ENGINE_UNAVAILABLE and run once
// it is back, and afterwards every record matches the engine: one running container per record,
// none without a record, and execd answers in every sandbox.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE, destroyServer, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";
import { PrivateDockerd } from "../private-dockerd.ts";

const engine = new PrivateDockerd();
let s: TestServer | undefined;

beforeAll(async () => {
  if (!PrivateDockerd.usable()) return;
  await engine.start();
  engine.loadImage(IMAGE);
  // docker-setup.sh's way: live-restore into daemon.json, then SIGHUP (a reload, no restart).
  const liveRestore = () => engine.docker(["info", "-f", "{{.LiveRestoreEnabled}}"]).trim();
  expect(liveRestore()).toBe("false");
  const script = fileURLToPath(new URL("../../../../scripts/docker/live-restore.sh", import.meta.url));
  expect(execFileSync("bash", [script, engine.configFile, String(engine.pid)], { encoding: "utf8" }).trim()).toBe("enabled");
  await waitFor(async () => liveRestore(), (v) => v === "true", 10_000, "dockerd to reload live-restore");
  expect(JSON.parse(readFileSync(engine.configFile, "utf8"))).toEqual({ "live-restore": true });
  expect(execFileSync("bash", [script, engine.configFile, String(engine.pid)], { encoding: "utf8" }).trim()).toBe("unchanged");
  // Isolation off: the private engine runs without iptables, and a network it made would leave its
  // bridge on the host once its data directory is gone (isolation has its own test).
  s = await startServer({ docker: { socket_path: engine.socket, engine_wait_seconds: 120, isolation: "off" } });
}, 120_000);

afterAll(async () => {
  if (!PrivateDockerd.usable()) return;
  await s?.app.close().catch(() => undefined);
  await engine.destroy(); // before destroyServer: it removes the containers through the engine
  if (s) await destroyServer(s).catch(() => undefined);
}, 120_000);

const sleeper = { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], resourceLimits: { cpu: "250m", memory: "128Mi" }, timeout: 900 };

type Container = { Id: string; State: { Status: string; StartedAt: string }; Config: { Labels: Record<string, string> } };
function containers(): Container[] {
  const ids = engine.docker(["ps", "-aq", "--filter", `label=opensandbox.io/instance=${s!.app.instance}`]).split("\n").filter(Boolean);
  return ids.length ? (JSON.parse(engine.docker(["inspect", ...ids])) as Container[]) : [];
}

async function execdAnswers(id: string): Promise<number> {
  const ep = await s!.api("GET", `/v1/sandboxes/${id}/endpoints/44772`);
  expect(ep.status, JSON.stringify(ep.body)).toBe(200);
  return fetch(`http://${ep.body.endpoint}/ping`, { headers: ep.body.headers, signal: AbortSignal.timeout(3000) }).then(
    (r) => r.status,
    () => 0,
  );
}

describe.skipIf(!PrivateDockerd.usable())("the engine restarts (live-restore)", () => {
  it("keeps running sandboxes Running, holds creates made meanwhile Pending, and ends with every record true", { timeout: 240_000 }, async () => {
    const api = s!.api;
    const before: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await api("POST", "/v1/sandboxes", sleeper);
      expect(r.status).toBe(202);
      before.push(r.body.id);
    }
    for (const id of before) await waitForState(s!, id, "Running", 60_000);
    const startedAt = new Map(containers().map((c) => [c.Config.Labels["opensandbox.io/id"], c.State.StartedAt]));

    // Creates in flight when the engine stops, and creates while it is away.
    const inFlight: string[] = [];
    for (let i = 0; i < 3; i++) inFlight.push((await api("POST", "/v1/sandboxes", sleeper)).body.id);
    const t0 = Date.now();
    await engine.stop();
    const during: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await api("POST", "/v1/sandboxes", sleeper);
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      during.push(r.body.id);
    }
    for (const id of during) {
      const waiting = await waitFor(() => api("GET", `/v1/sandboxes/${id}`), (r) => r.body.status.reason === "ENGINE_UNAVAILABLE", 10_000, `${id} to wait for the engine`);
      expect(waiting.body.status).toMatchObject({ state: "Pending", message: expect.stringContaining("unreachable") });
    }
    // A while without the engine: the running sandboxes' records stay Running.
    await new Promise((r) => setTimeout(r, 3000));
    for (const id of before) expect((await api("GET", `/v1/sandboxes/${id}`)).body.status.state, id).toBe("Running");
    await engine.start();
    const outageMs = Date.now() - t0;

    const all = [...before, ...inFlight, ...during];
    for (const id of all) {
      const r = await waitFor(() => api("GET", `/v1/sandboxes/${id}`), (x) => x.body.status.state !== "Pending", 90_000, `${id} to leave Pending`);
      expect(r.body.status, id).toMatchObject({ state: "Running" });
    }
    // Every record true: one running container per record, none without one; the sandboxes that
    // ran through the outage are the same containers, never restarted.
    const list = await api("GET", "/v1/sandboxes?pageSize=100");
    expect(list.body.items.map((x: any) => x.id).sort()).toEqual([...all].sort());
    const now = containers();
    expect(now.map((c) => c.Config.Labels["opensandbox.io/id"]).sort()).toEqual([...all].sort());
    for (const c of now) expect(c.State.Status, c.Id).toBe("running");
    for (const id of before) expect(now.find((c) => c.Config.Labels["opensandbox.io/id"] === id)!.State.StartedAt).toBe(startedAt.get(id));
    for (const id of all) expect(await waitFor(() => execdAnswers(id), (st) => st === 200, 20_000, `execd in ${id}`)).toBe(200);
    console.log(`engine restart: ${before.length} running, ${inFlight.length} in flight, ${during.length} created during a ${outageMs} ms outage → ${all.length} Running, ${now.length} containers`);
  });
});
