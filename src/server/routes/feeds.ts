import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createFeed, deleteFeed, listFeeds, updateFeed } from "../../feeds/feed-admin.js";
import { feedsToOpml, importOpml } from "../../feeds/opml.js";
import { scrapingStats } from "../../feeds/scraping-stats.js";
import { testFeed } from "../../feeds/test-feed.js";
import { createFeedSchema, testFeedSchema, updateFeedSchema } from "../../shared/feeds.js";
import type { ServerDeps } from "../context.js";

const idParams = z.object({ id: z.uuid({ error: "id must be a UUID" }) });
const opmlBody = z.object({ opml: z.string().min(1, "opml is required").max(1_000_000) });

/** The Feed RSS screen's API: feeds, test, OPML, scraping statistics. */
export function feedRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get("/api/admin/feeds", async () => listFeeds(deps.db));

  app.post("/api/admin/feeds", async (request, reply) => {
    const feed = await createFeed(deps.db, createFeedSchema.parse(request.body ?? {}));
    return reply.status(201).send(feed);
  });

  app.patch("/api/admin/feeds/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    return updateFeed(deps.db, id, updateFeedSchema.parse(request.body ?? {}));
  });

  app.delete("/api/admin/feeds/:id", async (request, reply) => {
    await deleteFeed(deps.db, idParams.parse(request.params).id);
    return reply.status(204).send();
  });

  app.post("/api/admin/feeds/test", async (request) => testFeed(deps.fetcher, testFeedSchema.parse(request.body ?? {}).url, deps.stopping));

  app.get("/api/admin/feeds/opml", async (_request, reply) => {
    const opml = await feedsToOpml(await listFeeds(deps.db));
    return reply
      .type("text/x-opml; charset=utf-8")
      .header("content-disposition", 'attachment; filename="rassegna-feeds.opml"')
      .send(opml);
  });

  app.post("/api/admin/feeds/opml", async (request) => importOpml(deps.db, opmlBody.parse(request.body ?? {}).opml));

  app.get("/api/admin/feeds/scraping-stats", async () => scrapingStats(deps.db));
}
