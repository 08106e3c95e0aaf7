import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "../../articles/escape-like.js";
import { systemLogs } from "../../db/schema/index.js";
import type { LogListQuery } from "../../shared/diagnostics.js";
import { englishForItalianSearch } from "../../shared/log-text.js";

/** What the search reads of a line: the stored (English) message and the source, accents folded. */
const SEARCHED = sql`unaccent_immutable(${systemLogs.message} || ' ' || ${systemLogs.source})`;

function contains(text: string): SQL {
  return sql`${SEARCHED} ilike unaccent_immutable(${`%${escapeLike(text)}%`})`;
}

/**
 * The WHERE of Diagnostica's log list and its CSV export: text in the message
 * or the source, case and accents ignored ("citta" finds "Città"), through
 * the trigram index on the same expression (system_logs_search_trgm_idx,
 * migration 0017); level and category as chosen ("all" lets everything through).
 * The screen shows each message in Italian (src/shared/log-text.ts) while the
 * rows keep the English: words of the Italian find the English they stand for
 * ("accesso" finds "admin signed in"), each one more branch of the same index.
 */
export function logConditions(query: LogListQuery): SQL | undefined {
  const search = query.search.trim();
  return and(
    search ? or(contains(search), ...englishForItalianSearch(search).map(contains)) : undefined,
    query.level === "all" ? undefined : eq(systemLogs.log_level, query.level),
    query.category === "all" ? undefined : eq(systemLogs.category, query.category),
  );
}
