// PLACEHOLDER being implemented: every operation answers NOT_SUPPORTED until then.
import type { FastifyInstance } from "fastify";
import type { RouteHandlers } from "../../generated/execd/fastify.gen.ts";
import type { Services } from "../../app.ts";
import { ExecdError } from "../../errors.ts";

type Ops = "getMetrics" | "watchMetrics";

export function metricsHandlers(_s: Services): Pick<RouteHandlers, Ops> {
  const todo = async () => {
    throw new ExecdError("NOT_SUPPORTED", "not implemented yet");
  };
  return Object.fromEntries((["getMetrics", "watchMetrics"] as const).map((op) => [op, todo])) as unknown as Pick<RouteHandlers, Ops>;
}

