/**
 * Proper names for tags, from the runs of capitals in the title and the
 * sentences. A lone capitalised word opening a sentence counts only if the
 * text also capitalises it elsewhere (or opens two sentences with it).
 */
import { capitalCount, findCapitalRuns, type Part } from "./name-runs.js";
import { STOP_WORDS } from "./stop-words.js";
import { mostFrequentForm } from "./most-frequent-form.js";

// Words that newsrooms capitalise but that name nothing in particular on their own.
const GENERIC = new Set(["governo", "paese", "comune", "regione", "provincia", "città", "stato", "stati", "presidente", "ministro"]);
// Stop words that begin names ("Grande Fratello", "Nuova Zelanda"), kept even at a sentence start.
const NAME_ADJECTIVES = new Set(["grande", "grandi", "gran", "nuovo", "nuova", "nuovi", "nuove", "piccolo", "piccola", "alto", "alta", "primo", "prima"]);
const MAX_CHARS = 60;

interface Tally {
  forms: Map<string, number>;
  count: number;
  /** Sentence-initial sightings of a single word: they count only if confirmed. */
  initial: number;
  first: number;
  words: string[];
}

/** Capitalised names across the texts (title first, then sentences), most frequent first. */
export function findNames(texts: readonly string[]): string[] {
  const tallies = new Map<string, Tally>();
  let order = 0;
  for (const text of texts) {
    if (isShouting(text)) continue;
    for (const run of findCapitalRuns(text)) {
      const name = nameOf(run.parts, run.initial);
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
  }
  return rank(tallies);
}

// The name a run spells, or null when it is only a capitalised common word.
function nameOf(parts: Part[], initial: boolean): { key: string; text: string; words: string[]; initial: boolean } | null {
  let start = 0;
  const capitals = capitalCount(parts);
  // "Secondo Salvini": a stop word capitalised by the sentence start is not part of the name.
  const opener = parts[0]!.text.toLowerCase();
  if (initial && capitals > 1 && STOP_WORDS.has(opener) && !NAME_ADJECTIVES.has(opener)) {
    start = 1;
    while (start < parts.length && !parts[start]!.capital) start++;
  }
  const name = parts.slice(start);
  let text = "";
  const words: string[] = [];
  name.forEach((part, index) => {
    text += index === 0 || part.glued ? part.text : ` ${part.text}`;
    if (part.capital) words.push(part.text.toLowerCase());
  });
  if (text.length > MAX_CHARS || text.length < 2 || words.length === 0) return null;
  const single = words.length === 1 ? words[0]! : "";
  if (single && (STOP_WORDS.has(single) || GENERIC.has(single) || single.endsWith("mente"))) return null;
  return { key: text.toLowerCase(), text, words, initial: initial && capitals === 1 };
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
  // A lone "Meloni" after "Giorgia Meloni" is the same person: fold it into the only longer name it ends or starts.
  for (const { key, tally } of entries) {
    if (tally.words.length !== 1) continue;
    const longer = entries.filter(
      (other) => other.tally.words.length > 1 && (other.tally.words.at(-1) === key || other.tally.words[0] === key),
    );
    if (longer.length !== 1 || longer[0]!.tally.count === 0) continue;
    longer[0]!.tally.count += tally.count + tally.initial;
    tally.count = 0;
    tally.initial = 0;
  }
  return entries
    .map(({ tally }) => ({
      tally,
      total: tally.count > 0 || tally.initial > 1 ? tally.count + tally.initial : 0,
    }))
    .filter(({ total }) => total > 0)
    .sort((a, b) => b.total - a.total || b.tally.words.length - a.tally.words.length || a.tally.first - b.tally.first)
    .map(({ tally }) => mostFrequentForm(tally.forms));
}
