import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { addStarterFeeds, listStarterFeeds } from "../../feeds/starter-feeds.js";
import { addStarterFeedsResultSchema, addStarterFeedsSchema, starterFeedListSchema } from "../../shared/starter-feeds.js";
import type { ServerDeps } from "../context.js";

const tags = ["feeds"];

/** The Feed RSS screen's starter list (docs/product.md#feed-rss): Italian publishers' feeds added with one click. */
export function starterFeedRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/feeds/starter",
    { schema: { tags, summary: "The starter list of Italian feeds, each marked when already followed", response: { 200: starterFeedListSchema } } },
    async () => listStarterFeeds(deps.db),
  );

  api.post(
    "/api/admin/feeds/starter",
    {
      schema: {
        tags,
        summary: "Add starter feeds by URL, skipping those already followed; nothing is synced",
        body: addStarterFeedsSchema,
        response: { 200: addStarterFeedsResultSchema },
      },
    },
    async (request) => addStarterFeeds(deps.db, request.body.feed_urls),
  );
}
