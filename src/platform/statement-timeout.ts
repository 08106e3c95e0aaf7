import { sql } from "drizzle-orm";
import { ServiceUnavailableError } from "./errors.js";
import { type Database, isEmbeddedDatabase } from "../db/database.js";

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = "57014";

function isCancelled(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}

/**
 * Runs `work` with every statement limited to `ms` on PostgreSQL: a
 * transaction whose SET LOCAL ends with it, so the pooled connection keeps
 * its own setting. A statement past the limit becomes ServiceUnavailableError
 * (503, Retry-After). PGlite has no timer to cancel a statement with (it
 * ignores statement_timeout), and a transaction there would hold its single
 * connection for the whole work, so there `work` runs as is.
 */
export async function withStatementTimeout<T>(db: Database, ms: number, work: (db: Database) => Promise<T>): Promise<T> {
  if (isEmbeddedDatabase(db)) return work(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.round(ms))}`));
      return work(tx as unknown as Database);
    });
  } catch (error) {
    if (isCancelled(error)) throw new ServiceUnavailableError("The query took too long: try again shortly", Math.max(1, Math.ceil(ms / 1000)));
    throw error;
  }
}
