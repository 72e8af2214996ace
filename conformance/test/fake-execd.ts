// A tiny in-memory execd (node:http) for testing the runner's stream, binary and multipart
// support without a sandbox. Commands are a toy language: `;`-separated `echo TEXT`,
// `err TEXT`, `exit N` and `wait` (blocks until interrupted, then exits 130).
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decodeMultipart } from "../src/runner/multipart.js";

export interface FakeExecd {
  url: string;
  token: string;
  /** How events are written: `bare` JSON lines (execd) or `data:` lines (standard SSE). */
  framing: "bare" | "data";
  /** Written after the terminal event when set (a broken daemon). */
  trailingEvent?: object;
  files: Map<string, Buffer>;
  /** Requests seen, `METHOD /path`. */
  requests: string[];
  /** Streams whose client went away before they ended. */
  abandonedStreams: number;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};
const error = (res: http.ServerResponse, status: number, code: string, message: string) => json(res, status, { code, message });

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeExecd(token = "fake-token"): Promise<FakeExecd> {
  const running = new Map<string, () => void>();
  const state: FakeExecd = { url: "", token, framing: "bare", files: new Map(), requests: [], abandonedStreams: 0, close: async () => undefined };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      state.requests.push(`${req.method} ${url.pathname}`);
      res.setHeader("x-request-id", (req.headers["x-request-id"] as string | undefined) ?? randomUUID());
      if (req.headers["x-execd-access-token"] !== token) return error(res, 401, "UNAUTHORIZED", "missing or invalid X-EXECD-ACCESS-TOKEN header");
      const route = `${req.method} ${url.pathname}`;
      if (route === "GET /ping") return json(res, 200);

      if (route === "POST /command") {
        const body = JSON.parse((await readBody(req)).toString()) as { command?: string };
        if (!body.command) return error(res, 400, "INVALID_REQUEST_BODY", "command is required");
        const id = randomUUID();
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        let clientGone = false;
        res.on("close", () => {
          if (!res.writableEnded) {
            clientGone = true;
            state.abandonedStreams++;
          }
        });
        const send = (event: object) => res.write(state.framing === "data" ? `data: ${JSON.stringify(event)}\n\n` : `${JSON.stringify(event)}\n\n`);
        send({ type: "init", text: id, timestamp: Date.now() });
        let status = 0;
        // Known from the init event on, so an interrupt that beats the "wait" still counts.
        let interrupted = false;
        let wake = () => undefined as void;
        running.set(id, () => {
          interrupted = true;
          wake();
        });
        for (const statement of body.command.split(";").map((s) => s.trim())) {
          const [verb, ...rest] = statement.split(" ");
          if (verb === "echo") send({ type: "stdout", text: rest.join(" ") });
          else if (verb === "err") send({ type: "stderr", text: rest.join(" ") });
          else if (verb === "exit") {
            status = Number(rest[0]);
            break;
          } else if (verb === "wait") {
            if (!interrupted) {
              await new Promise<void>((resolve) => {
                wake = resolve;
                res.on("close", () => resolve());
              });
            }
            status = 130;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        running.delete(id);
        if (clientGone) return;
        if (status === 0) send({ type: "execution_complete", execution_time: 1 });
        else send({ type: "error", error: { ename: "CommandExecError", evalue: String(status), traceback: [] } });
        if (state.trailingEvent) send(state.trailingEvent);
        res.end();
        return;
      }

      if (route === "DELETE /command") {
        const stop = running.get(url.searchParams.get("id") ?? "");
        if (!stop) return error(res, 404, "COMMAND_NOT_FOUND", "no such command");
        stop();
        return json(res, 200);
      }

      if (route === "POST /files/upload") {
        const parts = decodeMultipart(await readBody(req), req.headers["content-type"] ?? "");
        const metadata = parts.filter((p) => p.name === "metadata").map((p) => JSON.parse(Buffer.from(p.data).toString()) as { path?: string });
        const files = parts.filter((p) => p.name === "file");
        if (metadata.length !== files.length || metadata.length === 0) return error(res, 400, "INVALID_FILE_METADATA", "unpaired parts");
        metadata.forEach((m, i) => state.files.set(m.path as string, Buffer.from(files[i]?.data ?? [])));
        return json(res, 200);
      }

      if (route === "GET /files/download") {
        const file = state.files.get(url.searchParams.get("path") ?? "");
        if (!file) return error(res, 404, "FILE_NOT_FOUND", "no such file");
        const range = /^bytes=(\d*)-(\d*)$/.exec((req.headers.range as string | undefined) ?? "");
        if (!range) {
          res.writeHead(200, { "content-type": "application/octet-stream", "content-length": file.length, "content-disposition": 'attachment; filename="f"' }).end(file);
          return;
        }
        const first = range[1] === "" ? file.length - Number(range[2]) : Number(range[1]);
        const last = range[1] === "" || range[2] === "" ? file.length - 1 : Math.min(Number(range[2]), file.length - 1);
        if (first >= file.length || first > last) {
          res.setHeader("content-range", `bytes */${file.length}`);
          return error(res, 416, "RANGE_NOT_SATISFIABLE", "range outside the file");
        }
        res.writeHead(206, { "content-type": "application/octet-stream", "content-range": `bytes ${first}-${last}/${file.length}` }).end(file.subarray(first, last + 1));
        return;
      }

      if (route === "GET /metrics/watch") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        const timer = setInterval(() => res.write(`${JSON.stringify({ cpu_count: 1, cpu_used_pct: 1, mem_total_mib: 512, mem_used_mib: 10, timestamp: Date.now() })}\n`), 10);
        res.on("close", () => clearInterval(timer));
        return;
      }
      return error(res, 404, "ROUTE_NOT_FOUND", `no route ${route}`);
    })().catch((e: Error) => {
      if (!res.headersSent) error(res, 500, "UNKNOWN", e.message);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
