// The built bin over stdio, driven by the official MCP SDK Client, against a real lifecycle
// server and real busybox sandboxes: the tools, the resources, progress, errors, and the
// session's sandbox deleted when the client goes away.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SandboxManager } from "@opensandbox/sdk";
import { connectionOf, destroyServer, ensureBuilt, IMAGE, startServer, stdioClient, structured, textOf, waitGone, type TestServer } from "./helpers.ts";

let server: TestServer;
let client: Client;
let transport: StdioClientTransport;
let stderr = "";

beforeAll(async () => {
  await ensureBuilt();
  server = await startServer();
  ({ client, transport } = await stdioClient(server, ["--image", IMAGE, "--cpu", "500m", "--memory", "256Mi", "--max-output", "1000"]));
  transport.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
}, 120_000);

afterAll(async () => {
  await client?.close().catch(() => {});
  await server?.close();
  await destroyServer(server);
}, 120_000);

const call = (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });

describe("tools", () => {
  test("every tool declares an input and an output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ["code_context_create", "code_run", "command_run", "file_list", "file_read", "file_search", "file_write", "sandbox_create", "sandbox_get_info", "sandbox_kill", "sandbox_list", "sandbox_renew", "sandbox_url"].sort(),
    );
    for (const t of tools) {
      expect(t.inputSchema.type, t.name).toBe("object");
      expect(t.outputSchema?.type, t.name).toBe("object");
    }
  });

  test("command_run creates the session's sandbox lazily and reuses it", async () => {
    const first = structured(await call("command_run", { command: "echo out; echo err >&2; exit 3" }));
    expect(first).toMatchObject({ exitCode: 3, stdout: "out\n", stderr: "err\n", timedOut: false });
    const again = structured(await call("command_run", { command: "hostname" }));
    expect(again.sandboxId).toBe(first.sandboxId);
    const info = structured(await call("sandbox_get_info"));
    expect(info).toMatchObject({ id: first.sandboxId, state: "Running", ownedBySession: true, isSessionDefault: true, image: IMAGE });
    expect(info.metadata["opensandbox-mcp/session"]).toBeTruthy();
  });

  test("long output is cut with a note and saved whole to the file the note names", async () => {
    const r = await call("command_run", { command: "i=0; while [ $i -lt 500 ]; do echo line-$i; i=$((i+1)); done; echo tail-marker" });
    const s = structured(r);
    expect(s.stdout.length).toBeLessThan(1300);
    expect(s.stdout).toContain("line-0\n");
    expect(s.stdout).toContain("tail-marker");
    expect(s.stdoutFile).toMatch(/^\/tmp\/opensandbox-mcp\/.+\.stdout$/);
    expect(s.stdout).toContain(`full output is in the sandbox at ${s.stdoutFile}`);
    expect(textOf(r)).toContain(s.stdoutFile);
    const full = structured(await call("file_read", { path: s.stdoutFile }));
    expect(full.content.split("\n").filter(Boolean)).toHaveLength(501);
    expect(full.content).toContain("line-250\n");
  });

  test("a command past its timeout is killed and reported as timed out", async () => {
    const s = structured(await call("command_run", { command: "echo started; sleep 30", timeoutSeconds: 1 }));
    expect(s.timedOut).toBe(true);
    expect(s.exitCode).not.toBe(0);
    expect(s.stdout).toBe("started\n");
    expect(s.durationMs).toBeLessThan(15_000);
  });

  test("progress notifications carry output lines while a command runs", async () => {
    const seen: Progress[] = [];
    const result = await client.callTool({ name: "command_run", arguments: { command: "for i in 1 2 3; do echo step-$i; sleep 0.4; done" } }, undefined, {
      onprogress: (p) => seen.push(p),
      resetTimeoutOnProgress: true,
    });
    expect(structured(result).exitCode).toBe(0);
    const messages = seen.map((p) => p.message ?? "").join("\n");
    expect(messages).toMatch(/step-1[\s\S]*step-2[\s\S]*step-3/);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.progress).toBeGreaterThan(seen[i - 1]!.progress);
  });

  test("files: write (with upload progress), read, list, search, base64 and ranges", async () => {
    const seen: Progress[] = [];
    const big = "x".repeat(300_000);
    const w = await client.callTool({ name: "file_write", arguments: { path: "/work/data/big.txt", content: big } }, undefined, { onprogress: (p) => seen.push(p) });
    expect(structured(w)).toMatchObject({ path: "/work/data/big.txt", bytes: 300_000 });
    expect(seen.at(-1)).toMatchObject({ progress: 300_000, total: 300_000 });
    expect(seen.length).toBeGreaterThanOrEqual(1);

    const part = structured(await call("file_read", { path: "/work/data/big.txt" }));
    expect(part).toMatchObject({ bytes: 256 * 1024, size: 300_000, truncated: true });
    const rest = structured(await call("file_read", { path: "/work/data/big.txt", offset: part.bytes }));
    expect(rest).toMatchObject({ bytes: 300_000 - 256 * 1024, truncated: false });

    structured(await call("file_write", { path: "/work/data/bin.dat", content: Buffer.from([0, 1, 2, 255]).toString("base64"), encoding: "base64", mode: 600 }));
    const bin = structured(await call("file_read", { path: "/work/data/bin.dat", encoding: "base64" }));
    expect(Buffer.from(bin.content, "base64")).toEqual(Buffer.from([0, 1, 2, 255]));

    const list = structured(await call("file_list", { path: "/work/data" }));
    expect(list.entries.map((e: { name: string }) => e.name).sort()).toEqual(["big.txt", "bin.dat"]);
    expect(list.entries.find((e: { name: string }) => e.name === "bin.dat")).toMatchObject({ size: 4, mode: 600, type: "file" });
    const found = structured(await call("file_search", { path: "/work", pattern: "*.dat" }));
    expect(found.matches.map((e: { path: string }) => e.path)).toEqual(["/work/data/bin.dat"]);
  });

  test("failures are tool errors carrying our error code, and the session goes on", async () => {
    const missing = (await call("file_read", { path: "/no/such/file" })) as CallToolResult;
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/^FILE_NOT_FOUND: /);
    expect(missing._meta?.["opensandbox/error"]).toMatchObject({ code: "FILE_NOT_FOUND", status: 404 });

    const unknown = (await call("sandbox_get_info", { sandboxId: "no-such-sandbox" })) as CallToolResult;
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/^SANDBOX_NOT_FOUND: /);

    const badInput = (await call("command_run", { command: 42 })) as CallToolResult;
    expect(badInput.isError).toBe(true);
    expect(textOf(badInput)).toMatch(/^MCP error -32602: Input validation error: .*expected string, received number at command/);

    const badBase64 = (await call("file_write", { path: "/tmp/x", content: "***", encoding: "base64" })) as CallToolResult;
    expect(badBase64.isError).toBe(true);
    expect(textOf(badBase64)).toMatch(/^INVALID_ARGUMENT: content is not valid base64/);

    expect(structured(await call("command_run", { command: "true" })).exitCode).toBe(0);
  });

  test("sandbox_create, sandbox_list, sandbox_renew and sandbox_kill", async () => {
    const extra = structured(await call("sandbox_create", { image: IMAGE, memory: "128Mi", cpu: "250m", timeoutSeconds: 120 }));
    expect(extra).toMatchObject({ state: "Running", ownedBySession: true, isSessionDefault: false });
    const out = structured(await call("command_run", { command: "echo in-extra", sandboxId: extra.id }));
    expect(out).toMatchObject({ sandboxId: extra.id, stdout: "in-extra\n" });

    const mine = structured(await call("sandbox_list", { sessionOnly: true }));
    expect(mine.sandboxes).toHaveLength(2);
    const renewed = structured(await call("sandbox_renew", { sandboxId: extra.id, seconds: 3600 }));
    expect(Date.parse(renewed.expiresAt) - Date.now()).toBeGreaterThan(3000_000);

    // A URL a browser opens without headers: the sandbox's web server answers through it.
    await call("command_run", { sandboxId: extra.id, command: "mkdir -p /srv && echo served-page > /srv/index.html && (httpd -p 8080 -h /srv || busybox httpd -p 8080 -h /srv)" });
    const link = structured(await call("sandbox_url", { sandboxId: extra.id, port: 8080, expiresInSeconds: 600 }));
    expect(link).toMatchObject({ sandboxId: extra.id, port: 8080 });
    const page = await fetch(new URL("index.html", link.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("served-page\n");

    expect(structured(await call("sandbox_kill", { sandboxId: extra.id }))).toEqual({ sandboxId: extra.id, killed: true });
    await waitGone(server, extra.id);
  });
});

describe("a vanished sandbox", () => {
  test("the session's sandbox deleted elsewhere is reported once, then replaced on the next call", async () => {
    const id = structured(await call("sandbox_get_info")).id as string;
    await new SandboxManager(connectionOf(server)).kill(id);
    await waitGone(server, id);
    const failed = (await call("command_run", { command: "true" })) as CallToolResult;
    expect(failed.isError).toBe(true);
    expect(textOf(failed)).toContain(`Sandbox ${id} no longer exists (expired or deleted). The next call without a sandboxId creates a new one.`);
    const next = structured(await call("command_run", { command: "echo fresh" }));
    expect(next).toMatchObject({ exitCode: 0, stdout: "fresh\n" });
    expect(next.sandboxId).not.toBe(id);
  });
});

describe("resources", () => {
  test("state and file templates read a sandbox without creating one", async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate).sort()).toEqual(["sandbox://{sandboxId}/files/{+path}", "sandbox://{sandboxId}/state"]);
    const id = structured(await call("sandbox_get_info")).id as string;
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`sandbox://${id}/state`);

    const state = await client.readResource({ uri: `sandbox://${id}/state` });
    expect(JSON.parse((state.contents[0] as { text: string }).text)).toMatchObject({ id, state: "Running" });

    structured(await call("file_write", { path: "/tmp/res dir/hello.txt", content: "hello resource\n" }));
    const file = await client.readResource({ uri: `sandbox://${id}/files/tmp/res%20dir/hello.txt` });
    expect(file.contents[0]).toMatchObject({ mimeType: "text/plain", text: "hello resource\n" });

    const missing = await client.readResource({ uri: `sandbox://${id}/files/nope.txt` }).catch((e: unknown) => e as Error);
    expect(missing).toBeInstanceOf(Error);
    expect((missing as Error).message).toMatch(/FILE_NOT_FOUND/);
  });
});

describe("session end", () => {
  test("closing the client ends the process and deletes the session's sandbox", async () => {
    const id = structured(await call("sandbox_get_info")).id as string;
    const manager = new SandboxManager(connectionOf(server));
    expect((await manager.get(id)).state).toBe("Running");
    const pid = transport.pid;
    await client.close();
    await waitGone(server, id);
    expect(pid).toBeTruthy();
    expect(() => process.kill(pid!, 0)).toThrow();
    expect(stderr).not.toMatch(/cleanup failed/);
  });
});
