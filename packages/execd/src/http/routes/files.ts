// Handlers for /files/* and /directories/* (the Filesystem tag of specs/execd-api.yaml). The
// work is in services/files*.ts; this module maps HTTP onto it:
// - `path` query parameters are decoded from the raw URL, byte by byte, so names that are not
//   valid UTF-8 can be addressed (`%FF`), see services/files-names.ts;
// - uploads are multipart, read by services/files-multipart.ts straight from the request and
//   streamed part by part to disk (server.ts leaves multipart bodies unread);
// - downloads of regular files are written by services/files-download.ts straight to the
//   response (large reads, the response's own back-pressure), not through a piped stream;
// - walks (search, list) are streamed as a JSON array while they run (the head at once, memory
//   flat however big the tree) and stop when the client goes away.
import type { OutgoingHttpHeaders } from "node:http";
import { Readable } from "node:stream";
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import type { Services } from "../../services/index.ts";
import { ExecdError } from "../../errors.ts";
import { openEventStream } from "../stream.ts";
import type { Reply, Request } from "../server.ts";
import type { FileInfo, FileWatchEvent } from "../../generated/execd/types.gen.ts";
import { FileService } from "../../services/files.ts";
import { openDownload, openLines, sendFile } from "../../services/files-download.ts";
import { rawQueryValues, type Name } from "../../services/files-names.ts";
import { Upload } from "../../services/files-upload.ts";

type Ops =
  | "getFilesInfo"
  | "removeFiles"
  | "chmodFiles"
  | "renameFiles"
  | "searchFiles"
  | "replaceContent"
  | "uploadFile"
  | "downloadFile"
  | "listDirectory"
  | "makeDirs"
  | "removeDirs"
  | "watchFiles";

/** All values of the `path` query parameter, byte-exact; falls back to the parsed query. */
function queryPaths(req: Request, parsed: string | string[] | undefined): Name[] {
  const raw = rawQueryValues(req.raw.url ?? "", "path");
  if (raw.length > 0) return raw;
  return parsed === undefined ? [] : Array.isArray(parsed) ? parsed : [parsed];
}

const firstPath = (req: Request, parsed: string): Name => queryPaths(req, parsed)[0] ?? parsed;

/** Aborted when the client disconnects before the response is complete. */
function clientGone(reply: Reply): AbortSignal {
  const ac = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) ac.abort(new ExecdError("RUNTIME_ERROR", "client disconnected"));
  });
  return ac.signal;
}

/**
 * A walk's entries as one JSON array, sent while the walk runs: the head goes out at once, the
 * array in chunks of about 64 KiB under the response's back-pressure. A walk that fails midway
 * (only the client leaving makes it) ends the connection, so a truncated array never looks whole.
 */
function sendWalk(req: Request, reply: Reply, walk: AsyncGenerator<FileInfo>): Reply {
  reply.code(200).type("application/json; charset=utf-8");
  if (req.method === "HEAD") {
    void walk.return(undefined); // the head only: no walk
    reply.hijack();
    reply.raw.end();
    return reply;
  }
  reply.send(Readable.from(jsonArray(walk), { objectMode: false }));
  reply.raw.flushHeaders();
  return reply;
}

async function* jsonArray(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  let chunk = "[";
  let first = true;
  for await (const item of items) {
    chunk += (first ? "" : ",") + JSON.stringify(item);
    first = false;
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = "";
    }
  }
  yield chunk + "]";
}

export function fileHandlers(s: Services): Pick<RouteHandlers, Ops> {
  const files = new FileService();

  return {
    watchFiles: async (req, reply) => {
      const run = s.watches.start(req.query.path, req.query.recursive ?? true); // 400/404/503 before the stream opens
      if (req.method === "HEAD") {
        // HEAD runs the GET route: the head, and done (the watch started above is never run: release it).
        void run({ send: () => undefined, closed: Promise.resolve(), isClosed: () => true, end: () => undefined });
        reply.hijack();
        reply.raw.writeHead(200, { "content-type": "text/event-stream", "x-request-id": String(req.id) });
        return void reply.raw.end();
      }
      await run(openEventStream<FileWatchEvent>(reply, () => ({ type: "ping", timestamp: Date.now() })));
    },

    getFilesInfo: async (req, reply) => reply.code(200).send(await files.info(queryPaths(req, req.query.path))),

    removeFiles: async (req, reply) => {
      await files.removeFiles(queryPaths(req, req.query.path));
      return reply.code(200).send();
    },

    chmodFiles: async (req, reply) => {
      await files.chmod(req.body);
      return reply.code(200).send();
    },

    renameFiles: async (req, reply) => {
      await files.rename(req.body);
      return reply.code(200).send();
    },

    searchFiles: async (req, reply) => {
      const signal = clientGone(reply);
      return sendWalk(req, reply, await files.search(firstPath(req, req.query.path), req.query.pattern ?? "**", { signal }));
    },

    replaceContent: async (req, reply) => {
      const counts = await files.replace(req.body);
      if (req.query?.verbose) return reply.code(200).send(counts);
      return reply.code(200).send(undefined as never); // no body without verbose (upstream)
    },

    uploadFile: async (req, reply) => {
      const type = req.headers["content-type"];
      if (typeof type !== "string" || !/^\s*multipart\/form-data\s*(;|$)/i.test(type)) {
        throw new ExecdError("INVALID_REQUEST_BODY", "the upload must be multipart/form-data with metadata and file parts");
      }
      try {
        await new Upload(files).run(req.raw, type);
      } catch (err) {
        // Read the rest of the body into the void, so the client, which may still be sending,
        // gets the error instead of a stalled connection.
        req.raw.resume();
        throw err;
      }
      return reply.code(200).send();
    },

    downloadFile: async (req, reply) => {
      const p = firstPath(req, req.query.path);
      const range = req.headers.range;
      const { offset, limit } = req.query;
      if (offset !== undefined || limit !== undefined) {
        if (range !== undefined) throw new ExecdError("MISSING_QUERY", "offset/limit (lines) cannot be combined with a Range header");
        const lines = await openLines(files, p, offset, limit);
        return reply.code(200).headers(lines.headers).send(lines.body as never);
      }
      const ifRange = req.headers["if-range"];
      const res = await openDownload(files, p, range, typeof ifRange === "string" ? ifRange : undefined);
      if (res.status === 416) {
        reply.headers(res.headers);
        throw new ExecdError("RANGE_NOT_SATISFIABLE", `range ${JSON.stringify(range)} lies outside the file (${res.headers["content-range"]})`);
      }
      if ("body" in res) return reply.code(res.status).headers(res.headers).send(res.body as never);
      reply.hijack();
      await sendFile(req.raw, reply.raw, res.status, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...res.headers }, res.file);
    },

    listDirectory: async (req, reply) => {
      const signal = clientGone(reply);
      return sendWalk(req, reply, await files.list(firstPath(req, req.query.path), req.query.depth ?? 1, { signal }));
    },

    makeDirs: async (req, reply) => {
      await files.makeDirs(req.body);
      return reply.code(200).send();
    },

    removeDirs: async (req, reply) => {
      await files.removeDirs(queryPaths(req, req.query.path));
      return reply.code(200).send();
    },
  };
}
