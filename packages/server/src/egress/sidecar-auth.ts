// Authentication between the server and a Pod's egress sidecar (Kubernetes). The sidecar shares
// the Pod's network namespace with the workload, so the workload can connect to its port, and
// could listen on it itself if the sidecar were ever down. So the key never crosses the wire:
// a request carries a time, a fresh nonce and an HMAC of both with the method, the path and the
// body; the sidecar accepts it once within a time window, and signs its answer with the nonce,
// which the server checks. A listener that is not the sidecar learns nothing it could replay
// and cannot forge an answer.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const AUTH_HEADER = "x-osb-egress-auth";
export const REPLY_HEADER = "x-osb-egress-reply";
/** How far a request's time may be from the sidecar's clock (ms). */
export const WINDOW_MS = 30_000;

const digest = (body: string) => createHash("sha256").update(body).digest("base64url");
const mac = (key: string, text: string) => createHmac("sha256", key).update(text).digest("base64url");

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The header value for a request, and its nonce (the answer is signed with it). */
export function signRequest(key: string, method: string, path: string, body: string, now = Date.now()): { header: string; nonce: string } {
  const nonce = randomBytes(16).toString("base64url");
  return { header: `${now}.${nonce}.${mac(key, `req.${now}.${nonce}.${method.toUpperCase()} ${path}.${digest(body)}`)}`, nonce };
}

/** Nonces seen within the window: a request is accepted once. */
export class NonceCache {
  private readonly seen = new Map<string, number>();
  /** Records `nonce`; false when it was already seen. */
  add(nonce: string, now: number): boolean {
    for (const [n, at] of this.seen) {
      if (now - at <= 2 * WINDOW_MS) break;
      this.seen.delete(n);
    }
    if (this.seen.has(nonce)) return false;
    this.seen.set(nonce, now);
    return true;
  }
}

/** The nonce of a valid, fresh, unreplayed request; undefined otherwise. */
export function verifyRequest(key: string, header: string | undefined, method: string, path: string, body: string, seen: NonceCache, now = Date.now()): string | undefined {
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(header ?? "");
  if (!m) return undefined;
  const [, at, nonce, got] = m as unknown as [string, string, string, string];
  if (Math.abs(now - Number(at)) > WINDOW_MS) return undefined;
  if (!same(got, mac(key, `req.${at}.${nonce}.${method.toUpperCase()} ${path}.${digest(body)}`))) return undefined;
  return seen.add(nonce, now) ? nonce : undefined;
}

export const signReply = (key: string, nonce: string, status: number, body: string) => mac(key, `reply.${nonce}.${status}.${digest(body)}`);

export const verifyReply = (key: string, nonce: string, status: number, body: string, header: string | undefined) => same(header ?? "", signReply(key, nonce, status, body));
