import { inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import type { StorySource } from "../../shared/articles.js";
import { isPublishedAs } from "../lifecycle/index.js";
import { publicCardColumns } from "../public-card-columns.js";

/** Enough for "Altre N fonti" and the article page's list. */
export const MAX_STORY_SOURCES = 10;

/**
 * A card's other sources, as a column of the statement that reads the card:
 * for every other publisher of its story, its newest public article, newest
 * first, at most 10; none for an ungrouped article. Through the story index
 * (migration 0021), in the card's own statement: the home's page reads its
 * cards and their sources in one round trip (docs/performance.md, "A million
 * articles"). The card's row is named `articles` written out: Drizzle leaves
 * a select's own columns unqualified, and the subquery's would shadow them.
 */
export const storySourcesColumn: SQL<StorySource[]> = sql<StorySource[]>`coalesce((
  select json_agg(json_build_object('id', other.id, 'source_name', other.source_name, 'title', other.title) order by other.published_at desc, other.id desc)
  from (select newest.* from (
          select distinct on (member.source_name) member.id, member.source_name, member.title, member.published_at
          from ${articles} as member
          where member.story_id = ${articles}.story_id and ${isPublishedAs("member")} and member.source_name <> ${articles}.source_name
          order by member.source_name, member.published_at desc, member.id desc) as newest
        order by newest.published_at desc, newest.id desc
        limit ${sql.raw(String(MAX_STORY_SOURCES))}) as other), '[]'::json)`;

/** Adds to each card read apart its story's other sources (storySourcesColumn): one query for a whole page. */
export async function withStorySources<T extends { id: string; story_id: string | null }>(db: Database, cards: T[]): Promise<Array<T & { story_sources: StorySource[] }>> {
  const grouped = cards.filter((card) => card.story_id !== null).map((card) => card.id);
  const rows = grouped.length === 0 ? [] : await db.select({ id: articles.id, story_sources: storySourcesColumn }).from(articles).where(inArray(articles.id, grouped));
  const sourcesOf = new Map(rows.map((row) => [row.id, row.story_sources]));
  return cards.map((card) => ({ ...card, story_sources: sourcesOf.get(card.id) ?? [] }));
}

/** A card's columns with its other sources: what the home reads in one statement. */
export const publicCardWithSourcesColumns = { ...publicCardColumns, story_sources: storySourcesColumn };
