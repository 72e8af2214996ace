// The code runtime's readiness port. The official code-interpreter SDKs (Python
// `opensandbox-code-interpreter` 1.1.x: `CodeInterpreter.create` → strict health check) call a
// sandbox ready for code only once something accepts TCP on 127.0.0.1:${JUPYTER_PORT:-44771},
// where upstream runs its Jupyter server. We have no Jupyter server (execd starts kernels itself
// and speaks ZMTP to them), so when the sandbox has a kernel execd listens there itself, on
// loopback only: a connection gets a short HTTP 200 naming this daemon and is closed. Nothing of
// Jupyter's API is served; a sandbox without kernels does not listen, so that check fails there
// as it does upstream without Jupyter.
import net from "node:net";

export const DEFAULT_RUNTIME_PORT = 44771;

const BODY = JSON.stringify({ runtime: "opensandbox-execd", note: "kernels via /code" });
const ANSWER = `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`;

export function runtimePort(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.JUPYTER_PORT);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : DEFAULT_RUNTIME_PORT;
}

/**
 * Listens on 127.0.0.1:`port` when `hasKernels()` says so. Resolves with the server, or undefined
 * when there are no kernels or the port is taken (an image's own Jupyter server wins).
 */
export async function openRuntimePort(hasKernels: () => Promise<boolean>, port = runtimePort()): Promise<net.Server | undefined> {
  if (!(await hasKernels().catch(() => false))) return undefined;
  const server = net.createServer((socket) => {
    socket.on("error", () => undefined);
    socket.end(ANSWER);
  });
  return new Promise((resolve) => {
    server.once("error", () => resolve(undefined));
    server.listen({ host: "127.0.0.1", port }, () => {
      server.unref();
      resolve(server);
    });
  });
}
