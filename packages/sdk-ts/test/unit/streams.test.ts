// The execution-stream parser: both framings (bare JSON as execd and upstream send it, and SSE
// `data:` lines), lines to ignore, every line ending, and chunk boundaries anywhere.
import { describe, expect, it } from "vitest";
import { EventStreamParser, parseEventStream, readEventStream, SandboxError, type StreamEvent } from "../../src/index.ts";

const encoder = new TextEncoder();

const EVENTS: StreamEvent[] = [
  { type: "init", text: "cmd-1", timestamp: 1767225600000 },
  { type: "stdout", text: "héllo wörld ✓ 𝄞" },
  { type: "stderr", text: "\n" },
  { type: "ping", text: "pong" },
  { type: "result", results: { text: "42", "text/html": "<b>42</b>" } },
  { type: "error", error: { ename: "CommandExecError", evalue: "3", traceback: [] } },
];

function parseAll(chunks: Uint8Array[]): StreamEvent[] {
  const out: StreamEvent[] = [];
  const p = new EventStreamParser((e) => out.push(e));
  for (const c of chunks) p.push(c);
  p.end();
  return out;
}

/** Every way of cutting `bytes` in two, and one-byte chunks. */
function splits(bytes: Uint8Array): Uint8Array[][] {
  const out: Uint8Array[][] = [];
  for (let i = 0; i <= bytes.length; i++) out.push([bytes.subarray(0, i), bytes.subarray(i)]);
  out.push(Array.from(bytes, (_, i) => bytes.subarray(i, i + 1)));
  return out;
}

const bare = EVENTS.map((e) => `${JSON.stringify(e)}\n\n`).join("");
const sse = EVENTS.map((e) => `data: ${JSON.stringify(e)}\n\n`).join("");
const noisySse = `: keep-alive comment\nretry: 3000\n\n${EVENTS.map((e, i) => `id: ${i}\nevent: message\ndata:${JSON.stringify(e)}\n\n`).join("")}: bye\n`;

describe("EventStreamParser", () => {
  it.each([
    ["bare JSON lines (execd, upstream)", bare],
    ["SSE data: lines", sse],
    ["SSE with comments, retry, id and event lines, data: without space", noisySse],
    ["CRLF line endings", bare.replaceAll("\n", "\r\n")],
    ["CR line endings", sse.replaceAll("\n", "\r")],
    ["bare JSON without blank lines (metrics/watch style)", EVENTS.map((e) => `${JSON.stringify(e)}\n`).join("")],
    ["no final newline", bare.trimEnd()],
    ["both framings mixed", `${JSON.stringify(EVENTS[0])}\n\ndata: ${JSON.stringify(EVENTS[1])}\n\n${frameRest()}`],
  ])("reads %s, split at every byte", (_name, text) => {
    const bytes = encoder.encode(text);
    for (const chunks of splits(bytes)) expect(parseAll(chunks)).toEqual(EVENTS);
  });

  it("keeps a UTF-8 sequence cut between chunks intact", () => {
    const bytes = encoder.encode(`{"type":"stdout","text":"𝄞"}\n`);
    const cut = bytes.indexOf(0xf0) + 2; // inside the 4-byte sequence
    expect(parseAll([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual([{ type: "stdout", text: "𝄞" }]);
  });

  it("joins an SSE event spread over several data: lines", () => {
    const text = `data: {"type":"stdout",\ndata:  "text":"a"}\n\n`;
    expect(parseAll([encoder.encode(text)])).toEqual([{ type: "stdout", text: "a" }]);
  });

  it("dispatches each event as soon as its line is complete", () => {
    const seen: StreamEvent[] = [];
    const p = new EventStreamParser((e) => seen.push(e));
    p.pushText(`{"type":"init","text":"x"}`);
    expect(seen).toEqual([]);
    p.pushText("\n");
    expect(seen).toEqual([{ type: "init", text: "x" }]);
    p.pushText(`data: {"type":"ping"}\n`);
    expect(seen).toHaveLength(2);
  });

  it("ignores data payloads that are not JSON objects and unknown fields", () => {
    expect(parseAll([encoder.encode(`data: [DONE]\n\nfoo: bar\nevent: x\n\n{"type":"ping"}\n`)])).toEqual([{ type: "ping" }]);
  });

  it("passes unknown event types and fields through", () => {
    expect(parseAll([encoder.encode(`{"type":"future","extra":1}\n\n`)])).toEqual([{ type: "future", extra: 1 }]);
  });

  it("rejects a malformed JSON line with a SandboxError", () => {
    expect(() => parseAll([encoder.encode(`{"type":"stdout",\n\n`)])).toThrowError(/malformed event/);
    try {
      parseAll([encoder.encode(`{oops}\n`)]);
    } catch (err) {
      expect(SandboxError.isInstance(err)).toBe(true);
      expect((err as SandboxError).code).toBe("INVALID_STREAM_EVENT");
    }
  });
});

function frameRest(): string {
  return EVENTS.slice(2)
    .map((e, i) => (i % 2 ? `data: ${JSON.stringify(e)}\r\n\r\n` : `${JSON.stringify(e)}\n\n`))
    .join("");
}

function body(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(c) {
      for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
      c.close();
    },
  });
}

describe("readEventStream / parseEventStream", () => {
  it("reads a body to its end", async () => {
    const seen: StreamEvent[] = [];
    await readEventStream(body([bare.slice(0, 7), bare.slice(7)]), (e) => seen.push(e));
    expect(seen).toEqual(EVENTS);
  });

  it("iterates, and cancels the body when the loop stops early", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        c.enqueue(encoder.encode(`{"type":"ping"}\n`));
      },
      cancel() {
        cancelled = true;
      },
    });
    let n = 0;
    for await (const e of parseEventStream(stream)) {
      expect(e.type).toBe("ping");
      if (++n === 3) break;
    }
    expect(cancelled).toBe(true);
  });

  it("rejects when the body errors", async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (pulls++ === 0) c.enqueue(encoder.encode(`{"type":"init","text":"a"}\n`));
        else c.error(new Error("connection reset"));
      },
    });
    const seen: StreamEvent[] = [];
    await expect(readEventStream(stream, (e) => seen.push(e))).rejects.toThrow("connection reset");
    expect(seen).toEqual([{ type: "init", text: "a" }]);
  });
});
