// osb sandbox … and the error line, run as the built binary against a real server.
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, IMAGE, destroyServer, startServer, type TestServer } from "../../../server/test/helpers.ts";
import { buildOnce, isolatedEnv, runCli, tempHome, type RunResult } from "./helpers.ts";

let server: TestServer;
let env: Record<string, string>;
const osb = (...args: string[]): Promise<RunResult> => runCli(args, { env });

beforeAll(async () => {
  await buildOnce();
  server = await startServer();
  env = isolatedEnv(tempHome(), { OPEN_SANDBOX_DOMAIN: new URL(server.url).host, OPEN_SANDBOX_API_KEY: API_KEY });
});

afterAll(async () => {
  await destroyServer(server);
  await server?.close();
});

function ok(r: RunResult): RunResult {
  expect(r.stderr, `exit ${r.code}`).toBe("");
  expect(r.code).toBe(0);
  return r;
}

describe("osb sandbox", () => {
  it("create → list → get → renew → pause → resume → endpoint → kill", async () => {
    const created = ok(
      await osb("sandbox", "create", "--image", IMAGE, "--cpu", "500m", "--memory", "256Mi", "--timeout", "10m", "--metadata", "suite=cli", "--metadata", "run=1", "--env", "GREETING=hello", "--entrypoint", "sleep 3600"),
    );
    const id = created.stdout.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // list -o json: every page, with the filters.
    let r = ok(await osb("sandbox", "list", "-o", "json", "--metadata", "suite=cli", "--state", "Running", "--page-size", "1"));
    const listed = JSON.parse(r.stdout) as { id: string; state: string; metadata: Record<string, string>; expiresAt: string; entrypoint: string[] }[];
    expect(listed.map((s) => s.id)).toEqual([id]);
    expect(listed[0]).toMatchObject({ state: "Running", metadata: { suite: "cli", run: "1" }, entrypoint: ["sleep", "3600"] });
    r = ok(await osb("sandbox", "list", "-o", "json", "--metadata", "suite=other"));
    expect(JSON.parse(r.stdout)).toEqual([]);
    r = ok(await osb("sandbox", "list"));
    expect(r.stdout).toMatch(/^ID\s+STATE\s+IMAGE\s+EXPIRES\n/);
    expect(r.stdout).toMatch(new RegExp(`^${id}\\s+Running\\s+${IMAGE.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\s+in (9|10)m\\n`, "m"));
    r = ok(await osb("sandbox", "list", "-o", "raw"));
    expect(r.stdout.split("\n")).toContain(id);

    r = ok(await osb("sandbox", "get", id, "-o", "json"));
    const info = JSON.parse(r.stdout);
    expect(info).toMatchObject({ id, state: "Running", image: { uri: IMAGE }, metadata: { suite: "cli", run: "1" } });
    const expiry = Date.parse(info.expiresAt);
    expect(expiry - Date.now()).toBeGreaterThan(8 * 60_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    r = ok(await osb("sandbox", "get", id));
    expect(r.stdout).toMatch(/^state\s+Running$/m);
    expect(r.stdout).toMatch(/^metadata\s+(suite=cli,run=1|run=1,suite=cli)$/m);

    r = ok(await osb("sandbox", "renew", id, "--timeout", "30m", "-o", "json"));
    const renewed = JSON.parse(r.stdout);
    expect(renewed.id).toBe(id);
    expect(Math.abs(Date.parse(renewed.expiresAt) - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);

    r = ok(await osb("sandbox", "pause", id));
    expect(r.stdout).toBe(`${id}\n`);
    expect(JSON.parse(ok(await osb("sandbox", "get", id, "-o", "json")).stdout).state).toBe("Paused");
    r = ok(await osb("sandbox", "resume", id, "-o", "json"));
    expect(JSON.parse(r.stdout).state).toBe("Running");

    r = ok(await osb("sandbox", "endpoint", id, "--port", "44772", "-o", "json"));
    const ep = JSON.parse(r.stdout) as { url: string; headers: Record<string, string> };
    expect(ep.url).toMatch(/^http:\/\/[^/]+:\d+\/proxy\/44772$/); // the shape upstream's clients check for
    const ping = await fetch(`${ep.url}/ping`, { headers: ep.headers });
    expect(ping.status).toBe(200);
    r = ok(await osb("sandbox", "endpoint", id, "--port", "8080", "--use-server-proxy", "-o", "raw"));
    expect(r.stdout.trim()).toBe(`${server.url}/sandboxes/${id}/proxy/8080`);

    // A URL a browser opens: no header needed, execd's port here.
    r = ok(await osb("sandbox", "url", id, "--port", "44772", "--expires-in", "5m"));
    const url = r.stdout.trim();
    expect(url).toMatch(new RegExp(`^${server.url}/sandboxes/${id}/signed/44772/[^/]+/$`));
    expect((await fetch(`${url}ping`)).status).toBe(200);
    r = ok(await osb("sandbox", "logs", id, "--scope", "container"));
    expect(r.stdout).toContain("execd ready");
    r = ok(await osb("sandbox", "events", id));
    expect(r.stdout).toMatch(/ Running CONTAINER_RUNNING: /);
    expect(r.stdout).toMatch(/ Paused CONTAINER_PAUSED: /);
    r = ok(await osb("sandbox", "events", id, "-o", "json"));
    expect(JSON.parse(r.stdout)).toMatchObject({ sandboxId: id, kind: "events", scope: "all", delivery: "inline" });

    r = ok(await osb("sandbox", "kill", id));
    expect(r.stdout).toBe(`${id}\n`);
    r = await osb("sandbox", "get", id);
    expect(r.code).toBe(1);
    // The server says why: it was deleted, and when.
    expect(r.stderr).toMatch(/ not found: it was deleted at \S+ \(404 SANDBOX_NOT_FOUND, request /);
  });

  it("create -o json prints the object; --timeout none makes a manual-cleanup sandbox", async () => {
    const r = ok(await osb("sandbox", "create", "--image", IMAGE, "--cpu", "250m", "--memory", "128Mi", "--timeout", "none", "-o", "json"));
    const info = JSON.parse(r.stdout);
    expect(info).toMatchObject({ state: "Running", expiresAt: null });
    const table = ok(await osb("sandbox", "get", info.id));
    expect(table.stdout).toMatch(/^expires\s+never \(manual cleanup\)$/m);
    const renew = await osb("sandbox", "renew", info.id, "--timeout", "5m");
    expect(renew.code).toBe(1);
    expect(renew.stderr).toMatch(/^osb: .* \(409 SANDBOX_NO_EXPIRATION, request [\w-]+\)\n$/);
    ok(await osb("sandbox", "kill", info.id));
  });

  it("--skip-health-check returns at once with the id", async () => {
    const r = ok(await osb("sandbox", "create", "--image", IMAGE, "--cpu", "250m", "--memory", "128Mi", "--skip-health-check"));
    const id = r.stdout.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    ok(await osb("sandbox", "kill", id));
  });
});

describe("errors", () => {
  it("an unknown sandbox is one line with status, code and request id, exit 1", async () => {
    const r = await osb("sandbox", "get", "abc");
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^osb: sandbox abc not found \(404 SANDBOX_NOT_FOUND, request [0-9a-zA-Z-]+\)\n$/);
  });

  it("kill of several ids reports each failure and exits 1", async () => {
    const r = await osb("sandbox", "kill", "nope-1", "nope-2");
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(l).toMatch(/^osb: sandbox nope-\d not found \(404 SANDBOX_NOT_FOUND, request /);
  });

  it("a wrong API key", async () => {
    const r = await runCli(["sandbox", "list"], { env: { ...env, OPEN_SANDBOX_API_KEY: "wrong" } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^osb: .* \(401 INVALID_API_KEY, request [\w-]+\)\n$/);
  });

  it("a server that is not there", async () => {
    const port = await closedPort();
    const r = await runCli(["sandbox", "list", "--domain", `127.0.0.1:${port}`], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`osb: listSandboxes: cannot connect to 127.0.0.1:${port} (ECONNREFUSED)\n`);
  });
});

/** A port nothing listens on (bound, then released). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
