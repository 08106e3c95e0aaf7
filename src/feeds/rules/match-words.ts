/**
 * The "words" and "phrase" matches of a rule (docs/product.md#regole): words are runs of letters and digits,
 * compared without accents and case ("Città" is "citta"), and only whole ("oro" does not match "oroscopo").
 * Both run in time linear in the text, so they need no time limit.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;

const NON_ASCII = /[^ -~\t\n\r]/;

/** The text's words, accents off, lower case, in order. Plain ASCII text (most links, many titles) skips the decomposition. */
export function wordsOf(text: string): string[] {
  const bare = NON_ASCII.test(text) ? text.normalize("NFD").replace(MARKS, "") : text;
  return bare.toLowerCase().match(WORD) ?? [];
}

/** Whether every one of `wanted` is among `words` (a set, made once per text however many rules read it), in any order. */
export function hasAllWords(words: ReadonlySet<string>, wanted: readonly string[]): boolean {
  return wanted.length > 0 && wanted.every((word) => words.has(word));
}

/** Whether `wanted` appears in `words` as consecutive words. */
export function hasPhrase(words: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  outer: for (let start = 0; start + wanted.length <= words.length; start++) {
    for (let offset = 0; offset < wanted.length; offset++) if (words[start + offset] !== wanted[offset]) continue outer;
    return true;
  }
  return false;
}
