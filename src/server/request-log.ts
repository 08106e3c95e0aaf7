import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { LogThrottle } from "../platform/log-throttle.js";

/** A read slower than this is reported to the system log (docs/product.md#operational-data). */
export const SLOW_REQUEST_MS = 2_000;

/**
 * Fastify's per-request log lines at debug level, one per request
 * (LOG_LEVEL=debug shows them): at the default info level the console keeps
 * to events. A request that failed keeps Fastify's error line. A slow read
 * (GET or HEAD: admin actions such as a sync are slow by nature) is a
 * warning in category performance, at most one a minute, saying how many
 * others were slow meanwhile.
 */
export class DebugRequestLog extends LogController {
  private readonly slowMs: number;
  private readonly slow: LogThrottle;

  constructor(options: { slowMs?: number; now?: () => number } = {}) {
    super();
    this.slowMs = options.slowMs ?? SLOW_REQUEST_MS;
    this.slow = new LogThrottle(60_000, options.now);
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const ms = Math.round(reply.elapsedTime);
    request.log.debug({ status: reply.statusCode, ms }, `${request.method} ${request.url}`);
    if (ms < this.slowMs || (request.method !== "GET" && request.method !== "HEAD")) return;
    const others = this.slow.take();
    if (others === null) return;
    const route = request.routeOptions.url ?? request.url.split("?")[0];
    request.log.warn({ category: "performance", source: "http", route, status: reply.statusCode, ms, other_slow_requests: others }, "slow request");
  }
}
