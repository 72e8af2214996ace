// "Running means ready" on the real engine: the server reports a sandbox Running only once its
// execd answers, so a client that sends one command the moment it sees Running never needs a retry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE, destroyServer, runThroughEndpoint, startServer, type TestServer } from "../helpers.ts";

const servers = {} as Record<"lazy" | "eager", TestServer>;

beforeAll(async () => {
  servers.lazy = await startServer();
  servers.eager = await startServer({ docker: { execd_start: "eager" } });
});
afterAll(async () => {
  for (const s of Object.values(servers)) await destroyServer(s);
});

const N = 8;

// Lazy (the default): osb-init answers for execd from its first millisecond, so the container's
// start and execd's readiness come together. Eager: execd boots after the container starts, and
// that wait shows as Pending / EXECD_STARTING.
describe.each(["lazy", "eager"] as const)("Running means ready (execd_start = %s)", (mode) => {
  it(`${N} creates, each followed at once by one command without any retry: all succeed`, async () => {
    const server = servers[mode];
    expect((await server.api("GET", "/health")).body).toMatchObject({ runningMeansReady: true });
    const reasons = new Set<string>();
    for (let i = 0; i < N; i++) {
      const created = await server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "500m", memory: "256Mi" } });
      expect(created.status).toBe(202);
      const id = created.body.id as string;
      let status: { state: string; reason?: string; message?: string };
      const deadline = Date.now() + 30_000;
      for (;;) {
        status = (await server.api("GET", `/v1/sandboxes/${id}`)).body.status;
        if (status.state !== "Pending" || Date.now() > deadline) break;
        if (status.reason) reasons.add(status.reason);
        await new Promise((r) => setTimeout(r, 2));
      }
      expect(status, JSON.stringify(status)).toMatchObject({ state: "Running" });
      // One attempt: a refused or reset connection fails the test.
      const { status: code, body } = await runThroughEndpoint(server, id, `echo ready-${i}`);
      expect(code).toBe(200);
      expect(body).toContain(`ready-${i}`);
      expect(body).toContain("execution_complete");
      expect((await server.api("DELETE", `/v1/sandboxes/${id}`)).status).toBe(204);
    }
    // The wait between the container running and execd answering was visible as Pending.
    if (mode === "eager") expect(reasons).toContain("EXECD_STARTING");
  });
});
