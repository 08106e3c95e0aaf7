import { and, desc, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import type { ArticleListPage, PublicArticleCard } from "../shared/articles.js";
import { LIMITS } from "../shared/constants.js";
import { MAX_SEARCH_SKIP, type ListingCursor } from "./listing-cursor.js";
import { publicCardWithSourcesColumns } from "./stories/story-sources.js";
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

type TierRows = (skip: number, take: number) => Promise<PublicArticleCard[]>;

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
  // how many there are chooses how the newest of them are found (newestMatchesPath).
  const matches = await countFullTextMatches(db, match, !byCategory);
  // Substring-only matches add to the heading's count while under its cap, counted while the page is read
  // (another connection on PostgreSQL): only the first page shows the count, and "Carica altre notizie"
  // does not pay for it again.
  const substringMatches = matches.fullText <= LIMITS.searchCountCap && (matches.fullText === 0 || !cursor) ? countSubstringMatches(db, match, matches.fullText) : Promise.resolve(0);
  if (matches.fullText === 0 && (await substringMatches) === 0) return { articles: [], next_cursor: null, total: cursor ? null : 0, total_capped: false, lead: null };
  const [page, substringCount] = await Promise.all([readPage(searchTiers(db, match, matches, Boolean(byCategory)), start, limit), substringMatches]);
  const { nextStart } = page;
  // Search lists every article, each with its story's other sources (docs/product.md#stories), read with it.
  // Past the deepest position a cursor may name, the listing ends rather than hand out a cursor it would refuse.
  const next_cursor = nextStart && nextStart.skip <= MAX_SEARCH_SKIP ? listing.sign({ kind: "search", ...nextStart }) : null;
  if (cursor) return { articles: page.rows, next_cursor, total: null, total_capped: false, lead: null };
  const total = matches.fullText + substringCount;
  return { articles: page.rows, next_cursor, total: Math.min(total, LIMITS.searchCountCap), total_capped: total > LIMITS.searchCountCap, lead: null };
}

/**
 * Full-text matches, up to one past the cap: past it, any number above says
 * "more". A word the planner's statistics put at ten
 * times the cap or more is not counted: its two GIN lookups alone read tens of
 * thousands of entries (~20 ms for a word in one article in fifteen at a
 * million articles). PostgreSQL keeps each frequent lexeme's share of the
 * articles (ANALYZE, run by autovacuum and the worker's hourly job), so such an
 * estimate is within a few per cent; a rarer word has no such share and is
 * counted. Not within a category (`estimable` false): the planner multiplies
 * the word's share by the category's as if unrelated, and "calcio" in Politica
 * would read as hundreds.
 */
async function countFullTextMatches(db: Database, match: SearchMatch, estimable: boolean): Promise<MatchCount> {
  const beyondCap = LIMITS.searchCountCap + 1;
  const estimated = estimable ? await estimatedMatches(db, match.fullTextToCount) : NO_ESTIMATE;
  if (estimated.total >= 10 * LIMITS.searchCountCap) return { fullText: beyondCap, estimated };
  return { fullText: await cappedCount(db, match.fullTextToCount, beyondCap), estimated };
}

/** The substring-only matches (none for a search under three characters), up to one past the cap with `fullText` matches before them. */
async function countSubstringMatches(db: Database, match: SearchMatch, fullText: number): Promise<number> {
  return match.substringOnly ? cappedCount(db, match.substringOnly, LIMITS.searchCountCap + 1 - fullText) : 0;
}

interface MatchCount {
  /** Full-text matches, counted up to one past the cap (or past it by the estimate). */
  fullText: number;
  /** The planner's estimates (none within a category); from ten times the cap, the matches are not counted. */
  estimated: MatchEstimate;
}

/**
 * How many articles the planner expects to match: the words as typed or their
 * stems (`total`), and each apart, as its GIN lookup expects them (the same
 * as `total` when the plan shows no such lookup).
 */
interface MatchEstimate {
  total: number;
  typed: number;
  stemmed: number;
}

const NO_ESTIMATE: MatchEstimate = { total: 0, typed: 0, stemmed: 0 };

/**
 * Up to this many estimated matches of a kind (the words as typed, or their
 * stems), its newest are found by reading all of them through the GIN index
 * and sorting: one lookup, where each recent window repeats it and a phrase
 * with a word in every article ("della") costs ~18 ms a lookup
 * (docs/performance.md, "A million articles").
 */
const SORT_UP_TO_ESTIMATED_MATCHES = 3_000;

/**
 * From this many estimated matches of a kind, walking the listing's index
 * newest first finds the newest 200 sooner than the recent windows: 200 /
 * share rows at ~4-7 µs, against a GIN lookup of every entry and the heap
 * reads of a window's matches. Measured at a million articles, the two cross
 * at about one published article in twenty (docs/performance.md).
 */
const WALK_FROM_ESTIMATED_MATCHES = 45_000;

/**
 * How the newest matches of a kind are found (newestMatches): all read and
 * sorted when they are few (all full-text matches within the count's cap, or
 * few estimated of this kind); by walking the listing's index newest first
 * when the kind is very common (WALK_FROM_ESTIMATED_MATCHES) or within a
 * category (whose index the walk then follows: the planner's estimate there
 * multiplies the word's share by the category's, and says nothing); else by
 * recent windows.
 */
function newestMatchesPath(matches: MatchCount, inCategory: boolean, estimated: number): NewestMatchesPath {
  if (matches.fullText <= LIMITS.searchCountCap) return "sorted";
  if (inCategory) return "walk";
  if (estimated <= SORT_UP_TO_ESTIMATED_MATCHES) return "sorted";
  return estimated >= WALK_FROM_ESTIMATED_MATCHES ? "walk" : "windows";
}

type NewestMatchesPath = "sorted" | "walk" | "windows";

/** The path for the words as typed and the one for their stems. */
interface CandidatePaths {
  typed: NewestMatchesPath;
  stemmed: NewestMatchesPath;
}

/**
 * The three tiers, each reading `take` rows from position `skip`. With
 * `fewMatches` (at most LIMITS.searchCountCap full-text matches) the
 * full-text tiers read every match and sort them (sortedNewestFirst).
 */
function searchTiers(db: Database, match: SearchMatch, matches: MatchCount, inCategory: boolean): TierRows[] {
  const fewMatches = matches.fullText <= LIMITS.searchCountCap;
  const paths: CandidatePaths = {
    typed: newestMatchesPath(matches, inCategory, matches.estimated.typed),
    stemmed: newestMatchesPath(matches, inCategory, matches.estimated.stemmed),
  };
  const newestFirst = [desc(articles.published_at), desc(articles.id)];
  // Read once per page, by the first tier that needs them.
  let candidates: Promise<string[]> | undefined;
  const rankedIds = () => (candidates ??= rankedCandidates(db, match, paths));
  const rankedCount = 2 * RANKED_CANDIDATES;
  return [
    async (skip, take) => {
      if (skip >= rankedCount) return [];
      const ids = await rankedIds();
      if (ids.length === 0) return [];
      return db
        .select(publicCardWithSourcesColumns)
        .from(articles)
        .where(sql`${articles.id} = any(${uuidArray(ids)})`)
        .orderBy(...rankedOrder(match), ...newestFirst)
        .limit(Math.min(take, rankedCount - skip))
        .offset(skip);
    },
    async (skip, take) => {
      const ids = await rankedIds();
      return db
        .select(publicCardWithSourcesColumns)
        .from(articles)
        .where(and(match.fullText, ids.length > 0 ? sql`${articles.id} <> all(${uuidArray(ids)})` : undefined))
        .orderBy(...(fewMatches ? sortedNewestFirst : newestFirst))
        .limit(take)
        .offset(skip);
    },
    async (skip, take) => (match.substringOnly ? db.select(publicCardWithSourcesColumns).from(articles).where(match.substringOnly).orderBy(...newestFirst).limit(take).offset(skip) : []),
  ];
}

/**
 * Newest first by an expression no index provides (same order): the planner
 * then reads the matches through the GIN indexes and sorts them. Given the
 * plain order, it estimates a rare word at thousands of matches and walks the
 * listing's index newest first waiting for them: ~900,000 rows, 1-13 s at a
 * million articles, for a word with a few hundred matches or none
 * (docs/performance.md, "A million articles").
 */
const sortedNewestFirst = [desc(sql`(${articles.published_at} + interval '0 seconds')`), desc(articles.id)];

/**
 * The ranked tier's candidates: the newest RANKED_CANDIDATES matches of the
 * words as typed and, when those are fewer, the newest of their stems. With
 * 200 matches of the words as typed, they fill the ranked tier's first places
 * anyway: the stems' newest are left to the next tier.
 */
async function rankedCandidates(db: Database, match: SearchMatch, paths: CandidatePaths): Promise<string[]> {
  const typed = await newestMatches(db, match.exact, paths.typed);
  if (typed.length >= RANKED_CANDIDATES) return typed;
  const stemmed = await newestMatches(db, match.stemmed, paths.stemmed);
  return [...new Set([...typed, ...stemmed])];
}

/** Recent windows tried before the whole archive, for a word with many matches. */
const RECENT_WINDOWS_DAYS = [7, 60];

/**
 * The ids of the newest RANKED_CANDIDATES articles matching `where`, found
 * along `path` (newestMatchesPath). "sorted": all matches read through the
 * GIN indexes and sorted. "walk": the listing's index newest first, checking
 * each row. "windows", for a word neither few nor common: the walk would
 * check ~100 rows per match of a word in one article in a hundred (14,000
 * rows, ~50 ms at a million articles), so the matches of the last week are
 * read first through the GIN and date indexes together, then those of the
 * last two months; when a window holds RANKED_CANDIDATES matches they are the
 * newest of all, since every newer match falls in it too. Only a word too rare
 * for two months walks (docs/performance.md, "A million articles").
 */
async function newestMatches(db: Database, where: SQL, path: NewestMatchesPath): Promise<string[]> {
  const read = async (condition: SQL | undefined, order: SQL[]) =>
    (await db.select({ id: articles.id }).from(articles).where(and(where, condition)).orderBy(...order).limit(RANKED_CANDIDATES)).map((row) => row.id);
  if (path === "sorted") return read(undefined, sortedNewestFirst);
  for (const days of path === "windows" ? RECENT_WINDOWS_DAYS : []) {
    const ids = await read(sql`${articles.published_at} >= now() - ${`${days} days`}::interval`, sortedNewestFirst);
    if (ids.length === RANKED_CANDIDATES) return ids;
  }
  return read(undefined, [desc(articles.published_at), desc(articles.id)]);
}

function uuidArray(ids: string[]): SQL {
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
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

/** A node of EXPLAIN's json plan, as far as it is read here. */
interface PlanNode {
  "Plan Rows": number;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/**
 * How many articles the planner expects to match `where` (the words as typed
 * or their stems), and each kind's GIN lookup (EXPLAIN: planned, not run; both
 * drivers parse the json). One statement answers all three.
 */
async function estimatedMatches(db: Database, where: SQL): Promise<MatchEstimate> {
  const [row] = await queryRows<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(db, sql`explain (format json) select 1 from ${articles} where ${where}`);
  const plan = row?.["QUERY PLAN"][0]?.Plan;
  if (!plan) return NO_ESTIMATE;
  const total = plan["Plan Rows"];
  const lookup = (index: string): number => {
    const found = (node: PlanNode): PlanNode | undefined => (node["Index Name"] === index ? node : node.Plans?.map(found).find(Boolean));
    return found(plan)?.["Plan Rows"] ?? total;
  };
  return { total, typed: lookup("articles_search_words_idx"), stemmed: lookup("articles_search_idx") };
}

async function cappedCount(db: Database, where: SQL, cap: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(articles).where(where).limit(cap).as("matches"));
  return row?.count ?? 0;
}
