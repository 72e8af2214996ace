// Cross-cutting HTTP behaviour: request ids, API-key auth, and one error shape for every failure.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, type ErrorCode } from "../errors.ts";

export const API_KEY_HEADER = "open-sandbox-api-key";
export const REQUEST_ID_HEADER = "x-request-id";
/** Paths served without an API key. */
const PUBLIC_PATHS = new Set(["/health", "/v1/health"]);
const REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

/** Uses the client's X-Request-ID when it is a sane token, else a fresh UUID. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Compares API keys in constant time (hashing first makes the lengths equal). */
export function keyMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function sendError(reply: FastifyReply, code: ErrorCode, message: string): FastifyReply {
  const err = new ApiError(code, message);
  return reply.code(err.status).type("application/json").send({ code, message });
}

export function installPlumbing(app: FastifyInstance, apiKey: string | undefined): void {
  // JSON bodies: an empty body counts as no body (clients send POST .../pause with a JSON
  // content type and nothing else); anything else must parse.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(new ApiError("INVALID_JSON", `request body is not valid JSON: ${(err as Error).message}`), undefined);
    }
  });
  app.addHook("onRequest", async (req, reply) => {
    reply.header("X-Request-ID", req.id);
    if (!apiKey || PUBLIC_PATHS.has(req.url.split("?")[0]!)) return;
    const given = req.headers[API_KEY_HEADER];
    if (typeof given !== "string" || given === "") {
      return sendError(reply, "MISSING_API_KEY", "missing API key: send it in the OPEN-SANDBOX-API-KEY header");
    }
    if (!keyMatches(given, apiKey)) return sendError(reply, "INVALID_API_KEY", "invalid API key");
  });

  app.setNotFoundHandler((req, reply) => {
    sendError(reply, "ROUTE_NOT_FOUND", `no route ${req.method} ${req.url.split("?")[0]}`);
  });

  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendError(reply, error.code, error.message);
    if (error.validation) {
      const first = error.validation[0];
      const where = `${error.validationContext ?? "request"}${first?.instancePath ?? ""}`;
      const detail =
        first?.keyword === "additionalProperties"
          ? `has unknown property "${(first.params as { additionalProperty?: string }).additionalProperty}"`
          : (first?.message ?? "is invalid");
      return sendError(reply, "INVALID_PARAMETER", `${where.replace(/\//g, ".")} ${detail}`);
    }
    switch (error.code) {
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return sendError(reply, "REQUEST_BODY_TOO_LARGE", `request body is larger than ${app.initialConfig.bodyLimit} bytes`);
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return sendError(reply, "UNSUPPORTED_MEDIA_TYPE", `unsupported Content-Type "${req.headers["content-type"]}"; send application/json`);
    }
    if (error.statusCode && error.statusCode < 500) return sendError(reply, "INVALID_PARAMETER", error.message);
    const engineDown = ["ECONNREFUSED", "ENOENT", "EACCES"].includes((error as NodeJS.ErrnoException).code ?? "");
    req.log.error({ err: error }, "request failed");
    return sendError(
      reply,
      "INTERNAL_ERROR",
      engineDown ? `the container engine is unreachable (request ${req.id})` : `internal error; see the server log for request ${req.id}`,
    );
  });
}
