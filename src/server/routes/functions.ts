import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyzeOpenErrors } from "../../diagnostics/analysis/analyze-errors.js";
import { processOneArticle, processPendingArticles, toProcessResponse } from "../../ai/process-articles.js";
import { SyncInProgressError, syncAllFeeds } from "../../feeds/sync-all.js";
import type { HealthCollector } from "../../diagnostics/health/collector.js";
import { analyzeErrorsResponseSchema, analyzeErrorsSchema, processArticlesResponseSchema, processArticlesSchema } from "../../shared/ai.js";
import { syncResponseSchema, type SyncResponse } from "../../shared/feeds.js";
import { collectHealthResponseSchema } from "../../shared/health.js";
import { aiDeps, type ServerDeps } from "../context.js";

/** The server functions, kept under the original product's names (docs/product.md#server-functions). */
export function functionRoutes(app: FastifyInstance, deps: ServerDeps, health: HealthCollector): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/functions/import-rss-articles",
    {
      schema: {
        tags: ["feeds"],
        summary: "Sync every active feed now",
        response: { 200: syncResponseSchema, 409: syncResponseSchema.describe("Another sync is running (`success: false`)") },
      },
    },
    async (request, reply) => {
      try {
        const result = await syncAllFeeds({ db: deps.db, fetcher: deps.fetcher, stopping: deps.stopping });
        request.log.info(
          { category: "user", source: "rss-sync", imported: result.imported, feeds: result.feeds_processed, failed: result.feeds_failed, duration_ms: result.duration_ms },
          "feed sync requested from the dashboard finished",
        );
        return result;
      } catch (error) {
        if (!(error instanceof SyncInProgressError)) throw error;
        // The documented response shape (docs/product.md#server-functions), so the screen reads `error` the same way in both cases.
        const busy: SyncResponse = {
          success: false,
          error: error.code,
          imported: 0,
          scraped: 0,
          feeds_processed: 0,
          feeds_succeeded: 0,
          feeds_failed: 0,
          duration_ms: 0,
          results: [],
          message: `${error.message}; try again when it ends.`,
        };
        return reply.status(409).send(busy);
      }
    },
  );

  api.post(
    "/api/functions/process-article-with-ai",
    {
      schema: {
        tags: ["ai"],
        summary: "Enrich one article (`article_id`) or the pending ones (`auto_process: true`) now",
        body: processArticlesSchema,
        response: { 200: processArticlesResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if ("article_id" in body) return processOneArticle(aiDeps(deps), body.article_id);
      return toProcessResponse(await processPendingArticles(aiDeps(deps)));
    },
  );

  api.post(
    "/api/functions/analyze-errors-with-ai",
    { schema: { tags: ["ai"], summary: "Analyze the open errors that have no analysis yet", body: analyzeErrorsSchema, response: { 200: analyzeErrorsResponseSchema } } },
    async () => analyzeOpenErrors(aiDeps(deps)),
  );

  api.post(
    "/api/functions/collect-system-health",
    {
      schema: {
        tags: ["health"],
        summary: "Take and store a health reading now (503 when the database does not answer)",
        response: { 200: collectHealthResponseSchema },
      },
    },
    async () => ({ success: true, data: await health.collect() }),
  );
}
