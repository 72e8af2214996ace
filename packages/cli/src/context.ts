// What every command that talks to a server needs: the connection flags (accepted both before
// the subcommand, `osb --domain h sandbox list`, and after it, `osb sandbox list --domain h`),
// the settings they resolve to, and Ctrl-C handling.
import { Command, Option } from "commander";
import type { ConnectionOptions } from "@opensandbox/sdk";
import { resolveSettings, type ConnectionFlags, type Settings } from "./config.ts";
import { UsageError } from "./errors.ts";
import { outputOptions, type OutputFormat } from "./output.ts";

const GROUP = "Connection options:";

/** Adds --domain, --api-key, --protocol, --request-timeout, --use-server-proxy, --config, --debug. */
export function withConnectionOptions(cmd: Command, hidden = false): Command {
  const opts = [
    new Option("--domain <host[:port]>", "lifecycle server (env OPEN_SANDBOX_DOMAIN, config domain)"),
    new Option("--api-key <key>", "API key (env OPEN_SANDBOX_API_KEY, config api_key)"),
    new Option("--protocol <protocol>", "http or https (env OPEN_SANDBOX_PROTOCOL, config protocol)").choices(["http", "https"]),
    new Option("--request-timeout <duration>", "limit for one HTTP call, e.g. 30s; 0 for none (config request_timeout)"),
    new Option("--use-server-proxy", "reach the sandbox through the server's proxy route (config use_server_proxy)"),
    new Option("--config <file>", "config file (env OSB_CONFIG)"),
    new Option("--debug", "log every HTTP exchange on stderr (env OPEN_SANDBOX_DEBUG)"),
  ];
  for (const o of opts) {
    if (hidden) o.hideHelp();
    cmd.addOption(o.helpGroup(GROUP));
  }
  return cmd;
}

/** A subcommand with the connection options, and the output options when it prints a result. */
export function leaf(parent: Command, name: string, description: string, defaultFormat?: OutputFormat): Command {
  const c = parent.command(name).description(description);
  if (defaultFormat) for (const o of outputOptions(defaultFormat)) c.addOption(o);
  return withConnectionOptions(c);
}

type RawFlags = ConnectionFlags & { debug?: boolean };

/** Connection flags of `cmd` and its ancestors; the flag closest to the command wins. */
export function connectionFlags(cmd: Command): RawFlags {
  const out: Record<string, unknown> = {};
  const chain: Command[] = [];
  for (let c: Command | null = cmd; c; c = c.parent) chain.push(c);
  for (const c of chain.reverse()) {
    const o = c.opts() as Record<string, unknown>;
    for (const k of ["domain", "apiKey", "protocol", "requestTimeout", "useServerProxy", "config", "debug"]) {
      if (o[k] !== undefined) out[k] = o[k];
    }
  }
  return out as RawFlags;
}

export function settingsFor(cmd: Command): { file: string; settings: Settings } {
  return resolveSettings(connectionFlags(cmd));
}

/** SDK connection options from flags, environment and config file. */
export function connectionFor(cmd: Command): ConnectionOptions {
  const flags = connectionFlags(cmd);
  const { settings: s } = resolveSettings(flags);
  const opts: ConnectionOptions = {};
  if (s.domain.value !== undefined) opts.domain = s.domain.value;
  if (s.protocol.value !== undefined) opts.protocol = s.protocol.value;
  if (s.api_key.value !== undefined) opts.apiKey = s.api_key.value;
  if (s.request_timeout.value !== undefined) opts.requestTimeoutMs = Math.round(s.request_timeout.value * 1000);
  if (s.use_server_proxy.value !== undefined) opts.useServerProxy = s.use_server_proxy.value;
  if (flags.debug) opts.debug = { debug: (message: string, context?: unknown) => process.stderr.write(`osb: debug: ${message}${context ? ` ${JSON.stringify(context)}` : ""}\n`) };
  return opts;
}

export function defaultImage(cmd: Command): string | undefined {
  return settingsFor(cmd).settings.default_image.value;
}

/**
 * An AbortSignal that fires on the first Ctrl-C (SIGINT) or SIGTERM. `onInterrupt` runs on the
 * first one instead of aborting when given and returning true (e.g. to interrupt a remote
 * command and keep streaming its last output); a second Ctrl-C always aborts.
 */
export function interruptible(onInterrupt?: () => boolean): { signal: AbortSignal; interrupted: () => boolean; dispose: () => void } {
  const controller = new AbortController();
  let count = 0;
  const handler = () => {
    count++;
    if (count === 1 && onInterrupt?.()) return;
    controller.abort(Object.assign(new Error("interrupted"), { name: "AbortError" }));
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  return {
    signal: controller.signal,
    interrupted: () => count > 0,
    dispose() {
      process.off("SIGINT", handler);
      process.off("SIGTERM", handler);
    },
  };
}

export function requireArg(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`missing ${what}`);
  return value;
}
