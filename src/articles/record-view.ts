import { and, eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "../db/database.js";
import { articles, statistics } from "../db/schema/index.js";

/**
 * Counts one reader's view of a published article: a statistics row (with the
 * user agent, never the address: the privacy page promises it) and the
 * article's counter, together. Crawlers and link previews are not readers.
 * Answers whether a view was counted.
 */
export async function recordView(db: Database, articleId: string, userAgent: string | undefined): Promise<boolean> {
  if (!userAgent || isbot(userAgent)) return false;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(articles)
      .set({ views: sql`${articles.views} + 1` })
      .where(and(eq(articles.id, articleId), eq(articles.ai_processed, true), eq(articles.processing_status, "completed")))
      .returning({ id: articles.id });
    if (updated.length === 0) return false;
    await tx.insert(statistics).values({ article_id: articleId, user_agent: userAgent.slice(0, 500) });
    return true;
  });
}
