import { and, eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "../db/database.js";
import { articles, statistics } from "../db/schema/index.js";
import type { TtlMap } from "../platform/ttl-map.js";
import { isPublished } from "./lifecycle/index.js";
import type { Visitor, VisitorViews } from "./visitor-views.js";

/** What view counting remembers in memory between beacons. */
export interface ViewMemory {
  /** Which visitor already viewed which article, and who sends too many. */
  views: VisitorViews;
  /** Ids found not public a moment ago: their beacons do not reach the database. */
  missing: TtlMap<true>;
}

/**
 * Counts one reader's view of a published article: a statistics row (with the
 * user agent, never the address: the privacy page promises it) and the
 * article's counter, together. Crawlers and link previews are not readers; a
 * visitor counts once per article in 30 minutes and a burst only up to its
 * budget (visitor-views.ts). Answers whether a view was counted.
 */
export async function recordView(db: Database, memory: ViewMemory, articleId: string, visitor: Partial<Visitor>): Promise<boolean> {
  const { address, userAgent } = visitor;
  if (!userAgent || isbot(userAgent) || address === undefined) return false;
  if (memory.missing.has(articleId) || !memory.views.admit({ address, userAgent }, articleId)) return false;
  const counted = await db.transaction(async (tx) => {
    const updated = await tx
      .update(articles)
      .set({ views: sql`${articles.views} + 1` })
      .where(and(eq(articles.id, articleId), isPublished))
      .returning({ id: articles.id });
    if (updated.length === 0) return false;
    await tx.insert(statistics).values({ article_id: articleId, user_agent: userAgent.slice(0, 500) });
    return true;
  });
  if (!counted) memory.missing.set(articleId, true);
  return counted;
}
