// /code: stateful code contexts. This daemon has no kernel backend yet, so every operation
// answers NOT_SUPPORTED naming what is missing.
import type { RouteHandlers } from "../../generated/execd/fastify.gen.ts";
import type { Services } from "../../app.ts";
import { ExecdError } from "../../errors.ts";

type Ops = "createCodeContext" | "listContexts" | "deleteContextsByLanguage" | "getContext" | "deleteContext" | "runCode" | "interruptCode";

export function codeHandlers(_s: Services): Pick<RouteHandlers, Ops> {
  const unsupported = async () => {
    throw new ExecdError("NOT_SUPPORTED", "code execution needs a Jupyter kernel backend, which this sandbox does not provide");
  };
  return {
    createCodeContext: unsupported,
    listContexts: unsupported,
    deleteContextsByLanguage: unsupported,
    getContext: unsupported,
    deleteContext: unsupported,
    runCode: unsupported,
    interruptCode: unsupported,
  };
}
