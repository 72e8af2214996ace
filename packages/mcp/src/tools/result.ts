// What every tool returns: structured content (validated against the tool's outputSchema) with
// its JSON as text for clients that only read text, or an MCP tool error (isError) carrying our
// error code and message. A failing call never becomes a protocol error or a crash.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { SandboxError } from "@opensandbox/sdk";

/** Key under `_meta` of an error result: `{ code, status?, requestId? }` for programs. */
export const ERROR_META = "opensandbox/error";

type Content = CallToolResult["content"][number];

export function ok<T extends Record<string, unknown>>(structured: T, text?: string, extra: Content[] = []): CallToolResult {
  return { content: [{ type: "text", text: text ?? JSON.stringify(structured, null, 2) }, ...extra], structuredContent: structured };
}

/** The code an error is reported under: the server's or execd's code, else the error's kind. */
export function errorCode(err: unknown): string {
  if (SandboxError.isInstance(err)) {
    if (err.code) return err.code;
    switch (err.name) {
      case "TimeoutError":
      case "SandboxReadyTimeoutError":
        return "TIMEOUT";
      case "ConnectionError":
        return "CONNECTION_ERROR";
      case "SandboxFailedError":
        return "SANDBOX_FAILED";
      case "AuthenticationError":
        return "UNAUTHORIZED";
      default:
        return err.status ? `HTTP_${err.status}` : "SANDBOX_ERROR";
    }
  }
  if (err instanceof TypeError || err instanceof RangeError) return "INVALID_ARGUMENT";
  return "INTERNAL_ERROR";
}

export function toolError(err: unknown, note?: string): CallToolResult {
  const code = errorCode(err);
  const message = err instanceof Error ? err.message : String(err);
  const meta: Record<string, unknown> = { code };
  if (SandboxError.isInstance(err)) {
    if (err.status !== undefined) meta.status = err.status;
    if (err.requestId !== undefined) meta.requestId = err.requestId;
  }
  return { isError: true, content: [{ type: "text", text: `${code}: ${message}${note ? `\n${note}` : ""}` }], _meta: { [ERROR_META]: meta } };
}

/** Wraps a tool handler so that anything it throws becomes a tool error. */
export function guarded<A, E>(fn: (args: A, extra: E) => Promise<CallToolResult>): (args: A, extra: E) => Promise<CallToolResult> {
  return async (args, extra) => {
    try {
      return await fn(args, extra);
    } catch (err) {
      return toolError(err);
    }
  };
}
