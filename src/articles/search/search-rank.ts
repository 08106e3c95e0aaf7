import { desc, sql, type SQL } from "drizzle-orm";
import { articles, EXACT_SEARCH_CONFIG, SEARCH_CONFIG } from "../../db/schema/index.js";
import type { SearchMatch } from "./search-match.js";

/**
 * The order of the ranked search tier, best first (docs/decisions.md#search-ranking):
 * the words as typed before their stems alone ("Roma" before "romano", "calcio"
 * before "calcare"); within each, where they all are: the title, the title and
 * summary, or only the text; then relevance decayed with age (half weight
 * after a week), so a fresh article beats an old one that says the word more often.
 */
export function rankedOrder(match: SearchMatch): SQL[] {
  // Each stored vector is read once per candidate (reading one means fetching it from TOAST storage):
  // the place is found on the short title and summary instead of filtering a whole vector by weight.
  const typed = sql`coalesce(${articles.search_words} @@ ${match.words}, false)`;
  const kind = sql`(case when ${typed} then ${place(EXACT_SEARCH_CONFIG, match.words)} else 3 + ${place(SEARCH_CONFIG, match.stems)} end)`;
  const relevance = sql`ts_rank_cd(${articles.search_vector}, ${match.stems}, 32) / (1 + extract(epoch from (now() - ${articles.published_at})) / 604800.0)`;
  return [kind, desc(relevance)];
}

/** 0 when the title holds every word of `query`, 1 when title and summary do, else 2 (only the text). */
function place(config: string, query: SQL): SQL {
  const head = sql`coalesce(${articles.title}, '') || ' ' || coalesce(${articles.content_summary}, '')`;
  return sql`(case when to_tsvector(${config}::regconfig, ${articles.title}) @@ ${query} then 0 when to_tsvector(${config}::regconfig, ${head}) @@ ${query} then 1 else 2 end)`;
}
