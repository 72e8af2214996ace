// The server proxy: /sandboxes/{id}/proxy/{port}/… relayed to the port inside the sandbox, HTTP
// and WebSocket. Unlike upstream it sits behind the API key, and it adds the sandbox's execd token
// itself, so clients never hold it. Signed routes (/sandboxes/{id}/signed/{port}/{token}/…, see
// signed-route.ts) relay the same way; their token was checked by the authentication hook, and
// is kept from the sandbox's service (path, Referer) while redirects stay under it.
import http from "node:http";
import { pipeline, type Duplex } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../errors.ts";
import type { SandboxService } from "../services/sandboxes.ts";
import { requestId } from "@opensandbox/http-kit";
import { API_KEY_HEADER, type ServerHttpKit } from "./plumbing.ts";
import type { ProxyRelay } from "./proxy-relay.ts";
import { parseSignedUrl } from "./signed-route.ts";

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

/** A relayed URL: which port of which sandbox, the path to send there, and for signed routes the prefix the token is in. */
export type RelayUrl = { sandboxId: string; port: number; rest: string; signed?: { prefix: string; bare: boolean } };

/** Parses a proxy or signed-route URL; undefined when it is neither (or a signed route's id is malformed). */
export function parseRelayUrl(url: string): RelayUrl | undefined {
  const signed = parseSignedUrl(url);
  if (signed) return { sandboxId: signed.sandboxId, port: signed.port, rest: signed.rest, signed: { prefix: signed.prefix, bare: signed.bare } };
  return parseProxyUrl(url);
}

/**
 * Keeps signed routes' tokens from the sandbox's service. Browsers send the full URL of the page a
 * request comes from as `Referer`, and every signed route shares this server's origin: a page of
 * this route loses its prefix (as the request path did); a page of any other signed route (another
 * port or sandbox, whose token this service must never see) loses the whole header.
 */
export function withoutTokens(headers: http.OutgoingHttpHeaders, ownPrefix: string | undefined): http.OutgoingHttpHeaders {
  const referer = headers.referer;
  if (typeof referer !== "string") return headers;
  let path: string;
  try {
    const u = new URL(referer);
    path = `${u.pathname}${u.search}`;
  } catch {
    delete headers.referer; // not a URL we can vouch for
    return headers;
  }
  const signed = parseSignedUrl(path);
  if (!signed && !path.includes("/signed/")) return headers;
  if (signed && ownPrefix !== undefined && signed.prefix === ownPrefix) headers.referer = referer.replace(ownPrefix, "");
  else delete headers.referer;
  return headers;
}

/**
 * A redirect of the sandbox's service to a path of its own (`Location: /login`, or an absolute URL
 * on the host the caller used) stays under the signed prefix; other locations pass unchanged.
 */
export function locationUnderPrefix(location: string, prefix: string, requestHost: string | undefined): string {
  if (location.startsWith("/") && !location.startsWith("//")) return `${prefix}${location}`;
  if (!requestHost) return location;
  try {
    const u = new URL(location);
    if ((u.protocol === "http:" || u.protocol === "https:") && u.host === requestHost && !u.pathname.startsWith(prefix)) {
      return `${u.protocol}//${u.host}${prefix}${u.pathname}${u.search}${u.hash}`;
    }
  } catch {
    /* not an absolute URL: leave it */
  }
  return location;
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
    const parsed = parseRelayUrl(req.url);
    if (!parsed) throw new ApiError("INVALID_PARAMETER", "port must be between 1 and 65535");
    const { signed } = parsed;
    // `…/{token}` → `…/{token}/`: relative links of the page then resolve under the token.
    if (signed?.bare && (req.method === "GET" || req.method === "HEAD")) {
      const token = signed.prefix.slice(signed.prefix.lastIndexOf("/") + 1);
      return reply.code(308).header("location", `${token}/${parsed.rest.slice(1)}`).send();
    }
    const target = await sandboxes.internalTarget(parsed.sandboxId, parsed.port);
    void sandboxes.touch(parsed.sandboxId);
    const forwarded = forwardHeaders(req.headers, target.headers, req.ip);
    const upstream = relay.http({
      sandboxId: parsed.sandboxId,
      port: parsed.port,
      target,
      method: req.method,
      path: parsed.rest,
      headers: withoutTokens(forwarded, signed?.prefix),
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
    if (signed && typeof headers.location === "string") headers.location = locationUnderPrefix(headers.location, signed.prefix, req.headers.host);
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
    let parsed: RelayUrl;
    let target: Awaited<ReturnType<SandboxService["internalTarget"]>>;
    try {
      const p = parseRelayUrl(req.url ?? "");
      if (!p) return refuse("ROUTE_NOT_FOUND", `no WebSocket route ${(req.url ?? "").split("?")[0]}`);
      parsed = p;
      target = await sandboxes.internalTarget(parsed.sandboxId, parsed.port);
      void sandboxes.touch(parsed.sandboxId);
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError("INTERNAL_ERROR", "internal error");
      return refuse(e.code, e.message);
    }
    const forwarded = forwardHeaders(req.headers, target.headers, req.socket.remoteAddress);
    const headers = withoutTokens(forwarded, parsed.signed?.prefix);
    const lines = [`${req.method} ${parsed.rest} HTTP/1.1`, `host: ${target.host}:${target.port}`, "connection: Upgrade", `upgrade: ${req.headers.upgrade}`];
    for (const [k, v] of Object.entries(headers)) for (const one of [v].flat()) lines.push(`${k}: ${one}`);
    relay.upgrade({ sandboxId: parsed.sandboxId, port: parsed.port, target }, socket, `${lines.join("\r\n")}\r\n\r\n`, head, (e) => refuse(e.code as ApiError["code"], e.message));
  };
}
