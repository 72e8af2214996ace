// /pty: interactive terminals. The JSON operations are registered generically (index.ts);
// attachPty is the WebSocket of a terminal and is registered here: an upgrade request is routed
// like any request (server.ts), so the token check answers 401 before any upgrade and an unknown
// id gets a JSON 404; then `ws` takes the socket over. `ws` is loaded on the first attach.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { RawData, WebSocket, WebSocketServer } from "ws";
import type { Services } from "../../services/index.ts";
import { ExecdError } from "../../errors.ts";
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import { routes } from "../../generated/execd/routes.gen.ts";
import { CLOSE, PtyService, type PtyAttachment } from "../../services/pty.ts";
import type { HttpApp, Request } from "../server.ts";

type Ops = "createPty" | "listPtys" | "getPty" | "deletePty" | "resizePty" | "attachPty";

/** Largest WebSocket message accepted from a client (keyboard input, control messages). */
const MAX_CLIENT_MESSAGE = 1024 * 1024;

export function ptyHandlers(s: Services): Pick<RouteHandlers, Ops> {
  const pty = s.pty;
  return {
    createPty: async (req, reply) => reply.code(201).send(pty.create(req.body ?? {})),
    listPtys: async (_req, reply) => reply.code(200).send(pty.list()),
    getPty: async (req, reply) => reply.code(200).send(pty.get(req.params.id)),
    deletePty: async (req, reply) => {
      pty.delete(req.params.id);
      return reply.code(204).send();
    },
    resizePty: async (req, reply) => {
      pty.resize(req.params.id, req.body.cols, req.body.rows);
      return reply.code(204).send();
    },
    // Plain HTTP GET on the WebSocket path (registerPtySocket routes upgrades to the socket).
    attachPty: async () => {
      throw new ExecdError("NOT_SUPPORTED", "attach to a terminal with a WebSocket upgrade (Upgrade: websocket)");
    },
  };
}

export function registerPtySocket(app: HttpApp, s: Services): void {
  const pty = s.pty;
  const plain = ptyHandlers(s).attachPty;
  const requestIds = new WeakMap<IncomingMessage, string>();
  let wss: WebSocketServer | undefined;
  const server = async () => {
    if (wss) return wss;
    const { WebSocketServer } = await import("ws");
    wss ??= new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE });
    // The 101 answer carries X-Request-ID like every other answer.
    wss.on("headers", (headers: string[], req: IncomingMessage) => {
      const id = requestIds.get(req);
      if (id) headers.push(`X-Request-ID: ${id}`);
    });
    return wss;
  };
  // Daemon shutdown: sockets go away with 1001, then the terminals.
  app.beforeClose(() => {
    for (const client of wss?.clients ?? []) client.close(CLOSE.goingAway, "execd is shutting down");
    wss?.close();
    pty.shutdown();
  });
  app.route({
    method: "GET",
    url: routes.attachPty.url,
    schema: routes.attachPty.schema as object,
    handler: async (req: Request<{ Params: { id: string } }>, reply) => {
      const head = req.upgradeHead;
      if (head === undefined) return plain(req as never, reply as never);
      pty.get(req.params.id); // unknown ids get a plain 404 before the upgrade
      const ws = await server();
      reply.hijack();
      requestIds.set(req.raw, req.id);
      ws.handleUpgrade(req.raw, req.raw.socket as Duplex, head, (socket) => attachSocket(pty, socket, req.params.id));
    },
  });
}

/** Binds a WebSocket to a terminal: binary frames are bytes, text frames JSON control messages. */
function attachSocket(pty: PtyService, socket: WebSocket, id: string): void {
  let attachment: PtyAttachment;
  try {
    attachment = pty.attach(id, {
      output(chunk, written) {
        if (socket.readyState !== socket.OPEN) return written();
        socket.send(chunk, { binary: true }, () => written());
      },
      exit(exitCode) {
        if (socket.readyState !== socket.OPEN) return;
        socket.send(JSON.stringify({ type: "exit", exit_code: exitCode }), { binary: false });
        socket.close(CLOSE.normal, "terminal exited");
      },
      close(code, reason) {
        if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
      },
      pauseInput: () => socket.pause(),
      resumeInput: () => socket.resume(),
    });
  } catch {
    socket.close(CLOSE.goingAway, "terminal deleted"); // deleted between the check and the upgrade
    return;
  }
  socket.on("message", (data: RawData, isBinary: boolean) => {
    const bytes = toBuffer(data);
    if (isBinary) return attachment.input(bytes);
    const msg = parseControl(bytes);
    if (msg?.type === "resize") attachment.resize(msg.cols, msg.rows);
    // Other (or malformed) text messages are ignored, as the protocol says.
  });
  socket.on("close", () => attachment.detach());
}

type Control = { type: "resize"; cols: number; rows: number };

function parseControl(bytes: Buffer): Control | undefined {
  let msg: unknown;
  try {
    msg = JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof msg !== "object" || msg === null) return undefined;
  const { type, cols, rows } = msg as Record<string, unknown>;
  if (type === "resize" && isSize(cols) && isSize(rows)) return { type, cols, rows };
  return undefined;
}

const isSize = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 65535;

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
