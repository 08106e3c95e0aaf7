import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { escapeLike } from "./escape-like.js";

/**
 * `column` contains `search`, ignoring case (what `ilike '%search%'` means):
 * the dashboard's search and the public search's substring tier. For a
 * search of several words the trigram index is asked for a looser pattern
 * that every match also matches, the words of three letters or more apart
 * (`ilike '%presidente%della%regione%'`), and the whole phrase is checked on
 * the rows found. Trigrams at a long word's edges ("te ", " de", "la ": a word
 * that ends or starts with those letters) are in nearly every article and
 * narrow nothing: reading them was half of a phrase's lookup
 * (docs/performance.md, "Sixth pass"). A short word keeps its neighbours
 * ("serie a"): its edges are all the index knows of it. `strpos(lower(...))`
 * is `ilike` without wildcards, so the index leaves it alone.
 */
export function containsText(column: SQLWrapper, search: string): SQL {
  const looser = looserPattern(search);
  if (looser === null) return sql`${column} ilike ${`%${escapeLike(search)}%`}`;
  return sql`(${column} ilike ${looser} and strpos(lower(${column}), lower(${search})) > 0)`;
}

const WORD = /^[\p{L}\p{N}]+$/u;
const isLong = (token: string | undefined) => token !== undefined && WORD.test(token) && [...token].length >= 3;

/** The loosened LIKE pattern of `search` (containsText), or null when it would be the same pattern. */
export function looserPattern(search: string): string | null {
  const tokens = search.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? [];
  const kept = tokens.map((token, index) => {
    if (WORD.test(token)) return escapeLike(token);
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    // Around a long word, or at either end, the separator becomes the wildcard; beside a short word it stays.
    const loose = (before === undefined || isLong(before)) && (after === undefined || isLong(after));
    return loose ? "%" : escapeLike(token);
  });
  const pattern = `%${kept.join("")}%`.replace(/%+/g, "%");
  if (pattern === `%${escapeLike(search)}%` || !tokens.some(isLong)) return null;
  return pattern;
}
