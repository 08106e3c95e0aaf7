import { and, desc, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import type { ArticleListPage } from "../shared/articles.js";
import { LIMITS } from "../shared/constants.js";
import { MAX_SEARCH_SKIP, type ListingCursor } from "./listing-cursor.js";
import { publicCardColumns, type PublicCardRow } from "./public-card-columns.js";
import { withStorySources } from "./stories/story-sources.js";
import { searchMatch, type SearchMatch } from "./search/search-match.js";
import { rankedOrder } from "./search/search-rank.js";

/** Full-text matches ranked by relevance: only the most recent ones of each kind, so a common word costs the same as a rare one. */
const RANKED_CANDIDATES = 200;

interface SearchListing {
  search: string;
  byCategory: SQL | undefined;
  cursor: ListingCursor | null;
  limit: number;
  sign: (next: ListingCursor) => string;
}

type TierRows = (skip: number, take: number) => Promise<PublicCardRow[]>;

/**
 * Search results in three tiers, each an index-friendly query: (0) the 200
 * most recent matches of the words as typed and the 200 most recent matches
 * of their Italian stems (accents optional), ranked: words as typed first,
 * then title, summary or text, then relevance decayed with age
 * (search/search-rank.ts); (1) older full-text matches, newest first; (2)
 * substring matches of title or summary that full text missed (parts of
 * words: docs/product.md#search), newest first. The cursor names a tier and
 * a position in it. Counting stops past LIMITS.searchCountCap: the heading
 * then reads "oltre 1000", and a common word costs no more than a rare one.
 * `sign` turns the next position into the listing's signed cursor.
 */
export async function searchPublicArticles(db: Database, listing: SearchListing): Promise<ArticleListPage> {
  const { search, byCategory, limit } = listing;
  const cursor = listing.cursor?.kind === "search" ? listing.cursor : null;
  const start: TierPosition = cursor ?? { tier: 0, skip: 0 };
  const match = searchMatch(search, byCategory);
  // Counted first, through the indexes: a search nothing matches (a typo, a foreign word) answers at once, and
  // one with few matches reads them all and sorts them rather than walk every article newest first (fewMatches).
  const matches = await countMatches(db, match.fullTextToCount, match.substringOnly);
  if (matches.total === 0) return { articles: [], next_cursor: null, total: cursor ? null : 0, total_capped: false, lead: null };
  const page = await readPage(searchTiers(db, match, matches.fullText <= LIMITS.searchCountCap), start, limit);
  const { nextStart } = page;
  // Search lists every article, each with its story's other sources (docs/product.md#stories).
  const rows = await withStorySources(db, page.rows);
  // Past the deepest position a cursor may name, the listing ends rather than hand out a cursor it would refuse.
  const next_cursor = nextStart && nextStart.skip <= MAX_SEARCH_SKIP ? listing.sign({ kind: "search", ...nextStart }) : null;
  // Only the first page's heading shows the count: "Carica altre notizie" does not pay for it again.
  if (cursor) return { articles: rows, next_cursor, total: null, total_capped: false, lead: null };
  return { articles: rows, next_cursor, total: Math.min(matches.total, LIMITS.searchCountCap), total_capped: matches.total > LIMITS.searchCountCap, lead: null };
}

/** Full-text matches, then substring-only ones while under the cap; past it, any number above says "more". */
async function countMatches(db: Database, fullText: SQL, substringOnly: SQL | undefined): Promise<{ fullText: number; total: number }> {
  const fullTextCount = await cappedCount(db, fullText, LIMITS.searchCountCap + 1);
  if (!substringOnly || fullTextCount > LIMITS.searchCountCap) return { fullText: fullTextCount, total: fullTextCount };
  return { fullText: fullTextCount, total: fullTextCount + (await cappedCount(db, substringOnly, LIMITS.searchCountCap + 1 - fullTextCount)) };
}

/**
 * The three tiers, each reading `take` rows from position `skip`. With
 * `fewMatches` (at most LIMITS.searchCountCap full-text matches) the
 * full-text tiers sort by an expression no index provides: the planner then
 * reads the few matches through the GIN indexes and sorts them. Given the
 * plain order, it estimates a rare word at thousands of matches and walks the
 * listing's index newest first waiting for them: ~900,000 rows, 1-13 s at a
 * million articles, for a word with a few hundred matches or none
 * (docs/performance.md, "A million articles"). The order is the same.
 */
function searchTiers(db: Database, match: SearchMatch, fewMatches: boolean): TierRows[] {
  const publishedAt = fewMatches ? sql`(${articles.published_at} + interval '0 seconds')` : articles.published_at;
  const newestFirst = [desc(publishedAt), desc(articles.id)];
  const newest = (where: SQL) => db.select({ id: articles.id }).from(articles).where(where).orderBy(...newestFirst).limit(RANKED_CANDIDATES);
  // One list of ids (a union), which the planner looks up by primary key; two "in" lists or-ed made it read the whole table.
  // With 200 matches of the words as typed, they fill the ranked tier's first places anyway: the stems' newest 200
  // (reading thousands of rows for a common word, ~50 ms at 100k articles) are left to the next tier.
  const candidates = () =>
    sql`with typed as materialized (${newest(match.exact)})
        select id from typed
        union
        select id from (${newest(match.stemmed)}) as stemmed where (select count(*) from typed) < ${RANKED_CANDIDATES}`;
  const rankedCount = 2 * RANKED_CANDIDATES;
  return [
    async (skip, take) => {
      if (skip >= rankedCount) return [];
      return db
        .select(publicCardColumns)
        .from(articles)
        .where(sql`${articles.id} in (${candidates()})`)
        .orderBy(...rankedOrder(match), ...newestFirst)
        .limit(Math.min(take, rankedCount - skip))
        .offset(skip);
    },
    (skip, take) =>
      db
        .select(publicCardColumns)
        .from(articles)
        .where(and(match.fullText, sql`${articles.id} not in (${candidates()})`))
        .orderBy(...newestFirst)
        .limit(take)
        .offset(skip),
    async (skip, take) => (match.substringOnly ? db.select(publicCardColumns).from(articles).where(match.substringOnly).orderBy(...newestFirst).limit(take).offset(skip) : []),
  ];
}

interface TierPosition {
  tier: number;
  skip: number;
}

/** Fills a page from `start` across the tiers; one row past the page says whether another follows. */
async function readPage(tiers: TierRows[], start: TierPosition, limit: number): Promise<{ rows: PublicCardRow[]; nextStart: TierPosition | null }> {
  const rows: PublicCardRow[] = [];
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
