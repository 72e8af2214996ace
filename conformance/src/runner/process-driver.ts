// A Driver that hands every request to a client SDK: a long-running driver process in the SDK's
// language, spoken to in JSON lines over stdin/stdout (PROTOCOL.md). The runner keeps building
// requests and checking responses; the driver only performs them with the SDK.
import { spawn } from "node:child_process";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import type { Driver, SendOptions, WireRequest, WireResponse } from "./driver.js";
import { makeResponse, parseJsonBody, TransportError } from "./driver.js";
import type { FormPart } from "./multipart.js";

export interface ProcessDriverOptions {
  /** Program and arguments of the driver. */
  command: string[];
  /** Which API the requests belong to (`lifecycle` or `execd`). */
  api: string;
  baseUrl: string;
  /** Header of the spec's security scheme; its value is passed as the SDK's credential. */
  credentialHeader: string;
  /** Name for reports, e.g. `python`. */
  name: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Receives the driver's stderr, line by line. */
  log?: (line: string) => void;
}

/** The driver reported that the SDK rejected a response, or could not perform the request. */
export class ClientError extends TransportError {
  override name = "ClientError";
}

type Reply =
  | { type: "head"; id: number; status: number; headers?: Record<string, string> }
  | { type: "event"; id: number; event: unknown }
  | {
      type: "response";
      id: number;
      via?: "sdk" | "http";
      status: number;
      headers?: Record<string, string>;
      json?: unknown;
      bodyBase64?: string;
      partial?: boolean;
      requestId?: string;
    }
  | { type: "error"; id: number; origin?: "transport" | "client" | "driver"; message?: string; status?: number; headers?: Record<string, string>; bodyBase64?: string };

interface Pending {
  started: number;
  status?: number;
  headers: Record<string, string>;
  events?: unknown[];
  options: SendOptions;
  resolve: (response: WireResponse) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

const lower = (headers: Record<string, string> | undefined) => Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));

/** Request body as the protocol carries it. */
function protocolBody(request: WireRequest): unknown {
  if (request.form) return { kind: "multipart", parts: request.form.map(partOf) };
  if (request.body === undefined) return null;
  const contentType = Object.entries(request.headers).find(([k]) => k.toLowerCase() === "content-type")?.[1] ?? null;
  if (typeof request.body === "string" && contentType && /^application\/([\w.+-]*\+)?json\b/i.test(contentType)) {
    const value = parseJsonBody(request.body);
    if (value !== undefined) return { kind: "json", value };
  }
  const bytes = typeof request.body === "string" ? Buffer.from(request.body, "utf8") : Buffer.from(request.body);
  return { kind: "bytes", base64: bytes.toString("base64"), contentType };
}

function partOf(part: FormPart) {
  return { name: part.name, filename: part.filename ?? null, contentType: part.contentType ?? null, base64: Buffer.from(part.data).toString("base64") };
}

export class ProcessDriver implements Driver {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exited: string | undefined;
  private readonly stderrTail: string[] = [];
  /** Requests answered through the SDK's typed surface / through its plain HTTP fallback. */
  readonly via = { sdk: 0, http: 0 };

  private readonly opts: ProcessDriverOptions;

  constructor(opts: ProcessDriverOptions) {
    this.opts = opts;
  }

  describe(request: WireRequest): string {
    const qs = new URLSearchParams(request.query).toString();
    return `${request.method} ${this.opts.baseUrl}${request.path}${qs ? `?${qs}` : ""} via ${this.opts.name}${request.operationId ? ` ${request.operationId}` : ""}`;
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const [program, ...args] = this.opts.command;
    if (!program) throw new TransportError(`no command for the ${this.opts.name} driver`);
    const child = spawn(program, args, { cwd: this.opts.cwd, env: this.opts.env ?? process.env, stdio: ["pipe", "pipe", "pipe"] });
    this.child = child;
    child.stdin.on("error", () => undefined); // a dead driver is reported through "exit"
    createInterface({ input: child.stdout }).on("line", (line) => this.onLine(line));
    createInterface({ input: child.stderr }).on("line", (line) => {
      this.stderrTail.push(line);
      if (this.stderrTail.length > 20) this.stderrTail.shift();
      this.opts.log?.(`[${this.opts.name} driver] ${line}`);
    });
    child.on("error", (error) => this.fail(`cannot start the ${this.opts.name} driver (${this.opts.command.join(" ")}): ${error.message}`));
    child.on("exit", (code, signal) => this.fail(`the ${this.opts.name} driver exited (${signal ?? `code ${code}`})${this.stderrTail.length ? `; its last output:\n  ${this.stderrTail.join("\n  ")}` : ""}`));
    return child;
  }

  private fail(message: string): void {
    this.exited ??= message;
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      this.pending.delete(id);
      p.reject(new TransportError(message));
    }
  }

  private write(message: unknown): void {
    this.start().stdin.write(`${JSON.stringify(message)}\n`);
  }

  send(request: WireRequest, timeoutMs: number, options: SendOptions = {}): Promise<WireResponse> {
    if (this.exited) return Promise.reject(new TransportError(this.exited));
    const id = this.nextId++;
    const credentialEntry = Object.entries(request.headers).find(([k]) => k.toLowerCase() === this.opts.credentialHeader.toLowerCase());
    const headers = lower(Object.fromEntries(Object.entries(request.headers).filter(([k]) => k.toLowerCase() !== this.opts.credentialHeader.toLowerCase())));
    return new Promise<WireResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.write({ type: "cancel", id });
        const p = this.pending.get(id);
        this.pending.delete(id);
        reject(new TransportError(p?.status !== undefined ? `the response did not end within ${timeoutMs} ms (status ${p.status})` : `no response within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { started: performance.now(), headers: {}, options, resolve, reject, timer });
      options.signal?.addEventListener("abort", () => this.write({ type: "cancel", id }), { once: true });
      try {
        this.write({
          type: "request",
          id,
          api: this.opts.api,
          baseUrl: this.opts.baseUrl,
          operationId: request.operationId ?? null,
          pathParams: request.pathParams ?? {},
          query: request.query,
          headers,
          credential: credentialEntry ? { header: this.opts.credentialHeader, value: credentialEntry[1] } : null,
          body: protocolBody(request),
          invalid: request.invalid === true,
          method: request.method,
          path: request.path,
          maxEvents: options.maxEvents ?? null,
          timeoutMs,
        });
      } catch (error) {
        clearTimeout(timer);
        this.pending.delete(id);
        reject(error instanceof TransportError ? error : new TransportError((error as Error).message));
      }
    });
  }

  private onLine(line: string): void {
    if (line.trim() === "") return;
    let reply: Reply;
    try {
      reply = JSON.parse(line) as Reply;
    } catch {
      this.opts.log?.(`[${this.opts.name} driver] not a protocol line on stdout: ${line.slice(0, 200)}`);
      return;
    }
    const p = this.pending.get(reply.id);
    if (!p) return; // late reply to a request that timed out
    const snapshot = (partial: boolean) => this.snapshot(p, partial);
    switch (reply.type) {
      case "head":
        p.status = reply.status;
        p.headers = lower(reply.headers);
        p.options.onProgress?.(snapshot(true));
        return;
      case "event":
        (p.events ??= []).push(reply.event);
        p.options.onProgress?.(snapshot(true));
        return;
      case "error": {
        clearTimeout(p.timer);
        this.pending.delete(reply.id);
        const origin = reply.origin ?? "driver";
        const message = `${this.opts.name} ${origin === "transport" ? "transport" : origin === "client" ? "client" : "driver"} error: ${reply.message ?? "(no message)"}`;
        if (origin === "client" && reply.status !== undefined && reply.bodyBase64 !== undefined) {
          // The SDK rejected a response it received: check what arrived against the spec (a
          // server at fault is named by field) and fail on the client's error as well.
          p.status = reply.status;
          p.headers = lower(reply.headers);
          const response = this.snapshot(p, false, Buffer.from(reply.bodyBase64, "base64"));
          response.clientProblems = [message];
          p.resolve(response);
          return;
        }
        const partial = p.status !== undefined ? snapshot(true) : undefined;
        p.reject(origin === "transport" ? new TransportError(message, partial) : new ClientError(message, partial));
        return;
      }
      case "response": {
        clearTimeout(p.timer);
        this.pending.delete(reply.id);
        this.via[reply.via === "http" ? "http" : "sdk"]++;
        p.status = reply.status;
        p.headers = lower(reply.headers);
        const response = this.snapshot(p, reply.partial === true, reply.bodyBase64 !== undefined ? Buffer.from(reply.bodyBase64, "base64") : undefined);
        // What the SDK decoded is what the case's fields are checked against.
        if (reply.json !== undefined) response.json = reply.json;
        else delete response.json;
        if (reply.via) response.via = reply.via;
        const problems: string[] = [];
        const header = response.headers["x-request-id"];
        if (reply.requestId !== undefined && reply.requestId !== header) {
          problems.push(`the SDK reports request id ${JSON.stringify(reply.requestId)} but X-Request-ID is ${JSON.stringify(header ?? null)}`);
        }
        if (reply.bodyBase64 !== undefined && reply.json !== undefined && !response.events) {
          const raw = parseJsonBody(response.bodyText);
          if (raw !== undefined) response.wireJson = raw;
        }
        if (problems.length) response.clientProblems = problems;
        p.resolve(response);
        return;
      }
    }
  }

  private snapshot(p: Pending, partial: boolean, body?: Uint8Array): WireResponse {
    const stream = p.events ? { events: p.events, problems: [] } : undefined;
    return makeResponse(p.status ?? 0, p.headers, body ? [body] : [], p.started, stream, partial);
  }

  /** Asks the driver to finish and waits for it to exit (killed after `graceMs`). */
  async close(graceMs = 5000): Promise<void> {
    const child = this.child;
    if (!child || this.exited) return;
    this.exited = `the ${this.opts.name} driver was shut down`;
    const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      child.stdin.write(`${JSON.stringify({ type: "shutdown" })}\n`);
      child.stdin.end();
    } catch {
      // already gone
    }
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await done;
    clearTimeout(timer);
  }
}
