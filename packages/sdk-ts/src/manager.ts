// SandboxManager: operations on sandboxes and snapshots by id, without a Sandbox object (what
// an operator or a CLI needs), and listings that page through everything.
import { ConnectionConfig, type CallOptions, type ConnectionOptions } from "./config.ts";
import { TimeoutTooLongError, secondsHint } from "./errors.ts";
import { LifecycleApi, paginate, type ListSandboxesQuery, type ListSnapshotsQuery } from "./internal/lifecycle.ts";
import type { DiagnosticContent, Endpoint, Page, SandboxInfo, SnapshotInfo } from "./models.ts";
import { DEFAULT_URL_EXPIRES_IN_SECONDS, type UrlOptions } from "./sandbox.ts";

export type { ListSandboxesQuery, ListSnapshotsQuery };

export class SandboxManager {
  readonly connectionConfig: ConnectionConfig;
  readonly #api: LifecycleApi;

  constructor(options: ConnectionOptions | ConnectionConfig = {}) {
    this.connectionConfig = ConnectionConfig.from(options);
    this.#api = new LifecycleApi(this.connectionConfig);
  }

  /**
   * Every sandbox matching the filters, newest first, fetching pages of `pageSize` as the loop
   * advances: `for await (const s of manager.list({ states: ["Running"] })) …`.
   */
  list(query: Omit<ListSandboxesQuery, "page"> = {}, options?: CallOptions): AsyncGenerator<SandboxInfo, void, undefined> {
    return paginate((page) => this.#api.list({ ...query, page }, options));
  }

  /** One page of sandboxes. */
  listPage(query: ListSandboxesQuery = {}, options?: CallOptions): Promise<Page<SandboxInfo>> {
    return this.#api.list(query, options);
  }

  get(sandboxId: string, options?: CallOptions): Promise<SandboxInfo> {
    return this.#api.get(sandboxId, options);
  }

  /** Deletes a sandbox. NotFoundError when there is none with this id. */
  kill(sandboxId: string, options?: CallOptions): Promise<void> {
    return this.#api.delete(sandboxId, options);
  }

  /** Requests a pause (the server answers before the sandbox is Paused). */
  pause(sandboxId: string, options?: CallOptions): Promise<void> {
    return this.#api.pause(sandboxId, options);
  }

  /** Requests a resume (the server answers before the sandbox is Running). */
  resume(sandboxId: string, options?: CallOptions): Promise<void> {
    return this.#api.resume(sandboxId, options);
  }

  /** Sets the expiry to now + `seconds`; returns the expiry now in force. */
  renew(sandboxId: string, seconds: number, options?: CallOptions): Promise<Date> {
    return this.#api.renew(sandboxId, new Date(Date.now() + seconds * 1000), options).catch((err: unknown) => {
      throw TimeoutTooLongError.isInstance(err) ? secondsHint(err, seconds) : err;
    });
  }

  /** Merges metadata: a string sets a key, null removes it. */
  patchMetadata(sandboxId: string, patch: Record<string, string | null>, options?: CallOptions): Promise<SandboxInfo> {
    return this.#api.patchMetadata(sandboxId, patch, options);
  }

  /** Address and headers for `port` inside a sandbox. */
  getEndpoint(sandboxId: string, port: number, options: CallOptions & { useServerProxy?: boolean } = {}): Promise<Endpoint> {
    return this.#api.endpoint(sandboxId, port, options.useServerProxy ?? this.connectionConfig.useServerProxy, options);
  }

  /** A URL of `port` a browser can open (see `Sandbox.getUrl`). */
  getUrl(sandboxId: string, port: number, options: UrlOptions = {}): Promise<string> {
    return this.#api.url(sandboxId, port, options.expiresInSeconds ?? DEFAULT_URL_EXPIRES_IN_SECONDS, options);
  }

  /** Diagnostic logs of a sandbox (see `Sandbox.getDiagnosticLogs`). */
  getDiagnosticLogs(sandboxId: string, scope = "all", options?: CallOptions): Promise<DiagnosticContent> {
    return this.#api.diagnostics(sandboxId, "logs", scope, options);
  }

  /** Diagnostic events of a sandbox (see `Sandbox.getDiagnosticEvents`). */
  getDiagnosticEvents(sandboxId: string, scope = "all", options?: CallOptions): Promise<DiagnosticContent> {
    return this.#api.diagnostics(sandboxId, "events", scope, options);
  }

  /** Starts a snapshot of a Running or Paused sandbox (state `Creating` until Ready or Failed). */
  createSnapshot(sandboxId: string, options: CallOptions & { name?: string } = {}): Promise<SnapshotInfo> {
    return this.#api.createSnapshot(sandboxId, options.name, options);
  }

  getSnapshot(snapshotId: string, options?: CallOptions): Promise<SnapshotInfo> {
    return this.#api.getSnapshot(snapshotId, options);
  }

  /** Every snapshot matching the filters, newest first. */
  listSnapshots(query: Omit<ListSnapshotsQuery, "page"> = {}, options?: CallOptions): AsyncGenerator<SnapshotInfo, void, undefined> {
    return paginate((page) => this.#api.listSnapshots({ ...query, page }, options));
  }

  /** One page of snapshots. */
  listSnapshotsPage(query: ListSnapshotsQuery = {}, options?: CallOptions): Promise<Page<SnapshotInfo>> {
    return this.#api.listSnapshots(query, options);
  }

  /** Deletes a snapshot (ConflictError while it is Creating or in use). */
  deleteSnapshot(snapshotId: string, options?: CallOptions): Promise<void> {
    return this.#api.deleteSnapshot(snapshotId, options);
  }
}
