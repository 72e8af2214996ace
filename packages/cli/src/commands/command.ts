// osb command run | status | logs | interrupt | session create|run|delete
import { Command } from "commander";
import type { CommandStatus } from "@opensandbox/sdk";
import { interruptible, leaf } from "../context.ts";
import { CliError, EXIT_INTERRUPTED, UsageError } from "../errors.ts";
import { formatOf, printObject, println } from "../output.ts";
import { keyValueCollector, parseDurationMs, shellQuote } from "../parse.ts";
import { connectSandbox } from "../sdk.ts";

type OutputOpts = { output?: string; json?: boolean };

/** One argument is a shell command line as is; several are quoted words (`-- sh -c 'echo hi'`). */
export function commandLine(words: string[]): string {
  if (words.length === 0) throw new UsageError("missing command (osb command run ID -- CMD...)");
  return words.length === 1 ? words[0]! : shellQuote(words);
}

function statusFields(s: CommandStatus): [string, unknown][] {
  return [
    ["id", s.id],
    ["command", s.command],
    ["running", s.running],
    ["exit code", s.exitCode],
    ["error", s.error],
    ["started", s.startedAt?.toISOString()],
    ["finished", s.finishedAt?.toISOString()],
  ];
}

const statusJson = (s: CommandStatus) => ({ ...s, startedAt: s.startedAt?.toISOString() ?? null, finishedAt: s.finishedAt?.toISOString() ?? null });

/** Writes one output line, keeping stdout and stderr apart as the command produced them. */
const writeLine = (stream: NodeJS.WriteStream) => (line: string) => {
  stream.write(`${line}\n`);
};

/** Feeds this process's stdin to a remote command, then closes its stdin. */
async function pumpStdin(write: (chunk: Uint8Array) => Promise<void>, close: () => Promise<void>): Promise<void> {
  for await (const chunk of process.stdin) await write(chunk as Buffer);
  await close();
}

export function commandCommand(): Command {
  const command = new Command("command").alias("cmd").description("run shell commands in a sandbox");

  leaf(command, "run", "run a command, streaming its output; exits with its exit code")
    .argument("<id>", "sandbox id")
    .argument("<command...>", "the command: one shell command line, or words after --")
    .option("--cwd <dir>", "working directory")
    .option("-e, --env <KEY=VALUE>", "environment variable (repeatable; KEY alone copies it from here)", keyValueCollector("--env", process.env))
    .option("--timeout <duration>", "kill the command after this long, e.g. 30s")
    .option("-i, --stdin", "send this process's standard input to the command")
    .option("-b, --background", "start it in the background and print its id (see command status/logs)")
    .addHelpText(
      "after",
      `
Put the command after "--" so that its options are not taken for osb's. One word is run as a
shell command line (bash -c, or sh -c); several words are quoted so that the command sees them
as they are. Output is passed on line by line as the command writes it.
Ctrl-C interrupts the remote command (twice: stop waiting).

Examples:
  osb command run $ID -- sh -c 'echo hi; exit 3'; echo $?      # hi, 3
  osb command run $ID --cwd /tmp 'ls -l | wc -l'
  cat data.csv | osb command run $ID -i -- python3 process.py
  osb command run $ID -b -- python3 -m http.server 8000`,
    )
    .action(async (id: string, words: string[], o: { cwd?: string; env?: Record<string, string>; timeout?: string; stdin?: boolean; background?: boolean }, cmd: Command) => {
      const line = commandLine(words);
      const timeoutMs = o.timeout !== undefined ? parseDurationMs(o.timeout, { what: "--timeout" })! : undefined;
      let commandId: string | undefined;
      let sb: Awaited<ReturnType<typeof connectSandbox>> | undefined;
      // First Ctrl-C: interrupt the remote command and keep streaming what it prints while it stops.
      const stop = interruptible(() => {
        if (!commandId || !sb) return false; // not started yet: just stop
        sb.commands.interrupt(commandId).catch(() => {});
        return true;
      });
      let pumping: Promise<void> | undefined;
      try {
        sb = await connectSandbox(cmd, id, stop.signal);
        const sandbox = sb;
        const common = {
          ...(o.cwd !== undefined ? { cwd: o.cwd } : {}),
          ...(o.env ? { envs: o.env } : {}),
          ...(timeoutMs ? { timeoutMs } : {}),
          ...(o.stdin ? { stdin: true as const } : {}),
          signal: stop.signal,
          onStart: (cid: string) => {
            commandId = cid;
            if (o.stdin) pumping = pumpStdin((c) => sandbox.commands.writeStdin(cid, c), () => sandbox.commands.closeStdin(cid));
          },
        };
        if (o.background) {
          const handle = await sandbox.commands.run(line, { ...common, background: true });
          if (pumping) await pumping;
          println(handle.id);
          return;
        }
        const result = await sandbox.commands.run(line, { ...common, onStdout: writeLine(process.stdout), onStderr: writeLine(process.stderr) });
        if (pumping) await pumping.catch(() => {}); // the command may end before reading all of it
        if (result.error && result.error.name !== "CommandExecError") {
          process.stderr.write(`osb: ${result.error.name}: ${result.error.value}\n`);
        }
        process.exitCode = stop.interrupted() && result.exitCode === 0 ? EXIT_INTERRUPTED : result.exitCode;
      } catch (err) {
        if (stop.signal.aborted) throw new CliError("interrupted", EXIT_INTERRUPTED);
        throw err;
      } finally {
        stop.dispose();
        if (o.stdin) process.stdin.destroy();
      }
    });

  leaf(command, "status", "show whether a command is running and its exit code", "table")
    .argument("<id>", "sandbox id")
    .argument("<command-id>", "command id (from command run --background)")
    .action(async (id: string, commandId: string, o: OutputOpts, cmd: Command) => {
      const sb = await connectSandbox(cmd, id);
      const s = await sb.commands.status(commandId);
      printObject(formatOf(o), s, { fields: statusFields, raw: (x) => (x.running ? "running" : `exited ${x.exitCode ?? ""}`.trim()), json: statusJson });
    });

  leaf(command, "logs", "print a background command's output (stdout and stderr combined)")
    .argument("<id>", "sandbox id")
    .argument("<command-id>", "command id (from command run --background)")
    .option("-f, --follow", "keep printing new output until the command ends")
    .option("--cursor <n>", "start at this cursor (printed on stderr with --show-cursor)", (v) => Number(v))
    .option("--show-cursor", "print the cursor for the next call on stderr at the end")
    .action(async (id: string, commandId: string, o: { follow?: boolean; cursor?: number; showCursor?: boolean }, cmd: Command) => {
      const stop = interruptible();
      try {
        const sb = await connectSandbox(cmd, id, stop.signal);
        let cursor = o.cursor;
        let delay = 100;
        for (;;) {
          // Read the status first: output written before it said "ended" is then all in the next logs.
          const running = o.follow ? (await sb.commands.status(commandId, { signal: stop.signal })).running : false;
          const chunk = await sb.commands.logs(commandId, cursor, { signal: stop.signal });
          if (chunk.text) process.stdout.write(chunk.text);
          const moved = chunk.cursor !== cursor;
          cursor = chunk.cursor;
          if (!running) break;
          delay = moved && chunk.text ? 100 : Math.min(delay * 2, 1000);
          await new Promise((r) => setTimeout(r, delay));
        }
        if (o.showCursor) process.stderr.write(`cursor ${cursor}\n`);
      } catch (err) {
        if (stop.signal.aborted) return; // Ctrl-C ends --follow quietly
        throw err;
      } finally {
        stop.dispose();
      }
    });

  leaf(command, "interrupt", "stop a running command (SIGTERM, then SIGKILL)")
    .alias("kill")
    .argument("<id>", "sandbox id")
    .argument("<command-id>", "command id")
    .action(async (id: string, commandId: string, _o: unknown, cmd: Command) => {
      const sb = await connectSandbox(cmd, id);
      await sb.commands.interrupt(commandId);
    });

  command.addCommand(sessionCommand());
  return command;
}

/** osb command session create | run | delete: persistent shell sessions (upstream osb's grammar). */
function sessionCommand(): Command {
  const session = new Command("session").description("persistent shell sessions: cd and variables carry over between runs");

  leaf(session, "create", "start a shell session; prints its id", "raw")
    .argument("<id>", "sandbox id")
    .option("--cwd <dir>", "initial working directory")
    .action(async (id: string, o: OutputOpts & { cwd?: string }, cmd: Command) => {
      const sb = await connectSandbox(cmd, id);
      const s = await sb.sessions.create(o.cwd !== undefined ? { cwd: o.cwd } : {});
      printObject(formatOf(o), { sandboxId: id, sessionId: s.id, cwd: o.cwd ?? null }, {
        fields: (x) => [["sandbox", x.sandboxId], ["session", x.sessionId], ["cwd", x.cwd]],
        raw: (x) => x.sessionId,
      });
    });

  leaf(session, "run", "run a command in a session, streaming its output; exits with its exit code")
    .argument("<id>", "sandbox id")
    .argument("<session-id>", "session id (from session create)")
    .argument("<command...>", "the command: one shell command line, or words after --")
    .option("--cwd <dir>", "working directory for this run")
    .option("--timeout <duration>", "interrupt the command after this long, e.g. 30s")
    .action(async (id: string, sessionId: string, words: string[], o: { cwd?: string; timeout?: string }, cmd: Command) => {
      const line = commandLine(words);
      const timeoutMs = o.timeout !== undefined ? parseDurationMs(o.timeout, { what: "--timeout" })! : undefined;
      const stop = interruptible();
      try {
        const sb = await connectSandbox(cmd, id, stop.signal);
        const result = await sb.sessions.run(sessionId, line, {
          ...(o.cwd !== undefined ? { cwd: o.cwd } : {}),
          ...(timeoutMs ? { timeoutMs } : {}),
          signal: stop.signal,
          onStdout: writeLine(process.stdout),
          onStderr: writeLine(process.stderr),
        });
        process.exitCode = result.exitCode;
      } catch (err) {
        if (stop.signal.aborted) throw new CliError("interrupted", EXIT_INTERRUPTED);
        throw err;
      } finally {
        stop.dispose();
      }
    });

  leaf(session, "delete", "end a shell session")
    .alias("rm")
    .argument("<id>", "sandbox id")
    .argument("<session-id>", "session id")
    .action(async (id: string, sessionId: string, _o: unknown, cmd: Command) => {
      const sb = await connectSandbox(cmd, id);
      await sb.sessions.delete(sessionId);
    });

  return session;
}
