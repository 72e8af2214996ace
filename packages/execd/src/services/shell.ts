// How execd starts processes: the image's bash (or sh), the sandbox's environment without the
// execd token, and a process group per command so interrupts reach every descendant.
import { accessSync, constants, statSync } from "node:fs";
import { constants as osConstants } from "node:os";
import { ExecdError } from "../errors.ts";

let shellCache: string | undefined;

/** bash when the image has it, else sh (busybox, Alpine). */
export function shell(): string {
  if (shellCache) return shellCache;
  for (const candidate of ["/bin/bash", "/usr/bin/bash", "/bin/sh", "/usr/bin/sh"]) {
    try {
      accessSync(candidate, constants.X_OK);
      return (shellCache = candidate);
    } catch {
      /* try the next */
    }
  }
  throw new ExecdError("NOT_SUPPORTED", "this sandbox has no shell (/bin/bash or /bin/sh)");
}

const HIDDEN_ENV = new Set(["EXECD_ACCESS_TOKEN", "EXECD_PORT", "OSB_HOME", "NODE_OPTIONS"]);

/** The environment commands see: execd's own, minus its secrets, plus the request's. */
export function commandEnv(extra: Record<string, string> | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!HIDDEN_ENV.has(k)) env[k] = v;
  env.PATH ??= "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
  env.HOME ??= "/root";
  return { ...env, ...extra };
}

export function checkCwd(cwd: string | undefined): string | undefined {
  if (cwd === undefined) return undefined;
  let isDir = false;
  try {
    isDir = statSync(cwd).isDirectory();
  } catch {
    throw new ExecdError("FILE_NOT_FOUND", `cwd ${cwd} does not exist`);
  }
  if (!isDir) throw new ExecdError("INVALID_FILE", `cwd ${cwd} is not a directory`);
  return cwd;
}

/** Signals a whole process group; a group that is already gone is fine. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** Exit status as a shell reports it: the code, or 128 + signal number. */
export function exitStatus(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return 128 + (signal ? (osConstants.signals[signal] ?? 9) : 0);
}
