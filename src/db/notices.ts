import { sql } from "drizzle-orm";
import { isEmbeddedDatabase, type Database } from "./database.js";

/**
 * The one PostgreSQL channel every instance listens on (notice-listener.ts):
 * one channel and a topic in the payload, so a process holds one LISTEN
 * whatever the number of topics (docs/architecture.md#instances-that-agree).
 */
export const NOTICE_CHANNEL = "rassegna_changes";

/**
 * Sends `payload` to every process listening on this database. Through
 * `db`'s own connection: sent inside a transaction, it is delivered when the
 * transaction commits, and never if it rolls back. Nothing to do on PGlite,
 * which lives in one process.
 */
export async function sendNotice(db: Database, payload: string): Promise<void> {
  if (isEmbeddedDatabase(db)) return;
  await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${payload})`);
}
