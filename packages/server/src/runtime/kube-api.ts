// Clients of the Kubernetes API as the runtime, the store and the leases use them. The API server
// answers 429 when it sheds load (API Priority and Fairness) and while the storage of a resource
// it has just learned is (re)initializing — a CustomResourceDefinition freshly established, as at a
// first start. A 429 means the request was not processed, so every call (writes included) is
// retried after the wait the server asks for, within a bound. A sandbox's Pod or Secret create
// the API server timed out (504, or 500 with reason Timeout/ServerTimeout: it may or may not have
// stored the object) is retried too: if the first attempt was stored, the retry is answered 409
// AlreadyExists, which the runtime handles by replacing what it finds under the name. Other calls
// are not retried on a timeout (a record's create would read 409 as "exists already"; a patch
// with `test` ops could fail the second time although the first applied). Every other answer is
// the caller's.
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import * as k8s from "@kubernetes/client-node";

/** How long, in all, one call keeps retrying while the API server answers 429. */
export const THROTTLE_BUDGET_MS = 30_000;
const MAX_WAIT_MS = 5_000;
/** How long a timed-out create waits before it is sent again. */
const TIMEOUT_WAIT_MS = 200;
/** The calls sent again after a timeout: creates whose 409 their caller treats as a leftover to replace. */
const RETRY_TIMEOUTS = new Set(["createNamespacedPod", "createNamespacedSecret"]);

/**
 * Requests sent through kubeApi() clients in this process, by client call (createNamespacedPod,
 * patchNamespacedCustomObject, …), each retry of a throttled call counted again: how the API
 * writes per create are counted (`opensandbox_kube_api_requests_total`, BENCHMARKS.md).
 */
const calls = new Map<string, number>();

/** A copy of the request counts by client call. */
export function kubeApiCalls(): Map<string, number> {
  return new Map(calls);
}

/** Whether a client call changes something (create, patch, replace, delete). */
export const isWriteCall = (call: string): boolean => /^(create|patch|replace|delete)/.test(call);

const count = (call: string) => calls.set(call, (calls.get(call) ?? 0) + 1);

/** The API server answered (with an HTTP status), as opposed to not being reachable. */
export const statusOf = (err: unknown): number | undefined => (err instanceof k8s.ApiException ? err.code : undefined);

/** The API server's own message for a refusal (its Status object), else the error's. */
export function apiMessage(err: unknown): string {
  if (err instanceof k8s.ApiException) {
    const parsed = statusBody(err);
    if (parsed?.message) return parsed.message;
    return `HTTP ${err.code}`;
  }
  return err instanceof Error ? err.message : String(err);
}

function statusBody(err: k8s.ApiException<unknown>): { message?: string; details?: { retryAfterSeconds?: number } } | undefined {
  const body = err.body as unknown;
  try {
    return (typeof body === "string" ? JSON.parse(body) : body) as { message?: string } | undefined;
  } catch {
    return undefined; // not JSON
  }
}

/** How long the API server asked us to wait before retrying, when it throttled the request. */
export function throttleWaitMs(err: unknown): number | undefined {
  if (!(err instanceof k8s.ApiException) || err.code !== 429) return undefined;
  const header = Number((err.headers as Record<string, string> | undefined)?.["retry-after"]);
  const seconds = Number.isFinite(header) && header > 0 ? header : (statusBody(err)?.details?.retryAfterSeconds ?? 1);
  return Math.min(Math.max(seconds, 0.1) * 1000, MAX_WAIT_MS);
}

/** Whether the API server gave up on the request in time (504, or 500 Timeout/ServerTimeout): it may have been stored. */
export function timedOut(err: unknown): boolean {
  if (!(err instanceof k8s.ApiException)) return false;
  if (err.code === 504) return true;
  const reason = (statusBody(err) as { reason?: string } | undefined)?.reason;
  return err.code === 500 && (reason === "Timeout" || reason === "ServerTimeout");
}

type DispatcherFactory = { createDispatcher(cluster: unknown, agentOptions: Record<string, unknown>): { close?(): Promise<void> } | undefined };
const sharing = new WeakSet<k8s.KubeConfig>();

/**
 * Makes every request through `kc` (API clients and watches) share one connection pool. The
 * client library builds a new dispatcher (an undici Agent: a new TLS connection) for every request
 * (kubernetes-client/javascript#2893), so a busy server paid a TLS handshake per API call and kept
 * each connection's buffers until it idled out. The dispatcher is built again only when what it
 * connects with changes (server, proxy, CA, client certificate), and the old one is closed once
 * its requests are done.
 */
export function shareConnections(kc: k8s.KubeConfig): k8s.KubeConfig {
  if (sharing.has(kc)) return kc;
  sharing.add(kc);
  const factory = kc as unknown as DispatcherFactory;
  const create = factory.createDispatcher.bind(kc);
  let current: { key: string; dispatcher: ReturnType<DispatcherFactory["createDispatcher"]> } | undefined;
  factory.createDispatcher = (cluster, agentOptions) => {
    const c = cluster as { server?: string; proxyUrl?: string } | null;
    const hash = createHash("sha256").update(JSON.stringify([c?.server, c?.proxyUrl, agentOptions.rejectUnauthorized, agentOptions.servername]));
    for (const k of ["ca", "cert", "key", "pfx", "passphrase"]) {
      const v = agentOptions[k];
      hash.update(`|${k}:`);
      if (typeof v === "string" || Buffer.isBuffer(v)) hash.update(v);
      else if (v !== undefined) hash.update(JSON.stringify(v));
    }
    const key = hash.digest("hex");
    if (current?.key === key) return current.dispatcher;
    const before = current;
    current = { key, dispatcher: create(cluster, agentOptions) };
    void before?.dispatcher?.close?.().catch(() => undefined);
    return current.dispatcher;
  };
  return kc;
}

/**
 * `kc.makeApiClient(Api)` whose calls are retried while the API server answers 429, each after the
 * wait it asks for (at most 5 s), for at most THROTTLE_BUDGET_MS in all.
 */
export function kubeApi<T extends k8s.ApiType>(kc: k8s.KubeConfig, Api: k8s.ApiConstructor<T>, budgetMs = THROTTLE_BUDGET_MS): T {
  const api = shareConnections(kc).makeApiClient(Api);
  return new Proxy(api, {
    get(target, prop, receiver) {
      const member = Reflect.get(target, prop, receiver) as unknown;
      if (typeof member !== "function") return member;
      const call = String(prop);
      return (...args: unknown[]) => {
        const first = (member as (...a: unknown[]) => unknown).apply(target, args);
        if (!(first instanceof Promise)) return first;
        count(call);
        return retrying(
          RETRY_TIMEOUTS.has(call),
          first,
          () => {
            count(call);
            return (member as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          },
          budgetMs,
        );
      };
    },
  });
}

async function retrying<R>(create: boolean, first: Promise<R>, again: () => Promise<R>, budgetMs: number): Promise<R> {
  const deadline = Date.now() + budgetMs;
  for (let attempt: Promise<R> = first; ; attempt = again()) {
    try {
      return await attempt;
    } catch (err) {
      const wait = throttleWaitMs(err) ?? (create && timedOut(err) ? TIMEOUT_WAIT_MS : undefined);
      if (wait === undefined || Date.now() + wait > deadline) throw err;
      await sleep(wait);
    }
  }
}

/**
 * Shares one asking per key for `ms`, for an API read many callers need at once (e.g. one per
 * create): calls for the same key within that time get the first call's answer (also while it is
 * still on its way). A failure is not shared beyond the calls already waiting for it: the next
 * call asks again. Answers older than `ms` are dropped as new
 * keys come (keys may be short-lived, e.g. other processes' ids).
 */
export class RecentAnswers<T> {
  private readonly answers = new Map<string, { at: number; answer: Promise<T> }>();
  private readonly ms: number;

  constructor(ms: number) {
    this.ms = ms;
  }

  get(key: string, ask: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const known = this.answers.get(key);
    if (known && now - known.at < this.ms) return known.answer;
    if (this.answers.size >= 64) for (const [k, v] of this.answers) if (now - v.at >= this.ms) this.answers.delete(k);
    const entry = { at: now, answer: ask() };
    this.answers.set(key, entry);
    entry.answer.catch(() => {
      if (this.answers.get(key) === entry) this.answers.delete(key);
    });
    return entry.answer;
  }
}
