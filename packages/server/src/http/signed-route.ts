// Signed routes: URLs of one sandbox port through the server proxy that work without any header,
// so that a browser can open them. The credential is a token in the path,
//   /sandboxes/{sandboxId}/signed/{port}/{expires base 36}.{key generation}.{HMAC-SHA256}/…
// an HMAC over the sandbox id, the port and the expiry under a key derived from the server's
// secret key and [ingress] signing_key_generation. Upstream's signed routes (OSEP-0011) carry 32
// bits of a plain SHA-256; these carry the whole 256-bit HMAC.
//
// Why a path prefix and not a query token: a page served under the prefix resolves its relative
// links (`app.js`, `api/items`, `ws`) under the same prefix, so every request the browser makes
// for it carries the token; a `?token=` would be lost on the first relative link or form. The
// prefix is removed before the request reaches the sandbox, so the service there never sees it
// in its request line.
import { createHmac } from "node:crypto";
import { secretMatches, type Refusal } from "@opensandbox/http-kit";
import { invalid, type ErrorCode } from "../errors.ts";
import type { SecretKey } from "../secrets/secret-key.ts";

/** `[/v1]/sandboxes/{id}/signed/{port}/{token}[/{rest}][?query]`. */
const SIGNED_PATH = /^((?:\/v1)?\/sandboxes\/([^/?#]+)\/signed\/(\d{1,5})\/([^/?#]*))(\/[^?#]*)?(\?.*)?$/;
const TOKEN = /^([0-9a-z]{1,13})\.([0-9]{1,9})\.([A-Za-z0-9_-]{43})$/;

export type SignedUrl = {
  sandboxId: string;
  port: number;
  token: string;
  /** The path the client used up to and including the token (with `/v1` when it used it). */
  prefix: string;
  /** What follows the token, forwarded as the request path: `/` when nothing does. */
  rest: string;
  /** Whether nothing followed the token (not even `/`). */
  bare: boolean;
  /** The query string with its `?`, or "". */
  query: string;
};

/** Splits a signed-route URL; undefined when `url` is not one. Percent-escapes in the id are decoded (undefined when malformed). */
export function parseSignedUrl(url: string): SignedUrl | undefined {
  const m = SIGNED_PATH.exec(url);
  if (!m) return undefined;
  const port = Number(m[3]);
  if (port < 1 || port > 65535) return undefined;
  let sandboxId: string;
  try {
    sandboxId = decodeURIComponent(m[2]!);
  } catch {
    return undefined;
  }
  const query = m[6] ?? "";
  return { sandboxId, port, token: m[4]!, prefix: m[1]!, rest: `${m[5] ?? "/"}${query}`, bare: m[5] === undefined, query };
}

/** Whether the path of `url` is a signed route's (whatever its token): such requests need no API key. */
export function isSignedPath(url: string): boolean {
  return SIGNED_PATH.test(url);
}

export type SignerOptions = {
  /** [ingress] signing_key_generation. */
  generation: number;
  /** [ingress] signed_route_max_seconds. */
  maxSeconds: number;
};

export class RouteSigner {
  private readonly key: Buffer;
  private readonly opts: SignerOptions;

  constructor(secrets: SecretKey, opts: SignerOptions) {
    this.key = secrets.routeSigningKey(opts.generation);
    this.opts = opts;
  }

  private mac(sandboxId: string, port: number, expires36: string): string {
    // Fields separated by newlines, which none of them can hold: no two inputs share a string.
    return createHmac("sha256", this.key).update(`opensandbox signed route v1\n${sandboxId}\n${port}\n${expires36}\n`).digest("base64url");
  }

  /**
   * The token for `port` of `sandboxId` until `expires` (Unix seconds, decimal, as the API takes
   * it). Refuses (INVALID_PARAMETER) an expiry that has passed or lies further ahead than
   * [ingress] signed_route_max_seconds.
   */
  issue(sandboxId: string, port: number, expires: string, nowMs = Date.now()): string {
    const at = Number(expires);
    if (at * 1000 <= nowMs) throw invalid(`expires must lie in the future (Unix seconds), got ${expires}, which is ${new Date(at * 1000).toISOString()}`);
    const max = this.opts.maxSeconds;
    if (at > Math.floor(nowMs / 1000) + max) {
      throw invalid(`expires must lie at most ${max} seconds ahead on this server ([ingress] signed_route_max_seconds), got ${expires}`);
    }
    const expires36 = at.toString(36);
    return `${expires36}.${this.opts.generation}.${this.mac(sandboxId, port, expires36)}`;
  }

  /**
   * Whether the signed-route URL `url` may be served now: undefined when it may, else the
   * refusal. The signature is checked first (in constant time), so an altered expiry is an
   * invalid signature, not an expired route.
   */
  check(url: string, nowMs = Date.now()): Refusal<ErrorCode> | undefined {
    const invalidRoute = (why: string): Refusal<ErrorCode> => ({ code: "SIGNED_ROUTE_INVALID", message: `this signed route is not valid: ${why}` });
    const parsed = parseSignedUrl(url);
    if (!parsed) return invalidRoute("its sandbox id holds a malformed percent-escape or its port is out of range");
    const m = TOKEN.exec(parsed.token);
    if (!m) return invalidRoute("its token is malformed (expected {expires}.{generation}.{signature} as issued by GET /sandboxes/{id}/endpoints/{port}?expires=…)");
    const [, expires36, generation, signature] = m as unknown as [string, string, string, string];
    if (Number(generation) !== this.opts.generation) {
      return invalidRoute(`it was signed with key generation ${generation}, which this server no longer accepts (the signing key was rotated); ask for a new one`);
    }
    if (!secretMatches(signature, this.mac(parsed.sandboxId, parsed.port, expires36))) {
      return invalidRoute("its signature does not match this sandbox, port and expiry");
    }
    const expires = parseInt(expires36, 36);
    if (!Number.isSafeInteger(expires) || nowMs >= expires * 1000) {
      const when = Number.isSafeInteger(expires) ? new Date(expires * 1000).toISOString() : expires36;
      return { code: "SIGNED_ROUTE_EXPIRED", message: `this signed route expired at ${when}; ask for a new one` };
    }
    return undefined;
  }
}
