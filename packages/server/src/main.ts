// opensandbox-server: `init-config PATH --example docker` writes a commented config;
// `[--config PATH]` serves the lifecycle API. The only module that listens or exits.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Command, InvalidArgumentError } from "commander";
import { buildApp, createLogger } from "./app.ts";
import { ConfigError, DEFAULT_CONFIG_PATH, expandHome, loadConfig, pidBudgetWarning } from "./config/config.ts";
import { EXAMPLES, exampleConfig, type ExampleName } from "./config/example.ts";
import { DEFAULT_ISOLATED_NETWORK, DockerRuntime } from "./runtime/docker.ts";
import { IsolationError, bridgeOf, engineId, ensureNetwork, installRules, removeIsolation, rulesFor, tableOf } from "./runtime/docker-isolation.ts";
import { SecretKey, SecretKeyError } from "./secrets/secret-key.ts";

const program = new Command("opensandbox-server")
  .description("OpenSandbox lifecycle server: sandboxes for AI agents on Docker")
  .option("--config <path>", `config file (default: $SANDBOX_CONFIG_PATH, else ${DEFAULT_CONFIG_PATH})`)
  .action(async (opts: { config?: string }) => serve(opts.config));

program
  .command("init-config")
  .description("write a commented example config file")
  .argument("[path]", "where to write it", DEFAULT_CONFIG_PATH)
  .option("--example <name>", `which example (${EXAMPLES.join(", ")})`, (v: string) => {
    if (!(EXAMPLES as readonly string[]).includes(v)) throw new InvalidArgumentError(`expected one of ${EXAMPLES.join(", ")}`);
    return v;
  }, "docker")
  .option("--force", "overwrite an existing file")
  .action((target: string, opts: { example: ExampleName; force?: boolean }) => {
    const file = expandHome(target);
    if (existsSync(file) && !opts.force) {
      console.error(`${file} already exists; pass --force to overwrite it`);
      process.exit(1);
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, exampleConfig(opts.example), { mode: 0o600 });
    console.log(`wrote ${file} (example "${opts.example}"; it holds a freshly generated API key)`);
  });

program
  .command("isolation")
  .description("install, show or remove the isolated sandbox network and its nftables rules (root; for [docker] isolation = \"external\")")
  .argument("<action>", "install | rules | remove")
  .option("--config <path>", "config file whose [docker] network_mode, isolation_allow and isolation_deny to use")
  .action(async (action: string, opts: { config?: string }) => {
    const { config } = loadConfig(opts.config ?? program.opts<{ config?: string }>().config);
    const d = config.docker;
    if (d.network_mode === "host" || d.network_mode === "none") {
      console.error(`[docker] network_mode = "${d.network_mode}": isolation does not apply`);
      process.exit(2);
    }
    const network = d.network_mode === "bridge" ? DEFAULT_ISOLATED_NETWORK : d.network_mode;
    // The runtime's own client: the same socket resolution ([docker] socket_path, DOCKER_HOST, default).
    const docker = new DockerRuntime({ docker: d, instance: "isolation-cli", execdRuntimeDir: "/nonexistent" }).docker;
    try {
      const engine = await engineId(docker);
      const settings = { network, engine, allow: d.isolation_allow, deny: d.isolation_deny };
      if (action === "rules") console.log(rulesFor(settings));
      else if (action === "install") {
        await installRules(settings);
        await ensureNetwork(docker, network, engine, { "opensandbox.io/managed-by": "opensandbox-ts" }, true);
        console.log(`network ${network} (bridge ${bridgeOf(network, engine)}) and nftables table inet ${tableOf(network, engine)} are in place`);
      } else if (action === "remove") {
        await removeIsolation(docker, network);
        console.log(`removed network ${network} and table inet ${tableOf(network, engine)}`);
      } else {
        console.error(`unknown action ${action}: install, rules or remove`);
        process.exit(2);
      }
    } catch (err) {
      console.error(`opensandbox-server isolation ${action}: ${(err as Error).message}`);
      process.exit(1);
    }
  });

async function serve(configPath: string | undefined) {
  let loaded;
  try {
    loaded = loadConfig(configPath);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`opensandbox-server: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const { config, warnings, source } = loaded;
  const log = createLogger(config);
  for (const w of warnings) log.warn(w);
  if (!config.server.api_key) log.warn("serving WITHOUT an API key ([server] insecure = true): anyone who can reach this port can run code");
  try {
    const pidWarning = pidBudgetWarning(config, Number(readFileSync("/proc/sys/kernel/pid_max", "utf8")));
    if (pidWarning) log.warn(pidWarning);
  } catch {
    /* not Linux: no pid_max to compare with */
  }
  if (config.storage.allowed_host_paths.length && process.getuid?.() !== 0) {
    log.warn("not running as root: allowed host paths are bound without pinning, so a sandbox that can write into one may race a symlink in (see docs/SECURITY.md)");
  }
  if (config.runtime.type === "docker") {
    const d = config.docker;
    if (d.network_mode === "host") log.warn('[docker] network_mode = "host": sandboxes share the host\'s network; they reach the host, each other and everything the host reaches');
    else if (d.isolation === "off" && d.network_mode !== "none") {
      log.warn('[docker] isolation = "off": sandboxes reach each other\'s ports, the host\'s own services and metadata addresses (docs/SECURITY.md)');
    }
  }
  let app;
  try {
    // The secret key from the environment (a Kubernetes Secret shared by the replicas), else [store] key_file.
    const keyText = process.env.OPENSANDBOX_SECRET_KEY;
    delete process.env.OPENSANDBOX_SECRET_KEY;
    const secrets = keyText ? SecretKey.parse(keyText, "OPENSANDBOX_SECRET_KEY") : undefined;
    app = await buildApp({ config, logger: log, ...(secrets ? { secrets } : {}) });
  } catch (err) {
    if (err instanceof ConfigError || err instanceof SecretKeyError) {
      console.error(`opensandbox-server: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  try {
    await app.start();
  } catch (err) {
    if (err instanceof IsolationError) {
      log.fatal(`cannot isolate sandboxes, not starting: ${err.message}`);
      process.exit(2);
    }
    log.fatal({ err }, `cannot start (runtime "${config.runtime.type}", store "${config.store.type}"): ${(err as Error).message}`);
    process.exit(1);
  }
  await app.http.listen({ host: config.server.host, port: config.server.port, backlog: config.server.backlog });
  log.info({ config: source ?? "(defaults)", address: app.http.server.address() }, "opensandbox-server ready");
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      log.info({ signal }, "shutting down");
      app.close().then(
        () => process.exit(0),
        (err) => {
          log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}

await program.parseAsync();
