import type { Logger } from "pino";
import { pruneTombstones } from "../articles/prune-tombstones.js";
import { purgeExpiredAuthData } from "../auth/housekeeping.js";
import { vacuumAndAnalyze } from "../db/vacuum-and-analyze.js";
import { runScheduledSync } from "../feeds/scheduled-sync.js";
import type { IngestionDeps } from "../feeds/sync-feed.js";
import { collectOnSchedule, type HealthCollector } from "../ops/health/collector.js";
import type { Job } from "./scheduler.js";

/**
 * The worker role's scheduled jobs. The sync job only checks each minute
 * whether a sync is due. The hourly vacuum is for the embedded database only:
 * PostgreSQL's autovacuum does that work better, when tables need it. The
 * health reading is taken every minute (docs/product.md#health-collection).
 */
export function workerJobs(deps: IngestionDeps, logger: Logger, options: { embeddedDatabase: boolean; health?: HealthCollector }): Job[] {
  const health = options.health;
  return [
    { name: "auth-housekeeping", everyMs: 60 * 60_000, run: () => purgeExpiredAuthData(deps.db) },
    // Hourly although tombstones age in months: a process restarted daily would otherwise never prune.
    { name: "tombstone-pruning", everyMs: 60 * 60_000, run: async () => void (await pruneTombstones(deps.db)) },
    ...(options.embeddedDatabase ? [{ name: "vacuum-and-analyze", everyMs: 60 * 60_000, run: () => vacuumAndAnalyze(deps.db) }] : []),
    { name: "feed-sync", everyMs: 60_000, run: () => runScheduledSync(deps, logger) },
    ...(health ? [{ name: "system-health", everyMs: 60_000, run: () => collectOnSchedule(health) }] : []),
  ];
}
