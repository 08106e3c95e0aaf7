import { desc } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { systemHealthMetrics } from "../../db/schema/index.js";
import type { HealthAlert } from "../../shared/health.js";
import { sustainedAlerts, type TimedFigures } from "./sustained-status.js";

/** Half an hour of the worker's readings: enough for nearly every run; a longer one reads further back. */
const FIRST_PAGE = 30;
/** About five days of minute readings: a run older than that says "since" the oldest one read. */
const MAX_ROWS = FIRST_PAGE * 4 ** 4;

/** The latest `limit` stored readings' figures, newest first. */
async function storedFigures(db: Database, limit: number): Promise<TimedFigures[]> {
  const rows = await db
    .select({
      at: systemHealthMetrics.timestamp,
      cpu: systemHealthMetrics.cpu_usage,
      memory: systemHealthMetrics.memory_usage,
      disk: systemHealthMetrics.disk_usage,
      databaseMs: systemHealthMetrics.database_query_time,
    })
    .from(systemHealthMetrics)
    .orderBy(desc(systemHealthMetrics.timestamp), desc(systemHealthMetrics.id))
    .limit(limit);
  return rows;
}

/**
 * The sustained alerts as of the latest stored reading, or as of `pending`,
 * a reading about to be stored. Read from system_health_metrics, which every
 * process writes: the same answer on every instance and after a restart
 * (docs/product.md#health-collection). Reads further back only while a run
 * reaches the oldest reading read.
 */
export async function currentAlerts(db: Database, pending?: TimedFigures): Promise<HealthAlert[]> {
  for (let limit = FIRST_PAGE; ; limit *= 4) {
    const stored = await storedFigures(db, limit);
    const alerts = sustainedAlerts(pending ? [pending, ...stored] : stored);
    const oldest = stored.at(-1)?.at.toISOString();
    if (stored.length < limit || limit >= MAX_ROWS || !alerts.some((alert) => alert.since === oldest)) return alerts;
  }
}
