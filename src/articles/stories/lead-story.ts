import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { queryRows } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import { publicCardColumns } from "../public-card-columns.js";

/**
 * The lead story of the home (docs/product.md#home): among the stories with an
 * article in the 48 hours before the newest published one, the one with most
 * sources, then the most recent. Measured from the newest article rather than
 * the clock, so a site whose feeds paused still leads with its latest news.
 * Answers the story's key (its story_id, or the article's id when ungrouped)
 * and its newest article's card; null when nothing is published.
 */
export async function leadStory(db: Database) {
  const [lead] = await queryRows<{ story: string }>(
    db,
    sql`select coalesce(${articles.story_id}, ${articles.id}) as story
        from ${articles}
        where ${isPublished} and ${articles.published_at} >= (select max(${articles.published_at}) from ${articles} where ${isPublished}) - interval '48 hours'
        group by 1
        order by count(distinct ${articles.source_name}) desc, max(${articles.published_at}) desc, 1 desc
        limit 1`,
  );
  if (!lead) return null;
  const [card] = await db
    .select(publicCardColumns)
    .from(articles)
    .where(and(isPublished, or(eq(articles.story_id, lead.story), eq(articles.id, lead.story))))
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(1);
  return card ? { story: lead.story, card } : null;
}
