// execd's access token, checked on every request, and its error answers (see ErrorResponse.code
// in specs/execd-api.yaml).
import { secretMatches, type Authenticate } from "@opensandbox/http-kit";
import { ERROR_STATUS, type ErrorCode } from "../errors.ts";
import type { Reply } from "./server.ts";

export const TOKEN_HEADER = "x-execd-access-token";

/** The token is read per request: a claim (services/claim.ts) replaces it while execd runs. */
export function tokenCheck(token: string | (() => string)): Authenticate<ErrorCode> {
  const current = typeof token === "string" ? () => token : token;
  return (req) =>
    secretMatches(req.headers[TOKEN_HEADER], current()) ? undefined : { code: "UNAUTHORIZED", message: "missing or invalid X-EXECD-ACCESS-TOKEN header" };
}

/** Answers `{code, message}` with the code's status (for handlers that answer errors themselves). */
export function sendError<R extends Reply>(reply: R, code: ErrorCode, message: string): R {
  reply.code(ERROR_STATUS[code]).type("application/json; charset=utf-8").send({ code, message } as never);
  return reply;
}
