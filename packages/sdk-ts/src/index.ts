// @opensandbox/sdk — the only public entry point. Everything a user (or the osb CLI, or the
// code interpreter) may rely on is exported here, deliberately; the generated wire clients
// under ./generated stay internal.

export { Sandbox, DEFAULT_ENTRYPOINT, DEFAULT_READY_TIMEOUT_MS, DEFAULT_RESOURCE, DEFAULT_TIMEOUT_SECONDS, DEFAULT_URL_EXPIRES_IN_SECONDS } from "./sandbox.ts";
export type { EndpointOptions, SandboxConnectOptions, SandboxCreateOptions, SandboxMetrics, UrlOptions, WaitingCallOptions } from "./sandbox.ts";

export { SandboxManager } from "./manager.ts";
export type { ListSandboxesQuery, ListSnapshotsQuery } from "./manager.ts";

export { ConnectionConfig, DEFAULT_DOMAIN, DEFAULT_MAX_RETRIES, DEFAULT_REQUEST_TIMEOUT_MS } from "./config.ts";
export type { CallOptions, ConnectionOptions } from "./config.ts";
export type { Logger } from "./internal/log.ts";

export { Commands, CommandHandle } from "./commands.ts";
export type { CommandLogs, CommandOutcome, CommandResult, CommandStatus, ExecutionError, ListCommandsOptions, OutputHandlers, RunOptions, WaitOptions } from "./commands.ts";

export { Sessions } from "./sessions.ts";
export type { CreateSessionOptions, Session, SessionRunOptions } from "./sessions.ts";

export { Files } from "./files.ts";
export type { ByteRange, FileData, FileEntry, FileType, FileWatchEvent, ListOptions, Permissions, ReadOptions, WatchHandle, WatchOptions, WriteEntry } from "./files.ts";

export { Pty } from "./pty.ts";
export type { AttachOptions, CreatePtyOptions, PtyCloseInfo, PtyConnection, PtyInfo, WebSocketConstructor, WebSocketLike } from "./pty.ts";

export { Egress, EGRESS_PORT } from "./egress.ts";
export { CredentialVault } from "./credential-vault.ts";
export type { CredentialBinding, CredentialBindingMetadata, CredentialMetadata, CredentialVaultCreate, CredentialVaultPatch, CredentialVaultState } from "./credential-vault.ts";
export type { EgressPolicy, EgressPolicyStatus } from "./egress.ts";
export { ExecdApi } from "./execd.ts";
export type { ExecdRequestOptions, ExecdStreamOptions, ExecutionResult, QueryValue } from "./execd.ts";

export { EventStreamParser, parseEventStream, readEventStream } from "./streams.ts";
export type { KnownStreamEventType, StreamEvent } from "./streams.ts";

export type {
  DiagnosticContent,
  Endpoint,
  ImageSpec,
  KnownSandboxState,
  KnownSnapshotState,
  NetworkPolicy,
  NetworkRule,
  Page,
  PlatformSpec,
  ResourceLimits,
  SandboxInfo,
  SandboxState,
  SnapshotInfo,
  SnapshotState,
  Status,
  Volume,
} from "./models.ts";

export {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  SandboxError,
  SandboxFailedError,
  SandboxNotFoundError,
  SandboxNotRunningError,
  SandboxPausedError,
  SandboxReadyTimeoutError,
  TimeoutError,
  TimeoutTooLongError,
  errorClassForStatus,
} from "./errors.ts";
export type { SandboxErrorDetails, SandboxStateDetails } from "./errors.ts";
