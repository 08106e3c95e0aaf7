import { eq, max } from "drizzle-orm";
import type { Logger } from "pino";
import { readAutomationSettings } from "../automation/settings.js";
import { rssFeeds } from "../db/schema/index.js";
import { syncAllFeeds, SyncInProgressError } from "./sync-all.js";
import type { IngestionDeps } from "./sync-feed.js";

/**
 * The worker's periodic sync: when rss_sync is enabled and the last sync of
 * any active feed is older than its frequency (hours), sync. Reading the time
 * from the feeds keeps every instance agreeing without a schedule of its own.
 */
export async function runScheduledSync(deps: IngestionDeps, logger: Logger): Promise<void> {
  const settings = (await readAutomationSettings(deps.db)).rss_sync;
  if (!settings.enabled) return;
  const hours = settings.frequency_hours;
  const [row] = await deps.db.select({ last: max(rssFeeds.last_sync) }).from(rssFeeds).where(eq(rssFeeds.active, true));
  const last = row?.last ? new Date(row.last) : null;
  const now = deps.now?.() ?? new Date();
  if (last && now.getTime() - last.getTime() < hours * 3_600_000) return;
  try {
    const result = await syncAllFeeds(deps);
    // The sync's outcome is the system's own work (category system); a failed feed also has its error_logs row.
    logger.info(
      { category: "system", source: "rss-sync", imported: result.imported, feeds: result.feeds_processed, failed: result.feeds_failed, duration_ms: result.duration_ms },
      "scheduled feed sync finished",
    );
  } catch (error) {
    if (error instanceof SyncInProgressError) return;
    throw error;
  }
}
