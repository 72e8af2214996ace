// The MCP Inspector's CLI mode (@modelcontextprotocol/inspector, pinned in package.json) against
// the built bin over stdio and against the HTTP transport (spawned as its own process), with a
// real lifecycle server: an independent client's view of our tools, results and resources.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { API_KEY, connectionOf, destroyServer, DIST, ensureBuilt, IMAGE, PKG, startServer, type TestServer } from "./helpers.ts";

const run = promisify(execFile);
const INSPECTOR = path.join(PKG, "node_modules", "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js");

let server: TestServer;
let home: string;
let httpServer: ChildProcess | undefined;

beforeAll(async () => {
  await ensureBuilt();
  server = await startServer();
  // The Inspector keeps a catalog and secrets under $HOME: give it a throw-away one.
  home = mkdtempSync(path.join(tmpdir(), "osb-inspector-"));
}, 120_000);

afterAll(async () => {
  httpServer?.kill("SIGTERM");
  await server?.close();
  await destroyServer(server);
  rmSync(home, { recursive: true, force: true });
}, 120_000);

async function inspector(args: string[]): Promise<any> {
  const { stdout } = await run(process.execPath, [INSPECTOR, "--cli", "--format", "json", "-q", ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: home },
    timeout: 90_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

const stdioTarget = () => ["-e", `OPEN_SANDBOX_DOMAIN=${connectionOf(server).domain}`, "-e", `OPEN_SANDBOX_API_KEY=${API_KEY}`, process.execPath, DIST, "--image", IMAGE, "--memory", "256Mi"];

test("stdio: tools/list, tools/call and resources/templates/list", async () => {
  const listed = await inspector([...stdioTarget(), "--method", "tools/list"]);
  const names = listed.result.tools.map((t: { name: string }) => t.name);
  expect(names).toEqual(expect.arrayContaining(["command_run", "file_read", "file_write", "code_run", "sandbox_create"]));

  const called = await inspector([...stdioTarget(), "--method", "tools/call", "--tool-name", "command_run", "--tool-arg", "command=echo from-inspector; uname -s"]);
  expect(called.result.structuredContent).toMatchObject({ exitCode: 0, stdout: "from-inspector\nLinux\n" });

  const templates = await inspector([...stdioTarget(), "--method", "resources/templates/list"]);
  expect(templates.result.resourceTemplates.map((t: { uriTemplate: string }) => t.uriTemplate)).toContain("sandbox://{sandboxId}/state");
}, 180_000);

test("http: the Inspector reaches the spawned HTTP transport with the key, and is refused without it", async () => {
  httpServer = spawn(process.execPath, [DIST, "--transport", "http", "--port", "0", "--image", IMAGE, "--memory", "256Mi"], {
    env: { PATH: process.env.PATH ?? "", OPEN_SANDBOX_DOMAIN: connectionOf(server).domain!, OPEN_SANDBOX_API_KEY: API_KEY, OSB_MCP_HTTP_KEY: "inspector-key" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let err = "";
    httpServer!.stderr!.on("data", (d: Buffer) => {
      err += d.toString();
      const m = /listening on (\S+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    httpServer!.once("exit", (code) => reject(new Error(`the HTTP server exited (${code}): ${err}`)));
  });
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);

  const called = await inspector(["--server-url", url, "--transport", "http", "--header", "Authorization: Bearer inspector-key", "--method", "tools/call", "--tool-name", "command_run", "--tool-arg", "command=echo over-http"]);
  expect(called.result.structuredContent).toMatchObject({ exitCode: 0, stdout: "over-http\n" });

  // Without the key: our 401 makes the Inspector want a login, which --stored-auth-only turns into an error.
  const refused = await inspector(["--server-url", url, "--transport", "http", "--stored-auth-only", "--method", "tools/list"]).catch((e: { stderr?: string; code?: number }) => e);
  expect(refused.code).not.toBe(0);
  expect(String(refused.stderr)).toMatch(/auth_required|401/);

  // SIGTERM: the server deletes the sessions' sandboxes and exits 0.
  const exited = new Promise<number | null>((resolve) => httpServer!.once("exit", (code) => resolve(code)));
  httpServer.kill("SIGTERM");
  expect(await exited).toBe(0);
  const left = await server.api("GET", "/v1/sandboxes");
  expect(left.body.items).toEqual([]);
}, 180_000);
