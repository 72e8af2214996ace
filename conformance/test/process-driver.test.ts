// ProcessDriver end to end: the CLI drives the lifecycle suite (fake server) through a driver
// process that speaks PROTOCOL.md, and reports a broken client or driver with the scenario name.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../src/cli.js";
import { startFakeServer } from "./fake-server.js";
import type { FakeServer } from "./fake-server.js";

const DRIVER = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(path.join(import.meta.dirname, "http-driver-process.ts"))}`;

let server: FakeServer;
let work: string;

beforeAll(async () => {
  server = await startFakeServer();
  work = mkdtempSync(path.join(tmpdir(), "osb-conformance-driver-test-"));
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

async function cli(mode: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const before = process.env.FAKE_DRIVER_MODE;
  process.env.FAKE_DRIVER_MODE = mode;
  try {
    const code = await main([...args, "--driver-command", DRIVER, "--results-dir", path.join(work, "results"), "--poll-interval", "0.01"], {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  } finally {
    if (before === undefined) delete process.env.FAKE_DRIVER_MODE;
    else process.env.FAKE_DRIVER_MODE = before;
  }
}

const lifecycle = (...extra: string[]) => ["--server", server.url, "--api-key", server.apiKey, ...extra];

describe("a driver process that performs requests faithfully", () => {
  it("passes every lifecycle scenario and counts requests through the SDK and the HTTP fallback", async () => {
    const { code, out } = await cli("", ...lifecycle("--concurrency", "4"));
    expect(out).toMatch(/through the custom client/);
    expect(out).toMatch(/Result: OK/);
    const via = /Client custom: (\d+) request\(s\) through the SDK, (\d+) through its plain HTTP client/.exec(out);
    expect(Number(via?.[1])).toBeGreaterThan(50);
    expect(Number(via?.[2])).toBeGreaterThan(0); // the deliberately invalid requests
    expect(code).toBe(0);
  });
});

describe("a broken client is reported with the scenario name", () => {
  it("a field the SDK loses fails the scenario, naming the field", async () => {
    const { code, out } = await cli("drop-field", ...lifecycle("--filter", "lifecycle/create/accepts-valid-request"));
    expect(code).toBe(1);
    expect(out).toMatch(/^FAIL +lifecycle\/create\/accepts-valid-request/m);
    expect(out).toMatch(/as the client decoded it, 202 response body violates CreateSandboxResponse: \(root\) must have required property 'status'/);
  });

  it("a client-side decoding error fails the step with the driver's message", async () => {
    const { code, out } = await cli("client-error", ...lifecycle("--filter", "lifecycle/create/accepts-valid-request"));
    expect(code).toBe(1);
    expect(out).toMatch(/^FAIL +lifecycle\/create\/accepts-valid-request/m);
    expect(out).toMatch(/custom client error: cannot decode the body on purpose/);
  });

  it("a request id the SDK reports differently from the header fails", async () => {
    const { code, out } = await cli("wrong-request-id", ...lifecycle("--filter", "lifecycle/create/accepts-valid-request"));
    expect(code).toBe(1);
    expect(out).toMatch(/the SDK reports request id "not-the-header" but X-Request-ID is/);
  });

  it("a driver that dies fails the run with its last stderr lines", async () => {
    const { code, out } = await cli("crash", ...lifecycle("--filter", "lifecycle/create/accepts-valid-request"));
    expect(code).toBe(1);
    expect(out).toMatch(/the custom driver exited \(code 3\); its last output:\s+driver: crashing on purpose/);
  });
});
