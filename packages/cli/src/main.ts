// osb: the OpenSandbox command line. This module builds the commander program and runs it; it is
// the only one that exits the process. Exit codes: 0 success, 1 failure (one `osb: …` line on
// stderr), 2 usage error, and for `command run` / `exec` the remote command's own exit code.
import { Command, CommanderError } from "commander";
import pkg from "../package.json" with { type: "json" };
import { commandCommand } from "./commands/command.ts";
import { configCommand } from "./commands/config.ts";
import { execCommand } from "./commands/exec.ts";
import { filesCommand } from "./commands/files.ts";
import { sandboxCommand } from "./commands/sandbox.ts";
import { vaultCommand } from "./commands/vault.ts";
import { withConnectionOptions } from "./context.ts";
import { EXIT_USAGE, exitCodeFor, formatError } from "./errors.ts";
import { fromUpstream } from "./upstream.ts";

export function buildProgram(): Command {
  const program = new Command("osb")
    .description("OpenSandbox command line: create sandboxes, run commands and move files in them")
    .version(pkg.version, "-V, --version")
    // Options after a subcommand belong to it (lets `osb exec ID ls -la` pass -la through).
    .enablePositionalOptions();
  withConnectionOptions(program);
  program.addCommand(configCommand());
  program.addCommand(sandboxCommand());
  program.addCommand(commandCommand());
  program.addCommand(execCommand());
  program.addCommand(filesCommand());
  program.addCommand(vaultCommand());
  program.addHelpText(
    "after",
    `
Examples:
  osb config init --domain localhost:8080 --api-key KEY
  ID=$(osb sandbox create --image python:3.12-slim --timeout 30m)
  osb command run $ID -- python3 -c 'print(42)'
  osb exec -it $ID
  osb files cp ./data.csv $ID:/workspace/data.csv
  osb sandbox kill $ID`,
  );

  // addCommand() does not copy settings to subcommands: apply them to the whole tree.
  const visit = (c: Command) => {
    c.exitOverride();
    c.showSuggestionAfterError(true);
    c.configureOutput({
      // commander's own errors ("error: unknown option '--x'") as one `osb: …` line.
      outputError: (str, write) => write(`osb: ${str.trim().replace(/^error: /, "").replace(/\s*\n\s*/g, " ")} (see '${commandPath(c)} --help')\n`),
    });
    for (const sub of c.commands) visit(sub);
  };
  visit(program);
  return program;
}

function commandPath(c: Command): string {
  const names: string[] = [];
  for (let x: Command | null = c; x; x = x.parent) names.unshift(x.name());
  return names.join(" ");
}

/** Waits until what was written to stdout and stderr has been handed to the OS. */
function flush(): Promise<void> {
  const drain = (s: NodeJS.WriteStream) => new Promise<void>((resolve) => (s.writableLength === 0 || s.destroyed ? resolve() : s.write("", () => resolve())));
  return Promise.all([drain(process.stdout), drain(process.stderr)]).then(() => {});
}

/** Runs the CLI with `argv` (as process.argv: node, script, args…) and exits the process. */
export async function run(argv: string[]): Promise<never> {
  // `osb … | head`: a closed stdout is not an error.
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  });
  let code: number;
  try {
    // Upstream osb's grammar is accepted too: its forms are rewritten into ours (upstream.ts).
    await buildProgram().parseAsync([...argv.slice(0, 2), ...fromUpstream(argv.slice(2))]);
    code = typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      code = err.code === "commander.helpDisplayed" || err.code === "commander.version" || err.exitCode === 0 ? 0 : EXIT_USAGE;
    } else {
      process.stderr.write(`${formatError(err)}\n`);
      code = exitCodeFor(err);
    }
  }
  await flush();
  process.exit(code);
}
