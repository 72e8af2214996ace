// osb config init | set <key> <value> | get [key] | unset <key> | path
import { Command } from "commander";
import { DEFAULT_DOMAIN, DEFAULT_REQUEST_TIMEOUT_MS } from "@opensandbox/sdk";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import {
  CONFIG_KEYS,
  configFileExists,
  configPath,
  displayValue,
  parseConfigValue,
  readConfigFile,
  requireConfigKey,
  resolveSettings,
  writeConfigFile,
  type ConfigFile,
  type ConfigKey,
} from "../config.ts";
import { connectionFlags, withConnectionOptions } from "../context.ts";
import { CliError } from "../errors.ts";
import { UPSTREAM_CONFIG_KEYS } from "../upstream.ts";
import { cell, formatOf, isStructured, outputOptions, printStructured, println, renderTable } from "../output.ts";

/** What the SDK uses when nothing is configured (shown by `config get` with source "default"). */
const DEFAULTS: Partial<Record<ConfigKey, unknown>> = { domain: DEFAULT_DOMAIN, protocol: "http", request_timeout: DEFAULT_REQUEST_TIMEOUT_MS / 1000, use_server_proxy: false };

export function configCommand(): Command {
  const config = new Command("config").description("show and edit the CLI's settings (file, environment and flags)");
  config.addHelpText(
    "after",
    `
Keys: ${CONFIG_KEYS.join(", ")}
Upstream osb's names work too: ${Object.keys(UPSTREAM_CONFIG_KEYS).join(", ")}; config show = config get.
File: $OSB_CONFIG, else $XDG_CONFIG_HOME/opensandbox/config.json, else ~/.config/opensandbox/config.json
Precedence: flags > environment (OPEN_SANDBOX_DOMAIN, OPEN_SANDBOX_PROTOCOL, OPEN_SANDBOX_API_KEY,
OPEN_SANDBOX_REQUEST_TIMEOUT, OPEN_SANDBOX_USE_SERVER_PROXY) > file > defaults.`,
  );

  withConnectionOptions(
    config
      .command("init")
      .description("create the config file (asks for the values on a terminal unless given as flags)")
      .option("-f, --force", "overwrite an existing file")
      .option("-y, --yes", "do not ask; use the flags and defaults"),
  ).action(async (opts: { force?: boolean; yes?: boolean }, cmd: Command) => {
    const flags = connectionFlags(cmd);
    const target = configPath(process.env, flags.config);
    if (configFileExists(target) && !opts.force) throw new CliError(`${target} already exists (use --force to overwrite it, or osb config set)`);
    const values: ConfigFile = {};
    if (flags.domain !== undefined) values.domain = parseConfigValue("domain", flags.domain);
    if (flags.protocol !== undefined) values.protocol = parseConfigValue("protocol", flags.protocol);
    if (flags.apiKey !== undefined) values.api_key = parseConfigValue("api_key", flags.apiKey);
    if (flags.requestTimeout !== undefined) values.request_timeout = parseConfigValue("request_timeout", flags.requestTimeout);
    if (flags.useServerProxy !== undefined) values.use_server_proxy = flags.useServerProxy;
    const interactive = !opts.yes && process.stdin.isTTY && process.stderr.isTTY && Object.keys(values).length === 0;
    if (interactive) Object.assign(values, await ask());
    if (values.domain === undefined) values.domain = DEFAULTS.domain as string;
    if (values.protocol === undefined) values.protocol = DEFAULTS.protocol as "http";
    writeConfigFile(target, values);
    process.stderr.write(`osb: wrote ${target}\n`);
  });

  withConnectionOptions(
    config
      .command("set")
      .description("set one key in the config file")
      .argument("<key>", CONFIG_KEYS.join(" | "))
      .argument("<value>", "the value (durations like 30s for request_timeout, true/false for use_server_proxy); - reads it from stdin")
      .addHelpText("after", "\nExample (keeps the key out of the shell history):\n  printenv MY_KEY | osb config set api_key -"),
    true,
  ).action(async (key: string, value: string, _opts: unknown, cmd: Command) => {
    const k = requireConfigKey(key);
    const text = value === "-" ? (await readStdin()).replace(/\r?\n$/, "") : value;
    const file = configPath(process.env, connectionFlags(cmd).config);
    const current = readConfigFile(file);
    writeConfigFile(file, { ...current, [k]: parseConfigValue(k, text) });
  });

  withConnectionOptions(
    config
      .command("unset")
      .description("remove one key from the config file")
      .argument("<key>", CONFIG_KEYS.join(" | ")),
    true,
  ).action((key: string, _opts: unknown, cmd: Command) => {
    const k = requireConfigKey(key);
    const file = configPath(process.env, connectionFlags(cmd).config);
    const current = readConfigFile(file);
    delete current[k];
    writeConfigFile(file, current);
  });

  const get = config
    .command("get")
    .description("show the effective settings and where each comes from, or one value")
    .argument("[key]", CONFIG_KEYS.join(" | "))
    .option("--show-secrets", "print the API key instead of a masked form");
  // Without a key the default is a table; with a key, the bare value.
  for (const o of outputOptions()) get.addOption(o);
  withConnectionOptions(get).action((key: string | undefined, opts: { showSecrets?: boolean; output?: string; json?: boolean }, cmd: Command) => {
    const { file, settings } = resolveSettings(connectionFlags(cmd));
    const row = (k: ConfigKey) => {
      const s = settings[k];
      const value = s.value ?? DEFAULTS[k];
      return { key: k, value: displayValue(k, value, !!opts.showSecrets), source: s.value === undefined ? (value === undefined ? "unset" : "default") : s.source };
    };
    if (key !== undefined) {
      const r = row(requireConfigKey(key));
      const format = opts.output || opts.json ? formatOf(opts) : "raw";
      if (isStructured(format)) printStructured(format, r.value ?? null);
      else if (format === "raw") println(r.value === undefined ? "" : String(r.value));
      else println(renderTable(["KEY", "VALUE", "SOURCE"], [[r.key, cell(r.value), r.source]]));
      return;
    }
    const rows = CONFIG_KEYS.map(row);
    const format = opts.output || opts.json ? formatOf(opts) : "table";
    if (isStructured(format)) printStructured(format, Object.fromEntries(rows.map((r) => [r.key, r.value ?? null])));
    else if (format === "raw") for (const r of rows) println(`${r.key}=${r.value ?? ""}`);
    else {
      println(renderTable(["KEY", "VALUE", "SOURCE"], rows.map((r) => [r.key, cell(r.value), r.source])));
      println(`\nconfig file: ${file}${configFileExists(file) ? "" : " (does not exist)"}`);
    }
  });

  withConnectionOptions(config.command("path").description("print the config file's path"), true).action((_opts: unknown, cmd: Command) => {
    println(configPath(process.env, connectionFlags(cmd).config));
  });

  return config;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function ask(): Promise<ConfigFile> {
  // Output goes through a stream that can be muted, so that the API key is not echoed.
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const out: ConfigFile = {};
    const domain = (await rl.question(`Server (host[:port]) [${DEFAULTS.domain}]: `)).trim();
    if (domain) out.domain = parseConfigValue("domain", domain);
    const protocol = (await rl.question(`Protocol (http/https) [${DEFAULTS.protocol}]: `)).trim();
    if (protocol) out.protocol = parseConfigValue("protocol", protocol);
    process.stderr.write("API key (empty for none): ");
    muted = true;
    const key = (await rl.question("")).trim();
    muted = false;
    process.stderr.write("\n");
    if (key) out.api_key = key;
    return out;
  } finally {
    rl.close();
  }
}
