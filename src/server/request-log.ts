import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * Fastify's per-request log lines at debug level, one per request
 * (LOG_LEVEL=debug shows them): at the default info level the console keeps
 * to events. A request that failed keeps Fastify's error line.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.debug({ status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, `${request.method} ${request.url}`);
  }
}
