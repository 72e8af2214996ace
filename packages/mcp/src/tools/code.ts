// Code tools: code_run (text results, and images as MCP image content) and code_context_create,
// on the Jupyter kernels execd runs (packages/code-interpreter). Needs an image with a kernel,
// such as the default image; others answer NOT_SUPPORTED.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CodeInterpreter } from "@opensandbox/code-interpreter";
import * as z from "zod";
import { Progress } from "../progress.ts";
import { sandboxIdArg, withSandbox, type ToolContext } from "./context.ts";
import { ok } from "./result.ts";

type Content = CallToolResult["content"][number];

/** Longest text of one result or log stream returned, in characters. */
const MAX_TEXT = 20_000;

const cut = (s: string): string => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}\n[... ${s.length - MAX_TEXT} more characters omitted]` : s);

export function registerCodeTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "code_run",
    {
      title: "Run code",
      description:
        "Runs code in a stateful kernel in the sandbox (like a notebook cell): variables, imports and definitions persist across calls in the same context. Without contextId the language's default context is used. Returns printed output and results; images (e.g. matplotlib plots) come back as image content. An exception in the code is a normal result with `error` set.",
      inputSchema: {
        code: z.string().min(1).describe("The code"),
        language: z.string().min(1).optional().describe('Kernel language (default "python")'),
        contextId: z.string().min(1).optional().describe("Context from code_context_create (default: the language's default context)"),
        sandboxId: sandboxIdArg,
      },
      outputSchema: {
        sandboxId: z.string(),
        contextId: z.string(),
        executionCount: z.number().optional(),
        stdout: z.string(),
        stderr: z.string(),
        results: z.array(z.object({ text: z.string().optional(), formats: z.array(z.string()) })).describe("Rich results (cell value, display() output, plots): plain text and the formats present"),
        error: z.object({ name: z.string(), value: z.string(), traceback: z.array(z.string()) }).optional(),
      },
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async ({ code, language, contextId, sandboxId }, extra) =>
      withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => {
        const ci = await CodeInterpreter.create(sandbox);
        const progress = new Progress(extra).start("code");
        let execution;
        try {
          execution = await ci.codes.run(code, {
            signal: extra.signal,
            onStdout: (line) => progress.line(line),
            onStderr: (line) => progress.line(`[stderr] ${line}`),
            ...(contextId !== undefined ? { context: contextId } : { language: language ?? "python" }),
          });
        } finally {
          progress.stop();
        }
        const images: Content[] = [];
        const results = execution.results.map((r) => {
          if (r.png) images.push({ type: "image", data: Buffer.from(r.png).toString("base64"), mimeType: "image/png" });
          else if (r.jpeg) images.push({ type: "image", data: Buffer.from(r.jpeg).toString("base64"), mimeType: "image/jpeg" });
          const text = r.text;
          return { ...(text !== undefined ? { text: cut(text) } : {}), formats: r.formats() };
        });
        const stdout = cut(execution.logs.stdout.join("\n"));
        const stderr = cut(execution.logs.stderr.join("\n"));
        const structured = {
          sandboxId: sandbox.id,
          contextId: execution.id,
          ...(execution.executionCount !== undefined ? { executionCount: execution.executionCount } : {}),
          stdout,
          stderr,
          results,
          ...(execution.error ? { error: { name: execution.error.name, value: execution.error.value, traceback: execution.error.traceback } } : {}),
        };
        const parts: string[] = [];
        if (stdout) parts.push(`--- stdout ---\n${stdout}`);
        if (stderr) parts.push(`--- stderr ---\n${stderr}`);
        for (const r of results) if (r.text !== undefined) parts.push(`--- result (${r.formats.join(", ")}) ---\n${r.text}`);
        if (images.length) parts.push(`(${images.length} image${images.length > 1 ? "s" : ""} attached)`);
        if (execution.error) parts.push(`--- error ---\n${execution.error.name}: ${execution.error.value}\n${execution.error.traceback.join("\n")}`);
        if (!parts.length) parts.push("(no output)");
        return ok(structured, parts.join("\n"), images);
      }),
  );

  server.registerTool(
    "code_context_create",
    {
      title: "Create a code context",
      description: "Starts a new kernel whose state is separate from the default context's; pass its contextId to code_run.",
      inputSchema: {
        language: z.string().min(1).optional().describe('Kernel language (default "python")'),
        cwd: z.string().min(1).optional().describe("Working directory of the kernel"),
        sandboxId: sandboxIdArg,
      },
      outputSchema: { sandboxId: z.string(), contextId: z.string(), language: z.string() },
      annotations: { destructiveHint: false, openWorldHint: false },
    },
    async ({ language, cwd, sandboxId }, extra) =>
      withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => {
        const ci = await CodeInterpreter.create(sandbox);
        const context = await ci.codes.createContext({ signal: extra.signal, ...(language ? { language } : {}), ...(cwd ? { cwd } : {}) });
        return ok({ sandboxId: sandbox.id, contextId: context.id, language: context.language });
      }),
  );
}
