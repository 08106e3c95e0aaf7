import { z } from "zod";

/** One run of the daily backup: the file and its size, or why it failed. */
export const backupRunSchema = z.object({
  started_at: z.iso.datetime(),
  duration_ms: z.number().int().nonnegative(),
  file: z.string(),
  /** Null when the run failed. */
  size_bytes: z.number().int().nonnegative().nullable(),
  /** Null when the run succeeded. */
  error: z.string().nullable(),
});
export type BackupRunView = z.infer<typeof backupRunSchema>;

/** GET /api/admin/backups: the daily backup's settings in brief, its last run, and the last run that succeeded. */
export const backupStatusSchema = z.object({
  enabled: z.boolean(),
  folder: z.string(),
  run_at: z.string(),
  keep: z.number().int(),
  last: backupRunSchema.nullable(),
  last_good: backupRunSchema.nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
