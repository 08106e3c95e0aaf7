import type { Logger } from "pino";
import { pruneRawViews } from "../../articles/prune-raw-views.js";
import { pruneCookieConsents } from "../../consent/prune-cookie-consents.js";
import type { Database } from "../../db/database.js";
import { deleteInBatches } from "../../db/delete-in-batches.js";
import { systemHealthMetrics, systemLogs } from "../../db/schema/index.js";
import { pruneDeliveries, pruneUnconfirmedSubscribers } from "../../edition/subscriptions.js";
import { COOKIE_CONSENT_RETENTION_DAYS, EDITION_LIMITS, LIMITS } from "../../shared/constants.js";

/** Rows removed, by table. */
export interface PrunedRows {
  system_logs: number;
  system_health_metrics: number;
  /** Raw view rows: the Statistiche figures live in the totals, which stay. */
  statistics: number;
  /** Cookie choices past their own retention, a year, not the logs' 30 days. */
  cookie_consents: number;
}

/**
 * Removes the system log lines, health readings and raw view rows older than
 * LIMITS.opsRetentionDays, and the cookie choices older than
 * COOKIE_CONSENT_RETENTION_DAYS (docs/product.md#operational-records), in
 * batches: the worker's hourly job and Diagnostica's "cleanup-logs" tool. A
 * run with nothing past the limits costs four index probes.
 */
export async function pruneOperationalData(db: Database, options: { now?: Date; retentionDays?: number; batchSize?: number } = {}): Promise<PrunedRows> {
  const now = options.now ?? new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const cutoff = daysAgo(options.retentionDays ?? LIMITS.opsRetentionDays);
  return {
    system_logs: await deleteInBatches(db, systemLogs, systemLogs.timestamp, cutoff, options.batchSize),
    system_health_metrics: await deleteInBatches(db, systemHealthMetrics, systemHealthMetrics.timestamp, cutoff, options.batchSize),
    statistics: await pruneRawViews(db, cutoff, options.batchSize),
    cookie_consents: await pruneCookieConsents(db, daysAgo(COOKIE_CONSENT_RETENTION_DAYS), options.batchSize),
  };
}

/** The worker's retention run: prunes, and says so in the system log when it removed anything. */
export async function runRetention(db: Database, logger: Logger, now?: Date): Promise<void> {
  await pruneEditionRecords(db, logger, now ?? new Date());
  const removed = await pruneOperationalData(db, now ? { now } : {});
  if (removed.system_logs + removed.system_health_metrics + removed.statistics + removed.cookie_consents === 0) return;
  logger.info(
    { category: "system", source: "ops-retention", ...removed },
    "removed log lines, health readings and raw views older than 30 days, and cookie choices older than a year",
  );
}

/**
 * The daily edition's share of the run (docs/product.md#edizione): addresses
 * never confirmed within 48 hours go, and the records of editions sent more
 * than a week ago (only the edition being sent needs them).
 */
async function pruneEditionRecords(db: Database, logger: Logger, now: Date): Promise<void> {
  const removed = await pruneUnconfirmedSubscribers(db, new Date(now.getTime() - EDITION_LIMITS.confirmHours * 3_600_000));
  await pruneDeliveries(db, new Date(now.getTime() - 7 * 86_400_000));
  if (removed > 0) logger.info({ category: "system", source: "ops-retention", removed }, "removed daily edition addresses never confirmed");
}
