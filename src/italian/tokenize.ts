/**
 * The Italian tokenizer every part of the analyzer shares: lower-case words
 * (accents kept, elisions such as l', dell', un' split off at the apostrophe)
 * and two break markers, so phrases and negations never reach across clauses.
 */

/** Marks the end of a sentence (. ! ? …) in a token list. */
export const SENTENCE_BREAK = ".";
/** Marks a clause boundary (, ; : brackets, quotes, dashes) in a token list. */
export const CLAUSE_BREAK = ",";

// Words are runs of letters and digits; an apostrophe is not a letter, so "dell'anno" gives "dell", "anno".
const TOKEN = /[\p{L}\p{M}\p{N}]+|[.!?…;:,()[\]«»"“”–—]/gu;
const SENTENCE_ENDS = new Set([".", "!", "?", "…"]);
const PUNCTUATION = new Set([...SENTENCE_ENDS, ";", ":", ",", "(", ")", "[", "]", "«", "»", '"', "“", "”", "–", "—"]);

/**
 * The tokens of a text: lower-case words plus SENTENCE_BREAK and CLAUSE_BREAK
 * markers. Expects NFC text (the analyzer normalises each article once).
 */
export function tokenize(text: string): string[] {
  return tokenizeWithOffsets(text).tokens;
}

/**
 * The tokens of a text with where each starts. Offsets point into the
 * lower-cased text; `aligned` is false in the rare case lower-casing changed
 * its length ("İ"), when they must not be read against the original.
 */
export function tokenizeWithOffsets(text: string): { tokens: string[]; offsets: number[]; aligned: boolean } {
  const tokens: string[] = [];
  const offsets: number[] = [];
  const lower = text.toLowerCase();
  for (const match of lower.matchAll(TOKEN)) {
    const token = match[0];
    if (!PUNCTUATION.has(token)) tokens.push(token);
    else tokens.push(SENTENCE_ENDS.has(token) ? SENTENCE_BREAK : CLAUSE_BREAK);
    offsets.push(match.index);
  }
  return { tokens, offsets, aligned: lower.length === text.length };
}

/** Whether a token is a word rather than a break marker. */
export function isWord(token: string): boolean {
  return token !== SENTENCE_BREAK && token !== CLAUSE_BREAK;
}
