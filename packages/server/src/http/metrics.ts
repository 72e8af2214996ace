// The metrics listener (`[server] metrics_port`): GET /metrics in Prometheus' text format, on a
// port of its own without the API key, as Prometheus scrapes. It answers nothing else, so
// exposing it to a scraper exposes no part of the API.
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerMetrics } from "../telemetry/metrics.ts";

export function metricsApp(metrics: ServerMetrics): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get("/metrics", async (_req, reply) => {
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).send(body);
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ code: "ROUTE_NOT_FOUND", message: "this port serves GET /metrics only" }));
  return app;
}
