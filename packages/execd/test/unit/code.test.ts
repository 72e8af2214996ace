// Code contexts through a real listening execd on the host, with real ipykernel kernels.
// Needs `python3 -m pip install ipykernel matplotlib`; without ipykernel the kernel tests are
// skipped (the ones that need no kernel still run).
import { execFileSync } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";
import { parseEvents, type StreamEvent } from "./events.ts";

function importable(module: string): boolean {
  try {
    execFileSync("python3", ["-c", `import ${module}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const HAS_IPYKERNEL = importable("ipykernel");
const HAS_MATPLOTLIB = HAS_IPYKERNEL && importable("matplotlib");
if (!HAS_IPYKERNEL) console.warn("code.test.ts: ipykernel is not importable by python3; kernel tests are SKIPPED (pip install ipykernel matplotlib)");
else if (!HAS_MATPLOTLIB) console.warn("code.test.ts: matplotlib is not importable by python3; the plot test is SKIPPED");

const TOKEN = "unit-token";
let app: Execd;
let base: string;

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app.services.kernels.shutdown();
  await app.close();
});

const headers = { "x-execd-access-token": TOKEN, "content-type": "application/json" };

async function call(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${base}${url}`, { method, headers: body === undefined ? { "x-execd-access-token": TOKEN } : headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

async function createContext(body: Record<string, unknown> = { language: "python" }): Promise<string> {
  const { status, json } = await call("POST", "/code/context", body);
  expect(status, JSON.stringify(json)).toBe(200);
  return (json as { id: string }).id;
}

async function run(code: string, context: Record<string, unknown>): Promise<StreamEvent[]> {
  const res = await fetch(`${base}/code`, { method: "POST", headers, body: JSON.stringify({ code, context }) });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/event-stream");
  return parseEvents(text);
}

const ofType = (events: StreamEvent[], type: string) => events.filter((e) => e.type === type);
const texts = (events: StreamEvent[], type: "stdout" | "stderr") => ofType(events, type).map((e) => e.text);
const terminal = (events: StreamEvent[]) => events.filter((e) => e.type === "error" || e.type === "execution_complete");
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("code contexts without a kernel", () => {
  it("rejects a language no kernel serves with NOT_SUPPORTED naming it and what was looked for", async () => {
    const { status, json } = await call("POST", "/code/context", { language: "cobol" });
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: "NOT_SUPPORTED", message: expect.stringContaining('"cobol"') });
    expect((json as { message: string }).message).toContain("share/jupyter/kernels");
    const r = await call("POST", "/code", { code: "x", context: { language: "cobol" } });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: "NOT_SUPPORTED" });
  });

  it("answers 404 CONTEXT_NOT_FOUND for unknown contexts", async () => {
    for (const [method, url, body] of [
      ["GET", "/code/contexts/nope", undefined],
      ["DELETE", "/code/contexts/nope", undefined],
      ["DELETE", "/code?id=nope", undefined],
      ["POST", "/code", { code: "1", context: { id: "nope" } }],
    ] as const) {
      const { status, json } = await call(method, url, body);
      expect(status, `${method} ${url}`).toBe(404);
      expect(json).toMatchObject({ code: "CONTEXT_NOT_FOUND" });
    }
  });

  it("rejects a cwd that does not exist", async () => {
    const { status, json } = await call("POST", "/code/context", { language: "python", cwd: "/no/such/dir" });
    expect(status).toBe(404);
    expect(json).toMatchObject({ code: "FILE_NOT_FOUND" });
  });

  it("runs code without a context as a shell command", async () => {
    const res = await fetch(`${base}/code`, { method: "POST", headers, body: JSON.stringify({ code: "echo one; echo two >&2; exit 3" }) });
    const events = parseEvents(await res.text());
    expect(events[0]).toMatchObject({ type: "init" });
    expect(texts(events, "stdout")).toEqual(["one"]);
    expect(texts(events, "stderr")).toEqual(["two"]);
    expect(terminal(events)).toEqual([expect.objectContaining({ type: "error", error: { ename: "CommandExecError", evalue: "3", traceback: [] } })]);
  });
});

// Kernel starts take ~0.4 s on an idle machine, seconds on a busy one.
describe.skipIf(!HAS_IPYKERNEL)("python contexts (ipykernel)", { timeout: 60_000 }, () => {
  let a: string;
  let b: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([createContext(), createContext()]);
  });

  it("evaluates 1+1: init, execution_count, result text, execution_complete", async () => {
    const events = await run("1+1", { id: a });
    expect(events[0]).toMatchObject({ type: "init", text: a });
    expect(ofType(events, "execution_count")).toEqual([expect.objectContaining({ execution_count: expect.any(Number) })]);
    expect(ofType(events, "result")).toEqual([expect.objectContaining({ results: { text: "2" } })]);
    expect(terminal(events)).toEqual([expect.objectContaining({ type: "execution_complete", execution_time: expect.any(Number) })]);
    expect(events.at(-1)!.type).toBe("execution_complete");
    for (const e of events) expect(e.timestamp).toEqual(expect.any(Number));
  });

  it("keeps state across runs in one context, and contexts are isolated", async () => {
    await run("shared = 'from a'", { id: a });
    await run("shared = 'from b'", { id: b });
    const ea = await run("print(shared)", { id: a });
    const eb = await run("print(shared)", { id: b });
    expect(texts(ea, "stdout")).toEqual(["from a"]);
    expect(texts(eb, "stdout")).toEqual(["from b"]);
    const counts = (await run("2", { id: a })).filter((e) => e.type === "execution_count");
    expect(counts[0]!.execution_count).toBeGreaterThan(1);
  });

  it("streams stdout and stderr line by line", async () => {
    const events = await run("import sys\nprint('l1\\nl2')\nprint()\nprint('e1', file=sys.stderr)\nprint('tail', end='')", { id: a });
    expect(texts(events, "stdout")).toEqual(["l1", "l2", "\n", "tail"]);
    expect(texts(events, "stderr")).toEqual(["e1"]);
  });

  it("keeps large output complete and in order", async () => {
    const events = await run("for i in range(20000): print(i)\nprint('y' * 3_000_000)", { id: b });
    const out = texts(events, "stdout");
    expect(out).toHaveLength(20001);
    expect(out.slice(0, 20000)).toEqual(Array.from({ length: 20000 }, (_, i) => String(i)));
    expect(out[20000]).toBe("y".repeat(3_000_000));
  });

  it("reports an exception as one terminal error event with its traceback", async () => {
    const events = await run("print('before')\nundefined_name_xyz", { id: a });
    expect(texts(events, "stdout")).toEqual(["before"]);
    const t = terminal(events);
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ type: "error", error: { ename: "NameError", evalue: expect.stringContaining("undefined_name_xyz") } });
    expect(t[0]!.error!.traceback!.length).toBeGreaterThan(0);
    expect(t[0]!.error!.traceback!.join("\n")).toContain("undefined_name_xyz");
    expect(events.at(-1)!.type).toBe("error");
    // The context is still usable.
    expect(ofType(await run("'ok'", { id: a }), "result")[0]!.results).toEqual({ text: "'ok'" });
  });

  it("sends display_data as result events (HTML)", async () => {
    const events = await run("from IPython.display import HTML, display\ndisplay(HTML('<b>x</b>'))", { id: a });
    const results = ofType(events, "result");
    expect(results).toHaveLength(1);
    expect(results[0]!.results).toMatchObject({ "text/html": "<b>x</b>", text: expect.any(String) });
    expect(terminal(events)).toEqual([expect.objectContaining({ type: "execution_complete" })]);
  });

  it.skipIf(!HAS_MATPLOTLIB)("sends matplotlib figures as image/png results", async () => {
    const events = await run("import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.show()", { id: b });
    const png = ofType(events, "result").find((e) => e.results?.["image/png"]);
    expect(png, JSON.stringify(events).slice(0, 2000)).toBeDefined();
    const bytes = Buffer.from(png!.results!["image/png"] as string, "base64");
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("interrupts a busy loop within 2 s and the context stays usable", async () => {
    await run("x = 0", { id: b });
    const pending = run("while True: pass", { id: b });
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    const { status } = await call("DELETE", `/code?id=${b}`);
    expect(status).toBe(200);
    const events = await pending;
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(terminal(events)).toEqual([expect.objectContaining({ type: "error", error: expect.objectContaining({ ename: "KeyboardInterrupt" }) })]);
    const after = await run("x = 1\nx", { id: b });
    expect(ofType(after, "result")[0]!.results).toEqual({ text: "1" });
    // An interrupt that arrives right after the request (before the kernel runs the cell) holds.
    const res = await fetch(`${base}/code`, { method: "POST", headers, body: JSON.stringify({ code: "while True: pass", context: { id: b } }) });
    const t1 = Date.now();
    expect((await call("DELETE", `/code?id=${b}`)).status).toBe(200);
    const early = parseEvents(await res.text());
    expect(Date.now() - t1).toBeLessThan(2000);
    expect(terminal(early)).toEqual([expect.objectContaining({ type: "error", error: expect.objectContaining({ ename: "KeyboardInterrupt" }) })]);
    // Interrupting an idle context is a no-op.
    expect((await call("DELETE", `/code?id=${b}`)).status).toBe(200);
    expect(ofType(await run("x", { id: b }), "result")[0]!.results).toEqual({ text: "1" });
  });

  it("queues concurrent runs on one context and runs them in order", async () => {
    await run("order = []", { id: a });
    const first = run("import time\ntime.sleep(0.5)\norder.append(1)\nprint('first')", { id: a });
    await new Promise((r) => setTimeout(r, 50));
    const second = run("order.append(2)\nprint('second', order)", { id: a });
    const [e1, e2] = await Promise.all([first, second]);
    expect(texts(e1, "stdout")).toEqual(["first"]);
    expect(texts(e2, "stdout")).toEqual(["second [1, 2]"]);
    expect(terminal(e1)).toEqual([expect.objectContaining({ type: "execution_complete" })]);
    expect(terminal(e2)).toEqual([expect.objectContaining({ type: "execution_complete" })]);
    expect(ofType(e1, "execution_complete")[0]!.timestamp!).toBeLessThanOrEqual(ofType(e2, "execution_count")[0]!.timestamp!);
  });

  it("drops a queued execution whose client went away", async () => {
    await run("ran = []", { id: a });
    const first = run("import time\ntime.sleep(0.5)\nran.append('first')", { id: a });
    await new Promise((r) => setTimeout(r, 50));
    const ac = new AbortController();
    const res = await fetch(`${base}/code`, { method: "POST", headers, body: JSON.stringify({ code: "ran.append('dropped')", context: { id: a } }), signal: ac.signal });
    expect(res.status).toBe(200);
    ac.abort();
    await first;
    expect(ofType(await run("ran", { id: a }), "result")[0]!.results).toEqual({ text: "['first']" });
  });

  it("runs different contexts in parallel", async () => {
    const t0 = Date.now();
    await Promise.all([run("import time; time.sleep(0.6)", { id: a }), run("import time; time.sleep(0.6)", { id: b })]);
    expect(Date.now() - t0).toBeLessThan(1150);
  });

  it("uses the cwd, hides execd's token, and lists, gets and deletes contexts", async () => {
    const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "execd-code-")));
    process.env.EXECD_ACCESS_TOKEN = "secret";
    const c = await createContext({ language: "python", cwd: dir });
    delete process.env.EXECD_ACCESS_TOKEN;
    expect(texts(await run("import os; print(os.getcwd()); print(os.environ.get('EXECD_ACCESS_TOKEN'))", { id: c }), "stdout")).toEqual([dir, "None"]);
    expect((await call("GET", `/code/contexts/${c}`)).json).toEqual({ id: c, language: "python" });
    const all = (await call("GET", "/code/contexts")).json as { id: string }[];
    expect(all.map((x) => x.id)).toEqual(expect.arrayContaining([a, b, c]));
    expect((await call("GET", "/code/contexts?language=python")).json).toEqual(expect.arrayContaining([{ id: c, language: "python" }]));
    expect((await call("GET", "/code/contexts?language=javascript")).json).toEqual([]);
    const pid = Number(texts(await run("import os; print(os.getpid())", { id: c }), "stdout")[0]);
    expect(alive(pid)).toBe(true);
    expect((await call("DELETE", `/code/contexts/${c}`)).status).toBe(200);
    expect(alive(pid)).toBe(false);
    expect((await call("GET", `/code/contexts/${c}`)).status).toBe(404);
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates the default context per language on demand and reuses it", async () => {
    const e1 = await run("default_var = 7", { language: "python" });
    const e2 = await run("default_var * 6", { language: "python" });
    expect(e1[0]!.text).toBe(e2[0]!.text);
    expect(ofType(e2, "result")[0]!.results).toEqual({ text: "42" });
    const contexts = (await call("GET", "/code/contexts?language=python")).json as { id: string }[];
    expect(contexts.map((c) => c.id)).toContain(e1[0]!.text);
    // Deleting a language's contexts deletes its default one too; the next run starts a new one.
    expect((await call("DELETE", "/code/contexts?language=python3")).status).toBe(200);
    expect((await call("GET", "/code/contexts?language=python")).json).toEqual([]);
    const e3 = await run("'default_var' in dir()", { language: "python" });
    expect(e3[0]!.text).not.toBe(e1[0]!.text);
    expect(ofType(e3, "result")[0]!.results).toEqual({ text: "False" });
    [a, b] = await Promise.all([createContext(), createContext()]);
  });

  it("reports a kernel that dies, keeps the context listed and refuses new runs on it", async () => {
    const c = await createContext();
    const dying = run("import os, time\ntime.sleep(0.3)\nprint('bye', flush=True)\ntime.sleep(0.2)  # ipykernel's iopub thread sends asynchronously\nos._exit(3)", { id: c });
    await new Promise((r) => setTimeout(r, 100));
    const queued = run("print('never')", { id: c });
    const events = await dying;
    expect(texts(events, "stdout")).toEqual(["bye"]);
    expect(terminal(events)).toEqual([
      expect.objectContaining({ type: "error", error: expect.objectContaining({ ename: "KernelDied", evalue: expect.stringContaining("3") }) }),
    ]);
    const q = await queued;
    expect(terminal(q)).toEqual([expect.objectContaining({ type: "error", error: expect.objectContaining({ ename: "KernelDied" }) })]);
    expect((await call("GET", `/code/contexts/${c}`)).json).toEqual({ id: c, language: "python" });
    const again = await call("POST", "/code", { code: "1", context: { id: c } });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("delete") });
    expect((await call("DELETE", `/code/contexts/${c}`)).status).toBe(200);
  });

  it("replaces a dead default context on the next language-only run", async () => {
    const e1 = await run("import os; os._exit(1)", { language: "python" });
    expect(terminal(e1)[0]!.error!.ename).toBe("KernelDied");
    const e2 = await run("1", { language: "python" });
    expect(e2[0]!.text).not.toBe(e1[0]!.text);
    expect(ofType(e2, "result")[0]!.results).toEqual({ text: "1" });
    expect((await call("GET", `/code/contexts/${e1[0]!.text}`)).status).toBe(404);
  });

  it("ends running and queued executions when their context is deleted", async () => {
    const c = await createContext();
    const running = run("import time; time.sleep(30)", { id: c });
    const queued = run("1", { id: c });
    await new Promise((r) => setTimeout(r, 300));
    expect((await call("DELETE", `/code/contexts/${c}`)).status).toBe(200);
    for (const events of await Promise.all([running, queued])) {
      expect(terminal(events)).toEqual([expect.objectContaining({ type: "error", error: expect.objectContaining({ ename: "ContextDeleted" }) })]);
    }
  });

  it("interrupts the running execution when its client goes away", async () => {
    const ac = new AbortController();
    const res = await fetch(`${base}/code`, { method: "POST", headers, body: JSON.stringify({ code: "import time\nfor i in range(300): time.sleep(0.1)", context: { id: a } }), signal: ac.signal });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    ac.abort();
    const t0 = Date.now();
    const events = await run("'free'", { id: a });
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(ofType(events, "result")[0]!.results).toEqual({ text: "'free'" });
  });
});
