// Waiting for a sandbox: until it reaches a state, and until execd answers `/ping`. Polls back
// off from 10 ms to 100 ms (fast enough for a sandbox that is ready at once, without hot
// polling a slow one); the whole wait is bounded by one deadline whose expiry names the state
// the sandbox was in.
import { ConflictError, ConnectionError, InternalServerError, SandboxFailedError, SandboxReadyTimeoutError, TimeoutError } from "../errors.ts";
import type { SandboxInfo } from "../models.ts";
import { callScope, sleep } from "./abort.ts";
import type { ExecdConnection } from "./execd.ts";

const FIRST_POLL_MS = 10;
const MAX_POLL_MS = 100;

/** States a sandbox never leaves. */
const FINAL_STATES = new Set(["Failed", "Terminated"]);

function describe(info: SandboxInfo | undefined): string {
  if (!info) return "no state observed yet";
  const { state, reason, message } = info.status;
  return `state ${state}${reason ? ` (${reason}${message ? `: ${message}` : ""})` : message ? ` (${message})` : ""}`;
}

function stateDetails(id: string, info: SandboxInfo | undefined) {
  return { sandboxId: id, state: info?.status.state, reason: info?.status.reason, statusMessage: info?.status.message };
}

/** Errors of `/ping` that mean "not yet": no connection, a gateway error, proxy says not running. */
function pingNotYet(err: unknown): boolean {
  return ConnectionError.isInstance(err) || InternalServerError.isInstance(err) || ConflictError.isInstance(err);
}

export interface ReadyWait {
  execd: ExecdConnection;
  /** State to wait for. */
  state: string;
  /** Also wait until execd answers `/ping`. */
  ping: boolean;
  /**
   * The server reports Running only once execd answers (`runningMeansReady`): Running is enough,
   * no `/ping` (unless its reason says execd is being restarted).
   */
  runningMeansReady?: boolean | undefined;
  /** What the caller already knows (e.g. the create answer), saving one poll. */
  initial?: SandboxInfo | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Name of the operation, for messages ("create", "resume", …). */
  what: string;
}

/** While waiting for /ping, how often the sandbox's state is read again. */
const STATE_RECHECK_MS = 500;

/** Polls until the sandbox is in `state` (and execd answers); returns the last observed info. */
export async function waitForSandbox(w: ReadyWait): Promise<SandboxInfo> {
  const { execd } = w;
  const id = execd.sandboxId;
  const scope = callScope(w.signal, w.timeoutMs, `${w.what} ${id}`);
  const inner = { signal: scope.signal, timeoutMs: 0 };
  let last = w.initial;
  let pinging = false;
  let lastPingError: unknown;
  try {
    let delay = FIRST_POLL_MS;
    while (!last || last.status.state !== w.state) {
      if (last && FINAL_STATES.has(last.status.state)) {
        throw new SandboxFailedError(`Sandbox ${id} cannot become ${w.state}: ${describe(last)}`, stateDetails(id, last));
      }
      if (last) {
        await sleep(delay, scope.signal);
        delay = Math.min(delay * 2, MAX_POLL_MS);
      }
      last = await execd.lifecycle.get(id, inner);
    }
    if (!w.ping || (w.runningMeansReady && last.status.reason !== "EXECD_RESTARTING")) return last;
    pinging = true;
    const target = execd.target ?? (await execd.resolve(inner));
    delay = FIRST_POLL_MS;
    let stateCheckedAt = Date.now();
    for (;;) {
      // The entrypoint may exit right after start: look at the state now and then, so a sandbox
      // that failed is reported at once instead of after the whole ready timeout.
      if (Date.now() - stateCheckedAt >= STATE_RECHECK_MS) {
        stateCheckedAt = Date.now();
        last = await execd.lifecycle.get(id, inner);
        if (FINAL_STATES.has(last.status.state)) {
          throw new SandboxFailedError(`Sandbox ${id} cannot become ${w.state}: ${describe(last)}`, stateDetails(id, last));
        }
      }
      try {
        const { response, scope: pingScope } = await execd.http.send({ method: "GET", url: `${target.url}/ping`, headers: target.headers as Record<string, string>, what: "ping", retry: false }, inner);
        await response.body?.cancel().catch(() => {});
        pingScope.done();
        return last;
      } catch (err) {
        if (!pingNotYet(err)) throw err;
        lastPingError = err;
      }
      await sleep(delay, scope.signal);
      delay = Math.min(delay * 2, MAX_POLL_MS);
    }
  } catch (err) {
    const reason = scope.signal?.reason;
    if (scope.signal?.aborted && !w.signal?.aborted && TimeoutError.isInstance(reason)) {
      const message = pinging
        ? `Sandbox ${id} is ${w.state} but its execd did not answer /ping within ${w.timeoutMs} ms${lastPingError ? ` (last error: ${(lastPingError as Error).message})` : ""}. Check that this client can reach the sandbox's endpoint, or use useServerProxy.`
        : `Sandbox ${id} did not become ${w.state} within ${w.timeoutMs} ms; it was in ${describe(last)}. Increase readyTimeoutMs, or look at the server's logs.`;
      throw new SandboxReadyTimeoutError(message, stateDetails(id, last), { cause: lastPingError ?? reason });
    }
    throw err;
  } finally {
    scope.done();
  }
}
