import { and, eq, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "../../articles/escape-like.js";
import { systemLogs } from "../../db/schema/index.js";
import type { LogListQuery } from "../../shared/diagnostics.js";

/**
 * The WHERE of Diagnostica's log list and its CSV export: text in the message
 * or the source, case and accents ignored ("citta" finds "Città"), through
 * the trigram index on the same expression (system_logs_search_trgm_idx,
 * migration 0017); level and category as chosen ("all" lets everything through).
 */
export function logConditions(query: LogListQuery): SQL | undefined {
  const search = query.search.trim();
  const pattern = `%${escapeLike(search)}%`;
  return and(
    search ? sql`unaccent_immutable(${systemLogs.message} || ' ' || ${systemLogs.source}) ilike unaccent_immutable(${pattern})` : undefined,
    query.level === "all" ? undefined : eq(systemLogs.log_level, query.level),
    query.category === "all" ? undefined : eq(systemLogs.category, query.category),
  );
}
