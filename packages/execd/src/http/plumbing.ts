// execd's access token, checked on every request. Error answers are written in one place, the
// server's #error (handlers throw an ExecdError).
import { secretMatches, type Authenticate } from "@opensandbox/http-kit";
import type { ErrorCode } from "../errors.ts";

export const TOKEN_HEADER = "x-execd-access-token";

/** The token is read per request: a claim (services/claim.ts) replaces it while execd runs. */
export function tokenCheck(token: string | (() => string)): Authenticate<ErrorCode> {
  const current = typeof token === "string" ? () => token : token;
  return (req) =>
    secretMatches(req.headers[TOKEN_HEADER], current()) ? undefined : { code: "UNAUTHORIZED", message: "missing or invalid X-EXECD-ACCESS-TOKEN header" };
}
