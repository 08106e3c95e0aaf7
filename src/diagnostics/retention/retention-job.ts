import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import { pruneOperationalData } from "./prune-operational-data.js";

/** The worker's retention run: prunes, and says so in the system log when it removed anything. */
export async function runRetention(db: Database, logger: Logger, now?: Date): Promise<void> {
  const removed = await pruneOperationalData(db, now ? { now } : {});
  if (removed.system_logs + removed.system_health_metrics + removed.statistics === 0) return;
  logger.info({ category: "system", source: "ops-retention", ...removed }, "removed log lines, health readings and raw views older than 30 days");
}
