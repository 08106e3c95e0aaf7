/**
 * Folds names that are another name plus a stray word into that name: "La
 * Roma" into "Roma", and "Garibaldi Paura" into "Garibaldi" when a caption
 * ending "…in via Garibaldi" was glued to the sentence "Paura ieri sera…"
 * with no full stop between them. The tail must be a common word (Morph-it!)
 * and the run seen once, so "Italia Viva", said twice, stays whole.
 */
import { isCommonWord } from "./dictionary/common-words.js";
import { FIRST_NAMES } from "./first-names.js";
import { HONORIFICS } from "./name-runs.js";
import type { Tally } from "./names.js";

const ARTICLES = new Set(["il", "lo", "la", "i", "gli", "le", "in", "a", "di", "da", "con", "su", "per"]);

/** Moves the counts of glued or article-led names onto the names they hide, when the text names them on their own. */
export function mergeGluedNames(tallies: Map<string, Tally>): void {
  for (const [key, tally] of tallies) {
    const targets = hiddenNames(key, tally, tallies);
    if (targets.length === 0) continue;
    // The targets keep their own written forms: the merged run only adds to how often they were named.
    for (const target of targets) target.count += tally.count + tally.initial;
    tallies.delete(key);
  }
}

// The tally of "roma" for "la roma", of "garibaldi" for "garibaldi paura", of both "alfama" and "lisbona" for
// "alfama lisbona" (a caption's last word glued to the next sentence's first); none when the text has no such names.
function hiddenNames(key: string, tally: Tally, tallies: Map<string, Tally>): Tally[] {
  const space = key.indexOf(" ");
  if (space < 0) return [];
  if (ARTICLES.has(key.slice(0, space))) return present(tallies.get(key.slice(space + 1)));
  const words = tally.words;
  if (words.length < 2 || tally.count + tally.initial > 1) return [];
  const last = words.at(-1)!;
  const before = words.at(-2)!;
  if (FIRST_NAMES.has(before) || HONORIFICS.has(before)) return [];
  const head = tallies.get(key.slice(0, key.lastIndexOf(" ")));
  const tail = tallies.get(last);
  if (head && tail && words.length === 2) return [head, tail];
  return isCommonWord(last) ? present(head) : [];
}

function present(tally: Tally | undefined): Tally[] {
  return tally ? [tally] : [];
}
