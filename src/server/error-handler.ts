import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { AppError, ServiceUnavailableError, TooManyRequestsError } from "../shared/errors.js";

/**
 * One error shape for the whole API, `{error, message}`. Named domain errors
 * keep their status and message; anything unexpected is a 500 whose details
 * stay in the log, never in the reply.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(error.status).send({ error: error.code, message: error.message });
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      return reply.status(400).send({ error: "validation_failed", message: `${where}${issue?.message ?? "invalid input"}` });
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ error: "internal_error", message: "Internal server error" });
    }
    // Fastify's own client errors (bad JSON, body too large, rate limit...) keep their status,
    // named after it: 429 is "too_many_requests", 413 "payload_too_large".
    const code = (STATUS_CODES[status] ?? "Bad Request").toLowerCase().replace(/\W+/g, "_");
    return reply.status(status).send({ error: code, message: error.message });
  });
}
