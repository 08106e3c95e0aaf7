import { inArray, sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import type { PublicArticleCard } from "../../shared/articles.js";
import { isPublishedAs } from "../lifecycle/index.js";
import { publicCardWithSourcesColumns } from "./story-sources.js";

/** One story of a window: its newest article's card (with the story's other sources) and how many publishers told it. */
export interface TopStory {
  card: PublicArticleCard;
  /** Publishers of the story within the window. */
  sources: number;
}

/**
 * The top stories of each category among the articles published in (from, to]
 * (docs/product.md#edizione): one card per story, its newest article of the
 * window, ranked as the home ranks its lead story (most publishers, then the
 * most recent), at most `perCategory` per category. An article without a
 * story is a story of its own. The window is bounded, so the statement reads
 * one day of articles_published_idx whatever the size of the table.
 */
export async function topStoriesByCategory(db: Database, window: { from: Date; to: Date; perCategory: number }): Promise<Map<string, TopStory[]>> {
  const ranked = await queryRows<{ id: string; sources: number }>(
    db,
    sql`with members as materialized (
          select a.id, coalesce(a.story_id, a.id) as story, a.source_name, a.published_at, a.category
          from ${articles} as a
          where ${isPublishedAs("a")} and a.category is not null
            and a.published_at > ${window.from.toISOString()}::timestamptz and a.published_at <= ${window.to.toISOString()}::timestamptz),
        newest as (
          select distinct on (story) story, id, category, published_at from members order by story, published_at desc, id desc),
        sizes as (select story, count(distinct source_name)::int as sources from members group by story),
        ranked as (
          select newest.id, newest.category, sizes.sources,
                 row_number() over (partition by newest.category order by sizes.sources desc, newest.published_at desc, newest.id desc) as rank
          from newest join sizes using (story))
        select id, sources from ranked where rank <= ${window.perCategory} order by category, rank`,
  );
  if (ranked.length === 0) return new Map();
  const cards = await db.select(publicCardWithSourcesColumns).from(articles).where(inArray(articles.id, ranked.map((row) => row.id)));
  const byId = new Map(cards.map((card) => [card.id, card]));
  const result = new Map<string, TopStory[]>();
  for (const row of ranked) {
    const card = byId.get(row.id);
    // An article taken down between the two statements is left out.
    if (!card?.category) continue;
    result.set(card.category, [...(result.get(card.category) ?? []), { card, sources: row.sources }]);
  }
  return result;
}
