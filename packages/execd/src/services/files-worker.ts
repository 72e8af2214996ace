// File operations as another user (`/v1/filesystem/{uid}/{gid}/...`, see the Filesystem tag of
// specs/execd-api.yaml). Each such request is served by a worker process: execd starts it (as a
// workload, through osb-init), the worker takes the requested user id, group id and that user's
// supplementary groups before it reads anything, and then serves the ordinary file routes over
// one HTTP connection on a socket pair (its fd 3). The kernel checks every access the worker
// makes; nothing is done as execd. The worker exits when the connection closes.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "../random.ts";
import { existsSync, readFileSync } from "node:fs";
import { Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asWorkload } from "./shell.ts";

export const WORKER_FLAG = "--files-worker";
const TOKEN_ENV = "OSB_FILES_WORKER_TOKEN";

export type Identity = { uid: number; gid: number };
/** What the worker becomes: its groups and home come from the sandbox's account files. */
export type Credentials = Identity & { groups: number[]; home: string };

/** The passwd entry of `uid` and the groups whose member list names that user (initgroups). */
export function credentialsFor(id: Identity, passwd: string, group: string): Credentials {
  let user: string | undefined;
  let home = "/";
  for (const line of passwd.split("\n")) {
    const f = line.split(":");
    if (f.length < 7 || f[2] !== String(id.uid)) continue;
    user = f[0];
    home = f[5] || "/";
    break;
  }
  const groups = new Set<number>();
  if (user !== undefined) {
    groups.add(id.gid);
    for (const line of group.split("\n")) {
      const f = line.split(":");
      const gid = Number(f[2]);
      if (f.length < 4 || f[2] === "" || !Number.isInteger(gid)) continue;
      if (f[3]!.split(",").map((m) => m.trim()).includes(user)) groups.add(gid);
    }
  }
  return { ...id, groups: [...groups], home };
}

const readOr = (file: string): string => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/**
 * Takes the identity: supplementary groups, then the group, then the user (after setuid the
 * others could no longer be changed). Returns why it failed, or undefined.
 */
export function becomeUser(c: Credentials): string | undefined {
  try {
    process.setgroups!(c.groups);
    process.setgid!(c.gid);
    process.setuid!(c.uid);
  } catch (err) {
    const who = process.getuid?.();
    return `execd (uid ${who}) cannot act as uid ${c.uid} gid ${c.gid}: ${(err as Error).message}`;
  }
  if (process.getuid!() !== c.uid || process.geteuid!() !== c.uid || process.getgid!() !== c.gid || process.getegid!() !== c.gid) {
    return `execd could not take uid ${c.uid} gid ${c.gid}`;
  }
  return undefined;
}

/** The command that starts a worker: execd's own runtime (as osb-init starts execd), or this source tree. */
function workerCommand(id: Identity, op: string): [string, string[]] {
  const args = [WORKER_FLAG, String(id.uid), String(id.gid), op];
  const home = process.env.OSB_HOME;
  if (home) {
    const lib = path.join(home, "lib");
    return asWorkload(path.join(lib, "ld-linux-x86-64.so.2"), [
      "--library-path",
      lib,
      "--preload",
      path.join(lib, "osb-nodump.so"),
      path.join(home, "bin", "node"),
      "--max-semi-space-size=2",
      path.join(home, "execd", "execd.cjs"),
      ...args,
    ]);
  }
  const source = fileURLToPath(new URL("../main.ts", import.meta.url));
  return [process.execPath, [existsSync(source) ? source : process.argv[1]!, ...args]];
}

export type Worker = { child: ChildProcess; socket: Socket; token: string; exited: Promise<string> };

/** Starts a worker serving file operation `op` as `id`; its HTTP connection is `socket`, its route needs `token`. */
export function startWorker(id: Identity, op: string): Worker {
  const token = randomBytes(24).toString("hex");
  const [file, args] = workerCommand(id, op);
  const child = spawn(file, args, {
    cwd: "/",
    env: { [TOKEN_ENV]: token },
    stdio: ["ignore", "ignore", "inherit", "pipe"],
  });
  const exited = new Promise<string>((resolve) => {
    child.on("error", (err) => resolve(`cannot start the file worker: ${err.message}`));
    child.on("exit", (code, signal) => resolve(`the file worker exited (${signal ?? `status ${code}`})`));
  });
  return { child, socket: child.stdio[3] as Socket, token, exited };
}

/** In the worker process: take the identity, then serve the file routes on fd 3 until it closes. */
export async function runWorker(argv: readonly string[]): Promise<void> {
  const at = argv.indexOf(WORKER_FLAG);
  const id = { uid: Number(argv[at + 1]), gid: Number(argv[at + 2]) };
  const op = argv[at + 3] ?? "";
  const token = process.env[TOKEN_ENV] ?? "";
  for (const k of Object.keys(process.env)) delete process.env[k];
  // The app is loaded and built while still root: the user taken next may not be able to read
  // execd's code (a checkout under a private directory; some modules load on first use).
  const { buildWorkerApp, isFileOp } = await import("../http/routes/files-identity.ts");
  if (!isFileOp(op)) throw new Error(`files worker: unknown operation ${JSON.stringify(op)}`);
  let refused: string | undefined;
  const app = buildWorkerApp(token, () => refused, op);
  const creds = credentialsFor(id, readOr("/etc/passwd"), readOr("/etc/group"));
  refused = Number.isInteger(id.uid) && Number.isInteger(id.gid) && token ? becomeUser(creds) : "the file worker was started without an identity";
  process.env.HOME = creds.home; // `~` (os.homedir()) is that user's home
  process.chdir("/");
  const socket = new Socket({ fd: 3, readable: true, writable: true });
  socket.on("close", () => process.exit(0));
  socket.on("error", () => process.exit(0));
  app.server.emit("connection", socket);
}
