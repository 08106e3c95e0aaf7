import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { errorLogs } from "../../db/schema/index.js";
import { LIMITS } from "../../shared/constants.js";
import { ERROR_TYPES, errorSeverity } from "../../platform/error-records/error-severity.js";
import { recordError } from "../../platform/error-records/record-error.js";
import type { DiskUse } from "./disk-usage.js";

/** A disk that stays full is reported again after this long, not at every reading. */
export const DISK_ALERT_EVERY_MS = 60 * 60_000;

/**
 * Writes a critical `disk_full` error when the data volume is above 90 %
 * (docs/product.md#operational-data), at most once an hour per host while it
 * stays above: the last row is looked up in error_logs itself, so restarts
 * and several instances do not repeat it. Answers whether it wrote one.
 */
export async function alertDiskFull(db: Database, disk: DiskUse, at: Date, host: string): Promise<boolean> {
  if (disk.percent <= LIMITS.healthCritical.percent) return false;
  const source = `system-health@${host}`.slice(0, 200);
  const recent = await db
    .select({ id: errorLogs.id })
    .from(errorLogs)
    .where(and(gt(errorLogs.timestamp, new Date(at.getTime() - DISK_ALERT_EVERY_MS)), eq(errorLogs.error_type, ERROR_TYPES.diskFull), eq(errorLogs.source, source)))
    .limit(1);
  if (recent.length > 0) return false;
  await recordError(db, {
    errorType: ERROR_TYPES.diskFull,
    severity: errorSeverity({ kind: "disk_usage", percent: disk.percent }),
    message: `The volume of ${disk.path} is ${disk.percent.toFixed(1)} % full (above ${LIMITS.healthCritical.percent} %) on ${host}`,
    source,
  });
  return true;
}
