// The code interpreter end to end: a real lifecycle server on Docker, a sandbox from the
// code-interpreter image (ipykernel, matplotlib, numpy, pandas), execd's /code API with real
// Jupyter kernels, driven only through the public APIs of @opensandbox/sdk and this package.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BadRequestError, NotFoundError, Sandbox, type ConnectionOptions } from "@opensandbox/sdk";
import { API_KEY, IMAGE as BUSYBOX_IMAGE, destroyServer, startServer, type TestServer } from "../../../server/test/helpers.ts";
import { CHART_MIME, CodeInterpreter, type Execution } from "../../src/index.ts";

const CI_IMAGE = process.env.OSB_CODE_INTERPRETER_IMAGE ?? "opensandbox/code-interpreter:local";
const EXAMPLE = fileURLToPath(new URL("../../examples/matplotlib-chart.ts", import.meta.url));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RUN = `ci-${Date.now().toString(36)}`;

let server: TestServer;
let conn: ConnectionOptions;
let sandbox: Sandbox;
let ci: CodeInterpreter;

beforeAll(async () => {
  server = await startServer();
  conn = { domain: server.url.replace(/^http:\/\//, ""), apiKey: API_KEY };
  sandbox = await Sandbox.create({ ...conn, image: CI_IMAGE, resource: { cpu: "1", memory: "1Gi" }, timeoutSeconds: 900, metadata: { run: RUN } });
  ci = await CodeInterpreter.create(sandbox);
}, 120_000);

afterAll(async () => {
  await sandbox?.kill().catch(() => {});
  await server?.close();
  await destroyServer(server);
}, 120_000);

function fail(execution: Execution): string {
  return execution.error ? `${execution.error.name}: ${execution.error.value}\n${execution.error.traceback.join("\n")}` : "";
}

describe("runCode", () => {
  test("runs in the default Python context: state carries over from one runCode to the next", async () => {
    const first = await ci.runCode("shortcut_total = 40");
    expect(fail(first)).toBe("");
    const second = await ci.runCode("shortcut_total + 2");
    expect(fail(second)).toBe("");
    expect(second.results.map((r) => r.text)).toEqual(["42"]);
    expect(second.id).toBe(first.id);
  });
});

describe("contexts", () => {
  test("state persists across runs in one context; execution counts advance", async () => {
    const ctx = await ci.codes.createContext();
    expect(ctx).toMatchObject({ language: "python" });
    expect(ctx.id).toBeTruthy();
    const first = await ci.codes.run("x = 21 * 2\nimport math", { context: ctx });
    expect(fail(first)).toBe("");
    expect(first.id).toBe(ctx.id);
    const second = await ci.codes.run("print('x is', x)\nmath.floor(x / 4)", { context: ctx.id });
    expect(fail(second)).toBe("");
    expect(second.logs.stdout).toEqual(["x is 42"]);
    expect(second.results.map((r) => r.text)).toEqual(["10"]);
    expect(second.executionCount).toBe((first.executionCount ?? 0) + 1);
    expect(second.executionTimeMs).toBeGreaterThanOrEqual(0);

    expect(await ci.codes.getContext(ctx.id)).toEqual(ctx);
    expect((await ci.codes.listContexts("python")).map((c) => c.id)).toContain(ctx.id);
    await ci.codes.deleteContext(ctx);
    const gone = await ci.codes.getContext(ctx.id).catch((e: unknown) => e);
    expect(NotFoundError.isInstance(gone)).toBe(true);
    expect(gone).toMatchObject({ code: "CONTEXT_NOT_FOUND" });
  });

  test("two contexts are isolated", async () => {
    const [a, b] = await Promise.all([ci.codes.createContext(), ci.codes.createContext({ cwd: "/tmp" })]);
    expect(a!.id).not.toBe(b!.id);
    await ci.codes.run("secret = 'only in a'", { context: a });
    const inB = await ci.codes.run("secret", { context: b });
    expect(inB.error?.name).toBe("NameError");
    const cwd = await ci.codes.run("import os; os.getcwd()", { context: b });
    expect(cwd.results[0]?.text).toBe("'/tmp'");
    expect((await ci.codes.run("secret", { context: a })).results[0]?.text).toBe("'only in a'");
    await Promise.all([ci.codes.deleteContext(a!), ci.codes.deleteContext(b!)]);
  });

  test("the default context of a language: run without a context; deleteContexts clears it", async () => {
    await ci.codes.run("answer = 41");
    const again = await ci.codes.run("answer + 1", { language: "python" });
    expect(again.results[0]?.text).toBe("42");
    expect((await ci.codes.listContexts("python")).map((c) => c.id)).toContain(again.id);
    await ci.codes.deleteContexts("python");
    expect(await ci.codes.listContexts("python")).toEqual([]);
    const fresh = await ci.codes.run("'answer' in globals()");
    expect(fresh.results[0]?.text).toBe("False");
  });
});

describe("execution", () => {
  test("a NameError comes back as the execution's error with a traceback", async () => {
    const errors: string[] = [];
    const execution = await ci.codes.run("print('before')\nundefined_name + 1", { onError: (e) => errors.push(e.name) });
    expect(execution.logs.stdout).toEqual(["before"]);
    expect(execution.error).toMatchObject({ name: "NameError" });
    expect(execution.error!.value).toContain("undefined_name");
    expect(execution.error!.traceback.length).toBeGreaterThan(0);
    expect(execution.error!.traceback.join("\n")).toContain("NameError");
    expect(errors).toEqual(["NameError"]);
  });

  test("stdout and stderr lines stream through the callbacks", async () => {
    const seen: string[] = [];
    const execution = await ci.codes.run("import sys\nprint('a')\nprint('b\\n')\nprint('e', file=sys.stderr)", {
      onStdout: (l) => seen.push(`out:${l}`),
      onStderr: (l) => seen.push(`err:${l}`),
    });
    expect(execution.logs).toEqual({ stdout: ["a", "b", ""], stderr: ["e"] });
    expect(seen.filter((s) => s.startsWith("out:"))).toEqual(["out:a", "out:b", "out:"]);
  });

  test("plt.plot(...); plt.show() yields a PNG result", async () => {
    const formats: string[][] = [];
    const execution = await ci.codes.run("import matplotlib.pyplot as plt\nplt.plot([1, 3, 2])\nplt.show()", { onResult: (r) => formats.push(r.formats()) });
    expect(fail(execution)).toBe("");
    const png = execution.results.find((r) => r.png)?.png;
    expect(png).toBeInstanceOf(Uint8Array);
    expect([...png!.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png!.length).toBeGreaterThan(1000);
    expect(formats.some((f) => f.includes("png"))).toBe(true);
  });

  test("display(HTML(...)) yields an html result; a DataFrame has html and text", async () => {
    const execution = await ci.codes.run("from IPython.display import display, HTML\ndisplay(HTML('<b>bold</b>'))\nimport pandas as pd\npd.DataFrame({'a': [1, 2]})");
    expect(fail(execution)).toBe("");
    expect(execution.results[0]?.html).toBe("<b>bold</b>");
    const df = execution.results[1]!;
    expect(df.html).toContain("<table");
    expect(df.text).toContain("a");
    expect(df.formats()).toEqual(expect.arrayContaining(["text", "html"]));
  });

  test("chart data published under the chart MIME type is read by .chart", async () => {
    const execution = await ci.codes.run(`from IPython.display import display\ndisplay({${JSON.stringify(CHART_MIME)}: {"type": "line", "points": [[0, 1], [1, 2]]}, "text/plain": "<chart>"}, raw=True)`);
    expect(fail(execution)).toBe("");
    expect(execution.results[0]?.chart).toEqual({ type: "line", points: [[0, 1], [1, 2]] });
    expect(execution.results[0]?.text).toBe("<chart>");
  });

  test("interrupt stops `while True: pass` within 2 s and the context stays usable", async () => {
    const ctx = await ci.codes.createContext();
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const run = ci.codes.run("import sys\nprint('spinning'); sys.stdout.flush()\nwhile True: pass", { context: ctx, onStdout: () => started() });
    await running;
    const t0 = Date.now();
    await ci.codes.interrupt(ctx);
    const execution = await run;
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(execution.error?.name).toBe("KeyboardInterrupt");
    const after = await ci.codes.run("6 * 7", { context: ctx });
    expect(after.results[0]?.text).toBe("42");
    await ci.codes.deleteContext(ctx);
  });

  test("aborting the signal interrupts the kernel (DELETE /code?id=) and rejects; the context stays usable", async () => {
    // A second handle on the same sandbox whose fetch records what is sent.
    const sent: string[] = [];
    const recording: typeof fetch = (input, init) => {
      const req = new Request(input, init);
      sent.push(`${req.method} ${new URL(req.url).pathname}${new URL(req.url).search}`);
      return fetch(req);
    };
    const watched = await CodeInterpreter.create(await Sandbox.connect(sandbox.id, { ...conn, fetch: recording }));
    const ctx = await watched.codes.createContext();
    await watched.codes.run("n = 0", { context: ctx });
    const controller = new AbortController();
    const t0 = Date.now();
    const run = watched.codes.run("import time\nwhile True:\n    n += 1\n    if n == 1: print('go', flush=True)\n    time.sleep(0.01)", { context: ctx, signal: controller.signal, onStdout: () => controller.abort(new Error("enough")) });
    await expect(run).rejects.toThrow("enough");
    // execd's endpoint may carry a path (Docker: …/proxy/44772); the request ends in /code?id=.
    expect(sent.some((line) => line.startsWith("DELETE ") && line.endsWith(`/code?id=${ctx.id}`)), sent.join("\n")).toBe(true);
    const after = await watched.codes.run("n > 0, 1 + 1", { context: ctx });
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(fail(after)).toBe("");
    expect(after.results[0]?.text).toBe("(True, 2)");
    await ci.codes.deleteContext(ctx);
  });

  test("aborting a run queued behind another drops it without interrupting the running one", async () => {
    const ctx = await ci.codes.createContext();
    let firstStarted!: () => void;
    const started = new Promise<void>((r) => (firstStarted = r));
    const first = ci.codes.run("import time\nprint('first', flush=True)\ntime.sleep(1.5)\nqueued_ran = False\n'first done'", { context: ctx, onStdout: () => firstStarted() });
    await started;
    const controller = new AbortController();
    const queued = ci.codes.run("queued_ran = True", { context: ctx, signal: controller.signal });
    await new Promise((r) => setTimeout(r, 300));
    controller.abort(new Error("never mind"));
    await expect(queued).rejects.toThrow("never mind");
    const a = await first;
    expect(fail(a)).toBe("");
    expect(a.results[0]?.text).toBe("'first done'");
    expect((await ci.codes.run("queued_ran", { context: ctx })).results[0]?.text).toBe("False");
    await ci.codes.deleteContext(ctx);
  });

  test("two concurrent runs on one context both complete, in order", async () => {
    const ctx = await ci.codes.createContext();
    await ci.codes.run("order = []", { context: ctx });
    let firstStarted!: () => void;
    const started = new Promise<void>((r) => (firstStarted = r));
    const first = ci.codes.run("import time\nprint('first', flush=True)\ntime.sleep(1)\norder.append(1)\n'first done'", { context: ctx, onStdout: () => firstStarted() });
    await started;
    const second = ci.codes.run("order.append(2)\n'second done'", { context: ctx });
    const [a, b] = await Promise.all([first, second]);
    expect(a.results[0]?.text).toBe("'first done'");
    expect(b.results[0]?.text).toBe("'second done'");
    expect(b.executionCount).toBe((a.executionCount ?? 0) + 1);
    expect((await ci.codes.run("order", { context: ctx })).results[0]?.text).toBe("[1, 2]");
    await ci.codes.deleteContext(ctx);
  });
});

test("the matplotlib example writes a PNG", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ci-example-"));
  try {
    const out = path.join(dir, "out.png");
    const { stdout } = await promisify(execFile)(process.execPath, [EXAMPLE, out], {
      env: { ...process.env, OPEN_SANDBOX_DOMAIN: conn.domain, OPEN_SANDBOX_API_KEY: API_KEY, CODE_INTERPRETER_IMAGE: CI_IMAGE },
      timeout: 100_000,
    });
    const png = readFileSync(out);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(stdout).toContain(`(${png.length} bytes)`);
    expect(stdout).toContain("[sandbox] points: 200");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

test("an image without ipykernel: NOT_SUPPORTED from the server", async () => {
  await using plain = await Sandbox.create({ ...conn, image: BUSYBOX_IMAGE, resource: { cpu: "1", memory: "256Mi" }, timeoutSeconds: 300, metadata: { run: RUN } });
  const plainCi = await CodeInterpreter.create(plain);
  const created = await plainCi.codes.createContext().catch((e: unknown) => e);
  expect(BadRequestError.isInstance(created)).toBe(true);
  expect(created).toMatchObject({ status: 400, code: "NOT_SUPPORTED" });
  const ran = await plainCi.codes.run("1 + 1").catch((e: unknown) => e);
  expect(ran).toMatchObject({ code: "NOT_SUPPORTED" });
});
