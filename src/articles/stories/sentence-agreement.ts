/**
 * When two sentences say the same thing (docs/decisions.md, "The story page"):
 * the story page keeps a sentence only when another source has one that
 * agrees with it, and a provider's summary only the sentences some source
 * supports. Sentences are compared by their content stems and numbers,
 * weighted by how rare each is among the story's sentences: every report of
 * an earthquake says "terremoto" and "magnitudo 4.6", so sharing those says
 * less than sharing "nove chilometri di profondità". Two sentences agree when
 * the shared weight is most of the lighter sentence's, and they share enough
 * terms that a coincidence of two words cannot pass.
 */
import { lightStem } from "../../italian/stem.js";
import { isContentTerm } from "../../italian/stop-words.js";
import { tokenize } from "../../italian/tokenize.js";

/** A sentence as compared: its distinct stems and numbers. */
export type SentenceTerms = ReadonlySet<string>;

// "4.6", "3,12", "80", "2026": one digit alone ("le 6") says too little.
const NUMBER = /\d+(?:[.,]\d+)?/g;
/** The shared part of the lighter sentence's weight above which two sentences agree. */
const AGREEING_SHARE = 0.5;
/** At least this many terms in common, one of them a number or a name-like rare term, or one more without. */
const MIN_SHARED = 3;

export function sentenceTerms(sentence: string): SentenceTerms {
  const text = sentence.normalize("NFC");
  const stems = tokenize(text)
    .filter(isContentTerm)
    .map((token) => lightStem(token));
  const numbers = [...text.matchAll(NUMBER)].map(([number]) => number).filter((number) => number.length >= 2).map((number) => `#${number.replace(",", ".")}`);
  return new Set([...stems, ...numbers]);
}

/** How much sharing each term is worth among a set of sentences: log(n / in how many it occurs), at least a little. */
export function termWeights(sentences: readonly SentenceTerms[]): (term: string) => number {
  const counts = new Map<string, number>();
  for (const terms of sentences) for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  const total = Math.max(2, sentences.length);
  return (term) => Math.max(0.2, Math.log(total / (counts.get(term) ?? 1)));
}

/** The share (0-1) of the lighter sentence's weight that the two have in common; 0 when they share too few terms. */
export function agreement(a: SentenceTerms, b: SentenceTerms, weight: (term: string) => number): number {
  let shared = 0;
  let count = 0;
  let hasNumber = false;
  for (const term of a) {
    if (!b.has(term)) continue;
    shared += weight(term);
    count += 1;
    if (term.startsWith("#")) hasNumber = true;
  }
  if (count < (hasNumber ? MIN_SHARED : MIN_SHARED + 1)) return 0;
  const lighter = Math.min(totalWeight(a, weight), totalWeight(b, weight));
  return lighter === 0 ? 0 : shared / lighter;
}

/** Whether two sentences say the same thing (agreement at or above AGREEING_SHARE). */
export function agrees(a: SentenceTerms, b: SentenceTerms, weight: (term: string) => number): boolean {
  return agreement(a, b, weight) >= AGREEING_SHARE;
}

function totalWeight(terms: SentenceTerms, weight: (term: string) => number): number {
  let sum = 0;
  for (const term of terms) sum += weight(term);
  return sum;
}
