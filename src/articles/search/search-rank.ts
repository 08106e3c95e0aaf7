import { desc, sql, type SQL } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";
import type { SearchMatch } from "./search-match.js";

/**
 * The order of the ranked search tier, best first (docs/decisions.md#search-ranking):
 * the words as typed before their stems alone ("Roma" before "romano", "calcio"
 * before "calcare"); within each, where they all are: the title, the title and
 * summary, or only the text; then relevance decayed with age (half weight
 * after a week), so a fresh article beats an old one that says the word more often.
 */
export function rankedOrder(match: SearchMatch): SQL[] {
  const typed = sql`coalesce(${articles.search_words} @@ ${match.words}, false)`;
  const kind = sql`(case when ${typed} then ${place(sql`${articles.search_words}`, match.words)} else 3 + ${place(sql`${articles.search_vector}`, match.stems)} end)`;
  const relevance = sql`ts_rank_cd(${articles.search_vector}, ${match.stems}, 32) / (1 + extract(epoch from (now() - ${articles.published_at})) / 604800.0)`;
  return [kind, desc(relevance)];
}

/**
 * 0 when the title holds every word of `query`, 1 when title and summary do,
 * else 2 (only the text). The stored vectors weigh the title A and the summary
 * B, so the query restricted to those weights answers it; parsing each
 * candidate's title again took about half of a search's time (bench:search).
 */
function place(vector: SQL, query: SQL): SQL {
  return sql`(case when ${vector} @@ ${onlyWeights(query, "A")} then 0 when ${vector} @@ ${onlyWeights(query, "AB")} then 1 else 2 end)`;
}

/**
 * `query` with every lexeme limited to `weights` ('roma' becomes 'roma':A).
 * Built from the query's text form, where each lexeme is a quoted string
 * (quotes inside doubled); immutable functions of a constant, so the planner
 * computes it once per search, not per row.
 */
function onlyWeights(query: SQL, weights: string): SQL {
  return sql`regexp_replace((${query})::text, '(''(?:[^'']|'''')*'')', ${`\\1:${weights}`}, 'g')::tsquery`;
}
