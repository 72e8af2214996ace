// Shared test support: an msw server that fails on any request no handler expects, a recorder
// of what the SDK sent, and spec-shaped responses (typed with the generated wire types, so a
// fixture that drifts from the spec stops compiling).
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type * as ew from "../../src/generated/execd/types.gen.ts";
import type * as lw from "../../src/generated/lifecycle/types.gen.ts";
import { Sandbox, type ConnectionOptions } from "../../src/index.ts";

export const DOMAIN = "osb.test";
export const API = `http://${DOMAIN}/v1`;
export const API_KEY = "key-abc";
export const EXECD = "http://127.0.0.1:40001";
export const TOKEN = "execd-token-123";
export const SANDBOX_ID = "4b7c2f9e-0d1a-4e5b-8c6d-7e8f9a0b1c2d";

/** Connection options of the tests: fast retries are not needed, so keep the defaults unless a test says otherwise. */
export const conn: ConnectionOptions = { domain: DOMAIN, apiKey: API_KEY };

/**
 * msw server. `GET /health` of the default domain answers as upstream's does (no
 * `runningMeansReady`), so the SDK keeps waiting for execd's `/ping` unless a test says otherwise.
 * `GET /sandboxes/{id}` finds the sandbox Running: the SDK asks it when execd fails (to tell a
 * gone or paused sandbox from a network failure), and tests of other failures expect those as they are.
 */
export const server = setupServer(
  http.get(`${API}/health`, () => HttpResponse.json({ status: "healthy" } satisfies lw.HealthResponse)),
  http.get(`${API}/sandboxes/:id`, () => HttpResponse.json(sandboxWire())),
);

/** Starts msw for the file: unexpected requests fail the test. */
export function useMsw(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  /** The body as text (read from a clone while the SDK's request proceeds). */
  text(): Promise<string>;
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
    calls.push({ method: request.method, url: new URL(request.url), headers: request.headers, text: () => body, json: async <T>() => JSON.parse(await body) as T });
  };
  beforeEach(() => {
    calls.length = 0;
    server.events.on("request:start", listener);
  });
  afterEach(() => server.events.removeListener("request:start", listener));
  return calls;
}

export function sandboxWire(overrides: Partial<lw.Sandbox> = {}): lw.Sandbox {
  return {
    id: SANDBOX_ID,
    image: { uri: "opensandbox/busybox:local" },
    status: { state: "Running", reason: "CONTAINER_RUNNING", lastTransitionAt: "2026-01-01T00:00:01Z" },
    metadata: {},
    entrypoint: ["tail", "-f", "/dev/null"],
    expiresAt: "2026-01-01T00:10:00Z",
    createdAt: "2026-01-01T00:00:00Z",
    ...overrides,
  } satisfies lw.Sandbox;
}

export function createdWire(state: string, overrides: Partial<lw.CreateSandboxResponse> = {}): lw.CreateSandboxResponse {
  return {
    id: SANDBOX_ID,
    status: { state },
    metadata: {},
    entrypoint: ["tail", "-f", "/dev/null"],
    expiresAt: "2026-01-01T00:10:00Z",
    createdAt: "2026-01-01T00:00:00Z",
    ...overrides,
  } satisfies lw.CreateSandboxResponse;
}

export const endpointWire = { endpoint: "127.0.0.1:40001", headers: { "X-EXECD-ACCESS-TOKEN": TOKEN } } satisfies lw.Endpoint;

/** A spec-shaped error answer with an X-Request-ID. */
export function errorResponse(status: number, code: string, message: string, requestId = `req-${status}`): Response {
  return HttpResponse.json({ code, message } satisfies lw.ErrorResponse, { status, headers: { "X-Request-ID": requestId } });
}

/** Serialises events with execd's framing (bare JSON + blank line) or as SSE `data:` lines. */
export function frame(events: ew.ServerStreamEvent[], framing: "bare" | "sse" = "bare"): string {
  return events.map((e) => (framing === "bare" ? `${JSON.stringify(e)}\n\n` : `data: ${JSON.stringify(e)}\n\n`)).join("");
}

/** A text/event-stream answer delivering `chunks` one by one. */
export function streamResponse(chunks: (string | Uint8Array)[], init: { status?: number } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === "string" ? encoder.encode(c) : c);
      controller.close();
    },
  });
  return new HttpResponse(body, { status: init.status ?? 200, headers: { "content-type": "text/event-stream", "x-request-id": "req-stream" } });
}

/** Handler for the execd endpoint lookup of SANDBOX_ID; counts calls. */
export function endpointHandler(counter?: { n: number }, wireEndpoint: lw.Endpoint = endpointWire) {
  return http.get(`${API}/sandboxes/:id/endpoints/44772`, () => {
    if (counter) counter.n++;
    return HttpResponse.json(wireEndpoint);
  });
}

/** A Sandbox connected to SANDBOX_ID with its execd endpoint resolved. */
export async function connected(options: ConnectionOptions = {}): Promise<Sandbox> {
  server.use(endpointHandler());
  return Sandbox.connect(SANDBOX_ID, { ...conn, ...options });
}
