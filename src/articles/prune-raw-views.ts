import type { Database } from "../db/database.js";
import { deleteInBatches } from "../db/delete-in-batches.js";
import { statistics } from "../db/schema/index.js";

/**
 * Removes the raw view rows (one per counted view, with the reader's user
 * agent) recorded before `cutoff`. Statistiche reads only the totals the
 * database keeps (migration 0014): no trigger takes a view away when its raw
 * row goes, so every figure stays (docs/decisions.md, "Errors and logs").
 * Answers how many went.
 */
export async function pruneRawViews(db: Database, cutoff: Date, batchSize?: number): Promise<number> {
  return deleteInBatches(db, statistics, statistics.created_at, cutoff, batchSize);
}
