// Session behaviour over time against a real lifecycle server: the session's sandbox is renewed
// while in use, and a stdio session idle past its timeout loses its sandbox, replaced on next use.
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { SandboxManager } from "@opensandbox/sdk";
import { Session } from "../../src/session.ts";
import { connectionOf, destroyServer, ensureBuilt, IMAGE, startServer, stdioClient, structured, waitGone, type TestServer } from "./helpers.ts";

let server: TestServer;

beforeAll(async () => {
  await ensureBuilt();
  server = await startServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await destroyServer(server);
}, 120_000);

test("a sandbox in use is renewed once half its lifetime has passed", async () => {
  const session = new Session({ image: IMAGE, cpu: "250m", memory: "128Mi", timeoutSeconds: 60, idleTimeoutSeconds: 600 }, connectionOf(server));
  const manager = new SandboxManager(connectionOf(server));
  try {
    const sandbox = await session.sandbox(undefined);
    const before = (await manager.get(sandbox.id)).expiresAt!.getTime();
    expect(before - Date.now()).toBeLessThanOrEqual(60_000);
    // Use it again 20 s later (clock moved, timers untouched): not yet half way, no renewal.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 20_000 });
    expect((await session.sandbox(undefined)).id).toBe(sandbox.id);
    vi.useRealTimers();
    await new Promise((r) => setTimeout(r, 500));
    expect((await manager.get(sandbox.id)).expiresAt!.getTime()).toBe(before);
    // 35 s later: past half its lifetime, so using it renews it for another 60 s from then.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 35_000 });
    expect((await session.sandbox(undefined)).id).toBe(sandbox.id);
    vi.useRealTimers();
    let after = before;
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = (await manager.get(sandbox.id)).expiresAt!.getTime();
    }
    expect(after - before).toBeGreaterThan(30_000);
  } finally {
    vi.useRealTimers();
    await session.close();
  }
});

test("stdio: after the idle timeout the session's sandbox is deleted, and the next call starts a new one", async () => {
  const { client } = await stdioClient(server, ["--image", IMAGE, "--cpu", "250m", "--memory", "128Mi", "--idle-timeout", "2"]);
  try {
    const first = structured(await client.callTool({ name: "command_run", arguments: { command: "echo one" } }));
    await waitGone(server, first.sandboxId, 30_000);
    const second = structured(await client.callTool({ name: "command_run", arguments: { command: "echo two" } }));
    expect(second).toMatchObject({ exitCode: 0, stdout: "two\n" });
    expect(second.sandboxId).not.toBe(first.sandboxId);
  } finally {
    await client.close();
  }
});
