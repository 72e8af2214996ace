// Progress notifications for one tool call, sent only when the client asked for them (a
// progressToken in the request's _meta). `progress` is the seconds elapsed (commands) or the
// bytes done (uploads), so it always increases; `message` carries the newest output lines.
// Lines are sent as they come, coalesced to one notification per interval when they come fast;
// a quiet command still reports every heartbeat so the client sees it is alive.
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

const MAX_MESSAGE = 2000;

export interface ProgressOptions {
  /** Shortest gap between two notifications, in ms. @default 200 */
  intervalMs?: number;
  /** A notification at least this often while nothing else is sent, in ms. @default 5000 */
  heartbeatMs?: number;
}

export class Progress {
  readonly #extra: Extra;
  readonly #token: string | number | undefined;
  readonly #started = Date.now();
  readonly #intervalMs: number;
  readonly #heartbeatMs: number;
  #pending: string[] = [];
  #lastSent = 0;
  #lastProgress = -1;
  #flushTimer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(extra: Extra, options: ProgressOptions = {}) {
    this.#extra = extra;
    this.#token = extra._meta?.progressToken;
    this.#intervalMs = options.intervalMs ?? 200;
    this.#heartbeatMs = options.heartbeatMs ?? 5000;
  }

  /** Whether the client asked for progress. */
  get enabled(): boolean {
    return this.#token !== undefined;
  }

  /** Starts the heartbeat of a long operation. */
  start(what: string): this {
    if (!this.enabled) return this;
    // Checked every second (or heartbeat, if shorter): quiet for a heartbeat → one notification.
    this.#heartbeat = setInterval(() => {
      if (Date.now() - Math.max(this.#lastSent, this.#started) >= this.#heartbeatMs) this.#send(this.#elapsed(), undefined, `${what}: running for ${Math.round(this.#elapsed())} s`);
    }, Math.min(1000, this.#heartbeatMs));
    this.#heartbeat.unref();
    return this;
  }

  /** One line of output (sent now, or with the next notification when lines come fast). */
  line(text: string): void {
    if (!this.enabled || this.#stopped) return;
    this.#pending.push(text);
    const wait = this.#lastSent + this.#intervalMs - Date.now();
    if (wait <= 0) this.#flush();
    else this.#flushTimer ??= setTimeout(() => this.#flush(), wait);
  }

  /** Bytes done of a known total (uploads). */
  bytes(done: number, total: number, message: string): void {
    if (!this.enabled || this.#stopped) return;
    if (done < total && Date.now() - this.#lastSent < this.#intervalMs) return;
    this.#send(done, total, message);
  }

  /** Sends what is pending and stops. */
  stop(): void {
    if (this.#stopped) return;
    if (this.#pending.length) this.#flush();
    this.#stopped = true;
    clearTimeout(this.#flushTimer);
    clearInterval(this.#heartbeat);
  }

  #elapsed(): number {
    return (Date.now() - this.#started) / 1000;
  }

  #flush(): void {
    this.#flushTimer = undefined;
    if (this.#pending.length === 0) return;
    let message = this.#pending.join("\n");
    this.#pending = [];
    if (message.length > MAX_MESSAGE) message = `…${message.slice(-MAX_MESSAGE)}`;
    this.#send(this.#elapsed(), undefined, message);
  }

  #send(progress: number, total: number | undefined, message: string | undefined): void {
    if (this.#token === undefined || this.#stopped) return;
    // Progress must increase with every notification.
    const value = progress > this.#lastProgress ? progress : this.#lastProgress + 0.001;
    this.#lastProgress = value;
    this.#lastSent = Date.now();
    const params: { progressToken: string | number; progress: number; total?: number; message?: string } = { progressToken: this.#token, progress: value };
    if (total !== undefined) params.total = total;
    if (message !== undefined) params.message = message;
    this.#extra.sendNotification({ method: "notifications/progress", params }).catch(() => {
      // The client went away: the tool call ends on its own.
    });
  }
}
