// code_run and code_context_create through the built bin over stdio, in a sandbox of the
// code-interpreter image (ipykernel, matplotlib): state across calls, plots as MCP image
// content, exceptions as results, and NOT_SUPPORTED from an image without a kernel.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { destroyServer, ensureBuilt, IMAGE, startServer, stdioClient, structured, textOf, type TestServer } from "./helpers.ts";

const CI_IMAGE = process.env.OSB_CODE_INTERPRETER_IMAGE ?? "opensandbox/code-interpreter:local";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: TestServer;
let client: Client;

beforeAll(async () => {
  await ensureBuilt();
  server = await startServer();
  ({ client } = await stdioClient(server, ["--image", CI_IMAGE, "--memory", "1Gi"]));
}, 180_000);

afterAll(async () => {
  await client?.close().catch(() => {});
  await server?.close();
  await destroyServer(server);
}, 120_000);

const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 });

test("state persists in the default context; output and the cell's value come back", async () => {
  structured(await call("code_run", { code: "x = 6 * 7\nimport math" }));
  const r = await call("code_run", { code: "print('x is', x)\nmath.sqrt(x * x)" });
  const s = structured(r);
  expect(s.stdout).toBe("x is 42");
  expect(s.results).toEqual([{ text: "42.0", formats: ["text"] }]);
  expect(s.error).toBeUndefined();
  expect(textOf(r)).toContain("x is 42");
});

test("a matplotlib plot is returned as PNG image content", async () => {
  const r = (await call("code_run", {
    code: "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3], [1, 4, 9])\nplt.show()",
  })) as CallToolResult;
  const s = structured(r);
  expect(s.results.some((x: { formats: string[] }) => x.formats.includes("png"))).toBe(true);
  const images = r.content.filter((c) => c.type === "image");
  expect(images).toHaveLength(1);
  const img = images[0] as { data: string; mimeType: string };
  expect(img.mimeType).toBe("image/png");
  expect(Buffer.from(img.data, "base64").subarray(0, 8)).toEqual(PNG_SIGNATURE);
});

test("an exception is a result with `error`, and a new context has its own state", async () => {
  const failed = structured(await call("code_run", { code: "1 / 0" }));
  expect(failed.error).toMatchObject({ name: "ZeroDivisionError" });
  const ctx = structured(await call("code_context_create", {}));
  expect(ctx).toMatchObject({ language: "python" });
  const fresh = structured(await call("code_run", { code: "'x' in globals()", contextId: ctx.contextId }));
  expect(fresh).toMatchObject({ contextId: ctx.contextId, results: [{ text: "False", formats: ["text"] }] });
});

test("an image without a kernel answers a tool error naming the code", async () => {
  const other = structured(await call("sandbox_create", { image: IMAGE, memory: "128Mi", cpu: "250m" }));
  const r = (await call("code_run", { code: "1", sandboxId: other.id })) as CallToolResult;
  expect(r.isError).toBe(true);
  expect(textOf(r)).toMatch(/^NOT_SUPPORTED: /);
});
