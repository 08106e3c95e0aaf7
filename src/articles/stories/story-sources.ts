import { and, asc, desc, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import type { StorySource } from "../../shared/articles.js";
import { isPublished } from "../lifecycle/index.js";

/** Enough for "Altre N fonti" and the article page's list. */
export const MAX_STORY_SOURCES = 10;

interface StoryMember {
  id: string;
  source_name: string;
  story_id: string | null;
}

/**
 * Adds to each card its story's other sources: for every other publisher of
 * the story, its newest public article, newest first, at most 10. One query
 * for a whole page, through the story index (migration 0021).
 */
export async function withStorySources<T extends StoryMember>(db: Database, cards: T[]): Promise<Array<T & { story_sources: StorySource[] }>> {
  const storyIds = [...new Set(cards.map((card) => card.story_id).filter((id): id is string => id !== null))];
  const rows =
    storyIds.length === 0
      ? []
      : await db
          .selectDistinctOn([articles.story_id, articles.source_name], { story_id: articles.story_id, id: articles.id, source_name: articles.source_name, title: articles.title, published_at: articles.published_at })
          .from(articles)
          .where(and(isPublished, inArray(articles.story_id, storyIds)))
          .orderBy(asc(articles.story_id), asc(articles.source_name), desc(articles.published_at), desc(articles.id));
  const byStory = new Map<string, typeof rows>();
  for (const row of rows) byStory.set(row.story_id!, [...(byStory.get(row.story_id!) ?? []), row]);
  for (const members of byStory.values()) members.sort((a, b) => b.published_at.getTime() - a.published_at.getTime() || (a.id < b.id ? 1 : -1));
  return cards.map((card) => ({
    ...card,
    story_sources: (card.story_id ? (byStory.get(card.story_id) ?? []) : [])
      .filter((member) => member.source_name !== card.source_name)
      .slice(0, MAX_STORY_SOURCES)
      .map(({ id, source_name, title }) => ({ id, source_name, title })),
  }));
}
