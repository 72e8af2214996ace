// Request ids and secret comparison, the same on both sides of the wire.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

type HasHeaders = { headers: Record<string, string | string[] | undefined> };

/** Uses the client's X-Request-ID when it is a sane token, else a fresh UUID. */
export function requestId(req: HasHeaders): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Compares a secret in constant time (hashing first makes the lengths equal); non-strings never match. */
export function secretMatches(given: unknown, expected: string): boolean {
  return typeof given === "string" && timingSafeEqual(digest(given), digest(expected));
}
