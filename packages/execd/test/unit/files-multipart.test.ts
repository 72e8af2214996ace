// The upload's multipart reader (services/files-multipart.ts) on its own: the same parts
// whatever the chunking (a delimiter split anywhere, content that almost matches one), part
// heads, limits, malformed bodies, and back-pressure from a slow sink.
import { randomBytes } from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { boundaryOf, MultipartError, parsePartHeaders, readMultipart, type MultipartLimits, type PartHead } from "../../src/services/files-multipart.ts";

const B = "XyZ-boundary-0123";

type Got = { head: PartHead; content: Buffer };

/** Reads `body` (cut into `chunks`), collecting each part's head and content. */
async function parse(body: Buffer, cut: (b: Buffer) => Buffer[] = (b) => [b], limits?: MultipartLimits, boundary = B): Promise<Got[]> {
  const got: Got[] = [];
  await readMultipart(
    Readable.from(cut(body)),
    boundary,
    (head) => {
      const chunks: Buffer[] = [];
      const part = { head, content: Buffer.alloc(0) };
      got.push(part);
      return { data: (c) => void chunks.push(Buffer.from(c)), end: () => void (part.content = Buffer.concat(chunks)) };
    },
    limits,
  );
  return got;
}

const every = (n: number) => (b: Buffer) => {
  const out: Buffer[] = [];
  for (let i = 0; i < b.length; i += n) out.push(b.subarray(i, i + n));
  return out;
};

function form(parts: { headers: string; content: Buffer | string }[], opts: { preamble?: string; epilogue?: string } = {}): Buffer {
  const pieces: Buffer[] = [Buffer.from(opts.preamble ?? "")];
  for (const p of parts) pieces.push(Buffer.from(`${pieces.length > 1 || opts.preamble ? "\r\n" : ""}--${B}\r\n${p.headers}\r\n\r\n`), Buffer.from(p.content));
  pieces.push(Buffer.from(`\r\n--${B}--${opts.epilogue ?? "\r\n"}`));
  return Buffer.concat(pieces);
}

const meta = (name = "metadata") => `Content-Disposition: form-data; name="${name}"\r\nContent-Type: application/json`;
const file = (filename = "f.bin") => `Content-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream`;

describe("multipart reader", () => {
  it("finds the same parts however the body is cut, content near a delimiter included", async () => {
    // Content full of what begins a delimiter: CR, CRLF, "--", and the delimiter minus its last byte.
    const tricky = Buffer.concat([Buffer.from(`\r\r\n\r\n-\r\n--\r\n--${B.slice(0, -1)}x--${B}`), randomBytes(3000), Buffer.from(`\r\n--${B.slice(0, 5)}\r`)]);
    const body = form(
      [
        { headers: meta(), content: '{"path":"/tmp/a"}' },
        { headers: file(), content: tricky },
        { headers: file("empty"), content: "" },
      ],
      { preamble: "ignored preamble", epilogue: "\r\nignored epilogue" },
    );
    const whole = await parse(body);
    expect(whole.map((p) => p.head)).toEqual([
      { name: "metadata", contentType: "application/json" },
      { name: "file", filename: "f.bin", contentType: "application/octet-stream" },
      { name: "file", filename: "empty", contentType: "application/octet-stream" },
    ]);
    expect(whole[0]!.content.toString()).toBe('{"path":"/tmp/a"}');
    expect(whole[1]!.content.equals(tricky)).toBe(true);
    expect(whole[2]!.content.length).toBe(0);
    for (const n of [1, 2, 3, 5, B.length + 3, B.length + 4, B.length + 5, 64, 1000]) {
      const got = await parse(body, every(n));
      expect(got.map((p) => [p.head, p.content.toString("hex")]), `chunks of ${n} bytes`).toEqual(whole.map((p) => [p.head, p.content.toString("hex")]));
    }
  });

  it("reads part heads: quoted and escaped names, RFC 5987 filenames, fields vs files, skipped parts", async () => {
    expect(parsePartHeaders('content-disposition: form-data; name="a \\"q\\" b"; filename=""', 200)).toEqual({ name: 'a "q" b', filename: "" });
    expect(parsePartHeaders("Content-Disposition: form-data; name=metadata; filename*=UTF-8''h%C3%A9.txt; filename=\"x\"", 200)).toEqual({ name: "metadata", filename: "hé.txt" });
    expect(parsePartHeaders("Content-Disposition: attachment; name=x", 200)).toBeUndefined();
    expect(parsePartHeaders("Content-Disposition: form-data; filename=x", 200)).toBeUndefined();
    expect(parsePartHeaders("Content-Type: text/plain", 200)).toBeUndefined();
    // A part without a usable disposition is skipped; one without any header line too.
    const body = form([
      { headers: "Content-Type: text/plain", content: "skipped" },
      { headers: 'Content-Disposition: form-data; name="kept"', content: "v" },
    ]);
    expect((await parse(body)).map((p) => [p.head.name, p.content.toString()])).toEqual([["kept", "v"]]);
    const noHeaders = Buffer.from(`--${B}\r\n\r\nno headers\r\n--${B}--`);
    expect(await parse(noHeaders)).toEqual([]);
  });

  it("takes the boundary from the Content-Type", () => {
    expect(boundaryOf(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(boundaryOf(`Multipart/Form-Data; charset=utf-8; BOUNDARY="a b;c"`)).toBe("a b;c");
    expect(boundaryOf("multipart/form-data")).toBeUndefined();
    expect(boundaryOf(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeUndefined();
    expect(boundaryOf(`multipart/mixed; boundary=${B}`)).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });

  it("rejects malformed bodies and bodies over a limit, takes an empty body as an empty form", async () => {
    const malformed = async (body: Buffer) => expect(parse(body)).rejects.toMatchObject({ kind: "malformed" });
    await malformed(Buffer.from(`--${B}\r\n${meta()}\r\n\r\n{}\r\n--${B}\r\n${file()}\r\n\r\nno closing delimiter`));
    await malformed(Buffer.from(`--${B}\r\n${meta()}\r\n\r\n{}`));
    await malformed(Buffer.from(`--${B}x\r\n${meta()}\r\n\r\n{}\r\n--${B}--`));
    await malformed(Buffer.from("no delimiter at all"));
    expect(await parse(Buffer.alloc(0))).toEqual([]);
    const limits: MultipartLimits = { parts: 3, files: 2, fields: 1, headerSize: 200, headerPairs: 5 };
    const over = (parts: { headers: string; content: string }[]) => expect(parse(form(parts), undefined, limits)).rejects.toBeInstanceOf(MultipartError);
    await over([{ headers: meta(), content: "" }, { headers: meta(), content: "" }]);
    await over([{ headers: file(), content: "" }, { headers: file(), content: "" }, { headers: file(), content: "" }]);
    await over([{ headers: meta(), content: "" }, { headers: file(), content: "" }, { headers: file(), content: "" }, { headers: "X: y", content: "" }]);
    await over([{ headers: `${meta()}\r\nX-Long: ${"y".repeat(300)}`, content: "" }]);
    expect(await parse(form([{ headers: meta(), content: "" }, { headers: file(), content: "" }, { headers: file(), content: "" }]), undefined, limits)).toHaveLength(3);
  });

  it("pauses the body while a sink is busy, and keeps the order", async () => {
    const body = new PassThrough();
    const content = randomBytes(256 * 1024);
    const seen: Buffer[] = [];
    let busy = false;
    let overlapped = false;
    const done = readMultipart(body, B, () => ({
      data: (c) => {
        if (busy) overlapped = true;
        busy = true;
        seen.push(Buffer.from(c));
        return new Promise<void>((r) => setTimeout(() => ((busy = false), r()), 1));
      },
      end: () => undefined,
    }));
    const whole = form([{ headers: file(), content }]);
    for (const piece of every(4096)(whole)) body.write(piece);
    body.end();
    await done;
    expect(overlapped).toBe(false);
    expect(Buffer.concat(seen).equals(content)).toBe(true);
  });

  it("fails with what a sink throws, and when the body ends early", async () => {
    const boom = new Error("disk full");
    await expect(readMultipart(Readable.from([form([{ headers: file(), content: "abc" }])]), B, () => ({ data: () => Promise.reject(boom), end: () => undefined }))).rejects.toBe(boom);
    const body = new PassThrough();
    const p = readMultipart(body, B, () => ({ data: () => undefined, end: () => undefined }));
    body.write(`--${B}\r\n${file()}\r\n\r\npartial content`);
    body.destroy();
    await expect(p).rejects.toMatchObject({ kind: "malformed" });
  });
});
