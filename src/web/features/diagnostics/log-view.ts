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

/** The file name the server gives in Content-Disposition, or `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  // RFC 6266: filename* (UTF-8, percent-encoded) wins over the plain filename.
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}
