// opensandbox-conformance (also `osb-conformance`): run the conformance cases against any lifecycle server (`--server`) or
// execd daemon (`--execd`), list them, or report which spec operations they leave untested.
//
// Exit codes: 0 all scenarios pass (or fail only as expected), 1 unexpected failures or stale
// expected-failure entries, 2 usage error or a fault of the suite itself.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Command, CommanderError, InvalidArgumentError } from "commander";
import { CaseLoadError, loadScenarios } from "./cases/load.js";
import { CLIENTS } from "./clients.js";
import { computeCoverage } from "./coverage.js";
import { idFilter } from "./filter.js";
import { APIS, DEFAULT_RESULTS_DIR, defaultCasesDir, resolveSpecFile } from "./paths.js";
import type { Api } from "./paths.js";
import { runServerMode, UsageError } from "./server-mode.js";
import type { Output } from "./server-mode.js";
import { loadSpec } from "./spec.js";

const collect = (value: string, previous: string[]) => [...previous, value];

function positiveNumber(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError("must be a positive number");
  return n;
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError("must be a positive integer");
  return n;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new InvalidArgumentError("must be a TCP port (1-65535)");
  return n;
}

function apiName(value: string): Api {
  if (!(APIS as readonly string[]).includes(value)) throw new InvalidArgumentError(`must be one of ${APIS.join(", ")}`);
  return value as Api;
}

interface RunFlags {
  server?: string;
  execd?: string;
  url?: string;
  apiKey?: string;
  token?: string;
  execdPort: number;
  image: string;
  filter: string[];
  expectedFailures?: string;
  json?: boolean;
  concurrency: number;
  spec?: string;
  cases?: string;
  resultsDir: string;
  basePath?: string;
  stepTimeout: number;
  pollTimeout: number;
  pollInterval: number;
  verbose?: boolean;
  client: string;
  driverCommand?: string;
}

function addRunOptions(command: Command, targets = true): Command {
  if (targets) {
    command
      .option("--server <url>", "base URL of the lifecycle server, e.g. http://127.0.0.1:8080 (the spec's /v1 is added when the URL has no path)")
      .option("--execd <url>", "base URL of an execd daemon, e.g. http://127.0.0.1:44772 (runs the execd cases instead)");
  }
  return command
    .option("--api-key <key>", "API key sent as OPEN-SANDBOX-API-KEY (default: $OPEN_SANDBOX_API_KEY)")
    .option("--token <token>", "execd access token sent as X-EXECD-ACCESS-TOKEN (default: $EXECD_ACCESS_TOKEN)")
    .option("--execd-port <port>", "port the daemon listens on inside the sandbox ({execdPort} in execd cases)", port, 44772)
    .option("--image <image>", "image used for sandboxes ({image} in lifecycle cases)", "busybox:latest")
    .option("--filter <glob>", "run only matching scenario ids (repeatable; * within a segment, ** across)", collect, [])
    .option("--expected-failures <file>", "YAML list of {id, reason} for scenarios known to fail")
    .option("--json", "print the run summary as JSON instead of text")
    .option("--concurrency <n>", "scenarios run in parallel", positiveInteger, 1)
    .option("--spec <file>", "OpenAPI spec (default: specs/sandbox-lifecycle.yml or $OSB_CONFORMANCE_SPEC; with --execd specs/execd-api.yaml or $OSB_CONFORMANCE_EXECD_SPEC)")
    .option("--cases <dir>", "directory of case files (default: cases/lifecycle, with --execd cases/execd)")
    .option("--results-dir <dir>", "where server-<timestamp>/ or execd-<timestamp>/checks.json is written", DEFAULT_RESULTS_DIR)
    .option("--base-path <path>", "API path prefix on the server (default: the spec's servers[0] path)")
    .option("--step-timeout <seconds>", "upper bound for any single request", positiveNumber, 60)
    .option("--poll-timeout <seconds>", "how long a polling step waits unless the case says otherwise", positiveNumber, 90)
    .option("--poll-interval <seconds>", "pause between poll attempts unless the case says otherwise", positiveNumber, 0.5)
    .option("--client <name>", `send the requests through a client SDK: ${CLIENTS.join(", ")} (ts: the suite's own HTTP)`, "ts")
    .option("--driver-command <cmd>", "shell command starting the driver of another SDK (see PROTOCOL.md)")
    .option("--verbose", "log every request to stderr");
}

async function runFromFlags(flags: RunFlags, io: Output, api: Api): Promise<number> {
  let target: string;
  let credential: string | undefined;
  if (api === "execd") {
    target = flags.execd ?? flags.url ?? "";
    if (!target) throw new UsageError("--execd <url> is required");
    credential = flags.token ?? process.env.EXECD_ACCESS_TOKEN;
    if (!credential) throw new UsageError("--token <token> (or $EXECD_ACCESS_TOKEN) is required");
  } else {
    target = flags.server ?? flags.url ?? "";
    if (!target) throw new UsageError("--server <url> is required");
    credential = flags.apiKey ?? process.env.OPEN_SANDBOX_API_KEY;
    if (!credential) throw new UsageError("--api-key <key> (or $OPEN_SANDBOX_API_KEY) is required");
  }
  return runServerMode(
    {
      api,
      server: target,
      apiKey: credential,
      ...(api === "execd" ? { builtins: { execdPort: flags.execdPort } } : { image: flags.image }),
      filter: flags.filter,
      ...(flags.expectedFailures ? { expectedFailures: path.resolve(flags.expectedFailures) } : {}),
      json: flags.json === true,
      concurrency: flags.concurrency,
      specFile: resolveSpecFile(flags.spec, api),
      casesDir: path.resolve(flags.cases ?? defaultCasesDir(api)),
      resultsDir: path.resolve(flags.resultsDir),
      ...(flags.basePath !== undefined ? { basePath: flags.basePath } : {}),
      stepTimeoutSeconds: flags.stepTimeout,
      pollTimeoutSeconds: flags.pollTimeout,
      pollIntervalSeconds: flags.pollInterval,
      verbose: flags.verbose === true,
      client: flags.client,
      ...(flags.driverCommand ? { driverCommand: flags.driverCommand } : {}),
    },
    io,
  );
}

function loadCases(dir: string) {
  try {
    return loadScenarios(path.resolve(dir));
  } catch (error) {
    if (error instanceof CaseLoadError) throw new UsageError(error.message);
    throw error;
  }
}

export function buildProgram(io: Output, setExitCode: (code: number) => void): Command {
  const program = new Command("opensandbox-conformance")
    .description("Conformance suite for OpenSandbox lifecycle servers and execd daemons")
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.replace(/\n$/, "")), writeErr: (s) => io.err(s.replace(/\n$/, "")) });

  addRunOptions(program).action(async (flags: RunFlags) => {
    if (flags.server && flags.execd) throw new UsageError("give either --server (lifecycle API) or --execd (daemon), not both");
    if (!flags.server && !flags.execd) {
      program.outputHelp();
      setExitCode(2);
      return;
    }
    setExitCode(await runFromFlags(flags, io, flags.execd ? "execd" : "lifecycle"));
  });

  addRunOptions(program.command("server").description("run the lifecycle cases against a server (the default when --server is given)"), false)
    .option("--server <url>", "base URL of the lifecycle server")
    .option("--url <url>", "same as --server")
    .action(async (flags: RunFlags) => setExitCode(await runFromFlags(flags, io, "lifecycle")));

  addRunOptions(program.command("execd").description("run the execd cases against a daemon (the default when --execd is given)"), false)
    .option("--execd <url>", "base URL of the daemon")
    .option("--url <url>", "same as --execd")
    .action(async (flags: RunFlags) => setExitCode(await runFromFlags(flags, io, "execd")));

  program
    .command("list")
    .description("print the scenario ids")
    .option("--filter <glob>", "only matching scenario ids (repeatable)", collect, [])
    .option("--api <api>", `which API's cases: ${APIS.join(" or ")}`, apiName, "lifecycle" as Api)
    .option("--cases <dir>", "directory of case files (default: cases/<api>)")
    .option("--json", "print JSON (id, title, operationIds, file)")
    .action((flags: { filter: string[]; api: Api; cases?: string; json?: boolean }) => {
      const selects = idFilter(flags.filter);
      const scenarios = loadCases(flags.cases ?? defaultCasesDir(flags.api)).filter((s) => selects(s.id));
      if (flags.json) io.out(JSON.stringify(scenarios.map((s) => ({ id: s.id, title: s.title, operationIds: s.operationIds, file: s.file })), null, 2));
      else for (const s of scenarios) io.out(s.id);
      setExitCode(0);
    });

  program
    .command("coverage")
    .description("list the spec operations that no case exercises")
    .option("--api <api>", `which API: ${APIS.join(" or ")}`, apiName, "lifecycle" as Api)
    .option("--spec <file>", "OpenAPI spec (default: the API's spec under specs/)")
    .option("--cases <dir>", "directory of case files (default: cases/<api>)")
    .option("--json", "print JSON")
    .option("--fail-on-uncovered", "exit 1 when an operation is not covered")
    .action((flags: { api: Api; spec?: string; cases?: string; json?: boolean; failOnUncovered?: boolean }) => {
      let spec;
      try {
        spec = loadSpec(resolveSpecFile(flags.spec, flags.api));
      } catch (error) {
        throw new UsageError(`cannot load the spec: ${(error as Error).message}`);
      }
      const report = computeCoverage(spec, loadCases(flags.cases ?? defaultCasesDir(flags.api)));
      if (flags.json) {
        io.out(JSON.stringify(report, null, 2));
      } else {
        io.out(`Covered: ${report.covered.length} of ${report.covered.length + report.uncovered.length} operations in ${spec.fileName}`);
        if (report.uncovered.length === 0) io.out("Every operation is exercised by at least one scenario.");
        else io.out("Not exercised by any scenario:");
        for (const op of report.uncovered) io.out(`  ${op.key.padEnd(28)} ${op.method} ${op.path}${op.extension ? "  (extension)" : ""}`);
        for (const u of report.unknown) io.out(`Unknown operationId ${u.operationId} in ${u.scenarioId}`);
      }
      setExitCode(report.unknown.length > 0 ? 2 : flags.failOnUncovered && report.uncovered.length > 0 ? 1 : 0);
    });

  return program;
}

const processOutput: Output = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

/** Runs the CLI with user arguments (no `node script` prefix); resolves to the exit code. */
export async function main(argv: string[], io: Output = processOutput): Promise<number> {
  let exitCode = 0;
  const program = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help" ? 0 : 2;
    }
    if (error instanceof UsageError) {
      io.err(`opensandbox-conformance: ${error.message}`);
      return 2;
    }
    io.err(`opensandbox-conformance: internal error: ${(error as Error).stack ?? String(error)}`);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
