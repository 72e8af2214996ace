// The seam between the lifecycle service and a container engine. Docker implements it today;
// a Kubernetes runtime implements the same interface and runs the same behaviour suite.

/** Resources already parsed from the API's strings ("500m", "1Gi"). */
export type Resources = { nanoCpus?: number; memoryBytes?: number; gpus?: number | "all" };

export type MountSpec =
  | { kind: "bind"; source: string; target: string; readOnly: boolean }
  | { kind: "volume"; name: string; target: string; readOnly: boolean; subPath?: string; create: boolean; deleteWithSandbox?: boolean };

export interface ContainerSpec {
  sandboxId: string;
  image: string;
  entrypoint: string[];
  env: Record<string, string>;
  resources: Resources;
  platform?: { os: string; arch: string };
  mounts: MountSpec[];
  /** Container ports clients reach directly (published on the host in bridge mode). */
  ports: number[];
  /** Secret execd requires; the runtime injects execd and hands it this token only. */
  execdToken: string;
}

/** What the engine says about a sandbox's container right now. */
export interface ContainerState {
  containerId: string;
  status: "created" | "running" | "paused" | "restarting" | "removing" | "exited" | "dead";
  exitCode?: number;
  error?: string;
  oomKilled?: boolean;
  finishedAt?: string;
  /** Container port → host port, for published ports. */
  hostPorts: Record<string, number>;
  /** Address of the container on its network, when it has one. */
  ip?: string;
}

export type ContainerEvent = { sandboxId: string; action: string };

/** An engine failure the service turns into a `Failed` state with this reason. */
export class RuntimeError extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
    this.name = "RuntimeError";
  }
}

export interface Runtime {
  /** Pulls the image unless present. Throws RuntimeError("IMAGE_PULL_FAILED", registry message). */
  ensureImage(ref: string, auth?: { username: string; password: string }, platform?: { os: string; arch: string }): Promise<void>;
  volumeExists(name: string): Promise<boolean>;
  /** Creates a named volume unless it exists; returns true when it created it. */
  ensureVolume(name: string): Promise<boolean>;
  removeVolume(name: string): Promise<void>;
  /** Creates the container (not started). Throws RuntimeError on a bad spec. */
  create(spec: ContainerSpec): Promise<string>;
  start(containerId: string): Promise<ContainerState>;
  inspect(containerId: string): Promise<ContainerState | undefined>;
  pause(containerId: string): Promise<void>;
  unpause(containerId: string): Promise<void>;
  /** Removes the container with its processes; a missing container is not an error. */
  remove(containerId: string): Promise<void>;
  /** Every container this server instance labelled as its own. */
  listOwned(): Promise<{ sandboxId: string; containerId: string }[]>;
  /** Calls back on container state changes; returns a function that stops watching. */
  watch(onEvent: (e: ContainerEvent) => void, onGap: () => void): () => void;
  /**
   * Commits the container's filesystem as an image whose entrypoint is `entrypoint` (not the
   * runtime's wrapper) and whose config carries none of the runtime's secrets.
   */
  commit(containerId: string, image: string, opts: { labels: Record<string, string>; entrypoint: string[] }): Promise<void>;
  imageExists(ref: string): Promise<boolean>;
  removeImage(ref: string): Promise<void>;
  ping(): Promise<void>;
  /** The last lines the container wrote (stdout and stderr), for failure messages. */
  logsTail(containerId: string, lines: number): Promise<string>;
  /** Host architecture in the API's terms ("amd64", "arm64"). */
  arch(): Promise<string>;
}
