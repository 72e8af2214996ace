// execd's HTTP layer, on node:http alone. execd runs in every sandbox, so what it loads is paid
// per sandbox: fastify and what it brings (Ajv, fast-json-stringify, find-my-way, avvio...) were
// ~9 MiB of private memory and most of execd's start-up. This is the part of it execd uses:
// a route table matched segment by segment, request ids, the access token before anything else,
// JSON/text/binary bodies with limits, validation against the spec's schemas (validate.ts),
// one error shape (`{code, message}`) for every failure, and upgrades routed like requests.
//
// Behaviour kept from the fastify app it replaces (the conformance suites and unit tests hold it):
// - the token is checked before routing, so unknown routes and malformed paths answer 401 first;
// - a trailing slash is ignored; HEAD runs the GET route when there is no HEAD route; a method
//   without a route answers 404 ROUTE_NOT_FOUND;
// - a path segment with a malformed percent-escape, or a parameter longer than 100 characters,
//   answers 400 INVALID_PARAMETER;
// - validation runs on params, body, query, headers in that order; an absent body is validated as
//   null (optional bodies are `anyOf: [null, body]`, see optionalBody());
// - a body without Content-Type answers 415-turned-400, as does a type no route reads.
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex, Readable } from "node:stream";
import { CodedError, httpKit, requestId, type HttpKit, type Refusal, type RequestPart } from "@opensandbox/http-kit";
import type { Logger } from "../log.ts";
import { ERROR_STATUS, type ErrorCode } from "../errors.ts";
import { randomUUID } from "../random.ts";
import { compileSchema, type SchemaError, type Validate } from "./validate.ts";

/** The type parameters of a route, as the generated handlers.gen.ts spells them. */
export type RouteGeneric = { Body?: unknown; Querystring?: unknown; Params?: unknown; Headers?: unknown; Reply?: unknown };

export type Request<G extends RouteGeneric = RouteGeneric> = {
  readonly id: string;
  readonly raw: IncomingMessage;
  readonly method: string;
  /** The URL routed (after rewriteUrl), with its query string. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  params: G["Params"];
  query: G["Querystring"];
  body: G["Body"];
  /** For a request that arrived as an upgrade (node's 'upgrade' event): the bytes read past its head. */
  readonly upgradeHead: Buffer | undefined;
};

type Payload<G extends RouteGeneric> = G extends { Reply: infer R } ? R[keyof R] : unknown;

export type RouteHandler<G extends RouteGeneric = RouteGeneric> = (req: Request<G>, reply: Reply<G>) => Promise<unknown> | unknown;

/** Builds an answer: status, headers, then send(); or hijack() and write to `raw` yourself. */
export class Reply<G extends RouteGeneric = RouteGeneric> {
  readonly raw: ServerResponse;
  readonly request: Request<G>;
  #sent = false;
  #hijacked = false;
  constructor(raw: ServerResponse, request: Request<G>) {
    this.raw = raw;
    this.request = request;
  }
  get sent(): boolean {
    return this.#sent || this.#hijacked || this.raw.headersSent;
  }
  code(status: number): this {
    this.raw.statusCode = status;
    return this;
  }
  header(name: string, value: string | number | readonly string[]): this {
    this.raw.setHeader(name, value);
    return this;
  }
  headers(values: OutgoingHttpHeaders): this {
    for (const [name, value] of Object.entries(values)) if (value !== undefined) this.raw.setHeader(name, value);
    return this;
  }
  getHeaders(): OutgoingHttpHeaders {
    return this.raw.getHeaders();
  }
  type(contentType: string): this {
    return this.header("content-type", contentType);
  }
  /** The handler writes the answer itself, on `raw`. */
  hijack(): this {
    this.#hijacked = true;
    return this;
  }
  /** Objects as JSON, strings as text, buffers and streams as bytes; nothing for no body. */
  send(payload?: Payload<G> | Buffer | Readable | string | null): this {
    if (this.sent) return this;
    this.#sent = true;
    const res = this.raw;
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    if (payload === undefined || payload === null || noBody) {
      if (!noBody) res.setHeader("content-length", 0);
      res.end();
      return this;
    }
    if (isStream(payload)) {
      if (!res.hasHeader("content-type")) res.setHeader("content-type", "application/octet-stream");
      payload.on("error", () => res.destroy());
      res.on("close", () => payload.destroy());
      payload.pipe(res);
      return this;
    }
    let body: string | Buffer;
    if (Buffer.isBuffer(payload)) {
      if (!res.hasHeader("content-type")) res.setHeader("content-type", "application/octet-stream");
      body = payload;
    } else if (typeof payload === "string") {
      if (!res.hasHeader("content-type")) res.setHeader("content-type", "text/plain; charset=utf-8");
      body = payload;
    } else {
      if (!res.hasHeader("content-type")) res.setHeader("content-type", "application/json; charset=utf-8");
      body = JSON.stringify(payload);
    }
    res.setHeader("content-length", Buffer.byteLength(body));
    res.end(body);
    return this;
  }
}

const isStream = (v: unknown): v is Readable => typeof (v as Readable | null)?.pipe === "function" && typeof (v as Readable).on === "function";

/** How a route's request body is read. */
export type BodyMode =
  /** JSON, text and octet-stream bodies are read and parsed; multipart is left unread for the handler. */
  | "parse"
  /** Left unread in `req.raw` whatever its type, for handlers that pipe it (the port proxy, identity relays). */
  | "raw";

export type RouteOptions = {
  /** One method, several, or "*" for any. */
  method: string | readonly string[];
  /** `/a/:param/b`, or ending in `/*` for the rest of the path. */
  url: string;
  /** JSON schemas per request part (the generated routes' `schema`). */
  schema?: Partial<Record<RequestPart, object>>;
  body?: BodyMode;
  handler: RouteHandler<never>;
};

type Segment = { kind: "static"; text: string } | { kind: "param"; name: string } | { kind: "rest" };

type Route = {
  methods: ReadonlySet<string> | "*";
  segments: Segment[];
  /** Static segments count for more than parameters when two routes match (find-my-way's precedence). */
  rank: number[];
  body: BodyMode;
  validators: () => [RequestPart, Validate][];
  handler: RouteHandler<never>;
};

/** The code a schema violation answers with, by the part of the request that broke it (the spec's choice). */
const INVALID: Record<RequestPart, ErrorCode> = { body: "INVALID_REQUEST_BODY", querystring: "MISSING_QUERY", params: "INVALID_PARAMETER", headers: "INVALID_PARAMETER" };

/** Parts are validated in this order (as fastify did), the first failure answers. */
const PARTS: readonly RequestPart[] = ["params", "body", "querystring", "headers"];
/** Longest path parameter accepted (fastify's maxParamLength). */
const MAX_PARAM_LENGTH = 100;
/** Largest binary body (stdin writes; uploads are multipart and stream). */
const MAX_BINARY_BODY = 64 * 1024 * 1024;
/** Methods whose body is read when present (others: GET, HEAD... never). */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export type AppOptions = {
  log: Logger;
  /** The access token check; runs first on every request and upgrade. */
  authenticate: (req: { url?: string | undefined; headers: IncomingHttpHeaders }) => Refusal<ErrorCode> | undefined;
  /** Largest JSON or text body. */
  bodyLimit?: number;
  rewriteUrl?: (req: { url?: string }) => string;
};

type ParsedBody = { ok: true; value: unknown } | { ok: false; code: ErrorCode; message: string };

export class HttpApp {
  readonly server: http.Server;
  readonly log: Logger;
  readonly #routes: Route[] = [];
  readonly #opts: AppOptions;
  readonly #kit: HttpKit<ErrorCode>;
  readonly #bodyLimit: number;
  readonly #beforeClose: (() => Promise<void> | void)[] = [];
  readonly #checks: ((req: Request) => Refusal<ErrorCode> | undefined)[] = [];

  constructor(opts: AppOptions) {
    this.#opts = opts;
    this.log = opts.log;
    this.#bodyLimit = opts.bodyLimit ?? 16 * 1024 * 1024;
    this.#kit = httpKit<ErrorCode>({
      codes: {
        status: ERROR_STATUS,
        invalidJson: "INVALID_REQUEST_BODY",
        bodyTooLarge: "PAYLOAD_TOO_LARGE",
        unsupportedMediaType: "INVALID_REQUEST_BODY",
        routeNotFound: "ROUTE_NOT_FOUND",
        invalid: INVALID,
        malformed: "INVALID_PARAMETER",
        clientError: "INVALID_REQUEST_BODY",
        internal: "UNKNOWN",
      },
      authenticate: opts.authenticate,
    });
    // Long uploads and streams must not be cut by node's default request timeout (300 s);
    // idle keep-alive connections stay open as long as most clients' pools keep them.
    this.server = http.createServer({ requestTimeout: 0, keepAliveTimeout: 72_000 }, this.handle);
    const { clientErrorHandler } = this.#kit.serverOptions(this.log as never);
    this.server.on("clientError", clientErrorHandler);
    // guardUpgrade: socket errors handled, and an upgrade pipelined behind an answer still being
    // written is not routed (the connection closes once that answer is out).
    this.server.on("upgrade", this.#kit.guardUpgrade(this.log as never, (req, socket, head) => this.#upgrade(req, socket, head)));
  }

  route(opts: RouteOptions): void {
    const segments: Segment[] = opts.url
      .split("/")
      .slice(1)
      .map((s) => (s === "*" ? { kind: "rest" } : s.startsWith(":") ? { kind: "param", name: s.slice(1) } : { kind: "static", text: s }));
    const schemas = Object.entries(opts.schema ?? {}).filter(([, s]) => s !== undefined) as [RequestPart, object][];
    let compiled: [RequestPart, Validate][] | undefined;
    this.#routes.push({
      methods: opts.method === "*" ? "*" : new Set(typeof opts.method === "string" ? [opts.method] : opts.method),
      segments,
      rank: segments.map((s) => (s.kind === "static" ? 2 : s.kind === "param" ? 1 : 0)),
      body: opts.body ?? "parse",
      // Compiled on the route's first request: most sandboxes use a handful of routes.
      validators: () =>
        (compiled ??= PARTS.flatMap((part) => {
          const schema = schemas.find(([p]) => p === part)?.[1];
          return schema ? [[part, compileSchema(schema, { coerce: part !== "body" })] as [RequestPart, Validate]] : [];
        })),
      handler: opts.handler,
    });
  }

  /** A check every request passes after the token (e.g. the file worker's "identity not taken"). */
  addCheck(check: (req: Request) => Refusal<ErrorCode> | undefined): void {
    this.#checks.push(check);
  }

  /** Runs when close() starts, before the server stops accepting (long-lived sockets go first). */
  beforeClose(hook: () => Promise<void> | void): void {
    this.#beforeClose.push(hook);
  }

  /** Listens on host:port, or on an already listening descriptor. Resolves with the address. */
  listen(at: { host?: string; port?: number; fd?: number }): Promise<string> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      const done = () => {
        this.server.off("error", reject);
        const a = this.server.address();
        resolve(typeof a === "string" || a === null ? String(a) : `http://${a.family === "IPv6" ? `[${a.address}]` : a.address}:${a.port}`);
      };
      if (at.fd !== undefined) this.server.listen({ fd: at.fd }, done);
      else this.server.listen(at.port ?? 0, at.host ?? "127.0.0.1", done);
    });
  }

  async close(): Promise<void> {
    for (const hook of this.#beforeClose) await hook();
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    await closed;
  }

  /** The request listener (also for tests that inject requests without a socket). */
  readonly handle = (req: IncomingMessage, res: ServerResponse): void => this.#dispatch(req, res, undefined);

  #upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Routed like any request, answered through a response bound to the upgrade's socket; a
    // plain answer (401, 404, 400...) closes the connection (the socket left the HTTP server).
    const res = new http.ServerResponse(req);
    res.assignSocket(socket as Socket);
    res.once("finish", () => {
      if (res.statusCode !== 101) socket.destroy();
    });
    this.#dispatch(req, res, head);
  }

  #dispatch(raw: IncomingMessage, res: ServerResponse, upgradeHead: Buffer | undefined): void {
    const id = requestId(raw, randomUUID);
    this.#serve(raw, res, id, upgradeHead).catch((err: unknown) => this.#fail(res, id, err));
  }

  async #serve(raw: IncomingMessage, res: ServerResponse, id: string, upgradeHead: Buffer | undefined): Promise<void> {
    res.setHeader("x-request-id", id);
    const url = this.#opts.rewriteUrl ? this.#opts.rewriteUrl(raw) : (raw.url ?? "/");
    raw.url = url; // handlers that read the raw URL (byte-exact query values, relays) see the rewritten one
    const refused = this.#opts.authenticate(raw);
    if (refused) return void this.#error(res, refused.code, refused.message);
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const method = raw.method ?? "GET";
    const match = this.#match(method, path);
    if (match === "malformed-escape") return void this.#error(res, "INVALID_PARAMETER", `the path ${JSON.stringify(path)} holds a malformed percent-escape`);
    if (match === "too-long") return void this.#error(res, "INVALID_PARAMETER", "a segment of the path is longer than this server accepts");
    if (!match) return void this.#error(res, "ROUTE_NOT_FOUND", `no route ${method} ${path}`);
    const [route, params] = match;
    const req: Request = { id, raw, method, url, headers: raw.headers, params, query: parseQuery(q < 0 ? "" : url.slice(q + 1)), body: undefined, upgradeHead };
    for (const check of this.#checks) {
      const why = check(req);
      if (why) return void this.#error(res, why.code, why.message);
    }
    if (route.body === "parse" && BODY_METHODS.has(method)) {
      const parsed = await this.#readBody(raw);
      if (!parsed.ok) return void this.#error(res, parsed.code, parsed.message);
      req.body = parsed.value;
    }
    for (const [part, validate] of route.validators()) {
      const value = part === "querystring" ? req.query : part === "params" ? req.params : part === "headers" ? req.headers : req.body;
      if (validate(value === undefined ? null : value)) continue;
      return void this.#error(res, INVALID[part], schemaMessage(part, validate.errors?.[0]));
    }
    const reply = new Reply(res, req);
    const result = await route.handler(req as never, reply as never);
    if (reply.sent) return;
    if (result !== undefined) return void reply.send(result as never);
    this.log.error({ reqId: id, url: path }, "handler finished without answering");
    this.#error(res, "UNKNOWN", internalMessage(id));
  }

  /** The best route for a method and path (static beats parameter beats rest, left to right). */
  #match(method: string, rawPath: string): [Route, Record<string, string>] | "malformed-escape" | "too-long" | undefined {
    let path = rawPath;
    if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
    const parts = path.split("/").slice(1);
    const decoded: string[] = [];
    for (const p of parts) {
      try {
        decoded.push(p.includes("%") ? decodeURIComponent(p) : p);
      } catch {
        return "malformed-escape";
      }
    }
    const tryMethod = (m: string) => {
      let best: [Route, Record<string, string>] | undefined;
      for (const route of this.#routes) {
        if (route.methods !== "*" && !route.methods.has(m)) continue;
        const params = matchSegments(route.segments, decoded);
        if (params && (!best || outranks(route.rank, best[0].rank))) best = [route, params];
      }
      return best;
    };
    const found = tryMethod(method) ?? (method === "HEAD" ? tryMethod("GET") : undefined);
    for (const [name, value] of Object.entries(found?.[1] ?? {})) if (name !== "*" && value.length > MAX_PARAM_LENGTH) return "too-long";
    return found;
  }

  #readBody(raw: IncomingMessage): Promise<ParsedBody> {
    const type = raw.headers["content-type"];
    const hasBody = raw.headers["transfer-encoding"] !== undefined || (raw.headers["content-length"] !== undefined && raw.headers["content-length"] !== "0");
    if (type === undefined) {
      if (!hasBody) return Promise.resolve({ ok: true, value: undefined });
      return Promise.resolve({ ok: false, code: "INVALID_REQUEST_BODY", message: `unsupported Content-Type "undefined"` });
    }
    const media = type.split(";")[0]!.trim().toLowerCase();
    if (media === "multipart/form-data") return Promise.resolve({ ok: true, value: undefined }); // streamed by its handler
    const kind = media === "application/json" ? "json" : media === "text/plain" ? "text" : media === "application/octet-stream" ? "binary" : undefined;
    if (!kind) return Promise.resolve({ ok: false, code: "INVALID_REQUEST_BODY", message: `unsupported Content-Type "${type}"` });
    const limit = kind === "binary" ? MAX_BINARY_BODY : this.#bodyLimit;
    return readLimited(raw, limit).then((bytes): ParsedBody => {
      if (bytes === "too-large") return { ok: false, code: "PAYLOAD_TOO_LARGE", message: `request body is larger than ${limit} bytes` };
      if (kind === "binary") return { ok: true, value: bytes };
      const text = bytes.toString("utf8");
      if (kind === "text") return { ok: true, value: text };
      if (text.trim() === "") return { ok: true, value: undefined }; // an empty JSON body counts as none
      try {
        return { ok: true, value: JSON.parse(text) };
      } catch (err) {
        return { ok: false, code: "INVALID_REQUEST_BODY", message: `request body is not valid JSON: ${(err as Error).message}` };
      }
    });
  }

  /** Answers `{code, message}` (node discards what is left of an unread request body). */
  #error(res: ServerResponse, code: ErrorCode, message: string): void {
    if (res.headersSent || res.writableEnded) return void res.destroy();
    const body = JSON.stringify({ code, message });
    res.writeHead(ERROR_STATUS[code], { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
    res.end(body);
  }

  /** A handler threw (or its promise rejected). */
  #fail(res: ServerResponse, id: string, err: unknown): void {
    try {
      if (err instanceof CodedError) return this.#error(res, err.code as ErrorCode, err.message);
      const status = (err as { statusCode?: number } | null)?.statusCode;
      if (status !== undefined && status < 500) return this.#error(res, "INVALID_REQUEST_BODY", (err as Error).message);
      this.log.error({ err, reqId: id }, "request failed");
      this.#error(res, "UNKNOWN", internalMessage(id));
    } catch (e) {
      this.log.error({ err: e, reqId: id }, "answering a failed request failed");
      res.destroy();
    }
  }
}

/** What a 500 answer says: where to look in the log. */
const internalMessage = (id: string) => `internal error (request ${id})`;

function matchSegments(segments: readonly Segment[], parts: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    if (s.kind === "rest") {
      params["*"] = parts.slice(i).join("/");
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (s.kind === "static") {
      if (part !== s.text) return undefined;
    } else {
      if (part === "") return undefined;
      params[s.name] = part;
    }
  }
  return parts.length === segments.length ? params : undefined;
}

function outranks(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return a.length > b.length;
}

/** `a=1&b=2&b=3` → `{a: "1", b: ["2", "3"]}`; `+` is a space; a malformed escape stays as sent. */
export function parseQuery(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (qs === "") return out;
  for (const pair of qs.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? "" : decode(pair.slice(eq + 1));
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

function decode(s: string): string {
  const plus = s.includes("+") ? s.replace(/\+/g, " ") : s;
  if (!plus.includes("%")) return plus;
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus;
  }
}

/** Reads a body up to `limit` bytes (the Content-Length is checked first). */
function readLimited(raw: IncomingMessage, limit: number): Promise<Buffer | "too-large"> {
  const declared = Number(raw.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve("too-large");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        raw.off("data", onData);
        chunks.length = 0;
        return resolve("too-large");
      }
      chunks.push(c);
    };
    raw.on("data", onData);
    raw.once("end", () => resolve(Buffer.concat(chunks, size)));
    raw.once("error", reject);
    raw.once("close", () => {
      if (!raw.complete) reject(Object.assign(new Error("the client went away before its body was read"), { statusCode: 400 }));
    });
  });
}

/** "body.env.FOO must be string": the part, the path inside it, what is wrong (as before, from Ajv's first error). */
function schemaMessage(part: RequestPart, first: SchemaError | undefined): string {
  const where = `${part}${first?.instancePath ?? ""}`.replace(/\//g, ".");
  const detail = first?.keyword === "additionalProperties" ? `has unknown property "${first.params.additionalProperty as string}"` : (first?.message ?? "is invalid");
  return `${where} ${detail}`;
}
