// Parsing of text/event-stream bodies: bare JSON lines (execd's framing) and `data:` lines
// (standard SSE), ignorable lines, chunk boundaries anywhere.
import { describe, expect, it } from "vitest";
import { EventStreamParser, isEventStream, parseEventStream } from "../src/runner/event-stream.js";

const init = { type: "init", text: "c1" };
const out = { type: "stdout", text: "héllo" };
const done = { type: "execution_complete", execution_time: 3 };

describe("event-stream parsing", () => {
  it("reads bare JSON lines separated by empty lines", () => {
    const body = [init, out, done].map((e) => `${JSON.stringify(e)}\n\n`).join("");
    expect(parseEventStream(body)).toEqual({ events: [init, out, done], problems: [] });
  });

  it("reads data: lines, with or without the space, and CRLF line ends", () => {
    const body = `data: ${JSON.stringify(init)}\r\n\r\ndata:${JSON.stringify(out)}\r\n\r\ndata: ${JSON.stringify(done)}\r\n\r\n`;
    expect(parseEventStream(body)).toEqual({ events: [init, out, done], problems: [] });
  });

  it("ignores comments, event:, id:, retry: and empty lines, and accepts mixed framing", () => {
    const body = [": keep-alive", "event: message", "id: 7", "retry: 1000", `data: ${JSON.stringify(init)}`, "", "", JSON.stringify(out), "", "event:", `data: ${JSON.stringify(done)}`, ""].join("\n");
    expect(parseEventStream(body)).toEqual({ events: [init, out, done], problems: [] });
  });

  it("joins the data: lines of one SSE event, and splits one-object-per-line data", () => {
    const multiLine = `data: {"type":"stdout",\ndata:  "text":"a"}\n\n`;
    expect(parseEventStream(multiLine).events).toEqual([{ type: "stdout", text: "a" }]);
    const twoObjects = `data: ${JSON.stringify(init)}\ndata: ${JSON.stringify(done)}\n\n`;
    expect(parseEventStream(twoObjects).events).toEqual([init, done]);
  });

  it("keeps the last event when the body ends without a newline", () => {
    expect(parseEventStream(`${JSON.stringify(init)}\n\n${JSON.stringify(done)}`).events).toEqual([init, done]);
    expect(parseEventStream(`data: ${JSON.stringify(done)}`).events).toEqual([done]);
  });

  it("reports lines that are neither JSON nor SSE fields, with their line number", () => {
    const { events, problems } = parseEventStream(`${JSON.stringify(init)}\n\n{"type": "stdo\n\nhello\ndata: nope\n\n`);
    expect(events).toEqual([init]);
    expect(problems).toEqual([
      'line 3: neither JSON nor an SSE field: {"type": "stdo',
      "line 5: neither JSON nor an SSE field: hello",
      "line 6: data is not JSON: nope",
    ]);
  });

  it("handles chunks split anywhere, including inside a UTF-8 character", () => {
    const body = new TextEncoder().encode(`data: ${JSON.stringify(init)}\n\n${JSON.stringify(out)}\n\n${JSON.stringify(done)}\n\n`);
    for (let size = 1; size <= 7; size++) {
      const parser = new EventStreamParser();
      const counts: number[] = [];
      for (let i = 0; i < body.length; i += size) counts.push(parser.push(body.subarray(i, i + size)));
      counts.push(parser.end());
      expect(parser.events, `chunks of ${size}`).toEqual([init, out, done]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
      expect(parser.problems).toEqual([]);
    }
  });

  it("recognises the content type", () => {
    expect(isEventStream("text/event-stream")).toBe(true);
    expect(isEventStream("Text/Event-Stream; charset=utf-8")).toBe(true);
    expect(isEventStream("application/json")).toBe(false);
    expect(isEventStream(undefined)).toBe(false);
  });
});
