import { count, desc } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import type { AdminArticleFilters, AdminArticlePage } from "../../shared/admin-articles.js";
import { LIMITS } from "../../shared/constants.js";
import { adminArticleColumns } from "./admin-article-columns.js";
import { adminArticleConditions } from "./admin-article-conditions.js";

/**
 * One page of the dashboard's article list (docs/product.md#articoli): the
 * filters combined, newest publication first, 20 a page, with the total and
 * the number of pages. A page past the end is empty and keeps the real total,
 * so the screen can step back to the last page.
 */
export async function listAdminArticles(db: Database, query: AdminArticleFilters & { page: number }): Promise<AdminArticlePage> {
  const size = LIMITS.dashboardPageSize;
  const where = adminArticleConditions(query);
  const [counted] = await db.select({ total: count() }).from(articles).where(where);
  const total = counted?.total ?? 0;
  const page_count = Math.ceil(total / size);
  if (query.page > page_count) return { articles: [], total, page: query.page, page_count };
  const rows = await db
    .select(adminArticleColumns)
    .from(articles)
    .where(where)
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(size)
    .offset((query.page - 1) * size);
  return { articles: rows, total, page: query.page, page_count };
}
