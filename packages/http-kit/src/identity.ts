// Request ids and secret comparison, the same on both sides of the wire. Nothing here loads
// node:crypto up front: execd, in every sandbox, would pay OpenSSL's initialisation (~1.4 MB)
// for it; it passes ids it reads from /dev/urandom instead.
export const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

type HasHeaders = { headers: Record<string, string | string[] | undefined> };

/** A fresh UUID from node:crypto, loaded on first use. */
export const newRequestId = (): string => process.getBuiltinModule("node:crypto").randomUUID();

/** Uses the client's X-Request-ID when it is a sane token, else a fresh id. */
export function requestId(req: HasHeaders, fresh: () => string = newRequestId): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : fresh();
}

/**
 * Compares a secret in constant time: every character of `expected` is looked at whatever
 * `given` holds, differences are OR-ed together without branching, and a length mismatch only
 * adds to them (the time depends on the expected secret's length alone). Non-strings never match.
 */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  let diff = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) diff |= (given.charCodeAt(i % Math.max(given.length, 1)) || 0) ^ expected.charCodeAt(i);
  return diff === 0;
}
