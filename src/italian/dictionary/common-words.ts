/**
 * What the Morph-it! lexicon says about a lower-case word, in the terms the
 * tagger needs: a common word (so a capital at a sentence start proves
 * nothing), a verb or adjective that is never a noun (never a tag or a
 * keyword), a noun that is also a verb form or adjective (a noun only where
 * an article stands before it: nounReading).
 */
import { ADJECTIVE, NOUN, PARTICIPLE, PERSONAL_VERB, VERB, wordClasses } from "./word-classes.js";

// "vaccinarsi", "riconoscerli", "farlo": an infinitive with its pronouns; "dandogli": a gerund with them.
const INFINITIVE_CLITIC = /^(.{2,}r)(?:si|ci|vi|mi|ti|lo|la|li|le|ne|gli|glie(?:lo|la|li|le|ne))$/u;
const GERUND_CLITIC = /^(.{2,}ndo)(?:si|ci|vi|mi|ti|lo|la|li|le|ne|gli|glie(?:lo|la|li|le|ne))$/u;
const ADVERB = /^(.{3,})mente$/u;
const GERUND = /^(.{2,})(?:ando|endo)$/u;
const ANY_VERB = VERB | PERSONAL_VERB | PARTICIPLE;

/** Whether the lexicon knows the word as a common word of any class (its forms, its verbs with pronouns, its -mente adverbs). */
export function isCommonWord(word: string): boolean {
  return wordClasses(word) !== 0 || isDerivedVerbOrAdverb(word);
}

/** How a word can be read as a noun: "never" (a verb or adjective only), "ambiguous" (noun or verb/adjective), "noun" (or unknown: a name). */
export function nounReading(word: string): "never" | "ambiguous" | "noun" {
  const classes = wordClasses(word);
  if (classes === 0) return isDerivedVerbOrAdverb(word) ? "never" : "noun";
  if ((classes & NOUN) === 0) return "never";
  return (classes & (VERB | PARTICIPLE | ADJECTIVE)) !== 0 ? "ambiguous" : "noun";
}

/** Whether the word is an adjective form ("europeo", "nazionale"), maybe also something else. */
export function isAdjective(word: string): boolean {
  return (wordClasses(word) & ADJECTIVE) !== 0;
}

/** Whether the word is only ever a verb form ("vince", "penso", "restano"): it can never be part of a name. */
export function isOnlyVerb(word: string): boolean {
  const classes = wordClasses(word);
  if (classes === 0) return INFINITIVE_CLITIC.test(word) ? isDerivedVerbOrAdverb(word) : false;
  return (classes & ANY_VERB) !== 0 && (classes & (NOUN | ADJECTIVE)) === 0;
}

function isDerivedVerbOrAdverb(word: string): boolean {
  const infinitive = INFINITIVE_CLITIC.exec(word);
  if (infinitive && (wordClasses(`${infinitive[1]}e`) & VERB) !== 0) return true;
  const gerund = GERUND_CLITIC.exec(word);
  if (gerund && (wordClasses(gerund[1]!) & VERB) !== 0) return true;
  // "prenotando", "dormendo": the lexicon lists gerunds with their pronouns only.
  const plainGerund = GERUND.exec(word);
  if (plainGerund && ["are", "ere", "ire"].some((ending) => (wordClasses(plainGerund[1]! + ending) & VERB) !== 0)) return true;
  const adverb = ADVERB.exec(word);
  if (!adverb) return false;
  // "velocemente" from "veloce", "sicuramente" from "sicura", "facilmente" from "facile".
  const stem = adverb[1]!;
  return [stem, `${stem}e`].some((form) => (wordClasses(form) & ADJECTIVE) !== 0);
}
