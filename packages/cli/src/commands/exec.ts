// osb exec [-i] [-t] ID [CMD...]: a program on a pseudo-terminal in the sandbox, wired to this
// terminal. With -t the local terminal goes to raw mode (every key, Ctrl-C included, goes to the
// remote program), follows window size changes, and is restored on exit. Without -t the output
// still comes from a PTY (so programs behave as on a terminal) and input is sent as typed lines;
// when the input ends (a pipe), Ctrl-D is sent. Exits with the remote program's exit status.
import { spawn } from "node:child_process";
import { Command } from "commander";
import { withConnectionOptions } from "../context.ts";
import { CliError, UsageError } from "../errors.ts";
import { keyValueCollector } from "../parse.ts";
import { connectSandbox } from "../sdk.ts";

const CTRL_C = "\x03";
const CTRL_D = "\x04";

/**
 * Node 20 has a WebSocket only behind --experimental-websocket (20.10+): run this command again
 * with the flag. Returns the child's exit code, or undefined when no re-run is needed.
 */
async function rerunWithWebSocket(): Promise<number | undefined> {
  if (typeof (globalThis as { WebSocket?: unknown }).WebSocket !== "undefined") return undefined;
  if (process.env.OSB_WEBSOCKET_RERUN) {
    throw new CliError(`osb exec needs a WebSocket implementation: use Node.js 22 or later (this is ${process.version})`);
  }
  const child = spawn(process.execPath, [...process.execArgv, "--experimental-websocket", "--no-warnings", process.argv[1]!, ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, OSB_WEBSOCKET_RERUN: "1" },
  });
  const ignore = () => {}; // the terminal delivers Ctrl-C to the child too
  process.on("SIGINT", ignore);
  const forward = (sig: NodeJS.Signals) => () => child.kill(sig);
  const onTerm = forward("SIGTERM");
  const onHup = forward("SIGHUP");
  process.on("SIGTERM", onTerm);
  process.on("SIGHUP", onHup);
  try {
    return await new Promise<number>((resolve, reject) => {
      child.on("error", reject);
      child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 + 2 : 1)));
    });
  } finally {
    process.off("SIGINT", ignore);
    process.off("SIGTERM", onTerm);
    process.off("SIGHUP", onHup);
  }
}

export function execCommand(): Command {
  const exec = new Command("exec")
    .description("run a program (default: the sandbox's shell) on a terminal in the sandbox")
    .argument("<id>", "sandbox id")
    .argument("[command...]", "program and arguments (default: an interactive shell)")
    .option("-i, --interactive", "send this terminal's input to the program")
    .option("-t, --tty", "raw mode: keys (Ctrl-C too) go straight to the program; needs a terminal")
    .option("--cwd <dir>", "working directory")
    .option("-e, --env <KEY=VALUE>", "environment variable (repeatable)", keyValueCollector("--env", process.env))
    // Everything after the sandbox id belongs to the program: osb exec -it ID ls -la
    .passThroughOptions()
    .addHelpText(
      "after",
      `
Options go before the sandbox id; everything after it is the program and its arguments.

Examples:
  osb exec -it $ID                    # interactive shell
  osb exec -it $ID python3            # a REPL
  osb exec $ID ls -la /               # one program, output through a terminal
  echo 'echo hi; exit 4' | osb exec -i $ID sh; echo $?   # 4`,
    );
  withConnectionOptions(exec).action(async (id: string, words: string[], o: { interactive?: boolean; tty?: boolean; cwd?: string; env?: Record<string, string> }, cmd: Command) => {
    const rerun = await rerunWithWebSocket();
    if (rerun !== undefined) {
      process.exitCode = rerun;
      return;
    }
    if (words[0]?.startsWith("-") && words[0] !== "-") throw new UsageError(`unknown option '${words[0]}' before the program (options go before the sandbox id)`);
    const stdin = process.stdin;
    const stdout = process.stdout;
    const raw = !!o.tty && stdin.isTTY === true;
    if (o.tty && !stdin.isTTY) process.stderr.write("osb: warning: -t: standard input is not a terminal; not using raw mode\n");

    const sb = await connectSandbox(cmd, id);
    const size = () => ({ cols: stdout.isTTY && stdout.columns ? stdout.columns : 80, rows: stdout.isTTY && stdout.rows ? stdout.rows : 24 });
    const env = { ...(o.env ?? {}), ...(process.env.TERM && !o.env?.TERM ? { TERM: process.env.TERM } : {}) };
    const session = await sb.pty.create({
      ...(words.length ? { command: words } : {}),
      ...size(),
      ...(Object.keys(env).length ? { env } : {}),
      ...(o.cwd !== undefined ? { cwd: o.cwd } : {}),
    });

    let exitCode: number | undefined;
    const conn = await sb.pty.attach(session.id, {
      onData: (d) => stdout.write(d),
      onExit: (code) => (exitCode = code),
      timeoutMs: 30_000,
    });

    const restore = () => {
      if (raw && stdin.isTTY) stdin.setRawMode(false);
    };
    process.on("exit", restore);
    const onResize = () => {
      const s = size();
      conn.resize(s.cols, s.rows);
    };
    const onSigint = () => conn.write(CTRL_C); // without raw mode Ctrl-C arrives as a signal
    const onTerm = () => {
      sb.pty.kill(session.id).catch(() => {});
      conn.close();
    };
    const onData = (d: Buffer) => conn.write(d);
    // End of input is ^D on the terminal. A ^D typed before the shell reads its first line can be
    // lost while it sets the terminal up (seen under load: `osb exec -it ID < /dev/null` never
    // ended), so it is repeated every second until the program ends, as a closed input would be.
    let eofTimer: NodeJS.Timeout | undefined;
    const onEnd = () => {
      conn.write(CTRL_D);
      eofTimer = setInterval(() => conn.write(CTRL_D), 1000);
    };
    try {
      if (raw) stdin.setRawMode(true);
      if (stdout.isTTY) stdout.on("resize", onResize);
      process.on("SIGINT", onSigint);
      process.on("SIGTERM", onTerm);
      process.on("SIGHUP", onTerm);
      if (o.interactive) {
        stdin.on("data", onData);
        stdin.on("end", onEnd);
        stdin.resume();
      }
      const closed = await conn.closed;
      exitCode ??= closed.exitCode;
      if (exitCode === undefined) {
        throw new CliError(closed.code === 1001 ? `terminal ${session.id} was closed in the sandbox` : `connection to the terminal lost (WebSocket close code ${closed.code}${closed.reason ? `: ${closed.reason}` : ""})`);
      }
      process.exitCode = exitCode;
    } finally {
      restore();
      process.off("exit", restore);
      stdout.off("resize", onResize);
      process.off("SIGINT", onSigint);
      process.off("SIGTERM", onTerm);
      process.off("SIGHUP", onTerm);
      clearInterval(eofTimer);
      stdin.off("data", onData);
      stdin.off("end", onEnd);
      stdin.pause();
      // The program has ended: forget its session (best effort).
      await sb.pty.kill(session.id, { timeoutMs: 5_000 }).catch(() => {});
    }
  });
  return exec;
}
