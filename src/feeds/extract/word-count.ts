/**
 * Word counting for content_word_count, reading time and the "feed text is
 * short, scrape the page" threshold. Italian elides articles and prepositions
 * with an apostrophe ("l'articolo", "dell'anno", "c'è"); each side is a word
 * of its own (lo articolo, dello anno, ci è), so "l'articolo" counts as two.
 */

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;
const LETTER = /^\p{L}$/u;

/**
 * Words in a plain text: whitespace-separated tokens holding a letter or
 * digit, with elisions ("l'articolo": a straight or typographic apostrophe
 * between two letters) counted as two words; a trailing apostrophe ("un po'")
 * belongs to the word before it. Both sides of an elision hold a letter, so
 * each one adds a word to its token.
 *
 * One pass over the characters, with Unicode's classes asked only of the
 * non-ASCII ones: a feed's text is mostly a two-byte string (one "’" makes
 * the whole document so), where regular expressions over \p{L} ran ~75 µs an
 * item, the largest share of a feed's parsing (docs/performance.md,
 * "Fifth pass").
 */
export function countWords(text: string): number {
  let count = 0;
  let tokenHasWord = false;
  // Two elisions in a row ("ʼ" is a letter too) leave nothing between them: no word.
  let afterElision = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isWhitespace(code)) {
      if (tokenHasWord) count += 1;
      tokenHasWord = false;
      afterElision = false;
      continue;
    }
    if (!tokenHasWord && isWordCharacterAt(text, i, code)) tokenHasWord = true;
    const elision = (code === 0x27 || code === 0x2019 || code === 0x2bc) && isLetterBefore(text, i) && isLetterAt(text, i + 1);
    if (elision && !afterElision) count += 1;
    afterElision = elision;
  }
  return tokenHasWord ? count + 1 : count;
}

/** JavaScript's \s: what split(/\s+/) separated tokens on. */
function isWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

function isWordCharacterAt(text: string, i: number, code: number): boolean {
  if (code < 0x80) return isAsciiLetter(code) || (code >= 0x30 && code <= 0x39);
  return WORD_CHARACTER.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** A letter (a whole code point) starting at i. */
function isLetterAt(text: string, i: number): boolean {
  if (i >= text.length) return false;
  const code = text.charCodeAt(i);
  if (code < 0x80) return isAsciiLetter(code);
  return LETTER.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** A letter (a whole code point) ending just before i. */
function isLetterBefore(text: string, i: number): boolean {
  if (i === 0) return false;
  const low = text.charCodeAt(i - 1);
  const surrogatePair = low >= 0xdc00 && low <= 0xdfff && i >= 2 && text.charCodeAt(i - 2) >= 0xd800 && text.charCodeAt(i - 2) <= 0xdbff;
  return isLetterAt(text, surrogatePair ? i - 2 : i - 1);
}
