// Composition root of execd: services, then the fastify app. Tests call buildApp() and use
// inject() or listen on port 0; main.ts is the only place that listens for real.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino, { type Logger } from "pino";
import { installPlumbing, requestId } from "./http/plumbing.ts";
import { registerFileUploads } from "./http/routes/files.ts";
import { registerRoutes } from "./http/routes/index.ts";
import { validatorCompiler } from "./http/validation.ts";
import { CommandService } from "./services/commands.ts";
import { KernelService } from "./services/kernels.ts";
import { MetricsService } from "./services/metrics.ts";
import { SessionService } from "./services/sessions.ts";
import { ProxyService } from "./services/proxy.ts";
import { PtyService } from "./services/pty.ts";

export type Services = {
  commands: CommandService;
  kernels: KernelService;
  sessions: SessionService;
  metrics: MetricsService;
  pty: PtyService;
  proxy: ProxyService;
  log: Logger;
};

export type ExecdOptions = {
  token: string;
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
  const services: Services = {
    commands: new CommandService(),
    kernels: new KernelService({ log }),
    sessions: new SessionService(),
    metrics: new MetricsService(),
    pty: new PtyService(),
    proxy: new ProxyService(),
    log,
  };
  const http = Fastify({
    loggerInstance: log as unknown as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: opts.bodyLimit ?? 16 * 1024 * 1024,
    genReqId: requestId,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: selfProxyRewrite(opts.selfPort ?? 44772),
  });
  http.setValidatorCompiler(validatorCompiler);
  installPlumbing(http, opts.token);
  http.addContentTypeParser("application/octet-stream", { parseAs: "buffer", bodyLimit: 64 * 1024 * 1024 }, (_req, body, done) => done(null, body));
  registerFileUploads(http); // multipart for POST /files/upload, streamed to disk
  registerRoutes(http, services);
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
