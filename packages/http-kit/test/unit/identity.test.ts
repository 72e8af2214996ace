import { describe, expect, it } from "vitest";
import { requestId, secretMatches } from "../../src/identity.ts";

describe("secretMatches", () => {
  const secret = "s3cr3t-token-0123456789abcdef";
  it("matches the secret only", () => {
    expect(secretMatches(secret, secret)).toBe(true);
    expect(secretMatches(`${secret}`.slice(0), secret)).toBe(true);
    for (const other of ["", "s", secret.slice(0, -1), `${secret}x`, `x${secret}`, secret.replace("0", "1"), secret.toUpperCase(), secret + secret]) {
      expect(secretMatches(other, secret), JSON.stringify(other)).toBe(false);
    }
  });
  it("never matches a non-string, and an empty secret only matches itself", () => {
    for (const v of [undefined, null, 1, [secret], { toString: () => secret }]) expect(secretMatches(v, secret)).toBe(false);
    expect(secretMatches("", "")).toBe(true);
    expect(secretMatches("a", "")).toBe(false);
  });
  it("agrees with plain equality on random strings", () => {
    const chars = "ab\u00e9\u{1F600}";
    const pick = (n: number) => Array.from({ length: n }, () => [...chars][Math.floor(Math.random() * 4)]).join("");
    for (let i = 0; i < 5000; i++) {
      const a = pick(Math.floor(Math.random() * 4));
      const b = Math.random() < 0.3 ? a : pick(Math.floor(Math.random() * 4));
      expect(secretMatches(a, b)).toBe(a === b);
    }
  });
});

describe("requestId", () => {
  it("keeps a sane client id, else makes one (with the given maker)", () => {
    expect(requestId({ headers: { "x-request-id": "abc-123" } })).toBe("abc-123");
    expect(requestId({ headers: { "x-request-id": "bad id" } }, () => "made")).toBe("made");
    expect(requestId({ headers: {} })).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
