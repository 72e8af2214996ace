// /proxy/{port} and /proxy/{port}/{path}: relay of any method to http://127.0.0.1:{port}/{path}
// with the query string, streaming the request and response bodies, and relay of protocol
// upgrades (WebSocket) as raw byte tunnels once the upstream accepted them.
//
// The routes live in their own encapsulation context whose only content type parser accepts
// everything and reads nothing, so the body is still unread in `req.raw` and can be piped.
//
// Upgrades: every upgrade request reaches fastify's routing through @fastify/websocket's
// 'upgrade' listener (registered by registerPtySocket; the listener below does the same when
// that plugin is absent), so the token hook of plumbing.ts runs first as for any request. That plugin is registered in the PTY's own context, so its route
// wrapper (which would accept the WebSocket itself) does not touch these routes; here an
// upgrade request is recognised by having arrived on the server's 'upgrade' event (recorded by
// a listener registered below, which also keeps the bytes read past the request head).
import { ServerResponse, type IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { pipeline } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../../services/index.ts";
import { ExecdError } from "../../errors.ts";
import type { RouteHandlers } from "../../generated/execd/fastify.gen.ts";
import { type ProxyService, parsePort, responseHeaders, upgradeResponseHead, upstreamPath } from "../../services/proxy.ts";

const OPS = [
  "proxyPortGet",
  "proxyPortPost",
  "proxyPortPut",
  "proxyPortPatch",
  "proxyPortDelete",
  "proxyPortHead",
  "proxyPortOptions",
  "proxyPortPathGet",
  "proxyPortPathPost",
  "proxyPortPathPut",
  "proxyPortPathPatch",
  "proxyPortPathDelete",
  "proxyPortPathHead",
  "proxyPortPathOptions",
] as const;
type Ops = (typeof OPS)[number];

/** Methods relayed besides fastify's defaults (GET HEAD TRACE DELETE OPTIONS PATCH PUT POST QUERY). */
const EXTRA_METHODS = ["PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "REPORT", "MKCALENDAR", "PURGE"];

/** Requests that arrived on the server's 'upgrade' event, with the bytes read past their head. */
const upgradeHeads = new WeakMap<IncomingMessage, Buffer>();

export function proxyHandlers(s: Services): Pick<RouteHandlers, Ops> {
  const relay = relayHandler(s.proxy);
  return Object.fromEntries(OPS.map((op) => [op, relay])) as unknown as Pick<RouteHandlers, Ops>;
}

export function registerProxy(app: FastifyInstance, s: Services): void {
  const proxy = s.proxy;
  const relay = relayHandler(proxy);
  app.server.prependListener("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgradeHeads.set(req, head);
    // Without @fastify/websocket (registerPtySocket) nothing else would route upgrades.
    if (app.server.listenerCount("upgrade") === 1) {
      socket.on("error", () => socket.destroy());
      const res = new ServerResponse(req);
      res.assignSocket(socket as Socket);
      app.routing(req, res);
    }
  });
  // An upgrade request answered with a plain HTTP response (401, 400, 404, 502...): its socket
  // left the HTTP server, so nothing else would close it.
  app.addHook("onResponse", async (req) => {
    if (upgradeHeads.has(req.raw)) req.raw.socket.end();
  });
  // preClose, not onClose: the HTTP server only finishes closing once relayed streams are gone.
  app.addHook("preClose", async () => proxy.shutdown());
  for (const method of EXTRA_METHODS) if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  app.register(async (ctx) => {
    ctx.removeAllContentTypeParsers();
    ctx.addContentTypeParser("*", (_req, _payload, done) => done(null, undefined));
    ctx.route({ method: ctx.supportedMethods, url: "/proxy/:port", handler: relay });
    ctx.route({ method: ctx.supportedMethods, url: "/proxy/:port/*", handler: relay });
  });
}

function relayHandler(proxy: ProxyService) {
  return async function relay(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const raw = req.raw;
    const given = (req.params as { port?: string }).port;
    const port = parsePort(given);
    if (port === undefined) throw new ExecdError("INVALID_PARAMETER", `port must be an integer from 1 to 65535, got "${given}"`);
    const path = upstreamPath(raw.url ?? "/");
    const head = upgradeHeads.get(raw);
    if (head !== undefined) return relayUpgrade(proxy, req, reply, port, path, head);

    const { answer, abort } = proxy.open({ port, method: raw.method ?? "GET", path, rawHeaders: raw.rawHeaders, body: raw });
    const res = reply.raw;
    res.on("close", () => {
      if (!res.writableFinished) abort(); // the client left
    });
    const up = await answer; // BAD_GATEWAY when nothing answers
    if (up.kind === "upgrade") {
      up.socket.destroy(); // not asked for: the Upgrade header was not forwarded
      throw new ExecdError("BAD_GATEWAY", `port ${port} switched protocols without being asked to`);
    }
    reply.hijack();
    res.writeHead(up.res.statusCode ?? 502, up.res.statusMessage, responseHeaders(up.res, req.id));
    pipeline(up.res, res, (err) => {
      if (err) {
        abort();
        res.destroy();
      }
    });
  };
}

/** Relays an upgrade: the upstream's 101 and then raw bytes both ways, or its refusal. */
async function relayUpgrade(proxy: ProxyService, req: FastifyRequest, reply: FastifyReply, port: number, path: string, clientHead: Buffer): Promise<void> {
  const raw = req.raw;
  const socket = raw.socket;
  if (raw.method !== "GET") throw new ExecdError("NOT_SUPPORTED", `only GET requests are relayed as protocol upgrades, not ${raw.method}`);
  const { answer, abort } = proxy.open({ port, method: "GET", path, rawHeaders: raw.rawHeaders, upgrade: String(raw.headers.upgrade ?? "websocket") });
  socket.once("close", abort); // the client left before the upstream answered
  let up;
  try {
    up = await answer;
  } finally {
    socket.removeListener("close", abort);
  }
  reply.hijack();
  if (socket.destroyed) {
    if (up.kind === "upgrade") up.socket.destroy();
    else up.res.destroy();
    return;
  }
  if (up.kind === "upgrade") {
    socket.write(upgradeResponseHead(up.res, req.id));
    proxy.tunnel(socket, clientHead, up.socket, up.head);
    return;
  }
  // The upstream refused the upgrade: relay its answer, then close the connection.
  const res = reply.raw;
  res.writeHead(up.res.statusCode ?? 502, up.res.statusMessage, [...responseHeaders(up.res, req.id), "Connection", "close"]);
  pipeline(up.res, res, () => socket.end());
}
