import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createListingSource } from "../../feeds/listing/create-listing-source.js";
import { testListing } from "../../feeds/listing/test-listing.js";
import { feedViewSchema } from "../../shared/feeds.js";
import { createListingSourceSchema, listingTestResultSchema, testListingSchema } from "../../shared/listing-sources.js";
import type { ServerDeps } from "../context.js";

const tags = ["feeds"];

/** Pages without a feed (docs/product.md#feed-rss): added as sources beside the feeds, and tried with "Testa" first. */
export function listingSourceRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/admin/feeds/listing",
    {
      schema: {
        tags,
        summary: "Add a page without a feed, read by CSS selectors (400 invalid_selector for a selector that cannot be read)",
        body: createListingSourceSchema,
        response: { 201: feedViewSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createListingSource(deps.db, request.body)),
  );

  api.post(
    "/api/admin/feeds/listing/test",
    {
      schema: {
        tags,
        summary: "Read a page by CSS selectors as a sync would, storing nothing (422 when it cannot be read or nothing matches)",
        body: testListingSchema,
        response: { 200: listingTestResultSchema },
      },
    },
    async (request) => testListing(deps.fetcher, request.body.url, request.body.selectors, deps.stopping),
  );
}
