import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import type { AiAnswer } from "../shared/ai.js";
import { publishEnrichment, type ClaimedArticle } from "./lifecycle/index.js";
import { placeBeforePublish, settleAfterPublish } from "./stories/publish-steps.js";

/** What follows a publish, passed down by the caller: social/ sits above articles/ (docs/decisions/007-floors.md). */
export type AfterPublish = (articleId: string) => Promise<void>;

/**
 * The publish sequence, written once (docs/architecture.md, "An article's
 * life"): the enriched article is placed in its story, published with its
 * enrichment, its story settled, then `afterPublish` runs (the AI queue
 * queues the social posts there). Answers whether the article was published:
 * false when it was no longer the caller's to publish, and nothing follows.
 */
export async function publishInStory(
  db: Database,
  article: Pick<ClaimedArticle, "id" | "title" | "published_at">,
  enrichment: { answer: AiAnswer; provider: string; now: Date },
  options: { logger?: Logger; afterPublish?: AfterPublish } = {},
): Promise<boolean> {
  const { answer, provider, now } = enrichment;
  const input = { id: article.id, title: article.title, summary: answer.summary, published_at: article.published_at };
  const story = await placeBeforePublish(db, input, options.logger);
  if (!(await publishEnrichment(db, article.id, answer, provider, now, story ?? undefined))) return false;
  await settleAfterPublish(db, article.id, story, options.logger);
  await options.afterPublish?.(article.id);
  return true;
}
