// Handlers for /metrics (answers at once) and /metrics/watch (one bare JSON Metrics object and
// "\n" per second, the first immediately, until the client leaves; upstream's framing).
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import type { Services } from "../../services/index.ts";

type Ops = "getMetrics" | "watchMetrics";

export const WATCH_INTERVAL_MS = 1000;

export function metricsHandlers(s: Services): Pick<RouteHandlers, Ops> {
  const metrics = s.metrics;
  return {
    getMetrics: async (_req, reply) => reply.code(200).send(metrics.read()),
    watchMetrics: async (req, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-request-id": String(req.id),
      });
      // HEAD (it runs the GET route): the head, and done. Writes of a HEAD answer are
      // dropped, so the stream would never notice its client leaving.
      if (req.method === "HEAD") return void res.end();
      const write = () => {
        if (!res.writableEnded && !res.destroyed) res.write(`${JSON.stringify(metrics.read())}\n`);
      };
      write();
      const timer = setInterval(write, WATCH_INTERVAL_MS);
      res.on("close", () => clearInterval(timer));
    },
  };
}
