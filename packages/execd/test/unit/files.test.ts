// Filesystem operations through a real listening execd (buildApp plus the multipart
// registration app.ts is asked to make), in a temporary directory.
import { chmodSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";

const TOKEN = "unit-token";
const AUTH = { "x-execd-access-token": TOKEN };
let app: Execd;
let base: string;
let root: string;
let dir: string;
let n = 0;

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}`;
  root = mkdtempSync(path.join(tmpdir(), "execd-files-"));
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  dir = path.join(root, `t${++n}`);
  mkdirSync(dir);
});

const qs = (params: Record<string, string | number | (string | number)[]>) =>
  Object.entries(params)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${k}=${encodeURIComponent(String(x))}`))
    .join("&");

async function call(method: string, route: string, opts: { query?: Record<string, string | number | (string | number)[]>; body?: unknown; headers?: Record<string, string>; rawQuery?: string } = {}) {
  const q = opts.rawQuery ?? (opts.query ? qs(opts.query) : "");
  const res = await fetch(`${base}${route}${q ? `?${q}` : ""}`, {
    method,
    headers: { ...AUTH, ...(opts.body !== undefined ? { "content-type": "application/json" } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString("utf8");
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, bytes, text, json };
}

const p = (...parts: string[]) => path.join(dir, ...parts);
const errorOf = (r: { status: number; json: any }) => ({ status: r.status, code: r.json?.code });

async function upload(entries: { meta: unknown; content?: string | Buffer; metaAs?: "file" | "field" }[], extra?: (fd: FormData) => void) {
  const fd = new FormData();
  for (const e of entries) {
    const meta = typeof e.meta === "string" ? e.meta : JSON.stringify(e.meta);
    if (e.metaAs === "field") fd.append("metadata", meta);
    else fd.append("metadata", new Blob([meta], { type: "application/json" }), "metadata");
    if (e.content !== undefined) fd.append("file", new Blob([typeof e.content === "string" ? e.content : new Uint8Array(e.content)]), "blob");
  }
  extra?.(fd);
  const res = await fetch(`${base}/files/upload`, { method: "POST", headers: AUTH, body: fd });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

describe("getFilesInfo", () => {
  it("describes files, directories and symbolic links, keyed by the path as given", async () => {
    writeFileSync(p("f.txt"), "hello");
    chmodSync(p("f.txt"), 0o640);
    mkdirSync(p("d"));
    chmodSync(p("d"), 0o1777);
    symlinkSync("f.txt", p("link"));
    const r = await call("GET", "/files/info", { query: { path: [p("f.txt"), p("d"), p("link")] } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json)).toEqual([p("f.txt"), p("d"), p("link")]);
    expect(r.json[p("f.txt")]).toEqual({
      path: p("f.txt"),
      type: "file",
      size: 5,
      modified_at: statSync(p("f.txt")).mtime.toISOString(),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      owner: "root",
      group: "root",
      mode: 640,
    });
    expect(r.json[p("d")]).toMatchObject({ type: "directory", mode: 1777 });
    expect(r.json[p("link")]).toMatchObject({ type: "symlink", size: "f.txt".length, mode: 777 });
  });

  it("falls back to numeric owner and group when the ids have no name", async () => {
    writeFileSync(p("f"), "");
    const { chownSync } = await import("node:fs");
    chownSync(p("f"), 54321, 54322);
    const r = await call("GET", "/files/info", { query: { path: p("f") } });
    expect(r.json[p("f")]).toMatchObject({ owner: "54321", group: "54322" });
  });

  it("expands ~ and resolves relative paths", async () => {
    const r = await call("GET", "/files/info", { query: { path: ["~", "~root", "~daemon/"] } });
    expect(r.status).toBe(200);
    expect(r.json["~"]).toMatchObject({ path: os.homedir(), type: "directory" });
    expect(r.json["~root"]).toMatchObject({ path: "/root" });
    expect(r.json["~daemon/"]).toMatchObject({ path: "/usr/sbin" });
    const rel = await call("GET", "/files/info", { query: { path: "relative-does-not-exist" } });
    expect(rel.json).toMatchObject({ code: "FILE_NOT_FOUND", message: expect.stringContaining("relative-does-not-exist") });
  });

  it("maps path errors: missing → 404, through a file → 400, NUL byte → 400", async () => {
    writeFileSync(p("f"), "");
    expect(errorOf(await call("GET", "/files/info", { query: { path: [p("f"), p("missing")] } }))).toEqual({ status: 404, code: "FILE_NOT_FOUND" });
    expect(errorOf(await call("GET", "/files/info", { query: { path: p("f", "x") } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("GET", "/files/info", { query: { path: `${p("f")}\0x` } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    symlinkSync("loop", p("loop"));
    expect(errorOf(await call("GET", "/files/download", { query: { path: p("loop") } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("GET", "/files/info"))).toEqual({ status: 400, code: "MISSING_QUERY" });
  });

  it("requires the token", async () => {
    const res = await fetch(`${base}/files/info?path=/`);
    expect(res.status).toBe(401);
  });
});

describe("removeFiles", () => {
  it("deletes files and links (not their targets)", async () => {
    writeFileSync(p("a"), "");
    mkdirSync(p("d"));
    symlinkSync(p("d"), p("dlink"));
    symlinkSync(p("nowhere"), p("dangling"));
    const r = await call("DELETE", "/files", { query: { path: [p("a"), p("dlink"), p("dangling")] } });
    expect(r.status).toBe(200);
    expect(readdirSync(dir)).toEqual(["d"]);
  });

  it("checks every path first: missing → 404, directory → 400, nothing deleted", async () => {
    writeFileSync(p("a"), "");
    mkdirSync(p("d"));
    expect(errorOf(await call("DELETE", "/files", { query: { path: [p("a"), p("missing")] } }))).toEqual({ status: 404, code: "FILE_NOT_FOUND" });
    expect(errorOf(await call("DELETE", "/files", { query: { path: [p("a"), p("d")] } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(readdirSync(dir).sort()).toEqual(["a", "d"]);
  });
});

describe("chmodFiles", () => {
  it("applies mode, owner and group (names or numeric ids)", async () => {
    writeFileSync(p("a"), "");
    writeFileSync(p("b"), "");
    const r = await call("POST", "/files/permissions", { body: { [p("a")]: { mode: 600, owner: "nobody", group: "daemon" }, [p("b")]: { mode: 4755, owner: "1234" } } });
    expect(r.status).toBe(200);
    const a = statSync(p("a"));
    expect([a.mode & 0o7777, a.uid, a.gid]).toEqual([0o600, 65534, 1]);
    const b = statSync(p("b"));
    expect([b.mode & 0o7777, b.uid]).toEqual([0o4755, 1234]);
    expect((await call("GET", "/files/info", { query: { path: p("a") } })).json[p("a")]).toMatchObject({ owner: "nobody", group: "daemon", mode: 600 });
  });

  it("defaults mode to 755 (spec default)", async () => {
    writeFileSync(p("a"), "");
    chmodSync(p("a"), 0o600);
    expect((await call("POST", "/files/permissions", { body: { [p("a")]: {} } })).status).toBe(200);
    expect(statSync(p("a")).mode & 0o7777).toBe(0o755);
  });

  it("validates everything before changing anything", async () => {
    writeFileSync(p("a"), "");
    chmodSync(p("a"), 0o600);
    const body = (extra: object) => ({ [p("a")]: { mode: 644 }, ...extra });
    expect(errorOf(await call("POST", "/files/permissions", { body: body({ [p("missing")]: { mode: 644 } }) }))).toEqual({ status: 404, code: "FILE_NOT_FOUND" });
    expect(errorOf(await call("POST", "/files/permissions", { body: body({ [p("a")]: { mode: 789 } }) }))).toEqual({ status: 400, code: "INVALID_REQUEST_BODY" });
    writeFileSync(p("b"), "");
    expect(errorOf(await call("POST", "/files/permissions", { body: body({ [p("b")]: { owner: "no-such-user" } }) }))).toEqual({ status: 400, code: "INVALID_REQUEST_BODY" });
    expect(errorOf(await call("POST", "/files/permissions", { body: body({ [p("b")]: { mode: 99999 } }) }))).toEqual({ status: 400, code: "INVALID_REQUEST_BODY" });
    expect(statSync(p("a")).mode & 0o7777).toBe(0o600);
  });
});

describe("renameFiles", () => {
  it("renames and moves files and directories in order", async () => {
    writeFileSync(p("a"), "A");
    mkdirSync(p("d"));
    mkdirSync(p("other"));
    writeFileSync(p("d", "x"), "X");
    const r = await call("POST", "/files/mv", {
      body: [
        { src: p("a"), dest: p("b") },
        { src: p("b"), dest: p("other", "c") },
        { src: p("d"), dest: p("e") },
      ],
    });
    expect(r.status).toBe(200);
    expect(readFileSync(p("other", "c"), "utf8")).toBe("A");
    expect(readFileSync(p("e", "x"), "utf8")).toBe("X");
    expect(readdirSync(dir).sort()).toEqual(["e", "other"]);
  });

  it("requires the destination's parent directory to exist (spec)", async () => {
    writeFileSync(p("a"), "A");
    writeFileSync(p("f"), "");
    expect(errorOf(await call("POST", "/files/mv", { body: [{ src: p("a"), dest: p("no", "such", "a") }] }))).toEqual({ status: 404, code: "FILE_NOT_FOUND" });
    expect(errorOf(await call("POST", "/files/mv", { body: [{ src: p("a"), dest: p("f", "a") }] }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(readdirSync(dir).sort()).toEqual(["a", "f"]);
  });

  it("fails on a missing source (404) and an existing destination (400), without overwriting", async () => {
    writeFileSync(p("a"), "A");
    writeFileSync(p("b"), "B");
    expect(errorOf(await call("POST", "/files/mv", { body: [{ src: p("missing"), dest: p("c") }] }))).toEqual({ status: 404, code: "FILE_NOT_FOUND" });
    expect(errorOf(await call("POST", "/files/mv", { body: [{ src: p("a"), dest: p("b") }] }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(readFileSync(p("b"), "utf8")).toBe("B");
    mkdirSync(p("d"));
    expect(errorOf(await call("POST", "/files/mv", { body: [{ src: p("d"), dest: p("d", "inside") }] }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("POST", "/files/mv", { body: [] }))).toEqual({ status: 400, code: "INVALID_REQUEST_BODY" });
  });
});

describe("renameFiles across filesystems", () => {
  const other = "/dev/shm";
  const crossDevice = (() => {
    try {
      return statSync(other).dev !== statSync(tmpdir()).dev;
    } catch {
      return false;
    }
  })();

  it.skipIf(!crossDevice)("copies and deletes when rename(2) fails with EXDEV (files, trees, non-UTF-8 names)", async () => {
    const away = mkdtempSync(path.join(other, "execd-mv-"));
    try {
      writeFileSync(p("f.txt"), "file");
      chmodSync(p("f.txt"), 0o640);
      mkdirSync(p("tree", "sub"), { recursive: true });
      writeFileSync(p("tree", "sub", "g"), "g");
      symlinkSync("sub/g", p("tree", "link"));
      writeFileSync(Buffer.from(`${dir}/bad-\xff`, "latin1"), "bad");
      const r = await call("POST", "/files/mv", {
        body: [
          { src: p("f.txt"), dest: path.join(away, "f.txt") },
          { src: p("tree"), dest: path.join(away, "tree") },
          { src: `${dir}/bad-\udcff`, dest: `${away}/bad-\udcff` },
        ],
      });
      expect(r.status, r.text).toBe(200);
      expect(readdirSync(dir)).toEqual([]);
      expect(readFileSync(path.join(away, "f.txt"), "utf8")).toBe("file");
      expect(statSync(path.join(away, "f.txt")).mode & 0o777).toBe(0o640);
      expect(readFileSync(path.join(away, "tree", "sub", "g"), "utf8")).toBe("g");
      expect(readlinkSync(path.join(away, "tree", "link"))).toBe("sub/g");
      expect(readFileSync(Buffer.from(`${away}/bad-\xff`, "latin1"), "utf8")).toBe("bad");
    } finally {
      rmSync(away, { recursive: true, force: true });
    }
  });
});

describe("searchFiles", () => {
  beforeEach(() => {
    for (const f of ["a.ts", "b.js", "src/x.ts", "src/deep/y.ts", "src/deep/z.md", "test/t.test.ts"]) {
      mkdirSync(path.dirname(p(f)), { recursive: true });
      writeFileSync(p(f), f);
    }
  });
  const search = async (pattern?: string) => {
    const r = await call("GET", "/files/search", { query: { path: dir, ...(pattern !== undefined ? { pattern } : {}) } });
    expect(r.status).toBe(200);
    return (r.json as { path: string }[]).map((f) => path.relative(dir, f.path));
  };

  it("matches **/*.ts against relative paths, in lexical order, files only", async () => {
    expect(await search("**/*.ts")).toEqual(["a.ts", "src/deep/y.ts", "src/x.ts", "test/t.test.ts"]);
    expect(await search("src/**")).toEqual(["src/deep/y.ts", "src/deep/z.md", "src/x.ts"]);
    expect(await search("src/*")).toEqual(["src/x.ts"]);
    expect(await search("*.{md,js}")).toEqual(["b.js", "src/deep/z.md"]);
    expect(await search()).toEqual(["a.ts", "b.js", "src/deep/y.ts", "src/deep/z.md", "src/x.ts", "test/t.test.ts"]);
    expect(await search("")).toHaveLength(6);
  });

  it("matches a pattern without / against names (upstream behaviour) and returns FileInfo", async () => {
    const r = await call("GET", "/files/search", { query: { path: dir, pattern: "?.ts" } });
    expect(r.json.map((f: { path: string }) => path.relative(dir, f.path))).toEqual(["a.ts", "src/deep/y.ts", "src/x.ts"]);
    expect(r.json[0]).toMatchObject({ path: p("a.ts"), type: "file", size: 4, owner: "root", mode: 644 });
  });

  it("reports symbolic links without following them, survives loops", async () => {
    symlinkSync("..", p("src", "up"));
    symlinkSync(dir, p("self"));
    symlinkSync("a.ts", p("alias.ts"));
    const r = await call("GET", "/files/search", { query: { path: dir, pattern: "**" } });
    const got = r.json.map((f: { path: string; type: string }) => [path.relative(dir, f.path), f.type]);
    expect(got).toEqual([
      ["a.ts", "file"],
      ["alias.ts", "symlink"],
      ["b.js", "file"],
      ["self", "symlink"],
      ["src/deep/y.ts", "file"],
      ["src/deep/z.md", "file"],
      ["src/up", "symlink"],
      ["src/x.ts", "file"],
      ["test/t.test.ts", "file"],
    ]);
  });

  it("maps errors: missing root 404, file root 400, bad pattern 400", async () => {
    expect(errorOf(await call("GET", "/files/search", { query: { path: p("missing") } }))).toEqual({ status: 404, code: "FILE_NOT_FOUND" });
    expect(errorOf(await call("GET", "/files/search", { query: { path: p("a.ts") } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("GET", "/files/search", { query: { path: dir, pattern: "[z-a]" } }))).toEqual({ status: 400, code: "MISSING_QUERY" });
  });
});

describe("replaceContent", () => {
  it("replaces in several files and reports counts with verbose=true", async () => {
    writeFileSync(p("a"), "host=127.0.0.1\nother=127.0.0.1\n");
    writeFileSync(p("b"), "nothing here");
    chmodSync(p("a"), 0o751);
    const before = statSync(p("b")).mtimeMs;
    utimesSync(p("b"), new Date(1_000_000), new Date(1_000_000));
    const r = await call("POST", "/files/replace", { query: { verbose: "true" }, body: { [p("a")]: { old: "127.0.0.1", new: "0.0.0.0" }, [p("b")]: { old: "zzz", new: "y" } } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ [p("a")]: { replacedCount: 2 }, [p("b")]: { replacedCount: 0 } });
    expect(readFileSync(p("a"), "utf8")).toBe("host=0.0.0.0\nother=0.0.0.0\n");
    expect(statSync(p("a")).mode & 0o7777).toBe(0o751);
    expect(statSync(p("b")).mtimeMs).toBe(1_000_000); // untouched
    expect(before).toBeGreaterThan(0);
    expect(readdirSync(dir).sort()).toEqual(["a", "b"]); // no temporary files left
  });

  it("answers with an empty body without verbose", async () => {
    writeFileSync(p("a"), "x");
    const r = await call("POST", "/files/replace", { body: { [p("a")]: { old: "x", new: "" } } });
    expect(r.status).toBe(200);
    expect(r.text).toBe("");
    expect(readFileSync(p("a"), "utf8")).toBe("");
  });

  it("is binary safe, handles multi-byte text and large files with matches across chunk boundaries", async () => {
    writeFileSync(p("bin"), Buffer.from([0, 1, 2, 0, 0xff, 0x41, 0, 0x41]));
    const big = Buffer.alloc(1_000_003, "a");
    for (let i = 65_530; i < big.length; i += 65_536) big.write("NEEDLE", i);
    writeFileSync(p("big"), big);
    writeFileSync(p("utf"), "naïve café — naïve");
    const r = await call("POST", "/files/replace", {
      query: { verbose: "true" },
      body: { [p("bin")]: { old: "A", new: "\u0000B" }, [p("big")]: { old: "NEEDLE", new: "pin" }, [p("utf")]: { old: "naïve", new: "😀" } },
    });
    expect(r.json).toEqual({ [p("bin")]: { replacedCount: 2 }, [p("big")]: { replacedCount: 15 }, [p("utf")]: { replacedCount: 2 } });
    expect([...readFileSync(p("bin"))]).toEqual([0, 1, 2, 0, 0xff, 0, 0x42, 0, 0, 0x42]);
    const out = readFileSync(p("big"));
    expect(out.length).toBe(big.length - 15 * 3);
    expect(out.includes("NEEDLE")).toBe(false);
    expect(readFileSync(p("utf"), "utf8")).toBe("😀 café — 😀");
  });

  it("writes through symbolic links and keeps hard links", async () => {
    writeFileSync(p("target"), "old");
    symlinkSync("target", p("link"));
    writeFileSync(p("h1"), "old");
    linkSync(p("h1"), p("h2"));
    expect((await call("POST", "/files/replace", { body: { [p("link")]: { old: "old", new: "new" }, [p("h1")]: { old: "old", new: "new" } } })).status).toBe(200);
    expect(readlinkSync(p("link"))).toBe("target");
    expect(readFileSync(p("target"), "utf8")).toBe("new");
    expect(readFileSync(p("h2"), "utf8")).toBe("new");
    expect(statSync(p("h1")).ino).toBe(statSync(p("h2")).ino);
  });

  it("checks every file first: 404 for a missing one, 400 for a directory, nothing changed", async () => {
    writeFileSync(p("a"), "x");
    mkdirSync(p("d"));
    expect(errorOf(await call("POST", "/files/replace", { body: { [p("a")]: { old: "x", new: "y" }, [p("missing")]: { old: "x", new: "y" } } }))).toEqual({ status: 404, code: "FILE_NOT_FOUND" });
    expect(errorOf(await call("POST", "/files/replace", { body: { [p("a")]: { old: "x", new: "y" }, [p("d")]: { old: "x", new: "y" } } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("POST", "/files/replace", { body: { [p("a")]: { old: "", new: "y" } } }))).toEqual({ status: 400, code: "INVALID_REQUEST_BODY" });
    expect(readFileSync(p("a"), "utf8")).toBe("x");
  });
});

describe("uploadFile", () => {
  it("writes paired metadata/file parts, creating parents, applying mode (default 644) and owner", async () => {
    const r = await upload([
      { meta: { path: p("one.txt") }, content: "first" },
      { meta: { path: p("deep", "er", "two.bin"), mode: 600, owner: "nobody", group: "daemon" }, content: Buffer.from([0, 0, 1, 0]) },
      { meta: { path: p("three.sh"), mode: 755 }, content: "#!/bin/sh\n", metaAs: "field" },
    ]);
    expect(r).toEqual({ status: 200, json: undefined });
    expect(readFileSync(p("one.txt"), "utf8")).toBe("first");
    expect(statSync(p("one.txt")).mode & 0o7777).toBe(0o644);
    expect([...readFileSync(p("deep", "er", "two.bin"))]).toEqual([0, 0, 1, 0]);
    const st = statSync(p("deep", "er", "two.bin"));
    expect([st.mode & 0o7777, st.uid, st.gid]).toEqual([0o600, 65534, 1]);
    expect(statSync(p("three.sh")).mode & 0o7777).toBe(0o755);
    expect(readdirSync(dir).sort()).toEqual(["deep", "one.txt", "three.sh"]); // no temporary files
  });

  it("takes owner/group null in metadata as absent (what the official Python SDK sends)", async () => {
    const r = await upload([{ meta: { path: p("sdk.txt"), owner: null, group: null, mode: 755 }, content: "x" }]);
    expect(r).toEqual({ status: 200, json: undefined });
    expect(statSync(p("sdk.txt")).mode & 0o7777).toBe(0o755);
  });

  it("overwrites existing files, writes through a symbolic link, accepts empty files", async () => {
    writeFileSync(p("a"), "old content");
    writeFileSync(p("target"), "old");
    symlinkSync("target", p("link"));
    const r = await upload([
      { meta: { path: p("a") }, content: "new" },
      { meta: { path: p("link") }, content: "via link" },
      { meta: { path: p("empty") }, content: "" },
    ]);
    expect(r.status).toBe(200);
    expect(readFileSync(p("a"), "utf8")).toBe("new");
    expect(lstatSync(p("link")).isSymbolicLink()).toBe(true);
    expect(readFileSync(p("target"), "utf8")).toBe("via link");
    expect(readFileSync(p("empty"), "utf8")).toBe("");
  });

  it("pairs by position even when all metadata parts come last", async () => {
    const fd = new FormData();
    fd.append("file", new Blob(["1"]), "x");
    fd.append("file", new Blob(["2"]), "y");
    fd.append("metadata", new Blob([JSON.stringify({ path: p("m1") })], { type: "application/json" }), "metadata");
    fd.append("metadata", JSON.stringify({ path: p("m2") }));
    const res = await fetch(`${base}/files/upload`, { method: "POST", headers: AUTH, body: fd });
    expect(res.status).toBe(200);
    expect([readFileSync(p("m1"), "utf8"), readFileSync(p("m2"), "utf8")]).toEqual(["1", "2"]);
  });

  it("rejects bad requests with the spec's codes and writes nothing", async () => {
    writeFileSync(p("keep"), "keep");
    mkdirSync(p("adir"));
    const cases: [Parameters<typeof upload>[0], string][] = [
      [[{ meta: { path: p("keep") }, content: "x" }, { meta: { path: p("n2") } }], "INVALID_FILE"],
      [[{ meta: "{not json", content: "x" }], "INVALID_FILE_METADATA"],
      [[{ meta: "{not json", content: "x", metaAs: "field" }], "INVALID_FILE_METADATA"],
      [[{ meta: { nopath: 1 }, content: "x" }], "INVALID_FILE_METADATA"],
      [[{ meta: { path: p("keep"), mode: 999 }, content: "x" }], "INVALID_FILE_METADATA"],
      [[{ meta: { path: p("keep"), owner: "no-such-user" }, content: "x" }], "INVALID_FILE_METADATA"],
      [[{ meta: { path: p("keep") } }], "INVALID_FILE_CONTENT"],
      [[{ meta: { path: p("adir") }, content: "x" }], "INVALID_FILE"],
      [[{ meta: { path: p("keep", "below") }, content: "x" }], "INVALID_FILE"],
    ];
    for (const [entries, code] of cases) expect(await upload(entries)).toMatchObject({ status: 400, json: { code } });
    const noMeta = await upload([], (fd) => fd.append("file", new Blob(["x"]), "x"));
    expect(noMeta).toMatchObject({ status: 400, json: { code: "INVALID_FILE_METADATA" } });
    expect(readFileSync(p("keep"), "utf8")).toBe("keep");
    expect(readdirSync(dir).sort()).toEqual(["adir", "keep"]);
    expect(readdirSync(p("adir"))).toEqual([]);
  });

  it("rejects a body that is not multipart", async () => {
    const r = await call("POST", "/files/upload", { body: { path: "/x" } });
    expect(errorOf(r)).toEqual({ status: 400, code: "INVALID_REQUEST_BODY" });
  });
});

describe("downloadFile", () => {
  const content = Buffer.from("0123456789\0abc\0\n");
  beforeEach(() => writeFileSync(p("data.bin"), content));
  const get = (headers?: Record<string, string>, query: Record<string, string | number> = {}) => call("GET", "/files/download", { query: { path: p("data.bin"), ...query }, ...(headers ? { headers } : {}) });

  it("sends the whole file byte for byte (NUL bytes included) with the download headers", async () => {
    const r = await get();
    expect(r.status).toBe(200);
    expect(r.bytes).toEqual(content);
    expect(r.headers.get("content-type")).toBe("application/octet-stream");
    expect(r.headers.get("content-length")).toBe(String(content.length));
    expect(r.headers.get("content-disposition")).toBe('attachment; filename="data.bin"');
    expect(r.headers.get("accept-ranges")).toBe("bytes");
    expect(r.headers.get("last-modified")).toBe(statSync(p("data.bin")).mtime.toUTCString());
  });

  it("serves single ranges with 206 and Content-Range, suffix ranges included", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-3", 0, 3],
      ["bytes=10-", 10, content.length - 1],
      ["bytes=-10", content.length - 10, content.length - 1],
      ["bytes=-1000", 0, content.length - 1],
      ["bytes=5-5000", 5, content.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const r = await get({ range });
      expect(r.status, range).toBe(206);
      expect(r.bytes).toEqual(content.subarray(start, end + 1));
      expect(r.headers.get("content-range")).toBe(`bytes ${start}-${end}/${content.length}`);
      expect(r.headers.get("content-length")).toBe(String(end - start + 1));
    }
  });

  it("answers 416 with Content-Range: bytes */size outside the file; ignores multi-range and malformed", async () => {
    for (const range of [`bytes=${content.length}-`, "bytes=100-200", "bytes=-0"]) {
      const r = await get({ range });
      expect(errorOf(r)).toEqual({ status: 416, code: "RANGE_NOT_SATISFIABLE" });
      expect(r.headers.get("content-range")).toBe(`bytes */${content.length}`);
    }
    for (const range of ["bytes=0-1,4-5", "lines=1-2", "bytes=9-1"]) {
      const r = await get({ range });
      expect(r.status, range).toBe(200);
      expect(r.bytes).toEqual(content);
    }
    writeFileSync(p("empty"), "");
    const e = await call("GET", "/files/download", { query: { path: p("empty") }, headers: { range: "bytes=-5" } });
    expect(e.status).toBe(416);
    expect(e.headers.get("content-range")).toBe("bytes */0");
    const whole = await call("GET", "/files/download", { query: { path: p("empty") } });
    expect([whole.status, whole.bytes.length, whole.headers.get("content-length")]).toEqual([200, 0, "0"]);
  });

  it("honours If-Range only when it matches Last-Modified", async () => {
    const lm = statSync(p("data.bin")).mtime.toUTCString();
    expect((await get({ range: "bytes=0-1", "if-range": lm })).status).toBe(206);
    expect((await get({ range: "bytes=0-1", "if-range": '"some-etag"' })).status).toBe(200);
  });

  it("encodes non-ASCII names per RFC 5987 with an ASCII fallback", async () => {
    const name = 'résumé "final" 😀.txt';
    writeFileSync(p(name), "x");
    const r = await call("GET", "/files/download", { query: { path: p(name) } });
    expect(r.headers.get("content-disposition")).toBe(`attachment; filename="r_sum_ _final_ _.txt"; filename*=UTF-8''${encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    const star = /filename\*=UTF-8''(.*)$/.exec(r.headers.get("content-disposition")!)![1]!;
    expect(decodeURIComponent(star)).toBe(name);
  });

  it("reads lines with offset/limit as text/plain, and refuses mixing them with Range", async () => {
    writeFileSync(p("lines.txt"), "l1\nl2\r\nl3\n\nl5");
    const lines = (query: Record<string, number>) => call("GET", "/files/download", { query: { path: p("lines.txt"), ...query } });
    // As upstream: the selected lines without their terminators, joined by \n, none after the last.
    let r = await lines({ offset: 2, limit: 2 });
    expect([r.status, r.text, r.headers.get("content-type")]).toEqual([200, "l2\nl3", "text/plain; charset=utf-8"]);
    expect((await lines({ offset: 4 })).text).toBe("\nl5");
    expect((await lines({ limit: 1 })).text).toBe("l1");
    expect((await lines({ offset: 99 })).text).toBe("");
    r = await call("GET", "/files/download", { query: { path: p("lines.txt"), offset: 1 }, headers: { range: "bytes=0-1" } });
    expect(errorOf(r)).toEqual({ status: 400, code: "MISSING_QUERY" });
    expect(errorOf(await lines({ offset: 0 }))).toEqual({ status: 400, code: "MISSING_QUERY" });
  });

  it("keeps a \\r inside a line and strips \\r\\n split across read chunks, with lines longer than a chunk", async () => {
    const long = "x".repeat(70_000); // longer than a read chunk (64 KiB)
    writeFileSync(p("cr.txt"), `a\rb\r\n${long}\r\n\r\nend\r`);
    const r = await call("GET", "/files/download", { query: { path: p("cr.txt"), offset: 1, limit: 4 } });
    expect(r.text).toBe(`a\rb\n${long}\n\nend`);
    // The \r\n of the long line straddles the first chunk's end.
    writeFileSync(p("split.txt"), `${"y".repeat(65_535)}\r\nnext`);
    expect((await call("GET", "/files/download", { query: { path: p("split.txt"), offset: 1 } })).text).toBe(`${"y".repeat(65_535)}\nnext`);
  });

  it("maps errors: directory 400, missing 404, not a regular file 400", async () => {
    expect(errorOf(await call("GET", "/files/download", { query: { path: dir } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("GET", "/files/download", { query: { path: dir, offset: 1 } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("GET", "/files/download", { query: { path: p("missing") } }))).toEqual({ status: 404, code: "FILE_NOT_FOUND" });
    expect(errorOf(await call("GET", "/files/download", { query: { path: "/dev/null" } }))).toEqual({ status: 400, code: "INVALID_FILE" });
  });

  it("downloads pseudo files whose size is reported as 0 (/proc)", async () => {
    const r = await call("GET", "/files/download", { query: { path: "/proc/self/status" } });
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/^Name:/);
    expect(r.headers.get("content-length")).toBe(String(r.bytes.length));
  });
});

describe("listDirectory", () => {
  beforeEach(() => {
    for (const f of ["b/z.txt", "b/a/deep.txt", "a.txt", "C.txt"]) {
      mkdirSync(path.dirname(p(f)), { recursive: true });
      writeFileSync(p(f), "");
    }
    symlinkSync("b", p("link"));
  });
  const list = async (depth?: number, at = dir) => {
    const r = await call("GET", "/directories/list", { query: { path: at, ...(depth !== undefined ? { depth } : {}) } });
    expect(r.status).toBe(200);
    return (r.json as { path: string; type: string }[]).map((e) => `${path.relative(dir, e.path)}:${e.type}`);
  };

  it("lists children (default depth 1) in lexical order, symlinks not followed", async () => {
    expect(await list()).toEqual(["C.txt:file", "a.txt:file", "b:directory", "link:symlink"]);
  });

  it("descends depth levels, each directory's entries right after it; depth 0 is empty", async () => {
    expect(await list(2)).toEqual(["C.txt:file", "a.txt:file", "b:directory", "b/a:directory", "b/z.txt:file", "link:symlink"]);
    expect(await list(10)).toEqual(["C.txt:file", "a.txt:file", "b:directory", "b/a:directory", "b/a/deep.txt:file", "b/z.txt:file", "link:symlink"]);
    expect(await list(0)).toEqual([]);
  });

  it("refuses a symbolic link (400) or a file (400) as path; 404 when missing", async () => {
    expect(errorOf(await call("GET", "/directories/list", { query: { path: p("link") } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("GET", "/directories/list", { query: { path: p("a.txt") } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("GET", "/directories/list", { query: { path: p("missing") } }))).toEqual({ status: 404, code: "FILE_NOT_FOUND" });
    expect(errorOf(await call("GET", "/directories/list", { query: { path: dir, depth: -1 } }))).toEqual({ status: 400, code: "MISSING_QUERY" });
  });
});

describe("makeDirs and removeDirs", () => {
  it("creates nested directories with mode and owner; existing directories are fine", async () => {
    mkdirSync(p("exists"));
    chmodSync(p("exists"), 0o711);
    const r = await call("POST", "/directories", { body: { [p("x", "y", "z")]: { mode: 700, owner: "nobody" }, [p("exists")]: { mode: 755 }, [p("plain")]: {} } });
    expect(r.status).toBe(200);
    const z = statSync(p("x", "y", "z"));
    expect([z.isDirectory(), z.mode & 0o7777, z.uid]).toEqual([true, 0o700, 65534]);
    expect(statSync(p("exists")).mode & 0o7777).toBe(0o711); // left alone
    expect(statSync(p("plain")).mode & 0o7777).toBe(0o755);
  });

  it("takes owner/group null as not given (the official Python SDK sends them so)", async () => {
    // opensandbox 1.1.1 create_directories / set_permissions: {"mode": 700, "owner": null, "group": null}
    const r = await call("POST", "/directories", { body: { [p("nul", "sub")]: { mode: 700, owner: null, group: null } } });
    expect(r.status).toBe(200);
    const st = statSync(p("nul", "sub"));
    expect([st.isDirectory(), st.mode & 0o7777, st.uid]).toEqual([true, 0o700, process.getuid!()]);
    writeFileSync(p("nul", "f"), "");
    expect((await call("POST", "/files/permissions", { body: { [p("nul", "f")]: { mode: 640, owner: null, group: null } } })).status).toBe(200);
    expect(statSync(p("nul", "f")).mode & 0o7777).toBe(0o640);
    expect(errorOf(await call("POST", "/directories", { body: { [p("nul2")]: { mode: 700, owner: "" } } }))).toEqual({ status: 400, code: "INVALID_REQUEST_BODY" });
  });

  it("fails with INVALID_FILE when a file is in the way, 400 on bad modes", async () => {
    writeFileSync(p("f"), "");
    expect(errorOf(await call("POST", "/directories", { body: { [p("f")]: { mode: 755 } } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("POST", "/directories", { body: { [p("f", "sub")]: { mode: 755 } } }))).toEqual({ status: 400, code: "INVALID_FILE" });
    expect(errorOf(await call("POST", "/directories", { body: { [p("n")]: { mode: 8 } } }))).toEqual({ status: 400, code: "INVALID_REQUEST_BODY" });
    expect(errorOf(await call("POST", "/directories", { body: {} }))).toEqual({ status: 400, code: "INVALID_REQUEST_BODY" });
  });

  it("removes directory trees (rm -rf), missing ones are fine, / is refused", async () => {
    mkdirSync(p("t", "u"), { recursive: true });
    writeFileSync(p("t", "u", "f"), "");
    mkdirSync(p("keep"));
    symlinkSync(p("keep"), p("klink"));
    expect((await call("DELETE", "/directories", { query: { path: [p("t"), p("missing"), p("klink")] } })).status).toBe(200);
    expect(readdirSync(dir)).toEqual(["keep"]);
    expect(errorOf(await call("DELETE", "/directories", { query: { path: "/" } }))).toEqual({ status: 400, code: "INVALID_FILE" });
  });
});

describe("unusual names", () => {
  const names = ["with space.txt", 'quo"te\'s.txt', "new\nline.txt", "emoji 😀.txt", "tab\tand\\back.txt", "%41 percent+plus.txt", "日本語.md"];

  it("work through upload, info, list, search, download, replace, mv and rm", async () => {
    const r = await upload(names.map((name) => ({ meta: { path: p(name) }, content: `content of ${name}` })));
    expect(r.status).toBe(200);
    expect(readdirSync(dir).sort()).toEqual([...names].sort());
    const info = await call("GET", "/files/info", { query: { path: names.map((x) => p(x)) } });
    expect(Object.keys(info.json)).toEqual(names.map((x) => p(x)));
    const listed = await call("GET", "/directories/list", { query: { path: dir } });
    expect(listed.json.map((e: { path: string }) => e.path).sort()).toEqual(names.map((x) => p(x)).sort());
    const found = await call("GET", "/files/search", { query: { path: dir, pattern: "*😀*" } });
    expect(found.json.map((e: { path: string }) => e.path)).toEqual([p("emoji 😀.txt")]);
    for (const name of names) {
      const d = await call("GET", "/files/download", { query: { path: p(name) } });
      expect(d.text).toBe(`content of ${name}`);
    }
    const rep = await call("POST", "/files/replace", { query: { verbose: "true" }, body: { [p(names[1]!)]: { old: "content", new: "C" } } });
    expect(rep.json).toEqual({ [p(names[1]!)]: { replacedCount: 1 } });
    expect((await call("POST", "/files/mv", { body: [{ src: p(names[2]!), dest: p("moved\n😀") }] })).status).toBe(200);
    expect((await call("DELETE", "/files", { query: { path: names.filter((x) => x !== names[2]).map((x) => p(x)) } })).status).toBe(200);
    expect(readdirSync(dir)).toEqual(["moved\n😀"]);
  });

  it("names that are not UTF-8 round-trip as \\udcXX escapes (JSON) and %XX bytes (query)", async () => {
    const raw = Buffer.concat([Buffer.from(dir + "/bad-"), Buffer.from([0xff, 0xfe]), Buffer.from(".bin")]);
    writeFileSync(raw, Buffer.from([1, 0, 2]));
    const listed = await call("GET", "/directories/list", { query: { path: dir } });
    const escaped = `${dir}/bad-\udcff\udcfe.bin`;
    expect(listed.text).toContain("bad-\\udcff\\udcfe.bin");
    expect(listed.json.map((e: { path: string }) => e.path)).toEqual([escaped]);
    const rawQuery = `path=${encodeURIComponent(dir + "/bad-")}%FF%FE.bin`;
    const d = await call("GET", "/files/download", { rawQuery });
    expect([...d.bytes]).toEqual([1, 0, 2]);
    expect(d.headers.get("content-disposition")).toBe(`attachment; filename="bad-__.bin"; filename*=UTF-8''bad-%FF%FE.bin`);
    const info = await call("GET", "/files/info", { rawQuery });
    expect(info.json[escaped]).toMatchObject({ size: 3, type: "file" });
    expect((await call("POST", "/files/mv", { body: [{ src: escaped, dest: `${dir}/good.bin` }] })).status).toBe(200);
    expect(readdirSync(dir)).toEqual(["good.bin"]);
  });
});
