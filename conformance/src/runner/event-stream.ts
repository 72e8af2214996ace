// Parsing of `text/event-stream` bodies as the execd spec defines them ("Output streams"): each
// event is a JSON object, either on a bare line (`{...}` followed by an empty line, upstream's
// framing) or in `data:` lines (standard Server-Sent Events). Empty lines and lines starting with
// `:`, `event:`, `id:` or `retry:` carry no event. Every other line must be JSON.
//
// Standard SSE joins consecutive `data:` lines of one event with "\n"; when that joined text is
// not JSON but each line is, every line counts as an event of its own.

export interface ParsedEventStream {
  /** The events, in order (whatever JSON each line held; schema checks come later). */
  events: unknown[];
  /** Lines that are neither ignorable nor JSON, e.g. `line 3: not JSON: {"type":`. */
  problems: string[];
}

const IGNORED_FIELD = /^(event|id|retry)(:|$)/;

/** Incremental parser: feed chunks as they arrive with `push`, then call `end`. */
export class EventStreamParser implements ParsedEventStream {
  readonly events: unknown[] = [];
  readonly problems: string[] = [];
  private readonly decoder = new TextDecoder("utf-8");
  private pending = "";
  private lineNumber = 0;
  private data: Array<{ line: number; text: string }> = [];

  /** Feeds a chunk; returns the number of events it completed. */
  push(chunk: Uint8Array | string): number {
    const before = this.events.length;
    this.pending += typeof chunk === "string" ? chunk : this.decoder.decode(chunk, { stream: true });
    const lines = this.pending.split("\n");
    this.pending = lines.pop() as string;
    for (const line of lines) this.line(line.endsWith("\r") ? line.slice(0, -1) : line);
    return this.events.length - before;
  }

  /** The body ended: a last line without terminator and pending `data:` lines still count. */
  end(): number {
    const before = this.events.length;
    const rest = this.pending + this.decoder.decode();
    this.pending = "";
    if (rest !== "") this.line(rest.endsWith("\r") ? rest.slice(0, -1) : rest);
    this.dispatch();
    return this.events.length - before;
  }

  private line(line: string): void {
    this.lineNumber++;
    if (line.startsWith("data:")) {
      const text = line.slice(5);
      this.data.push({ line: this.lineNumber, text: text.startsWith(" ") ? text.slice(1) : text });
      return;
    }
    // Anything but a data line ends the pending SSE event.
    this.dispatch();
    if (line.trim() === "" || line.startsWith(":") || IGNORED_FIELD.test(line)) return;
    this.parse(line, this.lineNumber);
  }

  private dispatch(): void {
    if (this.data.length === 0) return;
    const data = this.data;
    this.data = [];
    const joined = data.map((d) => d.text).join("\n");
    if (joined.trim() === "") return;
    try {
      this.events.push(JSON.parse(joined));
      return;
    } catch {
      // fall through: several one-line events in one SSE event?
    }
    if (data.length === 1) {
      this.problems.push(`line ${data[0]?.line}: data is not JSON: ${clip(joined)}`);
      return;
    }
    for (const d of data) if (d.text.trim() !== "") this.parse(d.text, d.line);
  }

  private parse(text: string, line: number): void {
    try {
      this.events.push(JSON.parse(text));
    } catch {
      this.problems.push(`line ${line}: neither JSON nor an SSE field: ${clip(text)}`);
    }
  }
}

function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/** Parses a complete event-stream body. */
export function parseEventStream(body: string | Uint8Array): ParsedEventStream {
  const parser = new EventStreamParser();
  parser.push(body);
  parser.end();
  return { events: parser.events, problems: parser.problems };
}

export function isEventStream(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "text/event-stream";
}
