// osb sandbox create | list | get | kill | renew | pause | resume | endpoint | url | logs | events
import { Command, Option } from "commander";
import { DEFAULT_RESOURCE, DEFAULT_TIMEOUT_SECONDS, Sandbox, type SandboxCreateOptions, type SandboxInfo } from "@opensandbox/sdk";
import { connectionFor, defaultImage, interruptible, leaf } from "../context.ts";
import { describeError, UsageError } from "../errors.ts";
import { formatOf, isStructured, printList, printStructured, printObject, println, relativeTime, type OutputFormat } from "../output.ts";
import { keyValueCollector, listCollector, parseDurationMs, parseDurationSeconds, parseIntInRange, parsePort, splitCommandLine } from "../parse.ts";
import { connectSandbox, managerFor, sandboxJson } from "../sdk.ts";
import { readJsonObject } from "./vault.ts";

type OutputOpts = { output?: string; json?: boolean };

const imageOf = (info: SandboxInfo) => info.image?.uri ?? (info.snapshotId ? `snapshot:${info.snapshotId}` : undefined);

function sandboxFields(info: SandboxInfo): [string, unknown][] {
  return [
    ["id", info.id],
    ["state", info.state],
    ["reason", info.status.reason],
    ["message", info.status.message],
    ["image", imageOf(info)],
    ["entrypoint", info.entrypoint.join(" ")],
    ["metadata", info.metadata],
    ["created", info.createdAt.toISOString()],
    ["expires", info.expiresAt ? `${info.expiresAt.toISOString()} (${relativeTime(info.expiresAt)})` : "never (manual cleanup)"],
  ];
}

function printSandbox(format: OutputFormat, info: SandboxInfo): void {
  printObject(format, info, { fields: sandboxFields, raw: (i) => i.id, json: sandboxJson });
}

/** Runs `fn` for each id concurrently; prints one error line per failure; true when all succeeded. */
async function forEachId(ids: string[], fn: (id: string) => Promise<void>): Promise<{ ok: string[]; failed: number }> {
  const results = await Promise.allSettled(ids.map(fn));
  const ok: string[] = [];
  let failed = 0;
  results.forEach((r, i) => {
    if (r.status === "fulfilled") ok.push(ids[i]!);
    else {
      failed++;
      process.stderr.write(`osb: ${describeError(r.reason)}\n`);
    }
  });
  return { ok, failed };
}

/** `--network-policy`: JSON text, or @FILE. */
async function networkPolicyOf(value: string): Promise<Record<string, unknown>> {
  if (value.startsWith("@")) return readJsonObject(value.slice(1), "--network-policy");
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new UsageError(`--network-policy: expected a JSON object (or @FILE), e.g. '{"defaultAction":"deny","egress":[{"action":"allow","target":"pypi.org"}]}'`);
}

export function sandboxCommand(): Command {
  const sandbox = new Command("sandbox").alias("sb").description("create, list, inspect and remove sandboxes");

  // ---- create ---------------------------------------------------------------------------------
  leaf(sandbox, "create", "create a sandbox and wait until it is ready; prints its id (-o json for the whole object)", "raw")
    .option("--image <image>", "container image (default: config default_image)")
    .option("--snapshot <id>", "start from a snapshot instead of an image")
    .option("--entrypoint <command>", `main process, as a command line or a JSON array (default: tail -f /dev/null)`)
    .option("-e, --env <KEY=VALUE>", "environment variable (repeatable; KEY alone copies it from here)", keyValueCollector("--env", process.env))
    .option("--metadata <KEY=VALUE>", "metadata label (repeatable)", keyValueCollector("--metadata"))
    .option("--extension <KEY=VALUE>", "provider-specific setting (repeatable)", keyValueCollector("--extension"))
    .option("--cpu <quantity>", `CPU limit, e.g. 500m or 2 (default ${DEFAULT_RESOURCE.cpu})`)
    .option("--memory <quantity>", `memory limit, e.g. 512Mi or 2Gi (default ${DEFAULT_RESOURCE.memory})`)
    .option("--resource <NAME=QUANTITY>", "other resource limit, e.g. gpu=1 (repeatable)", keyValueCollector("--resource"))
    .option("--timeout <duration>", `lifetime before the server deletes it, e.g. 10m, 600, or none for manual cleanup (default ${DEFAULT_TIMEOUT_SECONDS}s)`)
    .option("--ready-timeout <duration>", "how long to wait for it to be ready (default 30s)")
    .option("--skip-health-check", "return as soon as the server accepted the request")
    .option("--network-policy <json>", 'egress policy as JSON, e.g. \'{"defaultAction":"deny","egress":[{"action":"allow","target":"pypi.org"}]}\'; @FILE reads a file')
    .option("--credential-proxy", "turn on the credential vault's proxy (needs --network-policy; then `osb vault create`)")
    .addHelpText("after", "\nExample:\n  osb sandbox create --image python:3.12-slim --cpu 1 --memory 1Gi --timeout 30m --env PYTHONUNBUFFERED=1")
    .action(async (o: OutputOpts & Record<string, unknown>, cmd: Command) => {
      const format = formatOf(o);
      const image = (o.image as string | undefined) ?? (o.snapshot ? undefined : defaultImage(cmd));
      if (!image && !o.snapshot) throw new UsageError("--image is required (or set a default: osb config set default_image IMAGE)");
      if (image && o.snapshot) throw new UsageError("--image and --snapshot cannot be combined");
      const opts: SandboxCreateOptions = { ...connectionFor(cmd) };
      if (image) opts.image = image;
      if (o.snapshot) opts.snapshotId = o.snapshot as string;
      if (o.entrypoint !== undefined) opts.entrypoint = splitCommandLine(o.entrypoint as string, "--entrypoint");
      if (o.env) opts.env = o.env as Record<string, string>;
      if (o.metadata) opts.metadata = o.metadata as Record<string, string>;
      if (o.extension) opts.extensions = o.extension as Record<string, string>;
      if (o.cpu || o.memory || o.resource) {
        opts.resource = { ...DEFAULT_RESOURCE, ...(o.resource as Record<string, string> | undefined) };
        if (o.cpu) opts.resource.cpu = o.cpu as string;
        if (o.memory) opts.resource.memory = o.memory as string;
      }
      if (o.timeout !== undefined) opts.timeoutSeconds = parseDurationSeconds(o.timeout as string, { allowNone: true, what: "--timeout" });
      if (o.readyTimeout !== undefined) opts.readyTimeoutMs = parseDurationMs(o.readyTimeout as string, { what: "--ready-timeout" })!;
      if (o.skipHealthCheck) opts.skipHealthCheck = true;
      if (o.networkPolicy !== undefined) opts.networkPolicy = (await networkPolicyOf(o.networkPolicy as string)) as SandboxCreateOptions["networkPolicy"];
      if (o.credentialProxy) opts.credentialProxy = true;
      const stop = interruptible();
      try {
        const sb = await Sandbox.create({ ...opts, signal: stop.signal });
        if (format === "raw") println(sb.id);
        else printSandbox(format, await sb.getInfo());
      } finally {
        stop.dispose();
      }
    });

  // ---- list -----------------------------------------------------------------------------------
  leaf(sandbox, "list", "list sandboxes (all pages), newest first", "table")
    .alias("ls")
    .option("--state <state>", "keep sandboxes in this state, e.g. Running (repeatable: any of them)", listCollector)
    .option("--metadata <KEY=VALUE>", "keep sandboxes with this metadata (repeatable: all of them)", keyValueCollector("--metadata"))
    .option("--page-size <n>", "sandboxes fetched per request (1-200)", (v) => parseIntInRange(v, "--page-size", 1, 200))
    .action(async (o: OutputOpts & { state?: string[]; metadata?: Record<string, string>; pageSize?: number }, cmd: Command) => {
      const format = formatOf(o);
      const rows: SandboxInfo[] = [];
      const query = { ...(o.state ? { states: o.state } : {}), ...(o.metadata ? { metadata: o.metadata } : {}), ...(o.pageSize ? { pageSize: o.pageSize } : {}) };
      for await (const info of managerFor(cmd).list(query)) rows.push(info);
      printList(format, rows, {
        columns: [
          { header: "id", value: (r) => r.id },
          { header: "state", value: (r) => r.state },
          { header: "image", value: imageOf },
          { header: "expires", value: (r) => relativeTime(r.expiresAt) },
        ],
        raw: (r) => r.id,
        json: sandboxJson,
      });
    });

  // ---- get ------------------------------------------------------------------------------------
  leaf(sandbox, "get", "show one sandbox", "table")
    .alias("inspect")
    .argument("<id>", "sandbox id")
    .action(async (id: string, o: OutputOpts, cmd: Command) => {
      printSandbox(formatOf(o), await managerFor(cmd).get(id));
    });

  // ---- kill -----------------------------------------------------------------------------------
  leaf(sandbox, "kill", "delete sandboxes; prints the id of each one deleted", "raw")
    .alias("rm")
    .argument("<id...>", "sandbox ids")
    .action(async (ids: string[], o: OutputOpts, cmd: Command) => {
      const format = formatOf(o);
      const manager = managerFor(cmd);
      const { ok, failed } = await forEachId(ids, (id) => manager.kill(id));
      if (isStructured(format)) printStructured(format, ok);
      else for (const id of ok) println(id);
      if (failed) process.exitCode = 1;
    });

  // ---- renew ----------------------------------------------------------------------------------
  leaf(sandbox, "renew", "push a sandbox's expiry to now + --timeout", "table")
    .argument("<id>", "sandbox id")
    .requiredOption("--timeout <duration>", "new remaining lifetime, e.g. 30m or 1800")
    .action(async (id: string, o: OutputOpts & { timeout: string }, cmd: Command) => {
      const seconds = parseDurationSeconds(o.timeout, { what: "--timeout" })!;
      const expiresAt = await managerFor(cmd).renew(id, seconds);
      printObject(formatOf(o), { id, expiresAt }, {
        fields: (r) => [["id", r.id], ["expires", `${r.expiresAt.toISOString()} (${relativeTime(r.expiresAt)})`]],
        raw: (r) => r.expiresAt.toISOString(),
        json: (r) => ({ id: r.id, expiresAt: r.expiresAt.toISOString() }),
      });
    });

  // ---- pause / resume -------------------------------------------------------------------------
  for (const [name, verb, state] of [["pause", "pause", "Paused"], ["resume", "resume", "Running"]] as const) {
    leaf(sandbox, name, `${verb} a sandbox and wait until it is ${state}; prints its id`, "raw")
      .argument("<id>", "sandbox id")
      .option("--no-wait", `return once the server accepted the request, without waiting for ${state}`)
      .option("--wait-timeout <duration>", "how long to wait (default 30s)")
      .action(async (id: string, o: OutputOpts & { wait: boolean; waitTimeout?: string }, cmd: Command) => {
        const format = formatOf(o);
        const stop = interruptible();
        try {
          if (!o.wait) {
            const manager = managerFor(cmd);
            await (name === "pause" ? manager.pause(id, { signal: stop.signal }) : manager.resume(id, { signal: stop.signal }));
          } else {
            const timeoutMs = o.waitTimeout ? parseDurationMs(o.waitTimeout, { what: "--wait-timeout" })! : undefined;
            const sb = await connectSandbox(cmd, id, stop.signal);
            const opts = { signal: stop.signal, ...(timeoutMs ? { timeoutMs } : {}) };
            await (name === "pause" ? sb.pause(opts) : sb.resume(opts));
          }
        } finally {
          stop.dispose();
        }
        if (format === "raw") println(id);
        else printSandbox(format, await managerFor(cmd).get(id));
      });
  }

  // ---- endpoint -------------------------------------------------------------------------------
  leaf(sandbox, "endpoint", "show the URL (and headers to send) for a port inside a sandbox", "table")
    .argument("<id>", "sandbox id")
    .addOption(new Option("-p, --port <port>", "port inside the sandbox").argParser(parsePort).makeOptionMandatory())
    .action(async (id: string, o: OutputOpts & { port: number }, cmd: Command) => {
      const ep = await managerFor(cmd).getEndpoint(id, o.port);
      printObject(formatOf(o), ep, {
        fields: (e) => [["url", e.url], ...Object.entries(e.headers).map(([k, v]): [string, unknown] => [`header ${k}`, v])],
        raw: (e) => e.url,
      });
    });

  // ---- url: a signed route a browser opens ----------------------------------------------------
  leaf(sandbox, "url", "print a URL of a port that a browser can open without credentials, until it expires (anyone holding it reaches that port)", "raw")
    .argument("<id>", "sandbox id")
    .addOption(new Option("-p, --port <port>", "port inside the sandbox").argParser(parsePort).makeOptionMandatory())
    .option("--expires-in <duration>", "how long the URL works, e.g. 30m, 2h (default 1h; the server caps it)")
    .action(async (id: string, o: OutputOpts & { port: number; expiresIn?: string }, cmd: Command) => {
      const expiresInSeconds = o.expiresIn ? parseDurationSeconds(o.expiresIn, { what: "--expires-in" })! : undefined;
      const url = await managerFor(cmd).getUrl(id, o.port, expiresInSeconds ? { expiresInSeconds } : {});
      printObject(formatOf(o), { url }, { fields: (u) => [["url", u.url]], raw: (u) => u.url });
    });

  // ---- logs, events: diagnostics --------------------------------------------------------------
  for (const [name, what, scopes] of [
    ["logs", "what a sandbox's processes wrote (also after it failed), each line timed", "container, all"],
    ["events", "a sandbox's state transitions as the server recorded them (execd restarts included)", "lifecycle, all"],
  ] as const) {
    leaf(sandbox, name, `print ${what}`, "raw")
      .argument("<id>", "sandbox id")
      .option("--scope <scope>", `diagnostic scope (${scopes})`, "all")
      .action(async (id: string, o: OutputOpts & { scope: string }, cmd: Command) => {
        const manager = managerFor(cmd);
        const d = await (name === "logs" ? manager.getDiagnosticLogs(id, o.scope) : manager.getDiagnosticEvents(id, o.scope));
        const format = formatOf(o);
        if (isStructured(format)) return printStructured(format, d);
        for (const w of d.warnings) process.stderr.write(`osb: warning: ${w}\n`);
        if (d.content) println(d.content.replace(/\n$/, ""));
        else if (d.contentUrl) println(d.contentUrl);
      });
  }

  // ---- metrics, health (upstream osb) ---------------------------------------------------------
  leaf(sandbox, "metrics", "show a sandbox's CPU and memory use (--watch: a line every second until Ctrl-C)", "table")
    .argument("<id>", "sandbox id")
    .option("-w, --watch", "keep sampling, once a second")
    .action(async (id: string, o: OutputOpts & { watch?: boolean }, cmd: Command) => {
      const format = formatOf(o);
      const stop = interruptible();
      try {
        const sb = await connectSandbox(cmd, id, stop.signal);
        do {
          const m = await sb.metrics({ signal: stop.signal });
          printObject(format, m, {
            fields: (x) => [
              ["cpu count", x.cpuCount],
              ["cpu used %", x.cpuUsedPct],
              ["memory total MiB", x.memTotalMiB],
              ["memory used MiB", x.memUsedMiB],
              ["sampled", x.timestamp.toISOString()],
            ],
            raw: (x) => `cpu=${x.cpuUsedPct}% mem=${x.memUsedMiB}/${x.memTotalMiB}MiB`,
          });
          if (o.watch) await new Promise((r) => setTimeout(r, 1000));
        } while (o.watch && !stop.signal.aborted);
      } catch (err) {
        if (!stop.signal.aborted) throw err;
      } finally {
        stop.dispose();
      }
    });

  leaf(sandbox, "health", "check that the sandbox's execd answers; exits 1 when it does not", "table")
    .argument("<id>", "sandbox id")
    .action(async (id: string, o: OutputOpts, cmd: Command) => {
      const sb = await connectSandbox(cmd, id);
      const healthy = await sb.isHealthy();
      printObject(formatOf(o), { id, healthy }, { fields: (x) => [["id", x.id], ["healthy", x.healthy]], raw: (x) => (x.healthy ? "healthy" : "unhealthy") });
      if (!healthy) process.exitCode = 1;
    });

  return sandbox;
}
