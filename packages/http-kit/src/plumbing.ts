// The HTTP skeleton of the server and of execd, parametrized by each side's error codes and
// authentication: request ids, the authentication hook, the JSON body parser, one error shape
// (`{code, message}`) for every failure including requests fastify or node reject before any
// route runs, and listeners that no input can make throw out of.
import http from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CodedError } from "./coded-error.ts";
import { REQUEST_ID_HEADER, requestId } from "./identity.ts";
import { rawErrorResponse, refuseSocket } from "./raw.ts";

/** The part of a request a schema violation was found in (fastify's `validationContext`). */
export type RequestPart = "body" | "querystring" | "params" | "headers";

/** Which of an app's codes answers each failure the skeleton handles itself. */
export type ErrorCodes<C extends string> = {
  /** HTTP status of every code. */
  status: Readonly<Record<C, number>>;
  invalidJson: C;
  bodyTooLarge: C;
  unsupportedMediaType: C;
  routeNotFound: C;
  /** Schema violations, by the part of the request that broke the schema. */
  invalid: Readonly<Record<RequestPart, C>>;
  /** Requests that are not well-formed: unparsable HTTP, a bad percent-escape or an over-long segment in the path. */
  malformed: C;
  /** Any other 4xx error fastify raises. */
  clientError: C;
  internal: C;
};

export type Refusal<C extends string> = { code: C; message: string };
/** Decides whether a request may proceed; a refusal is answered with its code. Runs before anything else looks at the request. */
export type Authenticate<C extends string> = (req: { url?: string | undefined; headers: http.IncomingHttpHeaders }) => Refusal<C> | undefined;

export type HttpKitOptions<C extends string> = {
  codes: ErrorCodes<C>;
  authenticate: Authenticate<C>;
  /** The message of a 500 answer; by default it points to the log entry of the request. */
  internalMessage?: (error: FastifyError, requestId: string) => string;
};

/**
 * Takes charge of a socket node hands to the 'upgrade' listeners, which it no longer watches:
 * errors close it (unhandled, one would end the process). An upgrade pipelined behind a request
 * whose answer is still being written cannot be answered without corrupting that answer, and
 * would otherwise sit on the socket for ever: the connection is closed once that answer is out.
 * Returns whether the upgrade may be handled.
 */
function takeUpgradeSocket(socket: Duplex): boolean {
  socket.on("error", () => socket.destroy());
  const inFlight = (socket as { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (!inFlight) return true;
  const close = () => socket.destroy();
  if (inFlight.writableFinished) setImmediate(close);
  else inFlight.once("finish", close).once("close", close);
  return false;
}

type UpgradeListener = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void;

const pathOf = (url: string | undefined) => (url ?? "/").split("?")[0]!;

export function httpKit<C extends string>(opts: HttpKitOptions<C>) {
  const { codes, authenticate } = opts;
  const internalMessage = opts.internalMessage ?? ((_e: FastifyError, id: string) => `internal error; see the log for request ${id}`);

  function sendError(reply: FastifyReply, code: C, message: string): FastifyReply {
    return reply.code(codes.status[code]).type("application/json").send({ code, message });
  }

  /** Node's HTTP parser rejected what the client sent: answer 400 in the error shape and close. */
  function onClientError(log: FastifyBaseLogger, err: NodeJS.ErrnoException & { reason?: string }, socket: Duplex): void {
    try {
      // A reset connection or one already gone has nobody to answer; a client too slow to send its
      // request head gets no answer either (node would send 408, which no code of ours names).
      if (err.code === "ECONNRESET" || socket.destroyed || err.code === "ERR_HTTP_REQUEST_TIMEOUT") return void socket.destroy();
      // Never write into the middle of a response already under way on this connection.
      const inFlight = (socket as { _httpMessage?: http.ServerResponse | null })._httpMessage;
      if (socket.writable && !inFlight?.headersSent) {
        const message =
          err.code === "HPE_HEADER_OVERFLOW" ? "the request head is larger than this server accepts" : `malformed HTTP request: ${err.reason ?? err.message}`;
        socket.write(rawErrorResponse(codes.status[codes.malformed], { code: codes.malformed, message }));
      }
      log.debug({ err }, "malformed request");
    } catch (e) {
      log.error({ err: e }, "answering a malformed request failed");
    }
    socket.destroy();
  }

  /**
   * An upgrade request routed through fastify (execd's WebSockets) and answered with a plain HTTP
   * response: its socket has left the HTTP server, so nothing else would close it, and a client
   * that closed its side would leave it half-open for ever.
   */
  function closeUpgradeAfterAnswer(req: FastifyRequest, reply: FastifyReply): void {
    if ((req.raw as { upgrade?: boolean }).upgrade !== true) return; // set by node's parser
    const socket = req.raw.socket;
    reply.raw.once("finish", () => {
      if (reply.raw.statusCode !== 101) socket.destroy();
    });
  }

  /** Errors fastify's router raises before any hook runs (a bad percent-escape, an over-long path segment). */
  function onFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
    closeUpgradeAfterAnswer(req, reply);
    reply.header("X-Request-ID", req.id);
    const refused = authenticate(req.raw);
    if (refused) return void sendError(reply, refused.code, refused.message);
    switch (error.code) {
      case "FST_ERR_BAD_URL":
        return void sendError(reply, codes.malformed, `the path ${JSON.stringify(pathOf(req.raw.url))} holds a malformed percent-escape`);
      case "FST_ERR_MAX_PARAM_LENGTH":
        return void sendError(reply, codes.malformed, "a segment of the path is longer than this server accepts");
    }
    req.log.error({ err: error }, "request failed");
    sendError(reply, codes.internal, internalMessage(error, String(req.id)));
  }

  return {
    sendError,
    authenticate,

    /**
     * Fastify options both apps share: request ids, routing, the error shape for what fastify and
     * node reject before routing, and an HTTP request listener that cannot throw (an exception
     * escaping it would end the process).
     */
    serverOptions(logger: FastifyBaseLogger) {
      return {
        genReqId: requestId,
        requestIdHeader: false as const,
        routerOptions: { ignoreTrailingSlash: true },
        frameworkErrors: onFrameworkError,
        clientErrorHandler(err: Error, socket: Duplex) {
          onClientError(logger, err, socket);
        },
        serverFactory(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void, o: Record<string, unknown>) {
          const server = http.createServer((o.http as http.ServerOptions | undefined) ?? {}, (req, res) => {
            try {
              handler(req, res);
            } catch (err) {
              logger.error({ err }, "request listener failed");
              if (res.headersSent) res.destroy();
              else res.writeHead(500, { "content-type": "application/json", [REQUEST_ID_HEADER]: requestId(req) }).end(JSON.stringify({ code: codes.internal, message: "internal error" }));
            }
          });
          // What fastify does to the server it creates itself.
          server.keepAliveTimeout = o.keepAliveTimeout as number;
          server.requestTimeout = o.requestTimeout as number;
          server.setTimeout(o.connectionTimeout as number);
          if ((o.maxRequestsPerSocket as number) > 0) server.maxRequestsPerSocket = o.maxRequestsPerSocket as number;
          return server;
        },
      };
    },

    /** Authentication hook, JSON parser, 404 and error handler in the error shape. */
    install(app: FastifyInstance): void {
      // JSON bodies: an empty body counts as no body (clients send POST .../pause with a JSON
      // content type and nothing else); anything else must parse.
      app.removeContentTypeParser("application/json");
      app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
        const text = body as string;
        if (text.trim() === "") return done(null, undefined);
        try {
          done(null, JSON.parse(text));
        } catch (err) {
          done(new CodedError(codes.invalidJson, codes.status[codes.invalidJson], `request body is not valid JSON: ${(err as Error).message}`), undefined);
        }
      });
      app.addHook("onRequest", async (req, reply) => {
        closeUpgradeAfterAnswer(req, reply);
        reply.header("X-Request-ID", req.id);
        const refused = authenticate(req.raw);
        if (refused) return sendError(reply, refused.code, refused.message);
      });
      app.setNotFoundHandler((req, reply) => {
        sendError(reply, codes.routeNotFound, `no route ${req.method} ${pathOf(req.url)}`);
      });
      app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
        if (error instanceof CodedError) return sendError(reply, error.code as C, error.message);
        if (error.validation) {
          const first = error.validation[0];
          const part = (error.validationContext ?? "body") as RequestPart;
          const where = `${error.validationContext ?? "request"}${first?.instancePath ?? ""}`.replace(/\//g, ".");
          const detail =
            first?.keyword === "additionalProperties"
              ? `has unknown property "${(first.params as { additionalProperty?: string }).additionalProperty}"`
              : (first?.message ?? "is invalid");
          return sendError(reply, codes.invalid[part] ?? codes.invalid.body, `${where} ${detail}`);
        }
        switch (error.code) {
          case "FST_ERR_CTP_BODY_TOO_LARGE":
            return sendError(reply, codes.bodyTooLarge, `request body is larger than ${req.routeOptions.bodyLimit} bytes`);
          case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
            return sendError(reply, codes.unsupportedMediaType, `unsupported Content-Type "${req.headers["content-type"]}"`);
        }
        if (error.statusCode && error.statusCode < 500) return sendError(reply, codes.clientError, error.message);
        req.log.error({ err: error }, "request failed");
        return sendError(reply, codes.internal, internalMessage(error, String(req.id)));
      });
    },

    /**
     * Wraps an 'upgrade' listener so that nothing can escape it: node removes its own socket error
     * listener before emitting 'upgrade', so an unhandled socket error (a client resetting the
     * connection) would end the process, and so would an exception thrown by the listener.
     */
    guardUpgrade(log: FastifyBaseLogger, listener: UpgradeListener): UpgradeListener {
      return (req, socket, head) => {
        if (!takeUpgradeSocket(socket)) return;
        try {
          listener(req, socket, head);
        } catch (err) {
          log.error({ err }, "upgrade listener failed");
          refuseSocket(socket, codes.status[codes.internal], { code: codes.internal, message: "internal error" }, requestId(req));
        }
      };
    },

    /**
     * For apps whose upgrades go through fastify's routing (execd, @fastify/websocket): the same
     * socket guard as guardUpgrade, installed in front of every other 'upgrade' listener. Call it
     * after everything else has registered its listeners.
     */
    guardUpgradeSockets(server: http.Server): void {
      server.prependListener("upgrade", (_req: http.IncomingMessage, socket: Duplex) => {
        takeUpgradeSocket(socket);
      });
    },

    /** Refuses an upgrade request in the error shape and closes the connection. */
    refuse(socket: Duplex, code: C, message: string, id?: string): void {
      refuseSocket(socket, codes.status[code], { code, message }, id);
    },
  };
}

export type HttpKit<C extends string> = ReturnType<typeof httpKit<C>>;
