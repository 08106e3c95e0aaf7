import { and, gte, sql } from "drizzle-orm";
import { adminArticleSources } from "../articles/admin/admin-article-sources.js";
import { isPublished, isPublishedAs } from "../articles/lifecycle/index.js";
import { queryRows, type Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import { toSlug } from "../shared/slug.js";
import { siteOrigin } from "./site-pages.js";

/** A page of the sitemap beyond the site's own: its address and, when known, its last change (W3C datetime). */
export interface ListedPage {
  loc: string;
  lastmod?: string;
}

/** A topic enters the sitemap with this many published articles in the window, so thin pages stay out. */
export const SITEMAP_TOPIC_MIN_ARTICLES = 2;
/** The window topics are counted in: a topic of the last 30 days. */
export const SITEMAP_TOPIC_DAYS = 30;
/** At most this many topics, the most written about first. */
export const SITEMAP_TOPIC_LIMIT = 10_000;

const lastmodOf = (column: unknown) => sql<string>`to_char(max(${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * /tag/{slug} of every topic with at least two published articles in the
 * last 30 days, dated by its newest. The window is read through the listing
 * index, its articles' slugs through the function the topic index holds.
 */
export async function topicPages(db: Database, publicUrl: string, now = new Date()): Promise<ListedPage[]> {
  const since = new Date(now.getTime() - SITEMAP_TOPIC_DAYS * 86_400_000);
  const rows = await db
    .select({ slug: sql<string>`slug`, lastmod: lastmodOf(articles.published_at) })
    .from(sql`${articles} cross join lateral unnest(article_topic_slugs(${articles.tags}, ${articles.keywords})) as slug`)
    .where(and(isPublished, gte(articles.published_at, since)))
    .groupBy(sql`slug`)
    .having(sql`count(*) >= ${SITEMAP_TOPIC_MIN_ARTICLES}`)
    .orderBy(sql`count(*) desc`, sql`slug`)
    .limit(SITEMAP_TOPIC_LIMIT);
  const origin = siteOrigin(publicUrl);
  return rows.map((row) => ({ loc: `${origin}/tag/${row.slug}`, lastmod: row.lastmod }));
}

/**
 * /fonte/{slug} of every publisher with a published article, dated by its
 * newest: the distinct source names (a skip scan), then one index probe each.
 */
export async function publisherPages(db: Database, publicUrl: string): Promise<ListedPage[]> {
  const names = await adminArticleSources(db);
  if (names.length === 0) return [];
  const rows = await queryRows<{ name: string; lastmod: string | null }>(
    db,
    sql`select name, (select ${lastmodOf(sql`a.published_at`)} from ${articles} as a where a.source_name = name and ${isPublishedAs("a")}) as lastmod
        from unnest(${sql`array[${sql.join(names.map((name) => sql`${name}`), sql`, `)}]::text[]`}) as name`,
  );
  const newest = new Map<string, string>();
  for (const row of rows) {
    const slug = toSlug(row.name);
    if (!slug || row.lastmod === null) continue;
    const held = newest.get(slug);
    if (!held || row.lastmod > held) newest.set(slug, row.lastmod);
  }
  const origin = siteOrigin(publicUrl);
  return [...newest].sort(([a], [b]) => a.localeCompare(b)).map(([slug, lastmod]) => ({ loc: `${origin}/fonte/${slug}`, lastmod }));
}

/**
 * The pages beyond the site's own that the sitemap lists, each kind read by
 * its own function: topics, then publishers. Story pages (/storia/{id},
 * docs/product.md#stories) join this list as one more function.
 */
export const LISTED_PAGE_KINDS: ReadonlyArray<(db: Database, publicUrl: string) => Promise<ListedPage[]>> = [topicPages, publisherPages];

