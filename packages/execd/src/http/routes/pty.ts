// PLACEHOLDER being implemented: every operation answers NOT_SUPPORTED until then.
import type { FastifyInstance } from "fastify";
import type { RouteHandlers } from "../../generated/execd/fastify.gen.ts";
import type { Services } from "../../app.ts";
import { ExecdError } from "../../errors.ts";

type Ops = "createPty" | "listPtys" | "getPty" | "deletePty" | "resizePty" | "attachPty";

export function ptyHandlers(_s: Services): Pick<RouteHandlers, Ops> {
  const todo = async () => {
    throw new ExecdError("NOT_SUPPORTED", "not implemented yet");
  };
  return Object.fromEntries((["createPty", "listPtys", "getPty", "deletePty", "resizePty", "attachPty"] as const).map((op) => [op, todo])) as unknown as Pick<RouteHandlers, Ops>;
}
export function registerPtySocket(_app: FastifyInstance, _s: Services): void {}
