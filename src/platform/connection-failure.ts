import { isFailedQuery } from "./describe-error.js";

/**
 * The socket's own failures when the database host cannot be reached or
 * drops the connection. EHOSTUNREACH, ENETUNREACH and EAI_AGAIN (a name
 * server that cannot answer now) are what a stopped database container
 * commonly gives besides the four every host can.
 */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/**
 * PostgreSQL's SQLSTATEs for "no connection now": class 08 (connection
 * exception), 57P01-57P03 (administrator shutdown, crash shutdown, cannot
 * connect now: the server is starting or stopping) and 53300 (too many
 * connections: the server refuses a new one).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/**
 * What pg and pg-pool say when a connection ends or never comes: "Connection
 * terminated unexpectedly", "... due to connection timeout", "timeout
 * exceeded when trying to connect", and a client's later queries after it
 * lost its connection.
 */
const DRIVER_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The driver's own error: `error` itself (a transaction's connect) or the cause Drizzle wraps a failed query around. */
function driverError(error: unknown): unknown {
  return isFailedQuery(error) ? error.cause : error;
}

/**
 * Whether `error` says the database cannot be reached now (refused,
 * dropped, timed out, shutting down) rather than that a query is wrong:
 * the first answers 503 and passes, the second is a bug. Socket codes count
 * only on the driver's error itself, so an outgoing HTTP request's
 * ECONNREFUSED (a feed, a provider) is never taken for the database's.
 */
export function isConnectionFailure(error: unknown): boolean {
  const driver = driverError(error);
  if (!(driver instanceof Error)) return false;
  const code = (driver as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  return DRIVER_MESSAGE.test(driver.message);
}
