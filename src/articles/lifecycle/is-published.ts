import { sql, type SQL } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";
import type { ProcessingStatus } from "../../shared/constants.js";

/**
 * The publishing rule (docs/product.md): only an article the AI processed to
 * the end is public, on the home, search, the article page, sitemaps and RSS.
 * These are the values publish.ts writes.
 */
export const PUBLISHED_STATE = { ai_processed: true, processing_status: "completed" } as const satisfies {
  ai_processed: boolean;
  processing_status: ProcessingStatus;
};

/**
 * The publishing rule as a condition, for every public read. Spelled as the
 * partial indexes on articles spell it, so the planner can use them; the
 * database keeps its own copy in the search-vector trigger (migration 0003),
 * and is-published.test.ts proves all of them agree on every status.
 */
export const isPublished: SQL = sql`(${articles.ai_processed} and ${articles.processing_status} = 'completed')`;
