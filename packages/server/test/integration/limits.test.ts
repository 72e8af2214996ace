// A sandbox takes only its share (real server, real Docker): a fork bomb, a memory hog and a disk
// filler each stay inside their sandbox while a neighbour (and the host) keep working. The limits
// come from the server's defaults: every sandbox here is created with `resourceLimits: {}`.
import { spawnSync } from "node:child_process";
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exec } from "../docker-exec.ts";
import { IMAGE, destroyServer, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";

const docker = new Docker();
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    // 0.5 CPU each: the machine is shared; a fork bomb spins.
    resources: { default_cpu: "500m", default_memory: "160Mi", default_disk: "32Mi", disk_check_interval_seconds: 1 },
  });
});
afterAll(() => destroyServer(server));

async function sandbox(resourceLimits: Record<string, string> = {}): Promise<{ id: string; container: Docker.Container }> {
  const res = await server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await waitForState(server, res.body.id, "Running");
  return { id: res.body.id, container: docker.getContainer(`sandbox-${res.body.id}`) };
}

/** Reads a cgroup file of the sandbox from inside it (cgroup v2 name, else the v1 one). */
async function cgroup(c: Docker.Container, v2: string, v1: string): Promise<string> {
  const r = await exec(c, ["sh", "-c", `cat /sys/fs/cgroup/${v2} 2>/dev/null || cat /sys/fs/cgroup/${v1}`]);
  return r.stdout.trim();
}

/** The neighbour can still start processes and write files. */
async function neighbourWorks(c: Docker.Container): Promise<void> {
  const r = await exec(c, ["sh", "-c", "for i in $(seq 1 20); do sleep 0.01 & done; wait; dd if=/dev/zero of=/tmp/n bs=1M count=4 2>/dev/null; rm /tmp/n; echo ok"]);
  expect(r, JSON.stringify(r)).toMatchObject({ exitCode: 0, stdout: "ok\n" });
}

function hostWorks(): void {
  expect(spawnSync("true").status).toBe(0);
}

async function remove(id: string): Promise<void> {
  await server.api("DELETE", `/v1/sandboxes/${id}`);
  await waitFor(() => server.api("GET", `/v1/sandboxes/${id}`), (r) => r.status === 404, 30_000, `sandbox ${id} to be gone`);
}

describe("fair shares", () => {
  it("a fork bomb stops at the pids limit (512) while the neighbour and the host start processes", async () => {
    // Memory enough that the pids limit is what stops it (at 160Mi the OOM killer thins the
    // bomb out first on a busy machine).
    const [bomb, neighbour] = await Promise.all([sandbox({ memory: "1Gi" }), sandbox()]);
    expect(await cgroup(bomb.container, "pids.max", "pids/pids.max")).toBe("512");
    const started = Date.now();
    // Every process forks forever and never exits when a fork fails: the classic `b() { b | b & }`
    // can die out on a busy machine (each failed fork ends its branch), and then never reaches the
    // limit at all.
    const ex = await bomb.container.exec({ Cmd: ["sh", "-c", "b() { while :; do b & sleep 1; done; }; b"] });
    await ex.start({ Detach: true });
    let peak = 0;
    await waitFor(
      async () => {
        const stats = (await bomb.container.stats({ stream: false })) as { pids_stats?: { current?: number } };
        peak = Math.max(peak, stats.pids_stats?.current ?? 0);
        return peak;
      },
      (n) => n >= 500,
      60_000,
      "the fork bomb to reach the limit",
    );
    const saturatedAfterMs = Date.now() - started;
    await neighbourWorks(neighbour.container);
    hostWorks();
    const stats = (await bomb.container.stats({ stream: false })) as { pids_stats?: { current?: number } };
    peak = Math.max(peak, stats.pids_stats?.current ?? 0);
    expect(peak).toBeLessThanOrEqual(512);
    console.log(`fork bomb: ${peak} tasks at most (limit 512), saturated after ${saturatedAfterMs} ms`);
    await remove(bomb.id);
    expect((await server.api("GET", `/v1/sandboxes/${neighbour.id}`)).body.status.state).toBe("Running");
    await remove(neighbour.id);
  }, 180_000);

  it("a memory hog is killed at the default memory limit; its sandbox, the neighbour and the host carry on", async () => {
    const [hog, neighbour] = await Promise.all([sandbox(), sandbox()]);
    expect(await cgroup(hog.container, "memory.max", "memory/memory.limit_in_bytes")).toBe(String(160 * 2 ** 20));
    const started = Date.now();
    // tail keeps the current line in memory, and /dev/zero has no newline: it grows until killed.
    // Its OOM score is raised as execd raises every user process's (docs/SECURITY.md row 3).
    const r = await exec(hog.container, ["sh", "-c", "echo 1000 > /proc/self/oom_score_adj && exec tail /dev/zero"]);
    expect(r.exitCode, JSON.stringify(r)).toBe(137);
    console.log(`memory hog: killed after ${Date.now() - started} ms (limit 160Mi)`);
    await neighbourWorks(neighbour.container);
    hostWorks();
    expect((await server.api("GET", `/v1/sandboxes/${hog.id}`)).body.status.state).toBe("Running");
    await neighbourWorks(hog.container); // the hog's own sandbox works again
    await remove(hog.id);
    await remove(neighbour.id);
  }, 120_000);

  it("a disk filler is stopped at the default disk limit with DISK_LIMIT_EXCEEDED; the neighbour keeps writing", async () => {
    const [filler, neighbour] = await Promise.all([sandbox(), sandbox()]);
    const started = Date.now();
    const r = await exec(filler.container, ["sh", "-c", "dd if=/dev/zero of=/fill bs=1M count=200 2>&1; echo code=$?"]);
    // Where the engine enforces the limit the write fails; where the server measures, the
    // sandbox is stopped within the check interval (during the write or after it).
    if (/No space left|quota exceeded/i.test(r.stdout)) expect(r.stdout).not.toContain("code=0");
    else {
      const failed = await waitForState(server, filler.id, "Failed", 15_000);
      expect(failed.body.status.reason).toBe("DISK_LIMIT_EXCEEDED");
      expect(failed.body.status.message).toContain(String(32 * 2 ** 20));
      console.log(`disk filler: stopped ${Date.now() - started} ms after it started writing (limit 32Mi, checked every 1 s)`);
    }
    await neighbourWorks(neighbour.container);
    hostWorks();
    expect((await server.api("GET", `/v1/sandboxes/${neighbour.id}`)).body.status.state).toBe("Running");
    await remove(filler.id);
    await remove(neighbour.id);
  }, 120_000);
});
