// Random ids and bytes read from /dev/urandom, without node:crypto: loading that module
// initialises OpenSSL, ~1.4 MB of private memory in every sandbox's execd for ids it can have
// from the kernel directly. Modules that need real cryptography (Jupyter's message signatures,
// the announce's HMAC) load node:crypto when they first use it.
import { closeSync, openSync, readSync } from "node:fs";

const POOL_BYTES = 4096;
let pool: Buffer = Buffer.alloc(0);
let used = 0;

function read(n: number): Buffer {
  const out = Buffer.allocUnsafe(n);
  let fd: number;
  try {
    fd = openSync("/dev/urandom", "r");
  } catch {
    // An image without /dev/urandom (nothing mounted on /dev): the kernel's bytes through OpenSSL.
    return process.getBuiltinModule("node:crypto").randomFillSync(out);
  }
  try {
    for (let got = 0; got < n; ) got += readSync(fd, out, got, n - got, null);
  } finally {
    closeSync(fd);
  }
  return out;
}

/** `n` bytes no one else was given: each is handed out once, then wiped from the pool. */
export function randomBytes(n: number): Buffer {
  if (n > POOL_BYTES) return read(n);
  if (used + n > pool.length) {
    pool = read(POOL_BYTES);
    used = 0;
  }
  const out = Buffer.from(pool.subarray(used, used + n));
  pool.fill(0, used, used + n);
  used += n;
  return out;
}

/** A version 4 UUID (RFC 9562), like crypto.randomUUID(). */
export function randomUUID(): string {
  const b = randomBytes(16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
