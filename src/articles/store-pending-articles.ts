/**
 * How new articles enter the site (docs/product.md#feed-sync): items already
 * stored or deleted before are left out, and the new ones are stored as
 * pending, for the AI queue. The sync (feeds/) asks for both; it owns the
 * feeds, this owns the articles.
 */
import { inArray, sql, type SQL } from "drizzle-orm";
import { queryPreparedRows, type Database } from "../db/database.js";
import { articleTombstones } from "../db/schema/index.js";

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

/** The columns each row of the insert's JSON carries (the feed's own are parameters), with their types. */
const ROW_COLUMN_TYPES = {
  guid: "text", title: "text", source_url: "text", canonical_url: "text", content_original: "text", image_url: "text",
  published_at: "timestamptz", content_extraction_method: "text", scraping_attempted: "boolean", content_word_count: "integer",
  reading_time: "integer", source_categories: "text[]", tdm_reserved: "boolean", language: "text", rule_category: "text",
} as const;
const ROW_COLUMNS = Object.keys(ROW_COLUMN_TYPES);
const RECORD_TYPES = Object.entries(ROW_COLUMN_TYPES).map(([column, type]) => `${column} ${type}`).join(", ");

/** A tombstone's last sighting is refreshed at most this often: a sync every hour need not write every time. */
const SIGHTING_REFRESH_MS = 86_400_000;

/**
 * Values as one text-array parameter: a feed's 50 URLs and 50 GUIDs as 100
 * parameters cost the sync more to build and bind than the lookups themselves
 * (docs/performance.md, "Fifth pass").
 */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

interface SeenRow {
  guid: string | null;
  url: string;
  /** A tombstone's last sighting; null for a stored article. */
  last_seen: Date | string | null;
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
  const guids = textArray(items.map((item) => item.guid).filter((guid): guid is string => Boolean(guid)));
  const urls = textArray(items.map((item) => item.canonical_url));
  // Stored articles and tombstones in one statement, prepared: every feed of every sync asks it, and planning
  // it cost more than running it (docs/performance.md, "Eighth pass"). No GUID matches an empty array.
  const seen = await queryPreparedRows<SeenRow>(
    db,
    sql`select a.guid, a.canonical_url as url, null::timestamptz as last_seen from articles a
        where a.canonical_url = any(${urls}::text[]) or (a.feed_id = ${feedId} and a.guid = any(${guids}::text[]))
        union all
        select t.guid, t.canonical_url, t.last_seen_at from article_tombstones t
        where t.canonical_url = any(${urls}::text[]) or (t.feed_id = ${feedId} and t.guid = any(${guids}::text[]))`,
  );
  await refreshSightings(db, seen, now);
  const seenUrls = new Set(seen.map((row) => row.url));
  const seenGuids = new Set(seen.map((row) => row.guid).filter(Boolean));
  const unique = new Map<string, T>();
  for (const item of items) {
    if (seenUrls.has(item.canonical_url) || (item.guid && seenGuids.has(item.guid))) continue;
    if (!unique.has(item.canonical_url)) unique.set(item.canonical_url, item);
  }
  return [...unique.values()];
}

/** Moves the sighting of the matched tombstones to now where it is a day old. */
async function refreshSightings(db: Database, seen: SeenRow[], now: Date): Promise<void> {
  const stale = seen
    .filter((row) => row.last_seen !== null && now.getTime() - new Date(row.last_seen).getTime() >= SIGHTING_REFRESH_MS)
    .map((row) => row.url);
  if (stale.length > 0) await db.update(articleTombstones).set({ last_seen_at: now }).where(inArray(articleTombstones.canonical_url, stale));
}

/**
 * Stores a source's new articles as pending; answers how many were stored.
 * `alongside`, a statement of the caller's, runs in the same statement and so
 * commits with them (feeds/store-articles.ts: the feed's success). The unique
 * canonical URL turns a race with another importer into a skip, not a
 * duplicate.
 */
export async function storePendingArticles(
  db: Database,
  source: { id: string; name: string },
  pending: PendingArticle[],
  now: Date,
  alongside?: SQL,
): Promise<number> {
  if (pending.length === 0) {
    if (alongside) await queryPreparedRows(db, alongside);
    return 0;
  }
  // One JSON parameter instead of ~17 per article: binding hundreds of parameters cost more than the insert
  // itself on PGlite (bench/sync). What every row of a source shares is a parameter of its own, not in each row.
  const rows = pending.map((article) => ({ ...article, rule_category: article.rule_category ?? null }));
  const insert = sql`insert into articles (feed_id, source_name, imported_at, category, ${sql.raw(ROW_COLUMNS.join(", "))})
    select ${source.id}::uuid, ${source.name}::text, ${now.toISOString()}::timestamptz, x.rule_category, ${sql.raw(ROW_COLUMNS.map((column) => `x.${column}`).join(", "))}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(RECORD_TYPES)})
    -- An article deleted while this source was being read stays deleted.
    where not exists (select 1 from article_tombstones t where t.canonical_url = x.canonical_url)
    on conflict (canonical_url) do nothing
    returning 1`;
  const [counted] = await queryPreparedRows<{ stored: number }>(
    db,
    sql`with stored as (${insert})${alongside ? sql`, alongside as (${alongside})` : sql``} select count(*)::int as stored from stored`,
  );
  return counted?.stored ?? 0;
}
