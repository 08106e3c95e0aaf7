/**
 * How new articles enter the site (docs/product.md#feed-sync): items already
 * stored or deleted before are left out, and the new ones are stored as
 * pending, for the AI queue. The sync (feeds/) asks for both; it owns the
 * feeds, this owns the articles.
 */
import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { queryRows, type Database } from "../db/database.js";
import { articles, articleTombstones } from "../db/schema/index.js";

/** A new article as a source gives it, before it is stored. */
export interface PendingArticle {
  guid: string | null;
  title: string;
  source_url: string;
  canonical_url: string;
  content_original: string;
  image_url: string | null;
  published_at: Date;
  content_extraction_method: "rss" | "scraping";
  scraping_attempted: boolean;
  content_word_count: number;
  reading_time: number;
  source_categories: string[];
  /** The publisher reserves text and data mining for the page: the local analyzer only (articles.tdm_reserved). */
  tdm_reserved: boolean;
  /** The language told from title and summary (ISO 639-1, src/italian/detect-language.ts); null or absent when unknown. */
  language?: string | null;
  /** The category a set-category rule gave (src/feeds/rules): stored as the article's category, and kept by enrichment. */
  rule_category?: string | null;
}

const INSERT_COLUMNS = [
  "feed_id", "guid", "title", "source_name", "source_url", "canonical_url", "content_original", "image_url",
  "published_at", "imported_at", "content_extraction_method", "scraping_attempted", "content_word_count", "reading_time",
  "source_categories", "tdm_reserved", "language", "category", "rule_category",
] as const;
const RECORD_TYPES =
  "feed_id uuid, guid text, title text, source_name text, source_url text, canonical_url text, content_original text, " +
  "image_url text, published_at timestamptz, imported_at timestamptz, content_extraction_method text, " +
  "scraping_attempted boolean, content_word_count integer, reading_time integer, source_categories text[], tdm_reserved boolean, language text, category text, rule_category text";

/** A tombstone's last sighting is refreshed at most this often: a sync every hour need not write every time. */
const SIGHTING_REFRESH_MS = 86_400_000;

/**
 * `column` equal to one of `values`, given as one array parameter: a feed's
 * 50 URLs and 50 GUIDs as 100 parameters cost the sync more to build and bind
 * than the lookups themselves (docs/performance.md, "Fifth pass").
 */
function anyOf(column: SQLWrapper, values: string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  return sql`${column} = any(${literal}::text[])`;
}

/**
 * Drops items already stored (same GUID in this feed, or same canonical URL
 * anywhere) and items deleted before (their tombstones, docs/product.md#tombstones),
 * noting that the feed still lists those so their tombstones are kept.
 */
export async function filterUnseen<T extends { guid: string | null; canonical_url: string }>(
  db: Database,
  feedId: string,
  items: T[],
  now = new Date(),
): Promise<T[]> {
  if (items.length === 0) return [];
  const guids = items.map((item) => item.guid).filter((guid): guid is string => Boolean(guid));
  const urls = items.map((item) => item.canonical_url);
  const conditions: SQL[] = [anyOf(articles.canonical_url, urls)];
  if (guids.length > 0) conditions.push(and(eq(articles.feed_id, feedId), anyOf(articles.guid, guids))!);
  const seen = await db.select({ guid: articles.guid, url: articles.canonical_url }).from(articles).where(or(...conditions));
  const deleted = await sightTombstones(db, feedId, urls, guids, now);
  const seenUrls = new Set([...seen, ...deleted].map((row) => row.url));
  const seenGuids = new Set([...seen, ...deleted].map((row) => row.guid).filter(Boolean));
  const unique = new Map<string, T>();
  for (const item of items) {
    if (seenUrls.has(item.canonical_url) || (item.guid && seenGuids.has(item.guid))) continue;
    if (!unique.has(item.canonical_url)) unique.set(item.canonical_url, item);
  }
  return [...unique.values()];
}

/** The tombstones matching these items, with their sighting moved to now when it is a day old. */
async function sightTombstones(
  db: Database,
  feedId: string,
  urls: string[],
  guids: string[],
  now: Date,
): Promise<{ url: string; guid: string | null }[]> {
  const conditions: SQL[] = [anyOf(articleTombstones.canonical_url, urls)];
  if (guids.length > 0) conditions.push(and(eq(articleTombstones.feed_id, feedId), anyOf(articleTombstones.guid, guids))!);
  const matched = await db
    .select({ url: articleTombstones.canonical_url, guid: articleTombstones.guid, lastSeen: articleTombstones.last_seen_at })
    .from(articleTombstones)
    .where(or(...conditions));
  const stale = matched.filter((row) => now.getTime() - row.lastSeen.getTime() >= SIGHTING_REFRESH_MS).map((row) => row.url);
  if (stale.length > 0) await db.update(articleTombstones).set({ last_seen_at: now }).where(inArray(articleTombstones.canonical_url, stale));
  return matched;
}

/**
 * Stores a source's new articles as pending, in the caller's transaction;
 * answers how many were stored. The unique canonical URL turns a race with
 * another importer into a skip, not a duplicate.
 */
export async function storePendingArticles(db: Database, source: { id: string; name: string }, pending: PendingArticle[], now: Date): Promise<number> {
  if (pending.length === 0) return 0;
  // One JSON parameter instead of ~17 per article: binding hundreds of
  // parameters cost more than the insert itself on PGlite (bench/sync).
  const rows = pending.map((article) => ({
    ...article,
    feed_id: source.id,
    source_name: source.name,
    imported_at: now.toISOString(),
    category: article.rule_category ?? null,
    rule_category: article.rule_category ?? null,
  }));
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`insert into articles (${sql.raw(INSERT_COLUMNS.join(", "))})
        select ${sql.raw(INSERT_COLUMNS.join(", "))}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(RECORD_TYPES)})
        -- An article deleted while this feed was being read stays deleted.
        where not exists (select 1 from article_tombstones t where t.canonical_url = x.canonical_url)
        on conflict (canonical_url) do nothing
        returning id`,
  );
  return inserted.length;
}
