// The scope of one API request: its id in every log line written while it is served (the
// service's and the runtime's too, not only fastify's `req.log`), its server span, and its
// latency in the metrics. Also work the request starts and that outlives it (a create's
// provisioning) logs with the id of the request that started it.
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import { context, type Span } from "@opentelemetry/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerMetrics } from "./metrics.ts";
import { endRequestSpan, startRequestSpan } from "./tracing.ts";

const scope = new AsyncLocalStorage<{ reqId: string }>();

/** pino `mixin`: adds the request id of the request being served, if any. */
export function requestIdMixin(): { reqId?: string } {
  const s = scope.getStore();
  return s ? { reqId: s.reqId } : {};
}

type Scoped = { resource: AsyncResource; span?: Span };
const scoped = new WeakMap<FastifyRequest, Scoped>();

/**
 * Hooks that enter the request's scope before anything else runs. Node emits a request body's
 * events in the connection's async context, not the request's, so fastify's hooks after body
 * parsing (preValidation onwards, the handler) are put back into the scope explicitly.
 */
export function installRequestScope(app: FastifyInstance, opts: { metrics: ServerMetrics; tracing: boolean }): void {
  const { metrics } = opts;
  app.addHook("onRequest", (req, _reply, done) => {
    scope.run({ reqId: String(req.id) }, () => {
      if (!opts.tracing) return void enter(req, undefined, done);
      const { span, ctx } = startRequestSpan(req.method, req.url.split("?")[0]!, req.headers);
      context.with(ctx, () => enter(req, span, done));
    });
  });
  app.addHook("preValidation", (req, _reply, done) => {
    const s = scoped.get(req);
    if (s) s.resource.runInAsyncScope(done);
    else done();
  });
  app.addHook("onResponse", (req, reply, done) => {
    const route = req.routeOptions.url;
    metrics.httpDuration.observe({ method: req.method, route: route ?? "unmatched", status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
    const s = scoped.get(req);
    if (s?.span) endRequestSpan(s.span, req.method, route, reply.statusCode, String(req.id));
    scoped.delete(req);
    done();
  });
  app.addHook("onRequestAbort", (req, done) => {
    const s = scoped.get(req);
    if (s?.span) endRequestSpan(s.span, req.method, req.routeOptions.url, 499, String(req.id));
    scoped.delete(req);
    done();
  });
}

function enter(req: FastifyRequest, span: Span | undefined, done: () => void): void {
  const resource = new AsyncResource("opensandbox-request");
  scoped.set(req, { resource, ...(span ? { span } : {}) });
  resource.runInAsyncScope(done);
}
