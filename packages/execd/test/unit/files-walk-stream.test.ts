// Search and list walk a tree while they answer: the head goes out at once, the JSON array follows
// as the walk produces it, and a client that leaves stops the walk. Before, a search of a big tree
// (`/`, or `..` from a busy /tmp) held the whole answer in memory and sent nothing for seconds,
// and went on walking after its client had gone. A real listening execd; a gate on one directory
// read holds a walk midway so the order of events is certain.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";
import type { FileInfo } from "../../src/generated/execd/types.gen.ts";
import { FileService } from "../../src/services/files.ts";

const TOKEN = "unit-token";
const headers = { "x-execd-access-token": TOKEN };
let app: Execd;
let base: string;
let dir: string;

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}`;
  dir = mkdtempSync(path.join(tmpdir(), "execd-walk-"));
  mkdirSync(path.join(dir, "tree/sub/deeper"), { recursive: true });
  writeFileSync(path.join(dir, "tree/a.txt"), "a");
  writeFileSync(path.join(dir, "tree/sub/b.txt"), "b");
  writeFileSync(path.join(dir, "tree/sub/deeper/c.txt"), "c");
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

/** Holds every read of directory `held` until `open()`; records which directories were read. */
function gateOn(held: string) {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const read: string[] = [];
  const proto = FileService.prototype as unknown as { entries(dir: string): Promise<unknown> };
  const original = proto.entries;
  vi.spyOn(proto, "entries").mockImplementation(async function (this: FileService, d: string) {
    read.push(d);
    if (d === held) await gate;
    return original.call(this, d);
  });
  return { read, open };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each([
  ["search", (root: string) => `/files/search?path=${encodeURIComponent(root)}&pattern=**`],
  ["list", (root: string) => `/directories/list?path=${encodeURIComponent(root)}&depth=10`],
])("%s streams its walk", (_name, url) => {
  it("answers with the head while the walk is held midway, and stops walking when the client leaves", async () => {
    const root = path.join(dir, "tree");
    const gate = gateOn(path.join(root, "sub"));
    const client = new AbortController();
    const res = await fetch(`${base}${url(root)}`, { headers, signal: AbortSignal.any([client.signal, AbortSignal.timeout(5000)]) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    await vi.waitFor(() => expect(gate.read).toContain(path.join(root, "sub"))); // the walk is held there
    client.abort();
    await settle(200); // the server sees the connection close
    gate.open();
    await settle(200);
    expect(gate.read).not.toContain(path.join(root, "sub/deeper"));
  });

  it("sends the whole tree in order when nothing stops it", async () => {
    const res = await fetch(`${base}${url(path.join(dir, "tree"))}`, { headers });
    expect(res.status).toBe(200);
    const names = ((await res.json()) as FileInfo[]).map((f) => path.relative(dir, f.path));
    const all = ["tree/a.txt", "tree/sub", "tree/sub/b.txt", "tree/sub/deeper", "tree/sub/deeper/c.txt"];
    expect(names).toEqual(_name === "search" ? all.filter((n) => n.endsWith(".txt")) : all);
  });
});

describe("a walk bigger than one chunk", () => {
  it("arrives as one JSON array, every entry once, in lexical order", async () => {
    const big = path.join(dir, "big");
    mkdirSync(big);
    const expected: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const name = `${String(i).padStart(5, "0")}-${"x".repeat(60)}.txt`;
      writeFileSync(path.join(big, name), "");
      expected.push(path.join(big, name));
    }
    const res = await fetch(`${base}/files/search?path=${encodeURIComponent(big)}&pattern=*.txt`, { headers });
    const text = await res.text();
    expect(text.length).toBeGreaterThan(3 * 64 * 1024); // several chunks
    expect((JSON.parse(text) as FileInfo[]).map((f) => f.path)).toEqual(expected);
  });

  it("answers HEAD with the head only, without walking", async () => {
    const gate = gateOn("(none)");
    const res = await fetch(`${base}/files/search?path=${encodeURIComponent(dir)}`, { method: "HEAD", headers });
    expect(res.status).toBe(200);
    expect(gate.read).toEqual([dir]); // the root is read to check it, nothing below it
  });

  it("still answers a missing root with 404 before any body", async () => {
    const res = await fetch(`${base}/files/search?path=${encodeURIComponent(path.join(dir, "missing"))}`, { headers });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "FILE_NOT_FOUND" });
  });
});
