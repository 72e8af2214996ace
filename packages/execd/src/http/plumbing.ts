// execd's side of the shared HTTP skeleton (@opensandbox/http-kit): its error codes (see
// ErrorResponse.code in specs/execd-api.yaml) and the access token on every request.
import { httpKit, secretMatches, type Authenticate } from "@opensandbox/http-kit";
import type { FastifyReply } from "fastify";
import { ERROR_STATUS, type ErrorCode } from "../errors.ts";

export const TOKEN_HEADER = "x-execd-access-token";

/** The token is read per request: a claim (services/claim.ts) replaces it while execd runs. */
export function tokenCheck(token: string | (() => string)): Authenticate<ErrorCode> {
  const current = typeof token === "string" ? () => token : token;
  return (req) =>
    secretMatches(req.headers[TOKEN_HEADER], current()) ? undefined : { code: "UNAUTHORIZED", message: "missing or invalid X-EXECD-ACCESS-TOKEN header" };
}

export function execdHttpKit(token: string | (() => string)) {
  return httpKit<ErrorCode>({
    codes: {
      status: ERROR_STATUS,
      invalidJson: "INVALID_REQUEST_BODY",
      bodyTooLarge: "PAYLOAD_TOO_LARGE",
      unsupportedMediaType: "INVALID_REQUEST_BODY",
      routeNotFound: "ROUTE_NOT_FOUND",
      // The spec: INVALID_REQUEST_BODY for the body, MISSING_QUERY for query parameters;
      // INVALID_PARAMETER for path parameters, headers and malformed requests.
      invalid: { body: "INVALID_REQUEST_BODY", querystring: "MISSING_QUERY", params: "INVALID_PARAMETER", headers: "INVALID_PARAMETER" },
      malformed: "INVALID_PARAMETER",
      clientError: "INVALID_REQUEST_BODY",
      internal: "UNKNOWN",
    },
    authenticate: tokenCheck(token),
    internalMessage: (_error, id) => `internal error (request ${id})`,
  });
}

/** Answers `{code, message}` with the code's status (for handlers that answer errors themselves). */
export function sendError(reply: FastifyReply, code: ErrorCode, message: string): FastifyReply {
  return reply.code(ERROR_STATUS[code]).type("application/json").send({ code, message });
}
