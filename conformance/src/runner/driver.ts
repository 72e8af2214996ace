// The transport between the runner and the implementation under test. Today only HTTP;
// SDK drivers for other languages will implement the same interface.
import { EventStreamParser, isEventStream } from "./event-stream.js";
import type { FormPart } from "./multipart.js";

export interface WireRequest {
  method: string;
  /** Path relative to the API base, already percent-encoded, without query string. */
  path: string;
  /** Query parameters in order; a repeated name appears several times. */
  query: Array<[string, string]>;
  headers: Record<string, string>;
  /** Text or raw bytes (multipart bodies are already encoded here). */
  body?: string | Uint8Array;
  /** The parts a multipart body was built from, for validating the request against the spec. */
  form?: FormPart[];
  /** The spec operation the request matches, and its decoded path parameters (for SDK drivers). */
  operationId?: string;
  pathParams?: Record<string, string>;
  /** The case deliberately violates the spec with this request. */
  invalid?: boolean;
}

export interface WireResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body decoded as UTF-8. */
  bodyText: string;
  /** The body as received. */
  bodyBytes: Uint8Array;
  /** Parsed body when it is JSON and the content type is JSON or absent (`3` in a text/plain body stays text). */
  json?: unknown;
  /** `text/event-stream` responses: the events, in order. */
  events?: unknown[];
  /** `text/event-stream` responses: lines that are neither JSON nor ignorable. */
  streamProblems?: string[];
  /** Reading stopped before the body ended (`maxEvents` reached, or a snapshot of a running request). */
  partial?: boolean;
  durationMs: number;
  /** SDK drivers: whether the SDK's typed surface (`sdk`) or its plain HTTP client (`http`) sent the request. */
  via?: "sdk" | "http";
  /** SDK drivers: the body as received, when `json` is what the SDK decoded from it. */
  wireJson?: unknown;
  /** SDK drivers: inconsistencies between the SDK's view and the wire (e.g. a wrong request id). */
  clientProblems?: string[];
}

export interface SendOptions {
  /** Stop reading an event stream after this many events (for endless streams). */
  maxEvents?: number;
  /** Called with a snapshot once the headers arrived and after every chunk of an event stream. */
  onProgress?: (snapshot: WireResponse) => void;
  /** Aborts the request (e.g. a detached request never joined). */
  signal?: AbortSignal;
}

export interface Driver {
  /** Sends one request; rejects on transport errors and when `timeoutMs` elapses. */
  send(request: WireRequest, timeoutMs: number, options?: SendOptions): Promise<WireResponse>;
  /** Human-readable target of a request, for reports (`GET http://host/v1/sandboxes`). */
  describe(request: WireRequest): string;
}

export class TransportError extends Error {
  override name = "TransportError";
  constructor(
    message: string,
    /** What had arrived before the failure (status, headers, events), if anything. */
    readonly partial?: WireResponse,
  ) {
    super(message);
  }
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function mayBeJson(contentType: string | undefined): boolean {
  const media = contentType?.split(";")[0]?.trim().toLowerCase();
  return !media || media === "application/json" || media.endsWith("+json");
}

/** Builds a WireResponse from what was received. */
export function makeResponse(
  status: number,
  headers: Record<string, string>,
  chunks: Uint8Array[],
  startedMs: number,
  stream?: { events: unknown[]; problems: string[] },
  partial = false,
): WireResponse {
  const bodyBytes = chunks.length === 1 ? (chunks[0] as Uint8Array) : Uint8Array.from(Buffer.concat(chunks));
  const bodyText = new TextDecoder("utf-8").decode(bodyBytes);
  const json = stream || !mayBeJson(headers["content-type"]) ? undefined : parseJsonBody(bodyText);
  return {
    status,
    headers,
    bodyText,
    bodyBytes,
    ...(json !== undefined ? { json } : {}),
    ...(stream ? { events: [...stream.events], streamProblems: [...stream.problems] } : {}),
    ...(partial ? { partial: true } : {}),
    durationMs: Math.round(performance.now() - startedMs),
  };
}

/** Sends requests with the global `fetch` to `baseUrl` + path. */
export class HttpDriver implements Driver {
  private readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
  }

  url(request: WireRequest): string {
    const qs = new URLSearchParams(request.query).toString();
    return `${this.baseUrl}${request.path}${qs ? `?${qs}` : ""}`;
  }

  describe(request: WireRequest): string {
    return `${request.method} ${this.url(request)}`;
  }

  async send(request: WireRequest, timeoutMs: number, options: SendOptions = {}): Promise<WireResponse> {
    const started = performance.now();
    const timeout = AbortSignal.timeout(timeoutMs);
    const own = new AbortController(); // stops reading once maxEvents is reached
    const signal = AbortSignal.any([timeout, own.signal, ...(options.signal ? [options.signal] : [])]);
    let response: Response;
    try {
      response = await fetch(this.url(request), {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body as NonNullable<RequestInit["body"]> } : {}),
        redirect: "manual",
        signal,
      });
    } catch (error) {
      throw transportError(error, timeoutMs, timeout.aborted);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const chunks: Uint8Array[] = [];
    const parser = isEventStream(headers["content-type"]) ? new EventStreamParser() : undefined;
    const snapshot = (partial: boolean) => makeResponse(response.status, headers, chunks, started, parser, partial);
    options.onProgress?.(snapshot(true));
    if (!response.body) return snapshot(false);
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        if (!parser) continue;
        parser.push(value);
        if (options.maxEvents !== undefined && parser.events.length >= options.maxEvents) {
          parser.events.splice(options.maxEvents);
          own.abort();
          void reader.cancel().catch(() => undefined);
          return snapshot(true);
        }
        options.onProgress?.(snapshot(true));
      }
    } catch (error) {
      throw transportError(error, timeoutMs, timeout.aborted, snapshot(true));
    }
    parser?.end();
    return snapshot(false);
  }
}

function transportError(error: unknown, timeoutMs: number, timedOut: boolean, partial?: WireResponse): TransportError {
  const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
  let message: string;
  if (timedOut) {
    message = partial
      ? `the response did not end within ${timeoutMs} ms (status ${partial.status}${partial.events ? `, ${partial.events.length} event(s) received` : `, ${partial.bodyBytes.byteLength} bytes received`})`
      : `no response within ${timeoutMs} ms`;
  } else if (error instanceof Error && error.name === "AbortError") {
    message = "request aborted";
  } else {
    message = `request failed: ${cause}`;
  }
  return new TransportError(message, partial);
}
