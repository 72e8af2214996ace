// The multipart body of execd's `uploadFile`: for each file a `metadata` part (JSON
// FileMetadata, sent as a file part with content type application/json, as upstream SDKs do)
// followed by its `file` part. Bytes, strings and Blobs go into a FormData; when any content is
// a ReadableStream the body is encoded here as a stream, so nothing is held in memory.
import type * as wire from "../generated/execd/types.gen.ts";
import type { RequestBody } from "./http.ts";

export type FileData = string | Uint8Array | Blob | ReadableStream<Uint8Array>;

export interface UploadItem {
  metadata: wire.FileMetadata;
  data: FileData;
}

const encoder = new TextEncoder();

/** Last path segment, made safe for a Content-Disposition parameter (HTML form encoding). */
export function partFilename(path: string): string {
  const base = path.replace(/\/+$/, "").split("/").pop() || "file";
  return base.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function isStream(data: FileData): data is ReadableStream<Uint8Array> {
  return typeof ReadableStream !== "undefined" && data instanceof ReadableStream;
}

function toBlob(data: Exclude<FileData, ReadableStream<Uint8Array>>, type: string): Blob {
  if (data instanceof Blob) return data;
  return new Blob([data as BlobPart], { type });
}

/** The request body and its content type (undefined: let fetch set it from the FormData). */
export function encodeUpload(items: UploadItem[]): { body: RequestBody; contentType: string | undefined } {
  if (!items.some((i) => isStream(i.data))) {
    const form = new FormData();
    for (const { metadata, data } of items) {
      form.append("metadata", new Blob([JSON.stringify(metadata)], { type: "application/json" }), "metadata");
      form.append("file", toBlob(data as Exclude<FileData, ReadableStream<Uint8Array>>, "application/octet-stream"), partFilename(metadata.path));
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
