// Handlers for /files/* and /directories/* (the Filesystem tag of specs/execd-api.yaml). The
// work is in services/files*.ts; this module maps HTTP onto it:
// - `path` query parameters are decoded from the raw URL, byte by byte, so names that are not
//   valid UTF-8 can be addressed (`%FF`), see services/files-names.ts;
// - uploads are multipart, streamed part by part to disk; they need @fastify/multipart, which
//   registerFileUploads() registers (call it on the app before it is ready);
// - walks (search, list) stop when the client goes away.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouteHandlers } from "../../generated/execd/fastify.gen.ts";
import type { Services } from "../../services/index.ts";
import { ExecdError } from "../../errors.ts";
import { sendError } from "../plumbing.ts";
import { openEventStream } from "../stream.ts";
import type { FileWatchEvent } from "../../generated/execd/types.gen.ts";
import { FileService } from "../../services/files.ts";
import { openDownload, openLines } from "../../services/files-download.ts";
import { rawQueryValues, type Name } from "../../services/files-names.ts";
import { Upload, type UploadPart } from "../../services/files-upload.ts";

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

/** Limits for upload parsing: file size unbounded (streamed to disk), metadata fields small. */
export const UPLOAD_LIMITS = {
  fileSize: Number.MAX_SAFE_INTEGER,
  files: 10_000,
  fields: 10_000,
  parts: 20_000,
  fieldSize: 1024 * 1024,
  headerPairs: 200,
};

/** Registers multipart parsing (limits are also passed per request, so a plain registration works too). */
export function registerFileUploads(app: FastifyInstance): void {
  app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
}

/** All values of the `path` query parameter, byte-exact; falls back to the parsed query. */
function queryPaths(req: FastifyRequest, parsed: string | string[] | undefined): Name[] {
  const raw = rawQueryValues(req.raw.url ?? "", "path");
  if (raw.length > 0) return raw;
  return parsed === undefined ? [] : Array.isArray(parsed) ? parsed : [parsed];
}

const firstPath = (req: FastifyRequest, parsed: string): Name => queryPaths(req, parsed)[0] ?? parsed;

/** Aborted when the client disconnects before the response is complete. */
function clientGone(reply: FastifyReply): AbortSignal {
  const ac = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) ac.abort(new ExecdError("RUNTIME_ERROR", "client disconnected"));
  });
  return ac.signal;
}

export function fileHandlers(s: Services): Pick<RouteHandlers, Ops> {
  const files = new FileService();

  return {
    watchFiles: async (req, reply) => {
      const run = s.watches.start(req.query.path, req.query.recursive ?? true); // 400/404/503 before the stream opens
      if (req.method === "HEAD") {
        // fastify derives HEAD from GET: the head, and done (the watch started above is never run: release it).
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
      const result = await files.search(firstPath(req, req.query.path), req.query.pattern ?? "**", { signal: clientGone(reply) });
      return reply.code(200).send(result);
    },

    replaceContent: async (req, reply) => {
      const counts = await files.replace(req.body);
      if (req.query?.verbose) return reply.code(200).send(counts);
      return reply.code(200).send(undefined as never); // no body without verbose (upstream)
    },

    uploadFile: async (req, reply) => {
      const r = req as FastifyRequest & { isMultipart?: () => boolean; parts?: (o: object) => AsyncIterable<UploadPart> };
      if (typeof r.isMultipart !== "function" || typeof r.parts !== "function" || !r.isMultipart()) {
        throw new ExecdError("INVALID_REQUEST_BODY", "the upload must be multipart/form-data with metadata and file parts");
      }
      try {
        await new Upload(files).run(r.parts({ limits: UPLOAD_LIMITS, throwFileSizeLimit: true }));
      } catch (err) {
        // Stop parsing and read the rest of the body into the void, so the client, which may
        // still be sending, gets the error instead of a stalled connection.
        req.raw.unpipe();
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
        return sendError(reply, "RANGE_NOT_SATISFIABLE", `range ${JSON.stringify(range)} lies outside the file (${res.headers["content-range"]})`);
      }
      return reply.code(res.status).headers(res.headers).send(res.body as never);
    },

    listDirectory: async (req, reply) => {
      const result = await files.list(firstPath(req, req.query.path), req.query.depth ?? 1, { signal: clientGone(reply) });
      return reply.code(200).send(result);
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
