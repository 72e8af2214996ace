// The opensandbox-mcp command: parse the settings, serve MCP over stdio or Streamable HTTP, and
// delete the sessions' sandboxes on SIGINT/SIGTERM. Logs go to stderr (stdout is the stdio
// transport's channel). The only module that exits the process.
import { HELP, parseConfig, UsageError } from "./config.ts";
import { serveHttp } from "./http.ts";
import { serveStdio } from "./stdio.ts";

const log = (line: string) => process.stderr.write(`opensandbox-mcp: ${line}\n`);

export async function run(argv: string[]): Promise<void> {
  let config;
  try {
    config = parseConfig(argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) {
      log(err.message);
      process.exit(2);
    }
    throw err;
  }
  if (!config) {
    process.stdout.write(HELP);
    return;
  }

  let stop: () => Promise<void>;
  if (config.transport === "stdio") {
    const handle = await serveStdio(config, log);
    stop = handle.close;
    handle.closed.then(() => process.exit(0));
  } else {
    const handle = await serveHttp(config, log);
    stop = handle.close;
    log(`listening on ${handle.url}`);
  }
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(130);
      stopping = true;
      log(`${signal}: deleting the sessions' sandboxes`);
      stop().then(
        () => process.exit(0),
        (err: unknown) => {
          log(`cleanup failed: ${(err as Error).message}`);
          process.exit(1);
        },
      );
    });
  }
}
