import { processArticlesResponseSchema, type ProcessArticlesResponse } from "../../shared/ai";
import { JSON_HEADERS, readOutcome } from "./api-request";
import type { AuthClient } from "./auth/auth-client";

/**
 * POST /api/functions/process-article-with-ai (docs/product.md#server-functions):
 * `{article_id}` for one article, else `{auto_process: true}` for the pending ones.
 * Configurazione AI and Articoli both offer it, each refreshing its own data after.
 */
export async function requestProcessing(auth: AuthClient, articleId?: string): Promise<ProcessArticlesResponse> {
  const response = await auth.fetch("/api/functions/process-article-with-ai", {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify(articleId ? { article_id: articleId } : { auto_process: true }),
  });
  return readOutcome(response, processArticlesResponseSchema);
}
