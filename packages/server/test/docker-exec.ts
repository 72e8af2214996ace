// Runs a command in a container and collects its output (dockerode exec, demultiplexed): how
// integration tests look inside a sandbox without going through execd.
import { PassThrough } from "node:stream";
import type Docker from "dockerode";

export async function exec(container: Docker.Container, cmd: string[]): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const ex = await container.exec({ Cmd: cmd, AttachStdout: true, AttachStderr: true });
  const stream = await ex.start({ hijack: true, stdin: false });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const stdout = new PassThrough().on("data", (c: Buffer) => out.push(c));
  const stderr = new PassThrough().on("data", (c: Buffer) => err.push(c));
  container.modem.demuxStream(stream, stdout, stderr);
  await new Promise<void>((resolve, reject) => {
    stream.on("end", resolve);
    stream.on("close", resolve);
    stream.on("error", reject);
  });
  const info = await ex.inspect();
  return { exitCode: info.ExitCode ?? -1, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") };
}
