// commands.run on a sandbox whose endpoint is cached must cost less than 1 ms more than the
// same request made with a bare fetch that reads the body. Measured against a local HTTP server
// that answers like execd (no msw: its interception would dominate the numbers).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Sandbox } from "../../src/index.ts";

const STREAM = `{"type":"init","text":"c1"}\n\n{"type":"stdout","text":"hello"}\n\n{"type":"execution_complete","execution_time":1}\n\n`;
let server: Server;
let base: string;
let endpointLookups = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.includes("/endpoints/44772")) {
      endpointLookups++;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ endpoint: `127.0.0.1:${(server.address() as AddressInfo).port}`, headers: { "X-EXECD-ACCESS-TOKEN": "t" } }));
      return;
    }
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(STREAM);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

it("adds less than 1 ms to a raw fetch", async () => {
  const sandbox = await Sandbox.connect("sbx", { domain: base, apiKey: "k" });
  const raw = async () => {
    const res = await fetch(`http://${base}/command`, {
      method: "POST",
      headers: { "X-EXECD-ACCESS-TOKEN": "t", "content-type": "application/json" },
      body: JSON.stringify({ command: "echo hello" }),
    });
    await res.text();
  };
  const viaSdk = async () => {
    const r = await sandbox.commands.run("echo hello");
    if (r.stdout !== "hello\n") throw new Error("unexpected output");
  };
  for (let i = 0; i < 50; i++) {
    await raw();
    await viaSdk();
  }
  const rawTimes: number[] = [];
  const sdkTimes: number[] = [];
  for (let i = 0; i < 300; i++) {
    let t = performance.now();
    await raw();
    rawTimes.push(performance.now() - t);
    t = performance.now();
    await viaSdk();
    sdkTimes.push(performance.now() - t);
  }
  const overhead = median(sdkTimes) - median(rawTimes);
  expect(endpointLookups).toBe(1);
  expect(overhead, `median raw ${median(rawTimes).toFixed(3)} ms, sdk ${median(sdkTimes).toFixed(3)} ms`).toBeLessThan(1);
});
