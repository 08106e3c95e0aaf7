import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { archiveFigures, archiveOldArticles, restoreArchivedArticles, searchArchive } from "../../articles/archive/index.js";
import { cleanupOldArticles } from "../../articles/cleanup-old-articles.js";
import { storageStats } from "../../articles/storage-stats.js";
import type { Pictures } from "../../pictures/picture-proxy.js";
import {
  archiveFiguresSchema,
  archiveRequestSchema,
  archiveRestoreResultSchema,
  archiveRestoreSchema,
  archiveResultSchema,
  archiveSearchQuerySchema,
  archiveSearchResultSchema,
} from "../../shared/archive.js";
import { orphanPicturesResultSchema, storageCleanupResultSchema, storageCleanupSchema, storageStatsSchema } from "../../shared/storage.js";
import type { ServerDeps } from "../context.js";

const tags = ["storage"];

/** Spazio Server (docs/product.md#spazio-server): what the articles and the pictures take, and the cleanups. */
export function storageRoutes(app: FastifyInstance, deps: ServerDeps, pictures: Pictures): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/admin/storage", { schema: { tags, summary: "Article, database and picture cache sizes", response: { 200: storageStatsSchema } } }, async () => {
    const [stats, cache] = await Promise.all([storageStats(deps.db), pictures.figures()]);
    return { ...stats, picture_files: cache.files, picture_bytes: cache.bytes };
  });

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

  api.post(
    "/api/admin/storage/orphan-pictures",
    {
      schema: {
        tags,
        summary: "Remove the cached pictures that no article stores any more (those written in the last hour stay)",
        response: { 200: orphanPicturesResultSchema },
      },
    },
    async () => {
      const removed = await pictures.removeOrphans();
      return { removed_files: removed.files, removed_bytes: removed.bytes };
    },
  );

  api.get(
    "/api/admin/storage/archive",
    { schema: { tags, summary: "What the archive holds: articles, its size, and what they took in the live tables", response: { 200: archiveFiguresSchema } } },
    async () => archiveFigures(deps.db),
  );

  api.post(
    "/api/admin/storage/archive",
    {
      schema: {
        tags,
        summary: "Move the articles published more than `days` days ago to the compressed archive (statistics unchanged, not imported again)",
        body: archiveRequestSchema,
        response: { 200: archiveResultSchema },
      },
    },
    async (request) => ({ archived: await archiveOldArticles(deps.db, request.body.days) }),
  );

  api.get(
    "/api/admin/storage/archive/search",
    { schema: { tags, summary: "Archived articles whose title holds every word, newest first", querystring: archiveSearchQuerySchema, response: { 200: archiveSearchResultSchema } } },
    async (request) => ({ articles: await searchArchive(deps.db, request.query.q) }),
  );

  api.post(
    "/api/admin/storage/archive/restore",
    {
      schema: { tags, summary: "Bring archived articles back to the live tables as they were archived", body: archiveRestoreSchema, response: { 200: archiveRestoreResultSchema } },
    },
    async (request) => ({ restored: await restoreArchivedArticles(deps.db, request.body.ids) }),
  );
}
