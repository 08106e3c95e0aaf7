import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deriveCursorKey } from "../../articles/listing-cursor.js";
import { listPublicArticles } from "../../articles/public-listing.js";
import { recordView } from "../../articles/record-view.js";
import { idParamsSchema } from "../api-schemas.js";
import { articleListPageSchema, articleListQuerySchema } from "../../shared/articles.js";
import type { ServerDeps } from "../context.js";
import type { PublicReads } from "../public-reads.js";

const tags = ["articles"];

/** The public reading of articles: the home's data as JSON (a few seconds' cache; misses charged and gated), and view counting. */
export function articleRoutes(app: FastifyInstance, deps: ServerDeps, reads: PublicReads): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cursorKey = deriveCursorKey(deps.secret);
  api.get(
    "/api/articles",
    {
      config: { public: true },
      schema: { tags, summary: "One page of the published articles, by search and category", querystring: articleListQuerySchema, response: { 200: articleListPageSchema } },
    },
    async (request) => reads.listings.get(request.query, (filters) => reads.run(request.ip, () => listPublicArticles(deps.db, filters, cursorKey))),
  );

  // Sent by the article page after it shows (a beacon), so cached pages count too and the page never waits.
  api.post(
    "/api/articles/:id/view",
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: { tags, summary: "Count a view of a published article", params: idParamsSchema, response: { 204: z.undefined().describe("Counted (or not counted: the answer is the same)") } },
    },
    async (request, reply) => {
      await recordView(deps.db, reads.views, request.params.id, { address: request.ip, userAgent: request.headers["user-agent"] });
      return reply.status(204).send();
    },
  );
}
