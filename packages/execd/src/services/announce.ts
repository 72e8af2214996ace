// execd tells the lifecycle server that it listens (Kubernetes, the server's
// `[kubernetes] announce_listen`): one POST of {sandboxId, time, boot}, signed with execd's token,
// to EXECD_ANNOUNCE_URL, so the sandbox is Running without waiting for kubelet to report the Pod
// (the server's runtime/execd-announce.ts checks it, then connects to execd). The address the
// server uses is the connection's source, never something execd says. Off the start path: called
// after listen, retried with a growing delay while the server cannot be reached or answers 5xx,
// never after a 4xx (the server refused it: retrying would not change that).
import http from "node:http";
import type { Logger } from "../log.ts";

/** What the server checks; its execd-announce.ts builds the same text. */
export function announceSignature(token: string, a: { sandboxId: string; time: number; boot: string }): string {
  return process.getBuiltinModule("node:crypto").createHmac("sha256", token).update(`opensandbox execd announce v1\n${a.sandboxId}\n${a.time}\n${a.boot}\n`).digest("base64url");
}

export type AnnounceOptions = {
  url: string;
  sandboxId: string;
  token: () => string;
  log: Logger;
  /** Attempts in all (default 8: about 25 s of retrying). */
  attempts?: number;
};

/** An id of this execd's start: a new one tells the server execd was restarted. */
export const bootId = (): string => `${process.pid}.${Date.now().toString(36)}`;

export function announce(opts: AnnounceOptions, boot = bootId()): Promise<boolean> {
  const attempts = opts.attempts ?? 8;
  let delay = 100;
  return new Promise((resolve) => {
    const attempt = (n: number) => {
      const time = Date.now();
      const body = JSON.stringify({ sandboxId: opts.sandboxId, time, boot });
      const retry = (why: string) => {
        if (n + 1 >= attempts) {
          opts.log.warn({ url: opts.url, why }, "could not announce execd to the server; it finds execd through the Pod's status");
          return resolve(false);
        }
        setTimeout(() => attempt(n + 1), delay).unref();
        delay = Math.min(delay * 2, 5000);
      };
      const req = http.request(
        opts.url,
        {
          method: "POST",
          timeout: 3000,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "x-execd-announce-signature": announceSignature(opts.token(), { sandboxId: opts.sandboxId, time, boot }),
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (text += c));
          res.on("end", () => {
            const status = res.statusCode ?? 0;
            if (status < 300) {
              opts.log.debug({ url: opts.url }, "announced execd to the server");
              return resolve(true);
            }
            if (status < 500) {
              opts.log.warn({ url: opts.url, status, answer: text.slice(0, 500) }, "the server refused execd's announce");
              return resolve(false);
            }
            retry(`status ${status}: ${text.slice(0, 200)}`);
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timed out")));
      req.on("error", (err) => retry(err.message));
      req.end(body);
    };
    attempt(0);
  });
}
