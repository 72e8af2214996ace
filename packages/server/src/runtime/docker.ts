// Docker implementation of the Runtime seam, on dockerode.
import { lstatSync, mkdirSync, realpathSync } from "node:fs";
import path from "node:path";
import Docker from "dockerode";
import type { Config } from "../config/config.ts";
import type { HostPathPins } from "./host-path-pins.ts";
import { RuntimeError, type ContainerEvent, type ContainerSpec, type ContainerState, type Runtime } from "./runtime.ts";

export const LABEL_MANAGED = "opensandbox.io/managed-by";
export const LABEL_INSTANCE = "opensandbox.io/instance";
export const LABEL_ID = "opensandbox.io/id";
const MANAGED_BY = "opensandbox-ts";

/** Where execd's runtime folder is mounted in every sandbox (read-only). */
export const EXECD_MOUNT = "/opt/opensandbox";

export type DockerRuntimeOptions = {
  docker: Config["docker"];
  secureRuntime: Config["secure_runtime"];
  /** Host folder with execd's runtime (osb-init, node, libraries, execd bundle). */
  execdRuntimeDir: string;
  /** This server's instance id: containers of other instances on the same engine are never touched. */
  instance: string;
  /** Pins host paths before they are bound (host-path-pins.ts); without it binds use the path as given. */
  hostPathPins?: HostPathPins;
};

type DockerError = Error & { statusCode?: number; json?: { message?: string } };

const engineMessage = (err: unknown): string => {
  const e = err as DockerError;
  const msg = e.json?.message ?? e.message ?? String(err);
  return msg.replace(/^\(HTTP code \d+\) [a-z ]+ - /, "").trim();
};
const isNotFound = (err: unknown) => (err as DockerError).statusCode === 404;
/** Age after which a pin without a container is released (see releaseStalePins). */
const STALE_PIN_MS = 10 * 60 * 1000;

export class DockerRuntime implements Runtime {
  readonly docker: Docker;
  private archCache?: string;

  private readonly opts: DockerRuntimeOptions;

  constructor(opts: DockerRuntimeOptions) {
    this.opts = opts;
    const socketPath = opts.docker.socket_path ?? dockerHostSocket() ?? "/var/run/docker.sock";
    this.docker = new Docker({ socketPath, timeout: opts.docker.api_timeout * 1000 });
  }

  async ping(): Promise<void> {
    await this.docker.ping();
  }

  async arch(): Promise<string> {
    if (!this.archCache) {
      const info = (await this.docker.info()) as { Architecture?: string };
      this.archCache = info.Architecture === "aarch64" ? "arm64" : info.Architecture === "x86_64" ? "amd64" : (info.Architecture ?? "amd64");
    }
    return this.archCache;
  }

  async imageExists(ref: string): Promise<boolean> {
    try {
      await this.docker.getImage(ref).inspect();
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async ensureImage(ref: string, auth?: { username: string; password: string }, platform?: { os: string; arch: string }): Promise<void> {
    if (await this.imageExists(ref)) return;
    const authconfig = auth ? { username: auth.username, password: auth.password, serveraddress: registryOf(ref) } : undefined;
    let events: { error?: string; errorDetail?: { message?: string } }[];
    try {
      const stream = await this.docker.pull(ref, { authconfig, ...(platform ? { platform: `${platform.os}/${platform.arch}` } : {}) });
      events = await new Promise((resolve, reject) => this.docker.modem.followProgress(stream, (err: Error | null, out: typeof events) => (err ? reject(err) : resolve(out))));
    } catch (err) {
      throw new RuntimeError("IMAGE_PULL_FAILED", `pulling image ${ref} failed: ${engineMessage(err)}`);
    }
    const failed = events.find((e) => e.error || e.errorDetail);
    if (failed) throw new RuntimeError("IMAGE_PULL_FAILED", `pulling image ${ref} failed: ${failed.errorDetail?.message ?? failed.error}`);
  }

  async volumeExists(name: string): Promise<boolean> {
    try {
      await this.docker.getVolume(name).inspect();
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async ensureVolume(name: string): Promise<boolean> {
    if (await this.volumeExists(name)) return false;
    await this.docker.createVolume({ Name: name, Labels: { [LABEL_MANAGED]: MANAGED_BY, [LABEL_INSTANCE]: this.opts.instance } });
    return true;
  }

  async removeVolume(name: string): Promise<void> {
    try {
      await this.docker.getVolume(name).remove();
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  async create(spec: ContainerSpec): Promise<string> {
    const d = this.opts.docker;
    const bridgeLike = d.network_mode !== "host";
    const portKeys = spec.ports.map((p) => `${p}/tcp`);
    const hostConfig: Docker.HostConfig = {
      NetworkMode: d.network_mode,
      CapDrop: d.drop_capabilities,
      SecurityOpt: [
        ...(d.no_new_privileges ? ["no-new-privileges:true"] : []),
        ...(d.apparmor_profile ? [`apparmor=${d.apparmor_profile}`] : []),
        ...(d.seccomp_profile ? [`seccomp=${d.seccomp_profile}`] : []),
      ],
      ...(d.pids_limit > 0 ? { PidsLimit: d.pids_limit } : {}),
      ...(spec.resources.nanoCpus ? { NanoCpus: spec.resources.nanoCpus } : {}),
      ...(spec.resources.memoryBytes ? { Memory: spec.resources.memoryBytes, MemorySwap: spec.resources.memoryBytes } : {}),
      ...(spec.resources.gpus !== undefined
        ? { DeviceRequests: [{ Driver: "", Count: spec.resources.gpus === "all" ? -1 : spec.resources.gpus, Capabilities: [["gpu"]] }] }
        : {}),
      ...(this.opts.secureRuntime.docker_runtime ? { Runtime: this.opts.secureRuntime.docker_runtime } : {}),
      ...(bridgeLike ? { PortBindings: Object.fromEntries(portKeys.map((k) => [k, [{ HostIp: d.publish_host, HostPort: "" }]])) } : {}),
      Mounts: [
        // execd and everything it needs, shared read-only by every sandbox: nothing is copied.
        { Type: "bind", Source: this.opts.execdRuntimeDir, Target: EXECD_MOUNT, ReadOnly: true },
      ],
      // osb-init is PID 1: it starts (and restarts) execd, then runs the entrypoint, forwards
      // signals to it and reaps zombies. Docker's own init is not needed.
      Init: false,
    };
    try {
      for (const [i, m] of spec.mounts.entries()) hostConfig.Mounts!.push(await this.toMount(m, spec.sandboxId, i));
    } catch (err) {
      await this.opts.hostPathPins?.release(spec.sandboxId);
      throw err;
    }
    try {
      const container = await this.docker.createContainer({
        name: `sandbox-${spec.sandboxId}`,
        Image: spec.image,
        Entrypoint: [`${EXECD_MOUNT}/bin/osb-init`, "--", ...spec.entrypoint],
        Cmd: [],
        // osb-init passes EXECD_ACCESS_TOKEN to execd only, never to the entrypoint.
        Env: [...Object.entries(spec.env).map(([k, v]) => `${k}=${v}`), `EXECD_ACCESS_TOKEN=${spec.execdToken}`],
        Labels: { [LABEL_MANAGED]: MANAGED_BY, [LABEL_INSTANCE]: this.opts.instance, [LABEL_ID]: spec.sandboxId },
        ...(bridgeLike ? { ExposedPorts: Object.fromEntries(portKeys.map((k) => [k, {}])) } : {}),
        HostConfig: hostConfig,
        ...(spec.platform ? { platform: `${spec.platform.os}/${spec.platform.arch}` } : {}),
      });
      return container.id;
    } catch (err) {
      await this.opts.hostPathPins?.release(spec.sandboxId);
      throw new RuntimeError("CONTAINER_CREATE_FAILED", `creating the container failed: ${engineMessage(err)}`);
    }
  }

  private async toMount(m: ContainerSpec["mounts"][number], sandboxId: string, index: number): Promise<Docker.MountSettings> {
    if (m.kind === "bind") {
      const source = this.opts.hostPathPins ? await this.opts.hostPathPins.pin(sandboxId, m.source, index) : m.source;
      return { Type: "bind", Source: source, Target: m.target, ReadOnly: m.readOnly };
    }
    if (!m.subPath) return { Type: "volume", Source: m.name, Target: m.target, ReadOnly: m.readOnly };
    // Engines before API 1.45 cannot mount a volume's sub-directory; for the local driver the
    // volume is a host directory, so bind its sub-directory instead.
    const vol = (await this.docker.getVolume(m.name).inspect()) as { Driver: string; Mountpoint: string };
    if (vol.Driver !== "local") {
      throw new RuntimeError("VOLUME_SUBPATH_UNSUPPORTED", `subPath needs a "local" volume; ${m.name} uses driver ${vol.Driver}`);
    }
    return { Type: "bind", Source: resolveInside(vol.Mountpoint, m.subPath, m.name), Target: m.target, ReadOnly: m.readOnly };
  }

  async start(containerId: string): Promise<ContainerState> {
    try {
      await this.docker.getContainer(containerId).start();
    } catch (err) {
      throw new RuntimeError("CONTAINER_START_FAILED", `starting the entrypoint failed: ${engineMessage(err)}`);
    }
    const state = await this.inspect(containerId);
    if (!state) throw new RuntimeError("CONTAINER_MISSING", "the container disappeared while starting");
    return state;
  }

  async inspect(containerId: string): Promise<ContainerState | undefined> {
    let info: Docker.ContainerInspectInfo;
    try {
      info = await this.docker.getContainer(containerId).inspect();
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
    const hostPorts: Record<string, number> = {};
    for (const [key, bindings] of Object.entries(info.NetworkSettings.Ports ?? {})) {
      const hostPort = bindings?.[0]?.HostPort;
      if (hostPort) hostPorts[key.split("/")[0]!] = Number(hostPort);
    }
    const networks = Object.values(info.NetworkSettings.Networks ?? {});
    const ip = networks.find((n) => n.IPAddress)?.IPAddress || undefined;
    return {
      containerId: info.Id,
      status: info.State.Status as ContainerState["status"],
      exitCode: info.State.ExitCode,
      error: info.State.Error || undefined,
      oomKilled: info.State.OOMKilled,
      finishedAt: info.State.FinishedAt,
      hostPorts,
      ...(ip ? { ip } : {}),
    };
  }

  async logsTail(containerId: string, lines: number): Promise<string> {
    try {
      const raw = (await this.docker.getContainer(containerId).logs({ stdout: true, stderr: true, tail: lines, follow: false })) as unknown as Buffer;
      return demux(raw).trim();
    } catch {
      return "";
    }
  }

  async pause(containerId: string): Promise<void> {
    await this.docker.getContainer(containerId).pause();
  }

  async unpause(containerId: string): Promise<void> {
    await this.docker.getContainer(containerId).unpause();
  }

  async remove(containerId: string): Promise<void> {
    // Pins outlive a container only until it is gone: learn whose they are first.
    const pins = this.opts.hostPathPins;
    const sandboxId = pins && pins.pinned().length > 0 ? await this.sandboxIdOf(containerId) : undefined;
    try {
      await this.docker.getContainer(containerId).remove({ force: true });
    } catch (err) {
      // 404: already gone; 409: removal already in progress.
      if (!isNotFound(err) && (err as DockerError).statusCode !== 409) throw err;
    }
    if (sandboxId) await pins!.release(sandboxId);
  }

  private async sandboxIdOf(containerId: string): Promise<string | undefined> {
    try {
      return (await this.docker.getContainer(containerId).inspect()).Config.Labels?.[LABEL_ID];
    } catch {
      return undefined;
    }
  }

  async listOwned(): Promise<{ sandboxId: string; containerId: string }[]> {
    const list = await this.docker.listContainers({ all: true, filters: { label: [`${LABEL_INSTANCE}=${this.opts.instance}`] } });
    const owned = list.map((c) => ({ sandboxId: c.Labels[LABEL_ID] ?? "", containerId: c.Id })).filter((c) => c.sandboxId);
    await this.releaseStalePins(new Set(owned.map((c) => c.sandboxId)));
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

  watch(onEvent: (e: ContainerEvent) => void, onGap: () => void): () => void {
    let stopped = false;
    let stream: NodeJS.ReadableStream | undefined;
    let retry: NodeJS.Timeout | undefined;
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
      onGap(); // events may have been missed while disconnected
      let buf = "";
      stream.on("data", (chunk: Buffer) => {
        buf += chunk.toString("utf8");
        let nl: number;
        while ((nl = buf.indexOf("\n")) >= 0) {
          const line = buf.slice(0, nl).trim();
          buf = buf.slice(nl + 1);
          if (!line) continue;
          try {
            const ev = JSON.parse(line) as { Action?: string; Actor?: { Attributes?: Record<string, string> } };
            const sandboxId = ev.Actor?.Attributes?.[LABEL_ID];
            if (sandboxId && ev.Action) onEvent({ sandboxId, action: ev.Action.split(":")[0]! });
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
    return () => {
      stopped = true;
      clearTimeout(retry);
      (stream as unknown as { destroy?(): void } | undefined)?.destroy?.();
    };
  }

  async commit(containerId: string, image: string, opts: { labels: Record<string, string>; entrypoint: string[] }): Promise<void> {
    const [repo, tag] = splitTag(image);
    await this.docker.getContainer(containerId).commit({
      repo,
      tag,
      pause: true,
      changes: [
        ...Object.entries(opts.labels).map(([k, v]) => `LABEL ${JSON.stringify(k)}=${JSON.stringify(v)}`),
        `ENTRYPOINT ${JSON.stringify(opts.entrypoint)}`,
        // The container's config holds its execd token; the image must not.
        "ENV EXECD_ACCESS_TOKEN=",
      ],
    });
  }

  async removeImage(ref: string): Promise<void> {
    try {
      await this.docker.getImage(ref).remove({ force: true });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
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

/** Strips Docker's 8-byte stream headers from a non-TTY log buffer. */
function demux(buf: Buffer): string {
  const parts: Buffer[] = [];
  let i = 0;
  while (i + 8 <= buf.length && (buf[i] === 1 || buf[i] === 2) && buf[i + 1] === 0) {
    const size = buf.readUInt32BE(i + 4);
    parts.push(buf.subarray(i + 8, i + 8 + size));
    i += 8 + size;
  }
  return i === 0 ? buf.toString("utf8") : Buffer.concat(parts).toString("utf8");
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

/** Registry host of an image reference ("docker.io" when it names none). */
export function registryOf(ref: string): string {
  const first = ref.split("/")[0]!;
  return ref.includes("/") && (first.includes(".") || first.includes(":") || first === "localhost") ? first : "https://index.docker.io/v1/";
}
