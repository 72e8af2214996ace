// A test of the suite itself, in every language: the fake server sends a deliberately broken
// response, and the run through each client (our HTTP, the Python, Go and Java SDKs) fails with
// the scenario's name and the field at fault. The SDK drivers come from clients/*/setup.sh
// (scripts/setup.sh runs them).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { main } from "../src/cli.js";
import { startFakeServer } from "./fake-server.js";
import type { FakeServer, TamperContext } from "./fake-server.js";

let fake: FakeServer;
let tamper: ((ctx: TamperContext) => void) | undefined;
let work: string;

beforeAll(async () => {
  fake = await startFakeServer({ tamper: (ctx) => tamper?.(ctx) });
  work = mkdtempSync(path.join(tmpdir(), "osb-conformance-clients-"));
});
afterAll(async () => {
  await fake.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  tamper = undefined;
});

async function run(client: string, filter: string): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const args = ["--client", client, "--server", fake.url, "--api-key", fake.apiKey, "--filter", filter, "--poll-interval", "0.01", "--results-dir", path.join(work, "results")];
  const code = await main(args, { out: (t) => out.push(t), err: (t) => out.push(t) });
  return { code, out: out.join("\n") };
}

const CREATE = "lifecycle/create/accepts-valid-request";
const created = (ctx: TamperContext) => ctx.method === "POST" && ctx.path === "/sandboxes" && ctx.status === 202;

describe.each(["ts", "python", "go", "java"])("through the %s client", (client) => {
  it("a conforming server passes", async () => {
    const { code, out } = await run(client, "lifecycle/create/**");
    expect(out).toMatch(/Result: OK/);
    expect(code).toBe(0);
  }, 60_000);

  it("a wrong field type (expiresAt as a number) fails the scenario, naming the field", async () => {
    tamper = (ctx) => {
      if (created(ctx)) (ctx.body as Record<string, unknown>).expiresAt = 1_795_000_000;
    };
    const { code, out } = await run(client, CREATE);
    expect(out).toMatch(new RegExp(`^FAIL +${CREATE}`, "m"));
    expect(out).toMatch(/expiresAt/);
    expect(code).toBe(1);
  }, 60_000);

  it("a wrong type inside a map (a metadata value as a number) fails the scenario", async () => {
    tamper = (ctx) => {
      if (created(ctx)) ((ctx.body as Record<string, Record<string, unknown>>).metadata as Record<string, unknown>).team = 7;
    };
    const { code, out } = await run(client, CREATE);
    expect(out).toMatch(new RegExp(`^FAIL +${CREATE}`, "m"));
    expect(out).toMatch(/metadata|team/);
    expect(code).toBe(1);
  }, 60_000);

  it("a missing X-Request-ID header fails the scenario", async () => {
    tamper = (ctx) => {
      for (const name of Object.keys(ctx.headers)) if (name.toLowerCase() === "x-request-id") delete ctx.headers[name];
    };
    const { code, out } = await run(client, CREATE);
    expect(out).toMatch(new RegExp(`^FAIL +${CREATE}`, "m"));
    expect(out).toMatch(/X-Request-ID/i);
    expect(code).toBe(1);
  }, 60_000);
});
