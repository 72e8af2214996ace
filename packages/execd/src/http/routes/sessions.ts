// Handlers for /session and /session/{id}: persistent shell sessions (see services/sessions.ts).
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import type { Services } from "../../services/index.ts";
import { openStream } from "../stream.ts";

type Ops = "createSession" | "runInSession" | "deleteSession";

export function sessionHandlers(s: Services): Pick<RouteHandlers, Ops> {
  const sessions = s.sessions;
  return {
    createSession: async (req, reply) => {
      const session = await sessions.create(req.body?.cwd);
      return reply.code(200).send({ session_id: session.id });
    },
    runInSession: async (req, reply) => {
      // Unknown session and bad cwd answer as JSON errors, before the stream opens.
      const session = sessions.get(req.params.sessionId);
      const cwd = session.resolveCwd(req.body.cwd);
      const stream = openStream(reply);
      stream.send({ type: "init", text: session.id });
      const gone = new AbortController();
      void stream.closed.then(() => gone.abort()); // the client left: interrupt (or skip) the run
      const result = await session.run({ command: req.body.command, cwd, timeout: req.body.timeout }, (e) => stream.send(e), gone.signal);
      if (result.status === 0 && result.detail === undefined) {
        stream.send({ type: "execution_complete", execution_time: result.durationMs });
      } else {
        stream.send({
          type: "error",
          error: { ename: "CommandExecError", evalue: String(result.status), traceback: result.detail ? [result.detail] : [] },
        });
      }
      stream.end();
    },
    deleteSession: async (req, reply) => {
      sessions.delete(req.params.sessionId);
      return reply.code(200).send();
    },
  };
}
