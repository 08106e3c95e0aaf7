import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { queryRows } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished, isPublishedAs } from "../lifecycle/index.js";
import { publicCardColumns, type PublicCardRow } from "../public-card-columns.js";

/**
 * The lead story of the home (docs/product.md#home): among the stories with an
 * article in the 48 hours before the newest published one, the one with most
 * sources, then the most recent. Measured from the newest article rather than
 * the clock, so a site whose feeds paused still leads with its latest news.
 * Only stories another article joined can have two sources, and those few are
 * found through articles_story_joined_idx; when none has, the newest article
 * leads. Answers the story's key (its story_id, or the article's id when
 * ungrouped) and its newest article's card; null when nothing is published.
 */
export async function leadStory(db: Database): Promise<{ story: string; card: PublicCardRow } | null> {
  const [newest] = await db.select(publicCardColumns).from(articles).where(isPublished).orderBy(desc(articles.published_at), desc(articles.id)).limit(1);
  if (!newest) return null;
  const since = new Date(newest.published_at.getTime() - 48 * 3_600_000).toISOString();
  // Each joined story counted through articles_story_idx: a lateral subquery keeps the planner off a scan of every article.
  const [biggest] = await queryRows<{ story: string; sources: number }>(
    db,
    sql`select joined.story_id as story, size.sources
        from (select distinct ${articles.story_id} from ${articles}
              where ${articles.story_id} <> ${articles.id} and ${isPublished} and ${articles.published_at} >= ${since}::timestamptz) as joined
        cross join lateral (select count(distinct member.source_name)::int as sources, max(member.published_at) as latest
              from ${articles} as member
              where member.story_id = joined.story_id and ${isPublishedAs("member")}) as size
        order by size.sources desc, size.latest desc, joined.story_id desc
        limit 1`,
  );
  if (!biggest || biggest.sources < 2) return { story: newest.story_id ?? newest.id, card: newest };
  const [card] = await db
    .select(publicCardColumns)
    .from(articles)
    .where(and(isPublished, or(eq(articles.story_id, biggest.story), eq(articles.id, biggest.story))))
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(1);
  return card ? { story: biggest.story, card } : null;
}
