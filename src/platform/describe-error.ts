import { withoutQueryParams } from "./log-sink/log-details.js";

/** Drizzle's wrapping of a driver's error: the statement, its values, and the driver's error as `cause`. */
export interface FailedQuery extends Error {
  query: string;
  params: unknown[];
}

/** Drizzle wraps a driver's error as "Failed query: <sql>\nparams: <values>", the values included. */
export function isFailedQuery(error: unknown): error is FailedQuery {
  return error instanceof Error && typeof (error as Partial<FailedQuery>).query === "string" && Array.isArray((error as Partial<FailedQuery>).params);
}

/**
 * What went wrong, for error_logs and warnings: the driver's own words for a
 * failed query (with the statement's start, never its parameters, which may
 * hold a key or a password hash), else the error's message.
 */
export function describeError(error: unknown): string {
  if (isFailedQuery(error)) {
    const cause = error.cause instanceof Error ? error.cause.message : "query failed";
    return `${cause} (query: ${error.query.replace(/\s+/g, " ").slice(0, 200)})`;
  }
  if (error instanceof Error) return withoutQueryParams(error.message) || error.name;
  return String(error);
}

/** The innermost cause's words: the driver's "connect ECONNREFUSED 127.0.0.1:5432" rather than Drizzle's wrapping. */
export function rootMessage(error: unknown): string {
  let message = error instanceof Error ? "" : String(error);
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause.message && !isFailedQuery(cause)) message = cause.message;
  }
  return message || describeError(error);
}

/** The stack of `error` and of its causes, without any failed query's parameters. */
export function describeStack(error: unknown): string | null {
  if (!(error instanceof Error) || !error.stack) return null;
  const parts = [withoutQueryParams(error.stack)];
  for (let cause = error.cause, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause.stack) parts.push(`caused by: ${withoutQueryParams(cause.stack)}`);
  }
  return parts.join("\n");
}

/** Whether `error` came from the database: the driver's errors carry a five-character SQLSTATE, Drizzle wraps them. */
export function isDatabaseError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (isFailedQuery(cause)) return true;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return true;
  }
  return false;
}
