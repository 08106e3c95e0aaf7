import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles, SEARCH_CONFIG } from "../db/schema/index.js";
import type { ArticleListPage, PublicArticleCard } from "../shared/articles.js";
import { LIMITS } from "../shared/constants.js";
import { decodeCursor, encodeCursor } from "./listing-cursor.js";

/** Only AI-processed, completed articles are public (DECISIONS.md "Publishing rule"). */
export const isPublished: SQL = and(eq(articles.ai_processed, true), eq(articles.processing_status, "completed"))!;

/** The columns a card shows, shared by the listing, related articles and the article page. */
export const publicCardColumns = {
  id: articles.id,
  title: articles.title,
  content_summary: articles.content_summary,
  image_url: articles.image_url,
  category: articles.category,
  sentiment: articles.sentiment,
  source_name: articles.source_name,
  processed_by_ai_provider: articles.processed_by_ai_provider,
  ai_processed: articles.ai_processed,
  imported_at: articles.imported_at,
  published_at: articles.published_at,
};

export interface ListingFilters {
  search?: string | undefined;
  category?: string | undefined;
  cursor?: string | undefined;
  limit?: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * One page of published articles. Without a search: newest published first,
 * paged by keyset (published_at, id), so a page never repeats or skips an
 * article when new ones arrive. With a search: Italian full text (stems,
 * accents optional) ranked by relevance and recency, then the plain substring
 * matches of title and summary that full text missed (SPEC §7's match), paged
 * by position. A category filter is exact and combines with both.
 */
export async function listPublicArticles(db: Database, filters: ListingFilters): Promise<ArticleListPage> {
  const limit = filters.limit ?? LIMITS.homePageSize;
  const search = filters.search?.trim().slice(0, 200) || undefined;
  const byCategory = filters.category ? eq(articles.category, filters.category) : undefined;
  if (search) return searchPage(db, search, byCategory, filters.cursor, limit);

  const cursor = decodeCursor(filters.cursor);
  // A row comparison: the index on (published_at, id) takes it as its start key.
  const after = cursor?.kind === "keyset" ? sql`(${articles.published_at}, ${articles.id}) < (${cursor.publishedAt}::timestamptz, ${cursor.id}::uuid)` : undefined;
  const rows = await db
    .select(publicCardColumns)
    .from(articles)
    .where(and(isPublished, byCategory, after))
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const total = byCategory ? await countWhere(db, and(isPublished, byCategory)!) : null;
  return {
    articles: page,
    next_cursor: rows.length > limit && last ? encodeCursor({ kind: "keyset", publishedAt: last.published_at.toISOString(), id: last.id }) : null,
    total,
  };
}

/** Full-text matches ranked by relevance: only the most recent ones, so a common word costs the same as a rare one. */
const RANKED_CANDIDATES = 1_000;

/**
 * Search results in three tiers, each a separate index-friendly query: (1) the
 * most recent full-text matches, by relevance decayed with age; (2) older
 * full-text matches, newest first; (3) substring matches of title or summary
 * that full text missed (parts of words, stop words), newest first. Pages by
 * position across the tiers.
 */
async function searchPage(db: Database, search: string, byCategory: SQL | undefined, rawCursor: string | undefined, limit: number): Promise<ArticleListPage> {
  const cursor = decodeCursor(rawCursor);
  const offset = cursor?.kind === "offset" ? cursor.offset : 0;
  const query = sql`websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, ${search})`;
  const pattern = `%${escapeLike(search)}%`;
  const fullText = sql`${articles.search_vector} @@ ${query}`;
  const base = and(isPublished, byCategory);
  const substringOnly = and(base, sql`not coalesce(${fullText}, false)`, or(sql`${articles.title} ilike ${pattern}`, sql`${articles.content_summary} ilike ${pattern}`))!;
  const fullTextTotal = await countWhere(db, and(base, fullText)!);
  const substringTotal = await countWhere(db, substringOnly);
  const rankedTotal = Math.min(fullTextTotal, RANKED_CANDIDATES);

  const tiers: Array<{ size: number; rows: (skip: number, take: number) => Promise<PublicArticleCard[]> }> = [
    {
      size: rankedTotal,
      rows: (skip, take) => {
        const candidates = db
          .select({ id: articles.id })
          .from(articles)
          .where(and(base, fullText))
          .orderBy(desc(articles.published_at), desc(articles.id))
          .limit(RANKED_CANDIDATES);
        // Relevance decays with age (half weight after a week), so a fresh article beats an old one that says the word more often.
        const score = sql`ts_rank_cd(${articles.search_vector}, ${query}, 32) / (1 + extract(epoch from (now() - ${articles.published_at})) / 604800.0)`;
        return db
          .select(publicCardColumns)
          .from(articles)
          .where(inArray(articles.id, candidates))
          .orderBy(desc(score), desc(articles.published_at), desc(articles.id))
          .limit(take)
          .offset(skip);
      },
    },
    {
      size: fullTextTotal - rankedTotal,
      rows: (skip, take) =>
        db
          .select(publicCardColumns)
          .from(articles)
          .where(and(base, fullText))
          .orderBy(desc(articles.published_at), desc(articles.id))
          .limit(take)
          .offset(rankedTotal + skip),
    },
    {
      size: substringTotal,
      rows: (skip, take) =>
        db.select(publicCardColumns).from(articles).where(substringOnly).orderBy(desc(articles.published_at), desc(articles.id)).limit(take).offset(skip),
    },
  ];

  const page: PublicArticleCard[] = [];
  let start = offset;
  for (const tier of tiers) {
    if (page.length >= limit) break;
    if (start >= tier.size) {
      start -= tier.size;
      continue;
    }
    page.push(...(await tier.rows(start, Math.min(limit - page.length, tier.size - start))));
    start = 0;
  }
  const total = fullTextTotal + substringTotal;
  return { articles: page, next_cursor: offset + limit < total ? encodeCursor({ kind: "offset", offset: offset + limit }) : null, total };
}

async function countWhere(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(articles).where(where);
  return row?.count ?? 0;
}
