// /proxy/{port} and /proxy/{port}/{path}: relay of any method to http://127.0.0.1:{port}/{path}
// with the query string, streaming the request and response bodies, and relay of protocol
// upgrades (WebSocket) as raw byte tunnels once the upstream accepted them.
//
// The routes leave the body unread in `req.raw` (body "raw"), so it can be piped. Upgrade
// requests are routed like any request (server.ts: the token check runs first) and recognised
// here by the bytes read past their head (`req.upgradeHead`).
import { pipeline } from "node:stream";
import type { Services } from "../../services/index.ts";
import { ExecdError } from "../../errors.ts";
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import { type ProxyService, parsePort, responseHeaders, upgradeResponseHead, upstreamPath } from "../../services/proxy.ts";
import type { HttpApp, Reply, Request } from "../server.ts";

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

export function proxyHandlers(s: Services): Pick<RouteHandlers, Ops> {
  const relay = relayHandler(s.proxy);
  return Object.fromEntries(OPS.map((op) => [op, relay])) as unknown as Pick<RouteHandlers, Ops>;
}

/** Every method node's parser accepts is relayed (WebDAV's too). */
export function registerProxy(app: HttpApp, s: Services): void {
  const proxy = s.proxy;
  const relay = relayHandler(proxy);
  // Before the server stops: it only finishes closing once relayed streams are gone.
  app.beforeClose(() => proxy.shutdown());
  app.route({ method: "*", url: "/proxy/:port", body: "raw", handler: relay });
  app.route({ method: "*", url: "/proxy/:port/*", body: "raw", handler: relay });
}

function relayHandler(proxy: ProxyService) {
  return async function relay(req: Request, reply: Reply): Promise<void> {
    const raw = req.raw;
    const given = (req.params as { port?: string }).port;
    const port = parsePort(given);
    if (port === undefined) throw new ExecdError("INVALID_PARAMETER", `port must be an integer from 1 to 65535, got "${given}"`);
    const path = upstreamPath(raw.url ?? "/");
    const head = req.upgradeHead;
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
async function relayUpgrade(proxy: ProxyService, req: Request, reply: Reply, port: number, path: string, clientHead: Buffer): Promise<void> {
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
