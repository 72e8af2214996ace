// execd entry point: reads its token and the sandbox's environment (bootstrap.ts), its settings
// from its own environment, and listens.
//   OSB_BOOTSTRAP_FD (set by osb-init) or EXECD_ACCESS_TOKEN (by hand): the token clients must
//                                 send in X-EXECD-ACCESS-TOKEN
//   OSB_CLAIM_FD (set by osb-init)  where a pooled sandbox's claim is kept (services/claim.ts)
//   OSB_LISTEN_FD (set by osb-init when it starts execd lazily, EXECD_LAZY=1): the socket osb-init
//                                 already listens on; execd serves it instead of binding its own
//   EXECD_PORT (default 44772), EXECD_HOST (default 0.0.0.0), EXECD_LOG_LEVEL (default info)
//   EXECD_ANNOUNCE_URL, EXECD_SANDBOX_ID (set by the Kubernetes runtime with announce_listen):
//                                 where execd announces, once it listens, that it serves
//                                 (services/announce.ts)
//   JUPYTER_PORT (default 44771)  loopback port that tells code-interpreter clients kernels are
//                                 available (services/runtime-port.ts)
// Started with --files-worker UID GID OPERATION, it is instead a worker serving that file operation
// as that user over its fd 3 (services/files-worker.ts).
import { buildApp } from "./app.ts";
import { readBootstrap } from "./bootstrap.ts";
import { announce } from "./services/announce.ts";
import { openClaimState } from "./services/claim.ts";
import { openRuntimePort } from "./services/runtime-port.ts";
import { setSandboxEnv } from "./services/shell.ts";
import { runWorker, WORKER_FLAG } from "./services/files-worker.ts";

async function serve(): Promise<void> {
  const boot = readBootstrap();
  if ("error" in boot) {
    console.error(`execd: ${boot.error}`);
    process.exit(2);
  }
  // A pooled sandbox claimed before this execd started (it was restarted): the claim's token and
  // environment, never the pool's again.
  const claim = openClaimState();
  setSandboxEnv(claim.claimed?.env ?? boot.env);
  const token = boot.token;
  const port = Number(process.env.EXECD_PORT ?? 44772);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`execd: EXECD_PORT must be a port number, got "${process.env.EXECD_PORT}"`);
    process.exit(2);
  }
  const listenFd = process.env.OSB_LISTEN_FD === undefined ? undefined : Number(process.env.OSB_LISTEN_FD);
  delete process.env.OSB_LISTEN_FD; // nothing execd starts needs it (Node makes the fd close-on-exec)
  if (listenFd !== undefined && !(Number.isInteger(listenFd) && listenFd >= 0)) {
    console.error(`execd: OSB_LISTEN_FD must be a file descriptor number`);
    process.exit(2);
  }
  const app = buildApp({ token, claim, selfPort: port });
  await app.http.listen(listenFd === undefined ? { host: process.env.EXECD_HOST ?? "0.0.0.0", port } : { fd: listenFd });
  const bound = app.http.server.address();
  // The port really listened on (EXECD_PORT=0 or a descriptor: the build's warm-up reads it here).
  app.services.log.info({ port: typeof bound === "object" && bound ? bound.port : port, startupMs: Math.round(process.uptime() * 1000) }, "execd ready");
  const announceUrl = process.env.EXECD_ANNOUNCE_URL;
  const sandboxId = process.env.EXECD_SANDBOX_ID;
  if (announceUrl && sandboxId) void announce({ url: announceUrl, sandboxId, token: () => app.services.access.token(), log: app.services.log });
  // After /ping answers, off the startup path: the metrics' first sample, kernel discovery (cached
  // for the first /code call), then the readiness port if there is a kernel.
  setTimeout(() => {
    app.services.metrics.start();
    void openRuntimePort(() => app.services.kernels.hasKernels()).then((s) => {
      if (s) app.services.log.debug({ port: (s.address() as { port: number }).port }, "code runtime port open");
    });
  }, 50).unref();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => void app.close().finally(() => process.exit(0)));
  }
}

// The runtime's bundle is CommonJS (no top-level await): a failed start exits non-zero, as one would.
(process.argv.includes(WORKER_FLAG) ? runWorker(process.argv) : serve()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
