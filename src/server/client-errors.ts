import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { SERVED_METHODS } from "./unrouted.js";

/** Writes a whole HTTP response on a socket Fastify never got a request for, in the one `{error, message}` shape, and closes it. */
function writeRaw(socket: Duplex, status: number, error: string, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error, message });
  // Refused before its path was read: Allow names what the site serves anywhere.
  const allow = status === 405 ? `Allow: ${SERVED_METHODS.join(", ")}\r\n` : "";
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${allow}Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refused. A method it
 * does not know (TRACK, QUERY on Node 20) is a 405 with Allow; header
 * overflow and timeouts keep their statuses; anything else is a 400.
 */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has no one to answer.
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  this.log.trace({ err }, "client error");
  if (err.code === "HPE_INVALID_METHOD") writeRaw(socket, 405, "method_not_allowed", "This method is not served");
  else if (err.code === "HPE_HEADER_OVERFLOW") writeRaw(socket, 431, "request_header_fields_too_large", "Request headers are too large");
  else if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") writeRaw(socket, 408, "request_timeout", "The request took too long to arrive");
  else writeRaw(socket, 400, "bad_request", "Malformed HTTP request");
}

/** CONNECT never reaches Fastify (Node hands it to a `connect` listener or drops it): answer 405, this is no proxy. */
export function refuseConnect(app: FastifyInstance): void {
  app.server.on("connect", (_request, socket: Duplex) => writeRaw(socket, 405, "method_not_allowed", "This server is not a proxy"));
}
