import { desc, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { backupRuns } from "../../db/schema/index.js";

/** How many runs the record keeps: a month of daily runs and more. */
const RUNS_KEPT = 60;

/** One run of the daily backup as Spazio Server and Diagnostica show it. */
export interface BackupRun {
  started_at: Date;
  duration_ms: number;
  file: string;
  /** Null when it failed. */
  size_bytes: number | null;
  /** Null when it succeeded. */
  error: string | null;
}

/** Records a run and forgets those past the last RUNS_KEPT. */
export async function recordBackupRun(db: Database, run: BackupRun): Promise<void> {
  await db.insert(backupRuns).values({ ...run, error: run.error?.slice(0, 2000) ?? null });
  const [oldest] = await db.select({ at: backupRuns.started_at }).from(backupRuns).orderBy(desc(backupRuns.started_at)).offset(RUNS_KEPT - 1).limit(1);
  if (oldest) await db.delete(backupRuns).where(lt(backupRuns.started_at, oldest.at));
}

/** The latest run, or null before the first. */
export async function lastBackupRun(db: Database): Promise<BackupRun | null> {
  const [row] = await db
    .select({ started_at: backupRuns.started_at, duration_ms: backupRuns.duration_ms, file: backupRuns.file, size_bytes: backupRuns.size_bytes, error: backupRuns.error })
    .from(backupRuns)
    .orderBy(desc(backupRuns.started_at))
    .limit(1);
  return row ? { ...row, size_bytes: row.size_bytes === null ? null : Number(row.size_bytes) } : null;
}

/** The latest successful run, or null: what a failure still leaves to restore from. */
export async function lastGoodBackupRun(db: Database): Promise<BackupRun | null> {
  const [row] = await db
    .select({ started_at: backupRuns.started_at, duration_ms: backupRuns.duration_ms, file: backupRuns.file, size_bytes: backupRuns.size_bytes, error: backupRuns.error })
    .from(backupRuns)
    .where(sql`${backupRuns.error} is null`)
    .orderBy(desc(backupRuns.started_at))
    .limit(1);
  return row ? { ...row, size_bytes: Number(row.size_bytes) } : null;
}
