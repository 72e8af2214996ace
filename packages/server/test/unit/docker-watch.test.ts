// The Docker runtime's watch reports execd ready even when the engine's log follow misses the
// ready line: osb-init logs it at the container's start when execd starts lazily, while the
// follow attaches, and under load (50 concurrent creates) the engine lost it for a few sandboxes,
// which then stayed Pending/EXECD_STARTING. A fake engine whose follow never delivers the line.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { validateConfig } from "../../src/config/config.ts";
import { DockerRuntime } from "../../src/runtime/docker.ts";
import type { RuntimeEvent } from "../../src/runtime/runtime.ts";

const READY = '{"by":"osb-init","lazy":true,"port":44772,"msg":"execd ready"}\n';

function fakeEngine() {
  const events = new PassThrough();
  const follows: PassThrough[] = [];
  const engine = {
    getEvents: async () => events,
    listContainers: async () => [],
    getContainer: (id: string) => ({
      id,
      logs: async (opts: { follow?: boolean }) => {
        if (!opts.follow) return Buffer.from(READY); // what the container wrote so far
        const s = new PassThrough(); // attached after the line: it never comes
        follows.push(s);
        return s;
      },
    }),
    modem: { demuxStream: (s: PassThrough, out: PassThrough) => s.pipe(out) },
  };
  return { engine, events, follows };
}

describe("DockerRuntime.watch", () => {
  it("reports execd ready from the log written before its follow attached, and execdServing says so", async () => {
    const { config } = validateConfig({ server: { api_key: "k" } });
    const rt = new DockerRuntime({ docker: config.docker, execdRuntimeDir: "/nonexistent", instance: "i" });
    const { engine, events, follows } = fakeEngine();
    (rt as unknown as { docker: unknown }).docker = engine;
    const seen: RuntimeEvent[] = [];
    const stop = rt.watch((e) => seen.push(e));
    try {
      await new Promise((r) => setTimeout(r, 20)); // connected
      expect(rt.execdServing("s1")).toBe(false);
      events.write(JSON.stringify({ Action: "start", time: Math.floor(Date.now() / 1000), Actor: { ID: "c1", Attributes: { "opensandbox.io/id": "s1" } } }) + "\n");
      const deadline = Date.now() + 2000;
      while (!seen.some((e) => e.type === "execd") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(follows).toHaveLength(1);
      expect(seen.filter((e) => e.type === "execd")).toEqual([{ type: "execd", sandboxId: "s1", ready: true }]);
      expect(rt.execdServing("s1")).toBe(true);
      follows[0]!.end(); // the container stopped
      await new Promise((r) => setTimeout(r, 20));
      expect(rt.execdServing("s1")).toBe(false);
    } finally {
      stop();
    }
  });
});
