import net from "node:net";
import { describe, expect, it } from "vitest";
import { ephemeralPorts, freePort } from "../fuzz/ports.ts";

describe("freePort", () => {
  it("picks a port outside the ephemeral range, where outgoing connections cannot take it before the server listens", async () => {
    const [low, high] = ephemeralPorts();
    for (let i = 0; i < 50; i++) {
      const port = await freePort();
      expect(port < low || port > high, `${port} in [${low}, ${high}]`).toBe(true);
      expect(port).toBeLessThan(30_000); // nor in Kubernetes' NodePort range
    }
  });

  it("never hands out a port someone listens on", async () => {
    const [low] = ephemeralPorts();
    const held: net.Server[] = [];
    try {
      // Hold every port but a few of the range, so picks land on held ones often.
      for (let port = 20_000; port < Math.min(30_000, low) - 20; port++) {
        const s = net.createServer();
        const ok = await new Promise<boolean>((r) => (s.once("error", () => r(false)), s.listen(port, "127.0.0.1", () => r(true))));
        if (ok) held.push(s);
      }
      const free = await freePort().catch((e: Error) => e);
      if (typeof free === "number") expect(free).toBeGreaterThanOrEqual(Math.min(30_000, low) - 20);
      else expect(free.message).toMatch(/no free port/);
    } finally {
      await Promise.all(held.map((s) => new Promise((r) => s.close(r))));
    }
  }, 60_000);
});
