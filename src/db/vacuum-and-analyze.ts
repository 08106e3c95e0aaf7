import { sql } from "drizzle-orm";
import type { Database } from "./database.js";

/**
 * VACUUM (ANALYZE): what PostgreSQL's autovacuum does by itself and PGlite,
 * which has no autovacuum, needs done for it. Without statistics the planner
 * guesses a few rows per table and picks full scans for the public listing and
 * search; without vacuum the search index's pending list (GIN "fast update")
 * grows with every published article and each search reads all of it, and no
 * page is marked all-visible, so counts cannot skip the table. At 100k
 * articles a search's count went from ~500 ms to ~25 ms. Only the first run
 * over a large table is slow (a few seconds); later runs skip clean pages.
 */
export async function vacuumAndAnalyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}
