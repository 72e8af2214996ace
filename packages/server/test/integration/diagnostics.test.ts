// The Diagnostics API against a real server and Docker sandboxes: the container's output (also of
// a sandbox that failed, which is when it matters), the lifecycle events the server recorded
// (execd's restart among them), and the refusals.
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exec } from "../docker-exec.ts";
import { IMAGE, KILL_EXECD, destroyServer, runThroughEndpoint, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";

const docker = new Docker();
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => destroyServer(server));

async function create(entrypoint: string[]): Promise<string> {
  const res = await server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint, timeout: 600, resourceLimits: { cpu: "500m", memory: "256Mi" } });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.id as string;
}

describe("diagnostics", () => {
  it("logs: what the entrypoint, osb-init and execd wrote, each line timed", async () => {
    const id = await create(["sh", "-c", "echo hello-from-entrypoint; echo complaint-on-stderr >&2; exec sleep 3600"]);
    await waitForState(server, id, "Running");
    const res = await waitFor(
      () => server.api("GET", `/v1/sandboxes/${id}/diagnostics/logs?scope=container`),
      (r) => r.status === 200 && String(r.body.content).includes("complaint-on-stderr"),
      10_000,
      "the output in the logs",
    );
    expect(res.body).toMatchObject({ sandboxId: id, kind: "logs", scope: "container", delivery: "inline", contentType: "text/plain; charset=utf-8", truncated: false });
    expect(res.body.contentLength).toBe(Buffer.byteLength(res.body.content));
    expect(res.body.content).toContain("hello-from-entrypoint");
    expect(res.body.content).toContain("execd ready");
    for (const line of (res.body.content as string).trimEnd().split("\n")) expect(line).toMatch(/^\d{4}-\d\d-\d\dT\S+Z /);
    const all = await server.api("GET", `/v1/sandboxes/${id}/diagnostics/logs?scope=all`);
    expect(all.body.content).toContain("hello-from-entrypoint");
  });

  it("logs of a sandbox that failed keep its last words", async () => {
    const id = await create(["sh", "-c", "echo last-words-before-failing; exit 3"]);
    await waitForState(server, id, "Failed");
    const res = await server.api("GET", `/v1/sandboxes/${id}/diagnostics/logs?scope=container`);
    expect(res.status).toBe(200);
    expect(res.body.content).toContain("last-words-before-failing");
    const events = await server.api("GET", `/v1/sandboxes/${id}/diagnostics/events?scope=lifecycle`);
    expect(events.body.content).toMatch(/ Failed CONTAINER_EXITED_ERROR: The entrypoint exited with code 3/);
  });

  it("events: the transitions the server recorded, oldest first, execd's restart included", async () => {
    const id = await create(["sleep", "3600"]);
    await waitForState(server, id, "Running");
    // execd starts on the first connection (lazily): one command, so that there is an execd to kill.
    expect((await runThroughEndpoint(server, id, "true")).status).toBe(200);
    const [container] = await docker.listContainers({ filters: { label: [`opensandbox.io/instance=${server.app.instance}`, `opensandbox.io/id=${id}`] } });
    expect((await exec(docker.getContainer(container!.Id), ["sh", "-c", KILL_EXECD])).exitCode).toBe(0);
    await waitFor(() => server.api("GET", `/v1/sandboxes/${id}`), (r) => r.body.status.reason === "EXECD_RESTARTED", 20_000, "execd's restart");
    expect((await server.api("POST", `/v1/sandboxes/${id}/pause`)).status).toBe(202);
    expect((await server.api("POST", `/v1/sandboxes/${id}/resume`)).status).toBe(202);

    const res = await server.api("GET", `/v1/sandboxes/${id}/diagnostics/events?scope=lifecycle`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sandboxId: id, kind: "events", scope: "lifecycle", delivery: "inline", truncated: false });
    const lines = (res.body.content as string).trimEnd().split("\n");
    const reasons = lines.map((l) => l.split(" ")[2]?.replace(/:$/, ""));
    expect(reasons).toEqual(["SANDBOX_ACCEPTED", "EXECD_STARTING", "CONTAINER_RUNNING", "EXECD_RESTARTING", "EXECD_RESTARTED", "CONTAINER_PAUSED", "CONTAINER_RUNNING"]);
    expect(lines[3]).toMatch(/Running EXECD_RESTARTING: execd stopped \(execd exited \(status 9\); restarting in \d+ ms\)/);
    const times = lines.map((l) => Date.parse(l.split(" ")[0]!));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  }, 60_000);

  it("refuses what it cannot answer, in the error shape", async () => {
    const id = await create(["sleep", "3600"]);
    const cases: [string, number, string][] = [
      [`/v1/sandboxes/${id}/diagnostics/logs?scope=network`, 400, "NOT_SUPPORTED"],
      [`/v1/sandboxes/${id}/diagnostics/events?scope=container`, 400, "NOT_SUPPORTED"],
      [`/v1/sandboxes/${id}/diagnostics/logs?scope=everything`, 400, "INVALID_PARAMETER"],
      [`/v1/sandboxes/${id}/diagnostics/logs`, 400, "INVALID_PARAMETER"],
      ["/v1/sandboxes/no-such-sandbox/diagnostics/events?scope=lifecycle", 404, "SANDBOX_NOT_FOUND"],
    ];
    for (const [url, status, code] of cases) {
      const res = await server.api("GET", url);
      expect([res.status, res.body.code], url).toEqual([status, code]);
    }
    const noKey = await fetch(`${server.url}/v1/sandboxes/${id}/diagnostics/logs?scope=container`);
    expect(noKey.status).toBe(401);
  });
});
