import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../db/database.js";
import { articles, articleTombstones, rssFeeds } from "../db/schema/index.js";
import type { PreparedArticle } from "./prepare-article.js";
import type { Validators } from "./types.js";

const INSERT_COLUMNS = [
  "feed_id", "guid", "title", "source_name", "source_url", "canonical_url", "content_original", "image_url",
  "published_at", "imported_at", "content_extraction_method", "scraping_attempted", "content_word_count", "reading_time",
  "source_categories",
] as const;
const RECORD_TYPES =
  "feed_id uuid, guid text, title text, source_name text, source_url text, canonical_url text, content_original text, " +
  "image_url text, published_at timestamptz, imported_at timestamptz, content_extraction_method text, " +
  "scraping_attempted boolean, content_word_count integer, reading_time integer, source_categories text[]";

/** A tombstone's last sighting is refreshed at most this often: a sync every hour need not write every time. */
const SIGHTING_REFRESH_MS = 86_400_000;

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
  const conditions: SQL[] = [inArray(articles.canonical_url, urls)];
  if (guids.length > 0) conditions.push(and(eq(articles.feed_id, feedId), inArray(articles.guid, guids))!);
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
  const conditions: SQL[] = [inArray(articleTombstones.canonical_url, urls)];
  if (guids.length > 0) conditions.push(and(eq(articleTombstones.feed_id, feedId), inArray(articleTombstones.guid, guids))!);
  const matched = await db
    .select({ url: articleTombstones.canonical_url, guid: articleTombstones.guid, lastSeen: articleTombstones.last_seen_at })
    .from(articleTombstones)
    .where(or(...conditions));
  const stale = matched.filter((row) => now.getTime() - row.lastSeen.getTime() >= SIGHTING_REFRESH_MS).map((row) => row.url);
  if (stale.length > 0) await db.update(articleTombstones).set({ last_seen_at: now }).where(inArray(articleTombstones.canonical_url, stale));
  return matched;
}

/**
 * Stores one feed's new articles (status pending) and its success in one
 * transaction: a crash leaves either all of them or none, and the unique
 * canonical URL turns a race with another importer into a skip, not a duplicate.
 */
export async function storeFeedArticles(
  db: Database,
  feed: { id: string; name: string },
  prepared: PreparedArticle[],
  validators: Validators,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // One JSON parameter instead of ~17 per article: binding hundreds of
    // parameters cost more than the insert itself on PGlite (bench/sync).
    const rows = prepared.map((article) => ({ ...article, feed_id: feed.id, source_name: feed.name, imported_at: now.toISOString() }));
    const inserted =
      rows.length === 0
        ? []
        : await queryRows<{ id: string }>(
            tx as unknown as Database,
            sql`insert into articles (${sql.raw(INSERT_COLUMNS.join(", "))})
                select ${sql.raw(INSERT_COLUMNS.join(", "))}
                from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(RECORD_TYPES)})
                -- An article deleted while this feed was being read stays deleted.
                where not exists (select 1 from article_tombstones t where t.canonical_url = x.canonical_url)
                on conflict (canonical_url) do nothing
                returning id`,
          );
    await tx
      .update(rssFeeds)
      .set({
        last_sync: now,
        last_sync_status: "success",
        consecutive_failures: 0,
        last_error: null,
        last_error_reason: null,
        retry_after: null,
        etag: validators.etag ?? null,
        last_modified: validators.lastModified ?? null,
      })
      .where(eq(rssFeeds.id, feed.id));
    return inserted.length;
  });
}
