import { LOG_CATEGORIES, LOG_LEVELS } from "../../../shared/constants";
import type { LogListQuery, SystemLogView } from "../../../shared/diagnostics";
import type { BadgeTone } from "../../components/ui/badge";

export type LogFilters = LogListQuery;
export const DEFAULT_LOG_FILTERS: LogFilters = { search: "", level: "all", category: "all" };

export const LEVEL_CHOICES = ["all", ...LOG_LEVELS] as const;
export const CATEGORY_CHOICES = ["all", ...LOG_CATEGORIES] as const;

/** The level badge: red errors, amber warnings, blue information, grey debug lines. */
export const LEVEL_TONES: Record<SystemLogView["log_level"], BadgeTone> = {
  error: "danger",
  warn: "warning",
  info: "info",
  debug: "neutral",
};

/**
 * The query string of GET /api/admin/logs and /api/admin/logs.csv: the search
 * trimmed, and each filter left out when blank or "all", so the list and the
 * file always hold the same lines.
 */
export function logListSearch(filters: LogFilters): string {
  const search = new URLSearchParams();
  const text = filters.search.trim();
  if (text) search.set("search", text);
  if (filters.level !== "all") search.set("level", filters.level);
  if (filters.category !== "all") search.set("category", filters.category);
  return search.toString();
}
