import type { BackupResult } from "../../db/backup/backup-database.js";

const FORMATS = { pglite: "PGlite dump", pg_dump: "pg_dump custom format", logical: "logical export" } as const;

/** Bytes as the operator reads them: "5.2 MB". */
export function humanBytes(bytes: number): string {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** The line a finished backup prints: where, how big, which format, how long, and why the logical export when it was a fallback. */
export function describeBackup(result: BackupResult, through: string): string {
  const line = `Backup written${through} to ${result.file} (${humanBytes(result.bytes)}, ${FORMATS[result.format]}, ${(result.durationMs / 1000).toFixed(1)} s).`;
  return result.note ? `${line}\nThe logical export was used because ${result.note}.` : line;
}
