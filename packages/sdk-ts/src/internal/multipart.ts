// The multipart body of execd's `uploadFile`: for each file a `metadata` part (JSON
// FileMetadata, sent as a file part with content type application/json, as upstream SDKs do)
// followed by its `file` part. Bytes, strings and Blobs go into a FormData; when any content is
// a stream (web ReadableStream, Node.js Readable, any async iterable of bytes) the body is
// encoded here as a stream, so nothing is held in memory.
import type * as wire from "../generated/execd/types.gen.ts";
import type { RequestBody } from "./http.ts";

/**
 * Content of a file: text (written as UTF-8), bytes (`Uint8Array`, Node.js `Buffer`, any
 * `ArrayBufferView`, `ArrayBuffer`), a `Blob`/`File`, a web `ReadableStream`, or an async
 * iterable of chunks (a Node.js `Readable` such as `fs.createReadStream(…)`, an async generator),
 * each chunk bytes or text. Streams are sent as they are read.
 */
export type FileData = string | Uint8Array | ArrayBuffer | ArrayBufferView | Blob | ReadableStream<Uint8Array | string> | AsyncIterable<Uint8Array | string>;

/** FileData reduced to what the encoder sends: text, bytes, a Blob or a stream of bytes. */
export type UploadData = string | Uint8Array | Blob | ReadableStream<Uint8Array>;

export interface UploadItem {
  metadata: wire.FileMetadata;
  data: UploadData;
}

/** What a value is, for error messages (never its content). */
function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (typeof value !== "object") return typeof value;
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === "string" && name ? `an object (${name})` : "an object";
}

const ACCEPTED = "a string, Uint8Array/Buffer, ArrayBuffer, Blob, ReadableStream, Node.js Readable (e.g. fs.createReadStream) or async iterable of bytes";

/** One chunk of a stream as bytes; anything but bytes or text is a TypeError. */
function chunkBytes(chunk: unknown, where: string): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (typeof chunk === "string") return encoder.encode(chunk);
  if (chunk instanceof ArrayBuffer) return new Uint8Array(chunk);
  if (ArrayBuffer.isView(chunk)) return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError(`${where}: a stream chunk must be bytes or a string, got ${describeValue(chunk)}`);
}

/**
 * Checks and reduces the caller's content for `path`. Throws a TypeError for anything that is
 * not file content (a plain object would otherwise be sent as the text "[object Object]").
 */
export function toUploadData(data: unknown, path: string, failures?: unknown[]): UploadData {
  const where = `files.write(${JSON.stringify(path)})`;
  if (typeof data === "string" || data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (typeof Blob !== "undefined" && data instanceof Blob) return data;
  if (typeof ReadableStream !== "undefined" && data instanceof ReadableStream) return bytesStream(readerChunks(data as ReadableStream<unknown>), where, failures);
  if (typeof data === "object" && data !== null && typeof (data as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") {
    return bytesStream((data as AsyncIterable<unknown>)[Symbol.asyncIterator](), where, failures);
  }
  throw new TypeError(`${where}: data must be ${ACCEPTED}; got ${describeValue(data)}`);
}

/** The chunks of a web stream as an iterator (not every runtime makes ReadableStream iterable). */
function readerChunks(stream: ReadableStream<unknown>): AsyncIterator<unknown> {
  const reader = stream.getReader();
  return {
    next: async () => {
      const { done, value } = await reader.read();
      if (done) reader.releaseLock();
      return done ? { done: true, value: undefined } : { done: false, value };
    },
    return: async () => {
      await reader.cancel().catch(() => {});
      return { done: true, value: undefined };
    },
  };
}

/**
 * A byte stream pulling from `source` only as fast as it is read. What the source or a chunk
 * fails with is also pushed to `failures`, so the caller can throw it instead of the transport's
 * generic "the request body failed".
 */
function bytesStream(source: AsyncIterator<unknown>, where: string, failures: unknown[] | undefined): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await source.next();
        if (done) controller.close();
        else controller.enqueue(chunkBytes(value, where));
      } catch (err) {
        failures?.push(err);
        await source.return?.().catch(() => {});
        throw err;
      }
    },
    async cancel() {
      await source.return?.().catch(() => {});
    },
  });
}

const encoder = new TextEncoder();

/** Last path segment, made safe for a Content-Disposition parameter (HTML form encoding). */
export function partFilename(path: string): string {
  const base = path.replace(/\/+$/, "").split("/").pop() || "file";
  return base.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function isStream(data: UploadData): data is ReadableStream<Uint8Array> {
  return typeof ReadableStream !== "undefined" && data instanceof ReadableStream;
}

function toBlob(data: Exclude<UploadData, ReadableStream<Uint8Array>>, type: string): Blob {
  if (data instanceof Blob) return data;
  return new Blob([data as BlobPart], { type });
}

/** The request body and its content type (undefined: let fetch set it from the FormData). */
export function encodeUpload(items: UploadItem[]): { body: RequestBody; contentType: string | undefined } {
  if (!items.some((i) => isStream(i.data))) {
    const form = new FormData();
    for (const { metadata, data } of items) {
      form.append("metadata", new Blob([JSON.stringify(metadata)], { type: "application/json" }), "metadata");
      form.append("file", toBlob(data as Exclude<UploadData, ReadableStream<Uint8Array>>, "application/octet-stream"), partFilename(metadata.path));
    }
    return { body: form, contentType: undefined };
  }
  const boundary = `----opensandbox-${Math.random().toString(16).slice(2)}${Math.random().toString(16).slice(2)}`;
  return { body: multipartStream(items, boundary), contentType: `multipart/form-data; boundary=${boundary}` };
}

function partHead(boundary: string, name: string, filename: string, type: string): Uint8Array {
  return encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
}

/** Encodes the parts one after the other, pulling each content stream only as fast as it is read. */
export function multipartStream(items: UploadItem[], boundary: string): ReadableStream<Uint8Array> {
  let reading: ReadableStreamDefaultReader<Uint8Array> | undefined;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const crlf = encoder.encode("\r\n");
    for (const { metadata, data } of items) {
      yield partHead(boundary, "metadata", "metadata", "application/json");
      yield encoder.encode(JSON.stringify(metadata));
      yield crlf;
      yield partHead(boundary, "file", partFilename(metadata.path), "application/octet-stream");
      if (typeof data === "string") yield encoder.encode(data);
      else if (data instanceof Uint8Array) yield data;
      else {
        const stream = data instanceof Blob ? (data.stream() as ReadableStream<Uint8Array>) : data;
        const reader = stream.getReader();
        reading = reader;
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            yield value;
          }
        } finally {
          reading = undefined;
          reader.releaseLock();
        }
      }
      yield crlf;
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  const it = chunks();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await it.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel(reason) {
      // The upload was abandoned: stop the content stream being read, then the encoder.
      await reading?.cancel(reason).catch(() => {});
      await it.return(undefined).catch(() => {});
    },
  });
}
