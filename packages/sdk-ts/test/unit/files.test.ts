// files against msw: the multipart upload shape of the spec (metadata part + file part per
// file, paired by position), streamed uploads, downloads as text/bytes/stream with ranges, and
// the query/body shapes of the other file operations.
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type * as ew from "../../src/generated/execd/types.gen.ts";
import { BadRequestError, NotFoundError } from "../../src/index.ts";
import { connected, EXECD, errorResponse, recordRequests, server, TOKEN, useMsw } from "./support.ts";

useMsw();
const calls = recordRequests();

interface Part {
  name: string;
  filename: string | undefined;
  type: string;
  bytes: Uint8Array;
}

/** Parses the upload as execd would, keeping the order of the parts. */
async function parts(request: Request): Promise<Part[]> {
  const form = await request.formData();
  const out: Part[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") out.push({ name, filename: undefined, type: "", bytes: new TextEncoder().encode(value) });
    else out.push({ name, filename: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return out;
}

function captureUpload(): { parts: Part[]; contentType: string; token: string | null } {
  const seen = { parts: [] as Part[], contentType: "", token: null as string | null };
  server.use(
    http.post(`${EXECD}/files/upload`, async ({ request }) => {
      seen.contentType = request.headers.get("content-type") ?? "";
      seen.token = request.headers.get("X-EXECD-ACCESS-TOKEN");
      seen.parts = await parts(request);
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return seen;
}

const text = (b: Uint8Array) => new TextDecoder().decode(b);

function fileInfo(path: string, overrides: Partial<ew.FileInfo> = {}): ew.FileInfo {
  return { path, type: "file", size: 3, modified_at: "2026-01-01T00:00:00Z", created_at: "2026-01-01T00:00:00Z", owner: "root", group: "root", mode: 644, ...overrides } satisfies ew.FileInfo;
}

describe("files.write / writeFiles", () => {
  it("sends a metadata part (JSON, as a file part) then the file part, per file", async () => {
    const sandbox = await connected();
    const seen = captureUpload();
    await sandbox.files.writeFiles([
      { path: "/workspace/a.txt", data: "héllo" },
      { path: "/workspace/bin/b.dat", data: new Uint8Array([0, 1, 0, 255]), mode: 755, owner: "sandbox", group: "users" },
      { path: "/workspace/c.txt", data: new Blob(["from a blob"]) },
    ]);
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.token).toBe(TOKEN);
    expect(seen.parts.map((p) => p.name)).toEqual(["metadata", "file", "metadata", "file", "metadata", "file"]);
    const metadata = seen.parts.filter((p) => p.name === "metadata");
    expect(metadata.every((p) => p.type === "application/json" && p.filename === "metadata")).toBe(true);
    expect(metadata.map((p) => JSON.parse(text(p.bytes)) as ew.FileMetadata)).toEqual([
      { path: "/workspace/a.txt" },
      { path: "/workspace/bin/b.dat", mode: 755, owner: "sandbox", group: "users" },
      { path: "/workspace/c.txt" },
    ]);
    const files = seen.parts.filter((p) => p.name === "file");
    expect(files.map((p) => p.filename)).toEqual(["a.txt", "b.dat", "c.txt"]);
    expect(text(files[0]!.bytes)).toBe("héllo");
    expect(Array.from(files[1]!.bytes)).toEqual([0, 1, 0, 255]);
    expect(text(files[2]!.bytes)).toBe("from a blob");
  });

  it("streams a ReadableStream in the same multipart shape", async () => {
    const sandbox = await connected();
    const seen = captureUpload();
    const chunks = ["first ", "second ", "third"];
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        const next = chunks.shift();
        if (next === undefined) c.close();
        else c.enqueue(new TextEncoder().encode(next));
      },
    });
    await sandbox.files.writeFiles([
      { path: "/a/streamed.txt", data: stream, mode: 600 },
      { path: '/a/we"ird\nname', data: "x" },
    ]);
    expect(seen.parts.map((p) => p.name)).toEqual(["metadata", "file", "metadata", "file"]);
    expect(JSON.parse(text(seen.parts[0]!.bytes))).toEqual({ path: "/a/streamed.txt", mode: 600 });
    expect(seen.parts[0]!.type).toBe("application/json");
    expect(text(seen.parts[1]!.bytes)).toBe("first second third");
    expect(JSON.parse(text(seen.parts[2]!.bytes))).toEqual({ path: '/a/we"ird\nname' });
  });

  it("takes a Node.js ReadStream, Buffers, ArrayBuffers, views, async generators and web streams of text", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "osb-files-"));
    const file = path.join(dir, "in.bin");
    const big = Buffer.alloc(200_000, 7);
    writeFileSync(file, big);
    const sandbox = await connected();
    const seen = captureUpload();
    async function* generated() {
      yield "gen ";
      yield new TextEncoder().encode("bytes");
    }
    const textStream = new ReadableStream<string>({
      start(c) {
        c.enqueue("web ");
        c.enqueue("text");
        c.close();
      },
    });
    await sandbox.files.writeFiles([
      { path: "/r.bin", data: createReadStream(file) },
      { path: "/buf", data: Buffer.from("a buffer") },
      { path: "/ab", data: new TextEncoder().encode("array buffer").buffer },
      { path: "/dv", data: new DataView(new TextEncoder().encode("xxview").buffer, 2) },
      { path: "/gen", data: generated() },
      { path: "/web", data: textStream },
    ]);
    rmSync(dir, { recursive: true, force: true });
    const files = seen.parts.filter((p) => p.name === "file");
    expect(Buffer.from(files[0]!.bytes).equals(big)).toBe(true);
    expect(files.slice(1).map((p) => text(p.bytes))).toEqual(["a buffer", "array buffer", "view", "gen bytes", "web text"]);
  });

  it.each([
    ["a plain object", { some: "thing" }, /got an object \(Object\)/],
    ["a number", 42, /got number/],
    ["null", null, /got null/],
    ["an array of strings", ["a", "b"], /got an object \(Array\)/],
    ["a pipe-only old-style stream", { pipe() {}, on() {} }, /got an object/],
  ])("refuses %s with a TypeError naming what it takes, before any request", async (_name, data, got) => {
    const sandbox = await connected();
    calls.length = 0;
    const err = await sandbox.files.write("/x", data as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect((err as Error).message).toMatch(/^files\.write\("\/x"\): data must be a string, Uint8Array\/Buffer, ArrayBuffer, Blob, ReadableStream, Node\.js Readable/);
    expect((err as Error).message).toMatch(got);
    expect(calls).toHaveLength(0);
  });

  it("a stream chunk that is not bytes or text fails the write with a TypeError", async () => {
    const sandbox = await connected();
    server.use(http.post(`${EXECD}/files/upload`, async ({ request }) => {
      await request.arrayBuffer();
      return new HttpResponse(null, { status: 200 });
    }));
    async function* bad() {
      yield "ok";
      yield { not: "bytes" };
    }
    const err = await sandbox.files.write("/x", bad() as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect((err as Error).message).toMatch(/a stream chunk must be bytes or a string, got an object \(Object\)/);
  });

  it("write() is writeFiles() of one entry; an upload is never retried", async () => {
    const sandbox = await connected();
    server.use(http.post(`${EXECD}/files/upload`, () => errorResponse(503, "BUSY", "later")));
    await expect(sandbox.files.write("/x", "y", { mode: 600 })).rejects.toMatchObject({ status: 503 });
    expect(calls.filter((c) => c.url.pathname === "/files/upload")).toHaveLength(1);
  });
});

describe("files.read", () => {
  const content = new Uint8Array([104, 105, 0, 240, 159, 142, 137, 255]);

  function serveDownload() {
    server.use(
      http.get(`${EXECD}/files/download`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get("path") === "/missing") return errorResponse(404, "FILE_NOT_FOUND", "no such file");
        const range = request.headers.get("range");
        if (range === "bytes=100-") return errorResponse(416, "RANGE_NOT_SATISFIABLE", "outside the file");
        if (range) {
          const m = /^bytes=(\d*)-(\d*)$/.exec(range)!;
          const slice = m[1] === "" ? content.subarray(content.length - Number(m[2])) : content.subarray(Number(m[1]), m[2] ? Number(m[2]) + 1 : undefined);
          return new HttpResponse(slice, { status: 206, headers: { "content-type": "application/octet-stream" } });
        }
        return new HttpResponse(content, { headers: { "content-type": "application/octet-stream" } });
      }),
    );
  }

  it("reads text, bytes (NUL and invalid UTF-8 intact) and streams", async () => {
    const sandbox = await connected();
    serveDownload();
    expect(await sandbox.files.read("/f")).toBe(new TextDecoder().decode(content));
    expect(await sandbox.files.read("/f", { format: "bytes" })).toEqual(content);
    const stream = await sandbox.files.read("/f", { format: "stream" });
    expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(content);
    const call = calls.at(-1)!;
    expect(call.url.pathname).toBe("/files/download");
    expect(call.url.searchParams.get("path")).toBe("/f");
    expect(call.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
  });

  it("sends byte ranges as a Range header", async () => {
    const sandbox = await connected();
    serveDownload();
    expect(await sandbox.files.read("/f", { format: "bytes", range: { start: 1, end: 2 } })).toEqual(content.subarray(1, 3));
    expect(calls.at(-1)!.headers.get("range")).toBe("bytes=1-2");
    expect(await sandbox.files.read("/f", { format: "bytes", range: { start: 6 } })).toEqual(content.subarray(6));
    expect(await sandbox.files.read("/f", { format: "bytes", range: { suffix: 2 } })).toEqual(content.subarray(6));
    expect(calls.at(-1)!.headers.get("range")).toBe("bytes=-2");
    await expect(sandbox.files.read("/f", { range: { start: 100 } })).rejects.toSatisfy((e) => BadRequestError.isInstance(e));
  });

  it("a missing file is NotFoundError", async () => {
    const sandbox = await connected();
    serveDownload();
    await expect(sandbox.files.read("/missing")).rejects.toMatchObject({ status: 404, code: "FILE_NOT_FOUND" });
  });
});

describe("other file operations", () => {
  it("list, search, info, exists", async () => {
    const sandbox = await connected();
    server.use(
      http.get(`${EXECD}/directories/list`, () => HttpResponse.json([fileInfo("/w/a.txt"), fileInfo("/w/d", { type: "directory", mode: 755 })])),
      http.get(`${EXECD}/files/search`, () => HttpResponse.json([fileInfo("/w/x.py")])),
      http.get(`${EXECD}/files/info`, ({ request }) => {
        const paths = new URL(request.url).searchParams.getAll("path");
        if (paths.includes("/nope")) return errorResponse(404, "FILE_NOT_FOUND", "missing");
        return HttpResponse.json(Object.fromEntries(paths.map((p) => [p, fileInfo(p)])));
      }),
    );
    const listed = await sandbox.files.list("/w", { depth: 2 });
    expect(listed.map((e) => [e.name, e.type, e.mode])).toEqual([
      ["a.txt", "file", 644],
      ["d", "directory", 755],
    ]);
    expect(listed[0]!.modifiedAt).toEqual(new Date("2026-01-01T00:00:00Z"));
    expect(calls.at(-1)!.url.search).toBe("?path=%2Fw&depth=2");
    expect((await sandbox.files.search("/w", "*.py")).map((e) => e.path)).toEqual(["/w/x.py"]);
    expect(calls.at(-1)!.url.search).toBe("?path=%2Fw&pattern=*.py");
    expect((await sandbox.files.info("/w/a.txt")).size).toBe(3);
    expect(Object.keys(await sandbox.files.info(["/a", "/b"]))).toEqual(["/a", "/b"]);
    expect(calls.at(-1)!.url.search).toBe("?path=%2Fa&path=%2Fb");
    expect(await sandbox.files.exists("/w/a.txt")).toBe(true);
    expect(await sandbox.files.exists("/nope")).toBe(false);
    await expect(sandbox.files.info("/nope")).rejects.toSatisfy((e) => NotFoundError.isInstance(e));
  });

  it("mkdir, mv, rm, rmdir, chmod, replace send the spec's shapes", async () => {
    const sandbox = await connected();
    server.use(
      http.post(`${EXECD}/directories`, () => new HttpResponse(null, { status: 200 })),
      http.post(`${EXECD}/files/mv`, () => new HttpResponse(null, { status: 200 })),
      http.delete(`${EXECD}/files`, () => new HttpResponse(null, { status: 200 })),
      http.delete(`${EXECD}/directories`, () => new HttpResponse(null, { status: 200 })),
      http.post(`${EXECD}/files/permissions`, () => new HttpResponse(null, { status: 200 })),
      http.post(`${EXECD}/files/replace`, () => HttpResponse.json({ "/w/conf": { replacedCount: 2 } } satisfies Record<string, ew.ReplaceFileContentResult>)),
    );
    await sandbox.files.mkdir(["/w/out", "/w/tmp"], { mode: 700 });
    await sandbox.files.mv("/w/a", "/w/b");
    await sandbox.files.rm(["/w/b", "/w/c"]);
    await sandbox.files.rmdir("/w/tmp");
    await sandbox.files.chmod("/w/run.sh", { mode: 755, owner: "sandbox" });
    expect(await sandbox.files.replace("/w/conf", "127.0.0.1", "0.0.0.0")).toBe(2);
    const sent = calls.slice(1);
    expect(sent.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      "POST /directories",
      "POST /files/mv",
      "DELETE /files?path=%2Fw%2Fb&path=%2Fw%2Fc",
      "DELETE /directories?path=%2Fw%2Ftmp",
      "POST /files/permissions",
      "POST /files/replace?verbose=true",
    ]);
    const bodies = await Promise.all(sent.filter((c) => c.method === "POST").map((c) => c.json()));
    expect(bodies).toEqual([
      { "/w/out": { mode: 700 }, "/w/tmp": { mode: 700 } } satisfies ew.PermissionMap,
      [{ src: "/w/a", dest: "/w/b" }] satisfies ew.RenameFileItem[],
      { "/w/run.sh": { mode: 755, owner: "sandbox" } } satisfies ew.PermissionMap,
      { "/w/conf": { old: "127.0.0.1", new: "0.0.0.0" } } satisfies Record<string, ew.ReplaceFileContentItem>,
    ]);
    expect(sent.every((c) => c.headers.get("X-EXECD-ACCESS-TOKEN") === TOKEN)).toBe(true);
  });
});

describe("files.watch", () => {
  const enc = new TextEncoder();
  const line = (e: object) => enc.encode(`${JSON.stringify(e)}\n\n`);

  it("resolves once the watch is in place, passes changes (not ready/ping) on, and stop() settles done", async () => {
    const sandbox = await connected();
    server.use(
      http.get(`${EXECD}/files/watch`, () => {
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(line({ type: "ready", path: "/w", timestamp: 1 }));
            c.enqueue(line({ type: "create", path: "/w/a", timestamp: 2 }));
            c.enqueue(line({ type: "ping", timestamp: 3 }));
            c.enqueue(line({ type: "remove", path: "/w/a", timestamp: 4 })); // and stays open
          },
        });
        return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
      }),
    );
    const events: unknown[] = [];
    const watch = await sandbox.files.watch("/w dir", (e) => events.push(e), { recursive: false });
    const sent = calls.find((c) => c.url.pathname === "/files/watch")!;
    expect(sent.url.search).toBe("?path=%2Fw%20dir&recursive=false");
    expect(sent.headers.get("X-EXECD-ACCESS-TOKEN")).toBe(TOKEN);
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual([
      { type: "create", path: "/w/a", timestamp: new Date(2) },
      { type: "remove", path: "/w/a", timestamp: new Date(4) },
    ]);
    watch.stop();
    await expect(watch.done).resolves.toBeUndefined();
  });

  it("a watch whose stream ends without stop() fails done with a ConnectionError; onEvent must be a function", async () => {
    const sandbox = await connected();
    server.use(http.get(`${EXECD}/files/watch`, () => new HttpResponse(line({ type: "ready", path: "/w" }), { headers: { "content-type": "text/event-stream" } })));
    const watch = await sandbox.files.watch("/w", () => {});
    await expect(watch.done).rejects.toThrow(/the watch of \/w ended unexpectedly/);
    await expect(sandbox.files.watch("/w", undefined as never)).rejects.toThrow(TypeError);
  });
});
