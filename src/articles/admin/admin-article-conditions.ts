import { and, eq, not, sql, type SQL } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";
import type { AdminArticleFilters } from "../../shared/admin-articles.js";
import { containsText } from "../contains-text.js";
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
  const inTitle = containsText(articles.title, search);
  const inSummary = containsText(articles.content_summary, search);
  const unpublished = sql`not ${isPublished}`;
  return sql`((${isPublished} and ${inTitle}) or (${isPublished} and ${inSummary}) or (${unpublished} and ${inTitle}) or (${unpublished} and ${inSummary}))`;
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
