// Composition root of execd: services, then the fastify app. Tests call buildApp() and use
// inject() or listen on port 0; main.ts is the only place that listens for real.
import { validatorCompiler } from "@opensandbox/http-kit";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino, { type Logger } from "pino";
import { execdHttpKit } from "./http/plumbing.ts";
import { registerFileUploads } from "./http/routes/files.ts";
import { registerRoutes } from "./http/routes/index.ts";
import { AccessService, type ClaimState } from "./services/claim.ts";
import { createServices, type Services } from "./services/index.ts";

export type ExecdOptions = {
  token: string;
  /** What osb-init's claim memfd holds (services/claim.ts): an earlier claim, or where to keep one. */
  claim?: ClaimState;
  logger?: Logger;
  /** Largest JSON body; stdin writes and uploads stream and are not bound by it. */
  bodyLimit?: number;
  /**
   * The port execd itself serves (default 44772). `/proxy/<that port>/…` is served in process, as
   * if the prefix were not there: the official clients expect execd's endpoint to end in `/44772`.
   */
  selfPort?: number;
};

export type Execd = { http: FastifyInstance; services: Services; close(): Promise<void> };

export function buildApp(opts: ExecdOptions): Execd {
  const log = opts.logger ?? pino({ level: process.env.EXECD_LOG_LEVEL ?? "info" });
  const services = createServices(log, new AccessService(opts.token, opts.claim));
  const kit = execdHttpKit(() => services.access.token());
  const flog = log as unknown as FastifyBaseLogger;
  const http = Fastify({
    ...kit.serverOptions(flog),
    loggerInstance: flog,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: opts.bodyLimit ?? 16 * 1024 * 1024,
    rewriteUrl: selfProxyRewrite(opts.selfPort ?? 44772),
  });
  // Lazy: each schema is compiled on its route's first request, keeping start-up fast.
  http.setValidatorCompiler(validatorCompiler({ lazy: true }));
  kit.install(http);
  http.addContentTypeParser("application/octet-stream", { parseAs: "buffer", bodyLimit: 64 * 1024 * 1024 }, (_req, body, done) => done(null, body));
  registerFileUploads(http); // multipart for POST /files/upload, streamed to disk
  registerRoutes(http, services);
  kit.guardUpgradeSockets(http.server); // in front of the upgrade listeners registered above
  return {
    http,
    services,
    async close() {
      services.commands.shutdown();
      services.sessions.shutdown();
      await services.kernels.shutdown();
      await http.close();
    },
  };
}

/**
 * Strips `/proxy/<own port>` from a request's URL before routing, so that requests through
 * execd's own port proxy reach its routes directly, with the same token check (and without the
 * proxy, which leaves the token out of what it forwards).
 */
export function selfProxyRewrite(port: number): (req: { url?: string }) => string {
  const prefix = `/proxy/${port}`;
  return (req) => {
    const url = req.url ?? "/";
    if (!url.startsWith(prefix)) return url;
    const rest = url.slice(prefix.length);
    if (rest === "" || rest.startsWith("?")) return `/${rest}`;
    return rest.startsWith("/") ? rest : url;
  };
}
