import type { Database } from "../../db/database.js";
import { errorLogs } from "../../db/schema/index.js";
import type { ERROR_SEVERITIES } from "../../shared/constants.js";

export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

export interface ErrorRecordInput {
  /** A short kind the e-mail throttle and the filters group by: "feed_timeout", "job_failed", "http_5xx"... */
  errorType: string;
  /** By the rule of docs/product.md#operational-data. */
  severity: ErrorSeverity;
  message: string;
  /** Where it happened: "rss-sync", a provider's name, a job's name, "http". */
  source: string;
  stack?: string | null;
  /** When it happened (the injected clock of the caller); the database's now() when absent. */
  at?: Date;
}

/** Writes one error_logs row, the list Diagnostica's "Analisi Errori" shows. */
export async function recordError(db: Database, error: ErrorRecordInput): Promise<void> {
  await db.insert(errorLogs).values({
    error_type: error.errorType.slice(0, 100),
    severity: error.severity,
    error_message: error.message.slice(0, 2000),
    source: error.source.slice(0, 200),
    stack_trace: error.stack?.slice(0, 20_000) ?? null,
    ...(error.at && { timestamp: error.at }),
  });
}
