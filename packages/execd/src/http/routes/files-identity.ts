// /v1/filesystem/{uid}/{gid}/... : the file routes as another user (services/files-worker.ts).
// execd validates the path and query, starts a worker with that identity and relays the request
// (body streamed, unread here) and the worker's answer. The worker serves the ordinary file
// routes (fileHandlers), so both answer exactly alike, errors included.
import http from "node:http";
import { pipeline } from "node:stream";
import { createLogger } from "../../log.ts";
import { ExecdError } from "../../errors.ts";
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import { routes } from "../../generated/execd/routes.gen.ts";
import { forwardHeaders, responseHeaders } from "../../services/proxy.ts";
import { startWorker, type Worker } from "../../services/files-worker.ts";
import { optionalBody } from "@opensandbox/http-kit";
import { TOKEN_HEADER, tokenCheck } from "../plumbing.ts";
import { HttpApp, type Reply, type Request } from "../server.ts";
import { fileHandlers } from "./files.ts";

const FILE_OPS = [
  "getFilesInfo",
  "removeFiles",
  "chmodFiles",
  "renameFiles",
  "searchFiles",
  "replaceContent",
  "uploadFile",
  "downloadFile",
  "listDirectory",
  "makeDirs",
  "removeDirs",
] as const;
type FileOp = (typeof FILE_OPS)[number];
type IdentityOp = `identity${Capitalize<FileOp>}`;
const identityOp = (op: FileOp) => `identity${op[0]!.toUpperCase()}${op.slice(1)}` as IdentityOp;
export const isIdentityOp = (operationId: string): boolean => FILE_OPS.some((op) => identityOp(op) === operationId);

const PREFIX = /^\/v1\/filesystem\/[^/?#]+\/[^/?#]+/;
/** A worker still running this long after its answer was sent is killed. */
const EXIT_GRACE_MS = 5000;

const workers = new Set<Worker>();

/** The handler of one identity operation: a worker serving the ordinary `op`, and the relay to it. */
const relayTo = (op: FileOp) =>
  async function relay(req: Request, reply: Reply): Promise<void> {
    const { uid, gid } = req.params as { uid: number; gid: number };
    return relayVia(startWorker({ uid, gid }, op), req, reply);
  };

async function relayVia(worker: Worker, req: Request, reply: Reply): Promise<void> {
  workers.add(worker);
  const kill = () => {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill("SIGKILL");
  };
  worker.child.on("exit", () => workers.delete(worker));
  const raw = req.raw;
  const headers = [...forwardHeaders(raw.rawHeaders, [TOKEN_HEADER]), "X-EXECD-ACCESS-TOKEN", worker.token];
  const up = http.request({
    createConnection: () => worker.socket,
    method: raw.method,
    path: (raw.url ?? "/").replace(PREFIX, "") || "/",
    headers: headers as unknown as http.OutgoingHttpHeaders, // a raw [name, value, ...] list is accepted
    setHost: false,
  });
  // A worker may answer and exit at once (it exits when its connection closes): its exit can be
  // seen before its answer is read from the socket pair (gVisor shows it), so a worker that
  // exited counts as dead only once everything it wrote has been read.
  const drained = new Promise<void>((resolve) => {
    if (worker.socket.destroyed) return resolve();
    worker.socket.once("close", () => resolve());
    worker.socket.once("end", () => resolve());
  });
  const dead = worker.exited.then(async (why) => {
    await Promise.race([drained, new Promise((r) => setTimeout(r, 1000).unref())]);
    return why;
  });
  const answer = new Promise<http.IncomingMessage>((resolve, reject) => {
    up.on("response", resolve);
    up.on("error", () => void dead.then((why) => reject(new ExecdError("RUNTIME_ERROR", why))));
    // A worker that dies before answering (killed, out of memory) closes its end of the pair.
    void dead.then((why) => reject(new ExecdError("RUNTIME_ERROR", why)));
  });
  raw.pipe(up);
  const res = reply.raw;
  res.on("close", () => {
    if (!res.writableFinished) {
      up.destroy();
      kill(); // the client left: stop the work
    } else setTimeout(kill, EXIT_GRACE_MS).unref();
  });
  let answered: http.IncomingMessage;
  try {
    answered = await answer;
  } catch (err) {
    raw.unpipe(up);
    raw.resume();
    kill();
    throw err;
  }
  reply.hijack();
  res.writeHead(answered.statusCode ?? 500, answered.statusMessage, responseHeaders(answered, req.id));
  pipeline(answered, res, (err) => {
    if (err) {
      kill();
      res.destroy();
    }
  });
}

/** Handlers for the route table's type; the routes themselves are registered by registerIdentityFiles. */
export function identityHandlers(): Pick<RouteHandlers, IdentityOp> {
  return Object.fromEntries(FILE_OPS.map((op) => [identityOp(op), relayTo(op)])) as unknown as Pick<RouteHandlers, IdentityOp>;
}

/**
 * The identity routes: bodies stay unread (the worker parses them), so only the path and query
 * are validated here.
 */
export function registerIdentityFiles(app: HttpApp): void {
  app.beforeClose(() => {
    for (const w of workers) w.child.kill("SIGKILL");
  });
  for (const op of FILE_OPS) {
    const route = routes[identityOp(op)];
    const { body: _body, ...schema } = route.schema as { body?: object };
    app.route({ method: route.method, url: route.url, schema, body: "raw", handler: relayTo(op) });
  }
}

export const isFileOp = (op: string): op is FileOp => (FILE_OPS as readonly string[]).includes(op);

/**
 * The worker's app: the ordinary route of `op` (only it: compiling every route's validators would
 * slow each worker's start), refused with NOT_SUPPORTED when the identity could not be taken
 * (`refused()` says why; it is asked per request because the app is built before the identity is taken).
 */
export function buildWorkerApp(token: string, refused: () => string | undefined, op: FileOp): HttpApp {
  const app = new HttpApp({ log: createLogger({ level: "warn", write: (line) => void process.stderr.write(line) }), authenticate: tokenCheck(token) });
  app.addCheck(() => {
    const why = refused();
    return why === undefined ? undefined : { code: "NOT_SUPPORTED", message: why };
  });
  const handlers = fileHandlers({} as never) as unknown as Record<string, (...a: never[]) => unknown>;
  const route = routes[op];
  app.route({ method: route.method, url: route.url, schema: optionalBody(route), handler: handlers[op] as never });
  return app;
}
