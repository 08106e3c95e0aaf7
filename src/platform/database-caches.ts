import type { Database } from "../db/database.js";

/**
 * What this process caches per database (the stories' recent window and term
 * frequencies): each cache registers how to drop what it holds for one
 * database, and whoever replaces a database's rows wholesale (the test
 * harness's reset to its baseline) drops them all at once, without knowing
 * which caches exist.
 */
const forgetters = new Set<(db: Database) => void>();

/** Called once by a per-database cache when its module loads. */
export function registerDatabaseCache(forget: (db: Database) => void): void {
  forgetters.add(forget);
}

/** Drops every registered cache's copy of `db`: the next reader loads from the database again. */
export function forgetDatabaseCaches(db: Database): void {
  for (const forget of forgetters) forget(db);
}
