import { sql } from "drizzle-orm";
import type { Database } from "./database.js";

/** One round trip to the database (`select 1`): resolves when it answers, rejects when it cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Thrown by pingDatabaseWithin when no answer came in time: a database that hangs counts as unreachable. */
export class PingTimeoutError extends Error {
  override name = "PingTimeoutError";
  constructor(readonly timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms`);
  }
}

/**
 * pingDatabase bounded by `timeoutMs`: a server that accepts no connection
 * can otherwise hang until the operating system gives up (minutes). Resolves
 * with the round trip in milliseconds.
 */
export async function pingDatabaseWithin(db: Database, timeoutMs: number): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const ping = pingDatabase(db);
  // The ping may still settle after the timeout: its rejection is handled, never left unhandled.
  ping.catch(() => undefined);
  try {
    await Promise.race([ping, new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new PingTimeoutError(timeoutMs)), timeoutMs)))]);
  } finally {
    clearTimeout(timer);
  }
  return performance.now() - started;
}
