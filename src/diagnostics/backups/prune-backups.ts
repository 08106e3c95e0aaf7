import fs from "node:fs";
import path from "node:path";

/** The daily job's file names: "rassegna-2026-11-29-0230.backup", which sort by time. */
export const BACKUP_FILE = /^rassegna-\d{4}-\d{2}-\d{2}-\d{4}\.backup$/;

/** The name of the job's backup started at `romeDayAndTime` ("2026-11-29", "02:30"). */
export function backupFileName(day: string, time: string): string {
  return `rassegna-${day}-${time.replace(":", "")}.backup`;
}

/**
 * Deletes the job's backups in `folder` past the newest `keep`, and answers
 * the names deleted. Only files named as the job names them are counted or
 * touched: an operator's own files in the folder stay.
 */
export function pruneBackups(folder: string, keep: number): string[] {
  const ours = fs
    .readdirSync(folder)
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse();
  const removed = ours.slice(keep);
  for (const name of removed) fs.rmSync(path.join(folder, name), { force: true });
  return removed;
}
