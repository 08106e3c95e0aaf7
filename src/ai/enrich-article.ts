import { failEnrichment, returnToQueue, type ClaimedArticle } from "../articles/lifecycle/index.js";
import { publishInStory } from "../articles/publish-article.js";
import type { AutomationSettings } from "../automation/settings.js";
import { countAiCall } from "../platform/metrics/ai-calls.js";
import { LOCAL_ANALYZER } from "../shared/ai.js";
import { TDM_RESERVED_MARKER } from "../shared/ai-failure-text.js";
import { enqueueAfterPublish } from "../social/enqueue-posts.js";
import { articleText } from "./article-text.js";
import { askProvidersInTurn } from "./ask-in-turn.js";
import { askForEnrichment } from "./ask-provider.js";
import { loadCorpusStats } from "./corpus.js";
import { clock, type AiDeps } from "./deps.js";
import { recordProviderAnswer } from "./learning/record-training-example.js";
import { loadTrainingExamples } from "./learning/training-examples.js";
import { recordAiFailure } from "./record-ai-failure.js";
import { translateIfForeign } from "./translate-article.js";

export type EnrichmentOutcome =
  | { status: "completed"; provider: string }
  | { status: "failed"; provider: string | null; error: string }
  /** Nobody could take the article now (no provider left, local analyzer off): it waits in the queue. */
  | { status: "unavailable"; error: string };

export const TDM_RESERVED_LOCAL_OFF = `${TDM_RESERVED_MARKER} (TDMRep or noai): only the local analyzer may read the article, and it is off`;

export const NO_PROVIDER_AVAILABLE = "No AI provider available: none is active or all are at today's limit, and the local analyzer is off";

/**
 * Enriches one claimed article: providers in turn (priority, round-robin,
 * daily limits), each failure logged and given back to the allowance before
 * the next is tried; then the local analyzer if it is on. An answer below the
 * minimum confidence fails the article with the reason kept. A published
 * article joins its story (docs/decisions.md#story-grouping) and queues its
 * social posts (docs/architecture.md#social-posting). An article whose
 * publisher reserves text and data mining (`tdm_reserved`) skips the
 * providers: the local analyzer reads it, or it fails with the reason when the
 * analyzer is off. `settings` as read for
 * the batch: ai_processing decides here, social_posting whether posts queue.
 * A foreign article is first translated into Italian (docs/decisions.md "Foreign news in Italian").
 */
export async function enrichArticle(deps: AiDeps, claimed: ClaimedArticle, settings: Pick<AutomationSettings, "ai_processing" | "social_posting">): Promise<EnrichmentOutcome> {
  const { db } = deps;
  const { min_confidence, local_analyzer } = settings.ai_processing;
  const now = clock(deps);
  // A foreign article is read in Italian from here on, or fails keeping its original (translate-article.ts).
  const translated = await translateIfForeign(deps, claimed, articleText(claimed), now);
  if (translated.status === "failed") {
    await failEnrichment(db, claimed.id, translated.error, null);
    return { status: "failed", provider: null, error: translated.error };
  }
  const article = translated.status === "translated" ? translated.article : claimed;
  const text = translated.status === "translated" ? translated.text : articleText(claimed);
  const queuePosts = async (articleId: string) => {
    await enqueueAfterPublish(db, articleId, now, settings.social_posting, deps.logger);
    await deps.afterPublish?.(articleId);
  };
  // A publisher that reserves text and data mining never has its text sent out: the local analyzer alone reads it.
  const asked = article.tdm_reserved
    ? { provider: null, lastError: null }
    : await askProvidersInTurn(deps, now, (provider) => askForEnrichment(provider, text, { fetch: deps.aiFetch, timeoutMs: deps.timeoutMs, signal: deps.stopping }), {
        articleTitle: article.title,
      });
  if (asked.provider) {
    const { provider, answer } = asked;
    if (answer.confidence < min_confidence) {
      const error = `Confidence ${answer.confidence} is below the minimum ${min_confidence}`;
      await recordAiFailure(db, { type: "low_confidence", provider: provider.provider, model: provider.model_name, message: error, articleTitle: article.title });
      await failEnrichment(db, article.id, `${provider.provider}: ${error}`, provider.provider);
      return { status: "failed", provider: provider.provider, error };
    }
    if (await publishInStory(db, article, { answer, provider: provider.provider, now }, { logger: deps.logger, afterPublish: queuePosts })) {
      // A real provider's answer teaches the local analyzer (docs/product.md#local-analyzer).
      await recordProviderAnswer(db, article.id, provider.provider, text, answer);
    }
    return { status: "completed", provider: provider.provider };
  }
  if (local_analyzer) {
    // The analyzer's lexicons load with its first article, not at start (docs/performance.md, idle memory).
    const { analyzeArticleLocally } = await import("./local/analyze-article.js");
    const answer = analyzeArticleLocally(text, await loadCorpusStats(db), await loadTrainingExamples(db));
    countAiCall(LOCAL_ANALYZER, "success");
    await publishInStory(db, article, { answer, provider: LOCAL_ANALYZER, now }, { logger: deps.logger, afterPublish: queuePosts });
    return { status: "completed", provider: LOCAL_ANALYZER };
  }
  if (article.tdm_reserved) {
    await failEnrichment(db, article.id, TDM_RESERVED_LOCAL_OFF, null);
    return { status: "failed", provider: null, error: TDM_RESERVED_LOCAL_OFF };
  }
  if (asked.lastError) {
    await failEnrichment(db, article.id, asked.lastError, null);
    return { status: "failed", provider: null, error: asked.lastError };
  }
  await returnToQueue(db, article.id, NO_PROVIDER_AVAILABLE);
  return { status: "unavailable", error: NO_PROVIDER_AVAILABLE };
}
