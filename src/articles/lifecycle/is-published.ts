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

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * The publishing rule for the articles row a hand-written statement names
 * `alias` (a join, a correlated subquery, a CTE over articles): the one spelling
 * of the rule besides `isPublished`, so no query writes it by hand
 * (is-published.test.ts looks for such copies).
 */
export function isPublishedAs(alias: string): SQL {
  if (!ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const row = sql.raw(alias);
  return sql`(${row}.ai_processed and ${row}.processing_status = 'completed')`;
}
