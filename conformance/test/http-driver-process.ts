// A driver process (PROTOCOL.md) that performs every request with the suite's own HttpDriver:
// the reference for the protocol, used to test ProcessDriver without a Python or Go toolchain.
// FAKE_DRIVER_MODE breaks it on purpose: `client-error` rejects every JSON body, `drop-field`
// loses `status` from decoded bodies, `wrong-request-id` reports another request id, `crash`
// exits on the first request.
import { createInterface } from "node:readline";
import { HttpDriver } from "../src/runner/driver.js";
import type { WireRequest } from "../src/runner/driver.js";
import { encodeMultipart } from "../src/runner/multipart.js";

const mode = process.env.FAKE_DRIVER_MODE ?? "";
const write = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`);
const controllers = new Map<number, AbortController>();

interface Body {
  kind: string;
  value?: unknown;
  base64?: string;
  contentType?: string | null;
  parts?: Array<{ name: string; filename: string | null; contentType: string | null; base64: string }>;
}

async function perform(message: Record<string, any>): Promise<void> {
  const id = message.id as number;
  if (mode === "crash") {
    process.stderr.write("driver: crashing on purpose\n");
    process.exit(3);
  }
  const headers: Record<string, string> = { ...message.headers };
  if (message.credential) headers[message.credential.header] = message.credential.value;
  const request: WireRequest = { method: message.method, path: message.path, query: message.query, headers };
  const body = message.body as Body | null;
  if (body?.kind === "json") {
    request.body = JSON.stringify(body.value);
    headers["content-type"] ??= "application/json";
  } else if (body?.kind === "bytes") {
    request.body = Buffer.from(body.base64 ?? "", "base64");
    if (body.contentType) headers["content-type"] ??= body.contentType;
  } else if (body?.kind === "multipart") {
    const encoded = encodeMultipart(
      (body.parts ?? []).map((p) => ({
        name: p.name,
        ...(p.filename !== null ? { filename: p.filename } : {}),
        ...(p.contentType !== null ? { contentType: p.contentType } : {}),
        data: Buffer.from(p.base64, "base64"),
      })),
    );
    request.body = encoded.body;
    headers["content-type"] = encoded.contentType;
  }
  const abort = new AbortController();
  controllers.set(id, abort);
  let sentEvents = 0;
  let head = false;
  try {
    const response = await new HttpDriver(message.baseUrl).send(request, message.timeoutMs, {
      signal: abort.signal,
      ...(message.maxEvents ? { maxEvents: message.maxEvents } : {}),
      onProgress: (snapshot) => {
        if (!head) write({ type: "head", id, status: snapshot.status, headers: snapshot.headers });
        head = true;
        for (const event of (snapshot.events ?? []).slice(sentEvents)) write({ type: "event", id, event });
        sentEvents = snapshot.events?.length ?? 0;
      },
    });
    for (const event of (response.events ?? []).slice(sentEvents)) write({ type: "event", id, event });
    let json = response.json;
    if (json !== undefined && mode === "client-error") {
      write({ type: "error", id, origin: "client", message: "cannot decode the body on purpose" });
      return;
    }
    if (mode === "drop-field" && json && typeof json === "object" && "status" in json) {
      json = { ...(json as object) };
      delete (json as { status?: unknown }).status;
    }
    write({
      type: "response",
      id,
      via: message.invalid ? "http" : "sdk",
      status: response.status,
      headers: response.headers,
      ...(json !== undefined ? { json } : {}),
      ...(response.events ? {} : { bodyBase64: Buffer.from(response.bodyBytes).toString("base64") }),
      partial: response.partial === true,
      ...(mode === "wrong-request-id" ? { requestId: "not-the-header" } : {}),
    });
  } catch (error) {
    write({ type: "error", id, origin: "transport", message: (error as Error).message });
  } finally {
    controllers.delete(id);
  }
}

const inflight = new Set<Promise<void>>();
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const message = JSON.parse(line) as Record<string, any>;
  if (message.type === "cancel") controllers.get(message.id)?.abort();
  else if (message.type === "shutdown") break;
  else if (message.type === "request") {
    const task = perform(message).finally(() => inflight.delete(task));
    inflight.add(task);
  }
}
await Promise.allSettled([...inflight]);
process.exit(0);
