import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminArticleSources } from "../../articles/admin/admin-article-sources.js";
import { adminArticleStats } from "../../articles/admin/admin-article-stats.js";
import { listAdminArticles } from "../../articles/admin/list-admin-articles.js";
import { correctArticle } from "../../ai/learning/correct-article.js";
import { deleteArticles } from "../../articles/delete-articles.js";
import {
  adminArticlePageSchema,
  adminArticleQuerySchema,
  adminArticleSchema,
  adminArticleSourcesSchema,
  adminArticleStatsSchema,
  bulkDeleteResultSchema,
  bulkDeleteSchema,
  updateArticleSchema,
} from "../../shared/admin-articles.js";
import { idParamsSchema } from "../api-schemas.js";
import { NotFoundError } from "../../platform/errors.js";
import type { ServerDeps } from "../context.js";

const tags = ["admin-articles"];

/** The Gestione Articoli screen's API (docs/product.md#articoli): list, numbers, sources, edit and deletes. */
export function adminArticleRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/articles",
    {
      schema: {
        tags,
        summary: "Articles of every status, filtered, newest publication first, 20 a page (a page past the end is empty)",
        querystring: adminArticleQuerySchema,
        response: { 200: adminArticlePageSchema },
      },
    },
    async (request) => listAdminArticles(deps.db, request.query),
  );

  api.get(
    "/api/admin/articles/stats",
    { schema: { tags, summary: "The five numbers of the articles screen: total, processed, pending, processing, failed, views", response: { 200: adminArticleStatsSchema } } },
    async () => adminArticleStats(deps.db),
  );

  api.get(
    "/api/admin/articles/sources",
    { schema: { tags, summary: "The source names of the stored articles, alphabetically (the source filter's choices)", response: { 200: adminArticleSourcesSchema } } },
    async () => adminArticleSources(deps.db),
  );

  api.patch(
    "/api/admin/articles/:id",
    {
      schema: {
        tags,
        summary: "Edit an article's title, summary, category (the 12 or altro) or sentiment; its status stays",
        params: idParamsSchema,
        body: updateArticleSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => correctArticle(deps.db, request.params.id, request.body),
  );

  api.delete(
    "/api/admin/articles/:id",
    { schema: { tags, summary: "Delete an article; a tombstone keeps the sync from importing it again", params: idParamsSchema, response: { 204: z.undefined().describe("Deleted") } } },
    async (request, reply) => {
      if ((await deleteArticles(deps.db, [request.params.id])) === 0) throw new NotFoundError("Article not found");
      return reply.status(204).send();
    },
  );

  api.post(
    "/api/admin/articles/bulk-delete",
    {
      schema: {
        tags,
        summary: "Delete up to 500 articles at once; ids not found are ignored",
        body: bulkDeleteSchema,
        response: { 200: bulkDeleteResultSchema },
      },
    },
    async (request) => ({ deleted: await deleteArticles(deps.db, request.body.ids) }),
  );
}
