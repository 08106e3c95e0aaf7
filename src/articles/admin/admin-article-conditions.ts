import { and, eq, not, sql, type SQL } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";
import type { AdminArticleFilters } from "../../shared/admin-articles.js";
import { escapeLike } from "../escape-like.js";
import { isPublished } from "../lifecycle/index.js";

/**
 * The text the dashboard searches: title and summary, as one string. Spelled
 * exactly as the trigram index articles_admin_search_trgm_idx (src/db/schema/articles.ts)
 * spells it, so the planner uses that index for every status. The original text
 * is left out: it is long, and an index over it would slow every import.
 */
export const ADMIN_SEARCH_TEXT: SQL = sql`(${articles.title} || ' ' || coalesce(${articles.content_summary}, ''))`;

/** The WHERE of the dashboard's list: every filter given, combined (docs/product.md#articoli). */
export function adminArticleConditions(filters: AdminArticleFilters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    search ? sql`${ADMIN_SEARCH_TEXT} ilike ${`%${escapeLike(search)}%`}` : undefined,
    filters.category ? eq(articles.category, filters.category) : undefined,
    filters.sentiment ? eq(articles.sentiment, filters.sentiment) : undefined,
    filters.ai_status === "processed" ? isPublished : filters.ai_status === "unprocessed" ? not(isPublished) : undefined,
    filters.source ? eq(articles.source_name, filters.source) : undefined,
    filters.method ? eq(articles.content_extraction_method, filters.method) : undefined,
    filters.status ? eq(articles.processing_status, filters.status) : undefined,
  );
}
