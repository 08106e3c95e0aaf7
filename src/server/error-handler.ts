import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { isConnectionFailure } from "../platform/connection-failure.js";
import { isDatabaseError } from "../platform/describe-error.js";
import { apiErrorSchema } from "./api-schemas.js";
import { AppError, DatabaseUnreachableError, MethodNotAllowedError, RetryLaterError } from "../platform/errors.js";
import { reportUnreachableDatabase, UNREACHABLE_DATABASE_MESSAGE } from "./database-unreachable.js";
import { renderErrorPage } from "./error-page.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Logs a request's failure to reach the database (at most a line a minute) and gives the 503 it answers. */
    unreachableDatabase?: (error: unknown) => DatabaseUnreachableError;
  }
}

/**
 * One error shape for the whole API, `{error, message}`; the site's own paths
 * get the same status with a short Italian page instead. Named domain errors
 * keep their status and message; a database that cannot be reached is a 503
 * that passes; anything unexpected is a 500 whose details stay in the log and
 * in error_logs, never in the reply.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.decorate("unreachableDatabase", reportUnreachableDatabase(app.log));
  app.setErrorHandler(replyWithError);
  // An /api route that declares its answers also declares this one for every other status, so the document
  // shows it and an answer whose status the route forgot to declare fails loudly instead of passing unchecked.
  app.addHook("onRoute", (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!route.url.startsWith("/api/") || !response || "default" in response) return;
    route.schema = { ...route.schema, response: { ...response, default: apiErrorSchema } };
  });
}

/** The reply to any error: the one error handler's, also used for Fastify's router errors (a path that does not decode). */
export function replyWithError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) {
    if (error instanceof RetryLaterError) reply.header("retry-after", String(error.retryAfterSeconds));
    if (error instanceof MethodNotAllowedError) reply.header("allow", error.allow.join(", "));
    return answer(request, reply, error.status, error.code, error.message);
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    return answer(request, reply, 400, "validation_failed", `${where}${issue?.message ?? "invalid input"}`);
  }
  // Every read fails alike while the database is down: neither a row each (it cannot be stored) nor a log line each.
  if (isConnectionFailure(error)) {
    return replyWithError(request.server.unreachableDatabase?.(error) ?? new DatabaseUnreachableError(UNREACHABLE_DATABASE_MESSAGE), request, reply);
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 500) {
    const category = isDatabaseError(error) ? "database" : "system";
    request.log.error({ err: error, category, source: "http", method: request.method, route: request.routeOptions.url }, "request failed");
    // An error_logs row with the stack, written after the reply (server-error-recorder.ts).
    request.server.serverErrors?.record(error, request);
    return answer(request, reply, 500, "internal_error", "Internal server error");
  }
  // Fastify's own client errors (bad JSON, body too large, rate limit...) keep their status,
  // named after it: 429 is "too_many_requests", 413 "payload_too_large".
  const code = (STATUS_CODES[status] ?? "Bad Request").toLowerCase().replace(/\W+/g, "_");
  return answer(request, reply, status, code, error.message);
}

function answer(request: FastifyRequest, reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  reply.status(status);
  if (request.url.startsWith("/api/")) return reply.send({ error, message });
  // Error pages are never kept by a browser or a shared cache: the next try must reach the server.
  return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(renderErrorPage(status, error));
}
