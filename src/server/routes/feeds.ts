import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { addFeed } from "../../feeds/add-feed.js";
import { findSiteFeeds } from "../../feeds/discover/find-site-feeds.js";
import { deleteFeed, listFeeds, updateFeed } from "../../feeds/feed-admin.js";
import { previewFeed } from "../../feeds/preview-feed.js";
import { feedsToOpml, importOpml } from "../../feeds/opml.js";
import { scrapingStats } from "../../feeds/scraping-stats.js";
import { SyncInProgressError, syncAllFeeds } from "../../feeds/sync-all.js";
import { testFeed } from "../../feeds/test-feed.js";
import { idParamsSchema } from "../api-schemas.js";
import {
  createdFeedSchema,
  createFeedSchema,
  discoveredFeedsSchema,
  feedListSchema,
  feedSettingsPreviewSchema,
  feedSettingsTestSchema,
  feedTestResultSchema,
  feedViewSchema,
  opmlImportResultSchema,
  opmlImportSchema,
  scrapingStatsSchema,
  syncResponseSchema,
  testFeedSchema,
  updateFeedSchema,
  type SyncResponse,
} from "../../shared/feeds.js";
import type { ServerDeps } from "../context.js";

const tags = ["feeds"];

/** The Feed RSS screen's API: feeds, test, OPML, scraping statistics, and the sync under its server function's name. */
export function feedRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/admin/feeds", { schema: { tags, summary: "Every feed, newest first", response: { 200: feedListSchema } } }, async () =>
    listFeeds(deps.db),
  );

  api.post(
    "/api/admin/feeds",
    {
      schema: {
        tags,
        summary: "Add a feed, read first: stored only when it parses, unless `force` (422 with the typed reason otherwise)",
        body: createFeedSchema,
        response: { 201: createdFeedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addFeed(deps.db, deps.fetcher, request.body, deps.stopping)),
  );

  api.post(
    "/api/admin/feeds/discover",
    {
      schema: {
        tags,
        summary: "The working feeds of the site whose page the URL is: declared ones, else the usual paths (422 when the page cannot be read)",
        body: testFeedSchema,
        response: { 200: discoveredFeedsSchema },
      },
    },
    async (request) => ({ candidates: await findSiteFeeds(deps.fetcher, request.body.url, deps.stopping) }),
  );

  api.patch(
    "/api/admin/feeds/:id",
    { schema: { tags, summary: "Switch a feed on or off, or change its import limit", params: idParamsSchema, body: updateFeedSchema, response: { 200: feedViewSchema } } },
    async (request) => updateFeed(deps.db, request.params.id, request.body),
  );

  api.post(
    "/api/admin/feeds/:id/test-settings",
    {
      schema: {
        tags,
        summary: "Run a feed with unsaved reading settings and show its first items, storing nothing (422 when it cannot be read)",
        params: idParamsSchema,
        body: feedSettingsTestSchema,
        response: { 200: feedSettingsPreviewSchema },
      },
    },
    async (request) => previewFeed(deps.db, deps.fetcher, request.params.id, request.body, deps.stopping),
  );

  api.delete(
    "/api/admin/feeds/:id",
    { schema: { tags, summary: "Delete a feed", params: idParamsSchema, response: { 204: z.undefined().describe("Deleted") } } },
    async (request, reply) => {
      await deleteFeed(deps.db, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    "/api/admin/feeds/test",
    { schema: { tags, summary: "Read a URL as a feed, importing nothing (422 when it cannot be read)", body: testFeedSchema, response: { 200: feedTestResultSchema } } },
    async (request) => testFeed(deps.fetcher, request.body.url, deps.stopping),
  );

  api.get(
    "/api/admin/feeds/opml",
    {
      schema: {
        tags,
        summary: "Every feed as an OPML file (a download)",
        response: { 200: { description: "The OPML file", content: { "text/x-opml": { schema: z.string() } } } },
      },
    },
    async (_request, reply) => {
      const opml = await feedsToOpml(await listFeeds(deps.db));
      return reply
        .type("text/x-opml; charset=utf-8")
        .header("content-disposition", 'attachment; filename="rassegna-feeds.opml"')
        .send(opml);
    },
  );

  api.post(
    "/api/admin/feeds/opml",
    { schema: { tags, summary: "Add the feeds an OPML file lists that are not there yet, and read each added one", body: opmlImportSchema, response: { 200: opmlImportResultSchema } } },
    async (request) => importOpml(deps.db, request.body.opml, { fetcher: deps.fetcher, check: request.body.check, stopping: deps.stopping }),
  );

  api.get(
    "/api/admin/feeds/scraping-stats",
    { schema: { tags, summary: "How the stored articles got their text", response: { 200: scrapingStatsSchema } } },
    async () => scrapingStats(deps.db),
  );

  // Kept under the original product's function name (docs/product.md#server-functions).
  api.post(
    "/api/functions/import-rss-articles",
    {
      schema: {
        tags,
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
}
