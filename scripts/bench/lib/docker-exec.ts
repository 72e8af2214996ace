// `docker exec` through the Engine API (dockerode): exec create + start (attached, hijacked) +
// wait for the stream to end + inspect for the exit code. Used as a baseline and to read files
// inside a container.
import type { DockerRuntime } from "../../../packages/server/src/runtime/docker.ts";

type Dockerode = DockerRuntime["docker"];

export type ExecResult = {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  /** create call → returned. */
  createMs: number;
  /** create returned → output stream ended (the process exited). */
  runMs: number;
  /** everything, inspect included. */
  totalMs: number;
};

/** Splits Docker's multiplexed stream (8-byte frame headers: stream, 0, 0, 0, size BE32). */
function demux(buf: Buffer): { stdout: string; stderr: string } {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  let i = 0;
  while (i + 8 <= buf.length) {
    const type = buf[i]!;
    const size = buf.readUInt32BE(i + 4);
    const payload = buf.subarray(i + 8, i + 8 + size);
    (type === 2 ? err : out).push(payload);
    i += 8 + size;
  }
  return { stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") };
}

export async function dockerExec(docker: Dockerode, container: string, cmd: string[]): Promise<ExecResult> {
  const t0 = performance.now();
  const exec = await docker.getContainer(container).exec({ Cmd: cmd, AttachStdout: true, AttachStderr: true });
  const t1 = performance.now();
  const stream = (await exec.start({ hijack: true, stdin: false })) as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.once("end", () => resolve());
    stream.once("close", () => resolve());
    stream.once("error", reject);
  });
  const t2 = performance.now();
  const info = (await exec.inspect()) as { ExitCode: number | null };
  const t3 = performance.now();
  return { ...demux(Buffer.concat(chunks)), exitCode: info.ExitCode, createMs: t1 - t0, runMs: t2 - t1, totalMs: t3 - t0 };
}
