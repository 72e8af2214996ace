// How execd starts processes: the image's bash (or sh), the sandbox's environment (handed to
// execd as data, never execd's own), a process group per command so interrupts reach every
// descendant, and osb-init's workload wrapper, which makes them the OOM killer's first choice.
import { accessSync, constants, readFileSync, statSync } from "node:fs";
import { homedir, constants as osConstants } from "node:os";
import path from "node:path";
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

const HIDDEN_ENV = new Set(["EXECD_ACCESS_TOKEN", "EXECD_PORT", "OSB_HOME", "OSB_BOOTSTRAP_FD", "OSB_CLAIM_FD"]);

/** The sandbox's environment as osb-init handed it over; execd's own when run by hand. */
let sandboxEnvironment: Readonly<Record<string, string | undefined>> = process.env;

export function setSandboxEnv(env: Record<string, string>): void {
  sandboxEnvironment = Object.freeze({ ...env });
}

export function sandboxEnv(): Readonly<Record<string, string | undefined>> {
  return sandboxEnvironment;
}

/**
 * osb-init in execd's runtime folder, when execd runs from one (OSB_HOME is set by osb-init): user
 * processes start as `osb-init --workload -- FILE ARGS…`, which raises their OOM score and then
 * executes FILE, so the kernel picks them over execd when the sandbox runs out of memory.
 */
const workloadInit = process.env.OSB_HOME ? path.join(process.env.OSB_HOME, "bin", "osb-init") : undefined;

/** The file and arguments that start `file args…` as a workload process. */
export function asWorkload(file: string, args: readonly string[]): [string, string[]] {
  return workloadInit ? [workloadInit, ["--workload", "--", file, ...args]] : [file, [...args]];
}

/**
 * The env file (upstream's `EXECD_ENVS`): `KEY=VALUE` lines that every new command, session and
 * kernel picks up, re-read each time. The official SDKs' `commands.set_env` appends to the file
 * `$EXECD_ENVS` names (creating its directory). The sandbox may choose the path with
 * `EXECD_ENVS`. Upstream's default, /opt/opensandbox/.env, is inside our read-only runtime mount;
 * ours is in a directory only execd's user can create (not /tmp, where another user of the
 * sandbox could plant variables for root's commands).
 */
export function envFilePath(): string {
  const configured = sandboxEnvironment.EXECD_ENVS;
  if (configured) return configured;
  return process.getuid?.() === 0 ? "/var/lib/opensandbox/.env" : path.join(homedir(), ".opensandbox", ".env");
}

/**
 * Parses the env file: blank lines and `#` comments skipped, an optional `export `, then
 * `KEY=value` (verbatim, surrounding blanks trimmed), `KEY='value'` (literal) or `KEY="value"`
 * (`\\ \" \n \r \t` escapes, `$NAME`/`${NAME}` expanded from what is defined so far). Lines
 * that are not assignments are ignored; the last assignment of a key wins.
 */
export function parseEnvFile(text: string, base: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  const lookup = (name: string) => out[name] ?? base[name] ?? "";
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!m) continue;
    const [, key, rest] = m as unknown as [string, string, string];
    let value: string;
    if (rest.length >= 2 && rest.startsWith("'") && rest.endsWith("'")) value = rest.slice(1, -1);
    else if (rest.length >= 2 && rest.startsWith('"') && rest.endsWith('"')) {
      value = rest
        .slice(1, -1)
        .replace(/\\(.)|\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g, (_m, esc: string | undefined, braced: string | undefined, bare: string | undefined) => {
          if (esc !== undefined) return ({ n: "\n", r: "\r", t: "\t" } as Record<string, string>)[esc] ?? esc;
          return lookup((braced ?? bare)!);
        });
    } else value = rest;
    out[key] = value;
  }
  return out;
}

function envFileEntries(base: NodeJS.ProcessEnv): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(envFilePath(), "utf8");
  } catch {
    return {}; // absent (the usual case) or unreadable
  }
  return parseEnvFile(text, base);
}

/**
 * The environment commands see: the sandbox's, then the env file's entries, then the request's
 * (upstream's order). `EXECD_ENVS` names the env file.
 */
export function commandEnv(extra: Record<string, string> | undefined): NodeJS.ProcessEnv {
  // A request's variables: the kernel cannot pass a NUL in an environment entry (spawn throws).
  for (const [k, v] of Object.entries(extra ?? {})) {
    if (k.includes("\0") || v.includes("\0")) throw new ExecdError("INVALID_REQUEST_BODY", `envs: ${JSON.stringify(k)} must not contain NUL characters in its name or value`);
  }
  const env: NodeJS.ProcessEnv = {};
  // Run by hand, execd serves its own environment: keep its Node options out of user processes.
  const hidden = sandboxEnvironment === process.env ? new Set([...HIDDEN_ENV, "NODE_OPTIONS"]) : HIDDEN_ENV;
  for (const [k, v] of Object.entries(sandboxEnvironment)) if (!hidden.has(k)) env[k] = v;
  env.PATH ??= "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
  env.HOME ??= "/root";
  env.EXECD_ENVS = envFilePath();
  return { ...env, ...envFileEntries(env), ...extra };
}

/**
 * A command's working directory as upstream execd reads it: a leading `~` (alone or before `/`)
 * is the daemon user's home, `$NAME` and `${NAME}` come from the command's environment; an
 * undefined variable is a bad request rather than an empty string.
 */
export function expandCwd(cwd: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (cwd === undefined) return undefined;
  let out = cwd;
  if (out === "~" || out.startsWith("~/")) out = homedir() + out.slice(1);
  return out.replace(/\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g, (_m, braced: string | undefined, bare: string | undefined) => {
    const name = (braced ?? bare)!;
    const value = env[name];
    if (value === undefined) throw new ExecdError("INVALID_REQUEST_BODY", `cwd ${cwd}: variable ${name} is not set`);
    return value;
  });
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
