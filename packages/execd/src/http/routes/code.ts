// /code: stateful code contexts backed by Jupyter kernels that execd starts and talks to itself
// (services/kernels.ts has the design). `POST /code` without a context id or language runs the
// code as a shell command, as the spec says.
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import type { Services } from "../../services/index.ts";
import { openStream } from "../stream.ts";

type Ops = "createCodeContext" | "listContexts" | "deleteContextsByLanguage" | "getContext" | "deleteContext" | "runCode" | "interruptCode";

export function codeHandlers(s: Services): Pick<RouteHandlers, Ops> {
  const kernels = () => s.kernels;
  return {
    createCodeContext: async (req, reply) => {
      const ctx = await kernels().create(req.body ?? {});
      return reply.code(200).send(kernels().view(ctx));
    },
    listContexts: async (req, reply) => reply.code(200).send(kernels().list(req.query?.language)),
    deleteContextsByLanguage: async (req, reply) => {
      await kernels().deleteLanguage(req.query.language);
      return reply.code(200).send();
    },
    getContext: async (req, reply) => reply.code(200).send(kernels().view(kernels().get(req.params.context_id))),
    deleteContext: async (req, reply) => {
      await kernels().delete(req.params.context_id);
      return reply.code(200).send();
    },
    runCode: async (req, reply) => {
      const { code, context } = req.body;
      const started = Date.now();
      if (!context?.id && !context?.language) {
        // No context at all: a shell command (upstream behaviour, in the spec).
        let stream: ReturnType<typeof openStream> | undefined;
        const handle = s.commands.start({ command: code }, (e) => stream?.send(e));
        stream = openStream(reply);
        stream.send({ type: "init", text: handle.id });
        void stream.closed.then(() => handle.kill());
        const status = await handle.finished;
        if (status === 0) stream.send({ type: "execution_complete", execution_time: Date.now() - started });
        else stream.send({ type: "error", error: { ename: "CommandExecError", evalue: String(status), traceback: [] } });
        stream.end();
        return;
      }
      // Unknown context, dead kernel, unsupported language: JSON errors before the stream.
      const ctx = await kernels().resolve(context);
      const stream = openStream(reply);
      stream.send({ type: "init", text: ctx.id });
      await kernels().run(ctx, code, (e) => stream.send(e), stream.closed);
      stream.end();
    },
    interruptCode: async (req, reply) => {
      kernels().interrupt(req.query.id);
      return reply.code(200).send();
    },
  };
}
