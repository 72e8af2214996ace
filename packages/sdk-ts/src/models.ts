// Public types of the lifecycle side (sandboxes, snapshots, endpoints). They are written by
// hand: times are Date objects, maps are never undefined, and open enums stay open. The wire
// types generated from specs/ stay internal (internal/convert.ts maps between the two, and
// compile-time checks there keep the request-side types in step with the spec).

/** Sandbox states this project defines; servers may report others, so any string is possible. */
export type KnownSandboxState = "Pending" | "Running" | "Pausing" | "Paused" | "Resuming" | "Stopping" | "Terminated" | "Failed";
export type SandboxState = KnownSandboxState | (string & {});

export type KnownSnapshotState = "Creating" | "Ready" | "Failed" | "Deleting";
export type SnapshotState = KnownSnapshotState | (string & {});

/** A state and why the resource is in it. */
export interface Status<S extends string> {
  state: S;
  /** Short machine-readable cause, e.g. `CONTAINER_RUNNING`, `IMAGE_PULL_FAILED`. */
  reason?: string;
  /** Human-readable detail. */
  message?: string;
  lastTransitionAt?: Date;
}

/** Container image to start from. */
export interface ImageSpec {
  /** Image reference, e.g. `python:3.12-slim`. */
  uri: string;
  /** Credentials for a private registry (never returned by the server). */
  auth?: { username: string; password: string };
}

/** Operating system and CPU architecture the sandbox must run on. */
export interface PlatformSpec {
  os: "linux" | "windows";
  arch: "amd64" | "arm64";
}

/** Outbound traffic policy; rules are checked in order, the first match wins. */
export interface NetworkPolicy {
  /** @default "deny" */
  defaultAction?: "allow" | "deny";
  egress?: NetworkRule[];
}

export interface NetworkRule {
  action: "allow" | "deny";
  /** Domain (`pypi.org`) or wildcard domain (`*.example.com`). */
  target: string;
}

/** A storage mount: exactly one of `host`, `pvc` and `ossfs`. */
export interface Volume {
  /** Unique within the sandbox; a DNS label. */
  name: string;
  /** Absolute path inside the sandbox. */
  mountPath: string;
  /** @default false */
  readOnly?: boolean;
  /** Relative sub-directory of the backend to mount (for ossfs the bucket prefix). */
  subPath?: string;
  host?: { path: string };
  pvc?: {
    claimName: string;
    /** @default true */
    createIfNotExists?: boolean;
    /** @default false */
    deleteOnSandboxTermination?: boolean;
    storageClass?: string | null;
    storage?: string | null;
    accessModes?: string[] | null;
  };
  ossfs?: {
    bucket: string;
    endpoint: string;
    /** @default "2.0" */
    version?: "1.0" | "2.0";
    options?: string[];
    accessKeyId: string;
    accessKeySecret: string;
  };
}

/** Resource caps in Kubernetes quantity notation, e.g. `{ cpu: "500m", memory: "512Mi" }`. */
export type ResourceLimits = Record<string, string>;

/** What the server knows about a sandbox. */
export interface SandboxInfo {
  id: string;
  /** Same as `status.state`. */
  state: SandboxState;
  status: Status<SandboxState>;
  /** Image it was started from (absent when started from a snapshot, and in create answers). */
  image?: ImageSpec;
  /** Snapshot it was started from. */
  snapshotId?: string;
  platform?: PlatformSpec;
  metadata: Record<string, string>;
  entrypoint: string[];
  /** When the server deletes it; undefined when it has no expiry. */
  expiresAt: Date | undefined;
  createdAt: Date;
}

/** A point-in-time capture of a sandbox's filesystem. */
export interface SnapshotInfo {
  id: string;
  /** Sandbox it was taken from (which may no longer exist). */
  sandboxId: string;
  name?: string;
  /** Same as `status.state`. */
  state: SnapshotState;
  status: Status<SnapshotState>;
  createdAt: Date;
}

/** Where to reach a port of a sandbox. */
export interface Endpoint {
  /** Base URL with scheme, e.g. `http://127.0.0.1:48123` (append the request path). */
  url: string;
  /** Headers to send with every request to `url` (e.g. the execd access token). */
  headers: Record<string, string>;
}

/**
 * Troubleshooting text about a sandbox (`getDiagnosticLogs`, `getDiagnosticEvents`). The text is
 * for people: do not parse its lines.
 */
export interface DiagnosticContent {
  sandboxId: string;
  kind: "logs" | "events";
  /** The scope the text covers, as asked. */
  scope: string;
  /** `inline`: the text is in `content`; `url`: download it from `contentUrl` before `expiresAt`. */
  delivery: "inline" | "url";
  contentType: string;
  content?: string;
  contentUrl?: string;
  /** Size of the text in bytes, when known. */
  contentLength?: number;
  expiresAt?: Date;
  /** Whether the server cut the text to its size limits. */
  truncated: boolean;
  /** Why the text may be incomplete. */
  warnings: string[];
}

/** One page of a listing. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  hasNextPage: boolean;
}
