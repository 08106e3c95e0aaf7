import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/database.js";
import { signalContentChanged } from "./content-events.js";

/**
 * Deletes these articles and leaves a tombstone for each (canonical URL and
 * feed GUID, no content), in one statement: an article is never gone without
 * its tombstone, so the next sync cannot import it again
 * (docs/product.md#tombstones). Its view rows go with it (foreign keys cascade).
 * Unknown ids are ignored. Answers how many articles were deleted.
 */
export async function deleteArticles(db: Database, ids: readonly string[], now = new Date()): Promise<number> {
  if (ids.length === 0) return 0;
  // One JSON parameter rather than one per id: a bulk delete binds up to 500.
  const rows = await queryRows<{ canonical_url: string }>(
    db,
    sql`with gone as (
          delete from articles
          where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
          returning canonical_url, feed_id, guid
        )
        insert into article_tombstones (canonical_url, feed_id, guid, deleted_at, last_seen_at)
        select canonical_url, feed_id, guid, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz from gone
        on conflict (canonical_url) do update
          set feed_id = excluded.feed_id, guid = excluded.guid, deleted_at = excluded.deleted_at, last_seen_at = excluded.last_seen_at
        returning canonical_url`,
  );
  if (rows.length > 0) await signalContentChanged(db);
  return rows.length;
}
