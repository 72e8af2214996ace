// File tools: file_read, file_write (with upload progress), file_list, file_search.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { FileEntry } from "@opensandbox/sdk";
import * as z from "zod";
import { Progress } from "../progress.ts";
import { sandboxIdArg, withSandbox, type ToolContext } from "./context.ts";
import { ok } from "./result.ts";

/** Most bytes file_read returns in one call; larger files are read in ranges. */
export const MAX_READ_BYTES = 256 * 1024;
/** Most entries file_list and file_search return. */
const MAX_ENTRIES = 1000;
/** Upload chunk size, and so the granularity of upload progress. */
const UPLOAD_CHUNK = 64 * 1024;

const IMAGE_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

export function imageMimeType(path: string): string | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  return ext ? IMAGE_TYPES[ext] : undefined;
}

const entryShape = z.object({
  path: z.string(),
  name: z.string(),
  type: z.string().optional().describe("file, directory, symlink or other"),
  size: z.number(),
  mode: z.number().describe("Permission bits as octal digits, e.g. 644"),
  modifiedAt: z.string(),
});

function entryView(e: FileEntry): z.infer<typeof entryShape> {
  return { path: e.path, name: e.name, ...(e.type ? { type: e.type } : {}), size: e.size, mode: e.mode, modifiedAt: e.modifiedAt.toISOString() };
}

/** Strict base64 (standard alphabet, padding optional, whitespace ignored). */
export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw new TypeError("content is not valid base64");
  return new Uint8Array(Buffer.from(clean, "base64"));
}

/** A stream over `bytes` that reports how much of it has been consumed. */
function chunked(bytes: Uint8Array, onProgress: (done: number) => void): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      const chunk = bytes.subarray(offset, offset + UPLOAD_CHUNK);
      offset += chunk.length;
      controller.enqueue(chunk);
      onProgress(offset);
    },
  });
}

export function registerFileTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "file_read",
    {
      title: "Read a file",
      description: `Reads a file in the sandbox as UTF-8 text (or base64 with encoding "base64"). Images (.png, .jpg, .gif, .webp) are also returned as image content. At most ${MAX_READ_BYTES} bytes per call: pass offset and length to read a large file in parts.`,
      inputSchema: {
        path: z.string().min(1).describe("Absolute path"),
        sandboxId: sandboxIdArg,
        encoding: z.enum(["utf8", "base64"]).optional().describe('"utf8" (default) or "base64" for binary files'),
        offset: z.number().int().min(0).optional().describe("First byte to read (default 0)"),
        length: z.number().int().min(1).max(MAX_READ_BYTES).optional().describe(`Bytes to read (default: to the end, at most ${MAX_READ_BYTES})`),
      },
      outputSchema: {
        path: z.string(),
        encoding: z.enum(["utf8", "base64"]),
        content: z.string(),
        offset: z.number(),
        bytes: z.number().describe("Bytes returned"),
        size: z.number().describe("Size of the whole file"),
        truncated: z.boolean().describe("More of the file follows: read on from offset + bytes"),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path, sandboxId, encoding = "utf8", offset = 0, length }, extra) =>
      withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => {
        const info = await sandbox.files.info(path, { signal: extra.signal });
        if (info.type === "directory") throw new TypeError(`${path} is a directory: use file_list`);
        const want = Math.min(length ?? MAX_READ_BYTES, MAX_READ_BYTES);
        const end = Math.min(info.size, offset + want);
        const bytes =
          offset >= info.size ? new Uint8Array() : await sandbox.files.read(path, { format: "bytes", signal: extra.signal, ...(offset > 0 || end < info.size ? { range: { start: offset, end: end - 1 } } : {}) });
        const content = encoding === "base64" ? Buffer.from(bytes).toString("base64") : new TextDecoder().decode(bytes);
        const structured = { path, encoding, content, offset, bytes: bytes.length, size: info.size, truncated: offset + bytes.length < info.size };
        const mime = imageMimeType(path);
        const whole = offset === 0 && !structured.truncated;
        const note = structured.truncated ? `\n[read ${bytes.length} of ${info.size} bytes from offset ${offset}; continue with offset ${offset + bytes.length}]` : "";
        if (mime && whole) {
          const data = Buffer.from(bytes).toString("base64");
          return ok({ ...structured, encoding: "base64", content: data }, `${path}: ${mime} image, ${info.size} bytes`, [{ type: "image", data, mimeType: mime }]);
        }
        return ok(structured, `${content}${note}`);
      }),
  );

  server.registerTool(
    "file_write",
    {
      title: "Write a file",
      description: "Creates or replaces a file in the sandbox (missing parent directories are created). Content is UTF-8 text, or base64 with encoding \"base64\".",
      inputSchema: {
        path: z.string().min(1).describe("Absolute path"),
        content: z.string().describe("File content"),
        sandboxId: sandboxIdArg,
        encoding: z.enum(["utf8", "base64"]).optional().describe('"utf8" (default) or "base64"'),
        mode: z.number().int().min(0).max(7777).optional().describe("Permission bits as octal digits, e.g. 755"),
      },
      outputSchema: { sandboxId: z.string(), path: z.string(), bytes: z.number() },
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ path, content, sandboxId, encoding = "utf8", mode }, extra) =>
      withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => {
        const bytes = encoding === "base64" ? decodeBase64(content) : new TextEncoder().encode(content);
        const progress = new Progress(extra);
        const data = progress.enabled ? chunked(bytes, (done) => progress.bytes(done, bytes.length, `uploading ${path}: ${done} of ${bytes.length} bytes`)) : bytes;
        try {
          await sandbox.files.write(path, data, { signal: extra.signal, ...(mode !== undefined ? { mode } : {}) });
        } finally {
          progress.stop();
        }
        return ok({ sandboxId: sandbox.id, path, bytes: bytes.length }, `wrote ${bytes.length} bytes to ${path}`);
      }),
  );

  server.registerTool(
    "file_list",
    {
      title: "List a directory",
      description: `Entries below a directory (not the directory itself), at most ${MAX_ENTRIES}.`,
      inputSchema: {
        path: z.string().min(1).describe("Absolute path of a directory"),
        sandboxId: sandboxIdArg,
        depth: z.number().int().min(1).max(10).optional().describe("Levels to descend (default 1: direct children)"),
      },
      outputSchema: { path: z.string(), entries: z.array(entryShape), truncated: z.boolean() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path, sandboxId, depth }, extra) =>
      withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => {
        const all = await sandbox.files.list(path, { signal: extra.signal, ...(depth !== undefined ? { depth } : {}) });
        return ok({ path, entries: all.slice(0, MAX_ENTRIES).map(entryView), truncated: all.length > MAX_ENTRIES });
      }),
  );

  server.registerTool(
    "file_search",
    {
      title: "Find files",
      description: `Files (not directories) below a directory whose name matches a glob, e.g. "*.py" (at most ${MAX_ENTRIES}). To search file contents, use command_run with grep.`,
      inputSchema: {
        path: z.string().min(1).describe("Absolute path of the directory to search"),
        pattern: z.string().min(1).describe('Glob matched against file names, e.g. "*.py"'),
        sandboxId: sandboxIdArg,
      },
      outputSchema: { path: z.string(), pattern: z.string(), matches: z.array(entryShape), truncated: z.boolean() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path, pattern, sandboxId }, extra) =>
      withSandbox(ctx, sandboxId, extra.signal, async (sandbox) => {
        const all = await sandbox.files.search(path, pattern, { signal: extra.signal });
        return ok({ path, pattern, matches: all.slice(0, MAX_ENTRIES).map(entryView), truncated: all.length > MAX_ENTRIES });
      }),
  );
}
