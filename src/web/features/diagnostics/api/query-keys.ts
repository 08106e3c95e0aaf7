import type { ErrorFilters } from "../error-view";
import type { LogFilters } from "../log-view";

/** Cache keys of the Diagnostica Sistema screen: every view of a tab sits under its tab's key, so one change refreshes them together. */
export const diagnosticsKeys = {
  health: ["diagnostics", "health"] as const,
  errors: ["diagnostics", "errors"] as const,
  errorList: (filters: ErrorFilters) => ["diagnostics", "errors", filters.severity, filters.state] as const,
  logs: ["diagnostics", "logs"] as const,
  logList: (filters: LogFilters) => ["diagnostics", "logs", filters.search.trim(), filters.level, filters.category] as const,
};
