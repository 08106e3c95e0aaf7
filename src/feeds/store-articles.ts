import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { rssFeeds } from "../db/schema/index.js";
import { storePendingArticles } from "../articles/store-pending-articles.js";
import type { PreparedArticle } from "./prepare-article.js";
import type { Validators } from "./types.js";

/**
 * Stores one feed's new articles (status pending, through articles/) and its
 * success in one transaction: a crash leaves either all of them or none.
 */
export async function storeFeedArticles(
  db: Database,
  feed: { id: string; name: string },
  prepared: PreparedArticle[],
  validators: Validators,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const stored = await storePendingArticles(tx as unknown as Database, feed, prepared, now);
    await tx
      .update(rssFeeds)
      .set({
        last_sync: now,
        last_sync_status: "success",
        consecutive_failures: 0,
        last_error: null,
        last_error_reason: null,
        retry_after: null,
        etag: validators.etag ?? null,
        last_modified: validators.lastModified ?? null,
      })
      .where(eq(rssFeeds.id, feed.id));
    return stored;
  });
}
