// execd's readiness in a Docker sandbox, read from the container's log: execd logs "execd ready"
// when it listens, and osb-init (PID 1) logs "osb-init: execd exited (status N); restarting in M
// ms" on stderr when it stopped. One follower per running container of this instance (a log stream
// the engine holds open for the container's life); after a reconnect, the last lines written
// before it say whether execd already serves (lastExecdSignal).
import { PassThrough } from "node:stream";
import type Docker from "dockerode";

export type ExecdSignal = { ready: boolean; why?: string };

const STOPPED = /^osb-init: (execd exited \(status -?\d+\); restarting in \d+ ms)$/;
const READY = /"msg":"execd ready"/;

/** What a log line says about execd, if anything. */
export function execdSignal(line: string): ExecdSignal | undefined {
  const stopped = STOPPED.exec(line.trim());
  if (stopped) return { ready: false, why: stopped[1]! };
  return READY.test(line) ? { ready: true } : undefined;
}

/**
 * Follows the container's log from `since` (Unix seconds) and calls `onSignal` for execd's lines
 * until the container stops or the returned function is called; `onAttached` once the engine
 * streams. (The engine may miss a line written while the follow attaches: a ready line logged at
 * the container's start, as osb-init logs it when execd starts lazily, was lost under load. The
 * caller reads back what was written before, lastExecdSignal.)
 */
export function followExecd(docker: Docker, containerId: string, since: number, onSignal: (s: ExecdSignal) => void, onEnd: () => void, onAttached?: () => void): () => void {
  let stopped = false;
  let stream: NodeJS.ReadableStream | undefined;
  const lines = new PassThrough();
  let buf = "";
  lines.on("data", (chunk: Buffer) => {
    buf += chunk.toString("utf8");
    let nl: number;
    while ((nl = buf.indexOf("\n")) >= 0) {
      const signal = execdSignal(buf.slice(0, nl));
      buf = buf.slice(nl + 1);
      if (signal) onSignal(signal);
    }
    if (buf.length > 64 * 1024) buf = ""; // a huge line of the entrypoint's: not ours
  });
  const end = () => {
    if (stopped) return;
    stopped = true;
    onEnd();
  };
  void docker
    .getContainer(containerId)
    .logs({ follow: true, stdout: true, stderr: true, since })
    .then((s) => {
      stream = s as NodeJS.ReadableStream;
      if (stopped) return (stream as unknown as { destroy(): void }).destroy();
      docker.modem.demuxStream(stream, lines, lines);
      stream.on("end", end);
      stream.on("error", end);
      onAttached?.();
    }, end);
  return () => {
    stopped = true;
    (stream as unknown as { destroy?(): void } | undefined)?.destroy?.();
  };
}

/** Lines read back, after a reconnect, to find execd's last signal before it. */
const TAIL_LINES = 500;

/**
 * execd's last signal among the container's last log lines written up to `until` (Unix seconds,
 * fractional): what a follower started at `until` did not see. Undefined when none is there.
 */
export async function lastExecdSignal(docker: Docker, containerId: string, until: number): Promise<ExecdSignal | undefined> {
  let raw: Buffer;
  try {
    raw = (await docker.getContainer(containerId).logs({ stdout: true, stderr: true, follow: false, tail: TAIL_LINES, until } as never)) as unknown as Buffer;
  } catch {
    return undefined;
  }
  let last: ExecdSignal | undefined;
  for (const line of demux(raw).split("\n")) last = execdSignal(line) ?? last;
  return last;
}

/** Strips Docker's 8-byte stream headers from a non-TTY log buffer. */
export function demux(buf: Buffer): string {
  const parts: Buffer[] = [];
  let i = 0;
  while (i + 8 <= buf.length && (buf[i] === 1 || buf[i] === 2) && buf[i + 1] === 0) {
    const size = buf.readUInt32BE(i + 4);
    parts.push(buf.subarray(i + 8, i + 8 + size));
    i += 8 + size;
  }
  return i === 0 ? buf.toString("utf8") : Buffer.concat(parts).toString("utf8");
}
