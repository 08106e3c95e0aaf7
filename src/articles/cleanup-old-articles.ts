import { asc, lt } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import { deleteArticles } from "./delete-articles.js";

/** Articles deleted per statement: each batch is short, so readers and the sync never wait long behind a cleanup. */
const BATCH_SIZE = 1000;

/**
 * Deletes every article published more than `days` days before `now`, with
 * its views, leaving tombstones (docs/product.md#spazio-server). Spazio Server's
 * cleanup and the automatic cleanup both call it. Answers how many were deleted.
 */
export async function cleanupOldArticles(db: Database, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let deleted = 0;
  for (;;) {
    const batch = await db.select({ id: articles.id }).from(articles).where(lt(articles.published_at, cutoff)).orderBy(asc(articles.published_at)).limit(BATCH_SIZE);
    if (batch.length === 0) return deleted;
    deleted += await deleteArticles(
      db,
      batch.map((row) => row.id),
      now,
    );
  }
}
