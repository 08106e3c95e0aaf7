import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import type { AiAnswer } from "../shared/ai.js";
import { publishEnrichment, type ClaimedArticle } from "./lifecycle/index.js";
import { placeBeforePublish, settleAfterPublish } from "./stories/publish-steps.js";
import { summaryWithin } from "../shared/summary-limit.js";

/** What follows a publish, passed down by the caller: social/ sits above articles/ (docs/decisions/007-floors.md). */
export type AfterPublish = (articleId: string) => Promise<void>;

/**
 * The publish sequence, written once (docs/architecture.md, "An article's
 * life"): the enriched article is placed in its story, published with its
 * enrichment, its story settled, then `afterPublish` runs (the AI queue
 * queues the social posts there). Answers whether the article was published:
 * false when it was no longer the caller's to publish, and nothing follows.
 * The summary is stored within the feed's limit (`feed_summary_max_chars`, docs/product.md#feed-rss); the story
 * is found with the whole summary the enrichment wrote, so a short limit does not part a story.
 */
export async function publishInStory(
  db: Database,
  article: Pick<ClaimedArticle, "id" | "title" | "published_at"> & Partial<Pick<ClaimedArticle, "feed_summary_max_chars">>,
  enrichment: { answer: AiAnswer; provider: string; now: Date },
  options: { logger?: Logger; afterPublish?: AfterPublish } = {},
): Promise<boolean> {
  const { answer, provider, now } = enrichment;
  const input = { id: article.id, title: article.title, summary: answer.summary, published_at: article.published_at };
  const story = await placeBeforePublish(db, input, options.logger);
  const limit = article.feed_summary_max_chars;
  const shown = limit ? { ...answer, summary: summaryWithin(answer.summary, limit) } : answer;
  if (!(await publishEnrichment(db, article.id, shown, provider, now, story ?? undefined))) return false;
  await settleAfterPublish(db, article.id, story, options.logger);
  await options.afterPublish?.(article.id);
  return true;
}
