import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/database.js";
import { LIMITS } from "../shared/constants.js";
import type { StorageStats } from "../shared/storage.js";

/** The figures of the articles and the database; the picture cache's are the pictures capability's (pictures/picture-cache.ts). */
export type ArticleStorageStats = Omit<StorageStats, "picture_files" | "picture_bytes">;

/**
 * The Spazio Server figures (docs/product.md#spazio-server) in one pass over
 * the articles. octet_length reads a stored text's size from its header, so
 * large texts are not decompressed; pg_database_size is the engine's own count
 * of the files on disk.
 */
export async function storageStats(db: Database, now = new Date()): Promise<ArticleStorageStats> {
  const recentSince = new Date(now.getTime() - LIMITS.storageRecentDays * 86_400_000);
  const [row] = await queryRows<{ article_count: string; estimated_bytes: string; recent_articles: string; database_bytes: string }>(
    db,
    sql`select count(*) as article_count,
               coalesce(sum(coalesce(octet_length(content_summary), 0) + coalesce(octet_length(content_original), 0)), 0) as estimated_bytes,
               count(*) filter (where published_at >= ${recentSince.toISOString()}::timestamptz) as recent_articles,
               pg_database_size(current_database()) as database_bytes
        from articles`,
  );
  const articleCount = Number(row!.article_count);
  const estimatedBytes = Number(row!.estimated_bytes);
  return {
    article_count: articleCount,
    estimated_bytes: estimatedBytes,
    database_bytes: Number(row!.database_bytes),
    recent_articles: Number(row!.recent_articles),
    average_bytes: articleCount === 0 ? 0 : Math.round(estimatedBytes / articleCount),
    capacity_bytes: LIMITS.storageCapacityBytes,
  };
}

/** The database's size as Spazio Server reads it (pg_database_size), alone: the storage warning checks it often. */
export async function databaseBytes(db: Database): Promise<number> {
  const [row] = await queryRows<{ bytes: string }>(db, sql`select pg_database_size(current_database()) as bytes`);
  return Number(row!.bytes);
}
