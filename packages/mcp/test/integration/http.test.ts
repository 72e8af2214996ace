// The Streamable HTTP transport in-process, driven by the official MCP SDK Client, against a real
// lifecycle server: one sandbox per MCP session, reused across calls, deleted when the session
// is terminated, idles out, or the server stops; and no way in without the key.
import http from "node:http";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseConfig } from "../../src/config.ts";
import { serveHttp, type HttpHandle } from "../../src/http.ts";
import { API_KEY, connectionOf, destroyServer, httpClient, IMAGE, startServer, structured, waitGone, type TestServer } from "./helpers.ts";

/** POSTs an initialize request with node:http (which, unlike fetch, sends the Host header given). */
function rawStatus(url: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } } });
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(body);
  });
}

let server: TestServer;
let mcp: HttpHandle;

function config(extra: string[] = []) {
  const c = parseConfig(["--transport", "http", "--port", "0", "--image", IMAGE, "--cpu", "500m", "--memory", "256Mi", "--http-key", "mcp-secret", ...extra], {
    OPEN_SANDBOX_DOMAIN: connectionOf(server).domain,
    OPEN_SANDBOX_API_KEY: API_KEY,
  });
  if (!c) throw new Error("no config");
  return c;
}

beforeAll(async () => {
  server = await startServer();
  mcp = await serveHttp(config(), () => {});
}, 120_000);

afterAll(async () => {
  await mcp?.close();
  await server?.close();
  await destroyServer(server);
}, 120_000);

describe("sessions", () => {
  test("each session gets its own sandbox, reused across calls and deleted when the session is terminated", async () => {
    const a = await httpClient(mcp.url, "mcp-secret");
    const b = await httpClient(mcp.url, "mcp-secret");
    const a1 = structured(await a.client.callTool({ name: "command_run", arguments: { command: "echo a > /tmp/who; hostname" } }));
    const a2 = structured(await a.client.callTool({ name: "command_run", arguments: { command: "cat /tmp/who" } }));
    expect(a2).toMatchObject({ sandboxId: a1.sandboxId, stdout: "a\n" });
    const b1 = structured(await b.client.callTool({ name: "command_run", arguments: { command: "cat /tmp/who 2>&1; true" } }));
    expect(b1.sandboxId).not.toBe(a1.sandboxId);
    expect(b1.stdout).toMatch(/No such file/);
    expect(mcp.sessions.size).toBe(2);

    await a.transport.terminateSession();
    await waitGone(server, a1.sandboxId);
    expect(mcp.sessions.has(a.transport.sessionId ?? "")).toBe(false);
    // The other session is untouched.
    expect(structured(await b.client.callTool({ name: "command_run", arguments: { command: "echo still" } }))).toMatchObject({ sandboxId: b1.sandboxId, stdout: "still\n" });
    // Progress notifications travel on the call's SSE stream.
    const seen: string[] = [];
    const progressed = await b.client.callTool({ name: "command_run", arguments: { command: "echo p-1; sleep 0.5; echo p-2" } }, undefined, { onprogress: (p) => seen.push(p.message ?? "") });
    expect(structured(progressed).stdout).toBe("p-1\np-2\n");
    expect(seen.join("\n")).toMatch(/p-1[\s\S]*p-2/);
    await b.transport.terminateSession();
    await waitGone(server, b1.sandboxId);
    await a.client.close();
    await b.client.close();
  });

  test("a session idle past the idle timeout ends and its sandbox is deleted", async () => {
    const idle = await serveHttp(config(["--idle-timeout", "2"]), () => {});
    try {
      const c = await httpClient(idle.url, "mcp-secret");
      const s = structured(await c.client.callTool({ name: "command_run", arguments: { command: "sleep 3; echo survived" } }));
      // The call outlasted the idle timeout: a running call keeps the session alive.
      expect(s.stdout).toBe("survived\n");
      await waitGone(server, s.sandboxId, 30_000);
      expect(idle.sessions.size).toBe(0);
      const after = await c.client.callTool({ name: "sandbox_list", arguments: {} }).catch((e: unknown) => e as Error);
      expect(after).toBeInstanceOf(Error);
      expect(String((after as Error).message)).toMatch(/404|session not found/i);
      await c.client.close().catch(() => {});
    } finally {
      await idle.close();
    }
  });

  test("stopping the server ends every session and deletes their sandboxes", async () => {
    const own = await serveHttp(config(), () => {});
    const c = await httpClient(own.url, "mcp-secret");
    const s = structured(await c.client.callTool({ name: "command_run", arguments: { command: "true" } }));
    await own.close();
    await waitGone(server, s.sandboxId);
    await c.client.close().catch(() => {});
  });
});

describe("authentication", () => {
  test("requests without the key, or with another, are refused before any MCP handling", async () => {
    const init = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } } };
    const post = (headers: Record<string, string>, url = mcp.url) =>
      fetch(url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers }, body: JSON.stringify(init) });
    expect((await post({})).status).toBe(401);
    expect((await post({ authorization: "Bearer wrong" })).status).toBe(401);
    expect((await post({ authorization: `Bearer ${API_KEY}` })).status).toBe(401); // a dedicated key replaces the server's
    expect(await rawStatus(mcp.url, { authorization: "Bearer mcp-secret", host: "evil.example" })).toBe(403); // fetch cannot set Host
    expect(await rawStatus(mcp.url, { authorization: "Bearer mcp-secret", host: "localhost" })).toBe(200);
    expect((await post({ authorization: "Bearer mcp-secret", origin: "http://evil.example" })).status).toBe(403);
    expect((await post({ authorization: "Bearer mcp-secret" })).status).toBe(200);
    expect((await post({ "open-sandbox-api-key": "mcp-secret" })).status).toBe(200);
    expect((await post({ authorization: "Bearer mcp-secret" }, mcp.url.replace(/\/mcp$/, "/other"))).status).toBe(404);

    const denied = new Client({ name: "no-key", version: "1" });
    await expect(denied.connect(new StreamableHTTPClientTransport(new URL(mcp.url)))).rejects.toThrow(/401|unauthorized/i);
  });

  test("without --http-key the server's API key is the key", async () => {
    const c = parseConfig(["--transport", "http", "--port", "0"], { OPEN_SANDBOX_DOMAIN: connectionOf(server).domain, OPEN_SANDBOX_API_KEY: API_KEY })!;
    const own = await serveHttp(c, () => {});
    try {
      const { client } = await httpClient(own.url, API_KEY);
      expect((await client.listTools()).tools.length).toBeGreaterThan(0);
      await client.close();
    } finally {
      await own.close();
    }
  });
});
