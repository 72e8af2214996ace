// The CLI's settings: a JSON file (validated with zod), overridden by OPEN_SANDBOX_* environment
// variables, overridden by command-line flags.
//
//   file   $OSB_CONFIG, else $XDG_CONFIG_HOME/opensandbox/config.json, else
//          ~/.config/opensandbox/config.json; written with mode 0600 (it holds the API key)
//   env    OPEN_SANDBOX_DOMAIN, OPEN_SANDBOX_PROTOCOL, OPEN_SANDBOX_API_KEY,
//          OPEN_SANDBOX_REQUEST_TIMEOUT (seconds or a duration), OPEN_SANDBOX_USE_SERVER_PROXY
//   flags  --domain, --protocol, --api-key, --request-timeout, --use-server-proxy
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { CliError, UsageError } from "./errors.ts";
import { parseBoolean, parseDurationMs } from "./parse.ts";

export const ConfigFileSchema = z
  .object({
    /** Lifecycle server, `host[:port][/path]` (a scheme, if given, overrides `protocol`). */
    domain: z.string().min(1).optional(),
    protocol: z.enum(["http", "https"]).optional(),
    api_key: z.string().min(1).optional(),
    /** Seconds one HTTP call may take; 0 disables the limit. */
    request_timeout: z.number().nonnegative().optional(),
    /** Reach execd through the server's proxy route instead of the sandbox's published port. */
    use_server_proxy: z.boolean().optional(),
    /** Image used by `osb sandbox create` when `--image` is not given. */
    default_image: z.string().min(1).optional(),
  })
  .strict();

export type ConfigFile = z.infer<typeof ConfigFileSchema>;
export type ConfigKey = keyof ConfigFile;
export const CONFIG_KEYS = Object.keys(ConfigFileSchema.shape) as ConfigKey[];
export const SECRET_KEYS: ReadonlySet<ConfigKey> = new Set(["api_key"]);

const ENV_NAMES: Partial<Record<ConfigKey, string>> = {
  domain: "OPEN_SANDBOX_DOMAIN",
  protocol: "OPEN_SANDBOX_PROTOCOL",
  api_key: "OPEN_SANDBOX_API_KEY",
  request_timeout: "OPEN_SANDBOX_REQUEST_TIMEOUT",
  use_server_proxy: "OPEN_SANDBOX_USE_SERVER_PROXY",
};

export type Source = "flag" | "env" | "file" | "default";

export interface Setting<T> {
  value: T | undefined;
  source: Source;
}

export type Settings = { [K in ConfigKey]-?: Setting<NonNullable<ConfigFile[K]>> };

/** Flags that override the file and the environment (all optional). */
export interface ConnectionFlags {
  domain?: string | undefined;
  protocol?: string | undefined;
  apiKey?: string | undefined;
  requestTimeout?: string | undefined;
  useServerProxy?: boolean | undefined;
  config?: string | undefined;
}

export function configPath(env: NodeJS.ProcessEnv = process.env, flagPath?: string): string {
  if (flagPath) return path.resolve(flagPath);
  if (env.OSB_CONFIG) return path.resolve(env.OSB_CONFIG);
  const base = env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : path.join(env.HOME || homedir(), ".config");
  return path.join(base, "opensandbox", "config.json");
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const where = i.path.length ? i.path.join(".") : "file";
      if (i.code === "unrecognized_keys") return `unknown key${i.keys.length > 1 ? "s" : ""} ${i.keys.join(", ")} (known: ${CONFIG_KEYS.join(", ")})`;
      return `${where}: ${i.message}`;
    })
    .join("; ");
}

/** Reads and validates the file; a missing file is an empty config. */
export function readConfigFile(file: string): ConfigFile {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new CliError(`cannot read config file ${file}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliError(`config file ${file} is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = ConfigFileSchema.safeParse(json);
  if (!parsed.success) throw new CliError(`config file ${file} is invalid: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** Writes the file atomically with mode 0600 (its folder 0700 when created). */
export function writeConfigFile(file: string, config: ConfigFile): void {
  const checked = ConfigFileSchema.parse(config);
  const ordered = Object.fromEntries(CONFIG_KEYS.filter((k) => checked[k] !== undefined).map((k) => [k, checked[k]]));
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, `${JSON.stringify(ordered, null, 2)}\n`, { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new CliError(`cannot write config file ${file}: ${(e as Error).message}`);
  }
}

/** Parses a value given as text (`config set`, env variables, flags) into its typed form. */
export function parseConfigValue<K extends ConfigKey>(key: K, text: string): NonNullable<ConfigFile[K]> {
  let value: unknown;
  switch (key) {
    case "request_timeout":
      value = (parseDurationMs(text, { what: "request_timeout" }) ?? 0) / 1000;
      break;
    case "use_server_proxy":
      value = parseBoolean(text, "use_server_proxy");
      break;
    case "protocol":
      value = text.toLowerCase();
      break;
    default:
      value = text;
  }
  const field = ConfigFileSchema.shape[key];
  const parsed = field.safeParse(value);
  if (!parsed.success || parsed.data === undefined) {
    const msg = parsed.success ? "a value is required" : parsed.error.issues.map((i) => i.message).join("; ");
    throw new UsageError(`invalid value for ${key} "${text}": ${msg}`);
  }
  return parsed.data as NonNullable<ConfigFile[K]>;
}

export function isConfigKey(key: string): key is ConfigKey {
  return (CONFIG_KEYS as string[]).includes(key);
}

export function requireConfigKey(key: string): ConfigKey {
  const k = key.replace(/-/g, "_");
  if (!isConfigKey(k)) throw new UsageError(`unknown config key "${key}" (known: ${CONFIG_KEYS.join(", ")})`);
  return k;
}

/** File, then environment, then flags: each later one wins. */
export function resolveSettings(flags: ConnectionFlags = {}, env: NodeJS.ProcessEnv = process.env): { file: string; settings: Settings } {
  const file = configPath(env, flags.config);
  const fromFile = readConfigFile(file);
  const settings = {} as Record<ConfigKey, Setting<unknown>>;
  for (const key of CONFIG_KEYS) {
    let s: Setting<unknown> = { value: fromFile[key], source: fromFile[key] === undefined ? "default" : "file" };
    const envName = ENV_NAMES[key];
    const envText = envName ? env[envName] : undefined;
    if (envName && envText !== undefined && envText !== "") {
      try {
        s = { value: parseConfigValue(key, envText), source: "env" };
      } catch (e) {
        throw new UsageError(`environment variable ${envName}: ${(e as Error).message}`);
      }
    }
    settings[key] = s;
  }
  const flagText: Partial<Record<ConfigKey, string | undefined>> = {
    domain: flags.domain,
    protocol: flags.protocol,
    api_key: flags.apiKey,
    request_timeout: flags.requestTimeout,
  };
  for (const [key, text] of Object.entries(flagText) as [ConfigKey, string | undefined][]) {
    if (text !== undefined) settings[key] = { value: parseConfigValue(key, text), source: "flag" };
  }
  if (flags.useServerProxy !== undefined) settings.use_server_proxy = { value: flags.useServerProxy, source: "flag" };
  return { file, settings: settings as Settings };
}

/** `abcd…wxyz` for long secrets, stars for short ones. */
export function maskSecret(value: string): string {
  if (value.length >= 16) return `${value.slice(0, 4)}…${value.slice(-4)}`;
  return "*".repeat(Math.max(8, Math.min(value.length, 12)));
}

export function displayValue(key: ConfigKey, value: unknown, showSecrets: boolean): string | number | boolean | undefined {
  if (value === undefined) return undefined;
  if (SECRET_KEYS.has(key) && !showSecrets) return maskSecret(String(value));
  return value as string | number | boolean;
}

export function configFileExists(file: string): boolean {
  return existsSync(file);
}
