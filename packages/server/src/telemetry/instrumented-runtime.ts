// Wraps a Runtime so that every call into its engine is counted when it fails
// (opensandbox_runtime_errors_total) and, inside a traced operation, is a span of its own
// (`runtime.create` with the sandbox id). The runtime itself knows nothing of either.
import { ApiError } from "../errors.ts";
import { EngineUnavailableError, RuntimeError, type Runtime } from "../runtime/runtime.ts";
import type { ServerMetrics } from "./metrics.ts";
import { SANDBOX_ID, inChildSpan } from "./tracing.ts";

/** The runtime's asynchronous operations, which talk to the engine; the first argument of those marked true is the sandbox id. */
const OPERATIONS: Record<string, boolean> = {
  ping: false,
  prepare: false,
  create: false,
  observe: true,
  pause: true,
  resume: true,
  remove: true,
  listOwned: false,
  logs: true,
  commit: true,
  imageExists: false,
  removeImage: false,
};

/** What kind of failure an error is: `unavailable` (engine unreachable), the runtime's reason, or `error`. Undefined: a refusal of the request, not an engine error. */
function kindOf(err: unknown): string | undefined {
  if (err instanceof ApiError) return undefined;
  if (err instanceof EngineUnavailableError) return "unavailable";
  if (err instanceof RuntimeError) return err.reason;
  return "error";
}

export function instrumentRuntime(runtime: Runtime, metrics: ServerMetrics): Runtime {
  return new Proxy(runtime, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop !== "string" || typeof value !== "function" || !(prop in OPERATIONS)) {
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      const fn = value as (...a: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => {
        const first = args[0] as { sandboxId?: string } | string | undefined;
        const id = OPERATIONS[prop] ? (first as string) : typeof first === "object" ? first?.sandboxId : undefined;
        return inChildSpan(`runtime.${prop}`, id ? { [SANDBOX_ID]: id } : {}, () =>
          fn.apply(target, args).catch((err: unknown) => {
            const kind = kindOf(err);
            if (kind) metrics.runtimeError(prop, kind);
            throw err;
          }),
        );
      };
    },
  });
}
