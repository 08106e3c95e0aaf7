import { and, asc, desc, eq, gte, inArray, lte, max, sql } from "drizzle-orm";
import { isPublished } from "../articles/lifecycle/index.js";
import { carriesTopic } from "../articles/topics/topic-match.js";
import type { Database } from "../db/database.js";
import { articles, rssFeeds } from "../db/schema/index.js";
import { CATEGORIES, type Category } from "../shared/constants.js";

/** When an article last changed here: its AI enrichment, never before its publication (as the article page's dateModified). */
const modifiedAt = sql<Date>`greatest(${articles.published_at}, coalesce(${articles.ai_processed_at}, ${articles.published_at}))`.mapWith(
  articles.published_at,
);

export interface FeedArticle {
  id: string;
  title: string;
  content_summary: string | null;
  processed_by_ai_provider: string | null;
  summary_reviewed_at: Date | null;
  category: string | null;
  source_name: string;
  source_url: string;
  /** The feed the article came from, for RSS <source>; null once that feed is deleted. */
  feed_url: string | null;
  published_at: Date;
  modified_at: Date;
  /** For a topic feed's name (its tags as written) and the JSON Feed's tags. */
  tags: string[];
  keywords: string[];
}

/** Which articles a feed carries: all published, or one category's, one topic's (a slug) or one publisher's (its source names). */
export interface FeedScope {
  category?: Category;
  topic?: string;
  sourceNames?: string[];
}

/** The newest published articles of the scope, newest first, with what a feed item shows. */
export async function latestPublishedArticles(db: Database, limit: number, scope: FeedScope = {}): Promise<FeedArticle[]> {
  const { category, topic, sourceNames } = scope;
  return db
    .select({
      id: articles.id,
      title: articles.title,
      content_summary: articles.content_summary,
      processed_by_ai_provider: articles.processed_by_ai_provider,
      summary_reviewed_at: articles.summary_reviewed_at,
      category: articles.category,
      source_name: articles.source_name,
      source_url: articles.source_url,
      feed_url: rssFeeds.feed_url,
      published_at: articles.published_at,
      modified_at: modifiedAt,
      tags: articles.tags,
      keywords: articles.keywords,
    })
    .from(articles)
    .leftJoin(rssFeeds, eq(rssFeeds.id, articles.feed_id))
    .where(
      and(
        isPublished,
        category ? eq(articles.category, category) : undefined,
        topic ? carriesTopic(topic) : undefined,
        sourceNames ? inArray(articles.source_name, sourceNames) : undefined,
      ),
    )
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(limit);
}

/** How many articles are published. */
export async function countPublishedArticles(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(articles).where(isPublished);
  return row?.count ?? 0;
}

export interface SitemapArticle {
  id: string;
  /** W3C datetime of the last change, formatted by the database (no Date per row). */
  lastmod: string;
}

const SITEMAP_CHUNK = 5_000;
const lastmodText = sql<string>`to_char(${modifiedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `limit` published articles for a sitemap from position `offset`, oldest
 * first (new articles land in the last slice, so earlier ones keep their
 * content), read in chunks of 5,000 that give other requests their turn:
 * the embedded database shares the one thread with the server.
 */
export async function* publishedArticleChunks(db: Database, offset: number, limit: number, chunkSize = SITEMAP_CHUNK): AsyncGenerator<SitemapArticle[]> {
  let remaining = limit;
  // The keyset cursor keeps the timestamp as the database's text, with its microseconds.
  let after: { publishedAt: string; id: string } | null = null;
  while (remaining > 0) {
    const size = Math.min(chunkSize, remaining);
    const query = db
      .select({ id: articles.id, lastmod: lastmodText, cursor: sql<string>`${articles.published_at}::text` })
      .from(articles)
      .where(and(isPublished, after ? sql`(${articles.published_at}, ${articles.id}) > (${after.publishedAt}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(asc(articles.published_at), asc(articles.id))
      .limit(size);
    const rows: Array<SitemapArticle & { cursor: string }> = await (after ? query : query.offset(offset));
    if (rows.length === 0) return;
    yield rows.map(({ id, lastmod }) => ({ id, lastmod }));
    const last = rows.at(-1)!;
    after = { publishedAt: last.cursor, id: last.id };
    remaining -= rows.length;
    if (rows.length < size) return;
    await yieldToEventLoop();
  }
}

/** Published articles whose publication falls between `since` and `until`, newest first (the news sitemap). */
export async function articlesPublishedBetween(
  db: Database,
  since: Date,
  until: Date,
  limit: number,
): Promise<Array<{ id: string; title: string; published_at: Date }>> {
  return db
    .select({ id: articles.id, title: articles.title, published_at: articles.published_at })
    .from(articles)
    .where(and(isPublished, gte(articles.published_at, since), lte(articles.published_at, until)))
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(limit);
}

/**
 * When each listing page last got a newer article: the home (key null) and
 * every category. One indexed lookup per category, not a scan of all articles.
 */
export async function listingsLastPublished(db: Database): Promise<Map<string | null, Date>> {
  const lookups = [null, ...CATEGORIES].map(async (category: string | null) => {
    const [row] = await db
      .select({ latest: max(articles.published_at) })
      .from(articles)
      .where(and(isPublished, category ? eq(articles.category, category) : undefined));
    return { category, latest: row?.latest ?? null };
  });
  const latest = new Map<string | null, Date>();
  for (const { category, latest: date } of await Promise.all(lookups)) if (date) latest.set(category, date);
  return latest;
}
