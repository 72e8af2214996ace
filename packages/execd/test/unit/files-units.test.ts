// Pure pieces of the filesystem service: glob conversion, Range parsing, byte-exact names,
// Content-Disposition, errno mapping, mode encoding, streaming replacement.
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { ExecdError } from "../../src/errors.ts";
import { fsError } from "../../src/services/files-errors.ts";
import { compileGlob, expandBraces, globToRegExp } from "../../src/services/files-glob.ts";
import { parseRange } from "../../src/services/files-download.ts";
import { contentDisposition, decodeName, encodeName, fsPath, rawQueryValues } from "../../src/services/files-names.ts";
import { encodeMode, parseOctalMode, ReplaceStream } from "../../src/services/files.ts";
import { multipartError } from "../../src/services/files-upload.ts";
import { MultipartError } from "../../src/services/files-multipart.ts";

const rel = (pattern: string, ...paths: string[]) => {
  const m = compileGlob(pattern);
  return paths.filter((p) => m(p, p.split("/").at(-1)!, `/root/${p}`));
};

describe("glob", () => {
  const tree = ["a.ts", "b.js", "src/x.ts", "src/deep/y.ts", "src/deep/y.tsx", "test/t.test.ts", ".hidden.ts", "README.md", "src/deep/z.md"];

  it("matches **/*.ts against the relative path, at every depth including the root", () => {
    expect(rel("**/*.ts", ...tree)).toEqual(["a.ts", "src/x.ts", "src/deep/y.ts", "test/t.test.ts", ".hidden.ts"]);
  });
  it("matches a pattern without / against the name (upstream: *.ts finds files at any depth)", () => {
    expect(rel("*.ts", ...tree)).toEqual(["a.ts", "src/x.ts", "src/deep/y.ts", "test/t.test.ts", ".hidden.ts"]);
    expect(rel("y.ts?", ...tree)).toEqual(["src/deep/y.tsx"]);
  });
  it("* does not cross /, ** crosses any number of segments", () => {
    expect(rel("src/*.ts", ...tree)).toEqual(["src/x.ts"]);
    expect(rel("src/**", ...tree)).toEqual(["src/x.ts", "src/deep/y.ts", "src/deep/y.tsx", "src/deep/z.md"]);
    expect(rel("src/**/*.md", ...tree)).toEqual(["src/deep/z.md"]);
    expect(rel("**", ...tree)).toEqual(tree);
    expect(rel("./src/*.ts", ...tree)).toEqual(["src/x.ts"]);
  });
  it("supports ?, classes, negated classes, POSIX classes, braces (nested) and escapes", () => {
    expect(rel("?.ts", ...tree)).toEqual(["a.ts", "src/x.ts", "src/deep/y.ts"]); // names
    expect(rel("src/?.ts", ...tree)).toEqual(["src/x.ts"]);
    expect(rel("[ab].*", ...tree)).toEqual(["a.ts", "b.js"]);
    expect(rel("[!a].*", ...tree)).toEqual(["b.js", "src/x.ts", "src/deep/y.ts", "src/deep/y.tsx", "test/t.test.ts", "src/deep/z.md"]);
    expect(rel("[^a-b].ts", ...tree)).toEqual(["src/x.ts", "src/deep/y.ts"]);
    expect(rel("src[/]x.ts", ...tree)).toEqual([]); // a class never matches /
    expect(rel("[[:upper:]]*", ...tree)).toEqual(["README.md"]);
    expect(rel("*.{ts,md}", ...tree)).toEqual(["a.ts", "src/x.ts", "src/deep/y.ts", "test/t.test.ts", ".hidden.ts", "README.md", "src/deep/z.md"]);
    expect(rel("{src/{x,deep/y}.ts,b.js}", ...tree)).toEqual(["b.js", "src/x.ts", "src/deep/y.ts"]);
    expect(rel("\\*", "*", "a")).toEqual(["*"]);
    expect(rel("{a}", "{a}", "a")).toEqual(["{a}"]);
    expect(rel("[a", "[a", "a")).toEqual(["[a"]);
  });
  it("handles unicode, spaces and regex metacharacters literally", () => {
    expect(rel("*.(1)+$", "x.(1)+$", "x.1")).toEqual(["x.(1)+$"]);
    expect(rel("?é", "😀é", "ab")).toEqual(["😀é"]);
    expect(rel("my file*", "my file.txt", "myfile")).toEqual(["my file.txt"]);
  });
  it("absolute patterns match the absolute path", () => {
    expect(rel("/root/src/*.ts", ...tree)).toEqual(["src/x.ts"]);
  });
  it("expands braces and rejects bad patterns with 400", () => {
    expect(expandBraces("a{b,c{d,e}}f")).toEqual(["abf", "acdf", "acef"]);
    expect(() => globToRegExp("[z-a]")).toThrow(ExecdError);
    expect(() => expandBraces("{a,b}".repeat(11))).toThrow(/alternatives/);
  });
});

describe("Range", () => {
  it("parses single ranges, clamps the end, handles suffixes", () => {
    expect(parseRange("bytes=0-3", 10)).toEqual({ kind: "range", start: 0, end: 3 });
    expect(parseRange("bytes=5-", 10)).toEqual({ kind: "range", start: 5, end: 9 });
    expect(parseRange("bytes=5-100", 10)).toEqual({ kind: "range", start: 5, end: 9 });
    expect(parseRange("bytes=-3", 10)).toEqual({ kind: "range", start: 7, end: 9 });
    expect(parseRange("bytes=-30", 10)).toEqual({ kind: "range", start: 0, end: 9 });
    expect(parseRange("Bytes = 1-1", 10)).toEqual({ kind: "range", start: 1, end: 1 });
  });
  it("is unsatisfiable outside the file", () => {
    expect(parseRange("bytes=10-", 10)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=10-20", 10)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", 10)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-5", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
  });
  it("ignores several ranges and malformed headers (whole file)", () => {
    for (const h of ["bytes=0-1,3-4", "items=0-1", "bytes=a-b", "bytes=5-1", "bytes=-", "bytes="]) expect(parseRange(h, 10)).toEqual({ kind: "none" });
    expect(parseRange(undefined, 10)).toEqual({ kind: "none" });
  });
});

describe("names", () => {
  it("round-trips invalid UTF-8 through lone surrogates, valid UTF-8 unchanged", () => {
    const raw = Buffer.from([0x61, 0xff, 0xc3, 0xa9, 0xed, 0xa0, 0x80, 0xf0, 0x9f, 0x98, 0x80, 0xc3]);
    const name = decodeName(raw);
    expect(name).toBe("a\udcffé\udced\udca0\udc80😀\udcc3");
    expect(encodeName(name)).toEqual(raw);
    expect(fsPath(name)).toEqual(raw);
    expect(fsPath("plain é 😀")).toBe("plain é 😀");
    expect(JSON.stringify(name)).toBe('"a\\udcffé\\udced\\udca0\\udc80😀\\udcc3"');
  });
  it("decodes query values byte by byte", () => {
    expect(rawQueryValues("/x?path=%2Fa%FF&path=b+c%20d&other=1&path=%F0%9F%98%80", "path")).toEqual(["/a\udcff", "b c d", "😀"]);
    expect(rawQueryValues("/x?a=1", "path")).toEqual([]);
    expect(rawQueryValues("/x?path=100%", "path")).toEqual(["100%"]);
  });
  it("Content-Disposition: plain ASCII, else fallback plus RFC 5987", () => {
    expect(contentDisposition("report.csv")).toBe('attachment; filename="report.csv"');
    expect(contentDisposition("résumé 😀.txt")).toBe(`attachment; filename="r_sum_ _.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%F0%9F%98%80.txt`);
    expect(contentDisposition('a"b\\c%.txt')).toBe(`attachment; filename="a_b_c%.txt"; filename*=UTF-8''a%22b%5Cc%25.txt`);
    expect(contentDisposition("x\udcff")).toBe(`attachment; filename="x_"; filename*=UTF-8''x%FF`);
  });
});

describe("errors and modes", () => {
  const sys = (code: string, errno: number, syscall = "open") => Object.assign(new Error(`${code}: x, ${syscall} '/p'`), { code, errno, syscall });
  it("maps errno codes to spec codes", () => {
    expect(fsError(sys("ENOENT", -2), "/p")).toMatchObject({ code: "FILE_NOT_FOUND", status: 404 });
    for (const c of ["ENOTDIR", "EISDIR", "ELOOP", "ENAMETOOLONG", "EEXIST", "ENOTEMPTY", "EINVAL"]) expect(fsError(sys(c, -1), "/p")).toMatchObject({ code: "INVALID_FILE", status: 400 });
    // A path the caller may not use is the request's problem, not a server failure (schemathesis
    // found identity routes answering 500 for EACCES/EPERM).
    for (const c of ["EACCES", "EPERM", "EROFS"]) expect(fsError(sys(c, -13), "/p")).toMatchObject({ code: "INVALID_FILE", status: 400 });
    expect(fsError(sys("EACCES", -13), "/p").message).toMatch(/permission denied: "\/p" \(EACCES\)$/i);
    const nospc = fsError(sys("ENOSPC", -28, "write"), "/p");
    expect(nospc).toMatchObject({ code: "RUNTIME_ERROR", status: 500 });
    expect(nospc.message).toMatch(/no space left on device/i);
    expect(fsError(Object.assign(new TypeError("x"), { code: "ERR_INVALID_ARG_VALUE" }), "/p")).toMatchObject({ code: "INVALID_FILE" });
    expect(multipartError(new MultipartError("limit", "more than 10 files"))).toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413 });
    expect(multipartError(new MultipartError("malformed", "Unexpected end of form"))).toMatchObject({ code: "INVALID_FILE_CONTENT", status: 400 });
    expect(multipartError(new ExecdError("INVALID_FILE_METADATA", "x"))).toMatchObject({ code: "INVALID_FILE_METADATA" });
    const plain = new Error("boom");
    expect(fsError(plain, "/p")).toBe(plain);
  });
  it("encodes modes as octal digits in a decimal number", () => {
    expect(encodeMode(0o100644)).toBe(644);
    expect(encodeMode(0o40755)).toBe(755);
    expect(encodeMode(0o41777)).toBe(1777);
    expect(encodeMode(0o4755)).toBe(4755);
    expect(parseOctalMode(755)).toBe(0o755);
    expect(parseOctalMode(0)).toBe(0);
    expect(parseOctalMode(1777)).toBe(0o1777);
    expect(parseOctalMode(789)).toBeUndefined();
    expect(parseOctalMode(7.5)).toBeUndefined();
    expect(parseOctalMode(17777)).toBeUndefined();
  });
});

describe("ReplaceStream", () => {
  const run = async (chunks: Buffer[], from: string, to: string) => {
    const r = new ReplaceStream(Buffer.from(from), Buffer.from(to));
    const out = await buffer(Readable.from(chunks).pipe(r));
    return { out: out.toString("latin1"), count: r.count };
  };
  it("replaces across chunk boundaries, non-overlapping, left to right", async () => {
    expect(await run([Buffer.from("xxab"), Buffer.from("cxxa"), Buffer.from("bcab"), Buffer.from("c")], "abc", "Z")).toEqual({ out: "xxZxxZZ", count: 3 });
    expect(await run([Buffer.from("aaaa")], "aa", "b")).toEqual({ out: "bb", count: 2 });
    expect(await run([Buffer.from("a"), Buffer.from("a"), Buffer.from("a")], "aa", "")).toEqual({ out: "a", count: 1 });
    expect(await run([Buffer.from("no match")], "zz", "y")).toEqual({ out: "no match", count: 0 });
  });
  it("is binary safe", async () => {
    const r = new ReplaceStream(Buffer.from([0, 1]), Buffer.from([2, 0, 2]));
    const out = await buffer(Readable.from([Buffer.from([0, 0]), Buffer.from([1, 0xff, 0, 1])]).pipe(r));
    expect([...out]).toEqual([0, 2, 0, 2, 0xff, 2, 0, 2]);
    expect(r.count).toBe(2);
  });
});
