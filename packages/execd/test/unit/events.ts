// Parses an execution stream the way clients must: bare JSON lines or `data:` lines, ignoring
// blank lines and SSE comments/fields.
import type { ServerStreamEvent } from "../../src/generated/execd/types.gen.ts";

export type StreamEvent = ServerStreamEvent;

export function parseEvents(body: string): StreamEvent[] {
  const out: StreamEvent[] = [];
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith(":") || /^(event|id|retry):/.test(line)) continue;
    out.push(JSON.parse(line.startsWith("data:") ? line.slice(5).trim() : line) as StreamEvent);
  }
  return out;
}
