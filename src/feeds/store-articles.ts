import { sql } from "drizzle-orm";
import { queryNamedRows, type Database } from "../db/database.js";
import { pendingArticlesInsert } from "../articles/store-pending-articles.js";
import type { PreparedArticle } from "./prepare-article.js";
import type { Validators } from "./types.js";

/**
 * Stores one feed's new articles (status pending, through articles/) and its
 * success in one statement: a crash leaves either all of them or none. One
 * statement, named, rather than a transaction of four: the sync runs it for
 * every feed (docs/performance.md, "Eighth pass").
 */
export async function storeFeedArticles(
  db: Database,
  feed: { id: string; name: string },
  prepared: PreparedArticle[],
  validators: Validators,
  now: Date,
): Promise<number> {
  // Written out rather than built by drizzle for every feed: the builder was among the sync thread's costliest
  // calls (docs/performance.md, "Eighth pass").
  const success = sql`update rss_feeds set last_sync = ${now.toISOString()}::timestamptz, last_sync_status = 'success',
    consecutive_failures = 0, last_error = null, last_error_reason = null, retry_after = null,
    etag = ${validators.etag ?? null}::text, last_modified = ${validators.lastModified ?? null}::text
    where id = ${feed.id}::uuid`;
  if (prepared.length === 0) {
    await queryNamedRows(db, "sync_feed_unchanged", success);
    return 0;
  }
  const [counted] = await queryNamedRows<{ stored: number }>(
    db,
    "sync_store_feed",
    sql`with stored as (${pendingArticlesInsert(feed, prepared, now)}), feed as (${success}) select count(*)::int as stored from stored`,
  );
  return counted?.stored ?? 0;
}
