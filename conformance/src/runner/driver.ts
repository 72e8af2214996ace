// The transport between the runner and the implementation under test. Today only HTTP;
// SDK drivers for other languages will implement the same interface.

export interface WireRequest {
  method: string;
  /** Path relative to the API base, already percent-encoded, without query string. */
  path: string;
  /** Query parameters in order; a repeated name appears several times. */
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: string;
}

export interface WireResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  bodyText: string;
  /** Parsed body when it is JSON (whatever the content type says). */
  json?: unknown;
  durationMs: number;
}

export interface Driver {
  /** Sends one request; rejects on transport errors and when `timeoutMs` elapses. */
  send(request: WireRequest, timeoutMs: number): Promise<WireResponse>;
  /** Human-readable target of a request, for reports (`GET http://host/v1/sandboxes`). */
  describe(request: WireRequest): string;
}

export class TransportError extends Error {
  override name = "TransportError";
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
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

  async send(request: WireRequest, timeoutMs: number): Promise<WireResponse> {
    const started = performance.now();
    let response: Response;
    let bodyText: string;
    try {
      response = await fetch(this.url(request), {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      bodyText = await response.text();
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new TransportError(timedOut ? `no response within ${timeoutMs} ms` : `request failed: ${cause}`);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const json = parseJsonBody(bodyText);
    return {
      status: response.status,
      headers,
      bodyText,
      ...(json !== undefined ? { json } : {}),
      durationMs: Math.round(performance.now() - started),
    };
  }
}
