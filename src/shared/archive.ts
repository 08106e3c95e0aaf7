import { z } from "zod";
import { LIMITS } from "./constants.js";

const { min, max } = LIMITS.archiveDays;

/** POST /api/admin/storage/archive: move the articles published more than `days` days ago to the archive. */
export const archiveRequestSchema = z.object({
  days: z.number().int(`days must be a whole number from ${min} to ${max}`).min(min, `days must be from ${min} to ${max}`).max(max, `days must be from ${min} to ${max}`),
});

export const archiveResultSchema = z.object({ archived: z.number().int().nonnegative() });
export type ArchiveResult = z.infer<typeof archiveResultSchema>;

/** GET /api/admin/storage/archive: what the archive holds and what it saved (docs/product.md#spazio-server). */
export const archiveFiguresSchema = z.object({
  archived_articles: z.number().int().nonnegative(),
  /** The archive table with its indexes and compressed payloads on disk (pg_total_relation_size). */
  archive_bytes: z.number().int().nonnegative(),
  /** What the archived articles and their dependent rows took in the live tables (pg_column_size when archived). */
  replaced_bytes: z.number().int().nonnegative(),
});
export type ArchiveFigures = z.infer<typeof archiveFiguresSchema>;

/** GET /api/admin/storage/archive/search?q=: archived articles whose title holds every word. */
export const archiveSearchQuerySchema = z.object({
  q: z.string().trim().min(1, "q must not be empty").max(200, "q must be at most 200 characters"),
});

export const archivedArticleSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  source_name: z.string(),
  source_url: z.string(),
  category: z.string().nullable(),
  published_at: z.string(),
  archived_at: z.string(),
});
export type ArchivedArticle = z.infer<typeof archivedArticleSchema>;

export const archiveSearchResultSchema = z.object({ articles: z.array(archivedArticleSchema) });
export type ArchiveSearchResult = z.infer<typeof archiveSearchResultSchema>;

/** POST /api/admin/storage/archive/restore: bring these archived articles back to the live tables. */
export const archiveRestoreSchema = z.object({
  ids: z.array(z.string().uuid("ids must be article ids")).min(1, "ids must not be empty").max(500, "at most 500 ids at a time"),
});

export const archiveRestoreResultSchema = z.object({ restored: z.number().int().nonnegative() });
export type ArchiveRestoreResult = z.infer<typeof archiveRestoreResultSchema>;
