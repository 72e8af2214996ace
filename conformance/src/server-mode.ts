// Runs the cases against a live implementation over HTTP: the lifecycle cases against a server
// (`--server`), the execd cases against a daemon (`--execd`).
import { randomBytes } from "node:crypto";
import { BaselineError, evaluateBaseline, loadExpectedFailures } from "./baseline.js";
import type { ExpectedFailure } from "./baseline.js";
import { CaseLoadError, loadScenarios } from "./cases/load.js";
import { computeCoverage } from "./coverage.js";
import { idFilter } from "./filter.js";
import type { Api } from "./paths.js";
import { buildReport, firstProblem, formatScenario, formatSummary, writeResults } from "./report.js";
import { driverCommand } from "./clients.js";
import { HttpDriver, TransportError } from "./runner/driver.js";
import type { Driver } from "./runner/driver.js";
import { ProcessDriver } from "./runner/process-driver.js";
import { runScenarios } from "./runner/run.js";
import { loadSpec } from "./spec.js";
import type { LoadedSpec } from "./spec.js";
import { WireSchema } from "./wire-schema.js";

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export interface ServerModeOptions {
  /** Which API is tested. @default "lifecycle" */
  api?: Api;
  /** URL of the lifecycle server or of the daemon. */
  server: string;
  /** The credential: the lifecycle API key or the daemon's access token. */
  apiKey: string;
  /** `{image}` (lifecycle cases). */
  image?: string;
  /** More builtin variables (`{execdPort}` for the execd cases). */
  builtins?: Record<string, unknown>;
  filter: string[];
  expectedFailures?: string;
  json: boolean;
  concurrency: number;
  specFile: string;
  casesDir: string;
  resultsDir: string;
  /** Path prefix of the API on the server; default: the spec's `servers[0]` path when `server` has none. */
  basePath?: string;
  stepTimeoutSeconds: number;
  pollTimeoutSeconds: number;
  pollIntervalSeconds: number;
  verbose: boolean;
  /** Run the requests through this client SDK's driver (PROTOCOL.md); `ts` (default) is plain HTTP. */
  client?: string;
  /** Shell command of a driver for another SDK (replaces the client's default driver). */
  driverCommand?: string;
}

/** A problem with the invocation or the suite itself (exit code 2). */
export class UsageError extends Error {
  override name = "UsageError";
}

export function apiBaseUrl(server: string, basePath: string | undefined, spec: LoadedSpec, option = "--server"): string {
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new UsageError(`${option} must be an absolute URL such as http://127.0.0.1:8080 (got "${server}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`${option} must be an absolute http(s) URL such as http://127.0.0.1:8080 (got "${server}")`);
  }
  if (basePath !== undefined) url.pathname = basePath;
  else if (url.pathname === "/" || url.pathname === "") url.pathname = spec.basePath || "/";
  url.search = "";
  url.hash = "";
  return url.toString().replace(/\/+$/, "");
}

export async function runServerMode(options: ServerModeOptions, io: Output): Promise<number> {
  const api = options.api ?? "lifecycle";
  let spec: LoadedSpec;
  try {
    spec = loadSpec(options.specFile);
  } catch (error) {
    throw new UsageError(`cannot load the spec: ${(error as Error).message}`);
  }
  let scenarios;
  try {
    scenarios = loadScenarios(options.casesDir);
  } catch (error) {
    if (error instanceof CaseLoadError) throw new UsageError(error.message);
    throw error;
  }
  const selects = idFilter(options.filter);
  for (const u of computeCoverage(spec, scenarios).unknown) {
    io.err(`warning: ${u.scenarioId} names operationId ${u.operationId}, which ${spec.fileName} does not define`);
  }
  const selected = scenarios.filter((s) => selects(s.id));
  if (selected.length === 0) throw new UsageError(`no scenario matches --filter ${options.filter.join(",")}`);

  let baseline: ExpectedFailure[] | undefined;
  if (options.expectedFailures) {
    try {
      baseline = loadExpectedFailures(options.expectedFailures);
    } catch (error) {
      if (error instanceof BaselineError) throw new UsageError(error.message);
      throw error;
    }
  }

  const baseUrl = apiBaseUrl(options.server, options.basePath, spec, api === "execd" ? "--execd" : "--server");
  const http = new HttpDriver(baseUrl);
  const client = options.driverCommand && (options.client ?? "ts") === "ts" ? "custom" : (options.client ?? "ts");
  const command = driverCommand(client, options.driverCommand);
  if (command?.missing) throw new UsageError(command.missing);
  const sdk = command
    ? new ProcessDriver({
        command: command.command,
        name: client,
        api,
        baseUrl,
        credentialHeader: spec.authHeader ?? (api === "execd" ? "X-EXECD-ACCESS-TOKEN" : "OPEN-SANDBOX-API-KEY"),
        ...(options.verbose ? { log: (line: string) => io.err(line) } : {}),
      })
    : undefined;
  const driver: Driver = sdk ?? http;
  const what = api === "execd" ? "the daemon" : "the server";
  try {
    if (api === "execd") {
      const ping = await http.send({ method: "GET", path: "/ping", query: [], headers: { [spec.authHeader ?? "X-EXECD-ACCESS-TOKEN"]: options.apiKey } }, 10_000);
      if (ping.status === 401) throw new UsageError(`${what} at ${baseUrl} rejects the token (GET /ping answered 401)`);
    } else {
      await http.send({ method: "GET", path: "/health", query: [], headers: {} }, 10_000);
    }
  } catch (error) {
    if (error instanceof TransportError) throw new UsageError(`cannot reach ${what} at ${baseUrl}: ${error.message}`);
    throw error;
  }

  const uniq = randomBytes(4).toString("hex");
  const startedAt = new Date();
  if (!options.json) {
    io.out(
      `Running ${selected.length} scenario(s) against ${baseUrl}${sdk ? ` through the ${client} client` : ""} (spec ${options.specFile}${options.image !== undefined ? `, image ${options.image}` : ""}, run ${uniq})\n`,
    );
  }
  const expectedById = new Map(baseline?.map((e) => [e.id, e.reason]));
  const results = await runScenarios(
    selected,
    {
      driver,
      wire: new WireSchema(spec),
      apiKey: options.apiKey,
      ...(options.image !== undefined ? { image: options.image } : {}),
      ...(options.builtins ? { builtins: options.builtins } : {}),
      uniq,
      stepTimeoutMs: options.stepTimeoutSeconds * 1000,
      pollTimeoutMs: options.pollTimeoutSeconds * 1000,
      pollIntervalMs: options.pollIntervalSeconds * 1000,
      ...(options.verbose ? { log: (line: string) => io.err(line) } : {}),
    },
    options.concurrency,
    (result) => {
      if (!options.json) io.out(formatScenario(result, expectedById.get(result.id)));
    },
  ).finally(() => sdk?.close());

  const evaluation = baseline ? evaluateBaseline(results, baseline, new Set(scenarios.map((s) => s.id))) : undefined;
  const report = buildReport({
    target: api === "execd" ? "execd" : "server",
    client,
    ...(sdk ? { via: { ...sdk.via } } : {}),
    server: baseUrl,
    spec: options.specFile,
    ...(options.image !== undefined ? { image: options.image } : {}),
    uniq,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    ...(evaluation && options.expectedFailures ? { baseline: { ...evaluation, file: options.expectedFailures } } : {}),
    scenarios: results,
  });
  const resultsFile = writeResults(options.resultsDir, report);
  if (options.json) {
    io.out(
      JSON.stringify(
        {
          exitCode: report.exitCode,
          resultsFile,
          server: report.server,
          totals: report.totals,
          harnessErrors: report.harnessErrors,
          ...(report.baseline ? { baseline: report.baseline } : {}),
          scenarios: results.map((r) => ({ id: r.id, status: r.status, durationMs: r.durationMs, problem: r.status === "PASS" ? undefined : firstProblem(r) })),
        },
        null,
        2,
      ),
    );
  } else {
    io.out(formatSummary(report, resultsFile));
  }
  return report.exitCode;
}
