import type { Database } from "../../db/database.js";
import { describeError, describeStack } from "../describe-error.js";
import { ERROR_TYPES, errorSeverity } from "./error-severity.js";
import { recordError } from "./record-error.js";

/**
 * The error_logs row of a request that failed unexpectedly (an unhandled
 * 5xx): the method and the route's pattern (never the query string, which may
 * carry a token), the error in the driver's or the code's words, and the stack.
 */
export async function recordServerError(db: Database, failure: { error: unknown; method: string; route: string; at?: Date }): Promise<void> {
  await recordError(db, {
    errorType: ERROR_TYPES.http5xx,
    severity: errorSeverity({ kind: "http_5xx" }),
    message: `${failure.method} ${failure.route}: ${describeError(failure.error)}`,
    source: "http",
    stack: describeStack(failure.error),
    ...(failure.at && { at: failure.at }),
  });
}
