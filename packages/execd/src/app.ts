// Composition root of execd: services, then the HTTP app (http/server.ts). Tests call
// buildApp() and listen on port 0 or inject requests; main.ts is the only place that listens for real.
import { createLogger, type Logger } from "./log.ts";
import { tokenCheck } from "./http/plumbing.ts";
import { registerRoutes } from "./http/routes/index.ts";
import { HttpApp } from "./http/server.ts";
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

export type Execd = { http: HttpApp; services: Services; close(): Promise<void> };

export function buildApp(opts: ExecdOptions): Execd {
  const log = opts.logger ?? createLogger({ level: process.env.EXECD_LOG_LEVEL ?? "info" });
  const services = createServices(log, new AccessService(opts.token, opts.claim));
  const http = new HttpApp({
    log,
    authenticate: tokenCheck(() => services.access.token()),
    ...(opts.bodyLimit === undefined ? {} : { bodyLimit: opts.bodyLimit }),
    rewriteUrl: selfProxyRewrite(opts.selfPort ?? 44772),
  });
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
