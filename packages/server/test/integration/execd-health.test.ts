// execd's restarts inside a real sandbox reach the sandbox's status: osb-init restarts a killed
// execd, the Docker runtime reads osb-init's line and execd's "ready" line from the container's
// log, and the sandbox stays Running with reason EXECD_RESTARTING, then EXECD_RESTARTED.
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE, KILL_EXECD, destroyServer, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";
import { exec } from "../docker-exec.ts";

const docker = new Docker();
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => destroyServer(server));

describe("execd restarts", () => {
  it("show in the status of the Running sandbox, with osb-init's reason and a count", async () => {
    const created = await server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "500m", memory: "256Mi" } });
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    await waitForState(server, id, "Running");
    const endpoint = (await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body;
    const ping = () => fetch(`http://${endpoint.endpoint}/ping`, { headers: endpoint.headers, signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 0);
    await waitFor(ping, (s) => s === 200, 20_000, "execd to answer");

    const [container] = await docker.listContainers({ filters: { label: [`opensandbox.io/instance=${server.app.instance}`, `opensandbox.io/id=${id}`] } });
    const killed = await exec(docker.getContainer(container!.Id), ["sh", "-c", KILL_EXECD]);
    expect(killed.exitCode, killed.stderr).toBe(0);

    const restarted = await waitFor(
      () => server.api("GET", `/v1/sandboxes/${id}`),
      (r) => r.body.status.reason === "EXECD_RESTARTED",
      20_000,
      "the sandbox to report execd restarted",
    );
    expect(restarted.body.status.state).toBe("Running");
    expect(restarted.body.status.message).toMatch(/restarted 1 time \(last stop: execd exited \(status 9\); restarting in \d+ ms\)/);
    expect(await waitFor(ping, (s) => s === 200, 20_000, "execd to answer again")).toBe(200);
    expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
  });
});
