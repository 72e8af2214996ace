// Answers written straight to a socket, for the places where there is no fastify reply: requests
// node's HTTP parser rejects ('clientError') and upgrade requests (the socket has left the HTTP
// server by then). Both close the connection after the answer.
import http from "node:http";
import type { Duplex } from "node:stream";
import { newRequestId } from "./identity.ts";

export type ErrorBody = { code: string; message: string };

/** A complete HTTP/1.1 response carrying `body` as JSON, announcing that the connection closes. */
export function rawErrorResponse(status: number, body: ErrorBody, id: string = newRequestId()): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? "Error"}`,
    "content-type: application/json",
    `content-length: ${Buffer.byteLength(json)}`,
    `x-request-id: ${id}`,
    "connection: close",
    "",
    json,
  ].join("\r\n");
}

/**
 * Answers on a raw socket and closes it once the answer is flushed. An upgrade socket belongs to
 * nobody else, and the HTTP server allows half-open connections, so ending alone would leave it
 * open for as long as the client keeps its side open.
 */
export function refuseSocket(socket: Duplex, status: number, body: ErrorBody, id?: string): void {
  if (!socket.writable || socket.destroyed) {
    socket.destroy();
    return;
  }
  socket.end(rawErrorResponse(status, body, id), () => socket.destroy());
}
