// Handlers for /command, /command/* and /commands: streaming foreground runs, background runs,
// status, logs (as text, or followed as events), stdin, interrupt and the list of commands.
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import { executionError, type CommandService } from "../../services/commands.ts";
import { openStream } from "../stream.ts";

type Ops =
  | "runCommand"
  | "interruptCommand"
  | "getCommandStatus"
  | "getBackgroundCommandLogs"
  | "followCommandOutput"
  | "listCommands"
  | "writeCommandStdin"
  | "closeCommandStdin";

export function commandHandlers(commands: CommandService): Pick<RouteHandlers, Ops> {
  return {
    runCommand: async (req, reply) => {
      const body = req.body;
      const started = Date.now();
      let stream: ReturnType<typeof openStream> | undefined;
      // Validation errors (bad cwd, no shell) surface before the stream opens, as JSON errors.
      const handle = commands.start(body, (e) => stream?.send(e));
      stream = openStream(reply);
      stream.send({ type: "init", text: handle.id });
      if (body.background) {
        stream.send({ type: "execution_complete", execution_time: Date.now() - started });
        stream.end();
        return;
      }
      void stream.closed.then(() => handle.kill()); // the client left: stop the command
      const status = await handle.finished;
      if (status === 0) stream.send({ type: "execution_complete", execution_time: Date.now() - started });
      else stream.send({ type: "error", error: executionError(status, handle.timedOut(), commands.status(handle.id).error) });
      stream.end();
    },
    interruptCommand: async (req, reply) => {
      commands.interrupt(req.query.id);
      return reply.code(200).send();
    },
    getCommandStatus: async (req, reply) => reply.code(200).send(commands.status(req.params.id)),
    getBackgroundCommandLogs: async (req, reply) => {
      const { text, cursor } = commands.logs(req.params.id, req.query?.cursor ?? 0);
      return reply.code(200).header("EXECD-COMMANDS-TAIL-CURSOR", String(cursor)).type("text/plain; charset=utf-8").send(text as never);
    },
    followCommandOutput: async (req, reply) => {
      const follow = commands.follow(req.params.id, req.query?.cursor ?? 0); // 404/409 before the stream opens
      if (req.method === "HEAD") {
        // HEAD runs the GET route: the head, and done (nothing would notice the client leave).
        reply.hijack();
        reply.raw.writeHead(200, { "content-type": "text/event-stream", "x-request-id": String(req.id) });
        return void reply.raw.end();
      }
      const stream = openStream(reply);
      stream.send({ type: "init", text: req.params.id });
      await follow(stream);
      stream.end();
    },
    listCommands: async (req, reply) => reply.code(200).send(commands.list(req.query?.running === true)),
    writeCommandStdin: async (req, reply) => {
      await commands.writeStdin(req.params.id, req.body as unknown as Buffer);
      return reply.code(204).send();
    },
    closeCommandStdin: async (req, reply) => {
      commands.closeStdin(req.params.id);
      return reply.code(204).send();
    },
  };
}
