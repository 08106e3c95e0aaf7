import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database.js";
import type { AdminArticleStats } from "../../shared/admin-articles.js";
import { isPublished } from "../lifecycle/index.js";

/** The five cards of Gestione Articoli (docs/product.md#articoli), in one pass over the articles. */
export async function adminArticleStats(db: Database): Promise<AdminArticleStats> {
  const [row] = await queryRows<AdminArticleStats>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where ${isPublished})::int as processed,
               count(*) filter (where processing_status = 'pending')::int as pending,
               count(*) filter (where processing_status = 'processing')::int as processing,
               count(*) filter (where processing_status = 'failed')::int as failed,
               coalesce(sum(views), 0)::float8 as views
        from articles`,
  );
  return row ?? { total: 0, processed: 0, pending: 0, processing: 0, failed: 0, views: 0 };
}
