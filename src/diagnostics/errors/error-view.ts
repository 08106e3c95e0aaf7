import type { errorLogs } from "../../db/schema/index.js";
import type { ErrorLogView } from "../../shared/diagnostics.js";

/** The API's view of one error_logs row (src/shared/diagnostics.ts). */
export function toErrorLogView(row: typeof errorLogs.$inferSelect): ErrorLogView {
  return {
    id: row.id,
    timestamp: row.timestamp.toISOString(),
    error_type: row.error_type,
    severity: row.severity as ErrorLogView["severity"],
    error_message: row.error_message,
    source: row.source,
    stack_trace: row.stack_trace,
    resolved: row.resolved,
    resolved_at: row.resolved_at?.toISOString() ?? null,
    ai_analysis: row.ai_analysis ?? null,
  };
}
