import { and, eq, not, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";
import type { AdminArticleFilters } from "../../shared/admin-articles.js";
import { escapeLike } from "../escape-like.js";
import { isPublished } from "../lifecycle/index.js";

/**
 * Title or summary containing `search`, case-insensitive, in every status.
 * Published articles have their own partial trigram indexes (articles_title_trgm_idx,
 * articles_summary_trgm_idx), the others theirs (articles_unpublished_search_trgm_idx,
 * src/db/schema/articles.ts). The planner uses a partial index only for a
 * branch that repeats its condition, and it takes a condition common to every
 * branch out of an OR: hence four branches, status by field, none sharing a
 * whole condition with all the others. The original text is left out: it is
 * long, and indexing it would slow every import.
 */
export function adminSearchCondition(search: string): SQL {
  const inTitle = containsCondition(articles.title, search);
  const inSummary = containsCondition(articles.content_summary, search);
  const unpublished = sql`not ${isPublished}`;
  return sql`((${isPublished} and ${inTitle}) or (${isPublished} and ${inSummary}) or (${unpublished} and ${inTitle}) or (${unpublished} and ${inSummary}))`;
}

/**
 * `column` contains `search`, ignoring case (what `ilike '%search%'` means).
 * For a search of several words the trigram index is asked for a looser
 * pattern that every match also matches: the words of three letters or more
 * apart (`ilike '%presidente%della%regione%'`), and the whole phrase is
 * checked on the rows found. Trigrams at a long word's edges ("te ", " de",
 * "la ": a word that ends or starts with those letters) are in nearly every
 * article and narrow nothing: reading them was half of a phrase's lookup
 * (docs/performance.md, "Sixth pass"). A short word keeps its neighbours
 * ("serie a"): its edges are all the index knows of it. `strpos(lower(...))`
 * is `ilike` without wildcards, so the index leaves it alone.
 */
function containsCondition(column: SQLWrapper, search: string): SQL {
  const whole = sql`${column} ilike ${`%${escapeLike(search)}%`}`;
  const looser = looserPattern(search);
  if (looser === null) return whole;
  return sql`(${column} ilike ${looser} and strpos(lower(${column}), lower(${search})) > 0)`;
}

const isLong = (token: string | undefined) => token !== undefined && WORD.test(token) && [...token].length >= 3;
const WORD = /^[\p{L}\p{N}]+$/u;

/** The loosened LIKE pattern of `search` (containsCondition), or null when it would be the same pattern. */
export function looserPattern(search: string): string | null {
  const tokens = search.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? [];
  const kept = tokens.map((token, index) => {
    if (WORD.test(token)) return escapeLike(token);
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    // Around a long word, or at either end, the separator becomes the wildcard; beside a short word it stays.
    const loose = (before === undefined || isLong(before)) && (after === undefined || isLong(after));
    return loose ? "%" : escapeLike(token);
  });
  const pattern = `%${kept.join("")}%`.replace(/%+/g, "%");
  if (pattern === `%${escapeLike(search)}%` || !tokens.some(isLong)) return null;
  return pattern;
}

/** The WHERE of the dashboard's list: every filter given, combined (docs/product.md#articoli). */
export function adminArticleConditions(filters: AdminArticleFilters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    search ? adminSearchCondition(search) : undefined,
    filters.category ? eq(articles.category, filters.category) : undefined,
    filters.sentiment ? eq(articles.sentiment, filters.sentiment) : undefined,
    filters.ai_status === "processed" ? isPublished : filters.ai_status === "unprocessed" ? not(isPublished) : undefined,
    filters.source ? eq(articles.source_name, filters.source) : undefined,
    filters.method ? eq(articles.content_extraction_method, filters.method) : undefined,
    filters.status ? eq(articles.processing_status, filters.status) : undefined,
  );
}
