// Request bodies: multipart/form-data built byte for byte, raw bytes, and their validation
// against the spec (UploadFilesForm, octet-stream stdin).
import { describe, expect, it } from "vitest";
import { DEFAULT_EXECD_SPEC_FILE } from "../src/paths.js";
import { decodeMultipart, encodeMultipart } from "../src/runner/multipart.js";
import { buildWireRequest } from "../src/runner/request.js";
import { loadSpec } from "../src/spec.js";
import { WireSchema } from "../src/wire-schema.js";

const spec = loadSpec(DEFAULT_EXECD_SPEC_FILE);
const wire = new WireSchema(spec);
const credential = { header: "X-EXECD-ACCESS-TOKEN", value: "tok" };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("multipart encoding", () => {
  it("writes parts byte for byte (RFC 7578)", () => {
    const { body, contentType } = encodeMultipart(
      [
        { name: "metadata", filename: "metadata", contentType: "application/json", data: new TextEncoder().encode('{"path":"/tmp/a"}') },
        { name: "file", filename: 'a "b".bin', data: Uint8Array.of(0, 13, 10, 255) },
      ],
      "XyZ",
    );
    expect(contentType).toBe("multipart/form-data; boundary=XyZ");
    const expected = Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="metadata"; filename="metadata"\r\nContent-Type: application/json\r\n\r\n{"path":"/tmp/a"}\r\n'),
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a %22b%22.bin"\r\n\r\n'),
      Buffer.from([0, 13, 10, 255]),
      Buffer.from("\r\n--XyZ--\r\n"),
    ]);
    expect(Buffer.from(body).equals(expected)).toBe(true);
  });

  it("round-trips binary parts through the decoder", () => {
    const parts = [
      { name: "metadata", data: new TextEncoder().encode("{}") },
      { name: "file", filename: "x", contentType: "application/octet-stream", data: Uint8Array.from({ length: 256 }, (_, i) => i) },
    ];
    const encoded = encodeMultipart(parts);
    expect(decodeMultipart(encoded.body, encoded.contentType)).toEqual([
      { name: "metadata", data: parts[0]?.data },
      { name: "file", filename: "x", contentType: "application/octet-stream", data: parts[1]?.data },
    ]);
  });

  it("refuses content that contains the boundary", () => {
    expect(() => encodeMultipart([{ name: "f", data: new TextEncoder().encode("a--B-b") }], "B")).toThrow(/contains the multipart boundary/);
  });
});

describe("request bodies from case data", () => {
  it("builds an upload: part defaults, placeholders, content type with boundary, credential", () => {
    const request = buildWireRequest(
      {
        method: "POST",
        path: "/files/upload",
        multipart: [
          { name: "metadata", filename: "metadata", json: { path: "{dir}/a.bin", mode: 600 } },
          { name: "file", filename: "{name}", body: { hex: "00 ff" } },
          { name: "note", body: "plain {name}" },
        ],
      },
      { dir: "/tmp/d", name: "a.bin" },
      credential,
    );
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=----osb-conformance-[0-9a-f]{24}$/);
    expect(request.headers["X-EXECD-ACCESS-TOKEN"]).toBe("tok");
    const parts = decodeMultipart(request.body as Uint8Array, request.headers["content-type"] as string);
    expect(parts.map((p) => [p.name, p.filename, p.contentType, text(p.data)])).toEqual([
      ["metadata", "metadata", "application/json", '{"path":"/tmp/d/a.bin","mode":600}'],
      ["file", "a.bin", "application/octet-stream", "\u0000\ufffd"],
      ["note", undefined, undefined, "plain a.bin"],
    ]);
    expect([...(parts[1]?.data ?? [])]).toEqual([0, 255]);
    expect(request.form?.length).toBe(3);
  });

  it("sends raw bytes as application/octet-stream unless told otherwise; text bodies keep their type", () => {
    const bytes = buildWireRequest({ method: "POST", path: "/command/c/stdin", body: { base64: "aGk=" } }, {}, credential);
    expect(bytes.headers["content-type"]).toBe("application/octet-stream");
    expect([...(bytes.body as Uint8Array)]).toEqual([104, 105]);
    const typed = buildWireRequest({ method: "POST", path: "/proxy/1/x", body: { text: "{{}" }, contentType: "application/json" }, {}, credential);
    expect(typed.headers["content-type"]).toBe("application/json");
    expect(text(typed.body as Uint8Array)).toBe("{}");
    const plain = buildWireRequest({ method: "POST", path: "/proxy/1/x", body: "a\nb" }, {}, undefined);
    expect(plain.body).toBe("a\nb");
    expect(plain.headers).toEqual({});
    const noAuth = buildWireRequest({ method: "GET", path: "/ping", auth: false }, {}, credential);
    expect(noAuth.headers).toEqual({});
    const other = buildWireRequest({ method: "GET", path: "/ping", apiKey: "wrong-{uniq}" }, { uniq: "u" }, credential);
    expect(other.headers["X-EXECD-ACCESS-TOKEN"]).toBe("wrong-u");
  });
});

describe("request validation of the new body kinds", () => {
  const upload = (parts: Parameters<typeof buildWireRequest>[0]["multipart"]) =>
    wire.checkRequest(buildWireRequest({ method: "POST", path: "/files/upload", multipart: parts }, {}, credential)).issues;

  it("accepts a conforming upload, metadata as file parts or plain fields", () => {
    expect(upload([{ name: "metadata", filename: "m", json: { path: "/tmp/x" } }, { name: "file", filename: "x", body: { text: "x" } }])).toEqual([]);
    expect(upload([{ name: "metadata", json: { path: "/tmp/x" } }, { name: "file", filename: "x", body: "x" }])).toEqual([]);
  });

  it("reports metadata that violates FileMetadata or is not JSON, and missing parts", () => {
    expect(upload([{ name: "metadata", json: { mode: 644 } }, { name: "file", filename: "x", body: "x" }]).join()).toMatch(/multipart body: metadata.0 must have required property 'path'/);
    expect(upload([{ name: "metadata", contentType: "application/json", body: "{{nope" }, { name: "file", filename: "x", body: "x" }])).toContain("multipart part metadata is not valid JSON");
    expect(upload([{ name: "metadata", json: { path: "/tmp/x" } }]).join()).toMatch(/must have required property 'file'/);
  });

  it("accepts raw bytes for stdin and rejects JSON there", () => {
    const stdin = (body: Parameters<typeof buildWireRequest>[0]) => wire.checkRequest(buildWireRequest(body, {}, credential)).issues;
    expect(stdin({ method: "POST", path: "/command/c/stdin", body: { hex: "00" } })).toEqual([]);
    expect(stdin({ method: "POST", path: "/command/c/stdin", json: { a: 1 } }).join()).toMatch(/content type application\/json is not accepted/);
    expect(stdin({ method: "POST", path: "/command/c/stdin" })).toEqual(["request body is required"]);
  });
});
