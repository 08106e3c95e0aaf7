import type { Logger } from "pino";
import { pruneTombstones } from "../articles/prune-tombstones.js";
import { purgeExpiredAuthData } from "../auth/housekeeping.js";
import { vacuumAndAnalyze } from "../db/vacuum-and-analyze.js";
import { runScheduledSync } from "../feeds/scheduled-sync.js";
import type { IngestionDeps } from "../feeds/sync-feed.js";
import { runRetention } from "../ops/retention/retention-job.js";
import type { Job } from "./scheduler.js";

/**
 * The worker role's scheduled jobs. The sync job only checks each minute
 * whether a sync is due. The hourly vacuum is for the embedded database only:
 * PostgreSQL's autovacuum does that work better, when tables need it.
 */
export function workerJobs(deps: IngestionDeps, logger: Logger, options: { embeddedDatabase: boolean }): Job[] {
  return [
    { name: "auth-housekeeping", everyMs: 60 * 60_000, run: () => purgeExpiredAuthData(deps.db) },
    // Hourly although tombstones age in months: a process restarted daily would otherwise never prune.
    { name: "tombstone-pruning", everyMs: 60 * 60_000, run: async () => void (await pruneTombstones(deps.db)) },
    ...(options.embeddedDatabase ? [{ name: "vacuum-and-analyze", everyMs: 60 * 60_000, run: () => vacuumAndAnalyze(deps.db) }] : []),
    { name: "feed-sync", everyMs: 60_000, run: () => runScheduledSync(deps, logger) },
    // Logs, health readings and raw views past 30 days (docs/product.md#operational-records). Hourly although the
    // limit is in days: a run with nothing to remove costs three index probes, and a process restarted daily still prunes.
    { name: "ops-retention", everyMs: 60 * 60_000, run: () => runRetention(deps.db, logger) },
  ];
}
