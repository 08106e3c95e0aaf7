/**
 * A light Italian stemmer: drops the final vowel, so singular and plural,
 * masculine and feminine meet (ministro, ministri, ministra -> "ministr").
 * Deliberately shallow: lexicons list the derived forms they care about.
 */

const FINAL_VOWELS = new Set(["a", "e", "i", "o", "u", "à", "è", "é", "ì", "í", "ò", "ó", "ù", "ú"]);

/** The light stem of a lower-case word; words of three letters or fewer are their own stem. */
export function lightStem(word: string): string {
  if (word.length <= 3 || !FINAL_VOWELS.has(word[word.length - 1]!)) return word;
  let stem = word.slice(0, -1);
  // studio/studi, negozio/negozi: the "i" before the vowel is part of the ending.
  if (stem.length > 4 && stem.endsWith("i")) stem = stem.slice(0, -1);
  // parco/parchi, banca/banche: the plural "h" only keeps the sound hard.
  if (stem.length > 3 && (stem.endsWith("ch") || stem.endsWith("gh"))) stem = stem.slice(0, -1);
  return stem;
}
