// The server's side of the shared HTTP skeleton (@opensandbox/http-kit): its error codes and
// authentication: the API key, except /health (open) and signed routes (their token instead).
import { httpKit, secretMatches, type Authenticate } from "@opensandbox/http-kit";
import { ERROR_STATUS, type ErrorCode } from "../errors.ts";
import { isSignedPath, type RouteSigner } from "./signed-route.ts";

export const API_KEY_HEADER = "open-sandbox-api-key";
/** Paths served without an API key. */
const PUBLIC_PATHS = new Set(["/health", "/v1/health"]);

/** The egress API of a sandbox (specs/egress-api.yaml): `/sandboxes/{id}/egress/…`, with or without `/v1`. */
const EGRESS_PATH = /^(?:\/v1)?\/sandboxes\/([^/?#]+)\/egress(?:[/?#]|$)/;
const EGRESS_AUTH = "opensandbox-egress-auth";
/** Whether a token is a sandbox's egress token. */
export type EgressTokenCheck = (sandboxId: string, token: string) => boolean;

export function apiKeyCheck(apiKey: string | undefined, signer?: RouteSigner, egress?: EgressTokenCheck): Authenticate<ErrorCode> {
  return (req) => {
    // A signed route's token is its credential, with or without an API key on the server.
    if (signer && isSignedPath(req.url ?? "/")) return signer.check(req.url ?? "/");
    // The egress API takes the sandbox's egress token, never the API key (as upstream's sidecar).
    const e = egress && EGRESS_PATH.exec(req.url ?? "/");
    if (e && egress) {
      const given = req.headers[EGRESS_AUTH];
      if (typeof given !== "string" || given === "") return { code: "MISSING_EGRESS_AUTH", message: "missing egress token: send the OPENSANDBOX-EGRESS-AUTH header from the sandbox's endpoint of port 18080" };
      let id: string;
      try {
        id = decodeURIComponent(e[1]!);
      } catch {
        return { code: "INVALID_EGRESS_AUTH", message: "invalid egress token" };
      }
      return egress(id, given) ? undefined : { code: "INVALID_EGRESS_AUTH", message: "invalid egress token for this sandbox" };
    }
    if (!apiKey || PUBLIC_PATHS.has((req.url ?? "/").split("?")[0]!)) return undefined;
    const given = req.headers[API_KEY_HEADER];
    if (typeof given !== "string" || given === "") {
      return { code: "MISSING_API_KEY", message: "missing API key: send it in the OPEN-SANDBOX-API-KEY header" };
    }
    return secretMatches(given, apiKey) ? undefined : { code: "INVALID_API_KEY", message: "invalid API key" };
  };
}

export function serverHttpKit(apiKey: string | undefined, signer?: RouteSigner, egress?: EgressTokenCheck) {
  return httpKit<ErrorCode>({
    codes: {
      status: ERROR_STATUS,
      invalidJson: "INVALID_JSON",
      bodyTooLarge: "REQUEST_BODY_TOO_LARGE",
      unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
      routeNotFound: "ROUTE_NOT_FOUND",
      invalid: { body: "INVALID_PARAMETER", querystring: "INVALID_PARAMETER", params: "INVALID_PARAMETER", headers: "INVALID_PARAMETER" },
      malformed: "INVALID_PARAMETER",
      clientError: "INVALID_PARAMETER",
      internal: "INTERNAL_ERROR",
    },
    authenticate: apiKeyCheck(apiKey, signer, egress),
    internalMessage: (error, id) =>
      ["ECONNREFUSED", "ENOENT", "EACCES"].includes((error as NodeJS.ErrnoException).code ?? "")
        ? `the container engine is unreachable (request ${id})`
        : `internal error; see the server log for request ${id}`,
  });
}

export type ServerHttpKit = ReturnType<typeof serverHttpKit>;
