import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import { placeInStory, settleStory, storeStory } from "./place-in-story.js";

/**
 * Puts an already published article in a story (docs/decisions.md#story-grouping):
 * for those whose grouping failed at publish time, and the articles published
 * before stories existed. A newly enriched article is placed before its
 * publish instead (publish-steps.ts). Answers the story and whether the
 * article joined another's; null when the article is not public.
 */
export async function groupIntoStory(db: Database, id: string): Promise<{ storyId: string; joined: boolean } | null> {
  const [article] = await db
    .select({ id: articles.id, title: articles.title, summary: articles.content_summary, published_at: articles.published_at })
    .from(articles)
    .where(and(eq(articles.id, id), isPublished));
  if (!article) return null;
  const placement = await placeInStory(db, article);
  await storeStory(db, id, placement);
  await settleStory(db, id, placement);
  return { storyId: placement.storyId, joined: placement.storyId !== id };
}
