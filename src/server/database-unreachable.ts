import type { FastifyBaseLogger } from "fastify";
import { rootMessage } from "../platform/describe-error.js";
import { LogThrottle } from "../platform/log-throttle.js";
import { DatabaseUnreachableError } from "../platform/errors.js";

/** What a request that met an unreachable database answers (503, Retry-After 30 s). */
export const UNREACHABLE_DATABASE_MESSAGE = "The database does not answer: try again shortly";

/**
 * Turns a request's failure to reach the database into the 503 it answers.
 * No error_logs row: the database is down, and the health collector writes
 * the outage once when it answers again (ops/health/database-outage.ts).
 * The log gets the first failure at once, then at most a line a minute with
 * the count held back, as load shedding's refusals do.
 */
export function reportUnreachableDatabase(log: FastifyBaseLogger, now?: () => number): (error: unknown) => DatabaseUnreachableError {
  const throttle = new LogThrottle(60_000, now);
  return (error) => {
    const others = throttle.take();
    if (others !== null) {
      log.warn({ category: "database", source: "http", reason: rootMessage(error), other_requests: others }, "database unreachable: requests answer 503");
    }
    return new DatabaseUnreachableError(UNREACHABLE_DATABASE_MESSAGE);
  };
}
