/**
 * Sentence splitting for one-line clean text: a sentence ends at . ! ? …
 * (and any closing quotes) before a capital, a digit or an opening quote,
 * except after abbreviations ("dott.", "art.") and initials ("G. Verdi").
 */

const BOUNDARY = /[.!?…]+["»”’)\]]*\s+(?=["«“'‘(\-–—\p{Lu}\p{N}])/gu;
const ABBREVIATIONS = new Set([
  "dott", "dr", "sig", "sigg", "sig.ra", "prof", "avv", "ing", "on", "sen", "geom", "arch", "mons", "card", "gen", "col",
  "cap", "magg", "ten", "ecc", "etc", "art", "artt", "n", "nr", "num", "pag", "pagg", "p", "vol", "tel", "fig", "es", "cfr",
  "ca", "st", "mr", "mrs", "ms", "jr", "sr", "vs", "dott.ssa", "prof.ssa", "spa", "s.p.a", "srl", "s.r.l", "co", "inc", "ltd",
  "div", "rag", "fr", "tav", "cit", "op", "sez", "lett", "c.d", "cd", "ss", "pp",
]);

/** Where a sentence lies in its text: [start, end), trimmed. */
export interface SentenceSpan {
  start: number;
  end: number;
}

/** The sentences of a text, trimmed, in order. */
export function splitSentences(text: string): string[] {
  return sentenceSpans(text).map((span) => text.slice(span.start, span.end));
}

/** The sentences of a text as positions, so callers can tokenize the whole text once. */
export function sentenceSpans(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    if (match[0].startsWith(".") && isAbbreviation(text, Math.max(start, match.index - 40), match.index)) continue;
    pushTrimmed(spans, text, start, match.index + match[0].trimEnd().length);
    start = match.index + match[0].length;
  }
  pushTrimmed(spans, text, start, text.length);
  return spans;
}

// The word before the period (text[from, to)): an abbreviation, an initial ("G."), or dotted letters ("S.p.A").
function isAbbreviation(text: string, from: number, to: number): boolean {
  let start = to;
  while (start > from && !/\s/u.test(text[start - 1]!)) start--;
  const bare = text.slice(start, to).replace(/^["«“'‘(]+/u, "");
  if (/^\p{Lu}$/u.test(bare) || /^(?:\p{L}\.)+\p{L}$/u.test(bare)) return true;
  return ABBREVIATIONS.has(bare.toLowerCase());
}

function pushTrimmed(spans: SentenceSpan[], text: string, start: number, end: number): void {
  while (start < end && /\s/u.test(text[start]!)) start++;
  while (end > start && /\s/u.test(text[end - 1]!)) end--;
  if (end > start) spans.push({ start, end });
}
