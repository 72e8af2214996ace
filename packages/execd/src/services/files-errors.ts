// Filesystem failures → the spec's error codes. Every errno maps to a documented code, so a
// path problem never surfaces as a bare 500 UNKNOWN:
//   ENOENT                                   → FILE_NOT_FOUND (404)
//   ENOTDIR EISDIR ELOOP ENAMETOOLONG EEXIST
//   ENOTEMPTY EINVAL, NUL byte in a path      → INVALID_FILE (400)
//   EACCES EPERM EROFS                       → INVALID_FILE (400): the path is not usable by the
//                                              caller (an identity's permissions, a read-only mount)
//   anything else with an errno (ENOSPC, EXDEV, EIO, ...)
//                                            → RUNTIME_ERROR (500) with the errno text
import util from "node:util";
import { ExecdError, type ErrorCode } from "../errors.ts";

const INVALID: Record<string, string> = {
  ENOTDIR: "a path component is not a directory",
  EISDIR: "is a directory",
  ELOOP: "too many levels of symbolic links",
  ENAMETOOLONG: "file name too long",
  EEXIST: "file exists",
  ENOTEMPTY: "directory not empty",
  EINVAL: "invalid argument",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "read-only file system",
};

type SysError = Error & { code?: string; errno?: number; syscall?: string };

function errnoText(err: SysError): string {
  if (typeof err.errno === "number") {
    try {
      return util.getSystemErrorMessage(err.errno);
    } catch {
      /* fall through */
    }
  }
  const m = /^[A-Z0-9_]+: ([^,]+)/.exec(err.message);
  return m?.[1] ?? err.message;
}

/** The ExecdError for a failed filesystem call on `path` (or the error itself if not a filesystem error). */
export function fsError(err: unknown, path: string, what?: string): Error {
  if (err instanceof ExecdError) return err;
  const e = err as SysError;
  const code = typeof e?.code === "string" ? e.code : undefined;
  const subject = what ? `${what} ${JSON.stringify(path)}` : JSON.stringify(path);
  if (code === "ENOENT") return new ExecdError("FILE_NOT_FOUND", `no such file or directory: ${subject}`);
  if (code === "ERR_INVALID_ARG_VALUE" || code === "ERR_INVALID_ARG_TYPE") {
    const why = /null bytes/.test(e.message) ? "a path cannot contain NUL bytes" : e.message;
    return new ExecdError("INVALID_FILE", `invalid path ${subject}: ${why}`);
  }
  if (code && INVALID[code]) return new ExecdError("INVALID_FILE", `${INVALID[code]}: ${subject} (${code})`);
  if (code && /^E[A-Z0-9]+$/.test(code)) {
    const op = e.syscall ? `${e.syscall} ` : "";
    return new ExecdError("RUNTIME_ERROR", `${op}${subject}: ${errnoText(e)} (${code})`);
  }
  return e instanceof Error ? e : new Error(String(err));
}

/** Runs a filesystem call and converts its failure with fsError. */
export async function fsCall<T>(path: string, fn: () => Promise<T>, what?: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw fsError(err, path, what);
  }
}

export const errorCode = (err: unknown): string | undefined => (err as SysError | undefined)?.code;

export const fail = (code: ErrorCode, message: string): never => {
  throw new ExecdError(code, message);
};
