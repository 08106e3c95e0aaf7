import { z } from "zod";
import { LIMITS } from "./constants.js";

/** GET /api/admin/storage: what the articles take and what the database takes (docs/product.md#spazio-server). */
export const storageStatsSchema = z.object({
  article_count: z.number().int().nonnegative(),
  /** Summary plus original text of every article, in bytes (UTF-8). */
  estimated_bytes: z.number().int().nonnegative(),
  /** The database's size on disk as the engine reports it (pg_database_size). */
  database_bytes: z.number().int().nonnegative(),
  /** Articles published in the last LIMITS.storageRecentDays days. */
  recent_articles: z.number().int().nonnegative(),
  /** estimated_bytes per article, rounded; 0 without articles. */
  average_bytes: z.number().int().nonnegative(),
  /** The assumed capacity the usage bar measures against. */
  capacity_bytes: z.number().int().positive(),
  /** Files in the picture cache of the instance that answered (originals and the widths made from them). */
  picture_files: z.number().int().nonnegative(),
  /** Their bytes on disk. */
  picture_bytes: z.number().int().nonnegative(),
});
export type StorageStats = z.infer<typeof storageStatsSchema>;

const { min, max } = LIMITS.cleanupDays;

/** POST /api/admin/storage/cleanup: delete the articles published more than `days` days ago. */
export const storageCleanupSchema = z.object({
  days: z.number().int(`days must be a whole number from ${min} to ${max}`).min(min, `days must be from ${min} to ${max}`).max(max, `days must be from ${min} to ${max}`),
});

export const storageCleanupResultSchema = z.object({ deleted: z.number().int().nonnegative() });
export type StorageCleanupResult = z.infer<typeof storageCleanupResultSchema>;

/** POST /api/admin/storage/orphan-pictures: what removing the cached pictures no article stores any more freed. */
export const orphanPicturesResultSchema = z.object({
  removed_files: z.number().int().nonnegative(),
  removed_bytes: z.number().int().nonnegative(),
});
export type OrphanPicturesResult = z.infer<typeof orphanPicturesResultSchema>;
