import { desc, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import type { AdminArticleFilters, AdminArticlePage } from "../../shared/admin-articles.js";
import { LIMITS } from "../../shared/constants.js";
import { adminArticleColumns } from "./admin-article-columns.js";
import { adminArticleConditions } from "./admin-article-conditions.js";

/**
 * Past this many matches the list's total reads "oltre 10.000": counting a
 * common search's 30,000 matches rechecks each row (~600 ms at a million
 * articles), and the unfiltered total reads every row (docs/performance.md,
 * "A million articles"). The five cards still count everything.
 */
export const ADMIN_COUNT_CAP = 10_000;

/**
 * One page of the dashboard's article list (docs/product.md#articoli): the
 * filters combined, newest publication first, 20 a page, with the total and
 * the number of pages. The total is counted up to ADMIN_COUNT_CAP, or up to
 * the page asked for when it lies deeper; past that it is `total_capped`: at
 * least that many, and at least one page more than `page_count`. A page past
 * the end is empty and keeps the real total, so the screen can step back to
 * the last page. `countCap` is for tests.
 */
export async function listAdminArticles(db: Database, query: AdminArticleFilters & { page: number }, { countCap = ADMIN_COUNT_CAP } = {}): Promise<AdminArticlePage> {
  const size = LIMITS.dashboardPageSize;
  const where = adminArticleConditions(query);
  const cap = Math.max(countCap, query.page * size);
  const counted = db.select({ one: sql`1` }).from(articles).where(where).limit(cap + 1).as("counted");
  // The count and the page side by side (two connections on PostgreSQL): a search rechecks the same rows for both.
  // A page past the end reads no rows.
  const [[row], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(counted),
    db
      .select(adminArticleColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.published_at), desc(articles.id))
      .limit(size)
      .offset((query.page - 1) * size),
  ]);
  const total_capped = (row?.total ?? 0) > cap;
  const total = Math.min(row?.total ?? 0, cap);
  return { articles: rows, total, total_capped, page: query.page, page_count: Math.ceil(total / size) };
}
