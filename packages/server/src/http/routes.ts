// The lifecycle API: one handler per operationId of specs/sandbox-lifecycle.yml. The handler map
// is typed by the generated RouteHandlers, so a missing operation or a wrong reply is a compile error.
import { optionalBody } from "@opensandbox/http-kit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RouteHandlers } from "../generated/lifecycle/fastify.gen.ts";
import { routes } from "../generated/lifecycle/routes.gen.ts";
import type { DiagnosticsService } from "../services/diagnostics.ts";
import type { SandboxService } from "../services/sandboxes.ts";
import type { SnapshotService } from "../services/snapshots.ts";
import { API_KEY_HEADER } from "./plumbing.ts";
import { proxyHandler } from "./proxy.ts";
import type { ProxyRelay } from "./proxy-relay.ts";

export type Services = { sandboxes: SandboxService; snapshots: SnapshotService; diagnostics: DiagnosticsService; apiKey: string | undefined; proxy: ProxyRelay };

const PROXY_OPERATIONS = new Set(Object.keys(routes).filter((id) => id.startsWith("proxySandboxPort")));

function requestHost(req: FastifyRequest): string {
  return req.headers.host ?? `${req.hostname}`;
}

export function handlers({ sandboxes, snapshots, diagnostics, apiKey, proxy: relay }: Services): RouteHandlers {
  const proxy = proxyHandler(sandboxes, relay) as never;
  return {
    // runningMeansReady: the service keeps a sandbox Pending until its execd answers.
    getHealth: async (_req, reply) => reply.code(200).send({ status: "healthy", runningMeansReady: true }),
    reportMetricsEvent: async (req, reply) => {
      req.log.debug({ event: req.body, userAgent: req.headers["user-agent"] }, "client metrics event");
      return reply.code(204).send();
    },
    listPools: async (_req, reply) => reply.code(200).send({ items: sandboxes.pools.list() }),
    listSandboxes: async (req, reply) => reply.code(200).send(await sandboxes.list(req.query ?? {})),
    createSandbox: async (req, reply) => reply.code(202).send(await sandboxes.create(req.body)),
    getSandbox: async (req, reply) => reply.code(200).send(await sandboxes.get(req.params.sandboxId)),
    deleteSandbox: async (req, reply) => {
      await sandboxes.delete(req.params.sandboxId);
      return reply.code(204).send();
    },
    patchSandboxMetadata: async (req, reply) => reply.code(200).send(await sandboxes.patchMetadata(req.params.sandboxId, req.body)),
    pauseSandbox: async (req, reply) => {
      await sandboxes.pause(req.params.sandboxId);
      return reply.code(202).send();
    },
    resumeSandbox: async (req, reply) => {
      await sandboxes.resume(req.params.sandboxId);
      return reply.code(202).send();
    },
    renewSandboxExpiration: async (req, reply) => reply.code(200).send(await sandboxes.renew(req.params.sandboxId, req.body.expiresAt)),
    getSandboxEndpoint: async (req, reply) => {
      const q = req.query ?? {};
      const endpoint = await sandboxes.endpoint(req.params.sandboxId, req.params.port, {
        useServerProxy: q.use_server_proxy ?? false,
        ...(q.expires !== undefined ? { expires: q.expires } : {}),
        requestHost: requestHost(req),
        ...(apiKey ? { apiKey: req.headers[API_KEY_HEADER] as string } : {}),
      });
      return reply.code(200).send(endpoint);
    },
    getSandboxDiagnosticLogs: async (req, reply) => reply.code(200).send(await diagnostics.logs(req.params.sandboxId, req.query.scope)),
    getSandboxDiagnosticEvents: async (req, reply) => reply.code(200).send(await diagnostics.events(req.params.sandboxId, req.query.scope)),
    createSnapshot: async (req, reply) => reply.code(202).send(await snapshots.create(req.params.sandboxId, req.body?.name)),
    listSnapshots: async (req, reply) => reply.code(200).send(await snapshots.list(req.query ?? {})),
    getSnapshot: async (req, reply) => reply.code(200).send(await snapshots.get(req.params.snapshotId)),
    deleteSnapshot: async (req, reply) => {
      await snapshots.delete(req.params.snapshotId);
      return reply.code(204).send();
    },
    proxySandboxPortGet: proxy,
    proxySandboxPortPost: proxy,
    proxySandboxPortPut: proxy,
    proxySandboxPortPatch: proxy,
    proxySandboxPortDelete: proxy,
    proxySandboxPortPathGet: proxy,
    proxySandboxPortPathPost: proxy,
    proxySandboxPortPathPut: proxy,
    proxySandboxPortPathPatch: proxy,
    proxySandboxPortPathDelete: proxy,
    proxySandboxPortSignedGet: proxy,
    proxySandboxPortSignedPost: proxy,
    proxySandboxPortSignedPut: proxy,
    proxySandboxPortSignedPatch: proxy,
    proxySandboxPortSignedDelete: proxy,
    proxySandboxPortSignedPathGet: proxy,
    proxySandboxPortSignedPathPost: proxy,
    proxySandboxPortSignedPathPut: proxy,
    proxySandboxPortSignedPathPatch: proxy,
    proxySandboxPortSignedPathDelete: proxy,
  };
}

/** Registers every operation on `app` (called once per mount point: `/` and `/v1`). */
export function registerRoutes(app: FastifyInstance, services: Services): void {
  const map = handlers(services) as Record<string, (...args: never[]) => unknown>;
  const entries = Object.entries(routes);
  for (const [operationId, route] of entries) {
    if (PROXY_OPERATIONS.has(operationId)) continue;
    app.route({
      method: route.method,
      url: route.url,
      schema: optionalBody(route),
      handler: map[operationId] as never,
    });
  }
  // The proxy relays bodies byte for byte, so it lives in its own context without body parsing.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_req, _payload, done) => done(null, undefined));
    for (const [operationId, route] of entries) {
      if (!PROXY_OPERATIONS.has(operationId)) continue;
      scope.route({
        method: route.method,
        url: route.url.replace("/:path", "/*"),
        schema: { params: { ...(route.schema as { params: object }).params, required: ["sandboxId", "port"] } },
        handler: map[operationId] as never,
      });
    }
  });
}
