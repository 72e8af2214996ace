import { describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "../../src/random.ts";

describe("random ids without node:crypto", () => {
  it("UUIDs are version 4 and unique", () => {
    const ids = new Set(Array.from({ length: 20_000 }, () => randomUUID()));
    expect(ids.size).toBe(20_000);
    for (const id of [...ids].slice(0, 100)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it("bytes are never handed out twice, across pool refills and for large reads", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const b = randomBytes(12);
      expect(b.length).toBe(12);
      seen.add(b.toString("hex"));
    }
    expect(seen.size).toBe(2000);
    const big = randomBytes(10_000);
    expect(big.length).toBe(10_000);
    expect(new Set(big).size).toBeGreaterThan(200); // all 256 values, in practice
  });
});
