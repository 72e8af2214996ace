// execd announces itself (Kubernetes runtime, `[kubernetes] announce_listen`). kubelet reports a
// Pod's address and its containers' states only on its next relist (once a second), so a server
// that waits for it learns of a started execd up to a second late. Instead execd, once it
// listens, makes one call to this listener: POST /v1/execd/announce with its sandbox id, the
// time, an id of its own start (`boot`), signed with its token (HMAC-SHA256; the token is the
// server's HMAC of the sandbox id, so only that sandbox's execd can sign). The address is the
// connection's source, never a field of the body: a sandbox can only point the server at itself.
// The runtime then connects to execd there before believing it (onAnnounce).
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";

export const ANNOUNCE_PATH = "/v1/execd/announce";
/** Header carrying the signature (base64url). */
export const ANNOUNCE_HEADER = "x-execd-announce-signature";
/** How far an announce's time may be from the server's clock. */
export const ANNOUNCE_MAX_SKEW_MS = 5 * 60_000;
const MAX_BODY = 1024;

/** Every answer of the listener other than 204, by code (docs/ERRORS.md, "execd's announce listener"). */
export const ANNOUNCE_ERROR_STATUS = {
  ROUTE_NOT_FOUND: 404,
  REQUEST_BODY_TOO_LARGE: 400,
  INVALID_JSON: 400,
  INVALID_PARAMETER: 400,
  ANNOUNCE_SIGNATURE_INVALID: 401,
  ANNOUNCE_EXPIRED: 401,
  SANDBOX_NOT_FOUND: 404,
  ANNOUNCE_ADDRESS_MISMATCH: 409,
  EXECD_UNREACHABLE: 503,
} as const;
export type AnnounceErrorCode = keyof typeof ANNOUNCE_ERROR_STATUS;

/** What execd signs; execd's services/announce.ts builds the same text. */
export function announceSignature(token: string, a: { sandboxId: string; time: number; boot: string }): string {
  return createHmac("sha256", token).update(`opensandbox execd announce v1\n${a.sandboxId}\n${a.time}\n${a.boot}\n`).digest("base64url");
}

/** The runtime's answer to a verified announce. */
export type AnnounceOutcome =
  | { ok: true }
  | { ok: false; code: "SANDBOX_NOT_FOUND" | "ANNOUNCE_ADDRESS_MISMATCH" | "EXECD_UNREACHABLE"; message: string };

export type AnnounceListenerOptions = {
  /** "host:port" to listen on (port 0: any free port). */
  listen: string;
  /** The URL Pods reach this listener at; default http://<listen host>:<bound port>. */
  url?: string;
  /** The execd token of a sandbox (the server's HMAC of its id). */
  tokenOf: (sandboxId: string) => string;
  /** Called for an announce whose signature and time are good; `ip` is the connection's source. */
  onAnnounce: (a: { sandboxId: string; boot: string; ip: string }) => Promise<AnnounceOutcome>;
  log?: Logger;
  now?: () => number;
};

const ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/;
const BOOT = /^[A-Za-z0-9._-]{1,64}$/;

export function parseListen(listen: string): { host: string; port: number } | undefined {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(listen);
  const port = Number(m?.[3]);
  if (!m || port > 65535) return undefined;
  return { host: m[1] ?? m[2]!, port };
}

/** The HTTP listener execd announces itself to. `start()` resolves to the URL Pods are given. */
export class AnnounceListener {
  private readonly opts: AnnounceListenerOptions;
  private readonly server: http.Server;
  private started?: Promise<string>;

  constructor(opts: AnnounceListenerOptions) {
    this.opts = opts;
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.headersTimeout = 5000;
    this.server.requestTimeout = 5000;
  }

  start(): Promise<string> {
    this.started ??= new Promise<string>((resolve, reject) => {
      const at = parseListen(this.opts.listen);
      if (!at) return reject(new Error(`[kubernetes] announce_listen must be "host:port", got "${this.opts.listen}"`));
      this.server.once("error", reject);
      this.server.listen(at.port, at.host, () => {
        this.server.off("error", reject);
        const { port } = this.server.address() as AddressInfo;
        const host = at.host.includes(":") ? `[${at.host}]` : at.host;
        resolve(`${(this.opts.url ?? `http://${host}:${port}`).replace(/\/+$/, "")}${ANNOUNCE_PATH}`);
      });
    });
    return this.started;
  }

  async close(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const reply = (code: AnnounceErrorCode | undefined, message?: string) => {
      if (!code) return void res.writeHead(204).end();
      res.writeHead(ANNOUNCE_ERROR_STATUS[code], { "content-type": "application/json" }).end(JSON.stringify({ code, message }));
    };
    if (req.method !== "POST" || req.url !== ANNOUNCE_PATH) return reply("ROUTE_NOT_FOUND", `only POST ${ANNOUNCE_PATH} is served here`);
    let body = "";
    for await (const chunk of req) {
      body += chunk;
      if (body.length > MAX_BODY) return reply("REQUEST_BODY_TOO_LARGE", `an announce is at most ${MAX_BODY} bytes`);
    }
    let a: { sandboxId?: unknown; time?: unknown; boot?: unknown };
    try {
      a = JSON.parse(body) as typeof a;
    } catch {
      return reply("INVALID_JSON", "the announce is not JSON");
    }
    const { sandboxId, time, boot } = a ?? {};
    if (typeof sandboxId !== "string" || !ID.test(sandboxId) || typeof time !== "number" || !Number.isSafeInteger(time) || typeof boot !== "string" || !BOOT.test(boot)) {
      return reply("INVALID_PARAMETER", "an announce is {sandboxId, time (ms since the epoch), boot}");
    }
    const given = Buffer.from(String(req.headers[ANNOUNCE_HEADER] ?? ""), "base64url");
    const expected = Buffer.from(announceSignature(this.opts.tokenOf(sandboxId), { sandboxId, time, boot }), "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      this.opts.log?.warn({ sandboxId, from: req.socket.remoteAddress }, "refused an execd announce with a wrong signature");
      return reply("ANNOUNCE_SIGNATURE_INVALID", "the announce's signature does not match the sandbox's execd token");
    }
    if (Math.abs((this.opts.now ?? Date.now)() - time) > ANNOUNCE_MAX_SKEW_MS) {
      return reply("ANNOUNCE_EXPIRED", `the announce's time is more than ${ANNOUNCE_MAX_SKEW_MS / 1000} s from the server's clock`);
    }
    const ip = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    const outcome = await this.opts.onAnnounce({ sandboxId, boot, ip }).catch(
      (err: unknown): AnnounceOutcome => ({ ok: false, code: "EXECD_UNREACHABLE", message: (err as Error).message }),
    );
    if (outcome.ok) return reply(undefined);
    reply(outcome.code, outcome.message);
  }
}
