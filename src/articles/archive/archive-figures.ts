import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database.js";
import type { ArchiveFigures } from "../../shared/archive.js";

/**
 * What the archive holds and what it saved (docs/product.md#spazio-server): its
 * articles, its size on disk with indexes and compressed payloads
 * (pg_total_relation_size), and what those articles took in the live tables
 * (pg_column_size of their rows, measured when archived).
 */
export async function archiveFigures(db: Database): Promise<ArchiveFigures> {
  const [row] = await queryRows<{ archived: string; replaced: string; bytes: string }>(
    db,
    sql`select count(*) as archived, coalesce(sum(live_bytes), 0) as replaced, pg_total_relation_size('article_archive') as bytes from article_archive`,
  );
  return { archived_articles: Number(row!.archived), replaced_bytes: Number(row!.replaced), archive_bytes: Number(row!.bytes) };
}
