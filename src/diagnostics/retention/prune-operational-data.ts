import type { Logger } from "pino";
import { pruneRawViews } from "../../articles/prune-raw-views.js";
import type { Database } from "../../db/database.js";
import { deleteInBatches } from "../../db/delete-in-batches.js";
import { systemHealthMetrics, systemLogs } from "../../db/schema/index.js";
import { LIMITS } from "../../shared/constants.js";

/** Rows removed, by table. */
export interface PrunedRows {
  system_logs: number;
  system_health_metrics: number;
  /** Raw view rows: the Statistiche figures live in the totals, which stay. */
  statistics: number;
}

/**
 * Removes the system log lines, health readings and raw view rows older than
 * LIMITS.opsRetentionDays (docs/product.md#operational-records), in batches:
 * the worker's hourly job and Diagnostica's "cleanup-logs" tool. A run with
 * nothing past the limit costs three index probes.
 */
export async function pruneOperationalData(db: Database, options: { now?: Date; retentionDays?: number; batchSize?: number } = {}): Promise<PrunedRows> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.retentionDays ?? LIMITS.opsRetentionDays) * 86_400_000);
  return {
    system_logs: await deleteInBatches(db, systemLogs, systemLogs.timestamp, cutoff, options.batchSize),
    system_health_metrics: await deleteInBatches(db, systemHealthMetrics, systemHealthMetrics.timestamp, cutoff, options.batchSize),
    statistics: await pruneRawViews(db, cutoff, options.batchSize),
  };
}

/** The worker's retention run: prunes, and says so in the system log when it removed anything. */
export async function runRetention(db: Database, logger: Logger, now?: Date): Promise<void> {
  const removed = await pruneOperationalData(db, now ? { now } : {});
  if (removed.system_logs + removed.system_health_metrics + removed.statistics === 0) return;
  logger.info({ category: "system", source: "ops-retention", ...removed }, "removed log lines, health readings and raw views older than 30 days");
}
