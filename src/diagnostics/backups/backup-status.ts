import { readAutomationSettings } from "../../automation/settings.js";
import type { Database } from "../../db/database.js";
import type { BackupRunView, BackupStatus } from "../../shared/backups.js";
import { lastBackupRun, lastGoodBackupRun, type BackupRun } from "./backup-runs.js";

const view = (run: BackupRun | null): BackupRunView | null => (run ? { ...run, started_at: run.started_at.toISOString() } : null);

/** GET /api/admin/backups: what Spazio Server and Diagnostica show of the daily backup. */
export async function backupStatus(db: Database): Promise<BackupStatus> {
  const [settings, last, lastGood] = await Promise.all([readAutomationSettings(db), lastBackupRun(db), lastGoodBackupRun(db)]);
  const { enabled, folder, run_at, keep } = settings.backups;
  return { enabled, folder, run_at, keep, last: view(last), last_good: view(lastGood) };
}
