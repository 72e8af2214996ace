// How execd learns its secret and the sandbox's environment. In a sandbox, osb-init hands both over
// on a sealed memfd (OSB_BOOTSTRAP_FD): the token, then the sandbox's KEY=VALUE entries, NUL
// separated. Nothing of it is ever in execd's own environment, so neither /proc/<pid>/environ nor
// a variable meant for user processes (LD_PRELOAD, NODE_OPTIONS) reaches execd. Run by hand or in
// tests, execd takes EXECD_ACCESS_TOKEN from its environment and serves that environment instead.
import { closeSync, fstatSync, readSync } from "node:fs";

export type Bootstrap = { token: string; env: Record<string, string> };

/** Splits "TOKEN\0K=V\0K=V\0" into the token and the environment. */
export function parseBootstrap(data: Buffer): Bootstrap {
  const parts = data.toString("utf8").split("\0");
  if (parts.at(-1) === "") parts.pop();
  const [token = "", ...entries] = parts;
  const env: Record<string, string> = {};
  for (const entry of entries) {
    const eq = entry.indexOf("=");
    if (eq > 0) env[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  return { token, env };
}

/** Reads the memfd from its start (the description's offset is shared with osb-init) and closes it. */
function readFd(fd: number): Buffer {
  const size = fstatSync(fd).size;
  const buf = Buffer.alloc(size);
  let got = 0;
  while (got < size) {
    const n = readSync(fd, buf, got, size - got, got);
    if (n === 0) break;
    got += n;
  }
  closeSync(fd); // user processes must not inherit it
  return buf.subarray(0, got);
}

export function readBootstrap(env: NodeJS.ProcessEnv = process.env): Bootstrap | { error: string } {
  const fdVar = env.OSB_BOOTSTRAP_FD;
  if (fdVar !== undefined) {
    const fd = Number(fdVar);
    let boot: Bootstrap;
    try {
      boot = parseBootstrap(readFd(fd));
    } catch (err) {
      return { error: `cannot read the bootstrap data on fd ${fdVar}: ${(err as Error).message}` };
    }
    delete env.OSB_BOOTSTRAP_FD;
    return boot.token ? boot : { error: "the bootstrap data holds no access token" };
  }
  const token = env.EXECD_ACCESS_TOKEN;
  if (!token) return { error: "EXECD_ACCESS_TOKEN is not set; refusing to serve without authentication" };
  delete env.EXECD_ACCESS_TOKEN;
  const rest: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) rest[k] = v;
  return { token, env: rest };
}
