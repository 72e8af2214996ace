// The server proxy: /sandboxes/{id}/proxy/{port}/… relayed to the port inside the sandbox, HTTP
// and WebSocket. Unlike upstream it sits behind the API key, and it adds the sandbox's execd token
// itself, so clients never hold it.
import http from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../errors.ts";
import type { SandboxService } from "../services/sandboxes.ts";
import { requestId } from "@opensandbox/http-kit";
import { API_KEY_HEADER, type ServerHttpKit } from "./plumbing.ts";

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

function forwardHeaders(headers: http.IncomingHttpHeaders, extra: Record<string, string>, clientIp: string | undefined): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) if (!HOP_BY_HOP.includes(k) && v !== undefined) out[k] = v;
  if (clientIp) out["x-forwarded-for"] = clientIp;
  return { ...out, ...extra };
}

export function proxyHandler(sandboxes: SandboxService) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const parsed = parseProxyUrl(req.url);
    if (!parsed) throw new ApiError("INVALID_PARAMETER", "port must be between 1 and 65535");
    const target = sandboxes.internalTarget(parsed.sandboxId, parsed.port);
    void sandboxes.touch(parsed.sandboxId);
    const upstream = http.request({
      host: target.host,
      port: target.port,
      method: req.method,
      path: parsed.rest,
      headers: forwardHeaders(req.headers, target.headers, req.ip),
    });
    return new Promise<void>((resolve) => {
      upstream.on("response", (res) => {
        const headers: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_BY_HOP.includes(k)) headers[k] = v;
        reply.code(res.statusCode ?? 502).headers(headers).send(res);
        resolve();
      });
      upstream.on("error", (err) => {
        if (!reply.sent) {
          reply.code(502).send({ code: "SANDBOX_PORT_UNREACHABLE", message: `port ${parsed.port} of sandbox ${parsed.sandboxId} is unreachable: ${err.message}` });
        }
        resolve();
      });
      // The client left before the answer was complete: drop the upstream request too, or it
      // waits on the sandbox for ever (e.g. for the rest of a body that will never come).
      reply.raw.once("close", () => {
        if (!reply.raw.writableFinished) upstream.destroy();
      });
      req.raw.pipe(upstream);
    });
  };
}

/**
 * Relays WebSocket upgrades on the proxy paths; answers other upgrades with 404. The API key is
 * checked before anything in the URL is looked at; app.ts installs this through the kit's
 * guardUpgrade, so neither a throw nor a socket error can escape it.
 */
export function handleUpgrade(sandboxes: SandboxService, kit: ServerHttpKit) {
  return (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const id = requestId(req);
    const refuse = (code: ApiError["code"], message: string) => kit.refuse(socket, code, message, id);
    const refused = kit.authenticate(req);
    if (refused) return refuse(refused.code, refused.message);
    let parsed: NonNullable<ReturnType<typeof parseProxyUrl>>;
    let target: ReturnType<SandboxService["internalTarget"]>;
    try {
      const p = parseProxyUrl(req.url ?? "");
      if (!p) return refuse("ROUTE_NOT_FOUND", `no WebSocket route ${(req.url ?? "").split("?")[0]}`);
      parsed = p;
      target = sandboxes.internalTarget(parsed.sandboxId, parsed.port);
      void sandboxes.touch(parsed.sandboxId);
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError("INTERNAL_ERROR", "internal error");
      return refuse(e.code, e.message);
    }
    const upstream = net.connect(target.port, target.host, () => {
      const headers = forwardHeaders(req.headers, target.headers, req.socket.remoteAddress);
      const lines = [`${req.method} ${parsed.rest} HTTP/1.1`, `host: ${target.host}:${target.port}`, "connection: Upgrade", `upgrade: ${req.headers.upgrade}`];
      for (const [k, v] of Object.entries(headers)) for (const one of [v].flat()) lines.push(`${k}: ${one}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => refuse("SANDBOX_PORT_UNREACHABLE", `port ${parsed.port} of sandbox ${parsed.sandboxId} is unreachable`));
    socket.on("error", () => upstream.destroy());
    // One lifetime for both ends: a client that leaves (or half-closes) ends the relay, and once
    // the sandbox side is closed and its last bytes are passed on, so is the client's connection
    // (it left the HTTP server, which would otherwise keep it half-open for ever).
    const teardown = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.once("end", teardown);
    socket.once("close", teardown);
    upstream.once("close", () => {
      if (socket.writableFinished || socket.destroyed) socket.destroy();
      else if (socket.writableEnded) socket.once("finish", () => socket.destroy());
      else socket.end(() => socket.destroy());
    });
  };
}
