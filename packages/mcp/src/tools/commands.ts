// command_run: a shell command in the sandbox, to completion, with stdout, stderr, exit code and
// a timeout. Output longer than the configured limit is cut in the middle with a note, and the
// whole text is saved to a file in the sandbox whose path the note gives. With a progressToken,
// output lines (and a heartbeat) arrive as progress notifications while the command runs.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Sandbox } from "@opensandbox/sdk";
import * as z from "zod";
import { Progress } from "../progress.ts";
import { sandboxIdArg, withSandbox, type ToolContext } from "./context.ts";
import { ok } from "./result.ts";

/** Where the full text of truncated output is saved inside the sandbox. */
export const OUTPUT_DIR = "/tmp/opensandbox-mcp";
const DEFAULT_TIMEOUT_SECONDS = 300;

export interface Clipped {
  text: string;
  /** Path of the file holding the whole text, when it was cut. */
  file?: string;
}

/** Keeps the first and last halves of `max` characters of `text`, with `note` in between. */
export function clip(text: string, max: number, note: (omitted: number) => string): string {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.floor(max / 2));
  const tail = text.slice(text.length - Math.ceil(max / 2));
  return `${head}\n[... ${note(text.length - head.length - tail.length)} ...]\n${tail}`;
}

/** Output within the limit as it is; longer output cut, after saving it whole to `file` in the sandbox. */
async function clipAndSave(sandbox: Sandbox, text: string, max: number, file: string): Promise<Clipped> {
  if (text.length <= max) return { text };
  try {
    await sandbox.files.write(file, text);
  } catch (err) {
    // The output is still returned, cut, and the note says why the rest is not on file.
    const why = err instanceof Error ? err.message : String(err);
    return { text: clip(text, max, (n) => `${n} of ${text.length} characters omitted; saving the full output to ${file} failed: ${why}`) };
  }
  return { text: clip(text, max, (n) => `${n} of ${text.length} characters omitted; the full output is in the sandbox at ${file}`), file };
}

export function registerCommandTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "command_run",
    {
      title: "Run a shell command",
      description:
        `Runs a shell command (bash -c, else sh -c) in the sandbox and waits for it to finish. Returns stdout, stderr and the exit code; a non-zero exit is a normal result, not an error. ` +
        `Output longer than ${ctx.config.maxOutputChars} characters per stream is cut in the middle and saved whole to a file under ${OUTPUT_DIR} (the note in the output names it; read it with file_read or grep it with command_run). ` +
        `For a long-running server, start it detached: "nohup CMD > /tmp/log 2>&1 &".`,
      inputSchema: {
        command: z.string().min(1).describe("The command line"),
        sandboxId: sandboxIdArg,
        cwd: z.string().min(1).optional().describe("Working directory (must exist)"),
        env: z.record(z.string(), z.string()).optional().describe("Extra environment variables"),
        timeoutSeconds: z.number().positive().max(86_400).optional().describe(`Kill the command after this many seconds (default ${DEFAULT_TIMEOUT_SECONDS})`),
      },
      outputSchema: {
        sandboxId: z.string(),
        commandId: z.string(),
        exitCode: z.number().int(),
        stdout: z.string(),
        stderr: z.string(),
        timedOut: z.boolean(),
        durationMs: z.number(),
        stdoutFile: z.string().optional().describe("Full stdout, when it was cut"),
        stderrFile: z.string().optional().describe("Full stderr, when it was cut"),
      },
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async ({ command, sandboxId, cwd, env, timeoutSeconds }, extra) =>
      withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => {
        const timeoutMs = Math.round((timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000);
        const progress = new Progress(extra).start(command.length > 60 ? `${command.slice(0, 57)}...` : command);
        const started = Date.now();
        let result;
        try {
          result = await sandbox.commands.run(command, {
            timeoutMs,
            signal: extra.signal,
            onStdout: (line) => progress.line(line),
            onStderr: (line) => progress.line(`[stderr] ${line}`),
            ...(cwd !== undefined ? { cwd } : {}),
            ...(env !== undefined ? { envs: env } : {}),
          });
        } finally {
          progress.stop();
        }
        const durationMs = Date.now() - started;
        const timedOut = /timed out/i.test(`${result.error?.name ?? ""} ${result.error?.value ?? ""}`) || (result.exitCode !== 0 && durationMs >= timeoutMs);
        const base = `${OUTPUT_DIR}/${result.id || String(started)}`;
        const stdout = await clipAndSave(sandbox, result.stdout, ctx.config.maxOutputChars, `${base}.stdout`);
        const stderr = await clipAndSave(sandbox, result.stderr, ctx.config.maxOutputChars, `${base}.stderr`);
        const structured = {
          sandboxId: sandbox.id,
          commandId: result.id,
          exitCode: result.exitCode,
          stdout: stdout.text,
          stderr: stderr.text,
          timedOut,
          durationMs,
          ...(stdout.file ? { stdoutFile: stdout.file } : {}),
          ...(stderr.file ? { stderrFile: stderr.file } : {}),
        };
        const lines = [`exit code ${result.exitCode}${timedOut ? ` (killed: timed out after ${timeoutMs / 1000} s)` : ""} in ${durationMs} ms, sandbox ${sandbox.id}`];
        if (stdout.text) lines.push(`--- stdout ---\n${stdout.text.replace(/\n$/, "")}`);
        if (stderr.text) lines.push(`--- stderr ---\n${stderr.text.replace(/\n$/, "")}`);
        return ok(structured, lines.join("\n"));
      }),
  );
}
