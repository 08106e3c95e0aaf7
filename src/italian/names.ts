/**
 * Proper names for tags, from the runs of capitals in the title and the
 * sentences. A capital that opens a sentence proves nothing, so a word found
 * only there counts when the text also capitalises it elsewhere, or when the
 * Morph-it! lexicon does not know it as a common word and it opens two
 * sentences. A common word capitalised once ("Paura", "Museo") is not a name.
 * The quoted title of a work is ("«Il giardino d'inverno»", name-mask.ts).
 */
import { isAdjective, isCommonWord, isOnlyVerb } from "./dictionary/common-words.js";
import { FIRST_NAMES } from "./first-names.js";
import { capitalCount, findCapitalRuns, HONORIFICS, INSTITUTION_HEADS, type CapitalRun, type Part } from "./name-runs.js";
import { STOP_WORDS } from "./stop-words.js";
import { mostFrequentForm } from "./most-frequent-form.js";
import { mergeGluedNames } from "./name-merges.js";
import { quotedTitleNames } from "./name-mask.js";

// Words that newsrooms capitalise but that name nothing in particular on their own.
const GENERIC = new Set(["governo", "paese", "comune", "regione", "provincia", "città", "stato", "stati", "presidente", "ministro"]);
// Stop words that begin names ("Grande Fratello", "Nuova Zelanda"), kept even at a sentence start.
const NAME_ADJECTIVES = new Set(["grande", "grandi", "gran", "nuovo", "nuova", "nuovi", "nuove", "piccolo", "piccola", "alto", "alta", "primo", "prima"]);
const ARTICLES = new Set(["il", "lo", "la", "i", "gli", "le", "un", "uno", "una"]);
const MAX_CHARS = 60;

/** How often a name was seen, in which written forms, and where. */
export interface Tally {
  forms: Map<string, number>;
  /** Sightings where a capital proves a name. */
  count: number;
  /** Sentence-initial sightings of a single word: they count only if confirmed. */
  initial: number;
  first: number;
  /** The capitalised words, lower case. */
  words: string[];
}

interface Sighting {
  parts: Part[];
  initial: boolean;
}

/** Capitalised names across the texts (title first, then sentences), most frequent first. */
export function findNames(texts: readonly string[]): string[] {
  const sightings: Sighting[] = [];
  for (const text of texts) {
    if (isShouting(text)) continue;
    for (const run of findCapitalRuns(text)) if (!isTruncated(run)) sightings.push(run);
  }
  // Runs seen where a capital proves a name: a sentence-initial run that matches one of them is a name too.
  const confirmed = new Set<string>();
  for (const sighting of sightings) if (!sighting.initial) confirmed.add(keyOf(sighting.parts));

  const tallies = new Map<string, Tally>();
  let order = 0;
  for (const { parts, initial } of sightings) {
    const name = nameOf(parts, initial, confirmed);
    if (!name) continue;
    let tally = tallies.get(name.key);
    if (!tally) {
      tally = { forms: new Map(), count: 0, initial: 0, first: order, words: name.words };
      tallies.set(name.key, tally);
    }
    order++;
    if (name.initial) tally.initial++;
    else tally.count++;
    tally.forms.set(name.text, (tally.forms.get(name.text) ?? 0) + 1);
  }
  // The quoted title of a work names it as surely as capitals do ("«Il giardino d'inverno» debutta").
  for (const text of texts) {
    for (const title of quotedTitleNames(text)) {
      const key = title.toLowerCase();
      if (title.length > MAX_CHARS) continue;
      let tally = tallies.get(key);
      if (!tally) {
        tally = { forms: new Map(), count: 0, initial: 0, first: order, words: key.split(/[\s'’]+/u).filter(Boolean) };
        tallies.set(key, tally);
      }
      order++;
      tally.count++;
      tally.forms.set(title, (tally.forms.get(title) ?? 0) + 1);
    }
  }
  mergeGluedNames(tallies);
  return rank(tallies);
}

// "Parlamento europeo", "Museo di storia naturale": a capitalised common word whose name goes on in lower case is no name alone.
function isTruncated(run: CapitalRun): boolean {
  if (run.next === "") return false;
  const words = run.parts.map((part) => part.text.toLowerCase());
  // "Al Festival delle lingue": the function words before the common word do not make it a name either.
  if (!words.slice(0, -1).every((word) => STOP_WORDS.has(word))) return false;
  return isCommonWord(words.at(-1)!) && (run.next.includes(" ") || isAdjective(run.next));
}

function keyOf(parts: readonly Part[]): string {
  return textOf(parts).toLowerCase();
}

function textOf(parts: readonly Part[]): string {
  let text = "";
  parts.forEach((part, index) => {
    text += index === 0 || part.glued ? part.text : ` ${part.text}`;
  });
  return text;
}

// The name a run spells, or null when it is only a capitalised common word.
function nameOf(parts: Part[], initial: boolean, confirmed: ReadonlySet<string>): { key: string; text: string; words: string[]; initial: boolean } | null {
  let start = 0;
  const capitals = capitalCount(parts);
  const opener = parts[0]!.text.toLowerCase();
  // "Secondo Salvini", "Paura Garibaldi": a stop word or a common word capitalised by the sentence start is not part of
  // the name; nor is an article before a name of two words or more ("La Cartiera Lenzi"), wherever it stands.
  const strip = initial ? capitals > 1 && !isConfirmed(parts, confirmed) && opensWithCommonWord(opener) : capitals > 2 && ARTICLES.has(opener);
  if (strip) {
    start = 1;
    while (start < parts.length && !parts[start]!.capital) start++;
  }
  const name = parts.slice(start);
  const text = textOf(name);
  const words = name.filter((part) => part.capital).map((part) => part.text.toLowerCase());
  if (text.length > MAX_CHARS || text.length < 2 || words.length === 0) return null;
  const single = words.length === 1 ? words[0]! : "";
  if (single && (STOP_WORDS.has(single) || GENERIC.has(single) || single.endsWith("mente") || isOnlyVerb(single))) return null;
  return { key: text.toLowerCase(), text, words, initial: initial && start === 0 && capitals === 1 };
}

// Whether the run, or its first two words or more, is seen where a capital proves a name ("Lotteria Italia" for "Lotteria Italia 2017").
function isConfirmed(parts: readonly Part[], confirmed: ReadonlySet<string>): boolean {
  for (let end = parts.length; end >= 2; end--) if (confirmed.has(keyOf(parts.slice(0, end)))) return true;
  return false;
}

// A sentence-initial word that is not part of the name after it.
function opensWithCommonWord(opener: string): boolean {
  if (NAME_ADJECTIVES.has(opener)) return false;
  if (STOP_WORDS.has(opener)) return true;
  return !INSTITUTION_HEADS.has(opener) && !HONORIFICS.has(opener) && !FIRST_NAMES.has(opener) && isCommonWord(opener);
}

// An all-capitals headline capitalises everything: no names can be told from it.
function isShouting(text: string): boolean {
  let upper = 0;
  let lower = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 65 && code <= 90) upper++;
    else if (code >= 97 && code <= 122) lower++;
  }
  return upper > 8 && upper > lower * 2;
}

function rank(tallies: Map<string, Tally>): string[] {
  const entries = [...tallies.entries()].map(([key, tally]) => ({ key, tally }));
  // A lone "Meloni" after "Giorgia Meloni" is the same person: fold it into the only longer name it ends or starts,
  // or, among several ("Cartiera Lenzi", "Francesco Lenzi"), into the only person it ends.
  for (const { key, tally } of entries) {
    if (tally.words.length !== 1) continue;
    const longer = entries.filter(
      (other) => other.tally.words.length > 1 && (other.tally.words.at(-1) === key || other.tally.words[0] === key),
    );
    const people = longer.filter((other) => other.tally.words.at(-1) === key && FIRST_NAMES.has(other.tally.words[0]!));
    const into = longer.length === 1 ? longer[0]! : people.length === 1 ? people[0]! : undefined;
    if (!into || into.tally.count === 0) continue;
    into.tally.count += tally.count + tally.initial;
    tally.count = 0;
    tally.initial = 0;
  }
  return entries
    .map(({ key, tally }) => ({ tally, total: total(key, tally) }))
    .filter(({ total }) => total > 0)
    .sort((a, b) => b.total - a.total || b.tally.words.length - a.tally.words.length || a.tally.first - b.tally.first)
    .map(({ tally }) => mostFrequentForm(tally.forms));
}

// How much a name counts: 0 when nothing shows it is one.
function total(key: string, tally: Tally): number {
  const sum = tally.count + tally.initial;
  if (tally.words.length > 1) return tally.count > 0 || tally.initial > 1 ? sum : 0;
  // Opening two sentences proves a name only for a word the lexicon does not know ("Restano" opens many).
  if (isCommonWord(key)) return tally.count > 0 ? sum : 0;
  return tally.count > 0 || tally.initial > 1 ? sum : 0;
}
