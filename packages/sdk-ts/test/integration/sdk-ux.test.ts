// What a user meets when things are not as expected, end to end on the real server and Docker:
// a sandbox killed or paused under a connected client, file contents of every accepted kind
// (and a refused one), lifetimes in seconds; and streams as users expect them: partial output at
// once, background output through the callbacks and wait(), timeouts reported as such, the list
// of commands and directory watches.
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test as base } from "vitest";
import { API_KEY, IMAGE, destroyServer, startServer, type TestServer } from "../../../server/test/helpers.ts";
import { Sandbox, SandboxNotFoundError, SandboxNotRunningError, SandboxPausedError, TimeoutTooLongError, type ConnectionOptions, type FileWatchEvent } from "../../src/index.ts";

let server: TestServer;
let conn: ConnectionOptions;

beforeAll(async () => {
  server = await startServer();
  conn = { domain: server.url.replace(/^http:\/\//, ""), apiKey: API_KEY };
});

afterAll(async () => {
  await server?.close();
  await destroyServer(server);
});

const test = base.extend<{ sandbox: Sandbox }>({
  sandbox: async ({}, use) => {
    const sandbox = await Sandbox.create({ ...conn, image: IMAGE, timeoutSeconds: 300, resource: { cpu: "1", memory: "256Mi" } });
    try {
      await use(sandbox);
    } finally {
      await sandbox[Symbol.asyncDispose]();
    }
  },
});

describe("a sandbox that stopped serving", () => {
  test("killed: the next command throws SandboxNotFoundError naming it, at once", async ({ sandbox }) => {
    expect((await sandbox.commands.run("echo hi")).stdout).toBe("hi\n"); // connection kept alive
    await sandbox.kill();
    const started = Date.now();
    const err = await sandbox.commands.run("echo again").catch((e: unknown) => e);
    expect(SandboxNotFoundError.isInstance(err)).toBe(true);
    expect((err as SandboxNotFoundError).sandboxId).toBe(sandbox.id);
    expect((err as Error).message).toMatch(new RegExp(`^Sandbox ${sandbox.id} does not exist: it was deleted at \\d{4}-`));
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(sandbox.files.read("/etc/hostname")).rejects.toSatisfy((e) => SandboxNotFoundError.isInstance(e));
  });

  test("paused: a command throws SandboxPausedError within seconds, not after the request timeout", async ({ sandbox }) => {
    await sandbox.commands.run("true");
    await sandbox.pause();
    const started = Date.now();
    const err = await sandbox.commands.run("echo hi").catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(SandboxPausedError.isInstance(err)).toBe(true);
    expect(err).toMatchObject({ sandboxId: sandbox.id, state: "Paused" });
    expect((err as Error).message).toMatch(/is Paused.*resume it/);
    const listing = await sandbox.files.list("/").catch((e: unknown) => e);
    expect(SandboxPausedError.isInstance(listing)).toBe(true);
    await sandbox.resume();
    expect((await sandbox.commands.run("echo back")).stdout).toBe("back\n");
  });

  test("failed (its entrypoint exited): SandboxNotRunningError with the server's reason", async () => {
    const sandbox = await Sandbox.create({ ...conn, image: IMAGE, entrypoint: ["sh", "-c", "sleep 2; exit 3"], timeoutSeconds: 120, resource: { cpu: "1", memory: "128Mi" } });
    try {
      await sandbox.commands.run("true");
      for (let i = 0; i < 100 && (await sandbox.getInfo()).status.state !== "Failed"; i++) await new Promise((r) => setTimeout(r, 100));
      const err = await sandbox.commands.run("true").catch((e: unknown) => e);
      expect(SandboxNotRunningError.isInstance(err)).toBe(true);
      expect(err).toMatchObject({ state: "Failed", reason: "CONTAINER_EXITED_ERROR" });
      expect((err as Error).message).toMatch(/is Failed \(CONTAINER_EXITED_ERROR.*\): it will not run again/);
    } finally {
      await sandbox.kill().catch(() => {});
    }
  });
});

describe("inputs", () => {
  test("files.write takes a Node.js ReadStream, an async generator and a web stream; refuses a plain object", async ({ sandbox }) => {
    const dir = mkdtempSync(path.join(tmpdir(), "osb-ux-"));
    try {
      const local = path.join(dir, "data.bin");
      const content = Buffer.alloc(300_000);
      for (let i = 0; i < content.length; i++) content[i] = i % 251;
      writeFileSync(local, content);
      await sandbox.files.write("/tmp/from-read-stream.bin", createReadStream(local));
      expect(Buffer.from(await sandbox.files.read("/tmp/from-read-stream.bin", { format: "bytes" })).equals(content)).toBe(true);
      async function* lines() {
        for (let i = 0; i < 3; i++) yield `line ${i}\n`;
      }
      await sandbox.files.write("/tmp/gen.txt", lines());
      expect(await sandbox.files.read("/tmp/gen.txt")).toBe("line 0\nline 1\nline 2\n");
      await sandbox.files.write("/tmp/web.txt", new Blob(["web ", "blob"]).stream());
      expect(await sandbox.files.read("/tmp/web.txt")).toBe("web blob");
      await expect(sandbox.files.write("/tmp/obj.txt", { a: 1 } as never)).rejects.toThrow(TypeError);
      expect(await sandbox.files.exists("/tmp/obj.txt")).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a lifetime in milliseconds by mistake: TimeoutTooLongError that says so", async () => {
    const err = await Sandbox.create({ ...conn, image: IMAGE, timeoutSeconds: 600_000 }).catch((e: unknown) => e);
    expect(TimeoutTooLongError.isInstance(err)).toBe(true);
    expect((err as Error).message).toMatch(/at most 86400 seconds.*600000 seconds \(6\.9 days\).*not milliseconds/);
  });
});

describe("streams", () => {
  test("output that does not end a line arrives within moments, and joins its end", async ({ sandbox }) => {
    const seen: { text: string; at: number }[] = [];
    const started = Date.now();
    const result = await sandbox.commands.run("printf 'partial'; sleep 1; echo ' done'", { onStdout: (text) => seen.push({ text, at: Date.now() - started }) });
    expect(seen[0]!.text).toBe("partial");
    expect(seen[0]!.at).toBeLessThan(700); // before the sleep ends; execd sends it after 50 ms
    expect(result.stdout).toBe("partial done\n");
  });

  test("a background command feeds onStdout/onStderr while it runs, and wait() returns its output", async ({ sandbox }) => {
    const out: string[] = [];
    const err: string[] = [];
    let firstAt = 0;
    const started = Date.now();
    const handle = await sandbox.commands.run("echo one; echo oops >&2; sleep 1; echo two; exit 4", {
      background: true,
      onStdout: (l) => {
        firstAt ||= Date.now() - started;
        out.push(l);
      },
      onStderr: (l) => err.push(l),
    });
    const done = await handle.wait({ timeoutMs: 20_000 });
    expect(out).toEqual(["one", "two"]);
    expect(err).toEqual(["oops"]);
    expect(firstAt).toBeLessThan(900); // while it still ran
    expect(done).toMatchObject({ running: false, exitCode: 4, stdout: "one\ntwo\n", stderr: "oops\n", timedOut: false });
    const again = await sandbox.commands.wait(handle.id); // by id, without callbacks
    expect(again).toMatchObject({ stdout: "one\ntwo\n", stderr: "oops\n" });
  });

  test("a command killed at its timeout says so, foreground and background", async ({ sandbox }) => {
    const fg = await sandbox.commands.run("sleep 30", { timeoutMs: 300 });
    expect(fg).toMatchObject({ timedOut: true, exitCode: 143 });
    expect(fg.error?.traceback).toEqual(["timed out after 300 ms"]);
    const bg = await sandbox.commands.run("sleep 30", { background: true, timeoutMs: 300 });
    expect(await bg.wait({ timeoutMs: 10_000 })).toMatchObject({ timedOut: true, exitCode: 143 });
    expect(await sandbox.commands.run("exit 1", { timeoutMs: 10_000 })).toMatchObject({ timedOut: false, exitCode: 1 });
  });

  test("commands.list shows running commands", async ({ sandbox }) => {
    const handle = await sandbox.commands.run("sleep 30", { background: true });
    await sandbox.commands.run("true");
    const running = await sandbox.commands.list({ running: true });
    expect(running.map((c) => c.id)).toContain(handle.id);
    expect(running.find((c) => c.id === handle.id)).toMatchObject({ command: "sleep 30", running: true });
    expect((await sandbox.commands.list()).length).toBeGreaterThan(running.length);
    await handle.interrupt();
  });

  test("files.watch reports changes below a directory until stopped", async ({ sandbox }) => {
    await sandbox.files.mkdir("/tmp/watched");
    const events: FileWatchEvent[] = [];
    const watch = await sandbox.files.watch("/tmp/watched", (e) => events.push(e));
    await sandbox.files.write("/tmp/watched/a.txt", "hello");
    await sandbox.commands.run("mkdir /tmp/watched/sub && sleep 0.2 && echo x > /tmp/watched/sub/b.txt && sleep 0.2 && rm /tmp/watched/a.txt");
    for (let i = 0; i < 50 && !events.some((e) => e.type === "remove" && e.path === "/tmp/watched/a.txt"); i++) await new Promise((r) => setTimeout(r, 100));
    watch.stop();
    await watch.done;
    const seen = events.map((e) => `${e.type} ${e.path}`);
    expect(seen).toEqual(expect.arrayContaining(["create /tmp/watched/a.txt", "create /tmp/watched/sub", "create /tmp/watched/sub/b.txt", "remove /tmp/watched/a.txt"]));
    expect(events.every((e) => e.timestamp instanceof Date)).toBe(true);
    expect(seen.filter((e) => e.includes("execd-upload"))).toEqual([]); // execd's staging of the upload is not reported
  });

  test("files.watch of a missing directory is a NotFoundError; a watch fails when the sandbox goes", async ({ sandbox }) => {
    await expect(sandbox.files.watch("/nope", () => {})).rejects.toMatchObject({ status: 404, code: "FILE_NOT_FOUND" });
    const watch = await sandbox.files.watch("/tmp", () => {});
    await sandbox.kill();
    // Gone, or still being removed: either way a typed error naming the sandbox, not a socket error.
    await expect(watch.done).rejects.toSatisfy((e) => SandboxNotFoundError.isInstance(e) || (SandboxNotRunningError.isInstance(e) && e.state === "Stopping"));
  });
});
