import { lt, max, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articleTombstones, rssFeeds } from "../db/schema/index.js";
import { LIMITS } from "../shared/constants.js";

/** Days a tombstone outlives its feed's maximum age after the last sync that still saw its item (docs/product.md#tombstones). */
export const TOMBSTONE_MARGIN_DAYS = 30;

/**
 * How long an unseen tombstone is kept: the largest maximum age of any feed
 * plus the margin, or null (keep all) while some feed has no age limit. An
 * item older than every feed's maximum age cannot be imported again anyway.
 */
export async function tombstoneRetentionDays(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ largest: max(rssFeeds.max_age_days), unlimited: sql<number>`count(*) filter (where ${rssFeeds.max_age_days} = 0)`.mapWith(Number) })
    .from(rssFeeds);
  if (row && row.unlimited > 0) return null;
  return (row?.largest ?? LIMITS.maxAgeDays.fallback) + TOMBSTONE_MARGIN_DAYS;
}

/** Removes the tombstones no feed has listed for the retention period; answers how many went. */
export async function pruneTombstones(db: Database, now = new Date()): Promise<number> {
  const days = await tombstoneRetentionDays(db);
  if (days === null) return 0;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const removed = await db.delete(articleTombstones).where(lt(articleTombstones.last_seen_at, cutoff)).returning({ url: articleTombstones.canonical_url });
  return removed.length;
}
