// Docker implementation of the Runtime seam, on dockerode: one container per sandbox, named and
// labelled after the sandbox; execd's runtime folder bind-mounted read-only and osb-init as PID 1;
// execd's port (and [docker] direct_ports) published on the host; sandboxes on an isolated network
// (docker-isolation.ts).
import { execFile } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import Docker from "dockerode";
import type { Logger } from "pino";
import type { Config } from "../config/config.ts";
import { ApiError, invalid } from "../errors.ts";
import { demux, followExecd, lastExecdSignal } from "./docker-execd.ts";
import type { EgressReport } from "../egress/policy.ts";
import { DockerEgress, randomMac } from "./docker-egress.ts";
import { IsolationError, bridgeOf, checkBridgeFiltering, engineId, ensureNetwork, installRules, rulesPresent } from "./docker-isolation.ts";
import type { HostPathPins } from "./host-path-pins.ts";
import type { CertificateAuthority } from "../secrets/vault-ca.ts";
import {
  EXECD_MOUNT,
  EXECD_PORT,
  LABEL_ID,
  LABEL_INSTANCE,
  LABEL_MANAGED,
  LABEL_POOL,
  MANAGED_BY,
  objectName,
  failedExit,
  EngineUnavailableError,
  RuntimeError,
  boundLog,
  type EndpointAddress,
  type LogLimits,
  type MountSpec,
  type Observation,
  type Runtime,
  type RuntimeEgress,
  type RuntimeEvent,
  type RuntimeState,
  type SandboxLogs,
  type SandboxSpec,
  registryOf,
  volumeAllowed,
} from "./runtime.ts";

export { LABEL_ID, LABEL_INSTANCE, LABEL_MANAGED, EXECD_MOUNT };
/** On a container whose disk limit the server measures: the limit in bytes. */
export const LABEL_DISK_LIMIT = "opensandbox.io/disk-limit-bytes";

/**
 * Ports published on the host in bridge mode: execd's, whose `/proxy/{port}` reaches every other
 * port, and `[docker] direct_ports`. Each published port is a docker-proxy process per sandbox.
 */
export const publishedPorts = (d: Pick<Config["docker"], "direct_ports">): number[] => [EXECD_PORT, ...d.direct_ports];
/** How often a watched runtime checks that its isolation rules are still in the kernel. */
const ISOLATION_CHECK_MS = 10_000;
/** The isolated network of network_mode "bridge". */
export const DEFAULT_ISOLATED_NETWORK = "opensandbox";
/** Where a sandbox with a credential vault finds its CA certificate (`ca.pem`) and the bundle that includes it (`bundle.pem`). */
export const VAULT_TRUST_DIR = "/etc/opensandbox-vault";
/** The host's store of trusted certificates: what the vault verifies upstream servers against, and the base of sandboxes' bundles. */
const HOST_CA_BUNDLE = ["/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/cert.pem"].find((f) => existsSync(f));
/** Docker refuses memory limits below 6 MiB. */
const MIN_MEMORY = 6 * 2 ** 20;

export type DockerRuntimeOptions = {
  docker: Config["docker"];
  /** Host folder with execd's runtime (osb-init, node, libraries, execd bundle). */
  execdRuntimeDir: string;
  /**
   * How a sandbox's disk limit holds ([resources] disk_enforcement, disk_check_interval_seconds);
   * default: auto, measured every 10 s.
   */
  disk?: { enforcement: "auto" | "engine" | "measured"; checkIntervalSeconds: number };
  /** This server's instance id: containers of other instances on the same engine are never touched. */
  instance: string;
  /** Pins host paths before they are bound (host-path-pins.ts); without it binds use the path as given. */
  hostPathPins?: HostPathPins;
  /** Volumes made by others that sandboxes may mount ([storage] allowed_volumes): names, or prefixes ending in "*". */
  allowedVolumes?: string[];
  /** Public host for endpoint addresses ([server] eip); default [docker] host_ip, else the publish host. */
  publicHost?: string;
  /** Host folder for the trust files of sandboxes with a credential vault (their CA certificate, a bundle with it). */
  vaultDir?: string;
  log?: Logger;
};

/** What the Docker runtime keeps in a sandbox's record. */
type DockerState = {
  containerId: string;
  /** Container port → published host port. */
  hostPorts: Record<string, number>;
  /** Address of the container on its network. */
  containerIp?: string;
  /** Named volumes created for this sandbox and removed with it. */
  ownedVolumes: string[];
  /** The MAC address given to a sandbox with an egress policy: its rules are keyed by it. */
  egressMac?: string;
};

type DockerError = Error & { statusCode?: number; json?: { message?: string } };

const engineMessage = (err: unknown): string => {
  const e = err as DockerError;
  const msg = e.json?.message ?? e.message ?? String(err);
  return msg.replace(/^\(HTTP code \d+\) [a-z ]+ - /, "").trim();
};
const isNotFound = (err: unknown) => (err as DockerError).statusCode === 404;
/** Socket errors that mean the engine is not there (stopped, restarting), not that it refused. */
const ENGINE_DOWN_CODES = new Set(["ENOENT", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ECONNABORTED"]);
export const engineDown = (err: unknown): boolean => {
  const e = err as NodeJS.ErrnoException & DockerError;
  if (!e || e.statusCode !== undefined) return false; // the engine answered
  return (e.code !== undefined && ENGINE_DOWN_CODES.has(e.code)) || /socket hang up/.test(e.message ?? "");
};
/** Age after which a pin without a container is released (see releaseStalePins). */
const STALE_PIN_MS = 10 * 60 * 1000;
const stateOf = (s: RuntimeState | undefined): Partial<DockerState> => (s ?? {}) as Partial<DockerState>;

export class DockerRuntime implements Runtime {
  readonly docker: Docker;
  readonly unsupported: Runtime["unsupported"] = {};

  private readonly opts: DockerRuntimeOptions;
  /** Whether the storage driver enforces `--storage-opt size`, decided once (see diskMode). */
  private diskModeDecided?: Promise<"engine" | "measured">;
  /** Containers this process stopped for writing more than their disk limit. */
  private readonly stoppedForDisk = new Set<string>();
  /**
   * Sandboxes whose execd the watch last saw ready (execdServing): a ready line can be read before
   * the service has the create's runtime state, e.g. osb-init's at once when execd starts lazily.
   */
  private readonly execdReady = new Set<string>();
  /** The isolated network and its rules, set up once (again after a failure). */
  private isolationReady?: Promise<void>;
  /** The engine's id, which names the network's bridge and table (set with them). */
  private isolationEngine?: string;
  /** Egress enforcement (docker-egress.ts), started with the first sandbox that has a policy. */
  private egressReady?: Promise<DockerEgress>;
  readonly egress: RuntimeEgress = {
    apply: async (id, _state, policy) => (await this.egressControl()).update(id, policy),
    restore: async (id, state, policy, vaultCa) => {
      const s = stateOf(state);
      if (!s.egressMac) return;
      const e = await this.egressControl();
      if (!e.has(id)) await e.restore(id, s.egressMac, s.containerIp, policy, vaultCa);
    },
    vault: async (id, _state, vault) => (await this.egressControl()).setVault(id, vault),
    report: async (id): Promise<EgressReport | undefined> => (this.egressReady ? (await this.egressReady).report(id) : undefined),
  };

  constructor(opts: DockerRuntimeOptions) {
    this.opts = opts;
    const socketPath = opts.docker.socket_path ?? dockerHostSocket() ?? "/var/run/docker.sock";
    this.docker = new Docker({ socketPath, timeout: opts.docker.api_timeout * 1000 });
  }

  /** Reaches the engine and puts isolation in place: a server that cannot isolate does not start. */
  async ping(): Promise<void> {
    await this.docker.ping();
    await this.ensureIsolation();
  }

  // ---- isolation -------------------------------------------------------------------------------

  /** The isolated network sandboxes join; undefined when isolation is off or does not apply (host, none). */
  isolatedNetwork(): string | undefined {
    const d = this.opts.docker;
    if (d.isolation === "off" || d.network_mode === "host" || d.network_mode === "none") return undefined;
    return d.network_mode === "bridge" ? DEFAULT_ISOLATED_NETWORK : d.network_mode;
  }

  /** Makes sure the isolated network and its rules exist (once per process; again after a failure). */
  ensureIsolation(): Promise<void> {
    const network = this.isolatedNetwork();
    if (!network) return Promise.resolve();
    this.isolationReady ??= this.setUpIsolation(network).catch((err: unknown) => {
      this.isolationReady = undefined;
      throw err;
    });
    return this.isolationReady;
  }

  /**
   * Puts the isolation rules back when they vanished (an `nft flush ruleset`, a firewall reload)
   * and says so; with isolation "external" it can only say so. Runs every ISOLATION_CHECK_MS while
   * the runtime is watched. Returns whether the rules were missing.
   */
  async guardIsolation(): Promise<boolean> {
    // The egress table first: without it, sandboxes with a policy would be unrestricted.
    const egress = await this.egressReady?.catch(() => undefined);
    await egress?.repair().catch((err: unknown) => this.opts.log?.error({ err }, "could not put the egress rules back"));
    const network = this.isolatedNetwork();
    if (!network || !this.isolationEngine || !(await this.isolationReady?.then(() => true, () => false))) return false;
    if ((await rulesPresent(network, this.isolationEngine)) !== false) return false;
    if (this.opts.docker.isolation !== "server") {
      this.opts.log?.error({ network }, "the isolation rules are gone: run `scripts/docker-isolation.sh install` as root");
      return true;
    }
    this.opts.log?.error({ network }, "the isolation rules were removed from the kernel: installing them again");
    this.isolationReady = undefined;
    await this.ensureIsolation();
    return true;
  }

  private async setUpIsolation(network: string): Promise<void> {
    const d = this.opts.docker;
    const engine = await engineId(this.docker);
    this.isolationEngine = engine;
    if (d.isolation === "server") {
      // Rules first: the bridge never exists without them.
      await installRules({ network, engine, allow: d.isolation_allow, deny: d.isolation_deny });
      await ensureNetwork(this.docker, network, engine, { [LABEL_MANAGED]: MANAGED_BY }, true);
    } else {
      await ensureNetwork(this.docker, network, engine, { [LABEL_MANAGED]: MANAGED_BY }, false);
      const present = await rulesPresent(network, engine);
      if (present === false) throw new IsolationError(`the isolation rules of network ${network} are missing: run \`scripts/docker-isolation.sh install\` as root`);
      if (present === undefined) this.opts.log?.warn({ network }, "cannot check the isolation rules (not root): trusting scripts/docker-isolation.sh installed them");
    }
    checkBridgeFiltering();
    this.opts.log?.info({ network, allow: d.isolation_allow, deny: d.isolation_deny }, "sandboxes are isolated");
  }

  check(spec: SandboxSpec): void {
    if (spec.platform && spec.platform.os !== "linux") throw new ApiError("NOT_SUPPORTED", `platform.os "${spec.platform.os}" is not supported by the Docker runtime`);
    if (spec.resources.memoryBytes !== undefined && spec.resources.memoryBytes < MIN_MEMORY) {
      throw invalid(`resourceLimits.memory must be at least 6Mi on the Docker runtime, got ${spec.resources.memoryBytes} bytes`);
    }
    for (const m of spec.mounts) {
      if (m.kind === "ossfs") throw new ApiError("NOT_SUPPORTED", `volumes[${m.volume}]: ossfs volumes are not supported by the Docker runtime`);
    }
    if (spec.networkPolicy && (!this.isolatedNetwork() || this.opts.docker.isolation !== "server")) {
      throw new ApiError(
        "NOT_SUPPORTED",
        'networkPolicy needs sandboxes on the isolated network with rules the server installs ([docker] isolation = "server", network_mode not "host" or "none"): it is enforced by the server\'s nftables rules on that network',
      );
    }
  }

  /** Writes the sandbox's trust files (never the CA's key) and mounts them read-only; returns the variables naming them. */
  private installVaultCa(sandboxId: string, ca: CertificateAuthority, hostConfig: Docker.HostConfig): string[] {
    if (!this.opts.vaultDir) throw new RuntimeError("EGRESS_SETUP_FAILED", "credentialProxy needs a folder for the sandbox's trust files (DockerRuntimeOptions.vaultDir)");
    const dir = path.join(this.opts.vaultDir, sandboxId);
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    const host = HOST_CA_BUNDLE ? readFileSync(HOST_CA_BUNDLE, "utf8") : "";
    writeFileSync(path.join(dir, "ca.pem"), ca.cert, { mode: 0o644 });
    writeFileSync(path.join(dir, "bundle.pem"), `${host}${host.endsWith("\n") || !host ? "" : "\n"}${ca.cert}`, { mode: 0o644 });
    hostConfig.Mounts!.push(
      { Type: "bind", Source: dir, Target: VAULT_TRUST_DIR, ReadOnly: true },
      { Type: "bind", Source: path.join(dir, "bundle.pem"), Target: "/etc/ssl/certs/ca-certificates.crt", ReadOnly: true },
    );
    const bundle = `${VAULT_TRUST_DIR}/bundle.pem`;
    return [`SSL_CERT_FILE=${bundle}`, `REQUESTS_CA_BUNDLE=${bundle}`, `CURL_CA_BUNDLE=${bundle}`, `NODE_EXTRA_CA_CERTS=${VAULT_TRUST_DIR}/ca.pem`];
  }

  /** The egress enforcement of the isolated network, started once (again after a failure). */
  private egressControl(): Promise<DockerEgress> {
    this.egressReady ??= (async () => {
      await this.ensureIsolation();
      const network = this.isolatedNetwork()!;
      const info = (await this.docker.getNetwork(network).inspect()) as { IPAM?: { Config?: { Gateway?: string }[] } };
      const gateway = info.IPAM?.Config?.find((c) => c.Gateway && !c.Gateway.includes(":"))?.Gateway;
      if (!gateway) throw new Error(`the network ${network} has no IPv4 gateway for the egress DNS proxy`);
      const e = new DockerEgress({
        instance: this.opts.instance,
        bridge: bridgeOf(network, this.isolationEngine!),
        gateway,
        upstream: this.opts.docker.dns,
        upstreamCa: [...(HOST_CA_BUNDLE ? [readFileSync(HOST_CA_BUNDLE, "utf8")] : []), ...this.opts.docker.vault_ca_files.map((f) => readFileSync(f, "utf8"))],
        ...(this.opts.log ? { log: this.opts.log } : {}),
      });
      await e.start();
      return e;
    })().catch((err: unknown) => {
      this.egressReady = undefined;
      throw err;
    });
    return this.egressReady;
  }

  // ---- images ----------------------------------------------------------------------------------

  async imageExists(ref: string): Promise<boolean> {
    try {
      await this.docker.getImage(ref).inspect();
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async prepare(spec: SandboxSpec, progress: (o: Observation) => Promise<void>): Promise<void> {
    return this.reachable(() => this.pullIfMissing(spec, progress));
  }

  /** Runs `work`, turning a failure to reach the engine into EngineUnavailableError. */
  private async reachable<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (engineDown(err)) throw new EngineUnavailableError(`the Docker engine is unreachable: ${(err as Error).message}`);
      throw err;
    }
  }

  private async pullIfMissing(spec: SandboxSpec, progress: (o: Observation) => Promise<void>): Promise<void> {
    const ref = spec.image;
    if (await this.imageExists(ref)) return;
    await progress({ phase: "pending", reason: "IMAGE_PULLING", message: `Pulling image ${ref}.` });
    const auth = spec.imageAuth;
    const authconfig = auth ? { username: auth.username, password: auth.password, serveraddress: registryOf(ref) } : undefined;
    const platform = spec.platform;
    let events: { error?: string; errorDetail?: { message?: string } }[];
    try {
      const stream = await this.docker.pull(ref, { authconfig, ...(platform ? { platform: `${platform.os}/${platform.arch}` } : {}) });
      events = await new Promise((resolve, reject) => this.docker.modem.followProgress(stream, (err: Error | null, out: typeof events) => (err ? reject(err) : resolve(out))));
    } catch (err) {
      if (engineDown(err)) throw err;
      throw new RuntimeError("IMAGE_PULL_FAILED", `pulling image ${ref} failed: ${engineMessage(err)}`);
    }
    const failed = events.find((e) => e.error || e.errorDetail);
    if (failed) throw new RuntimeError("IMAGE_PULL_FAILED", `pulling image ${ref} failed: ${failed.errorDetail?.message ?? failed.error}`);
  }

  async removeImage(ref: string): Promise<void> {
    try {
      await this.docker.getImage(ref).remove({ force: true });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  // ---- volumes ---------------------------------------------------------------------------------

  private async volumeLabels(name: string): Promise<Record<string, string> | undefined> {
    try {
      return ((await this.docker.getVolume(name).inspect()) as { Labels?: Record<string, string> | null }).Labels ?? {};
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  /**
   * Creates the named volumes the sandbox asks for; returns those to remove with it: created for
   * it (labelled with its id, so a retried attempt still knows them) and marked deleteWithSandbox.
   */
  private async ensureVolumes(spec: SandboxSpec): Promise<string[]> {
    const owned: string[] = [];
    for (const m of spec.mounts) {
      if (m.kind !== "volume") continue;
      let labels = await this.volumeLabels(m.name);
      if (!labels) {
        if (!m.create) throw new RuntimeError("VOLUME_NOT_FOUND", `volume ${m.name} does not exist and createIfNotExists is false`);
        labels = { [LABEL_MANAGED]: MANAGED_BY, [LABEL_INSTANCE]: this.opts.instance, [LABEL_ID]: spec.sandboxId };
        await this.docker.createVolume({ Name: m.name, Labels: labels });
      }
      // An existing volume belongs to someone: mounted only if this server made it or the
      // operator listed it (another application's volume may hold its secrets).
      if (labels[LABEL_INSTANCE] !== this.opts.instance && !volumeAllowed(this.opts.allowedVolumes ?? [], m.name)) {
        throw new RuntimeError(
          "VOLUME_NOT_ALLOWED",
          `volume ${m.name} exists but was not created by this server (it has no ${LABEL_INSTANCE}=${this.opts.instance} label) and is not listed in [storage] allowed_volumes`,
        );
      }
      const ours = labels[LABEL_INSTANCE] === this.opts.instance && labels[LABEL_ID] === spec.sandboxId;
      if (ours && m.deleteWithSandbox) owned.push(m.name);
    }
    return owned;
  }

  private async removeVolume(name: string): Promise<void> {
    try {
      await this.docker.getVolume(name).remove();
    } catch (err) {
      if (!isNotFound(err)) this.opts.log?.warn({ err, volume: name }, "could not remove volume");
    }
  }

  // ---- containers ------------------------------------------------------------------------------

  async create(spec: SandboxSpec): Promise<{ state: RuntimeState; observation: Observation }> {
    return this.reachable(() => this.createOnce(spec));
  }

  private async createOnce(spec: SandboxSpec): Promise<{ state: RuntimeState; observation: Observation }> {
    try {
      await this.ensureIsolation();
    } catch (err) {
      if (err instanceof IsolationError) throw new RuntimeError("NETWORK_ISOLATION_FAILED", err.message);
      throw err;
    }
    let egress: DockerEgress | undefined;
    if (spec.networkPolicy) {
      try {
        egress = await this.egressControl();
      } catch (err) {
        throw new RuntimeError("EGRESS_SETUP_FAILED", `the egress policy cannot be enforced: ${(err as Error).message}`);
      }
    }
    const egressMac = egress ? randomMac() : undefined;
    const ownedVolumes = await this.ensureVolumes(spec);
    const d = this.opts.docker;
    const network = this.isolatedNetwork();
    const bridgeLike = d.network_mode !== "host" && d.network_mode !== "none";
    const diskBytes = spec.resources.diskBytes;
    const diskMode = diskBytes ? await this.diskMode() : undefined;
    const portKeys = publishedPorts(d).map((p) => `${p}/tcp`);
    const hostConfig: Docker.HostConfig = {
      NetworkMode: network ?? d.network_mode,
      // The isolated network has no IPv6; Docker's defaults say the same, this does not depend on them.
      ...(network ? { Sysctls: { "net.ipv6.conf.all.disable_ipv6": "1" } } : {}),
      ...(d.dns.length ? { Dns: d.dns } : {}),
      // A sandbox with a policy never forges frames (another MAC would escape its rules).
      CapDrop: egress && !d.drop_capabilities.includes("NET_RAW") ? [...d.drop_capabilities, "NET_RAW"] : d.drop_capabilities,
      SecurityOpt: [
        ...(d.no_new_privileges ? ["no-new-privileges:true"] : []),
        ...(d.apparmor_profile ? [`apparmor=${d.apparmor_profile}`] : []),
        ...(d.seccomp_profile ? [`seccomp=${d.seccomp_profile}`] : []),
      ],
      ...(d.pids_limit > 0 ? { PidsLimit: d.pids_limit } : {}),
      ...(spec.resources.nanoCpus ? { NanoCpus: spec.resources.nanoCpus } : {}),
      ...(spec.resources.memoryBytes ? { Memory: spec.resources.memoryBytes, MemorySwap: spec.resources.memoryBytes } : {}),
      ...(diskBytes && diskMode === "engine" ? { StorageOpt: { size: String(diskBytes) } } : {}),
      ...(spec.resources.gpus !== undefined
        ? { DeviceRequests: [{ Driver: "", Count: spec.resources.gpus === "all" ? -1 : spec.resources.gpus, Capabilities: [["gpu"]] }] }
        : {}),
      // The runtime class's OCI runtime (e.g. runsc for gVisor); the engine's default otherwise.
      ...(spec.runtimeClass?.docker ? { Runtime: spec.runtimeClass.docker } : {}),
      ...(bridgeLike ? { PortBindings: Object.fromEntries(portKeys.map((k) => [k, [{ HostIp: d.publish_host, HostPort: "" }]])) } : {}),
      Mounts: [
        // execd and everything it needs, shared read-only by every sandbox: nothing is copied.
        { Type: "bind", Source: this.opts.execdRuntimeDir, Target: EXECD_MOUNT, ReadOnly: true },
      ],
      // osb-init is PID 1: it starts (and restarts) execd, then runs the entrypoint, forwards
      // signals to it and reaps zombies. Docker's own init is not needed.
      Init: false,
    };
    // The sandbox's vault CA, trusted from its first instruction: the system bundle it reads
    // (/etc/ssl/certs/ca-certificates.crt, Debian's and Alpine's path) is the host's store plus the
    // CA, and the usual variables name the same files for tools that look elsewhere.
    const vaultEnv = spec.vaultCa ? this.installVaultCa(spec.sandboxId, spec.vaultCa, hostConfig) : [];
    try {
      for (const [i, m] of spec.mounts.entries()) hostConfig.Mounts!.push(await this.toMount(m, spec.sandboxId, i));
    } catch (err) {
      await this.opts.hostPathPins?.release(spec.sandboxId);
      await Promise.all(ownedVolumes.map((v) => this.removeVolume(v)));
      throw err;
    }
    let containerId: string;
    try {
      containerId = await this.createContainer(spec.sandboxId, {
        name: objectName(spec.sandboxId),
        Image: spec.image,
        Entrypoint: [`${EXECD_MOUNT}/bin/osb-init`, "--", ...spec.entrypoint],
        Cmd: [],
        // osb-init passes EXECD_ACCESS_TOKEN to execd only, never to the entrypoint.
        Env: [...vaultEnv, ...Object.entries(spec.env).map(([k, v]) => `${k}=${v}`), `EXECD_ACCESS_TOKEN=${spec.execdToken}`, ...(spec.pool ? ["EXECD_CLAIMABLE=1"] : this.opts.docker.execd_start === "lazy" ? ["EXECD_LAZY=1"] : [])],
        Labels: {
          [LABEL_MANAGED]: MANAGED_BY,
          [LABEL_INSTANCE]: this.opts.instance,
          [LABEL_ID]: spec.sandboxId,
          ...(spec.pool ? { [LABEL_POOL]: spec.pool } : {}),
          ...(diskBytes && diskMode === "measured" ? { [LABEL_DISK_LIMIT]: String(diskBytes) } : {}),
        },
        ...(bridgeLike ? { ExposedPorts: Object.fromEntries(portKeys.map((k) => [k, {}])) } : {}),
        // Its egress rules are keyed by this address, in place before the container starts.
        ...(egressMac ? { MacAddress: egressMac, NetworkingConfig: { EndpointsConfig: { [network!]: { MacAddress: egressMac } } } } : {}),
        HostConfig: hostConfig,
        ...(spec.platform ? { platform: `${spec.platform.os}/${spec.platform.arch}` } : {}),
      });
    } catch (err) {
      // Unreachable: the next attempt replaces whatever this one left.
      if (engineDown(err)) throw err;
      await this.opts.hostPathPins?.release(spec.sandboxId);
      await Promise.all(ownedVolumes.map((v) => this.removeVolume(v)));
      throw new RuntimeError("CONTAINER_CREATE_FAILED", `creating the container failed: ${engineMessage(err)}`);
    }
    try {
      if (egress && egressMac) await egress.register(spec.sandboxId, egressMac, spec.networkPolicy!, spec.vaultCa);
    } catch (err) {
      await this.remove(spec.sandboxId, { containerId, hostPorts: {}, ownedVolumes, egressMac });
      throw new RuntimeError("EGRESS_SETUP_FAILED", `the egress policy cannot be enforced: ${(err as Error).message}`);
    }
    try {
      await this.startContainer(containerId);
    } catch (err) {
      if (engineDown(err)) throw err;
      await this.remove(spec.sandboxId, { containerId, hostPorts: {}, ownedVolumes, ...(egressMac ? { egressMac } : {}) });
      if (err instanceof RuntimeError) throw err;
      throw new RuntimeError("CONTAINER_START_FAILED", `starting the entrypoint failed: ${engineMessage(err)}`);
    }
    const info = await this.inspect(containerId);
    const ip = info && ipOf(info);
    if (egress && ip) {
      egress.bind(spec.sandboxId, ip);
      // Its MAC is the server's, not Docker's (derived from the address): an entry the host keeps
      // for the address from an earlier container would send its packets nowhere until it went stale.
      await forgetNeighbour(ip).catch((err: unknown) => this.opts.log?.warn({ err, sandboxId: spec.sandboxId }, "could not flush the sandbox's neighbour entry"));
    }
    const state: DockerState = { containerId, hostPorts: info ? boundPorts(info) : {}, ownedVolumes, ...(ip ? { containerIp: ip } : {}), ...(egressMac ? { egressMac } : {}) };
    return { state, observation: await this.diagnose(info) };
  }

  /**
   * How disk limits hold on this engine: "engine" where its storage driver takes
   * `--storage-opt size` (btrfs, zfs; overlay2 only on xfs mounted with pquota, which Docker
   * reports as its backing filesystem), else "measured": the writable layer's size (SizeRw) is
   * measured every disk_check_interval_seconds and a sandbox over its limit is stopped.
   */
  diskMode(): Promise<"engine" | "measured"> {
    const wanted = this.opts.disk?.enforcement ?? "auto";
    if (wanted !== "auto") return Promise.resolve(wanted);
    this.diskModeDecided ??= this.docker.info().then(
      (info: { Driver?: string; DriverStatus?: [string, string][] }) => {
        const backing = info.DriverStatus?.find(([k]) => k === "Backing Filesystem")?.[1];
        const engine = info.Driver === "btrfs" || info.Driver === "zfs" || (info.Driver === "overlay2" && backing === "xfs");
        this.opts.log?.info({ driver: info.Driver, backing, diskEnforcement: engine ? "engine" : "measured" }, "disk limits");
        return engine ? "engine" : "measured";
      },
      (err: unknown) => {
        this.diskModeDecided = undefined; // ask again next time
        throw err;
      },
    );
    return this.diskModeDecided;
  }

  /**
   * Measured enforcement: stops every running sandbox of this instance whose writable layer is
   * larger than its limit (one engine call for all of them). Returns the sandbox ids stopped.
   */
  async enforceDiskLimits(): Promise<string[]> {
    const list = await this.docker.listContainers({
      size: true,
      filters: { label: [`${LABEL_INSTANCE}=${this.opts.instance}`, LABEL_DISK_LIMIT], status: ["running"] },
    });
    const stopped: string[] = [];
    for (const c of list as (Docker.ContainerInfo & { SizeRw?: number })[]) {
      const limit = Number(c.Labels[LABEL_DISK_LIMIT]);
      if (!(limit > 0) || (c.SizeRw ?? 0) <= limit) continue;
      this.stoppedForDisk.add(c.Id);
      this.opts.log?.warn({ sandboxId: c.Labels[LABEL_ID], sizeRw: c.SizeRw, limit }, "sandbox over its disk limit: stopping it");
      try {
        await this.docker.getContainer(c.Id).kill({ signal: "SIGKILL" });
      } catch (err) {
        if (!isNotFound(err) && (err as DockerError).statusCode !== 409) throw err;
      }
      stopped.push(c.Labels[LABEL_ID] ?? "");
    }
    return stopped;
  }

  /** Starts a container; when its isolated network was removed meanwhile, makes it again (rules too) and tries once more. */
  private async startContainer(containerId: string): Promise<void> {
    try {
      await this.docker.getContainer(containerId).start();
    } catch (err) {
      if (!this.isolatedNetwork() || !isNotFound(err) || !/network .*not found/i.test(engineMessage(err))) throw err;
      this.isolationReady = undefined;
      try {
        await this.ensureIsolation();
      } catch (e) {
        if (e instanceof IsolationError) throw new RuntimeError("NETWORK_ISOLATION_FAILED", e.message);
        throw e;
      }
      await this.docker.getContainer(containerId).start();
    }
  }

  /** Creates the container; one an interrupted attempt left (its name is taken: 409) is replaced. */
  private async createContainer(sandboxId: string, options: Docker.ContainerCreateOptions): Promise<string> {
    try {
      return (await this.docker.createContainer(options)).id;
    } catch (err) {
      if ((err as DockerError).statusCode !== 409) throw err;
      await this.removeContainers(sandboxId);
      return (await this.docker.createContainer(options)).id;
    }
  }

  private async toMount(m: MountSpec, sandboxId: string, index: number): Promise<Docker.MountSettings> {
    if (m.kind === "bind") {
      const source = this.opts.hostPathPins ? await this.opts.hostPathPins.pin(sandboxId, m.source, index) : m.source;
      return { Type: "bind", Source: source, Target: m.target, ReadOnly: m.readOnly };
    }
    if (m.kind === "ossfs") throw new RuntimeError("PROVISIONING_ERROR", `ossfs volume ${m.volume} is not supported by the Docker runtime`);
    if (!m.subPath) return { Type: "volume", Source: m.name, Target: m.target, ReadOnly: m.readOnly };
    // Engines before API 1.45 cannot mount a volume's sub-directory; for the local driver the
    // volume is a host directory, so bind its sub-directory instead.
    const vol = (await this.docker.getVolume(m.name).inspect()) as { Driver: string; Mountpoint: string };
    if (vol.Driver !== "local") {
      throw new RuntimeError("VOLUME_SUBPATH_UNSUPPORTED", `subPath needs a "local" volume; ${m.name} uses driver ${vol.Driver}`);
    }
    return { Type: "bind", Source: resolveInside(vol.Mountpoint, m.subPath, m.name), Target: m.target, ReadOnly: m.readOnly };
  }

  private async inspect(ref: string): Promise<Docker.ContainerInspectInfo | undefined> {
    try {
      return await this.docker.getContainer(ref).inspect();
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async observe(sandboxId: string, state: RuntimeState): Promise<Observation> {
    return this.diagnose(await this.inspect(stateOf(state).containerId ?? objectName(sandboxId)));
  }

  /** Docker's view of a container in the runtime-neutral terms, with the reason for a failure. */
  private async diagnose(info: Docker.ContainerInspectInfo | undefined): Promise<Observation> {
    if (!info) return { phase: "gone", reason: "CONTAINER_MISSING", message: "The sandbox's container was removed outside OpenSandbox." };
    switch (info.State.Status) {
      case "running":
      case "restarting":
        return { phase: "running", reason: "CONTAINER_RUNNING", message: "The entrypoint is running." };
      case "paused":
        return { phase: "paused", reason: "CONTAINER_PAUSED", message: "The sandbox is paused." };
      case "created":
        return { phase: "pending", reason: "CONTAINER_STARTING", message: "Starting the container." };
    }
    // exited, dead, removing
    const code = info.State.ExitCode ?? -1;
    if (await this.overDiskLimit(info)) {
      const limit = Number(info.Config.Labels[LABEL_DISK_LIMIT]);
      return {
        phase: "failed",
        reason: "DISK_LIMIT_EXCEEDED",
        message: `The sandbox wrote more than its disk limit of ${limit} bytes to its filesystem and was stopped.`,
      };
    }
    if (info.State.OOMKilled) {
      return { phase: "failed", reason: "CONTAINER_OOM_KILLED", message: `The entrypoint was killed for exceeding the memory limit (exit code ${code}).` };
    }
    if (code === 0) return { phase: "exited", reason: "CONTAINER_EXITED", message: "The entrypoint exited with code 0." };
    // osb-init reports an entrypoint it could not execute on its last line.
    return failedExit(code, await this.logsTail(info.Id, 20), info.State.Error || undefined);
  }

  /**
   * Whether an ended container was stopped for its disk limit: by this process, or (after a
   * restart) killed (137, not for memory) with a writable layer still over its limit.
   */
  private async overDiskLimit(info: Docker.ContainerInspectInfo): Promise<boolean> {
    const limit = Number(info.Config.Labels?.[LABEL_DISK_LIMIT]);
    if (!(limit > 0)) return false;
    if (this.stoppedForDisk.has(info.Id)) return true;
    if (info.State.ExitCode !== 137 || info.State.OOMKilled) return false;
    try {
      const sized = (await this.docker.getContainer(info.Id).inspect({ size: true } as Docker.ContainerInspectOptions)) as { SizeRw?: number };
      return (sized.SizeRw ?? 0) > limit;
    } catch {
      return false;
    }
  }

  /** The last lines the container wrote (stdout and stderr), for failure messages. */
  private async logsTail(containerId: string, lines: number): Promise<string> {
    try {
      const raw = (await this.docker.getContainer(containerId).logs({ stdout: true, stderr: true, tail: lines, follow: false })) as unknown as Buffer;
      return demux(raw).trim();
    } catch {
      return "";
    }
  }

  /** The container's log (stdout and stderr, with Docker's timestamps); undefined once the container is gone. */
  async logs(sandboxId: string, state: RuntimeState | undefined, limits: LogLimits): Promise<SandboxLogs | undefined> {
    let raw: Buffer;
    try {
      const ref = stateOf(state).containerId ?? objectName(sandboxId);
      // One line more than asked: whether there was more.
      raw = (await this.docker.getContainer(ref).logs({ stdout: true, stderr: true, timestamps: true, tail: limits.tailLines + 1, follow: false })) as unknown as Buffer;
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
    const lines = demux(raw).split("\n");
    if (lines.at(-1) === "") lines.pop();
    return boundLog(lines, limits);
  }

  async pause(sandboxId: string, state: RuntimeState): Promise<Observation> {
    await this.changeState(stateOf(state).containerId ?? objectName(sandboxId), "pausing", "running", (c) => c.pause());
    return { phase: "paused", reason: "CONTAINER_PAUSED", message: "The sandbox is paused." };
  }

  async resume(sandboxId: string, state: RuntimeState): Promise<Observation> {
    await this.changeState(stateOf(state).containerId ?? objectName(sandboxId), "resuming", "paused", (c) => c.unpause());
    return { phase: "running", reason: "CONTAINER_RUNNING", message: "The entrypoint is running." };
  }

  /**
   * Runs a state change; when the engine refuses it because of the container's state (409, or
   * the 500 Docker 20.10 answers for unpausing a running container) or because the container is
   * gone (404), throws RuntimeError CONTAINER_CONFLICT / CONTAINER_MISSING, which the service
   * answers as its own 409. Anything else (engine down, a real engine failure) passes on as is.
   */
  private async changeState(ref: string, doing: string, needs: string, act: (c: Docker.Container) => Promise<unknown>): Promise<void> {
    try {
      await act(this.docker.getContainer(ref));
    } catch (err) {
      const missing = () => new RuntimeError("CONTAINER_MISSING", `${doing} the container failed: it no longer exists`);
      const conflict = () => new RuntimeError("CONTAINER_CONFLICT", `${doing} the container conflicts with its state: ${engineMessage(err)}`);
      if (isNotFound(err)) throw missing();
      if ((err as DockerError).statusCode === 409) throw conflict();
      const now = await this.inspect(ref).catch(() => null);
      if (now === undefined) throw missing();
      if (now && now.State.Status !== needs) throw conflict();
      throw err;
    }
  }

  async remove(sandboxId: string, state: RuntimeState | undefined): Promise<void> {
    const s = stateOf(state);
    if (s.containerId) await this.removeContainer(s.containerId);
    else await this.removeContainers(sandboxId);
    // Its chain goes too (also when this process has not needed egress yet, e.g. after a restart).
    if (s.egressMac) {
      await this.egressControl()
        .then((e) => e.unregister(sandboxId, s.egressMac))
        .catch((err: unknown) => this.opts.log?.warn({ err, sandboxId }, "could not remove the sandbox's egress rules"));
      // The host's neighbour cache still maps the address to this sandbox's own MAC: the next
      // container given the address (with Docker's MAC, derived from it) would be unreachable
      // until the entry went stale (the official SDK's health check of the next sandbox timed out;
      // the same, the other way round, when a sandbox with a policy gets a used address: above).
      if (s.containerIp) await forgetNeighbour(s.containerIp).catch((err: unknown) => this.opts.log?.warn({ err, sandboxId }, "could not flush the sandbox's neighbour entry"));
    }
    // Pins outlive a container only until it is gone; so do its vault's trust files.
    await this.opts.hostPathPins?.release(sandboxId);
    if (this.opts.vaultDir) rmSync(path.join(this.opts.vaultDir, sandboxId), { recursive: true, force: true });
    for (const v of s.ownedVolumes ?? []) await this.removeVolume(v);
  }

  /** Removes every container of this instance labelled with the sandbox's id. */
  private async removeContainers(sandboxId: string): Promise<void> {
    const list = await this.docker.listContainers({ all: true, filters: { label: [`${LABEL_INSTANCE}=${this.opts.instance}`, `${LABEL_ID}=${sandboxId}`] } });
    for (const c of list) await this.removeContainer(c.Id);
  }

  /** Removes a container with its processes; a missing one is not an error. */
  private async removeContainer(id: string): Promise<void> {
    this.stoppedForDisk.delete(id);
    try {
      await this.docker.getContainer(id).remove({ force: true });
    } catch (err) {
      // 404: already gone; 409: removal already in progress.
      if (isNotFound(err) || (err as DockerError).statusCode === 409) return;
      throw err;
    }
  }

  async listOwned(): Promise<string[]> {
    const list = await this.docker.listContainers({ all: true, filters: { label: [`${LABEL_INSTANCE}=${this.opts.instance}`] } });
    const owned = list.map((c) => c.Labels[LABEL_ID] ?? "").filter(Boolean);
    await this.releaseStalePins(new Set(owned));
    return owned;
  }

  /**
   * Pins of sandboxes without a container (removed while the server was down). A pin younger than
   * a few minutes may belong to a create in flight, whose container does not exist yet: kept.
   */
  private async releaseStalePins(live: Set<string>): Promise<void> {
    const pins = this.opts.hostPathPins;
    if (!pins) return;
    for (const id of pins.pinned()) if (!live.has(id) && pins.ageMs(id) > STALE_PIN_MS) await pins.release(id);
  }

  /** Stops the egress DNS proxy (the rules stay in the kernel: sandboxes stay restricted while no server runs). */
  async close(): Promise<void> {
    const e = await this.egressReady?.catch(() => undefined);
    await e?.close();
  }

  /** The egress table of this server, when enforcement started (tests). */
  async egressTable(): Promise<string | undefined> {
    return (await this.egressReady?.catch(() => undefined))?.table;
  }

  execdServing(sandboxId: string): boolean {
    return this.execdReady.has(sandboxId);
  }

  watch(listener: (e: RuntimeEvent) => void): () => void {
    let stopped = false;
    let stream: NodeJS.ReadableStream | undefined;
    let retry: NodeJS.Timeout | undefined;
    /** execd's log followers, by container id. */
    const followers = new Map<string, () => void>();
    const follow = (containerId: string, sandboxId: string, since: number) => {
      if (stopped || followers.has(containerId)) return;
      let signalled = false;
      const stop = followExecd(
        this.docker,
        containerId,
        since,
        (signal) => {
          signalled = true;
          if (signal.ready) this.execdReady.add(sandboxId);
          else this.execdReady.delete(sandboxId);
          listener({ type: "execd", sandboxId, ready: signal.ready, ...(signal.why ? { why: signal.why } : {}) });
        },
        () => {
          followers.delete(containerId);
          this.execdReady.delete(sandboxId);
        },
        // What was written before the stream attached, unless the stream already said more.
        () =>
          void lastExecdSignal(this.docker, containerId, Date.now() / 1000).then((last) => {
            if (!last?.ready || signalled || stopped || !followers.has(containerId)) return;
            this.execdReady.add(sandboxId);
            listener({ type: "execd", sandboxId, ready: true });
          }),
      );
      followers.set(containerId, stop);
    };
    const followRunning = async () => {
      // After a (re)connect: from now on; and whether execd already serves, from the last lines
      // before now (a sandbox may have become ready while nothing watched: it is still Pending).
      const at = Date.now() / 1000;
      const list = await this.docker.listContainers({ filters: { label: [`${LABEL_INSTANCE}=${this.opts.instance}`], status: ["running"] } }).catch(() => []);
      await Promise.all(
        list.map(async (c) => {
          const sandboxId = c.Labels[LABEL_ID];
          if (!sandboxId) return;
          follow(c.Id, sandboxId, Math.floor(at));
          const last = await lastExecdSignal(this.docker, c.Id, at);
          if (last?.ready && !stopped) {
            this.execdReady.add(sandboxId);
            listener({ type: "execd", sandboxId, ready: true });
          }
        }),
      );
    };
    const connect = async () => {
      try {
        stream = (await this.docker.getEvents({
          filters: { type: ["container"], label: [`${LABEL_INSTANCE}=${this.opts.instance}`] },
        })) as NodeJS.ReadableStream;
      } catch {
        if (!stopped) retry = setTimeout(connect, 1000);
        return;
      }
      if (stopped) return (stream as unknown as { destroy(): void }).destroy();
      listener({ type: "resync" }); // events may have been missed while disconnected
      void followRunning();
      let buf = "";
      stream.on("data", (chunk: Buffer) => {
        buf += chunk.toString("utf8");
        let nl: number;
        while ((nl = buf.indexOf("\n")) >= 0) {
          const line = buf.slice(0, nl).trim();
          buf = buf.slice(nl + 1);
          if (!line) continue;
          try {
            const ev = JSON.parse(line) as { Action?: string; time?: number; Actor?: { ID?: string; Attributes?: Record<string, string> } };
            const sandboxId = ev.Actor?.Attributes?.[LABEL_ID];
            if (!sandboxId || !ev.Action) continue;
            listener({ type: "changed", sandboxId });
            // From the start on, so execd's first "ready" is not missed.
            if (ev.Action === "start" && ev.Actor?.ID) follow(ev.Actor.ID, sandboxId, ev.time ?? Math.floor(Date.now() / 1000));
          } catch {
            /* a partial or foreign line: ignore */
          }
        }
      });
      const reconnect = () => {
        if (!stopped) retry = setTimeout(connect, 500);
      };
      stream.on("end", reconnect);
      stream.on("error", reconnect);
    };
    void connect();
    // Measured disk limits: at a bounded rate, one measurement at a time.
    let measuring = false;
    const measure = setInterval(() => {
      if (measuring || stopped) return;
      measuring = true;
      void this.diskMode()
        .then((mode) => (mode === "measured" ? this.enforceDiskLimits() : []))
        .then((ids) => ids.forEach((sandboxId) => sandboxId && listener({ type: "changed", sandboxId })))
        .catch((err: unknown) => this.opts.log?.warn({ err }, "measuring disk use failed"))
        .finally(() => (measuring = false));
    }, (this.opts.disk?.checkIntervalSeconds ?? 10) * 1000);
    measure.unref();
    // The isolation rules live in the kernel only: whoever flushes the ruleset removes them too.
    let guarding = false;
    const guard = setInterval(() => {
      if (guarding || stopped) return;
      guarding = true;
      void this.guardIsolation()
        .catch((err: unknown) => this.opts.log?.error({ err }, "checking the isolation rules failed"))
        .finally(() => (guarding = false));
    }, ISOLATION_CHECK_MS);
    guard.unref();
    return () => {
      stopped = true;
      clearInterval(measure);
      clearInterval(guard);
      clearTimeout(retry);
      (stream as unknown as { destroy?(): void } | undefined)?.destroy?.();
      for (const stop of followers.values()) stop();
      followers.clear();
    };
  }

  // ---- reachability ----------------------------------------------------------------------------

  /** The host clients use: [server] eip, else [docker] host_ip, else the publish host (loopback for a wildcard). */
  private publicHost(): string {
    const publish = this.opts.docker.publish_host;
    return this.opts.publicHost ?? this.opts.docker.host_ip ?? (publish === "0.0.0.0" || publish === "::" ? "127.0.0.1" : publish);
  }

  endpoint(_sandboxId: string, state: RuntimeState, port: number): EndpointAddress | undefined {
    const host = this.publicHost();
    if (this.opts.docker.network_mode === "host") return { address: `${host}:${port}`, execd: port === EXECD_PORT };
    const hostPorts = stateOf(state).hostPorts ?? {};
    const direct = hostPorts[String(port)];
    const execd = hostPorts[String(EXECD_PORT)];
    // execd's own endpoint ends in /44772, the shape upstream's clients check for; execd serves
    // /proxy/44772/… itself, in process.
    if (port === EXECD_PORT) return execd === undefined ? undefined : { address: `${host}:${execd}/proxy/${EXECD_PORT}`, execd: true };
    if (direct !== undefined) return { address: `${host}:${direct}`, execd: false };
    // Any other port is reached through execd's port proxy.
    return execd === undefined ? undefined : { address: `${host}:${execd}/proxy/${port}`, execd: true };
  }

  target(_sandboxId: string, state: RuntimeState, port: number): { host: string; port: number } | undefined {
    if (this.opts.docker.network_mode === "host") return { host: "127.0.0.1", port };
    const s = stateOf(state);
    const hostPort = s.hostPorts?.[String(port)];
    const publish = this.opts.docker.publish_host;
    if (hostPort !== undefined) return { host: publish === "0.0.0.0" ? "127.0.0.1" : publish, port: hostPort };
    return s.containerIp ? { host: s.containerIp, port } : undefined;
  }

  // ---- snapshots -------------------------------------------------------------------------------

  async commit(sandboxId: string, state: RuntimeState, image: string, opts: { labels: Record<string, string>; entrypoint: string[] }): Promise<void> {
    const [repo, tag] = splitTag(image);
    await this.docker.getContainer(stateOf(state).containerId ?? objectName(sandboxId)).commit({
      repo,
      tag,
      pause: true,
      changes: [
        ...Object.entries(opts.labels).map(([k, v]) => `LABEL ${JSON.stringify(k)}=${JSON.stringify(v)}`),
        `ENTRYPOINT ${JSON.stringify(opts.entrypoint)}`,
        // The container's config holds its execd token; the image must not.
        "ENV EXECD_ACCESS_TOKEN=",
        // Nor this sandbox's disk limit: a sandbox started from the image gets its own.
        `LABEL ${JSON.stringify(LABEL_DISK_LIMIT)}=""`,
      ],
    });
  }
}

function boundPorts(info: Docker.ContainerInspectInfo): Record<string, number> {
  const hostPorts: Record<string, number> = {};
  for (const [key, bindings] of Object.entries(info.NetworkSettings.Ports ?? {})) {
    const hostPort = bindings?.[0]?.HostPort;
    if (hostPort) hostPorts[key.split("/")[0]!] = Number(hostPort);
  }
  return hostPorts;
}

function ipOf(info: Docker.ContainerInspectInfo): string | undefined {
  return Object.values(info.NetworkSettings.Networks ?? {}).find((n) => n.IPAddress)?.IPAddress || undefined;
}

/**
 * Resolves `subPath` under a volume's directory without following symlinks: a sandbox can plant
 * a symlink in its volume, and following it would bind any host path into a later sandbox.
 * Missing components are created as directories, one at a time.
 */
export function resolveInside(root: string, subPath: string, volume: string): string {
  let current = realpathSync(root);
  for (const part of subPath.split("/").filter((p) => p && p !== ".")) {
    if (part === "..") throw new RuntimeError("VOLUME_SUBPATH_INVALID", `subPath of volume ${volume} must not contain ".."`);
    const next = path.join(current, part);
    let st;
    try {
      st = lstatSync(next);
    } catch {
      mkdirSync(next, { mode: 0o755 }); // not recursive: each parent was checked above
      st = lstatSync(next);
    }
    if (st.isSymbolicLink() || !st.isDirectory()) {
      throw new RuntimeError("VOLUME_SUBPATH_INVALID", `subPath of volume ${volume} goes through ${part}, which is not a plain directory`);
    }
    current = next;
  }
  return current;
}

function dockerHostSocket(): string | undefined {
  const host = process.env.DOCKER_HOST;
  return host?.startsWith("unix://") ? host.slice("unix://".length) : undefined;
}

function splitTag(ref: string): [string, string] {
  const slash = ref.lastIndexOf("/");
  const colon = ref.lastIndexOf(":");
  return colon > slash ? [ref.slice(0, colon), ref.slice(colon + 1)] : [ref, "latest"];
}

/** Drops the host's neighbour (ARP/NDP) entries for `ip`. */
function forgetNeighbour(ip: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile("ip", ["neigh", "flush", "to", ip], { timeout: 5000 }, (err, _out, stderr) => (err ? reject(new Error(`ip neigh flush: ${String(stderr).trim() || err.message}`)) : resolve())),
  );
}
