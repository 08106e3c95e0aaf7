import { sql } from "drizzle-orm";
import type { Database } from "./database.js";

/**
 * Refreshes the planner's statistics (ANALYZE). PostgreSQL's autovacuum does
 * it by itself; PGlite has no autovacuum, and without statistics the planner
 * guesses a few rows per table and picks full scans for the public listing and
 * search once thousands of articles are stored.
 */
export async function refreshStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}
