// The one error type both apps throw: a stable code, the HTTP status it maps to, and a message
// for people. Each app subclasses it with its own code table (server: ApiError, execd:
// ExecdError); the error handler answers any of them as `{code, message}`.
export class CodedError<C extends string = string> extends Error {
  readonly code: C;
  readonly status: number;
  constructor(code: C, status: number, message: string) {
    super(message);
    this.name = "CodedError";
    this.code = code;
    this.status = status;
  }
}
