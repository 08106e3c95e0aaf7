import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished, isPublishedAs } from "../lifecycle/index.js";
import type { PublicArticleCard } from "../../shared/articles.js";
import { publicCardWithSourcesColumns } from "./story-sources.js";

/** More articles joined a story in 48 hours than any site publishes: a bound that keeps the planner on articles_story_joined_idx. */
const JOINED_IN_WINDOW_MAX = 20_000;

/**
 * The lead story of the home (docs/product.md#home): among the stories with an
 * article in the 48 hours before the newest published one, the one with most
 * sources, then the most recent. Measured from the newest article rather than
 * the clock, so a site whose feeds paused still leads with its latest news.
 * Only stories another article joined can have two sources, and those few are
 * found through articles_story_joined_idx; when none has, the newest article
 * leads. Answers the story's key (its story_id, or the article's id when
 * ungrouped) and its newest article's card, with its other sources; null
 * when nothing is published.
 * One statement, the home's first page's only one besides the page and its
 * sources (docs/performance.md, "A million articles").
 */
export async function leadStory(db: Database): Promise<{ story: string; card: PublicArticleCard } | null> {
  // Each joined story counted through articles_story_idx: a lateral subquery keeps the planner off a scan of every article.
  const leadCardId = sql`(
    with newest as materialized (
      select ${articles.id} as id, ${articles.story_id} as story_id, ${articles.published_at} as published_at
      from ${articles} where ${isPublished} order by ${articles.published_at} desc, ${articles.id} desc limit 1),
    biggest as materialized (
      select joined.story_id as story, size.sources
      from (select distinct recent.story_id from (
              select ${articles.story_id} from ${articles}
              where ${articles.story_id} <> ${articles.id} and ${isPublished}
                and ${articles.published_at} >= (select published_at from newest) - interval '48 hours'
              order by ${articles.published_at} desc limit ${JOINED_IN_WINDOW_MAX}) as recent) as joined
      cross join lateral (select count(distinct member.source_name)::int as sources, max(member.published_at) as latest
            from ${articles} as member
            where member.story_id = joined.story_id and ${isPublishedAs("member")}) as size
      order by size.sources desc, size.latest desc, joined.story_id desc
      limit 1),
    lead as materialized (
      select coalesce((select story from biggest where sources >= 2), (select coalesce(story_id, id) from newest)) as story)
    select card.id from lead cross join lateral (
      select c.id from ${articles} as c
      where ${isPublishedAs("c")} and (c.story_id = lead.story or (c.id = lead.story and c.story_id is null))
      order by c.published_at desc, c.id desc limit 1) as card)`;
  const [card] = await db.select(publicCardWithSourcesColumns).from(articles).where(sql`${articles.id} = ${leadCardId}`);
  return card ? { story: card.story_id ?? card.id, card } : null;
}
