import { sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { storePendingArticles } from "../articles/store-pending-articles.js";
import type { PreparedArticle } from "./prepare-article.js";
import type { Validators } from "./types.js";

/**
 * Stores one feed's new articles (status pending, through articles/) and its
 * success in one statement: a crash leaves either all of them or none. One
 * prepared statement rather than a transaction of four: the sync runs it for
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
  return storePendingArticles(db, feed, prepared, now, success);
}
