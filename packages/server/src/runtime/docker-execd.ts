// execd's readiness in a Docker sandbox, read from the container's log: execd logs "execd ready"
// when it listens, and osb-init (PID 1) logs "osb-init: execd exited (status N); restarting in M
// ms" on stderr when it stopped. One follower per running container of this instance.
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
 * until the container stops or the returned function is called.
 */
export function followExecd(docker: Docker, containerId: string, since: number, onSignal: (s: ExecdSignal) => void, onEnd: () => void): () => void {
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
    }, end);
  return () => {
    stopped = true;
    (stream as unknown as { destroy?(): void } | undefined)?.destroy?.();
  };
}
