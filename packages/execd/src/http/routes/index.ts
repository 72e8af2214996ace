// Every operation of specs/execd-api.yaml, one handler each; the map is typed by the generated
// RouteHandlers, so a missing operation does not compile. Operations with their own transport
// (WebSocket attach, the raw port proxy) are registered by their modules.
import { optionalBody } from "@opensandbox/http-kit";
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import { routes } from "../../generated/execd/routes.gen.ts";
import type { Services } from "../../services/index.ts";
import type { HttpApp } from "../server.ts";
import { codeHandlers } from "./code.ts";
import { commandHandlers } from "./commands.ts";
import { fileHandlers } from "./files.ts";
import { identityHandlers, isIdentityOp, registerIdentityFiles } from "./files-identity.ts";
import { internalHandlers } from "./internal.ts";
import { isolatedHandlers } from "./isolated.ts";
import { metricsHandlers } from "./metrics.ts";
import { proxyHandlers, registerProxy } from "./proxy.ts";
import { ptyHandlers, registerPtySocket } from "./pty.ts";
import { sessionHandlers } from "./sessions.ts";

export function handlers(s: Services): RouteHandlers {
  return {
    ping: async (_req, reply) => reply.code(200).send(),
    ...codeHandlers(s),
    ...commandHandlers(s.commands),
    ...sessionHandlers(s),
    ...fileHandlers(s),
    ...identityHandlers(),
    ...isolatedHandlers(),
    ...internalHandlers(s),
    ...metricsHandlers(s),
    ...ptyHandlers(s),
    ...proxyHandlers(s),
  };
}

const SELF_REGISTERED = (id: string) => id.startsWith("proxyPort") || id === "attachPty" || isIdentityOp(id);

export function registerRoutes(app: HttpApp, s: Services): void {
  const map = handlers(s) as unknown as Record<string, (...args: never[]) => unknown>;
  for (const [operationId, route] of Object.entries(routes)) {
    if (SELF_REGISTERED(operationId)) continue;
    app.route({ method: route.method, url: route.url, schema: optionalBody(route), handler: map[operationId] as never });
  }
  registerPtySocket(app, s);
  registerProxy(app, s);
  registerIdentityFiles(app);
}
