import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createDocumentCache } from "../../seo/document-cache.js";
import { buildNewsSitemap } from "../../seo/news-sitemap.js";
import { renderRobotsTxt } from "../../seo/robots.js";
import { buildJsonFeed, JSON_FEED_TYPE } from "../../seo/json-feed.js";
import { buildRssFeed, buildScopedRssFeed } from "../../seo/rss-feed.js";
import { buildArticlesSitemap, buildPagesSitemap, buildSitemap } from "../../seo/sitemap.js";
import { NotFoundError } from "../../platform/errors.js";
import { CATEGORIES, type Category } from "../../shared/constants.js";
import type { ServerDeps } from "../context.js";

const XML = "application/xml; charset=utf-8";
/** The part number of /sitemap-articles-:part.xml. */
const sitemapPartParamsSchema = z.object({ part: z.coerce.number().int() });
/** /rss/{category}.xml: one of the twelve; anything else is a 404, as the category pages refuse it. */
const categoryFeedParamsSchema = z.object({ category: z.string() });
/** /rss/tag/{slug}.xml and /rss/fonte/{slug}.xml: a slug as shared/slug.ts writes it; one nothing published carries is a 404. */
const slugFeedParamsSchema = z.object({ slug: z.string() });

/**
 * Sends a crawler document with a short public cache and a weak ETag (weak:
 * compression changes the bytes, not the content), answering 304 when the
 * reader already holds it.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, contentType: string, body: string) {
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  reply.header("cache-control", "public, max-age=300").header("etag", etag);
  const held = request.headers["if-none-match"]?.split(",").map((tag) => tag.trim());
  if (held?.includes(etag) || held?.includes("*")) return reply.status(304).send();
  return reply.type(contentType).send(body);
}

/** A crawler document's declared answers: the text, or 304 when the reader's ETag still matches. */
function documentSchema(summary: string, contentType: string) {
  return {
    tags: ["crawlers"],
    summary,
    response: {
      200: { description: summary, content: { [contentType]: { schema: z.string() } } },
      304: z.undefined().describe("Not modified: the If-None-Match ETag still holds"),
    },
  };
}

/** What crawlers and feed readers read: /rss.xml, /feed.json, /rss/{category}.xml, /rss/tag/{slug}.xml, /rss/fonte/{slug}.xml, /sitemap.xml (and its parts), the news sitemap, /robots.txt. */
export function seoRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const publicUrl = deps.config.publicUrl;
  // Only the sitemaps that list every article, topic or publisher are worth keeping; the feeds and the news sitemap are small and stay fresh.
  const sitemaps = createDocumentCache({ ttlMs: 60_000 });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/rss.xml", { schema: documentSchema("The latest articles as RSS 2.0", "application/rss+xml") }, async (request, reply) =>
    sendCached(request, reply, "application/rss+xml; charset=utf-8", await buildRssFeed({ db: deps.db, publicUrl })),
  );
  const categorySchema = { ...documentSchema("One category's latest articles as RSS 2.0", "application/rss+xml"), params: categoryFeedParamsSchema };
  api.get("/rss/:category(^[a-z]+).xml", { schema: categorySchema }, async (request, reply) => {
    const { category } = request.params;
    if (!(CATEGORIES as readonly string[]).includes(category)) throw new NotFoundError(`No category ${category}`);
    const body = await buildRssFeed({ db: deps.db, publicUrl, category: category as Category });
    return sendCached(request, reply, "application/rss+xml; charset=utf-8", body);
  });
  const tagSchema = { ...documentSchema("One topic's latest articles as RSS 2.0", "application/rss+xml"), params: slugFeedParamsSchema };
  api.get("/rss/tag/:slug(^[a-z0-9-]+).xml", { schema: tagSchema }, async (request, reply) => {
    const body = await buildScopedRssFeed({ db: deps.db, publicUrl, kind: "tag", slug: request.params.slug });
    if (body === null) throw new NotFoundError(`No topic ${request.params.slug}`);
    return sendCached(request, reply, "application/rss+xml; charset=utf-8", body);
  });
  const publisherSchema = { ...documentSchema("One publisher's latest articles as RSS 2.0", "application/rss+xml"), params: slugFeedParamsSchema };
  api.get("/rss/fonte/:slug(^[a-z0-9-]+).xml", { schema: publisherSchema }, async (request, reply) => {
    const body = await buildScopedRssFeed({ db: deps.db, publicUrl, kind: "fonte", slug: request.params.slug });
    if (body === null) throw new NotFoundError(`No publisher ${request.params.slug}`);
    return sendCached(request, reply, "application/rss+xml; charset=utf-8", body);
  });
  api.get("/feed.json", { schema: documentSchema("The latest articles as JSON Feed 1.1", JSON_FEED_TYPE) }, async (request, reply) =>
    sendCached(request, reply, `${JSON_FEED_TYPE}; charset=utf-8`, await buildJsonFeed({ db: deps.db, publicUrl })),
  );
  api.get("/sitemap.xml", { schema: documentSchema("The sitemap, or the index of its parts past 45,000 URLs", "application/xml") }, async (request, reply) => {
    const body = await sitemaps.get("index", () => buildSitemap({ db: deps.db, publicUrl }));
    return sendCached(request, reply, XML, body);
  });
  api.get("/sitemap-pages.xml", { schema: documentSchema("The site's own pages, topics and publishers", "application/xml") }, async (request, reply) =>
    sendCached(request, reply, XML, await sitemaps.get("pages", () => buildPagesSitemap({ db: deps.db, publicUrl }))),
  );
  const partSchema = { ...documentSchema("One part of the articles sitemap", "application/xml"), params: sitemapPartParamsSchema };
  api.get("/sitemap-articles-:part(^\\d+).xml", { schema: partSchema }, async (request, reply) => {
    const { part } = request.params;
    const body = await sitemaps.get(`articles-${part}`, () => buildArticlesSitemap({ db: deps.db, publicUrl, part }));
    if (body === null) throw new NotFoundError(`No sitemap part ${part}`);
    return sendCached(request, reply, XML, body);
  });
  api.get("/sitemap-news.xml", { schema: documentSchema("The Google News sitemap (the last two days)", "application/xml") }, async (request, reply) =>
    sendCached(request, reply, XML, await buildNewsSitemap({ db: deps.db, publicUrl })),
  );
  api.get("/robots.txt", { schema: documentSchema("Rules for crawlers", "text/plain") }, async (request, reply) =>
    sendCached(request, reply, "text/plain; charset=utf-8", renderRobotsTxt(publicUrl)),
  );
  // IndexNow's proof of ownership (seo/indexnow.ts): the key, at the address the announcements name.
  const indexNowKey = deps.config.indexNow?.key;
  if (indexNowKey) {
    api.get(`/${indexNowKey}.txt`, { schema: documentSchema("The IndexNow key", "text/plain") }, async (request, reply) =>
      sendCached(request, reply, "text/plain; charset=utf-8", indexNowKey),
    );
  }
}
