/**
 * Readability's paragraphs against the body the page declares in JSON-LD.
 * The declared body is the publisher's text without furniture, but it is
 * sometimes a teaser ("…", the first lines before a paywall) and often one
 * block without paragraphs. So: Readability's paragraphs that the declared
 * body contains are kept (paragraphs for the reader, no captions or teasers);
 * the declared body itself is used when Readability missed much of it.
 */

// 3-word shingles: long enough to be specific, short enough for a paragraph.
const SPAN = 3;
// A declared body shorter than this is a summary, not the article.
const MIN_DECLARED_WORDS = 50;
// A declared body shorter than this share of Readability's text does not filter it.
const MIN_DECLARED_SHARE = 0.6;
// A paragraph stays when this share of its shingles is in the declared body.
const MIN_PARAGRAPH_MATCH = 0.5;
// The kept paragraphs must hold this share of the declared body, or it is used itself.
const MIN_COVERAGE = 0.8;

/** The article's paragraphs, from Readability's and the JSON-LD body (either may be missing). */
export function chooseParagraphs(read: string[], declared: string | null): string[] {
  const declaredParagraphs = declared ? declared.split("\n\n") : [];
  const declaredTokens = tokens(declared ?? "");
  if (declaredTokens.length < MIN_DECLARED_WORDS || isTeaser(declared ?? "")) return read;
  const readTokens = read.reduce((sum, paragraph) => sum + tokens(paragraph).length, 0);
  // Readability kept much less than the page declares: it missed the article.
  if (readTokens < declaredTokens.length / 2) return declaredParagraphs;
  // Readability kept much more: the declared body may be a summary that does not say it is one.
  if (declaredTokens.length < readTokens * MIN_DECLARED_SHARE) return read;

  const declaredShingles = shingleSet(declaredTokens);
  const kept = read.filter((paragraph) => {
    const own = shingleList(tokens(paragraph));
    if (own.length === 0) return tokens(paragraph).every((token) => declaredTokens.includes(token));
    return own.filter((shingle) => declaredShingles.has(shingle)).length / own.length >= MIN_PARAGRAPH_MATCH;
  });
  const keptShingles = shingleSet(kept.flatMap(tokens));
  const covered = [...declaredShingles].filter((shingle) => keptShingles.has(shingle)).length / Math.max(1, declaredShingles.size);
  if (covered >= MIN_COVERAGE) return kept;
  // The declared body holds text Readability did not find: the publisher's text wins.
  return declaredParagraphs;
}

/** A body cut short by the publisher: it ends in an ellipsis or mid-sentence. */
function isTeaser(text: string): boolean {
  const end = text.trimEnd();
  return /(?:\.\.\.|…|\[…\]|\[\.\.\.\])$/.test(end) || !/[.!?»"”’)\]:;]$/.test(end);
}

function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function shingleList(words: string[]): string[] {
  const list: string[] = [];
  for (let index = 0; index + SPAN <= words.length; index += 1) list.push(words.slice(index, index + SPAN).join(" "));
  return list;
}

function shingleSet(words: string[]): Set<string> {
  return new Set(shingleList(words));
}
