import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import type { AiAnswer } from "../shared/ai.js";
import { signalContentChanged } from "../articles/content-events.js";

const stillClaimed = (id: string) => and(eq(articles.id, id), eq(articles.processing_status, "processing"));

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

/**
 * Publishes an enrichment: the article becomes ai_processed and "completed",
 * hence public. Only while our claim holds: an article deleted or re-claimed
 * meanwhile is left alone. Answers whether the row was updated.
 */
export async function storeEnrichment(db: Database, id: string, answer: AiAnswer, provider: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(articles)
    .set({
      content_summary: answer.summary,
      category: answer.category,
      sentiment: answer.sentiment,
      keywords: distinct(answer.keywords),
      tags: distinct(answer.tags),
      ai_confidence: answer.confidence,
      ai_processed: true,
      processing_status: "completed",
      processed_by_ai_provider: provider,
      ai_processed_at: now,
      processing_error: null,
      processing_lease_until: null,
      processing_owner: null,
    })
    .where(stillClaimed(id))
    .returning({ id: articles.id });
  if (updated.length > 0) signalContentChanged();
  return updated.length > 0;
}

/** Marks a claimed article "failed" with the reason the admin will read. */
export async function markEnrichmentFailed(db: Database, id: string, reason: string, provider: string | null): Promise<void> {
  await db
    .update(articles)
    .set({
      processing_status: "failed",
      processing_error: reason.slice(0, 1000),
      processed_by_ai_provider: provider,
      processing_lease_until: null,
      processing_owner: null,
    })
    .where(stillClaimed(id));
}

/** Gives a claimed article back to the queue untouched (nobody could take it now). */
export async function returnToQueue(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(articles)
    .set({ processing_status: "pending", processing_error: reason.slice(0, 1000), processing_lease_until: null, processing_owner: null })
    .where(stillClaimed(id));
}
