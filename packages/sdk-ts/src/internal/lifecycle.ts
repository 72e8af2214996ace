// The lifecycle API as the rest of the SDK uses it: one method per operation, wrapping the
// generated functions with the shared transport and returning public types.
import type { CallOptions, ConnectionConfig } from "../config.ts";
import { createClient, createConfig, type Client } from "../generated/lifecycle/client/index.ts";
import * as gen from "../generated/lifecycle/sdk.gen.ts";
import type * as wire from "../generated/lifecycle/types.gen.ts";
import type { DiagnosticContent, Endpoint, Page, SandboxInfo, SnapshotInfo } from "../models.ts";
import { metadataFilter, toDiagnosticContent, toEndpoint, toPage, toSandboxInfo, toSnapshotInfo } from "./convert.ts";
import { Http } from "./http.ts";
import { withSandboxId } from "../errors.ts";

/** Rethrows a 404/409 about `sandboxId` as the typed error naming it. */
const about = (sandboxId: string) => (err: unknown): never => {
  throw withSandboxId(err, sandboxId);
};

export interface ListSandboxesQuery {
  /** Keep sandboxes in any of these states (case-insensitive). */
  states?: string[];
  /** Keep sandboxes whose metadata contains every one of these pairs. */
  metadata?: Record<string, string>;
  /** 1-based page number. @default 1 */
  page?: number;
  /** Items per page (server maximum 200). @default 20 */
  pageSize?: number;
}

export interface ListSnapshotsQuery {
  /** Keep snapshots taken from this sandbox. */
  sandboxId?: string;
  /** Keep snapshots in any of these states. */
  states?: string[];
  /** 1-based page number. @default 1 */
  page?: number;
  /** Items per page (server maximum 200). @default 20 */
  pageSize?: number;
}

/** How long a server's `runningMeansReady` answer is trusted. */
const READINESS_CACHE_MS = 5 * 60_000;
const readinessCache = new Map<string, { value: Promise<boolean>; until: number }>();

export class LifecycleApi {
  readonly config: ConnectionConfig;
  readonly http: Http;
  readonly client: Client;

  constructor(config: ConnectionConfig, http = new Http(config)) {
    this.config = config;
    this.http = http;
    this.client = createClient(
      createConfig({
        baseUrl: config.apiUrl,
        headers: config.headers,
        ...(config.apiKey !== undefined ? { auth: config.apiKey } : {}),
        fetch: http.fetchForClient as typeof fetch,
      }),
    );
  }

  /**
   * Whether the server reports a sandbox Running only once its execd answers (`GET /health`
   * says `runningMeansReady: true`), so waiting for execd's `/ping` after Running can be skipped.
   * False when it does not say (upstream servers) or cannot be asked. Asked once per server URL
   * every few minutes; never throws.
   */
  runningMeansReady(options?: CallOptions): Promise<boolean> {
    const key = this.config.apiUrl;
    const cached = readinessCache.get(key);
    if (cached && cached.until > Date.now()) return cached.value;
    const value = this.http
      .invoke<wire.HealthResponse>({ timeoutMs: 5000, ...options }, "getHealth", (signal) => gen.getHealth({ client: this.client, signal }))
      .then(
        ({ data }) => data?.runningMeansReady === true,
        () => {
          readinessCache.delete(key); // not an answer: ask again next time
          return false;
        },
      );
    readinessCache.set(key, { value, until: Date.now() + READINESS_CACHE_MS });
    return value;
  }

  async create(body: wire.CreateSandboxRequest, options?: CallOptions): Promise<SandboxInfo> {
    const { data } = await this.http.invoke<wire.CreateSandboxResponse>(options, "createSandbox", (signal) =>
      gen.createSandbox({ client: this.client, body, signal }),
    );
    return toSandboxInfo(data);
  }

  async get(sandboxId: string, options?: CallOptions): Promise<SandboxInfo> {
    const { data } = await this.http.invoke<wire.Sandbox>(options, "getSandbox", (signal) =>
      gen.getSandbox({ client: this.client, path: { sandboxId }, signal }),
    ).catch(about(sandboxId));
    return toSandboxInfo(data);
  }

  async list(query: ListSandboxesQuery = {}, options?: CallOptions): Promise<Page<SandboxInfo>> {
    const q: NonNullable<wire.ListSandboxesData["query"]> = {};
    if (query.states?.length) q.state = query.states;
    const metadata = metadataFilter(query.metadata);
    if (metadata !== undefined) q.metadata = metadata;
    if (query.page !== undefined) q.page = query.page;
    if (query.pageSize !== undefined) q.pageSize = query.pageSize;
    const { data } = await this.http.invoke<wire.ListSandboxesResponse>(options, "listSandboxes", (signal) =>
      gen.listSandboxes({ client: this.client, query: q, signal }),
    );
    return toPage(data, toSandboxInfo);
  }

  async delete(sandboxId: string, options?: CallOptions): Promise<void> {
    await this.http.invoke(options, "deleteSandbox", (signal) => gen.deleteSandbox({ client: this.client, path: { sandboxId }, signal })).catch(about(sandboxId));
  }

  async pause(sandboxId: string, options?: CallOptions): Promise<void> {
    await this.http.invoke(options, "pauseSandbox", (signal) => gen.pauseSandbox({ client: this.client, path: { sandboxId }, signal })).catch(about(sandboxId));
  }

  async resume(sandboxId: string, options?: CallOptions): Promise<void> {
    await this.http.invoke(options, "resumeSandbox", (signal) => gen.resumeSandbox({ client: this.client, path: { sandboxId }, signal })).catch(about(sandboxId));
  }

  async renew(sandboxId: string, expiresAt: Date, options?: CallOptions): Promise<Date> {
    const { data } = await this.http.invoke<wire.RenewSandboxExpirationResponse>(options, "renewSandboxExpiration", (signal) =>
      gen.renewSandboxExpiration({ client: this.client, path: { sandboxId }, body: { expiresAt: expiresAt.toISOString() }, signal }),
    ).catch(about(sandboxId));
    return new Date(data.expiresAt);
  }

  async patchMetadata(sandboxId: string, patch: Record<string, string | null>, options?: CallOptions): Promise<SandboxInfo> {
    const { data } = await this.http.invoke<wire.Sandbox>(options, "patchSandboxMetadata", (signal) =>
      gen.patchSandboxMetadata({ client: this.client, path: { sandboxId }, body: patch, signal }),
    ).catch(about(sandboxId));
    return toSandboxInfo(data);
  }

  async endpoint(sandboxId: string, port: number, useServerProxy: boolean, options?: CallOptions): Promise<Endpoint> {
    const { data } = await this.http.invoke<wire.Endpoint>(options, "getSandboxEndpoint", (signal) =>
      gen.getSandboxEndpoint({
        client: this.client,
        path: { sandboxId, port },
        ...(useServerProxy ? { query: { use_server_proxy: true } } : {}),
        signal,
      }),
    ).catch(about(sandboxId));
    return toEndpoint(data, this.config.protocol);
  }

  /** A signed route (upstream's getSignedEndpoint): only `expires` is sent, as upstream's clients do. */
  async signedEndpoint(sandboxId: string, port: number, expires: Date, options?: CallOptions): Promise<Endpoint> {
    const { data } = await this.http.invoke<wire.Endpoint>(options, "getSandboxEndpoint", (signal) =>
      gen.getSandboxEndpoint({ client: this.client, path: { sandboxId, port }, query: { expires: String(Math.floor(expires.getTime() / 1000)) }, signal }),
    );
    return toEndpoint(data, this.config.protocol);
  }

  /** A browser-openable URL (signed route) of `port` for `seconds`, with a trailing slash. */
  async url(sandboxId: string, port: number, seconds: number, options?: CallOptions): Promise<string> {
    if (!(seconds > 0)) throw new TypeError("getUrl: expiresInSeconds must be a positive number of seconds");
    const endpoint = await this.signedEndpoint(sandboxId, port, new Date(Date.now() + seconds * 1000), options);
    return `${endpoint.url}/`;
  }

  async diagnostics(sandboxId: string, kind: "logs" | "events", scope: string, options?: CallOptions): Promise<DiagnosticContent> {
    const { data } =
      kind === "logs"
        ? await this.http.invoke<wire.DiagnosticContentResponse>(options, "getSandboxDiagnosticLogs", (signal) =>
            gen.getSandboxDiagnosticLogs({ client: this.client, path: { sandboxId }, query: { scope }, signal }),
          )
        : await this.http.invoke<wire.DiagnosticContentResponse>(options, "getSandboxDiagnosticEvents", (signal) =>
            gen.getSandboxDiagnosticEvents({ client: this.client, path: { sandboxId }, query: { scope }, signal }),
          );
    return toDiagnosticContent(data);
  }

  async createSnapshot(sandboxId: string, name: string | undefined, options?: CallOptions): Promise<SnapshotInfo> {
    const { data } = await this.http.invoke<wire.Snapshot>(options, "createSnapshot", (signal) =>
      gen.createSnapshot({ client: this.client, path: { sandboxId }, body: name === undefined ? {} : { name }, signal }),
    ).catch(about(sandboxId));
    return toSnapshotInfo(data);
  }

  async getSnapshot(snapshotId: string, options?: CallOptions): Promise<SnapshotInfo> {
    const { data } = await this.http.invoke<wire.Snapshot>(options, "getSnapshot", (signal) =>
      gen.getSnapshot({ client: this.client, path: { snapshotId }, signal }),
    );
    return toSnapshotInfo(data);
  }

  async listSnapshots(query: ListSnapshotsQuery = {}, options?: CallOptions): Promise<Page<SnapshotInfo>> {
    const q: NonNullable<wire.ListSnapshotsData["query"]> = {};
    if (query.sandboxId !== undefined) q.sandboxId = query.sandboxId;
    if (query.states?.length) q.state = query.states;
    if (query.page !== undefined) q.page = query.page;
    if (query.pageSize !== undefined) q.pageSize = query.pageSize;
    const { data } = await this.http.invoke<wire.ListSnapshotsResponse>(options, "listSnapshots", (signal) =>
      gen.listSnapshots({ client: this.client, query: q, signal }),
    );
    return toPage(data, toSnapshotInfo);
  }

  async deleteSnapshot(snapshotId: string, options?: CallOptions): Promise<void> {
    await this.http.invoke(options, "deleteSnapshot", (signal) => gen.deleteSnapshot({ client: this.client, path: { snapshotId }, signal }));
  }
}

/** Iterates every item of a paged listing, skipping items already seen on an earlier page. */
export async function* paginate<T extends { id: string }>(fetchPage: (page: number) => Promise<Page<T>>): AsyncGenerator<T, void, undefined> {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const result = await fetchPage(page);
    for (const item of result.items) {
      if (seen.has(item.id)) continue; // a new item shifted the pages between two requests
      seen.add(item.id);
      yield item;
    }
    if (!result.hasNextPage || result.items.length === 0) return;
  }
}
