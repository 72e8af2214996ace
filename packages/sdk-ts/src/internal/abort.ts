// Per-call cancellation: the caller's AbortSignal and the call's timeout folded into one
// signal, with cleanup so that long-lived caller signals do not collect listeners.
import { TimeoutError } from "../errors.ts";

export interface CallScope {
  /** Signal to hand to fetch; undefined when the call has neither a signal nor a timeout. */
  readonly signal: AbortSignal | undefined;
  /** Stops the timeout (the caller's signal stays connected until done()). */
  stopTimer(): void;
  /** Releases the timer and the listener on the caller's signal. */
  done(): void;
}

const NOOP_SCOPE: CallScope = { signal: undefined, stopTimer() {}, done() {} };

/**
 * Combines `signal` and `timeoutMs` (0 = none). On timeout the combined signal aborts with a
 * TimeoutError, so fetch and body reads reject with that error; on the caller's abort they
 * reject with the caller's reason.
 */
export function callScope(signal: AbortSignal | undefined, timeoutMs: number, what: string): CallScope {
  if (!(timeoutMs > 0)) {
    if (!signal) return NOOP_SCOPE;
    return { signal, stopTimer() {}, done() {} };
  }
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
    timer = undefined;
    controller.abort(new TimeoutError(`${what} timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  let onAbort: (() => void) | undefined;
  if (signal) {
    if (signal.aborted) controller.abort(signal.reason);
    else {
      onAbort = () => controller.abort(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
    }
  }
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    signal: controller.signal,
    stopTimer,
    done() {
      stopTimer();
      if (onAbort) signal!.removeEventListener("abort", onAbort);
      onAbort = undefined;
    },
  };
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** A signal that aborts when either does (AbortSignal.any where the runtime has it). */
export function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const any = (AbortSignal as { any?: (s: AbortSignal[]) => AbortSignal }).any;
  if (any) return any([a, b]);
  const c = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) c.abort(s.reason);
    else s.addEventListener("abort", () => c.abort(s.reason), { once: true });
  }
  return c.signal;
}
