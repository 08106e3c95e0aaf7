import { sql } from "drizzle-orm";
import { ServiceUnavailableError } from "./errors.js";
import { boundedSessions } from "../db/bounded-sessions.js";
import { type Database, isEmbeddedDatabase } from "../db/database.js";

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = "57014";

function isCancelled(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}

export interface StatementLimits {
  /**
   * No parallel workers for these statements. Starting one costs a few
   * milliseconds on a small machine, more than a query that reads one page
   * through an index takes (the home's lead story: 10 ms with a worker,
   * 2 ms without, at a million articles: docs/performance.md).
   */
  serial?: boolean;
}

/**
 * Runs `work` with every statement limited to `ms` on PostgreSQL. A statement
 * past the limit becomes ServiceUnavailableError (503, Retry-After). Its
 * statements run on connections started with the limits (db/bounded-sessions.ts:
 * no round trip added); inside a transaction, or on a database that cannot
 * lend such connections, in a transaction whose SET LOCAL ends with it, so the
 * pooled connection keeps its own setting. PGlite has no timer to cancel a
 * statement with (it ignores statement_timeout), and a transaction there
 * would hold its single connection for the whole work, so there `work` runs
 * as is.
 */
export async function withStatementTimeout<T>(db: Database, ms: number, work: (db: Database) => Promise<T>, limits: StatementLimits = {}): Promise<T> {
  if (isEmbeddedDatabase(db)) return work(db);
  const timeoutMs = Math.max(1, Math.round(ms));
  const bounded = boundedSessions(db, { statementTimeoutMs: timeoutMs, serial: limits.serial ?? false });
  try {
    if (bounded) return await work(bounded);
    return await db.transaction(async (tx) => {
      // set_config(..., true) is SET LOCAL: one statement, one round trip, for every setting.
      const settings = [sql`set_config('statement_timeout', ${String(timeoutMs)}, true)`];
      if (limits.serial) settings.push(sql`set_config('max_parallel_workers_per_gather', '0', true)`);
      await tx.execute(sql`select ${sql.join(settings, sql`, `)}`);
      return work(tx as unknown as Database);
    });
  } catch (error) {
    if (isCancelled(error)) throw new ServiceUnavailableError("The query took too long: try again shortly", Math.max(1, Math.ceil(ms / 1000)));
    throw error;
  }
}
