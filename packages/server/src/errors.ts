// Every error code the lifecycle server returns, with its HTTP status. A code without a status
// does not compile; docs/ERRORS.md lists them and a test keeps the two in step.
import { CodedError } from "@opensandbox/http-kit";

export const ERROR_STATUS = {
  INVALID_PARAMETER: 400,
  INVALID_JSON: 400,
  REQUEST_BODY_TOO_LARGE: 400,
  UNSUPPORTED_MEDIA_TYPE: 400,
  INVALID_METADATA_FORMAT: 400,
  HOST_PATH_NOT_ALLOWED: 400,
  NOT_SUPPORTED: 400,
  TIMEOUT_TOO_LONG: 400,
  MISSING_API_KEY: 401,
  INVALID_API_KEY: 401,
  SIGNED_ROUTE_EXPIRED: 401,
  SIGNED_ROUTE_INVALID: 401,
  MISSING_EGRESS_AUTH: 401,
  INVALID_EGRESS_AUTH: 401,
  SANDBOX_NOT_FOUND: 404,
  SNAPSHOT_NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  EGRESS_NOT_ENABLED: 404,
  VAULT_NOT_FOUND: 404,
  SANDBOX_NOT_RUNNING: 409,
  SANDBOX_NOT_PAUSED: 409,
  SANDBOX_NO_EXPIRATION: 409,
  SANDBOX_BUSY: 409,
  SNAPSHOT_NOT_READY: 409,
  SNAPSHOT_IN_USE: 409,
  VAULT_CONFLICT: 409,
  CREDENTIAL_PROXY_NOT_ENABLED: 412,
  SANDBOX_CONNECTION_LIMIT: 429,
  SANDBOX_LIMIT_REACHED: 429,
  SANDBOX_PORT_UNREACHABLE: 502,
  SANDBOX_PORT_TIMEOUT: 504,
  INTERNAL_ERROR: 500,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 409 | 412 | 429 | 500 | 502 | 504>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error with a stable code, answered as `{code, message}` with the code's status. */
export class ApiError extends CodedError<ErrorCode> {
  constructor(code: ErrorCode, message: string) {
    super(code, ERROR_STATUS[code], message);
    this.name = "ApiError";
  }
}

export const notFound = (id: string) => new ApiError("SANDBOX_NOT_FOUND", `sandbox ${id} not found`);
export const invalid = (message: string) => new ApiError("INVALID_PARAMETER", message);

/**
 * A sandbox's state for messages: `Failed (CONTAINER_EXITED_ERROR: exit code 1)`, so that the
 * reason travels with every refusal that names the state.
 */
export function describeStatus(status: { state: string; reason?: string | undefined; message?: string | undefined }): string {
  const { state, reason, message } = status;
  if (reason && message) return `${state} (${reason}: ${message})`;
  if (reason || message) return `${state} (${reason ?? message})`;
  return state;
}

/** What to do about a sandbox that is not Running, by its state. */
export function notRunningHint(state: string): string {
  switch (state) {
    case "Paused":
    case "Pausing":
      return "resume it to reach its ports";
    case "Failed":
    case "Terminated":
      return "it will not run again";
    case "Stopping":
      return "it is being removed";
    default:
      return "its ports are reachable once it is Running";
  }
}
