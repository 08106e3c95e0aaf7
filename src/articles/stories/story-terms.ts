/**
 * What story grouping compares (docs/decisions.md#story-grouping): the light
 * stems of an article's title and summary, its proper names whole ("=" before
 * them) and its numbers ("#"), with the local analyzer's tokenizer, stop words,
 * stemmer and name finder, so grouping reads Italian as the analyzer does.
 */
import { findNames } from "../../ai/local/names.js";
import { lightStem } from "../../ai/local/stem.js";
import { isContentTerm } from "../../ai/local/stop-words.js";
import { tokenize } from "../../ai/local/tokenize.js";

export const NAME_PREFIX = "=";
export const NUMBER_PREFIX = "#";
/** A long summary adds little past this many terms, and the stored array stays small. */
const MAX_TERMS = 64;
// "4.6", "4,6", "18", "2027": one digit alone ("3-1", "le 6") says too little.
const NUMBER = /\d+(?:[.,]\d+)?/g;

/** The distinct terms of an article's title and summary: stems first, then names, then numbers. */
export function storyTerms(title: string, summary: string | null): string[] {
  const text = `${title}\n${summary ?? ""}`.normalize("NFC");
  const terms = new Set<string>();
  for (const token of tokenize(text)) if (isContentTerm(token)) terms.add(lightStem(token));
  for (const name of findNames([title.normalize("NFC"), (summary ?? "").normalize("NFC")])) terms.add(NAME_PREFIX + name.toLocaleLowerCase("it"));
  for (const [number] of text.matchAll(NUMBER)) if (number.length >= 2) terms.add(NUMBER_PREFIX + number.replace(",", "."));
  return [...terms].slice(0, MAX_TERMS);
}
