// One MCP session's sandboxes. The session's default sandbox is created on first use and reused
// by every tool call that names no sandbox; sandboxes the session creates are deleted when it
// ends (unless created with `keep`) or when it sits idle longer than the idle timeout. While a
// sandbox is in use its lifetime on the server is renewed, so it only expires when left alone.
import { randomUUID } from "node:crypto";
import { NotFoundError, Sandbox, SandboxManager, type ConnectionOptions, type SandboxInfo } from "@opensandbox/sdk";
import type { McpConfig } from "./config.ts";

/** Metadata key marking the sandboxes an MCP session created (value: the session's id). */
export const SESSION_LABEL = "opensandbox-mcp/session";
/** How long creation may wait for a sandbox to run and answer. */
const READY_TIMEOUT_MS = 120_000;

export interface CreateOptions {
  image?: string;
  cpu?: string;
  memory?: string;
  timeoutSeconds?: number;
  env?: Record<string, string>;
  /** Keep the sandbox when the session ends (it still expires after its timeout). */
  keep?: boolean;
  signal?: AbortSignal;
}

interface Owned {
  sandbox: Sandbox;
  keep: boolean;
  lifetimeSeconds: number;
  /** Local estimate of the server-side expiry, in ms since the epoch. */
  expiresAt: number;
}

export type SandboxSettings = Pick<McpConfig, "image" | "cpu" | "memory" | "timeoutSeconds" | "idleTimeoutSeconds">;

export class Session {
  /** Session id (the HTTP transport's Mcp-Session-Id, or a random id for stdio). */
  readonly id: string;
  readonly connection: ConnectionOptions;
  /** Operations by id (list, get, kill, renew) on the lifecycle server. */
  readonly manager: SandboxManager;
  readonly #settings: SandboxSettings;
  readonly #owned = new Map<string, Owned>();
  readonly #connected = new Map<string, Sandbox>();
  #defaultId: string | undefined;
  #creatingDefault: Promise<Sandbox> | undefined;
  #inFlight = 0;
  #idleTimer: NodeJS.Timeout | undefined;
  #closed = false;
  /** Called when the session has been idle for the idle timeout. */
  onIdle: (() => void) | undefined;

  constructor(settings: SandboxSettings, connection: ConnectionOptions, id: string = randomUUID()) {
    this.id = id;
    this.#settings = settings;
    this.connection = connection;
    this.manager = new SandboxManager(connection);
    this.#armIdleTimer();
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Id of the default sandbox, if it exists yet. */
  get defaultSandboxId(): string | undefined {
    return this.#defaultId;
  }

  /** Ids of the sandboxes this session created and still owns. */
  ownedIds(): string[] {
    return [...this.#owned.keys()];
  }

  owns(id: string): boolean {
    return this.#owned.has(id);
  }

  /** Records activity (any request of the session): the idle timeout starts again. */
  touch(): void {
    this.#armIdleTimer();
  }

  /** Runs `fn` as one unit of activity: the idle timer waits while any runs. */
  async active<T>(fn: () => Promise<T>): Promise<T> {
    this.#inFlight++;
    clearTimeout(this.#idleTimer);
    try {
      return await fn();
    } finally {
      this.#inFlight--;
      this.#armIdleTimer();
    }
  }

  /** The sandbox a tool call means: the one named, else the session's default (created on first use). */
  async sandbox(id: string | undefined, signal?: AbortSignal): Promise<Sandbox> {
    this.#assertOpen();
    if (id === undefined || id === this.#defaultId) return this.#default(signal);
    const owned = this.#owned.get(id);
    if (owned) {
      this.#keepAlive(owned);
      return owned.sandbox;
    }
    let sandbox = this.#connected.get(id);
    if (!sandbox) {
      sandbox = await Sandbox.connect(id, { ...this.connection, ...(signal ? { signal } : {}) });
      this.#connected.set(id, sandbox);
    }
    return sandbox;
  }

  /** Creates a sandbox owned by this session (deleted when the session ends unless `keep`). */
  async create(options: CreateOptions = {}): Promise<Sandbox> {
    this.#assertOpen();
    const lifetime = options.timeoutSeconds ?? this.#settings.timeoutSeconds;
    const sandbox = await Sandbox.create({
      ...this.connection,
      image: options.image ?? this.#settings.image,
      resource: { cpu: options.cpu ?? this.#settings.cpu, memory: options.memory ?? this.#settings.memory },
      timeoutSeconds: lifetime,
      metadata: { [SESSION_LABEL]: this.id },
      readyTimeoutMs: READY_TIMEOUT_MS,
      ...(options.env ? { env: options.env } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (this.#closed) {
      // The session ended while the sandbox started: nobody can use it.
      await sandbox.kill().catch(() => {});
      throw new Error("the MCP session ended while its sandbox was being created");
    }
    this.#owned.set(sandbox.id, { sandbox, keep: options.keep ?? false, lifetimeSeconds: lifetime, expiresAt: Date.now() + lifetime * 1000 });
    return sandbox;
  }

  /** Deletes a sandbox (any, by id; the default one when `id` is undefined and it exists). */
  async kill(id: string | undefined): Promise<string> {
    const target = id ?? this.#defaultId;
    if (target === undefined) throw new NotFoundError("this session has no sandbox yet", { status: 404, code: "SANDBOX_NOT_FOUND" });
    try {
      await this.manager.kill(target);
    } finally {
      this.forget(target);
    }
    return target;
  }

  /** Drops what the session knows about a sandbox (deleted, or found gone). */
  forget(id: string): void {
    this.#owned.delete(id);
    this.#connected.delete(id);
    if (this.#defaultId === id) this.#defaultId = undefined;
  }

  /** Records a renewal made by a tool, so the keep-alive does not renew again too soon. */
  renewed(id: string, expiresAt: Date | undefined): void {
    const owned = this.#owned.get(id);
    if (owned && expiresAt) owned.expiresAt = expiresAt.getTime();
  }

  /** Deletes the sandboxes this session owns (except kept ones); the session stays usable. */
  async release(): Promise<void> {
    const owned = [...this.#owned.values()];
    this.#owned.clear();
    this.#connected.clear();
    this.#defaultId = undefined;
    this.#creatingDefault = undefined;
    await Promise.all(
      owned
        .filter((o) => !o.keep)
        .map((o) =>
          o.sandbox.kill().catch((err: unknown) => {
            if (!NotFoundError.isInstance(err)) throw err;
          }),
        ),
    );
  }

  /** Ends the session: deletes its sandboxes (except kept ones). */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#idleTimer);
    const creating = this.#creatingDefault;
    await this.release();
    // A default sandbox still starting is deleted by create() once it is up.
    await creating?.catch(() => {});
  }

  /** Describes a sandbox from this session's point of view. */
  describe(info: SandboxInfo): { ownedBySession: boolean; isSessionDefault: boolean } {
    return { ownedBySession: this.#owned.has(info.id), isSessionDefault: info.id === this.#defaultId };
  }

  async #default(signal: AbortSignal | undefined): Promise<Sandbox> {
    if (this.#defaultId !== undefined) {
      const owned = this.#owned.get(this.#defaultId);
      if (owned) {
        this.#keepAlive(owned);
        return owned.sandbox;
      }
    }
    // Concurrent first calls share one creation; a failed creation is retried by the next call.
    this.#creatingDefault ??= this.create(signal ? { signal } : {}).then(
      (sandbox) => {
        this.#defaultId = sandbox.id;
        this.#creatingDefault = undefined;
        return sandbox;
      },
      (err: unknown) => {
        this.#creatingDefault = undefined;
        throw err;
      },
    );
    return this.#creatingDefault;
  }

  /** Renews an owned sandbox once half its lifetime has passed (in the background). */
  #keepAlive(owned: Owned): void {
    const remaining = owned.expiresAt - Date.now();
    if (remaining > (owned.lifetimeSeconds * 1000) / 2) return;
    owned.expiresAt = Date.now() + owned.lifetimeSeconds * 1000;
    owned.sandbox.renew(owned.lifetimeSeconds).then(
      (at) => {
        owned.expiresAt = at.getTime();
      },
      () => {
        // Gone or unreachable: the next call that uses it reports the error.
      },
    );
  }

  #armIdleTimer(): void {
    clearTimeout(this.#idleTimer);
    if (this.#closed || this.#inFlight > 0) return;
    this.#idleTimer = setTimeout(() => this.onIdle?.(), this.#settings.idleTimeoutSeconds * 1000);
    this.#idleTimer.unref();
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error("this MCP session has ended");
  }
}
