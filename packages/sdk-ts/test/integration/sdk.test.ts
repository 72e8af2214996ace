// The SDK end to end: a real lifecycle server on the real Docker engine, sandboxes with execd
// inside, driven only through the public API (@opensandbox/sdk's src/index.ts).
import { afterAll, beforeAll, describe, expect, test as base } from "vitest";
import { API_KEY, IMAGE, PYTHON_IMAGE, destroyServer, startServer, type TestServer } from "../../../server/test/helpers.ts";
import { NotFoundError, Sandbox, SandboxFailedError, SandboxManager, type ConnectionOptions, type PtyCloseInfo } from "../../src/index.ts";

let server: TestServer;
let conn: ConnectionOptions;
/** Marks this run's sandboxes, so listings can be filtered to them. */
const RUN = `sdk-${Date.now().toString(36)}`;

beforeAll(async () => {
  server = await startServer();
  conn = { domain: server.url.replace(/^http:\/\//, ""), apiKey: API_KEY };
});

afterAll(async () => {
  await server?.close();
  await destroyServer(server);
});

/** `sandbox`: a busybox sandbox created for the test and deleted after it (habit 12). */
const test = base.extend<{ sandbox: Sandbox }>({
  sandbox: async ({}, use) => {
    const sandbox = await Sandbox.create({ ...conn, image: IMAGE, timeoutSeconds: 300, resource: { cpu: "1", memory: "256Mi" }, metadata: { run: RUN } });
    try {
      await use(sandbox);
    } finally {
      await sandbox[Symbol.asyncDispose]();
    }
  },
});

describe("egress policy", () => {
  test("sandbox.egress reads, narrows and widens the policy of a sandbox created with networkPolicy; one without has none", async ({ sandbox }) => {
    const policed = await Sandbox.create({
      ...conn,
      image: IMAGE,
      timeoutSeconds: 300,
      resource: { cpu: "1", memory: "256Mi" },
      metadata: { run: RUN },
      networkPolicy: { defaultAction: "deny", egress: [{ action: "allow", target: "*.allowed.test" }] },
    });
    try {
      expect(await policed.egress.getPolicy()).toEqual({
        status: "ok",
        mode: "enforcing",
        enforcementMode: "dns+nft",
        policy: { defaultAction: "deny", egress: [{ action: "allow", target: "*.allowed.test" }] },
      });
      const patched = await policed.egress.patchPolicy([{ action: "deny", target: "api.allowed.test" }]);
      expect(patched.policy.egress).toEqual([{ action: "deny", target: "api.allowed.test" }, { action: "allow", target: "*.allowed.test" }]);
      const removed = await policed.egress.deleteRules(["*.allowed.test", "api.allowed.test"]);
      expect(removed.mode).toBe("deny_all");
      // The endpoint of port 18080 is the server's, with a token of its own.
      const ep = await policed.getEndpoint(18080);
      expect(ep.url).toMatch(new RegExp(`/sandboxes/${policed.id}/egress$`));
      expect(Object.keys(ep.headers)).toEqual(["OPENSANDBOX-EGRESS-AUTH"]);
    } finally {
      await policed.kill();
    }
    // Without a policy, port 18080 is the sandbox's own (nothing listens there in busybox).
    await expect(sandbox.egress.getPolicy()).rejects.toThrow();
  });
});

describe("commands", () => {
  test("streams output through the callbacks and reports exit codes", async ({ sandbox }) => {
    const out: string[] = [];
    const err: string[] = [];
    const result = await sandbox.commands.run("echo one; echo two >&2; echo; printf 'três'; exit 7", { onStdout: (l) => out.push(l), onStderr: (l) => err.push(l) });
    expect(result.exitCode).toBe(7);
    expect(result.stdout).toBe("one\n\ntrês\n");
    expect(result.stderr).toBe("two\n");
    expect(out).toEqual(["one", "", "três"]);
    expect(err).toEqual(["two"]);
    expect(result.error).toMatchObject({ name: "CommandExecError", value: "7" });
    const okRun = await sandbox.commands.run("pwd", { cwd: "/tmp", envs: { GREETING: "hi" } });
    expect(okRun).toMatchObject({ exitCode: 0, stdout: "/tmp\n" });
    expect((await sandbox.commands.run("echo $GREETING", { envs: { GREETING: "hi" } })).stdout).toBe("hi\n");
  });

  test("kills a command at its timeout", async ({ sandbox }) => {
    const started = Date.now();
    const result = await sandbox.commands.run("sleep 30", { timeoutMs: 300 });
    expect(result.exitCode).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test("background commands: handle, logs with cursor, status, wait", async ({ sandbox }) => {
    const handle = await sandbox.commands.run("echo first; sleep 0.3; echo second", { background: true });
    expect(handle.id).toBeTruthy();
    const done = await handle.wait({ timeoutMs: 10_000 });
    expect(done).toMatchObject({ running: false, exitCode: 0 });
    const all = await handle.logs();
    expect(all.text).toBe("first\nsecond\n");
    const none = await handle.logs(all.cursor);
    expect(none.text).toBe("");
  });

  test("stdin: data given up front, and a pipe fed by hand", async ({ sandbox }) => {
    const fed = await sandbox.commands.run("cat; echo done", { stdin: "line a\nline b\n" });
    expect(fed.stdout).toBe("line a\nline b\ndone\n");

    const piped = await sandbox.commands.run("wc -l", { background: true, stdin: true });
    await piped.writeStdin("1\n2\n");
    await piped.writeStdin(new TextEncoder().encode("3\n"));
    await piped.closeStdin();
    await piped.wait({ timeoutMs: 10_000 });
    expect((await piped.logs()).text.trim()).toBe("3");
  });

  test("aborting a foreground command makes execd kill it", async ({ sandbox }) => {
    const controller = new AbortController();
    let id = "";
    const pending = sandbox.commands.run("echo up; sleep 60", {
      signal: controller.signal,
      onStart: (commandId) => (id = commandId),
      onStdout: () => controller.abort(),
    });
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    const status = await sandbox.commands.wait(id, { timeoutMs: 10_000 });
    expect(status.running).toBe(false);
  });
});

describe("files", () => {
  test("write and read text and bytes (NUL bytes included), ranges, streams", async ({ sandbox }) => {
    await sandbox.files.write("/tmp/sdk/hello.txt", "héllo\nwörld\n");
    expect(await sandbox.files.read("/tmp/sdk/hello.txt")).toBe("héllo\nwörld\n");

    const bytes = new Uint8Array(256 * 4);
    for (let i = 0; i < bytes.length; i++) bytes[i] = i % 256;
    await sandbox.files.write("/tmp/sdk/all.bin", bytes, { mode: 600 });
    expect(await sandbox.files.read("/tmp/sdk/all.bin", { format: "bytes" })).toEqual(bytes);
    expect(await sandbox.files.read("/tmp/sdk/all.bin", { format: "bytes", range: { start: 0, end: 3 } })).toEqual(new Uint8Array([0, 1, 2, 3]));
    expect(await sandbox.files.read("/tmp/sdk/all.bin", { format: "bytes", range: { suffix: 2 } })).toEqual(new Uint8Array([254, 255]));
    const stream = await sandbox.files.read("/tmp/sdk/all.bin", { format: "stream" });
    expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(bytes);

    const info = await sandbox.files.info("/tmp/sdk/all.bin");
    expect(info).toMatchObject({ name: "all.bin", size: 1024, mode: 600, type: "file" });
    expect((await sandbox.commands.run("od -An -tx1 -N4 /tmp/sdk/all.bin")).stdout.trim()).toBe("00 01 02 03");
  });

  test("streamed multi-file upload, then list, search, mkdir, mv, chmod, replace, rm, rmdir", async ({ sandbox }) => {
    const chunks = ["alpha ", "beta ", "gamma"];
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        const next = chunks.shift();
        if (next === undefined) c.close();
        else c.enqueue(new TextEncoder().encode(next));
      },
    });
    await sandbox.files.writeFiles([
      { path: "/tmp/up/a.txt", data: stream },
      { path: "/tmp/up/sub/b.py", data: "print('127.0.0.1')\n" },
    ]);
    expect(await sandbox.files.read("/tmp/up/a.txt")).toBe("alpha beta gamma");
    expect((await sandbox.files.list("/tmp/up", { depth: 2 })).map((e) => e.path)).toEqual(["/tmp/up/a.txt", "/tmp/up/sub", "/tmp/up/sub/b.py"]);
    expect((await sandbox.files.search("/tmp/up", "*.py")).map((e) => e.path)).toEqual(["/tmp/up/sub/b.py"]);
    await sandbox.files.mkdir("/tmp/up/new/deep", { mode: 700 });
    expect((await sandbox.files.info("/tmp/up/new/deep")).type).toBe("directory");
    await sandbox.files.mv("/tmp/up/a.txt", "/tmp/up/new/a.txt");
    expect(await sandbox.files.exists("/tmp/up/a.txt")).toBe(false);
    await sandbox.files.chmod("/tmp/up/new/a.txt", { mode: 640 });
    expect((await sandbox.files.info("/tmp/up/new/a.txt")).mode).toBe(640);
    expect(await sandbox.files.replace("/tmp/up/sub/b.py", "127.0.0.1", "0.0.0.0")).toBe(1);
    expect(await sandbox.files.read("/tmp/up/sub/b.py")).toBe("print('0.0.0.0')\n");
    await sandbox.files.rm("/tmp/up/sub/b.py");
    await sandbox.files.rmdir("/tmp/up/new");
    expect((await sandbox.files.list("/tmp/up")).map((e) => e.name)).toEqual(["sub"]);
    await expect(sandbox.files.read("/tmp/up/nope")).rejects.toSatisfy((e) => NotFoundError.isInstance(e));
  });
});

describe("sessions and terminals", () => {
  test("a session keeps its directory, variables and functions", async ({ sandbox }) => {
    const session = await sandbox.sessions.create({ cwd: "/tmp" });
    await sandbox.sessions.run(session.id, "mkdir -p work && cd work && X=41 && greet() { echo hi $1; }");
    const lines: string[] = [];
    const result = await sandbox.sessions.run(session.id, "pwd; echo $((X+1)); greet you", { onStdout: (l) => lines.push(l) });
    expect(result).toMatchObject({ exitCode: 0, stdout: "/tmp/work\n42\nhi you\n" });
    expect(lines).toEqual(["/tmp/work", "42", "hi you"]);
    expect((await sandbox.sessions.run(session.id, "false")).exitCode).toBe(1);
    await sandbox.sessions.delete(session.id);
    await expect(sandbox.sessions.run(session.id, "true")).rejects.toSatisfy((e) => NotFoundError.isInstance(e));
  });

  test.skipIf(typeof WebSocket === "undefined")("a terminal echoes what is typed, over the global WebSocket", async ({ sandbox }) => {
    const pty = await sandbox.pty.create({ command: ["sh"], cols: 100, rows: 30 });
    let output = "";
    let exitCode: number | undefined;
    const conn = await sandbox.pty.attach(pty.id, { onData: (d) => (output += new TextDecoder().decode(d)), onExit: (c) => (exitCode = c) });
    conn.resize(120, 40);
    conn.write("echo sum=$((20+22))\n");
    await expect.poll(() => output, { timeout: 10_000 }).toContain("sum=42");
    conn.write("stty size; exit 3\n");
    const closed: PtyCloseInfo = await conn.closed;
    expect(output).toContain("40 120");
    expect(exitCode).toBe(3);
    expect(closed).toMatchObject({ code: 1000, exitCode: 3 });
    expect((await sandbox.pty.get(pty.id)).exitCode).toBe(3);
    await sandbox.pty.kill(pty.id);
  });
});

describe("lifecycle", () => {
  test("info, renew, metrics, listing by metadata and state", async ({ sandbox }) => {
    const info = await sandbox.getInfo();
    expect(info).toMatchObject({ id: sandbox.id, state: "Running", metadata: { run: RUN } });
    const renewed = await sandbox.renew(1200);
    expect(renewed.getTime()).toBeGreaterThan(info.expiresAt!.getTime());
    expect((await sandbox.getInfo()).expiresAt).toEqual(renewed);

    const metrics = await sandbox.metrics();
    expect(metrics.cpuCount).toBeGreaterThan(0);
    expect(metrics.memTotalMiB).toBeGreaterThan(0);

    const manager = new SandboxManager(conn);
    const listed: string[] = [];
    for await (const s of manager.list({ metadata: { run: RUN }, states: ["Running"], pageSize: 1 })) listed.push(s.id);
    expect(listed).toContain(sandbox.id);
    const none = await manager.listPage({ metadata: { run: "no-such-run" } });
    expect(none.items).toEqual([]);
  });

  test("snapshot a sandbox and start another one from it", async ({ sandbox }) => {
    await sandbox.files.write("/tmp/kept.txt", "from the snapshot");
    const manager = new SandboxManager(conn);
    const snap = await sandbox.createSnapshot({ name: "sdk-test" });
    expect(snap).toMatchObject({ sandboxId: sandbox.id, name: "sdk-test", state: "Creating" });
    await expect.poll(async () => (await manager.getSnapshot(snap.id)).state, { timeout: 30_000, interval: 100 }).toBe("Ready");
    const listed = [];
    for await (const s of manager.listSnapshots({ sandboxId: sandbox.id, states: ["Ready"] })) listed.push(s.id);
    expect(listed).toEqual([snap.id]);
    {
      await using restored = await Sandbox.create({ ...conn, snapshotId: snap.id, timeoutSeconds: 120, resource: { cpu: "1", memory: "128Mi" } });
      expect(await restored.files.read("/tmp/kept.txt")).toBe("from the snapshot");
    }
    await expect.poll(() => manager.deleteSnapshot(snap.id).then(() => "deleted", (e: unknown) => String(e)), { timeout: 10_000 }).toBe("deleted");
    await expect(manager.getSnapshot(snap.id)).rejects.toSatisfy((e) => NotFoundError.isInstance(e));
  });

  test("pause and resume, then commands work again", async ({ sandbox }) => {
    await sandbox.pause();
    expect((await sandbox.getInfo()).state).toBe("Paused");
    await sandbox.resume();
    expect((await sandbox.commands.run("echo back")).stdout).toBe("back\n");
  });

  test("useServerProxy: execd through the server's proxy route", async ({ sandbox }) => {
    const proxied = await Sandbox.connect(sandbox.id, { ...conn, useServerProxy: true });
    const endpoint = await proxied.getEndpoint(44772);
    expect(endpoint.url).toBe(`${server.url}/sandboxes/${sandbox.id}/proxy/44772`);
    const result = await proxied.commands.run("echo via proxy; exit 2");
    expect(result).toMatchObject({ exitCode: 2, stdout: "via proxy\n" });
    await proxied.files.write("/tmp/p.bin", new Uint8Array([0, 0, 1]));
    expect(await proxied.files.read("/tmp/p.bin", { format: "bytes" })).toEqual(new Uint8Array([0, 0, 1]));
    if (typeof WebSocket !== "undefined") {
      const pty = await proxied.pty.create({ command: ["sh"] });
      let output = "";
      const term = await proxied.pty.attach(pty.id, { onData: (d) => (output += new TextDecoder().decode(d)) });
      term.write("echo proxied-$((6*7))\n");
      await expect.poll(() => output, { timeout: 10_000 }).toContain("proxied-42");
      term.close();
      await proxied.pty.kill(pty.id);
    }
  });

  test("await using deletes the sandbox at the end of the scope; kill makes it gone", async () => {
    const manager = new SandboxManager(conn);
    let id: string;
    {
      await using sandbox = await Sandbox.create({ ...conn, image: IMAGE, timeoutSeconds: 120, resource: { cpu: "1", memory: "128Mi" } });
      id = sandbox.id;
      expect((await manager.get(id)).state).toBe("Running");
    }
    await expect(manager.get(id)).rejects.toSatisfy((e) => NotFoundError.isInstance(e));

    const other = await Sandbox.create({ ...conn, image: IMAGE, timeoutSeconds: null, resource: { cpu: "1", memory: "128Mi" } });
    expect((await other.getInfo()).expiresAt).toBeUndefined();
    await other.kill();
    await expect(other.getInfo()).rejects.toSatisfy((e) => NotFoundError.isInstance(e));
  });

  test("a sandbox whose entrypoint cannot start fails fast with the server's reason", async () => {
    const err = await Sandbox.create({ ...conn, image: IMAGE, entrypoint: ["/does/not/exist"], timeoutSeconds: 120, resource: { cpu: "1", memory: "128Mi" } }).catch((e: unknown) => e);
    expect(SandboxFailedError.isInstance(err)).toBe(true);
    const e = err as SandboxFailedError;
    expect(e.state).toBe("Failed");
    expect(e.message).toMatch(/^Sandbox \S+ cannot become Running: state Failed \(\w+: .+\)$/);
    // The SDK deleted it.
    await expect(new SandboxManager(conn).get(e.sandboxId)).rejects.toSatisfy((x) => NotFoundError.isInstance(x));
  });
});

describe("browser URLs and diagnostics", () => {
  test("getUrl opens a port without any header, only that port, and diagnostics show what the sandbox did", async ({ sandbox }) => {
    // execd's port: the server adds execd's token itself, so a browser needs nothing.
    const url = await sandbox.getUrl(44772, { expiresInSeconds: 120 });
    expect(url).toMatch(/\/signed\/44772\/[^/]+\/$/);
    expect((await fetch(`${url}ping`)).status).toBe(200);
    const moved = url.replace("/signed/44772/", "/signed/8080/");
    const refused = await fetch(`${moved}ping`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe("SIGNED_ROUTE_INVALID");

    await sandbox.commands.run("echo hi");
    const logs = await sandbox.getDiagnosticLogs("container");
    expect(logs).toMatchObject({ kind: "logs", delivery: "inline", truncated: false });
    expect(logs.content).toContain("execd ready");
    const events = await new SandboxManager(conn).getDiagnosticEvents(sandbox.id, "lifecycle");
    expect(events.content).toMatch(/Running CONTAINER_RUNNING/);
  });
});

describe("a Python image", () => {
  test("runs Python and bash sessions", async () => {
    await using sandbox = await Sandbox.create({ ...conn, image: PYTHON_IMAGE, timeoutSeconds: 300, resource: { cpu: "1", memory: "512Mi" } });
    const py = await sandbox.commands.run(`python3 -c "import sys; print(sys.version_info[0]); sys.exit(4)"`);
    expect(py).toMatchObject({ exitCode: 4, stdout: "3\n" });
    const session = await sandbox.sessions.create();
    await sandbox.sessions.run(session.id, "shopt -s expand_aliases; alias hello='echo aliased'; declare -A m=([k]=v)");
    expect((await sandbox.sessions.run(session.id, "hello; echo ${m[k]}")).stdout).toBe("aliased\nv\n");
  });
});
