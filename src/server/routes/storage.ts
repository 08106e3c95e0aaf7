import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { cleanupOldArticles } from "../../articles/cleanup-old-articles.js";
import { storageStats } from "../../articles/storage-stats.js";
import { storageCleanupResultSchema, storageCleanupSchema, storageStatsSchema } from "../../shared/storage.js";
import type { ServerDeps } from "../context.js";

const tags = ["storage"];

/** Spazio Server (docs/product.md#spazio-server): what the articles take, and the cleanup of old ones. */
export function storageRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/admin/storage", { schema: { tags, summary: "Article and database sizes", response: { 200: storageStatsSchema } } }, async () =>
    storageStats(deps.db),
  );

  api.post(
    "/api/admin/storage/cleanup",
    {
      schema: {
        tags,
        summary: "Delete the articles published more than `days` days ago, with their views (tombstones stay)",
        body: storageCleanupSchema,
        response: { 200: storageCleanupResultSchema },
      },
    },
    async (request) => ({ deleted: await cleanupOldArticles(deps.db, request.body.days) }),
  );
}
