/**
 * Word counting for content_word_count, reading time and the "feed text is
 * short, scrape the page" threshold. Italian elides articles and prepositions
 * with an apostrophe ("l'articolo", "dell'anno", "c'è"); each side is a word
 * of its own (lo articolo, dello anno, ci è), so "l'articolo" counts as two.
 */

// Straight and typographic apostrophes between two letters split a token;
// a trailing one ("un po'") belongs to the word before it.
const ELISION = /(?<=\p{L})['\u2019\u02BC](?=\p{L})/u;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Words in a plain text: whitespace-separated tokens holding a letter or digit, with elisions ("l'articolo") counted as two words. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/u)) {
    if (!token) continue;
    for (const part of token.split(ELISION)) {
      if (HAS_WORD_CHARACTER.test(part)) count += 1;
    }
  }
  return count;
}
