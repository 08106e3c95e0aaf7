import { sql, type SQL } from "drizzle-orm";
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

/** A topic enters the sitemap with this many published articles among the newest, so thin pages stay out. */
export const SITEMAP_TOPIC_MIN_ARTICLES = 2;
/** The newest published articles whose topics are counted: a bounded read however large the archive. */
export const SITEMAP_TOPIC_ARTICLES = 20_000;
/** At most this many topics, the most written about first. */
export const SITEMAP_TOPIC_LIMIT = 10_000;

const lastmodOf = (column: SQL) => sql<string>`to_char(max(${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * /tag/{slug} of every topic carried by at least two of the newest 20,000
 * published articles, dated by its newest. The terms are counted once per
 * article as written (lower-cased), then joined by slug here: computing the
 * slug in the database costs ~70 us a row (docs/performance.md#topic-pages).
 */
export async function topicPages(db: Database, publicUrl: string): Promise<ListedPage[]> {
  const rows = await queryRows<{ term: string; articles: number; lastmod: string }>(
    db,
    sql`select term, count(*)::int as articles, ${lastmodOf(sql`recent.published_at`)} as lastmod
        from (select ${articles.tags} as tags, ${articles.keywords} as keywords, ${articles.published_at} as published_at
              from ${articles} where ${isPublished}
              order by ${articles.published_at} desc, ${articles.id} desc limit ${SITEMAP_TOPIC_ARTICLES}) as recent
        cross join lateral (select distinct lower(term) as term from unnest(recent.tags || recent.keywords) as term) as terms
        group by term`,
  );
  const topics = new Map<string, { articles: number; lastmod: string }>();
  for (const row of rows) {
    const slug = toSlug(row.term);
    if (!slug) continue;
    const held = topics.get(slug);
    // Spellings that differ beyond case ("citta", "città") are added up: an article carrying both counts twice.
    if (held) topics.set(slug, { articles: held.articles + row.articles, lastmod: row.lastmod > held.lastmod ? row.lastmod : held.lastmod });
    else topics.set(slug, { articles: row.articles, lastmod: row.lastmod });
  }
  const origin = siteOrigin(publicUrl);
  return [...topics]
    .filter(([, topic]) => topic.articles >= SITEMAP_TOPIC_MIN_ARTICLES)
    .sort(([a, first], [b, second]) => second.articles - first.articles || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, SITEMAP_TOPIC_LIMIT)
    .map(([slug, topic]) => ({ loc: `${origin}/tag/${slug}`, lastmod: topic.lastmod }));
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

/** Story pages of the last this many days enter the sitemap: older stories are reached through their articles. */
export const SITEMAP_STORY_DAYS = 30;
/** At most this many story pages, the newest first. */
export const SITEMAP_STORY_LIMIT = 10_000;

/**
 * /storia/{id} of every story told by at least two publishers with a report
 * in the last 30 days (docs/product.md#story-page), dated by its newest
 * report. Found from the articles that joined another's story (the small
 * index of migration 0021): a story of one report has none.
 */
export async function storyPages(db: Database, publicUrl: string): Promise<ListedPage[]> {
  const since = new Date(Date.now() - SITEMAP_STORY_DAYS * 86_400_000).toISOString();
  const rows = await queryRows<{ story_id: string; lastmod: string }>(
    db,
    sql`select member.story_id, ${lastmodOf(sql`member.published_at`)} as lastmod
        from (select distinct ${articles.story_id} as story_id from ${articles}
              where ${articles.story_id} <> ${articles.id} and ${isPublished} and ${articles.published_at} >= ${since}::timestamptz) as joined
        join ${articles} as member on member.story_id = joined.story_id and ${isPublishedAs("member")}
        group by member.story_id
        having count(distinct member.source_name) >= 2
        order by max(member.published_at) desc
        limit ${SITEMAP_STORY_LIMIT}`,
  );
  const origin = siteOrigin(publicUrl);
  return rows.map((row) => ({ loc: `${origin}/storia/${row.story_id}`, lastmod: row.lastmod }));
}

/**
 * The pages beyond the site's own that the sitemap lists, each kind read by
 * its own function: stories, topics, then publishers.
 */
export const LISTED_PAGE_KINDS: ReadonlyArray<(db: Database, publicUrl: string) => Promise<ListedPage[]>> = [storyPages, topicPages, publisherPages];

