// The Sandbox class: create or connect, then use its capabilities (commands, files, sessions,
// pty, metrics) and lifecycle methods. Each capability lives in its own module; this file wires
// them to one sandbox.
import { Egress } from "./egress.ts";
import { CredentialVault } from "./credential-vault.ts";
import { Commands } from "./commands.ts";
import { ConnectionConfig, type CallOptions, type ConnectionOptions } from "./config.ts";
import { ConflictError, NotFoundError, TimeoutTooLongError, secondsHint } from "./errors.ts";
import { ExecdApi } from "./execd.ts";
import { Files } from "./files.ts";
import * as execdGen from "./generated/execd/sdk.gen.ts";
import type * as execdWire from "./generated/execd/types.gen.ts";
import type * as wire from "./generated/lifecycle/types.gen.ts";
import { ExecdConnection } from "./internal/execd.ts";
import { LifecycleApi } from "./internal/lifecycle.ts";
import { waitForSandbox } from "./internal/ready.ts";
import type { DiagnosticContent, Endpoint, ImageSpec, NetworkPolicy, PlatformSpec, ResourceLimits, SandboxInfo, SnapshotInfo, Volume } from "./models.ts";
import { Pty } from "./pty.ts";
import { Sessions } from "./sessions.ts";

/** Default main process of a sandbox started from an image: keeps it alive doing nothing. */
export const DEFAULT_ENTRYPOINT: readonly string[] = ["tail", "-f", "/dev/null"];
/** Default resource caps. */
export const DEFAULT_RESOURCE: Readonly<ResourceLimits> = { cpu: "1", memory: "2Gi" };
/** Default lifetime of a sandbox, in seconds. */
export const DEFAULT_TIMEOUT_SECONDS = 600;
/** Default time `Sandbox.create` (and `resume`, `pause`) wait for the sandbox, in milliseconds. */
export const DEFAULT_READY_TIMEOUT_MS = 30_000;

export interface SandboxCreateOptions extends ConnectionOptions {
  /** Image to start from, as a reference (`python:3.12-slim`) or with registry credentials. Exclusive with `snapshotId`. */
  image?: string | ImageSpec;
  /** Snapshot to start from instead of an image. */
  snapshotId?: string;
  /**
   * Main process; the sandbox lives as long as it runs. With `snapshotId` the server defaults
   * to the snapshotted sandbox's entrypoint.
   * @default ["tail", "-f", "/dev/null"] // with `image`
   */
  entrypoint?: string[];
  /** Environment variables of the sandbox's processes. */
  env?: Record<string, string>;
  /** @default { cpu: "1", memory: "2Gi" } */
  resource?: ResourceLimits;
  /**
   * Lifetime in **seconds** (at least 60; the server's maximum is 86 400 by default); the server
   * deletes the sandbox when it runs out (see `renew`). `null`: no expiry, delete it yourself.
   * @default 600
   */
  timeoutSeconds?: number | null;
  /**
   * @deprecated Use `timeoutSeconds` (the same value: seconds, not milliseconds).
   */
  timeout?: number | null;
  /** Labels for filtering (`SandboxManager.list({ metadata })`) and bookkeeping. */
  metadata?: Record<string, string>;
  /** Provider-specific settings, passed through as they are. */
  extensions?: Record<string, string>;
  volumes?: Volume[];
  networkPolicy?: NetworkPolicy;
  /** Turn on the credential-injecting egress proxy (needs `networkPolicy`). @default false */
  credentialProxy?: boolean;
  /** Require per-sandbox access credentials on endpoints (Kubernetes gateway only). @default false */
  secureAccess?: boolean;
  platform?: PlatformSpec;
  /** How long to wait until the sandbox is Running and execd answers, in milliseconds. @default 30_000 */
  readyTimeoutMs?: number;
  /** Return as soon as the server has accepted the request, without waiting. @default false */
  skipHealthCheck?: boolean;
  /** Aborts creation; a sandbox already accepted is then deleted. */
  signal?: AbortSignal;
}

export interface SandboxConnectOptions extends ConnectionOptions {
  signal?: AbortSignal;
}

export interface WaitingCallOptions {
  signal?: AbortSignal;
  /** Bounds the whole operation, waiting included. @default 30_000 */
  timeoutMs?: number;
}

/** Resource usage of a sandbox. */
export interface SandboxMetrics {
  /** CPUs available (fractional under a CPU quota). */
  cpuCount: number;
  /** CPU usage in percent. */
  cpuUsedPct: number;
  /** Memory available in MiB (the sandbox's limit when it has one). */
  memTotalMiB: number;
  memUsedMiB: number;
  /** When the figures were sampled. */
  timestamp: Date;
}

export interface EndpointOptions extends CallOptions {
  /** @default the connection's `useServerProxy` */
  useServerProxy?: boolean;
}

/** Default lifetime of a URL from `getUrl`, in seconds. */
export const DEFAULT_URL_EXPIRES_IN_SECONDS = 3600;

export interface UrlOptions extends CallOptions {
  /**
   * How long the URL works, in seconds (the server caps it: `[ingress] signed_route_max_seconds`,
   * 86400 by default).
   * @default 3600
   */
  expiresInSeconds?: number;
}

/** `timeoutSeconds`, or its deprecated alias `timeout`; both given must agree. */
function lifetimeSeconds(o: SandboxCreateOptions): number | null {
  if (o.timeoutSeconds !== undefined && o.timeout !== undefined && o.timeoutSeconds !== o.timeout) {
    throw new TypeError(`Sandbox.create got timeoutSeconds ${o.timeoutSeconds} and timeout ${o.timeout}; pass only timeoutSeconds (\`timeout\` is its deprecated name)`);
  }
  const seconds = o.timeoutSeconds !== undefined ? o.timeoutSeconds : o.timeout;
  if (seconds === undefined) return DEFAULT_TIMEOUT_SECONDS;
  if (seconds !== null && (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds <= 0)) {
    throw new TypeError(`Sandbox.create: timeoutSeconds must be a whole number of seconds (or null for no expiry), got ${String(seconds)}`);
  }
  return seconds;
}

function createRequest(o: SandboxCreateOptions | undefined): wire.CreateSandboxRequest {
  if (o === undefined || o === null || typeof o !== "object") {
    throw new TypeError('Sandbox.create needs options with an `image` (e.g. Sandbox.create({ image: "python:3.12-slim" })) or a `snapshotId`; there is no default image');
  }
  if (o.image === undefined && o.snapshotId === undefined) {
    throw new TypeError('Sandbox.create needs an `image` (e.g. { image: "python:3.12-slim" }) or a `snapshotId`; there is no default image');
  }
  if (o.image !== undefined && o.snapshotId !== undefined) throw new TypeError("Sandbox.create takes `image` or `snapshotId`, not both");
  const body: wire.CreateSandboxRequest = {
    timeout: lifetimeSeconds(o),
    resourceLimits: o.resource ?? { ...DEFAULT_RESOURCE },
  };
  if (o.image !== undefined) {
    body.image = typeof o.image === "string" ? { uri: o.image } : o.image;
    body.entrypoint = o.entrypoint ?? [...DEFAULT_ENTRYPOINT];
  } else {
    body.snapshotId = o.snapshotId!;
    if (o.entrypoint !== undefined) body.entrypoint = o.entrypoint;
  }
  if (o.env !== undefined) body.env = o.env;
  if (o.metadata !== undefined) body.metadata = o.metadata;
  if (o.extensions !== undefined) body.extensions = o.extensions;
  if (o.volumes !== undefined) body.volumes = o.volumes;
  if (o.networkPolicy !== undefined) body.networkPolicy = o.networkPolicy;
  if (o.credentialProxy !== undefined) body.credentialProxy = { enabled: o.credentialProxy };
  if (o.secureAccess !== undefined) body.secureAccess = o.secureAccess;
  if (o.platform !== undefined) body.platform = o.platform;
  return body;
}

export class Sandbox {
  /** Id of the sandbox. */
  readonly id: string;
  /** Shell commands, foreground or background. */
  readonly commands: Commands;
  /** The sandbox's filesystem. */
  readonly files: Files;
  /** Persistent shell sessions. */
  readonly sessions: Sessions;
  /** Interactive terminals. */
  readonly pty: Pty;
  /** Raw execd requests, for operations the SDK does not wrap (e.g. the code interpreter's /code). */
  readonly execd: ExecdApi;
  /** The egress policy at run time (sandboxes created with `networkPolicy`). */
  readonly egress: Egress;
  /** The credential vault (sandboxes created with `credentialProxy: true`): secrets injected into its requests, never visible to it. */
  readonly credentialVault: CredentialVault;
  /** Connection settings in effect. */
  readonly connectionConfig: ConnectionConfig;
  readonly #lifecycle: LifecycleApi;
  readonly #execd: ExecdConnection;

  /** Use Sandbox.create() or Sandbox.connect(). */
  private constructor(id: string, lifecycle: LifecycleApi) {
    this.id = id;
    this.#lifecycle = lifecycle;
    this.connectionConfig = lifecycle.config;
    this.#execd = new ExecdConnection(id, lifecycle);
    this.commands = new Commands(this.#execd);
    this.files = new Files(this.#execd);
    this.sessions = new Sessions(this.#execd);
    this.pty = new Pty(this.#execd);
    this.execd = new ExecdApi(this.#execd);
    this.egress = new Egress(id, lifecycle);
    this.credentialVault = new CredentialVault(id, lifecycle);
  }

  /**
   * Creates a sandbox and waits until it is Running and its execd answers `/ping` (a server that
   * advertises `runningMeansReady` in `GET /health` reports Running only then: no `/ping`). If it does
   * not get there (timeout, failure, abort), the sandbox is deleted and the error thrown:
   * SandboxReadyTimeoutError (naming the state it was in), SandboxFailedError, or the abort reason.
   */
  static async create(options: SandboxCreateOptions): Promise<Sandbox> {
    const body = createRequest(options);
    const lifecycle = new LifecycleApi(new ConnectionConfig(options));
    // Asked alongside the create (cached per server), so it costs no time.
    const runningMeansReady = options.skipHealthCheck ? undefined : lifecycle.runningMeansReady(options.signal ? { signal: options.signal } : undefined);
    const info = await lifecycle.create(body, options.signal ? { signal: options.signal } : undefined).catch((err: unknown) => {
      throw TimeoutTooLongError.isInstance(err) ? secondsHint(err, body.timeout) : err;
    });
    const sandbox = new Sandbox(info.id, lifecycle);
    if (options.skipHealthCheck) return sandbox;
    try {
      await waitForSandbox({
        execd: sandbox.#execd,
        state: "Running",
        ping: true,
        runningMeansReady: await runningMeansReady,
        initial: info,
        timeoutMs: options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS,
        signal: options.signal,
        what: "create",
      });
    } catch (err) {
      await lifecycle.delete(info.id, { timeoutMs: 10_000 }).catch(() => {});
      throw err;
    }
    return sandbox;
  }

  /**
   * Connects to an existing sandbox. Resolves its execd endpoint right away, which also checks
   * that the sandbox exists (NotFoundError otherwise); a sandbox that has not started yet is
   * accepted and its endpoint resolved on first use.
   */
  static async connect(sandboxId: string, options: SandboxConnectOptions = {}): Promise<Sandbox> {
    const sandbox = new Sandbox(sandboxId, new LifecycleApi(new ConnectionConfig(options)));
    try {
      await sandbox.#execd.resolve(options.signal ? { signal: options.signal } : undefined);
    } catch (err) {
      if (!ConflictError.isInstance(err)) throw err; // 409: not started yet
    }
    return sandbox;
  }

  /** Current description from the server. */
  getInfo(options?: CallOptions): Promise<SandboxInfo> {
    return this.#lifecycle.get(this.id, options);
  }

  /**
   * Sets the expiry to now + `seconds` (seconds, not milliseconds); returns the expiry now in
   * force. Beyond the server's maximum: TimeoutTooLongError.
   */
  renew(seconds: number, options?: CallOptions): Promise<Date> {
    return this.#lifecycle.renew(this.id, new Date(Date.now() + seconds * 1000), options).catch((err: unknown) => {
      throw TimeoutTooLongError.isInstance(err) ? secondsHint(err, seconds) : err;
    });
  }

  /** Pauses the sandbox and waits until it is Paused. */
  async pause(options: WaitingCallOptions = {}): Promise<void> {
    const deadline = options.timeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
    const started = Date.now();
    await this.#lifecycle.pause(this.id, { ...(options.signal ? { signal: options.signal } : {}), timeoutMs: deadline });
    await waitForSandbox({ execd: this.#execd, state: "Paused", ping: false, timeoutMs: Math.max(1, deadline - (Date.now() - started)), signal: options.signal, what: "pause" });
  }

  /** Resumes a paused sandbox and waits until it is Running and execd answers again. */
  async resume(options: WaitingCallOptions = {}): Promise<void> {
    const deadline = options.timeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
    const started = Date.now();
    await this.#lifecycle.resume(this.id, { ...(options.signal ? { signal: options.signal } : {}), timeoutMs: deadline });
    this.#execd.invalidate();
    const runningMeansReady = await this.#lifecycle.runningMeansReady(options.signal ? { signal: options.signal } : undefined);
    await waitForSandbox({ execd: this.#execd, state: "Running", ping: true, runningMeansReady, timeoutMs: Math.max(1, deadline - (Date.now() - started)), signal: options.signal, what: "resume" });
  }

  /** Deletes the sandbox. NotFoundError when it is already gone. */
  async kill(options?: CallOptions): Promise<void> {
    await this.#lifecycle.delete(this.id, options);
  }

  /** Merges metadata: a string sets a key, null removes it. Returns the updated sandbox. */
  patchMetadata(patch: Record<string, string | null>, options?: CallOptions): Promise<SandboxInfo> {
    return this.#lifecycle.patchMetadata(this.id, patch, options);
  }

  /** Starts a snapshot of the sandbox's filesystem; poll `SandboxManager.getSnapshot` until it is Ready. */
  createSnapshot(options: CallOptions & { name?: string } = {}): Promise<SnapshotInfo> {
    return this.#lifecycle.createSnapshot(this.id, options.name, options);
  }

  /** Address (with scheme) and headers at which `port` inside the sandbox is reached. */
  getEndpoint(port: number, options: EndpointOptions = {}): Promise<Endpoint> {
    return this.#lifecycle.endpoint(this.id, port, options.useServerProxy ?? this.connectionConfig.useServerProxy, options);
  }

  /**
   * A signed, expiring URL of `port` through the server's proxy that works without any header,
   * so a browser can open it (WebSockets and a web app's relative links included). Anyone
   * holding it reaches that port, and only that port, until it expires; share it accordingly.
   * Ends with `/`, so relative links resolve under it. Needs a server with signed routes (ours;
   * upstream's only behind its Kubernetes gateway).
   */
  getUrl(port: number, options: UrlOptions = {}): Promise<string> {
    return this.#lifecycle.url(this.id, port, options.expiresInSeconds ?? DEFAULT_URL_EXPIRES_IN_SECONDS, options);
  }

  /**
   * Upstream's `getSignedEndpoint(port, expires)`: the signed route of `port` until `expires`
   * (a Date, or Unix seconds), as an endpoint (its `headers` are empty). See `getUrl`.
   */
  getSignedEndpoint(port: number, expires: Date | number, options?: CallOptions): Promise<Endpoint> {
    return this.#lifecycle.signedEndpoint(this.id, port, typeof expires === "number" ? new Date(expires * 1000) : expires, options);
  }

  /**
   * What the sandbox's processes wrote (scope `container`, or `all`): the newest lines, each
   * with its time. Also for a sandbox that failed. Text for people; do not parse it.
   */
  getDiagnosticLogs(scope = "all", options?: CallOptions): Promise<DiagnosticContent> {
    return this.#lifecycle.diagnostics(this.id, "logs", scope, options);
  }

  /** The sandbox's state transitions as the server recorded them (scope `lifecycle`, or `all`), execd's restarts included. */
  getDiagnosticEvents(scope = "all", options?: CallOptions): Promise<DiagnosticContent> {
    return this.#lifecycle.diagnostics(this.id, "events", scope, options);
  }

  /** Current CPU and memory figures. */
  async metrics(options?: CallOptions): Promise<SandboxMetrics> {
    const { data } = await this.#execd.call<execdWire.Metrics>(options, "getMetrics", (client, signal) => execdGen.getMetrics({ client, signal }));
    return { cpuCount: data.cpu_count, cpuUsedPct: data.cpu_used_pct, memTotalMiB: data.mem_total_mib, memUsedMiB: data.mem_used_mib, timestamp: new Date(data.timestamp) };
  }

  /** Whether execd answers `/ping` right now. */
  async isHealthy(options?: CallOptions): Promise<boolean> {
    try {
      await this.#execd.call(options, "ping", (client, signal) => execdGen.ping({ client, signal }));
      return true;
    } catch {
      return false;
    }
  }

  /** `await using sandbox = await Sandbox.create(…)` deletes it at the end of the scope. */
  async [Symbol.asyncDispose](): Promise<void> {
    try {
      await this.kill();
    } catch (err) {
      if (!NotFoundError.isInstance(err)) throw err;
    }
  }
}
