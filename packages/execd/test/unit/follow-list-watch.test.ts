// The extensions a client reaches for: following a background command's output as events, the
// list of commands, a timeout reported as such, and directory watches. A real listening execd.
import { mkdirSync, mkdtempSync, rmSync, renameSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";
import type { CommandStatusResponse, FileWatchEvent } from "../../src/generated/execd/types.gen.ts";
import { MAX_WATCHES } from "../../src/services/files-watch.ts";
import { parseEvents, type StreamEvent } from "./events.ts";

const TOKEN = "unit-token";
let app: Execd;
let base: string;
const headers = { "x-execd-access-token": TOKEN, "content-type": "application/json" };

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

async function start(body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify(body) });
  return parseEvents(await res.text())[0]!.text!;
}

/** Reads an event stream as it arrives, recording when each event came. */
async function* events<T>(res: Response): AsyncGenerator<{ event: T; at: number }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const line = buffer.slice(0, cut).trim();
      buffer = buffer.slice(cut + 2);
      if (line) yield { event: JSON.parse(line) as T, at: Date.now() };
    }
  }
}

describe("GET /command/{id}/events", () => {
  it("streams a background command's stdout and stderr apart, as it comes, then its exit status", async () => {
    const id = await start({ command: "echo one; echo warn >&2; sleep 0.4; printf 'no end'; sleep 0.4; echo; exit 3", background: true });
    const started = Date.now();
    const res = await fetch(`${base}/command/${id}/events`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const got: { event: StreamEvent; at: number }[] = [];
    for await (const e of events<StreamEvent>(res)) if (e.event.type !== "ping") got.push(e);
    expect(got.map((e) => e.event.type)).toEqual(["init", "stdout", "stderr", "stdout", "stdout", "error"]);
    expect(got[0]!.event.text).toBe(id);
    expect(got.slice(1, 5).map((e) => [e.event.text, e.event.partial ?? false])).toEqual([
      ["one", false],
      ["warn", false],
      ["no end", true],
      ["\n", false],
    ]);
    expect(got[3]!.at - started).toBeLessThan(700); // the partial line arrives long before its end
    expect(got.at(-1)!.event.error).toMatchObject({ ename: "CommandExecError", evalue: "3" });
  });

  it("replays the log of an ended command from a cursor, and ends", async () => {
    const id = await start({ command: "echo first; echo second", background: true });
    await waitFor(async () => !(await status(id)).running);
    const all = parseEvents(await (await fetch(`${base}/command/${id}/events`, { headers })).text());
    expect(all.filter((e) => e.type === "stdout").map((e) => e.text)).toEqual(["first", "second"]);
    expect(all.at(-1)).toMatchObject({ type: "execution_complete" });
    const tail = parseEvents(await (await fetch(`${base}/command/${id}/events?cursor=6`, { headers })).text());
    expect(tail.filter((e) => e.type === "stdout").map((e) => e.text)).toEqual(["second"]);
  });

  it("refuses a foreground command (409) and an unknown one (404), as JSON", async () => {
    const fg = parseEvents(await (await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify({ command: "true" }) })).text())[0]!.text!;
    const conflict = await fetch(`${base}/command/${fg}/events`, { headers });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ code: "CONFLICT" });
    const missing = await fetch(`${base}/command/nope/events`, { headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "COMMAND_NOT_FOUND" });
  });

  it("leaving the stream leaves the command running", async () => {
    const id = await start({ command: "sleep 0.5; echo late", background: true });
    const ac = new AbortController();
    const res = await fetch(`${base}/command/${id}/events`, { headers, signal: ac.signal });
    expect(res.status).toBe(200);
    ac.abort();
    await waitFor(async () => !(await status(id)).running);
    expect(await status(id)).toMatchObject({ exit_code: 0 });
    expect(await (await fetch(`${base}/command/${id}/logs`, { headers })).text()).toBe("late\n");
  });
});

describe("timeouts", () => {
  it("a foreground command killed at its timeout: error event with timed_out and a traceback line", async () => {
    const res = await fetch(`${base}/command`, { method: "POST", headers, body: JSON.stringify({ command: "sleep 5", timeout: 200 }) });
    const last = parseEvents(await res.text()).at(-1)!;
    expect(last).toMatchObject({ type: "error", error: { ename: "CommandExecError", evalue: "143", timed_out: true, traceback: ["timed out after 200 ms"] } });
  });

  it("a background one: status says timed_out, and its followed stream too; a normal exit does not", async () => {
    const id = await start({ command: "sleep 5", background: true, timeout: 200 });
    await waitFor(async () => !(await status(id)).running);
    expect(await status(id)).toMatchObject({ timed_out: true, exit_code: 143, error: "timed out after 200 ms" });
    const followed = parseEvents(await (await fetch(`${base}/command/${id}/events`, { headers })).text());
    expect(followed.at(-1)!.error).toMatchObject({ timed_out: true });
    const quick = await start({ command: "exit 2", background: true, timeout: 5000 });
    await waitFor(async () => !(await status(quick)).running);
    expect(await status(quick)).not.toHaveProperty("timed_out");
  });
});

describe("GET /commands", () => {
  it("lists commands oldest first, and only running ones with running=true", async () => {
    const long = await start({ command: "sleep 2", background: true });
    const short = await start({ command: "true", background: true });
    await waitFor(async () => !(await status(short)).running);
    const all = (await (await fetch(`${base}/commands`, { headers })).json()) as CommandStatusResponse[];
    const ids = all.map((c) => c.id);
    expect(ids.indexOf(long)).toBeLessThan(ids.indexOf(short));
    expect(all.find((c) => c.id === long)).toMatchObject({ running: true, content: "sleep 2" });
    const running = (await (await fetch(`${base}/commands?running=true`, { headers })).json()) as CommandStatusResponse[];
    expect(running.map((c) => c.id)).toContain(long);
    expect(running.map((c) => c.id)).not.toContain(short);
    expect(running.every((c) => c.running)).toBe(true);
    await fetch(`${base}/command?id=${long}`, { method: "DELETE", headers });
  });
});

describe("GET /files/watch", () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), "execd-watch-"))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function watchFor(query: string, act: () => void, until: (seen: FileWatchEvent[]) => boolean): Promise<FileWatchEvent[]> {
    const ac = new AbortController();
    const res = await fetch(`${base}/files/watch?${query}`, { headers, signal: ac.signal });
    expect(res.status).toBe(200);
    const seen: FileWatchEvent[] = [];
    const deadline = setTimeout(() => ac.abort(), 5000);
    try {
      for await (const { event } of events<FileWatchEvent>(res)) {
        seen.push(event);
        if (event.type === "ready") act();
        if (until(seen)) break;
      }
    } catch {
      // aborted at the deadline: the assertions say what was missing
    } finally {
      clearTimeout(deadline);
      ac.abort();
    }
    return seen;
  }

  it("reports ready, then create, write and remove below the directory, subdirectories included", { timeout: 15_000 }, async () => {
    const root = mkdtempSync(path.join(dir, "r-"));
    const sub = path.join(root, "sub");
    const a = path.join(sub, "a.txt");
    const b = path.join(root, "b.txt");
    // One change every 100 ms: Node's recursive watch reports what it finds when it looks, so an
    // entry created and removed within a few milliseconds may go unreported (documented).
    const steps = [() => mkdirSync(sub), () => writeFileSync(a, "1"), () => appendFileSync(a, "2"), () => renameSync(a, b), () => rmSync(b)];
    const seen = await watchFor(
      `path=${encodeURIComponent(root)}`,
      () => steps.forEach((step, i) => setTimeout(step, 100 * (i + 1))),
      (s) => s.some((e) => e.type === "remove" && e.path === b),
    );
    expect(seen[0]).toMatchObject({ type: "ready", path: root });
    const changes = seen.filter((e) => e.type !== "ping" && e.type !== "ready").map((e) => `${e.type} ${path.relative(root, e.path!)}`);
    expect(changes).toEqual(expect.arrayContaining(["create sub", "create sub/a.txt", "write sub/a.txt", "remove sub/a.txt", "create b.txt", "remove b.txt"]));
  });

  it("does not report execd's own staging files of an upload, only the file it becomes", async () => {
    const root = mkdtempSync(path.join(dir, "u-"));
    const seen = await watchFor(
      `path=${encodeURIComponent(root)}`,
      () => {
        const form = new FormData();
        form.append("metadata", new Blob([JSON.stringify({ path: path.join(root, "up.txt") })], { type: "application/json" }), "metadata");
        form.append("file", new Blob(["data"]), "up.txt");
        void fetch(`${base}/files/upload`, { method: "POST", headers: { "x-execd-access-token": TOKEN }, body: form });
      },
      (s) => s.some((e) => e.path === path.join(root, "up.txt")),
    );
    expect(seen.some((e) => e.type === "create" && e.path === path.join(root, "up.txt"))).toBe(true);
    expect(seen.filter((e) => e.path?.includes("execd-upload"))).toEqual([]);
  });

  it("with recursive=false reports only the directory's own entries", async () => {
    mkdirSync(path.join(dir, "deep"), { recursive: true });
    const seen = await watchFor(
      `path=${encodeURIComponent(dir)}&recursive=false`,
      () => {
        writeFileSync(path.join(dir, "deep", "hidden.txt"), "x");
        setTimeout(() => writeFileSync(path.join(dir, "top.txt"), "x"), 100);
      },
      (s) => s.some((e) => e.path === path.join(dir, "top.txt")),
    );
    expect(seen.some((e) => e.path === path.join(dir, "top.txt"))).toBe(true);
    expect(seen.some((e) => e.path?.endsWith("hidden.txt"))).toBe(false);
  });

  it("refuses a missing path (404) and a file (400) before streaming", async () => {
    const missing = await fetch(`${base}/files/watch?path=${encodeURIComponent(path.join(dir, "none"))}`, { headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "FILE_NOT_FOUND" });
    writeFileSync(path.join(dir, "file"), "x");
    const file = await fetch(`${base}/files/watch?path=${encodeURIComponent(path.join(dir, "file"))}`, { headers });
    expect(file.status).toBe(400);
    expect(await file.json()).toMatchObject({ code: "INVALID_FILE" });
  });

  it("HEAD answers the head of the stream and holds no watch; HEAD of a followed command neither", async () => {
    const res = await fetch(`${base}/files/watch?path=${encodeURIComponent(dir)}`, { method: "HEAD", headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    await waitFor(async () => app.services.watches.open === 0);
    const id = await start({ command: "sleep 0.2", background: true });
    const head = await fetch(`${base}/command/${id}/events`, { method: "HEAD", headers });
    expect(head.status).toBe(200);
  });

  it("holds at most MAX_WATCHES, and frees a watch when its client leaves", async () => {
    await waitFor(async () => app.services.watches.open === 0); // an earlier attempt's watches are gone
    const open: AbortController[] = [];
    // The responses are kept: fetch cancels the body of a Response the GC collects, which would
    // end that watch early (on a busy machine the 65th request was then served).
    const held: Response[] = [];
    try {
      for (let i = 0; i < MAX_WATCHES; i++) {
        const ac = new AbortController();
        const res = await fetch(`${base}/files/watch?path=${encodeURIComponent(dir)}&recursive=false`, { headers, signal: ac.signal });
        expect(res.status).toBe(200);
        open.push(ac);
        held.push(res);
      }
      const refused = await fetch(`${base}/files/watch?path=${encodeURIComponent(dir)}`, { headers });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.stringContaining("too many file watches") });
      open.pop()!.abort();
      await waitFor(async () => app.services.watches.open < MAX_WATCHES);
      const again = new AbortController();
      const res = await fetch(`${base}/files/watch?path=${encodeURIComponent(dir)}`, { headers, signal: again.signal });
      expect(res.status).toBe(200);
      open.push(again);
      held.push(res);
    } finally {
      for (const ac of open) ac.abort();
    }
    await waitFor(async () => app.services.watches.open === 0);
  });
});

async function status(id: string): Promise<CommandStatusResponse> {
  return (await (await fetch(`${base}/command/status/${id}`, { headers })).json()) as CommandStatusResponse;
}

async function waitFor(cond: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
