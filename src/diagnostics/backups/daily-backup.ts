import path from "node:path";
import { checkBackupFolder } from "../../automation/backup-folder.js";
import { readAutomationSettings } from "../../automation/settings.js";
import type { BackupResult } from "../../db/backup/backup-database.js";
import type { Database } from "../../db/database.js";
import { mailBackupFailure } from "../../mail/backup-failure.js";
import type { MailDeps } from "../../mail/deps.js";
import { romeDay, romeTimeOfDay } from "../../shared/dates.js";
import { recordBackupRun, type BackupRun } from "./backup-runs.js";
import { backupFileName, pruneBackups } from "./prune-backups.js";

export interface DailyBackupDeps extends MailDeps {
  /** Writes a backup of this process's database to the file (db/backup/backup-database.ts). */
  backup(file: string): Promise<BackupResult>;
}

/** The daily backup's time of day (Rome), or null while it is off or has no folder. */
export async function dailyBackupTime(db: Database): Promise<string | null> {
  const settings = (await readAutomationSettings(db)).backups;
  return settings.enabled && settings.folder ? settings.run_at : null;
}

/**
 * The daily backup (the scheduler runs it once a Rome day across instances):
 * a file named by its day and time in the folder of Automazione, then the
 * job's files past the newest `keep` deleted, only after a success, so
 * failing runs never thin out the good backups. Each run is recorded for
 * Spazio Server and Diagnostica; a failure is also mailed to the admin at
 * once and thrown, so the scheduler records it as the job's failure.
 */
export async function runDailyBackup(deps: DailyBackupDeps, at: Date): Promise<BackupRun> {
  const settings = (await readAutomationSettings(deps.db)).backups;
  const file = path.join(settings.folder, backupFileName(romeDay(at), romeTimeOfDay(at)));
  const started = performance.now();
  try {
    // Checked again here: the folder was checked where it was saved, which may be another machine, or long ago.
    checkBackupFolder(settings.folder);
    const result = await deps.backup(file);
    const removed = pruneBackups(settings.folder, settings.keep);
    const run: BackupRun = { started_at: at, duration_ms: result.durationMs, file, size_bytes: result.bytes, error: null };
    await recordBackupRun(deps.db, run);
    deps.logger.info({ category: "system", file, bytes: result.bytes, format: result.format, duration_ms: result.durationMs, removed: removed.length }, "daily backup written");
    return run;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/^folder: /, "The backup folder ");
    await recordBackupRun(deps.db, { started_at: at, duration_ms: Math.round(performance.now() - started), file, size_bytes: null, error: reason });
    await mailBackupFailure(deps, { at, file, reason });
    throw new Error(`The daily backup to ${file} failed: ${reason}`, { cause: error });
  }
}
