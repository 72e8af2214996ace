// The server proxy: /sandboxes/{id}/proxy/{port}/… relayed to the port inside the sandbox, HTTP
// and WebSocket. Unlike upstream it sits behind the API key, and it adds the sandbox's execd token
// itself, so clients never hold it.
import http from "node:http";
import { pipeline, type Duplex } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../errors.ts";
import type { SandboxService } from "../services/sandboxes.ts";
import { requestId } from "@opensandbox/http-kit";
import { API_KEY_HEADER, type ServerHttpKit } from "./plumbing.ts";
import type { ProxyRelay } from "./proxy-relay.ts";

const PROXY_PATH = /^(?:\/v1)?\/sandboxes\/([^/?#]+)\/proxy\/(\d{1,5})(\/[^?#]*)?(\?.*)?$/;
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade", "host", API_KEY_HEADER];

/**
 * Splits a proxy URL into sandbox id, port and the rest; undefined when it is not a proxy URL.
 * A sandbox id that is not valid percent-encoding is an INVALID_PARAMETER ApiError.
 */
export function parseProxyUrl(url: string): { sandboxId: string; port: number; rest: string } | undefined {
  const m = PROXY_PATH.exec(url);
  if (!m) return undefined;
  const port = Number(m[2]);
  if (port < 1 || port > 65535) return undefined;
  let sandboxId: string;
  try {
    sandboxId = decodeURIComponent(m[1]!);
  } catch {
    throw new ApiError("INVALID_PARAMETER", `the sandbox id ${JSON.stringify(m[1])} holds a malformed percent-escape`);
  }
  return { sandboxId, port, rest: `${m[3] ?? "/"}${m[4] ?? ""}` };
}

/** The caller's credentials for this server: never handed to code inside the sandbox. */
const CALLER_CREDENTIALS = ["authorization", "cookie"];

/** Request headers for the sandbox port: hop-by-hop ones (and those the caller's Connection names) and credentials dropped, X-Forwarded-* set. */
function forwardHeaders(headers: http.IncomingHttpHeaders, extra: Record<string, string>, clientIp: string | undefined): http.OutgoingHttpHeaders {
  const named = String(headers.connection ?? "").split(",").map((n) => n.trim().toLowerCase());
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v !== undefined && !HOP_BY_HOP.includes(k) && !CALLER_CREDENTIALS.includes(k) && !named.includes(k)) out[k] = v;
  }
  if (clientIp) out["x-forwarded-for"] = clientIp;
  if (headers.host) out["x-forwarded-host"] = headers.host;
  out["x-forwarded-proto"] = "http"; // this server listens on plain HTTP only
  return { ...out, ...extra };
}

export function proxyHandler(sandboxes: SandboxService, relay: ProxyRelay) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const parsed = parseProxyUrl(req.url);
    if (!parsed) throw new ApiError("INVALID_PARAMETER", "port must be between 1 and 65535");
    const target = await sandboxes.internalTarget(parsed.sandboxId, parsed.port);
    void sandboxes.touch(parsed.sandboxId);
    const upstream = relay.http({
      ...parsed,
      target,
      method: req.method,
      path: parsed.rest,
      headers: forwardHeaders(req.headers, target.headers, req.ip),
      body: req.raw,
    });
    // The caller leaving (or the answer being complete) ends the upstream request and frees its slot.
    reply.raw.on("close", upstream.close);
    if (reply.raw.destroyed || req.raw.socket.destroyed) return void upstream.close();
    let res: http.IncomingMessage;
    try {
      res = await upstream.answer;
    } catch (err) {
      if (reply.raw.destroyed) return; // nobody to tell
      throw err;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_BY_HOP.includes(k)) headers[k] = v;
    // The status and headers go out at once, not with the first body byte (fastify's way with a
    // stream): once the answer has started it is the caller's, and a body that stops for the idle
    // timeout is cut short (the caller sees a truncated body), never turned into an error status.
    reply.hijack();
    reply.raw.writeHead(res.statusCode ?? 502, headers);
    reply.raw.flushHeaders();
    pipeline(res, reply.raw, () => undefined); // either side failing destroys both; close() then runs
  };
}

/** Relays WebSocket upgrades on the proxy paths; answers other upgrades with 404. */
export function handleUpgrade(sandboxes: SandboxService, kit: ServerHttpKit, relay: ProxyRelay) {
  return async (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const id = requestId(req);
    const refuse = (code: ApiError["code"], message: string) => kit.refuse(socket, code, message, id);
    // The client may go away while the target is looked up (an unhandled 'error' would crash the server).
    socket.on("error", () => undefined);
    // The API key first: nothing of the URL is looked at for an unauthenticated caller.
    const refused = kit.authenticate(req);
    if (refused) return refuse(refused.code, refused.message);
    let parsed: NonNullable<ReturnType<typeof parseProxyUrl>>;
    let target: Awaited<ReturnType<SandboxService["internalTarget"]>>;
    try {
      const p = parseProxyUrl(req.url ?? "");
      if (!p) return refuse("ROUTE_NOT_FOUND", `no WebSocket route ${(req.url ?? "").split("?")[0]}`);
      parsed = p;
      target = await sandboxes.internalTarget(parsed.sandboxId, parsed.port);
      void sandboxes.touch(parsed.sandboxId);
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError("INTERNAL_ERROR", "internal error");
      return refuse(e.code, e.message);
    }
    const headers = forwardHeaders(req.headers, target.headers, req.socket.remoteAddress);
    const lines = [`${req.method} ${parsed.rest} HTTP/1.1`, `host: ${target.host}:${target.port}`, "connection: Upgrade", `upgrade: ${req.headers.upgrade}`];
    for (const [k, v] of Object.entries(headers)) for (const one of [v].flat()) lines.push(`${k}: ${one}`);
    relay.upgrade({ ...parsed, target }, socket, `${lines.join("\r\n")}\r\n\r\n`, head, (e) => refuse(e.code as ApiError["code"], e.message));
  };
}
