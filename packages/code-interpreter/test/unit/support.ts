// Test support: an msw server failing on any request no handler expects, a recorder of what the
// package sent, a Sandbox connected through a mocked lifecycle endpoint lookup, and execd-shaped
// answers (stream framings: bare JSON lines as execd sends them, or SSE `data:` lines).
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { Sandbox, type StreamEvent } from "@opensandbox/sdk";

export const DOMAIN = "osb.test";
export const API = `http://${DOMAIN}/v1`;
export const EXECD = "http://127.0.0.1:40001";
export const TOKEN = "execd-token-123";
export const SANDBOX_ID = "4b7c2f9e-0d1a-4e5b-8c6d-7e8f9a0b1c2d";

/**
 * `GET /sandboxes/{id}` finds the sandbox Running: the SDK asks it when execd fails (to tell a
 * gone or paused sandbox from a network failure); tests of other failures expect those as they are.
 */
export const server = setupServer(
  http.get(`${API}/sandboxes/:id`, () =>
    HttpResponse.json({
      id: SANDBOX_ID,
      image: { uri: "opensandbox/code-interpreter:local" },
      status: { state: "Running", reason: "CONTAINER_RUNNING", lastTransitionAt: "2026-01-01T00:00:01Z" },
      metadata: {},
      entrypoint: ["tail", "-f", "/dev/null"],
      createdAt: "2026-01-01T00:00:00Z",
    }),
  ),
);

export function useMsw(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  json<T = unknown>(): Promise<T>;
}

/** Records every request msw sees; the list restarts empty for each test. */
export function recordRequests(): Recorded[] {
  const calls: Recorded[] = [];
  const listener = ({ request }: { request: Request }) => {
    const body = request
      .clone()
      .text()
      .catch(() => "");
    calls.push({ method: request.method, url: new URL(request.url), headers: request.headers, json: async <T>() => JSON.parse(await body) as T });
  };
  beforeEach(() => {
    calls.length = 0;
    server.events.on("request:start", listener);
  });
  afterEach(() => server.events.removeListener("request:start", listener));
  return calls;
}

/** A Sandbox attached to SANDBOX_ID, its execd endpoint resolved to EXECD. */
export async function connected(): Promise<Sandbox> {
  server.use(http.get(`${API}/sandboxes/:id/endpoints/44772`, () => HttpResponse.json({ endpoint: "127.0.0.1:40001", headers: { "X-EXECD-ACCESS-TOKEN": TOKEN } })));
  return Sandbox.connect(SANDBOX_ID, { domain: DOMAIN, apiKey: "key", maxRetries: 0 });
}

export function errorResponse(status: number, code: string, message: string, requestId = `req-${status}`): Response {
  return HttpResponse.json({ code, message }, { status, headers: { "X-Request-ID": requestId } });
}

export type WireEvent = StreamEvent & Record<string, unknown>;

export function frame(events: WireEvent[], framing: "bare" | "sse" = "bare"): string {
  return events.map((e) => (framing === "bare" ? `${JSON.stringify(e)}\n\n` : `data: ${JSON.stringify(e)}\r\n\r\n`)).join("");
}

/** Splits text into chunks of `size` bytes (cutting lines and UTF-8 sequences anywhere). */
export function chunked(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

/** A text/event-stream answer delivering `chunks`, then closing unless `open`. */
export function streamResponse(chunks: (string | Uint8Array)[], opts: { open?: boolean; onCancel?: () => void } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === "string" ? encoder.encode(c) : c);
      if (!opts.open) controller.close();
    },
    cancel() {
      opts.onCancel?.();
    },
  });
  return new HttpResponse(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

/** A 1x1 transparent PNG. */
export const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
