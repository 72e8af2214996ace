// Every error code execd answers with, and its HTTP status (see ErrorResponse.code in
// specs/execd-api.yaml). A code without a status does not compile.
import { CodedError } from "@opensandbox/http-kit";

export const ERROR_STATUS = {
  INVALID_REQUEST_BODY: 400,
  MISSING_QUERY: 400,
  INVALID_PARAMETER: 400,
  INVALID_FILE: 400,
  INVALID_FILE_CONTENT: 400,
  INVALID_FILE_METADATA: 400,
  NOT_SUPPORTED: 400,
  UNAUTHORIZED: 401,
  FILE_NOT_FOUND: 404,
  CONTEXT_NOT_FOUND: 404,
  COMMAND_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  PTY_NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  RUNTIME_ERROR: 500,
  UNKNOWN: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ExecdError extends CodedError<ErrorCode> {
  constructor(code: ErrorCode, message: string) {
    super(code, ERROR_STATUS[code], message);
    this.name = "ExecdError";
  }
}
