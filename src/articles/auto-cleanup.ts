import type { Logger } from "pino";
import { cleanupOldArticles } from "./cleanup-old-articles.js";
import type { Database } from "../db/database.js";
import { readAutomationSettings } from "../automation/settings.js";

/** auto_cleanup's time of day ("HH:MM", Europe/Rome), or null while it is off: the daily job reads it at each check. */
export async function autoCleanupTime(db: Database): Promise<string | null> {
  const settings = (await readAutomationSettings(db)).auto_cleanup;
  return settings.enabled ? settings.run_at : null;
}

/**
 * The automatic cleanup (docs/product.md#automation-defaults): deletes the
 * articles published more than `retention_days` before `now` through
 * Spazio Server's own cleanup, and logs how many. Answers that count, or null
 * when the section was switched off since the check.
 */
export async function runAutoCleanup(db: Database, logger: Logger, now: Date): Promise<number | null> {
  const settings = (await readAutomationSettings(db)).auto_cleanup;
  if (!settings.enabled) return null;
  const deleted = await cleanupOldArticles(db, settings.retention_days, now);
  logger.info(
    { category: "system", deleted, retention_days: settings.retention_days },
    "automatic cleanup: %d articles older than %d days deleted",
    deleted,
    settings.retention_days,
  );
  return deleted;
}
