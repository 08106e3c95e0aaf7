import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import type { AiAnswer } from "../../shared/ai.js";
import { signalContentChanged } from "../content-events.js";
import { PUBLISHED_STATE } from "./is-published.js";
import { stillClaimed } from "./statuses.js";

/** Case-insensitive de-duplication, first spelling kept: "Roma" and "roma" are one tag. */
function distinct(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.toLocaleLowerCase("it");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The story an article is published in (articles/stories/place-in-story.ts), stored by the same UPDATE. */
export interface ArticleStory {
  storyId: string;
  terms: string[];
}

/**
 * Stores an enrichment and publishes the article with it, while it is still
 * claimed (statuses.ts), then tells every instance's page caches that public
 * content changed. With `story`, the article is published in it. Answers whether the article was published.
 */
export async function publishEnrichment(db: Database, id: string, answer: AiAnswer, provider: string, now: Date, story?: ArticleStory): Promise<boolean> {
  const updated = await db
    .update(articles)
    .set({
      content_summary: answer.summary,
      // A set-category rule's category stands (articles.rule_category); the enrichment's is used otherwise.
      category: sql`coalesce(${articles.rule_category}, ${answer.category})`,
      sentiment: answer.sentiment,
      keywords: distinct(answer.keywords),
      tags: distinct(answer.tags),
      ai_confidence: answer.confidence,
      ...PUBLISHED_STATE,
      processed_by_ai_provider: provider,
      // A new summary is the machine's again, whatever an administrator had reviewed before.
      summary_reviewed_at: null,
      ai_processed_at: now,
      processing_error: null,
      processing_lease_until: null,
      processing_owner: null,
      ...(story && { story_id: story.storyId, story_terms: story.terms }),
    })
    .where(stillClaimed(id))
    .returning({ id: articles.id });
  if (updated.length === 0) return false;
  await signalContentChanged(db);
  return true;
}
