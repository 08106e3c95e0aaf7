import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database.js";
import { inARowSuffix } from "../../shared/job-labels.js";
import { ERROR_TYPES, errorSeverity } from "./error-severity.js";
import { recordError, type ErrorSeverity } from "./record-error.js";

/** The mark of a job's last success after failures: failures since it are the ones in a row. */
const successKey = (job: string) => `job-ok:${job}`;

/**
 * Writes the error_logs row of a failed scheduled job (job_failed, source =
 * the job's name, with the stack): medium, critical from the third failure
 * in a row. The count reads the rows themselves since the job's last success,
 * so it holds across restarts and across instances running the same job; the
 * message ends with it from the second failure on, which the dashboard words
 * as "è fallito 3 volte di seguito" (src/shared/job-labels.ts).
 */
export async function recordJobFailure(db: Database, job: string, error: unknown): Promise<ErrorSeverity> {
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`select count(*)::int as failures from error_logs
        where error_type = ${ERROR_TYPES.jobFailed} and source = ${job}
          and timestamp > coalesce((select claimed_at from period_claims where key = ${successKey(job)}), '-infinity'::timestamptz)`,
  );
  const failures = Number(row?.failures ?? 0) + 1;
  const severity: ErrorSeverity = errorSeverity({ kind: "job_failed", consecutiveFailures: failures });
  await recordError(db, {
    errorType: ERROR_TYPES.jobFailed,
    severity,
    message: `Scheduled job "${job}" failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 1800)}${inARowSuffix(failures)}`,
    source: job,
    stack: error instanceof Error ? (error.stack ?? null) : null,
  });
  return severity;
}

/**
 * Notes that a job succeeded, which ends its run of failures. One statement
 * that writes only when failures were recorded since the last mark, so a job
 * that keeps succeeding costs a read a run.
 */
export async function recordJobSuccess(db: Database, job: string): Promise<void> {
  await db.execute(
    sql`insert into period_claims (key, claimed_at) values (${successKey(job)}, now())
        on conflict (key) do update set claimed_at = excluded.claimed_at
          where exists (select 1 from error_logs
                        where error_type = ${ERROR_TYPES.jobFailed} and source = ${job} and timestamp > period_claims.claimed_at)`,
  );
}
