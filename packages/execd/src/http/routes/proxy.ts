// PLACEHOLDER being implemented: every operation answers NOT_SUPPORTED until then.
import type { FastifyInstance } from "fastify";
import type { RouteHandlers } from "../../generated/execd/fastify.gen.ts";
import type { Services } from "../../app.ts";
import { ExecdError } from "../../errors.ts";

type Ops = "proxyPortGet" | "proxyPortPost" | "proxyPortPut" | "proxyPortPatch" | "proxyPortDelete" | "proxyPortHead" | "proxyPortOptions" | "proxyPortPathGet" | "proxyPortPathPost" | "proxyPortPathPut" | "proxyPortPathPatch" | "proxyPortPathDelete" | "proxyPortPathHead" | "proxyPortPathOptions";

export function proxyHandlers(_s: Services): Pick<RouteHandlers, Ops> {
  const todo = async () => {
    throw new ExecdError("NOT_SUPPORTED", "not implemented yet");
  };
  return Object.fromEntries((["proxyPortGet", "proxyPortPost", "proxyPortPut", "proxyPortPatch", "proxyPortDelete", "proxyPortHead", "proxyPortOptions", "proxyPortPathGet", "proxyPortPathPost", "proxyPortPathPut", "proxyPortPathPatch", "proxyPortPathDelete", "proxyPortPathHead", "proxyPortPathOptions"] as const).map((op) => [op, todo])) as unknown as Pick<RouteHandlers, Ops>;
}
export function registerProxy(_app: FastifyInstance, _s: Services): void {}
