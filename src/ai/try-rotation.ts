import { eq } from "drizzle-orm";
import { claimPendingArticles } from "../articles/lifecycle/index.js";
import { readAutomationSettings } from "../automation/settings.js";
import { articles } from "../db/schema/index.js";
import type { RoundRobinTestResponse } from "../shared/ai.js";
import { clock, type AiDeps } from "./deps.js";
import { enrichArticle } from "./enrich-article.js";

export const NO_PENDING_ARTICLE = "Nessun articolo da elaborare disponibile per il test";

/**
 * "Test Round-Robin": enriches the newest pending article through the provider
 * chain exactly as the queue would, and says who took it and what came back.
 */
export async function runRoundRobinTest(deps: AiDeps): Promise<RoundRobinTestResponse> {
  const [article] = await claimPendingArticles(deps.db, 1, clock(deps));
  if (!article) return { success: false, error: "no_pending_article", message: NO_PENDING_ARTICLE };
  const outcome = await enrichArticle(deps, article, await readAutomationSettings(deps.db));
  const [row] = await deps.db
    .select({ category: articles.category, sentiment: articles.sentiment, summary: articles.content_summary })
    .from(articles)
    .where(eq(articles.id, article.id));
  const completed = outcome.status === "completed";
  return {
    success: true,
    article_id: article.id,
    title: article.title,
    provider: outcome.status === "unavailable" ? "" : (outcome.provider ?? ""),
    status: completed ? "completed" : "failed",
    category: completed ? (row?.category ?? null) : null,
    sentiment: completed ? (row?.sentiment ?? null) : null,
    summary: completed ? (row?.summary ?? null) : null,
    error: completed ? null : outcome.error,
  };
}
