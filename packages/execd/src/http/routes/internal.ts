// Operations only the lifecycle server calls (tag Internal in specs/execd-api.yaml).
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import type { Services } from "../../services/index.ts";

export function internalHandlers(s: Services): Pick<RouteHandlers, "claimSandbox"> {
  return {
    claimSandbox: async (req, reply) => {
      s.access.claim(req.body);
      s.log.info({ env: Object.keys(req.body.env ?? {}).length }, "sandbox claimed");
      return reply.code(204).send();
    },
  };
}
