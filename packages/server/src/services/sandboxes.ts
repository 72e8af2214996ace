// Sandbox lifecycle: records in the store are the truth clients see; the runtime is driven towards
// them in the background and its events flow back. One mutex per sandbox orders every change.
import { randomBytes, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Config } from "../config/config.ts";
import { ApiError, invalid, notFound } from "../errors.ts";
import type {
  CreateSandboxRequest,
  CreateSandboxResponse,
  Endpoint,
  ListSandboxesResponse,
  Sandbox,
} from "../generated/lifecycle/types.gen.ts";
import { RuntimeError, type ContainerState, type Runtime } from "../runtime/runtime.ts";
import { StoreConflictError, type SandboxRecord, type Status, type Store } from "../store/store.ts";
import { KeyedMutex } from "./locks.ts";
import { checkMetadata, parseMetadataFilter, parseResources, toMounts } from "./validate.ts";

export const EXECD_PORT = 44772;
/** Ports published on the host in bridge mode: execd and the conventional app port. */
export const PUBLISHED_PORTS = [EXECD_PORT, 8080];
export const EXECD_TOKEN_HEADER = "X-EXECD-ACCESS-TOKEN";

export const SANDBOX_STATES = ["Pending", "Running", "Pausing", "Paused", "Resuming", "Stopping", "Terminated", "Failed"] as const;
const RENEW_EXTENSION = "access.renew.extend.seconds";
/** Conditional writes retried after conflicting with another writer, before giving up. */
const MAX_WRITE_ATTEMPTS = 5;

type StoredRecord = SandboxRecord;

export type ListQuery = { state?: string[]; metadata?: string; page?: number; pageSize?: number };
export type EndpointQuery = {
  useServerProxy: boolean;
  expires?: string;
  /** Host (and port) the client reached this server at, for server-proxy addresses. */
  requestHost: string;
  /** The caller's API key, returned in the headers of server-proxy endpoints. */
  apiKey?: string;
};

export class SandboxService {
  private readonly lock = new KeyedMutex();
  private stopWatching?: () => void;
  private expiryTimer?: NodeJS.Timeout;
  private readonly background = new Set<Promise<unknown>>();
  /** Provisioning in flight, by sandbox id (endpoint requests wait on it). */
  private readonly provisioning = new Map<string, Promise<void>>();

  private readonly store: Store;
  private readonly runtime: Runtime;
  private readonly config: Config;
  private readonly log: Logger;

  constructor(store: Store, runtime: Runtime, config: Config, log: Logger) {
    this.store = store;
    this.runtime = runtime;
    this.config = config;
    this.log = log;
  }

  // ---- startup and shutdown -------------------------------------------------------------------

  /**
   * Brings records and containers back in line after a (re)start, then follows engine events and
   * expirations. The rule for strays: a container labelled with this instance but without a record
   * is removed; a record whose container vanished becomes Failed (reason CONTAINER_MISSING) and is
   * kept until deleted or expired; Pending records are provisioned again; Stopping ones finish.
   */
  async start(): Promise<void> {
    this.stopWatching = this.runtime.watch(
      (e) => this.track(this.lock.run(e.sandboxId, () => this.sync(e.sandboxId))),
      () => this.track(this.reconcile()),
    );
    await this.reconcile();
    this.expiryTimer = setInterval(() => this.expireDue(), 500);
    this.expiryTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopWatching?.();
    clearInterval(this.expiryTimer);
    await Promise.allSettled([...this.background]);
    await this.lock.idle();
  }

  private track<T>(p: Promise<T>): void {
    const tracked = p.catch((err) => this.log.error({ err }, "background task failed"));
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }

  async reconcile(): Promise<void> {
    const owned = await this.runtime.listOwned();
    const known = new Set<string>();
    for (const record of await this.store.allSandboxes()) {
      known.add(record.id);
      await this.lock.run(record.id, async () => {
        const r = await this.store.getSandbox(record.id);
        if (!r) return;
        if (r.status.state === "Stopping") return this.destroy(r);
        if (r.status.state === "Pending") {
          this.startProvisioning(r.id);
          return;
        }
        await this.sync(r.id);
      });
    }
    for (const c of owned) {
      if (!known.has(c.sandboxId)) {
        this.log.warn({ sandboxId: c.sandboxId, containerId: c.containerId }, "removing container without a record");
        await this.runtime.remove(c.containerId);
      }
    }
  }

  // ---- create -----------------------------------------------------------------------------------

  async create(req: CreateSandboxRequest): Promise<CreateSandboxResponse> {
    const record = await this.prepare(req);
    record.revision = await this.store.saveSandbox(record);
    this.log.info({ sandboxId: record.id, image: record.image }, "sandbox accepted");
    this.startProvisioning(record.id);
    return toCreateResponse(record);
  }

  /** Validates what the schema cannot and builds the Pending record. */
  private async prepare(req: CreateSandboxRequest): Promise<StoredRecord> {
    const hasImage = req.image !== undefined && req.image !== null;
    const snapshotId = req.snapshotId ?? undefined;
    if (hasImage === (snapshotId !== undefined)) throw invalid("exactly one of image and snapshotId is required");
    const ext = (req.extensions ?? {}) as Record<string, string>;
    if (ext.poolRef !== undefined) throw new ApiError("NOT_SUPPORTED", "extensions.poolRef needs the Kubernetes runtime");
    if (ext[RENEW_EXTENSION] !== undefined) {
      const n = Number(ext[RENEW_EXTENSION]);
      if (!Number.isInteger(n) || n < 300 || n > 86400) throw invalid(`extensions["${RENEW_EXTENSION}"] must be an integer between 300 and 86400`);
    }
    const r = req as CreateSandboxRequest & Record<string, unknown>;
    if (r.networkPolicy !== undefined && r.networkPolicy !== null) throw new ApiError("NOT_SUPPORTED", "networkPolicy (egress control) is not available on this server yet");
    if ((r.credentialProxy as { enabled?: boolean } | undefined)?.enabled) throw new ApiError("NOT_SUPPORTED", "credentialProxy needs networkPolicy, which is not available on this server yet");
    if (r.secureAccess === true) throw new ApiError("NOT_SUPPORTED", "secureAccess needs the Kubernetes gateway ingress");
    const platform = req.platform ?? undefined;
    if (platform && platform.os !== "linux") throw new ApiError("NOT_SUPPORTED", `platform.os "${platform.os}" is not supported by the Docker runtime`);

    const timeout = req.timeout ?? undefined;
    const max = this.config.server.max_sandbox_timeout_seconds;
    if (timeout !== undefined && max !== undefined && timeout > max) throw invalid(`timeout must be at most ${max} seconds on this server, got ${timeout}`);

    if (!req.resourceLimits) throw invalid('resourceLimits is required, e.g. {"cpu": "1", "memory": "2Gi"}');
    parseResources(req.resourceLimits as Record<string, string>); // rejects bad quantities now, not at start
    const metadata = checkMetadata((req.metadata ?? {}) as Record<string, unknown>);
    const mounts = toMounts(req.volumes as Parameters<typeof toMounts>[0], this.config.storage.allowed_host_paths);

    let image: string;
    let entrypoint: string[];
    if (snapshotId !== undefined) {
      const snap = await this.store.getSnapshot(snapshotId);
      if (!snap) throw new ApiError("SNAPSHOT_NOT_FOUND", `snapshot ${snapshotId} not found`);
      if (snap.status.state !== "Ready") throw new ApiError("SNAPSHOT_NOT_READY", `snapshot ${snapshotId} is ${snap.status.state}, not Ready`);
      image = snap.image;
      entrypoint = req.entrypoint ?? snap.entrypoint;
    } else {
      if (!req.entrypoint) throw invalid("entrypoint is required when creating from an image");
      image = req.image!.uri;
      entrypoint = req.entrypoint;
    }
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries((req.env ?? {}) as Record<string, string | null>)) if (v !== null) env[k] = v;

    const now = new Date();
    const id = randomUUID();
    const auth = req.image?.auth;
    return {
      id,
      image,
      ...(hasImage ? { imageUri: req.image!.uri } : {}),
      ...(auth?.username !== undefined && auth.password !== undefined ? { imageAuth: { username: auth.username, password: auth.password } } : {}),
      ...(snapshotId !== undefined ? { snapshotId } : {}),
      entrypoint,
      env,
      metadata,
      extensions: ext,
      resourceLimits: (req.resourceLimits ?? {}) as Record<string, string>,
      ...(platform ? { platform: { os: platform.os, arch: platform.arch } } : {}),
      mounts,
      status: { state: "Pending", reason: "SANDBOX_ACCEPTED", message: "Sandbox creation accepted.", lastTransitionAt: now.toISOString() },
      createdAt: now.toISOString(),
      ...(timeout !== undefined ? { expiresAt: new Date(now.getTime() + timeout * 1000).toISOString() } : {}),
      execdToken: randomBytes(24).toString("base64url"),
      hostPorts: {},
      ownedVolumes: [],
    };
  }

  private startProvisioning(id: string): void {
    const p = this.provision(id).finally(() => {
      if (this.provisioning.get(id) === p) this.provisioning.delete(id);
    });
    this.provisioning.set(id, p);
    this.track(p);
  }

  /** Pulls, creates and starts the container of a Pending sandbox; failures become `Failed`. */
  private async provision(id: string): Promise<void> {
    const initial = await this.store.getSandbox(id);
    if (!initial || initial.status.state !== "Pending") return;
    try {
      // The pull runs outside the lock so a delete during a long pull is not held up.
      if (!(await this.runtime.imageExists(initial.image))) {
        await this.transition(initial, { state: "Pending", reason: "IMAGE_PULLING", message: `Pulling image ${initial.image}.` });
        await this.runtime.ensureImage(initial.image, initial.imageAuth, initial.platform);
      }
    } catch (err) {
      await this.lock.run(id, async () => this.fail(id, err));
      return;
    }
    await this.lock.run(id, async () => {
      const r = await this.store.getSandbox(id);
      if (!r || r.status.state !== "Pending") return; // deleted or already handled meanwhile
      try {
        if (r.containerId) await this.runtime.remove(r.containerId); // a half-done attempt before a restart
        const created: string[] = [];
        for (const m of r.mounts) {
          if (m.kind !== "volume") continue;
          if (m.create) {
            if (await this.runtime.ensureVolume(m.name)) created.push(m.name);
          } else if (!(await this.runtime.volumeExists(m.name))) {
            throw new RuntimeError("VOLUME_NOT_FOUND", `volume ${m.name} does not exist and createIfNotExists is false`);
          }
        }
        // Only volumes this server created are removed with the sandbox, and only when asked to.
        const ownedVolumes = created.filter((name) => r.mounts.some((m) => m.kind === "volume" && m.name === name && m.deleteWithSandbox));
        const containerId = await this.runtime.create({
          sandboxId: r.id,
          image: r.image,
          entrypoint: r.entrypoint,
          env: r.env,
          execdToken: r.execdToken,
          resources: parseResources(r.resourceLimits),
          ...(r.platform ? { platform: r.platform } : {}),
          mounts: r.mounts,
          ports: PUBLISHED_PORTS,
        });
        await this.write(r, (x) => {
          x.ownedVolumes = ownedVolumes;
          x.containerId = containerId;
        });
        const state = await this.runtime.start(containerId);
        await this.applyContainerState(r, state);
        this.log.info({ sandboxId: id, state: r.status.state }, "sandbox started");
      } catch (err) {
        if (r.containerId) await this.runtime.remove(r.containerId).catch(() => undefined);
        await this.fail(id, err, r);
      }
    });
  }

  private async fail(id: string, err: unknown, current?: StoredRecord): Promise<void> {
    const r = current ?? (await this.store.getSandbox(id));
    if (!r) return;
    const reason = err instanceof RuntimeError ? err.reason : "PROVISIONING_ERROR";
    const message = err instanceof Error ? err.message : String(err);
    this.log.warn({ sandboxId: id, reason, message }, "sandbox failed");
    await this.transition(r, { state: "Failed", reason, message });
  }

  private async transition(r: StoredRecord, status: Omit<Status, "lastTransitionAt">, also?: (r: StoredRecord) => void): Promise<void> {
    await this.write(r, (x) => {
      also?.(x);
      const changed = x.status.state !== status.state || x.status.reason !== status.reason;
      x.status = { ...status, lastTransitionAt: changed ? new Date().toISOString() : x.status.lastTransitionAt };
    });
  }

  /**
   * Applies `change` to `r` and writes it at the revision `r` was read at. When another writer got
   * there first, `r` is re-read and the change applied again (false: the record is gone).
   */
  private async write(r: StoredRecord, change: (r: StoredRecord) => void): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      change(r);
      try {
        r.revision = await this.store.saveSandbox(r);
        return true;
      } catch (err) {
        if (!(err instanceof StoreConflictError) || attempt === MAX_WRITE_ATTEMPTS) throw err;
        const fresh = await this.store.getSandbox(r.id);
        if (!fresh) return false;
        for (const key of Object.keys(r)) delete (r as unknown as Record<string, unknown>)[key];
        Object.assign(r, fresh);
      }
    }
  }

  /** Maps what the engine reports onto the record's state. */
  private async applyContainerState(r: StoredRecord, c: ContainerState | undefined): Promise<void> {
    if (!c) {
      await this.transition(r, { state: "Failed", reason: "CONTAINER_MISSING", message: "The sandbox's container was removed outside OpenSandbox." });
      return;
    }
    const hostPorts = Object.keys(c.hostPorts).length ? c.hostPorts : undefined;
    const transition = (status: Omit<Status, "lastTransitionAt">) =>
      this.transition(r, status, (x) => {
        if (hostPorts) x.hostPorts = hostPorts;
        if (c.ip) x.containerIp = c.ip;
      });
    switch (c.status) {
      case "running":
      case "restarting":
        await transition({ state: "Running", reason: "CONTAINER_RUNNING", message: "The entrypoint is running." });
        break;
      case "paused":
        await transition({ state: "Paused", reason: "CONTAINER_PAUSED", message: "The sandbox is paused." });
        break;
      case "created":
        // Created but never started (e.g. the server stopped in between): start it again.
        await transition({ state: "Pending", reason: "CONTAINER_STARTING", message: "Starting the container." });
        this.track(this.lock.run(r.id, async () => {
          const fresh = await this.store.getSandbox(r.id);
          if (!fresh?.containerId || fresh.status.state !== "Pending") return;
          try {
            await this.applyContainerState(fresh, await this.runtime.start(fresh.containerId));
          } catch (err) {
            await this.fail(fresh.id, err, fresh);
          }
        }));
        break;
      case "exited":
      case "dead":
      case "removing": {
        const code = c.exitCode ?? -1;
        if (c.oomKilled) {
          await transition({ state: "Failed", reason: "CONTAINER_OOM_KILLED", message: `The entrypoint was killed for exceeding the memory limit (exit code ${code}).` });
          break;
        }
        if (code === 0) {
          await transition({ state: "Terminated", reason: "CONTAINER_EXITED", message: "The entrypoint exited with code 0." });
          break;
        }
        const tail = await this.runtime.logsTail(c.containerId, 20);
        // osb-init reports an entrypoint it could not execute on its last line.
        const cannotRun = tail.split("\n").reverse().find((l) => l.startsWith("osb-init: cannot run entrypoint"));
        if (cannotRun && (code === 126 || code === 127)) {
          await transition({ state: "Failed", reason: "CONTAINER_START_FAILED", message: `The entrypoint could not start: ${cannotRun.slice("osb-init: ".length)}.` });
          break;
        }
        const last = tail.split("\n").slice(-3).join(" | ").slice(-300);
        await transition({
          state: "Failed",
          reason: "CONTAINER_EXITED_ERROR",
          message: `The entrypoint exited with code ${code}${c.error ? `: ${c.error}` : ""}.${last ? ` Last output: ${last}` : ""}`,
        });
        break;
      }
    }
  }

  /** Re-reads the container of a settled sandbox. Callers hold the sandbox's lock. */
  private async sync(id: string): Promise<void> {
    const r = await this.store.getSandbox(id);
    if (!r || r.status.state === "Pending" || r.status.state === "Stopping") return;
    if (!r.containerId) return; // Failed before a container existed
    const c = await this.runtime.inspect(r.containerId);
    if (!c && (r.status.state === "Failed" || r.status.state === "Terminated")) return;
    await this.applyContainerState(r, c);
  }

  // ---- reads ------------------------------------------------------------------------------------

  private async record(id: string): Promise<StoredRecord> {
    const r = await this.store.getSandbox(id);
    if (!r) throw notFound(id);
    return r;
  }

  async get(id: string): Promise<Sandbox> {
    return toSandbox(await this.record(id));
  }

  async list(q: ListQuery): Promise<ListSandboxesResponse> {
    const states = (q.state ?? []).flatMap((s) => s.split(",")).filter(Boolean);
    for (const s of states) {
      if (!SANDBOX_STATES.some((k) => k.toLowerCase() === s.toLowerCase())) {
        throw invalid(`state "${s}" is not a sandbox state (one of ${SANDBOX_STATES.join(", ")})`);
      }
    }
    const metadata = parseMetadataFilter(q.metadata);
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const { items, total } = await this.store.querySandboxes({ states, ...(metadata ? { metadata } : {}), offset: (page - 1) * pageSize, limit: pageSize });
    const totalPages = Math.ceil(total / pageSize);
    return {
      items: items.map(toSandbox),
      pagination: { page, pageSize, totalItems: total, totalPages, hasNextPage: page < totalPages },
    };
  }

  // ---- changes ----------------------------------------------------------------------------------

  async delete(id: string): Promise<void> {
    await this.record(id);
    await this.lock.run(id, async () => {
      const r = await this.record(id);
      await this.transition(r, { state: "Stopping", reason: "DELETE_REQUESTED", message: "Sandbox deletion requested." });
      await this.destroy(r);
    });
  }

  /** Removes the container and what the sandbox owns, then the record. Callers hold the lock. */
  private async destroy(r: StoredRecord): Promise<void> {
    if (r.containerId) await this.runtime.remove(r.containerId);
    for (const v of r.ownedVolumes) {
      await this.runtime.removeVolume(v).catch((err) => this.log.warn({ err, volume: v }, "could not remove volume"));
    }
    await this.store.deleteSandbox(r.id);
    this.log.info({ sandboxId: r.id }, "sandbox removed");
  }

  private readonly expiring = new Set<string>();

  /** Removes sandboxes whose expiresAt has passed (every 500 ms, so well within 5 s). */
  async expireDue(now = Date.now()): Promise<void> {
    for (const id of await this.store.dueSandboxIds(now)) {
      if (this.expiring.has(id)) continue;
      this.expiring.add(id);
      this.track(
        this.lock
          .run(id, async () => {
            const r = await this.store.getSandbox(id);
            if (!r?.expiresAt || Date.parse(r.expiresAt) > Date.now()) return; // renewed meanwhile
            this.log.info({ sandboxId: id, expiresAt: r.expiresAt }, "sandbox expired");
            await this.transition(r, { state: "Stopping", reason: "EXPIRED", message: "The sandbox reached its expiration time." });
            await this.destroy(r);
          })
          .finally(() => this.expiring.delete(id)),
      );
    }
  }

  async patchMetadata(id: string, patch: Record<string, string | null>): Promise<Sandbox> {
    await this.record(id);
    return this.lock.run(id, async () => {
      const r = await this.record(id);
      const ok = await this.write(r, (x) => {
        const next: Record<string, string> = { ...x.metadata };
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) delete next[k];
          else next[k] = v;
        }
        x.metadata = checkMetadata(next);
      });
      if (!ok) throw notFound(id);
      return toSandbox(r);
    });
  }

  async renew(id: string, expiresAt: string): Promise<{ expiresAt: string }> {
    await this.record(id);
    const at = Date.parse(expiresAt);
    if (Number.isNaN(at)) throw invalid(`expiresAt must be an RFC 3339 date-time, got "${expiresAt}"`);
    if (at <= Date.now()) throw invalid(`expiresAt must be in the future, got ${expiresAt}`);
    const max = this.config.server.max_sandbox_timeout_seconds;
    if (max !== undefined && at > Date.now() + max * 1000) throw invalid(`expiresAt must be within ${max} seconds from now on this server`);
    return this.lock.run(id, async () => {
      const r = await this.record(id);
      if (!r.expiresAt) throw new ApiError("SANDBOX_NO_EXPIRATION", `sandbox ${id} was created without a timeout (manual cleanup) and has no expiration to renew`);
      if (r.status.state === "Stopping") throw new ApiError("SANDBOX_BUSY", `sandbox ${id} is being removed`);
      const expires = new Date(at).toISOString();
      if (!(await this.write(r, (x) => (x.expiresAt = expires)))) throw notFound(id);
      return { expiresAt: expires };
    });
  }

  async pause(id: string): Promise<void> {
    await this.record(id);
    await this.lock.run(id, async () => {
      const r = await this.record(id);
      if (r.status.state !== "Running" || !r.containerId) throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${id} is ${r.status.state}; only a Running sandbox can be paused`);
      await this.runtime.pause(r.containerId);
      await this.transition(r, { state: "Paused", reason: "CONTAINER_PAUSED", message: "The sandbox is paused." });
    });
  }

  async resume(id: string): Promise<void> {
    await this.record(id);
    await this.lock.run(id, async () => {
      const r = await this.record(id);
      if (r.status.state !== "Paused" || !r.containerId) throw new ApiError("SANDBOX_NOT_PAUSED", `sandbox ${id} is ${r.status.state}; only a Paused sandbox can be resumed`);
      await this.runtime.unpause(r.containerId);
      await this.transition(r, { state: "Running", reason: "CONTAINER_RUNNING", message: "The entrypoint is running." });
    });
  }

  // ---- endpoints --------------------------------------------------------------------------------

  /**
   * Address and headers for reaching `port` inside the sandbox. Official clients ask right after
   * create, so a Pending sandbox is waited for (bounded by endpoint_wait_seconds).
   */
  async endpoint(id: string, port: number, q: EndpointQuery): Promise<Endpoint> {
    let r = await this.record(id);
    const inFlight = this.provisioning.get(id);
    if (r.status.state === "Pending" && inFlight && !q.useServerProxy) {
      const waitMs = this.config.server.endpoint_wait_seconds * 1000;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([inFlight.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      r = await this.record(id);
    }
    if (q.expires !== undefined) {
      if (q.useServerProxy) throw invalid("expires cannot be combined with use_server_proxy");
      throw new ApiError("NOT_SUPPORTED", "signed endpoints (expires) need the gateway ingress, which the Docker runtime does not have");
    }
    if (q.useServerProxy) {
      return { endpoint: `${q.requestHost}/sandboxes/${id}/proxy/${port}`, ...(q.apiKey ? { headers: { "OPEN-SANDBOX-API-KEY": q.apiKey } } : {}) };
    }
    const host = this.publicHost();
    const execdHeaders = { [EXECD_TOKEN_HEADER]: r.execdToken };
    if (this.config.docker.network_mode === "host") {
      return port === EXECD_PORT ? { endpoint: `${host}:${port}`, headers: execdHeaders } : { endpoint: `${host}:${port}` };
    }
    const direct = r.hostPorts[String(port)];
    const execd = r.hostPorts[String(EXECD_PORT)];
    if (direct === undefined && execd === undefined) {
      throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${id} is ${r.status.state}; its ports are reachable once it is Running`);
    }
    if (port === EXECD_PORT) return { endpoint: `${host}:${execd}`, headers: execdHeaders };
    if (direct !== undefined) return { endpoint: `${host}:${direct}` };
    // Any other port is reached through execd's port proxy.
    return { endpoint: `${host}:${execd}/proxy/${port}`, headers: execdHeaders };
  }

  private publicHost(): string {
    const publish = this.config.docker.publish_host;
    return this.config.server.eip ?? this.config.docker.host_ip ?? (publish === "0.0.0.0" || publish === "::" ? "127.0.0.1" : publish);
  }

  private readonly lastAccessRenewal = new Map<string, number>();

  /**
   * Renew-on-access: a sandbox created with extensions["access.renew.extend.seconds"] = N has its
   * expiration pushed to at least now + N whenever the server proxy serves it (at most once a
   * minute per sandbox, and never beyond max_sandbox_timeout_seconds).
   */
  async touch(id: string): Promise<void> {
    const r = await this.store.getSandbox(id);
    const extend = Number(r?.extensions[RENEW_EXTENSION]);
    if (!r?.expiresAt || !extend || r.status.state !== "Running") return;
    const now = Date.now();
    if (now - (this.lastAccessRenewal.get(id) ?? 0) < 60_000) return;
    this.lastAccessRenewal.set(id, now);
    const max = this.config.server.max_sandbox_timeout_seconds;
    const target = Math.min(now + extend * 1000, max !== undefined ? now + max * 1000 : Infinity);
    await this.lock.run(id, async () => {
      const fresh = await this.store.getSandbox(id);
      if (!fresh?.expiresAt || Date.parse(fresh.expiresAt) >= target) return;
      await this.write(fresh, (x) => {
        if (x.expiresAt && Date.parse(x.expiresAt) < target) x.expiresAt = new Date(target).toISOString();
      });
      this.log.debug({ sandboxId: id, expiresAt: fresh.expiresAt }, "renewed on access");
    });
  }

  /** Where the server itself reaches `port` in the sandbox, and the headers it adds (server proxy). */
  async internalTarget(id: string, port: number): Promise<{ host: string; port: number; headers: Record<string, string> }> {
    const r = await this.record(id);
    if (r.status.state !== "Running") throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${id} is ${r.status.state}, not Running`);
    const headers: Record<string, string> = port === EXECD_PORT ? { [EXECD_TOKEN_HEADER]: r.execdToken } : {};
    if (this.config.docker.network_mode === "host") return { host: "127.0.0.1", port, headers };
    const hostPort = r.hostPorts[String(port)];
    if (hostPort !== undefined) return { host: this.config.docker.publish_host === "0.0.0.0" ? "127.0.0.1" : this.config.docker.publish_host, port: hostPort, headers };
    const ip = r.containerIp;
    if (!ip) throw new ApiError("SANDBOX_PORT_UNREACHABLE", `sandbox ${id} has no network address for port ${port}`);
    return { host: ip, port, headers };
  }
}

function toSandbox(r: SandboxRecord): Sandbox {
  return {
    id: r.id,
    ...(r.imageUri !== undefined ? { image: { uri: r.imageUri } } : {}),
    ...(r.snapshotId !== undefined ? { snapshotId: r.snapshotId } : {}),
    ...(r.platform ? { platform: r.platform as Sandbox["platform"] } : {}),
    status: r.status,
    metadata: r.metadata,
    entrypoint: r.entrypoint,
    ...(r.expiresAt ? { expiresAt: r.expiresAt } : {}),
    createdAt: r.createdAt,
  } as Sandbox;
}

function toCreateResponse(r: SandboxRecord): CreateSandboxResponse {
  const { image: _i, snapshotId: _s, ...rest } = toSandbox(r) as Sandbox & Record<string, unknown>;
  return rest as CreateSandboxResponse;
}
