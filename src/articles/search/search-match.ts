import { and, or, sql, type SQL } from "drizzle-orm";
import { articles, EXACT_SEARCH_CONFIG, SEARCH_CONFIG } from "../../db/schema/index.js";
import { containsText } from "../contains-text.js";
import { isPublished } from "../lifecycle/index.js";

/**
 * Substring matching needs a trigram (three characters) to use its index: a
 * shorter search would check every title and summary (~0.5-1 s at 100k
 * articles on PGlite) to find letters inside words. One- and two-letter
 * searches match whole words only.
 */
const MIN_SUBSTRING_LENGTH = 3;

/** The ways a search matches a published article (docs/product.md#search), each an index-friendly condition. */
export interface SearchMatch {
  /** The search as Italian stems, accents optional ("elezione" finds "elezioni"). */
  stems: SQL;
  /** The search as the words typed, accents optional, stop words kept ("Roma", not "romano"). */
  words: SQL;
  /** A published article (of the category, if any) holding the words as typed. */
  exact: SQL;
  /** A published article (of the category) holding the stems. */
  stemmed: SQL;
  /** Either: the full-text matches, which the ranked and older tiers list. */
  fullText: SQL;
  /**
   * The same matches as `fullText`, for counting them: without its published
   * test, which holds anyway (only a published article has search vectors:
   * the trigger of migrations 0003 and 0019 clears them otherwise). With it,
   * PostgreSQL and-ed in the bitmap of a partial index whose predicate is
   * "published", a scan of every published article's entry: 90 of a common
   * word's 130 ms at a million articles (docs/performance.md). Within a
   * category too: the full-text indexes hold the category (migration 0027).
   */
  fullTextToCount: SQL;
  /** Title or summary containing the search as letters, that full text missed; undefined under three characters. */
  substringOnly: SQL | undefined;
}

/** The conditions of a normalized search, within a category when `byCategory` is given. */
export function searchMatch(search: string, byCategory: SQL | undefined): SearchMatch {
  const stems = sql`websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, ${search})`;
  const words = sql`websearch_to_tsquery(${EXACT_SEARCH_CONFIG}::regconfig, ${search})`;
  const hasStems = sql`${articles.search_vector} @@ ${stems}`;
  const hasWords = sql`${articles.search_words} @@ ${words}`;
  return {
    stems,
    words,
    exact: and(isPublished, byCategory, hasWords)!,
    stemmed: and(isPublished, byCategory, hasStems)!,
    // Two GIN indexes, one bitmap each, or-ed: a word as typed is nearly always its stem too, but a
    // stop word ("perché") has no stem and a negation ("-calcio") may exclude one and not the other.
    fullText: and(isPublished, byCategory, or(hasStems, hasWords))!,
    fullTextToCount: and(byCategory, or(hasStems, hasWords))!,
    substringOnly:
      search.length < MIN_SUBSTRING_LENGTH
        ? undefined
        : and(
            isPublished,
            byCategory,
            or(containsText(articles.title, search), containsText(articles.content_summary, search)),
            sql`not coalesce(${hasStems} or ${hasWords}, false)`,
          )!,
  };
}
