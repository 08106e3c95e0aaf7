import { claimArticle, claimPendingArticles, failEnrichment, releaseClaim, type ClaimedArticle } from "../articles/lifecycle/index.js";
import { settleAfterBatch } from "../articles/stories/publish-steps.js";
import { readAutomationSettings, type AutomationSettings } from "../automation/settings.js";
import { writeSystemLog } from "../platform/system-log.js";
import type { ProcessArticlesResponse } from "../shared/ai.js";
import { ConflictError, NotFoundError } from "../platform/errors.js";
import { mapLimit } from "../platform/map-limit.js";
import { clock, type AiDeps } from "./deps.js";
import { enrichArticle, type EnrichmentOutcome } from "./enrich-article.js";

/** Articles enriched at once: provider calls wait on the network, the local analyzer on nothing. */
export const AI_CONCURRENCY = 4;
/** Articles claimed per round; also the most a stop has to hand back from one round. */
const CLAIM_BATCH = 20;
/** One "Elabora con AI" request handles at most this many; the worker drains the rest. */
export const MAX_PER_REQUEST = 200;

export interface BatchResult {
  processed: number;
  failed: number;
  /** Articles nobody could take (no provider, local analyzer off): they stay pending. */
  unavailable: number;
  /** Articles handed back to the queue because the process is stopping. */
  interrupted: number;
  claimed: number;
  lastError: string | null;
}

/** Enriches one article now (the dashboard's "Elabora ora con AI"); a stop cuts it with the stop signal's reason. */
export async function processOneArticle(deps: AiDeps, articleId: string): Promise<ProcessArticlesResponse> {
  deps.stopping?.throwIfAborted();
  const claim = await claimArticle(deps.db, articleId, clock(deps));
  if (!claim.claimed) {
    if (claim.status === "missing") throw new NotFoundError("Article not found");
    throw new ConflictError(claim.status === "completed" ? "Article already processed" : "Article is being processed");
  }
  const settings = await readAutomationSettings(deps.db);
  const outcome = await enrichSafely(deps, claim.claimed, settings);
  if (outcome.status === "completed") await settleAfterBatch(deps.db, [articleId], deps.logger);
  const result = tally([outcome]);
  if (result.interrupted > 0) deps.stopping?.throwIfAborted();
  return { success: result.processed === 1, processed: result.processed, failed: result.failed + result.unavailable, error: result.lastError };
}

/**
 * Drains pending articles in rounds until none is left or `max` were taken
 * (the dashboard's "Elabora con AI" for all pending). The stop signal ends it with the
 * counts so far; the articles it cut are back in the queue.
 */
export async function processPendingArticles(deps: AiDeps, max = MAX_PER_REQUEST): Promise<BatchResult> {
  const total: BatchResult = { processed: 0, failed: 0, unavailable: 0, interrupted: 0, claimed: 0, lastError: null };
  while (total.claimed < max && !deps.stopping?.aborted) {
    const round = await processBatch(deps, Math.min(CLAIM_BATCH, max - total.claimed));
    total.processed += round.processed;
    total.failed += round.failed;
    total.unavailable += round.unavailable;
    total.interrupted += round.interrupted;
    total.claimed += round.claimed;
    total.lastError = round.lastError ?? total.lastError;
    // Nothing left, or nobody can take articles now: stop rather than spin on the same rows.
    if (round.claimed === 0 || round.unavailable === round.claimed) break;
  }
  if (total.claimed > 0) {
    await writeSystemLog(deps.db, {
      level: total.failed > 0 ? "warn" : "info",
      category: "ai",
      source: "ai-processing",
      message:
        `AI processing: ${total.processed} processed, ${total.failed} failed` +
        (total.unavailable > 0 ? `, ${total.unavailable} left pending` : "") +
        (total.interrupted > 0 ? `, ${total.interrupted} handed back by the stop` : ""),
    });
  }
  return total;
}

/** The answer for {auto_process: true} (docs/product.md#server-functions). */
export function toProcessResponse(result: BatchResult): ProcessArticlesResponse {
  const error = result.unavailable > 0 && result.processed === 0 ? result.lastError : result.failed > 0 ? result.lastError : null;
  return { success: !(result.unavailable > 0 && result.processed === 0), processed: result.processed, failed: result.failed + result.unavailable, error };
}

/**
 * One claim of articles, enriched under the settings as they are now (read
 * once for the batch, not per article), then their stories settled together:
 * articles enriched side by side could not see each other when each was placed.
 */
async function processBatch(deps: AiDeps, size: number): Promise<BatchResult> {
  const settings = await readAutomationSettings(deps.db);
  const claimed = await claimPendingArticles(deps.db, size, clock(deps));
  const outcomes = await mapLimit(claimed, AI_CONCURRENCY, (article) => enrichSafely(deps, article, settings));
  await settleAfterBatch(
    deps.db,
    claimed.filter((_, index) => outcomes[index]!.status === "completed").map((article) => article.id),
    deps.logger,
  );
  return tally(outcomes);
}

/** What became of one claimed article: enrichment's outcomes, or handed back because the process is stopping. */
type ArticleOutcome = EnrichmentOutcome | { status: "interrupted" };

/**
 * An unexpected error (e.g. the database) fails that article only, with the
 * reason kept. The stop signal is no error: the article goes back to the queue.
 */
async function enrichSafely(deps: AiDeps, article: ClaimedArticle, settings: AutomationSettings): Promise<ArticleOutcome> {
  try {
    deps.stopping?.throwIfAborted();
    return await enrichArticle(deps, article, settings);
  } catch (error) {
    if (deps.stopping?.aborted) {
      await releaseClaim(deps.db, article.id);
      return { status: "interrupted" };
    }
    const message = error instanceof Error ? error.message : String(error);
    deps.logger?.error({ category: "ai", source: "ai-processing", err: error, articleId: article.id }, "AI processing failed unexpectedly");
    await failEnrichment(deps.db, article.id, message, null).catch(() => undefined);
    return { status: "failed", provider: null, error: message };
  }
}

function tally(outcomes: ArticleOutcome[]): BatchResult {
  const result: BatchResult = { processed: 0, failed: 0, unavailable: 0, interrupted: 0, claimed: outcomes.length, lastError: null };
  for (const outcome of outcomes) {
    if (outcome.status === "completed") result.processed += 1;
    else if (outcome.status === "interrupted") result.interrupted += 1;
    else {
      if (outcome.status === "failed") result.failed += 1;
      else result.unavailable += 1;
      result.lastError = outcome.error;
    }
  }
  return result;
}
