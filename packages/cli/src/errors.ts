// Turning any failure into the one line `osb` prints on stderr, and its exit code:
//   osb: sandbox abc not found (404 SANDBOX_NOT_FOUND, request 1234)      exit 1
//   osb: invalid duration "10x" (e.g. 600, 30s, 10m or 1h30m)             exit 2 (usage)
import { SandboxError } from "@opensandbox/sdk";

/** Bad command line: exit code 2, like commander's own parse errors. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** A failure the CLI detected itself, with a message meant to be printed as is. */
export class CliError extends Error {
  override name = "CliError";
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
/** 128 + SIGINT, what shells report for a command stopped with Ctrl-C. */
export const EXIT_INTERRUPTED = 130;

export function exitCodeFor(err: unknown): number {
  if (err instanceof UsageError) return EXIT_USAGE;
  if (err instanceof CliError) return err.exitCode;
  return EXIT_FAILURE;
}

const oneLine = (s: string) => s.replace(/\s*\n\s*/g, " ").trim();

/** The network-level cause (undici nests it in `cause`, happy eyeballs in an AggregateError). */
function systemCause(err: unknown): { code: string; target?: string } | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const c = e as { code?: unknown; address?: unknown; port?: unknown; hostname?: unknown; cause?: unknown; errors?: unknown };
    if (typeof c.code === "string" && /^E[A-Z_]+$/.test(c.code)) {
      const host = typeof c.address === "string" ? c.address : typeof c.hostname === "string" ? c.hostname : undefined;
      const target = host ? `${host}${typeof c.port === "number" ? `:${c.port}` : ""}` : undefined;
      return { code: c.code, ...(target ? { target } : {}) };
    }
    queue.push(c.cause);
    if (Array.isArray(c.errors)) queue.push(...c.errors);
  }
  return undefined;
}

/** The operation name the SDK puts in front of its messages (`listSandboxes: …`). */
function operationOf(message: string): string | undefined {
  return /^([A-Za-z][\w.]*): /.exec(message)?.[1];
}

/** Message text of an SDK error without the status/code/request id decorations the SDK adds. */
function plainMessage(err: SandboxError): string {
  const body = err.body as { message?: unknown; error?: unknown } | string | undefined;
  if (body && typeof body === "object") {
    if (typeof body.message === "string" && body.message) return body.message;
    if (typeof body.error === "string" && body.error) return body.error;
  }
  if (err.status === undefined) return err.message;
  const what = operationOf(err.message) ?? "request";
  if (typeof body === "string" && body.trim()) {
    const first = oneLine(body.replace(/<[^>]*>/g, " "));
    return `${what} failed: ${first.length > 200 ? `${first.slice(0, 200)}…` : first}`;
  }
  return `${what} failed`;
}

/** Describes any error as one line, without the `osb: ` prefix. */
export function describeError(err: unknown): string {
  if (SandboxError.isInstance(err)) {
    const e = err as SandboxError;
    if (e.status === undefined) {
      const sys = systemCause(e);
      if (sys) {
        const what = operationOf(e.message);
        return `${what ? `${what}: ` : ""}cannot connect to ${sys.target ?? "the server"} (${sys.code})`;
      }
      return oneLine(e.message);
    }
    const facts = [[e.status, e.code].filter((x) => x !== undefined && x !== "").join(" "), e.requestId ? `request ${e.requestId}` : ""].filter(Boolean);
    return `${oneLine(plainMessage(e))}${facts.length ? ` (${facts.join(", ")})` : ""}`;
  }
  if (err instanceof UsageError || err instanceof CliError) return oneLine(err.message);
  if (err instanceof Error) {
    if (err.name === "AbortError") return "interrupted";
    const sys = systemCause(err);
    if (sys && !err.message.includes(sys.code)) return `${oneLine(err.message)} (${sys.code}${sys.target ? ` ${sys.target}` : ""})`;
    return oneLine(err.message || String(err));
  }
  return oneLine(String(err));
}

export function formatError(err: unknown): string {
  return `osb: ${describeError(err)}`;
}
