import type { systemLogs } from "../../db/schema/index.js";
import type { SystemLogView } from "../../shared/diagnostics.js";

/** The API's view of one system_logs row (src/shared/diagnostics.ts). */
export function toSystemLogView(row: typeof systemLogs.$inferSelect): SystemLogView {
  return {
    id: row.id,
    timestamp: row.timestamp.toISOString(),
    log_level: row.log_level as SystemLogView["log_level"],
    category: row.category as SystemLogView["category"],
    source: row.source,
    message: row.message,
    details: row.details ?? null,
  };
}
