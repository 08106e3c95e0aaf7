import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { withStatementTimeout } from "../platform/statement-timeout.js";
import { articles } from "../db/schema/index.js";
import type { ArticleListPage } from "../shared/articles.js";
import { LIMITS } from "../shared/constants.js";
import { decodeCursor, encodeCursor, type ListingCursor, type ListingScope } from "./listing-cursor.js";
import { isPublished, isPublishedAs } from "./lifecycle/index.js";
import { searchPublicArticles } from "./search-listing.js";
import { leadStory } from "./stories/lead-story.js";
import { publicCardWithSourcesColumns } from "./stories/story-sources.js";

export interface ListingFilters {
  search?: string | undefined;
  category?: string | undefined;
  cursor?: string | undefined;
  limit?: number;
}

export interface NormalizedListingFilters extends ListingFilters {
  limit: number;
}

/** A public query stops after this long on PostgreSQL and answers 503 (docs/performance.md). */
export const PUBLIC_QUERY_TIMEOUT_MS = 3_000;

/**
 * The filters as the listing reads them: the search trimmed, lower-cased and
 * with runs of spaces made one (full text and ILIKE ignore case, and spacing
 * carries no meaning), cut to the longest search allowed. Searches that read
 * the same are then one query and one cache entry (listing-cache.ts).
 */
export function normalizeListingFilters(filters: ListingFilters): NormalizedListingFilters {
  const search = filters.search?.trim().replace(/\s+/g, " ").toLowerCase().slice(0, LIMITS.searchLength).trim() || undefined;
  return { search, category: filters.category || undefined, cursor: filters.cursor || undefined, limit: filters.limit ?? LIMITS.homePageSize };
}

/**
 * One page of published articles. Without a search: newest published first,
 * paged by keyset (published_at, id), so a page never repeats or skips an
 * article when new ones arrive. The plain home listing (no search, no
 * category) shows one card per story, its newest article, and on its first
 * page the lead story apart (docs/product.md#home); every card carries its
 * story's other sources. With a search: Italian full text (stems,
 * accents optional) ranked by relevance and recency, then the plain substring
 * matches of title and summary that full text missed (docs/product.md#search), see
 * search-listing.ts. A category filter is exact and combines with both.
 * Cursors are signed with `cursorKey` for the listing they continue
 * (listing-cursor.ts); one this listing did not issue is a ValidationError.
 * Runs under a statement timeout on PostgreSQL (past it, ServiceUnavailableError), without parallel workers.
 */
export async function listPublicArticles(db: Database, filters: ListingFilters, cursorKey: Uint8Array): Promise<ArticleListPage> {
  const normalized = normalizeListingFilters(filters);
  const scope: ListingScope = { search: normalized.search, category: normalized.category };
  const cursor = decodeCursor(normalized.cursor, cursorKey, scope);
  const sign = (next: ListingCursor) => encodeCursor(next, cursorKey, scope);
  return withStatementTimeout(db, PUBLIC_QUERY_TIMEOUT_MS, (reader) => readListing(reader, normalized, cursor, sign), { serial: true });
}

async function readListing(db: Database, filters: NormalizedListingFilters, cursor: ListingCursor | null, sign: (next: ListingCursor) => string): Promise<ArticleListPage> {
  const { search, limit } = filters;
  const byCategory = filters.category ? eq(articles.category, filters.category) : undefined;
  if (search) return searchPublicArticles(db, { search, byCategory, cursor, limit, sign });

  const keyset = cursor?.kind === "keyset" ? cursor : null;
  // The plain listing: its first page finds the lead story, later pages read it from the cursor.
  const firstHomePage = !byCategory && !keyset;
  // A row comparison: the index on (published_at, id) takes it as its start key.
  const after = keyset ? sql`(${articles.published_at}, ${articles.id}) < (${keyset.publishedAt}::timestamptz, ${keyset.id}::uuid)` : undefined;
  const laterLead = keyset?.leadStory;
  // The first page and its lead story side by side (two connections on PostgreSQL; the lead took 6 ms of
  // a 10 ms home at a million articles, docs/performance.md): the page is read with one row more, the
  // place the lead story's card may take, and that card is left out here instead of by the statement.
  // A category's first page counts its articles for the heading ("Carica altre notizie" does not pay for it again), beside the page.
  const [lead, read, total] = await Promise.all([
    firstHomePage ? leadStory(db) : null,
    db
      .select(publicCardWithSourcesColumns)
      .from(articles)
      .where(and(isPublished, byCategory, after, byCategory ? undefined : newestOfItsStory, laterLead ? sql`coalesce(${articles.story_id}, ${articles.id}) <> ${laterLead}::uuid` : undefined))
      .orderBy(desc(articles.published_at), desc(articles.id))
      .limit(limit + (firstHomePage ? 2 : 1)),
    byCategory && !cursor ? countWhere(db, and(isPublished, byCategory)!) : null,
  ]);
  const leadKey = byCategory ? undefined : (lead?.story ?? laterLead);
  // One card per story on the home: the lead story has at most one among them.
  const rows = lead ? read.filter((row) => (row.story_id ?? row.id) !== lead.story) : read;
  const cards = rows.slice(0, limit);
  const last = cards.at(-1);
  return {
    articles: cards,
    next_cursor: rows.length > limit && last ? sign({ kind: "keyset", publishedAt: last.published_at.toISOString(), id: last.id, ...(leadKey ? { leadStory: leadKey } : {}) }) : null,
    total,
    total_capped: false,
    lead: lead?.card ?? null,
  };
}

/**
 * A story's newest public article, the one card the home shows for it: no
 * newer article of the same story (an index probe per row on articles_story_idx).
 * An ungrouped article (story_id null) is a story of its own.
 */
const newestOfItsStory = sql`not exists (select 1 from ${articles} as newer where newer.story_id = ${articles.story_id}
  and ${isPublishedAs("newer")} and (newer.published_at, newer.id) > (${articles.published_at}, ${articles.id}))`;

async function countWhere(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(articles).where(where);
  return row?.count ?? 0;
}
