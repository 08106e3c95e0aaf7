import type { FastifyInstance } from "fastify";
import { analyzeOpenErrors } from "../../ai/analyze-errors.js";
import { processOneArticle, processPendingArticles, toProcessResponse } from "../../ai/process-articles.js";
import { SyncInProgressError, syncAllFeeds, SYNC_ALREADY_RUNNING } from "../../feeds/sync-all.js";
import { analyzeErrorsSchema, processArticlesSchema } from "../../shared/ai.js";
import type { SyncResponse } from "../../shared/feeds.js";
import { aiDeps, type ServerDeps } from "../context.js";

/** The server functions, kept under the original product's names (docs/product.md#server-functions). */
export function functionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.post("/api/functions/import-rss-articles", async (_request, reply) => {
    try {
      return await syncAllFeeds({ db: deps.db, fetcher: deps.fetcher, stopping: deps.stopping });
    } catch (error) {
      if (!(error instanceof SyncInProgressError)) throw error;
      // The documented response shape (docs/product.md#server-functions), so the screen reads `error` the same way in both cases.
      const busy: SyncResponse = {
        success: false,
        error: SYNC_ALREADY_RUNNING,
        imported: 0,
        scraped: 0,
        feeds_processed: 0,
        feeds_succeeded: 0,
        feeds_failed: 0,
        duration_ms: 0,
        results: [],
        message: "Another sync is running; try again when it ends.",
      };
      return reply.status(409).send(busy);
    }
  });

  app.post("/api/functions/process-article-with-ai", async (request) => {
    const body = processArticlesSchema.parse(request.body ?? {});
    if ("article_id" in body) return processOneArticle(aiDeps(deps), body.article_id);
    return toProcessResponse(await processPendingArticles(aiDeps(deps)));
  });

  app.post("/api/functions/analyze-errors-with-ai", async (request) => {
    analyzeErrorsSchema.parse(request.body ?? {});
    return analyzeOpenErrors(aiDeps(deps));
  });
}
