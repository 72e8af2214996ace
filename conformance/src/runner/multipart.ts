// multipart/form-data bodies (RFC 7578), built byte for byte so that binary parts, file names
// and part content types are exactly what a case asks for.
import { randomBytes } from "node:crypto";

export interface FormPart {
  name: string;
  /** Sent as `filename=` in Content-Disposition: the part is a file part. */
  filename?: string;
  /** Content-Type of the part; omitted from the part's headers when absent. */
  contentType?: string;
  data: Uint8Array;
}

export interface EncodedForm {
  body: Uint8Array;
  /** `multipart/form-data; boundary=...` */
  contentType: string;
  boundary: string;
}

function quote(value: string): string {
  // RFC 7578 4.2: percent-encode the characters that would break the quoted string.
  return `"${value.replace(/[\r\n"%]/g, (c) => encodeURIComponent(c))}"`;
}

export function newBoundary(): string {
  return `----osb-conformance-${randomBytes(12).toString("hex")}`;
}

export function encodeMultipart(parts: FormPart[], boundary = newBoundary()): EncodedForm {
  for (const part of parts) {
    if (Buffer.from(part.data).includes(`--${boundary}`)) throw new Error(`part ${part.name} contains the multipart boundary`);
  }
  const chunks: Uint8Array[] = [];
  const text = (s: string) => chunks.push(new TextEncoder().encode(s));
  for (const part of parts) {
    text(`--${boundary}\r\n`);
    text(`Content-Disposition: form-data; name=${quote(part.name)}${part.filename !== undefined ? `; filename=${quote(part.filename)}` : ""}\r\n`);
    if (part.contentType) text(`Content-Type: ${part.contentType}\r\n`);
    text("\r\n");
    chunks.push(part.data);
    text("\r\n");
  }
  text(`--${boundary}--\r\n`);
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`, boundary };
}

/** Splits a multipart body back into parts (used by tests and the fake daemon). */
export function decodeMultipart(body: Uint8Array, contentType: string): FormPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw new Error(`no boundary in ${contentType}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const buf = Buffer.from(body);
  const parts: FormPart[] = [];
  let at = buf.indexOf(delimiter);
  if (at < 0) throw new Error("multipart body without a boundary line");
  for (;;) {
    at += delimiter.length;
    if (buf.subarray(at, at + 2).toString() === "--") break;
    at += 2; // CRLF after the boundary
    const next = buf.indexOf(delimiter, at);
    if (next < 0) throw new Error("unterminated multipart body");
    const raw = buf.subarray(at, next - 2); // drop the CRLF before the delimiter
    const split = raw.indexOf("\r\n\r\n");
    if (split < 0) throw new Error("multipart part without a header block");
    const headers = raw.subarray(0, split).toString("utf8").split("\r\n");
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? "";
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) throw new Error("multipart part without a name");
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const type = headers.find((h) => /^content-type:/i.test(h))?.replace(/^content-type:\s*/i, "");
    parts.push({
      name: decodeURIComponent(name),
      ...(filename !== undefined ? { filename: decodeURIComponent(filename) } : {}),
      ...(type ? { contentType: type } : {}),
      data: Uint8Array.from(raw.subarray(split + 4)),
    });
    at = next;
  }
  return parts;
}
