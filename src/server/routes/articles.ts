import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { deriveCursorKey } from "../../articles/listing-cursor.js";
import { listPublicArticles } from "../../articles/public-listing.js";
import { recordView } from "../../articles/record-view.js";
import { CATEGORIES, LIMITS } from "../../shared/constants.js";
import type { ServerDeps } from "../context.js";
import type { PublicReads } from "../public-reads.js";

const listQuery = z.object({
  search: z.string().max(LIMITS.searchLength).optional(),
  category: z.enum(CATEGORIES, "category must be one of the 12 categories").optional().or(z.literal("").transform(() => undefined)),
  cursor: z.string().max(200).optional(),
});
const idParams = z.object({ id: z.uuid({ error: "id must be a UUID" }) });

/** The public reading of articles: the home's data as JSON (a few seconds' cache; misses charged and gated), and view counting. */
export function articleRoutes(app: FastifyInstance, deps: ServerDeps, reads: PublicReads): void {
  const cursorKey = deriveCursorKey(deps.secret);
  app.get("/api/articles", { config: { public: true } }, async (request) => {
    const query = listQuery.parse(request.query ?? {});
    return reads.listings.get(query, (filters) => reads.run(request.ip, () => listPublicArticles(deps.db, filters, cursorKey)));
  });

  // Sent by the article page after it shows (a beacon), so cached pages count too and the page never waits.
  app.post(
    "/api/articles/:id/view",
    { config: { public: true, rateLimit: { max: 120, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const { id } = idParams.parse(request.params);
      await recordView(deps.db, reads.views, id, { address: request.ip, userAgent: request.headers["user-agent"] });
      return reply.status(204).send();
    },
  );
}
