import { lt } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articleTombstones } from "../db/schema/index.js";

/** Days a tombstone outlives the last sync that still saw its item in a feed (docs/product.md#tombstones). */
export const TOMBSTONE_RETENTION_DAYS = 90;

/**
 * Removes the tombstones of items no feed has listed for TOMBSTONE_RETENTION_DAYS:
 * feeds list recent items only, so those cannot come back. Answers how many went.
 */
export async function pruneTombstones(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TOMBSTONE_RETENTION_DAYS * 86_400_000);
  const removed = await db.delete(articleTombstones).where(lt(articleTombstones.last_seen_at, cutoff)).returning({ url: articleTombstones.canonical_url });
  return removed.length;
}
