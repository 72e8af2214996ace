// Cross-cutting HTTP behaviour of execd: the access token on every request, request ids, and
// one error shape ({code, message}) for every failure.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { ERROR_STATUS, ExecdError, type ErrorCode } from "../errors.ts";

export const TOKEN_HEADER = "x-execd-access-token";
const REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Constant-time token check (hashing first makes the lengths equal). */
export function tokenMatches(given: unknown, expected: string): boolean {
  return typeof given === "string" && timingSafeEqual(digest(given), digest(expected));
}

export function sendError(reply: FastifyReply, code: ErrorCode, message: string): FastifyReply {
  return reply.code(ERROR_STATUS[code]).type("application/json").send({ code, message });
}

export function installPlumbing(app: FastifyInstance, token: string): void {
  app.addHook("onRequest", async (req, reply) => {
    reply.header("X-Request-ID", req.id);
    if (!tokenMatches(req.headers[TOKEN_HEADER], token)) {
      return sendError(reply, "UNAUTHORIZED", "missing or invalid X-EXECD-ACCESS-TOKEN header");
    }
  });

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(new ExecdError("INVALID_REQUEST_BODY", `request body is not valid JSON: ${(err as Error).message}`), undefined);
    }
  });

  app.setNotFoundHandler((req, reply) => {
    sendError(reply, "ROUTE_NOT_FOUND", `no route ${req.method} ${req.url.split("?")[0]}`);
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof ExecdError) return sendError(reply, error.code, error.message);
    if (error.validation) {
      const first = error.validation[0];
      const where = `${error.validationContext ?? "request"}${first?.instancePath ?? ""}`.replace(/\//g, ".");
      const code: ErrorCode = error.validationContext === "body" ? "INVALID_REQUEST_BODY" : "MISSING_QUERY";
      return sendError(reply, code, `${where} ${first?.message ?? "is invalid"}`);
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return sendError(reply, "PAYLOAD_TOO_LARGE", "request body is too large");
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return sendError(reply, "INVALID_REQUEST_BODY", `unsupported Content-Type "${req.headers["content-type"]}"`);
    }
    if (error.statusCode && error.statusCode < 500) return sendError(reply, "INVALID_REQUEST_BODY", error.message);
    req.log.error({ err: error }, "request failed");
    return sendError(reply, "UNKNOWN", `internal error (request ${req.id})`);
  });
}
