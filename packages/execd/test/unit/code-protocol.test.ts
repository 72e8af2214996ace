// The pieces under code contexts: ZMTP framing and connection, Jupyter message signing,
// kernelspec discovery and language matching, and kernel start failures / interrupt by message.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExecdError } from "../../src/errors.ts";
import type { ServerStreamEvent } from "../../src/generated/execd/types.gen.ts";
import { parse, serialize } from "../../src/services/jupyter-kernel.ts";
import { encodeFrames, ZmtpDecoder, ZmtpSocket } from "../../src/services/jupyter-zmtp.ts";
import { KernelService } from "../../src/services/kernels.ts";
import { canonicalLanguage, discover, pick, type Discovery, type KernelSpec } from "../../src/services/kernels-specs.ts";

function python(): { executable: string; ipykernel: boolean } | undefined {
  try {
    const out = execFileSync("python3", ["-c", "import sys, importlib.util; print(sys.executable); print(1 if importlib.util.find_spec('ipykernel') else 0)"], { encoding: "utf8" });
    const [executable, ipk] = out.trim().split("\n");
    return { executable: executable!, ipykernel: ipk === "1" };
  } catch {
    return undefined;
  }
}
const PY = python();
if (!PY?.ipykernel) console.warn("code-protocol.test.ts: ipykernel is not importable by python3; kernel tests are SKIPPED (pip install ipykernel)");

describe("ZMTP framing", () => {
  function decodeAll(bytes: Buffer, chunk: number): { frames: { body: string; more: boolean; cmd: boolean }[]; greeted: boolean } {
    const frames: { body: string; more: boolean; cmd: boolean }[] = [];
    let greeted = false;
    const d = new ZmtpDecoder(
      () => (greeted = true),
      (body, more, cmd) => frames.push({ body: body.toString("latin1"), more, cmd }),
    );
    for (let i = 0; i < bytes.length; i += chunk) d.push(bytes.subarray(i, i + chunk));
    return { frames, greeted };
  }

  const greeting = Buffer.alloc(64);
  greeting[0] = 0xff;
  greeting[9] = 0x7f;
  greeting[10] = 3;
  greeting.write("NULL", 12);

  it("round-trips short, empty and long frames with MORE flags, whatever the chunking", () => {
    const long = "x".repeat(70_000);
    const bytes = Buffer.concat([greeting, encodeFrames([Buffer.from("READY-ish")], true), encodeFrames([Buffer.from("a"), Buffer.alloc(0), Buffer.from(long)]), encodeFrames([Buffer.from("b".repeat(256))])]);
    for (const chunk of [1, 7, 64, 100_000]) {
      const { frames, greeted } = decodeAll(bytes, chunk);
      expect(greeted).toBe(true);
      expect(frames.map((f) => [f.body.length, f.more, f.cmd])).toEqual([
        [9, false, true],
        [1, true, false],
        [0, true, false],
        [70_000, false, false],
        [256, false, false],
      ]);
      expect(frames[3]!.body).toBe(long);
    }
  });

  it("encodes frames over 255 bytes with an 8-byte size", () => {
    const enc = encodeFrames([Buffer.alloc(256)]);
    expect(enc[0]).toBe(0x02);
    expect(enc.readBigUInt64BE(1)).toBe(256n);
    expect(encodeFrames([Buffer.alloc(255)]).subarray(0, 2)).toEqual(Buffer.from([0x00, 255]));
  });

  it("rejects peers that are not ZMTP 3 with the NULL mechanism", () => {
    expect(() => decodeAll(Buffer.from("HTTP/1.1 400 Bad Request\r\n"), 100)).toThrow(/not a ZMTP/);
    const plain = Buffer.from(greeting);
    plain.write("PLAIN", 12);
    expect(() => decodeAll(plain, 64)).toThrow(/PLAIN/);
    const old = Buffer.from(greeting);
    old[10] = 2;
    expect(() => decodeAll(old, 64)).toThrow(/3\.x/);
  });

  /** A minimal ROUTER-ish peer: greets, sends READY, answers PINGs' counterpart, echoes messages. */
  function fakePeer(port: number): Promise<{ server: net.Server; received: Buffer[][]; commands: string[] }> {
    const received: Buffer[][] = [];
    const commands: string[] = [];
    const server = net.createServer((sock) => {
      sock.on("error", () => undefined); // the client may reset the connection when a test ends
      sock.write(greeting);
      let frames: Buffer[] = [];
      const d = new ZmtpDecoder(
        () => {
          const ready = Buffer.concat([Buffer.from([5]), Buffer.from("READY"), Buffer.from([11]), Buffer.from("Socket-Type"), Buffer.from([0, 0, 0, 6]), Buffer.from("ROUTER")]);
          sock.write(encodeFrames([ready], true));
          // A ZMTP 3.1 heartbeat the client must answer.
          sock.write(encodeFrames([Buffer.concat([Buffer.from([4]), Buffer.from("PING"), Buffer.from([0, 10]), Buffer.from("ctx")])], true));
        },
        (body, more, cmd) => {
          if (cmd) {
            commands.push(body.subarray(1, 1 + body[0]!).toString() + ":" + body.subarray(1 + body[0]!).toString("latin1"));
            return;
          }
          frames.push(body);
          if (!more) {
            received.push(frames);
            sock.write(encodeFrames(frames)); // echo
            frames = [];
          }
        },
      );
      sock.on("data", (c: Buffer) => d.push(c));
      sock.on("error", () => undefined);
    });
    return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ server, received, commands })));
  }

  it("connects once the peer listens, handshakes, answers PING and exchanges messages both ways", async () => {
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const got: Buffer[][] = [];
    let closed = false;
    const sock = new ZmtpSocket({ type: "DEALER", onMessage: (m) => got.push(m), onClose: () => (closed = true) });
    sock.send([Buffer.from("queued"), Buffer.from("before connect")]);
    const connecting = sock.connect("127.0.0.1", port, Date.now() + 5000);
    await new Promise((r) => setTimeout(r, 150)); // nothing listens yet: the socket retries
    const peer = await fakePeer(port);
    await connecting;
    sock.send([Buffer.from("big"), Buffer.alloc(100_000, 1)]);
    const until = Date.now() + 3000;
    while (got.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(peer.received.map((m) => m.map((f) => f.length))).toEqual([[6, 14], [3, 100_000]]);
    expect(got.map((m) => m[0]!.toString())).toEqual(["queued", "big"]);
    expect(peer.commands).toEqual([expect.stringMatching(/^READY:.*Socket-Type.*DEALER/s), "PONG:ctx"]);
    sock.close();
    expect(sock.connected).toBe(false);
    expect(closed).toBe(false); // onClose is for connections that went away, not for close()
    await new Promise((r) => peer.server.close(r));
  });

  it("gives up at once when what answers does not speak ZMTP", async () => {
    const http = net.createServer((s) => s.on("error", () => undefined).resume().end("HTTP/1.1 400 Bad Request\r\n\r\n"));
    await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
    const port = (http.address() as net.AddressInfo).port;
    const sock = new ZmtpSocket({ type: "DEALER", onMessage: () => undefined });
    const t0 = Date.now();
    // No retries until the deadline: the first answer that is not a ZMTP greeting ends it.
    await expect(sock.connect("127.0.0.1", port, Date.now() + 30_000)).rejects.toThrow(/cannot connect.*not a ZMTP/);
    expect(Date.now() - t0).toBeLessThan(10_000);
    await new Promise((r) => http.close(r));
  });
});

describe("Jupyter messages", () => {
  const key = Buffer.from("secret-key");
  const msg = {
    header: { msg_id: "m1", msg_type: "execute_request", session: "s" },
    parent_header: { msg_id: "p0" },
    metadata: {},
    content: { code: "1+1", text: "ünïcode" },
  };

  it("signs with HMAC-SHA256 over header, parent, metadata and content", () => {
    const frames = serialize(key, msg);
    expect(frames[0]!.toString()).toBe("<IDS|MSG>");
    expect(frames[1]!.toString()).toMatch(/^[0-9a-f]{64}$/);
    const parsed = parse(key, [Buffer.from("routing-id"), ...frames, Buffer.from("buf")]);
    expect(parsed).toMatchObject({ header: msg.header, parent_header: msg.parent_header, content: msg.content });
    expect(parsed!.buffers.map(String)).toEqual(["buf"]);
  });

  it("drops messages with a wrong signature, and accepts unsigned ones only without a key", () => {
    const frames = serialize(key, msg);
    const tampered = [...frames];
    tampered[5] = Buffer.from(JSON.stringify({ code: "evil" }));
    expect(parse(key, tampered)).toBeUndefined();
    expect(parse(Buffer.from("other"), frames)).toBeUndefined();
    const unsigned = serialize(Buffer.alloc(0), msg);
    expect(unsigned[1]!.length).toBe(0);
    expect(parse(Buffer.alloc(0), unsigned)?.content).toEqual(msg.content);
    expect(parse(key, unsigned)).toBeUndefined();
    expect(parse(key, [Buffer.from("no delimiter")])).toBeUndefined();
  });
});

describe("kernelspec matching", () => {
  const spec = (name: string, language: string): KernelSpec => ({ name, language, displayName: name, argv: ["k"], env: {}, interruptMode: "signal", resourceDir: "", source: "" });
  const d: Discovery = {
    specs: [spec("deno", "typescript"), spec("tslab", "typescript"), spec("python3", "python"), spec("ir", "r"), spec("bash", "bash"), spec("javascript", "javascript")],
    searched: [],
    at: Date.now(),
  };

  it("normalises language names and aliases", () => {
    expect(["Python", "python3", " py ", "IPython"].map(canonicalLanguage)).toEqual(["python", "python", "python", "python"]);
    expect(["js", "Node", "ts", "sh", "shell", "golang", "Java"].map(canonicalLanguage)).toEqual(["javascript", "javascript", "typescript", "bash", "bash", "go", "java"]);
  });

  it("picks by language (highest precedence first, a spec named like the language preferred), then by name", () => {
    expect(pick(d, "python")?.name).toBe("python3");
    expect(pick(d, "typescript")?.name).toBe("deno");
    expect(pick(d, "js")?.name).toBe("javascript");
    expect(pick(d, "sh")?.name).toBe("bash");
    expect(pick(d, "IR")?.name).toBe("ir");
    expect(pick(d, "cobol")).toBeUndefined();
  });
});

describe("kernels from the sandbox's kernelspecs", { timeout: 60_000 }, () => {
  let dir: string;
  let kernels: KernelService;
  const saved = process.env.JUPYTER_PATH;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "execd-jupyter-path-"));
    const write = (name: string, spec: object) => {
      mkdirSync(path.join(dir, "kernels", name), { recursive: true });
      writeFileSync(path.join(dir, "kernels", name, "kernel.json"), JSON.stringify(spec));
    };
    write("missing-binary", { argv: ["/nonexistent/kernel-binary", "{connection_file}"], language: "missing", display_name: "Missing" });
    write("crashy", { argv: ["sh", "-c", "echo boom >&2; exit 7"], language: "crashy", display_name: "Crashy" });
    write("silent", { argv: ["sleep", "30"], language: "silent", display_name: "Silent" });
    write("not-a-spec", { display_name: "no argv" });
    write("pyalias", { argv: ["python9.99", "-m", "ipykernel_launcher", "-f", "{connection_file}"], language: "pyalias" });
    if (PY) {
      write("pymsg", {
        argv: [PY.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        language: "PyMsg",
        display_name: "Python, interrupted by message",
        interrupt_mode: "message",
        env: { EXECD_TEST_VAR: "${HOME}/expanded" },
      });
    }
    process.env.JUPYTER_PATH = dir;
    // Real kernels get a start time a loaded machine can meet; the silent one its own short one.
    kernels = new KernelService({ startTimeoutMs: 30_000 });
  });
  afterAll(async () => {
    await kernels.shutdown();
    rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.JUPYTER_PATH;
    else process.env.JUPYTER_PATH = saved;
  });

  it("finds specs in $JUPYTER_PATH, skips invalid ones and resolves interrupt_mode and env", async () => {
    const found = await discover();
    expect(found.searched[0]).toBe(path.join(dir, "kernels"));
    const names = found.specs.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["missing-binary", "crashy", "silent"]));
    expect(names).not.toContain("not-a-spec");
    if (PY) expect(pick(found, "pyalias")?.argv[0]).toBe(PY.executable); // a python not on PATH: the probed one
    if (PY) expect(pick(found, "pymsg")).toMatchObject({ language: "pymsg", interruptMode: "message", env: { EXECD_TEST_VAR: "${HOME}/expanded" } });
  });

  const startError = async (language: string, service = kernels): Promise<ExecdError> => {
    try {
      await service.create({ language });
    } catch (err) {
      return err as ExecdError;
    }
    throw new Error("the kernel started");
  };

  it("reports a kernel binary that does not exist", async () => {
    const err = await startError("missing");
    expect(err).toMatchObject({ code: "RUNTIME_ERROR", status: 500 });
    expect(err.message).toMatch(/Missing kernel.*did not start.*\/nonexistent\/kernel-binary/);
  });

  it("reports a kernel that exits at start with its status and output", async () => {
    const err = await startError("crashy");
    expect(err).toMatchObject({ code: "RUNTIME_ERROR" });
    expect(err.message).toMatch(/status 7/);
    expect(err.message).toContain("boom");
  });

  it("gives up on a kernel that never answers, and kills it", async () => {
    const impatient = new KernelService({ startTimeoutMs: 1500 });
    const t0 = Date.now();
    const err = await startError("silent", impatient).finally(() => impatient.shutdown());
    expect(Date.now() - t0).toBeLessThan(20_000); // gave up, did not wait for the sleep (30 s)
    expect(err).toMatchObject({ code: "RUNTIME_ERROR", message: expect.stringMatching(/Silent kernel.*did not start/) });
    expect(() => execFileSync("pgrep", ["-f", "^sleep 30$"], { stdio: "pipe" })).toThrow(); // no match: exit status 1
  });

  it("names the language and the places searched when nothing serves it", async () => {
    const err = await startError("cobol");
    expect(err).toMatchObject({ code: "NOT_SUPPORTED", status: 400 });
    expect(err.message).toContain('"cobol"');
    expect(err.message).toContain(path.join(dir, "kernels"));
    expect(err.message).toContain("crashy (crashy)");
  });

  it.skipIf(!PY?.ipykernel)("interrupts through the control channel when interrupt_mode is message, and applies the spec's env", async () => {
    const ctx = await kernels.create({ language: "pymsg" });
    expect(ctx.language).toBe("pymsg");
    expect(ctx.spec.interruptMode).toBe("message");
    const collect = (code: string) => {
      const events: ServerStreamEvent[] = [];
      return { events, done: kernels.run(ctx, code, (e) => events.push(e)) };
    };
    const env = collect("import os; print(os.environ['EXECD_TEST_VAR'])");
    await env.done;
    expect(env.events.filter((e) => e.type === "stdout").map((e) => e.text)).toEqual([`${process.env.HOME ?? "/root"}/expanded`]);
    const loop = collect("print('looping', flush=True)\nwhile True: pass");
    // Interrupt once the loop runs (a loaded machine may take long to start it); the loop ends
    // only by the interrupt, so its end with KeyboardInterrupt is the proof.
    while (!loop.events.some((e) => e.type === "stdout")) await new Promise((r) => setTimeout(r, 20));
    kernels.interrupt(ctx.id);
    await loop.done;
    expect(loop.events.at(-1)).toMatchObject({ type: "error", error: { ename: "KeyboardInterrupt" } });
    const after = collect("x = 1\nx");
    await after.done;
    expect(after.events.find((e) => e.type === "result")?.results).toEqual({ text: "1" });
    const pid = ctx.kernel.pid!;
    await kernels.delete(ctx.id);
    expect(() => process.kill(pid, 0)).toThrow();
  });
});
