import { and, desc, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles, SEARCH_CONFIG } from "../db/schema/index.js";
import type { ArticleListPage, PublicArticleCard } from "../shared/articles.js";
import { LIMITS } from "../shared/constants.js";
import { escapeLike } from "./escape-like.js";
import { MAX_SEARCH_SKIP, type ListingCursor } from "./listing-cursor.js";
import { isPublished } from "./lifecycle/index.js";
import { publicCardColumns } from "./public-card-columns.js";

/** Full-text matches ranked by relevance: only the most recent ones, so a common word costs the same as a rare one. */
const RANKED_CANDIDATES = 200;

/**
 * Substring matching needs a trigram (three characters) to use its index: a
 * shorter search would check every title and summary (~0.5-1 s at 100k
 * articles on PGlite) to find letters inside words. One- and two-letter
 * searches match whole words only.
 */
const MIN_SUBSTRING_LENGTH = 3;

interface SearchListing {
  search: string;
  byCategory: SQL | undefined;
  cursor: ListingCursor | null;
  limit: number;
  sign: (next: ListingCursor) => string;
}

type TierRows = (skip: number, take: number) => Promise<PublicArticleCard[]>;

/**
 * Search results in three tiers, each an index-friendly query: (0) the most
 * recent full-text matches (Italian stems, accents optional), by relevance
 * decayed with age; (1) older full-text matches, newest first; (2) substring
 * matches of title or summary that full text missed (parts of words, stop
 * words: docs/product.md#search), newest first. The cursor names a tier and a
 * position in it. Counting stops past LIMITS.searchCountCap: the heading then
 * reads "oltre 1000", and a common word costs no more than a rare one.
 * `sign` turns the next position into the listing's signed cursor.
 */
export async function searchPublicArticles(db: Database, listing: SearchListing): Promise<ArticleListPage> {
  const { search, byCategory, limit } = listing;
  const cursor = listing.cursor?.kind === "search" ? listing.cursor : null;
  const start: TierPosition = cursor ?? { tier: 0, skip: 0 };
  const query = sql`websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, ${search})`;
  const pattern = `%${escapeLike(search)}%`;
  const fullText = and(isPublished, byCategory, sql`${articles.search_vector} @@ ${query}`)!;
  const substringOnly =
    search.length < MIN_SUBSTRING_LENGTH
      ? undefined
      : and(
          isPublished,
          byCategory,
          or(sql`${articles.title} ilike ${pattern}`, sql`${articles.content_summary} ilike ${pattern}`),
          sql`not coalesce(${articles.search_vector} @@ ${query}, false)`,
        )!;
  const { rows, nextStart } = await readPage(searchTiers(db, query, fullText, substringOnly), start, limit);
  // Past the deepest position a cursor may name, the listing ends rather than hand out a cursor it would refuse.
  const next_cursor = nextStart && nextStart.skip <= MAX_SEARCH_SKIP ? listing.sign({ kind: "search", ...nextStart }) : null;
  // Only the first page's heading shows the count: "Carica altre notizie" does not pay for it again.
  if (cursor) return { articles: rows, next_cursor, total: null, total_capped: false };
  const matches = await countMatches(db, fullText, substringOnly);
  return { articles: rows, next_cursor, total: Math.min(matches, LIMITS.searchCountCap), total_capped: matches > LIMITS.searchCountCap };
}

/** Full-text matches, then substring-only ones while under the cap; past it, any number above says "more". */
async function countMatches(db: Database, fullText: SQL, substringOnly: SQL | undefined): Promise<number> {
  const fullTextCount = await cappedCount(db, fullText, LIMITS.searchCountCap + 1);
  if (!substringOnly || fullTextCount > LIMITS.searchCountCap) return fullTextCount;
  return fullTextCount + (await cappedCount(db, substringOnly, LIMITS.searchCountCap + 1 - fullTextCount));
}

/** The three tiers, each reading `take` rows from position `skip`. */
function searchTiers(db: Database, query: SQL, fullText: SQL, substringOnly: SQL | undefined): TierRows[] {
  const newestFirst = [desc(articles.published_at), desc(articles.id)];
  return [
    async (skip, take) => {
      if (skip >= RANKED_CANDIDATES) return [];
      const candidates = db.select({ id: articles.id }).from(articles).where(fullText).orderBy(...newestFirst).limit(RANKED_CANDIDATES);
      // Relevance decays with age (half weight after a week), so a fresh article beats an old one that says the word more often.
      const score = sql`ts_rank_cd(${articles.search_vector}, ${query}, 32) / (1 + extract(epoch from (now() - ${articles.published_at})) / 604800.0)`;
      return db
        .select(publicCardColumns)
        .from(articles)
        .where(inArray(articles.id, candidates))
        .orderBy(desc(score), ...newestFirst)
        .limit(Math.min(take, RANKED_CANDIDATES - skip))
        .offset(skip);
    },
    (skip, take) => db.select(publicCardColumns).from(articles).where(fullText).orderBy(...newestFirst).limit(take).offset(RANKED_CANDIDATES + skip),
    async (skip, take) => (substringOnly ? db.select(publicCardColumns).from(articles).where(substringOnly).orderBy(...newestFirst).limit(take).offset(skip) : []),
  ];
}

interface TierPosition {
  tier: number;
  skip: number;
}

/** Fills a page from `start` across the tiers; one row past the page says whether another follows. */
async function readPage(tiers: TierRows[], start: TierPosition, limit: number): Promise<{ rows: PublicArticleCard[]; nextStart: TierPosition | null }> {
  const rows: PublicArticleCard[] = [];
  let { tier, skip } = start;
  while (tier < tiers.length) {
    const got = await tiers[tier]!(skip, limit + 1 - rows.length);
    const fitting = got.slice(0, limit - rows.length);
    rows.push(...fitting);
    if (rows.length === limit) {
      if (got.length > fitting.length) return { rows, nextStart: { tier, skip: skip + fitting.length } };
      // This tier is spent: a next page exists only if a later tier still has a row.
      return { rows, nextStart: (await anyFrom(tiers, tier + 1)) ? { tier: tier + 1, skip: 0 } : null };
    }
    tier += 1;
    skip = 0;
  }
  return { rows, nextStart: null };
}

async function anyFrom(tiers: TierRows[], first: number): Promise<boolean> {
  for (let tier = first; tier < tiers.length; tier++) if ((await tiers[tier]!(0, 1)).length > 0) return true;
  return false;
}

async function cappedCount(db: Database, where: SQL, cap: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(articles).where(where).limit(cap).as("matches"));
  return row?.count ?? 0;
}
