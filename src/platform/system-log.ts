import type { Database } from "../db/database.js";
import { systemLogs } from "../db/schema/index.js";
import type { LOG_CATEGORIES, LOG_LEVELS } from "../shared/constants.js";

export interface SystemLogEntry {
  level: (typeof LOG_LEVELS)[number];
  category: (typeof LOG_CATEGORIES)[number];
  source: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Writes one line to system_logs, the log the Diagnostica screen lists. */
export async function writeSystemLog(db: Database, entry: SystemLogEntry): Promise<void> {
  await db.insert(systemLogs).values({
    log_level: entry.level,
    category: entry.category,
    source: entry.source,
    message: entry.message.slice(0, 2000),
    details: entry.details ?? null,
  });
}
