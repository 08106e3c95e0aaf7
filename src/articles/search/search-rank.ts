import { desc, sql, type SQL } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";
import type { SearchMatch } from "./search-match.js";

/**
 * The order of the ranked search tier, best first (docs/decisions.md#search-ranking):
 * the words as typed before their stems alone ("Roma" before "romano", "calcio"
 * before "calcare"); then where they all are: the title, the title and
 * summary, or only the text; then relevance decayed with age (half weight
 * after a week), so a fresh article beats an old one that says the word more often.
 */
export function rankedOrder(match: SearchMatch): SQL[] {
  const typed = sql`coalesce(${articles.search_words} @@ ${match.words}, false)`;
  // Where and how often: judged on the words as typed when they are there, else on the stems.
  const vector = sql`(case when ${typed} then ${articles.search_words} else ${articles.search_vector} end)`;
  const query = sql`(case when ${typed} then ${match.words} else ${match.stems} end)`;
  const place = sql`(case when ts_filter(${vector}, '{a}') @@ ${query} then 0 when ts_filter(${vector}, '{a,b}') @@ ${query} then 1 else 2 end)`;
  const relevance = sql`ts_rank_cd(${vector}, ${query}, 32) / (1 + extract(epoch from (now() - ${articles.published_at})) / 604800.0)`;
  return [desc(typed), place, desc(relevance)];
}
