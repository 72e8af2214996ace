// How the SDK reaches one sandbox's execd: the endpoint of port 44772 is resolved once (or the
// server-proxy endpoint with `useServerProxy`) and cached with everything a request needs, so
// that a call on a warm sandbox costs one fetch and nothing else.
import type { CallOptions } from "../config.ts";
import { createClient, createConfig, type Client } from "../generated/execd/client/index.ts";
import type { Endpoint } from "../models.ts";
import type { Http } from "./http.ts";
import type { LifecycleApi } from "./lifecycle.ts";

/** Port of execd inside every sandbox. */
export const EXECD_PORT = 44772;

/** A resolved execd address with the headers and client prepared for it. */
export interface ExecdTarget {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:48123`. */
  readonly url: string;
  /** Connection headers plus the endpoint's headers (the latter win). */
  readonly headers: Readonly<Record<string, string>>;
  /** `headers` plus `content-type: application/json`. */
  readonly jsonHeaders: Readonly<Record<string, string>>;
  /** Generated execd client bound to this address. */
  readonly client: Client;
}

export class ExecdConnection {
  readonly sandboxId: string;
  readonly lifecycle: LifecycleApi;
  readonly http: Http;
  /** The resolved target once known; hot paths read it directly. */
  target: ExecdTarget | undefined;
  #pending: Promise<ExecdTarget> | undefined;

  constructor(sandboxId: string, lifecycle: LifecycleApi) {
    this.sandboxId = sandboxId;
    this.lifecycle = lifecycle;
    this.http = lifecycle.http;
  }

  /** The target, resolving (once, shared by concurrent callers) when not known yet. */
  resolve(options?: CallOptions): Promise<ExecdTarget> {
    if (this.target) return Promise.resolve(this.target);
    if (!this.#pending) {
      const pending = this.lifecycle.endpoint(this.sandboxId, EXECD_PORT, this.lifecycle.config.useServerProxy, options).then(
        (endpoint) => {
          this.target = this.#prepare(endpoint);
          if (this.#pending === pending) this.#pending = undefined;
          return this.target;
        },
        (err: unknown) => {
          if (this.#pending === pending) this.#pending = undefined;
          throw err;
        },
      );
      this.#pending = pending;
    }
    return this.#pending;
  }

  /** Forgets the cached address (after resume, or when it stopped working). */
  invalidate(): void {
    this.target = undefined;
    this.#pending = undefined;
  }

  /** Runs a generated execd call against the target. */
  async call<T>(options: CallOptions | undefined, what: string, run: (client: Client, signal: AbortSignal | undefined) => Promise<unknown>): Promise<{ data: T; response: Response }> {
    const target = this.target ?? (await this.resolve(options));
    return this.http.invoke<T>(options, what, (signal) => run(target.client, signal));
  }

  #prepare(endpoint: Endpoint): ExecdTarget {
    const headers: Record<string, string> = { ...this.lifecycle.config.headers, ...endpoint.headers };
    const client = createClient(createConfig({ baseUrl: endpoint.url, headers, fetch: this.http.fetchForClient as typeof fetch }));
    return { url: endpoint.url, headers, jsonHeaders: { ...headers, "content-type": "application/json" }, client };
  }
}
