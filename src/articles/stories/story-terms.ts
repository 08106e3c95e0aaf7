/**
 * What story grouping compares (docs/decisions.md#story-grouping): the light
 * stems of an article's title and summary, its proper names whole ("=" before
 * them, and a person's surname alone too) and its numbers ("#", a score such
 * as "3-1" or "6-4 7-6" as one), with the
 * local analyzer's tokenizer, stop words, stemmer and name finder, so
 * grouping reads Italian as the analyzer does; an institution's other name
 * adds its plain one (metonyms.ts). The title's terms come first,
 * then TITLE_END, then the summary's others: the title says what happened and
 * weighs more (story-match.ts). Last come the title's marks ("@"): facts
 * about what the title names that are read, never compared as terms (the
 * day it names, who it quotes: event-kinds.ts).
 */
import { FIRST_NAMES } from "../../italian/first-names.js";
import { findNames } from "../../italian/names.js";
import { lightStem } from "../../italian/stem.js";
import { isContentTerm } from "../../italian/stop-words.js";
import { tokenize } from "../../italian/tokenize.js";
import { withPlainNames } from "./metonyms.js";

export const NAME_PREFIX = "=";
export const NUMBER_PREFIX = "#";
/** Closes the title's terms; no term, and skipped wherever terms are compared or counted. Older rows lack it. */
export const TITLE_END = "|";
/**
 * Marks what the title says of the event beyond its words: "@day:27" and
 * "@day:venerdì" for the day it names ("venerdì 27 novembre"), "@said:rossi"
 * for whom it quotes ("Rossi: «…»"). Weekdays and months are stop words, and
 * a quote's speaker is no different from any other name once stemmed, so
 * these are read from the title as written. Rows stored before them hold none.
 */
export const MARK_PREFIX = "@";
export const DAY_MARK = `${MARK_PREFIX}day:`;
export const SPEAKER_MARK = `${MARK_PREFIX}said:`;
/** A long summary adds little past this many terms, and the stored array stays small. */
const MAX_TERMS = 64;
// "4.6", "4,6", "18", "2027": one digit alone ("le 6") says too little.
const NUMBER = /\d+(?:[.,]\d+)?/g;
// A result, one term whole: "3-1", "6-4 7-6", "22-25, 25-20" (a match's score, a set's; what tells one match from the next).
const SCORES = /(?<![\d\-–]|\d[.,])\d{1,2}[-–]\d{1,2}(?:,? \d{1,2}[-–]\d{1,2})*(?![\d\-–]|[.,]\d)/g;

/** The distinct terms of an article's title and summary: the title's first (stems, names, numbers), TITLE_END, then the summary's, then the title's marks. */
export function storyTerms(title: string, summary: string | null): string[] {
  const head = title.normalize("NFC");
  const text = `${head}\n${(summary ?? "").normalize("NFC")}`;
  const names = nameTerms(findNames([head, (summary ?? "").normalize("NFC")]));
  const lowerHead = head.toLocaleLowerCase("it");
  const inTitle = new Set([...stems(withPlainNames(head)), ...names.filter((name) => lowerHead.includes(name.slice(NAME_PREFIX.length))), ...numbers(head)]);
  const all = new Set([...stems(withPlainNames(text)), ...names, ...numbers(text)]);
  const rest = [...all].filter((term) => !inTitle.has(term));
  const titled = [...inTitle].slice(0, MAX_TERMS);
  return [...titled, TITLE_END, ...rest.slice(0, MAX_TERMS - titled.length), ...titleMarks(head)];
}

const WEEKDAY = /(?<![\p{L}])(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)(?![\p{L}])/giu;
// "27 novembre", "1° dicembre", "il 3 marzo": the day of a month.
const DAY_OF_MONTH = /(?<![\d\p{L}])(\d{1,2})[°º]?\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)(?![\p{L}])/giu;
// "Rossi: «…»", "Juventus. Allegri: “…”", "Roma, Bruno Carli: «…»": one to three capitalised words alone in their clause before a colon and an opening quote (not "Spalletti apre alla Juventus: «…»").
const SPEAKER = /(?:^|[.,;–—-]\s*)((?:\p{Lu}[\p{L}'’-]*\s+){0,2}\p{Lu}[\p{L}'’-]+)\s*:\s*[«“"‘]/gu;

/** The title's marks: the days it names and whom it quotes. */
function titleMarks(title: string): string[] {
  const days = [...title.matchAll(WEEKDAY)].map(([, day]) => day!.toLocaleLowerCase("it"));
  const dates = [...title.matchAll(DAY_OF_MONTH)].map(([, day]) => String(Number(day)));
  const speakers = [...title.matchAll(SPEAKER)].map(([, name]) => name!.split(/\s+/).at(-1)!.toLocaleLowerCase("it"));
  return [...new Set([...days.map((day) => DAY_MARK + day), ...dates.map((day) => DAY_MARK + day), ...speakers.map((name) => SPEAKER_MARK + name)])];
}

function stems(text: string): string[] {
  return tokenize(text)
    .filter(isContentTerm)
    .map((token) => lightStem(token));
}

/**
 * Each name whole, and a person's surname alone ("=bruno carli", "=carli"):
 * a newsroom names someone in full once, a two-line flash by surname only.
 */
function nameTerms(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const words = name.toLocaleLowerCase("it").split(" ");
    const whole = NAME_PREFIX + words.join(" ");
    return words.length >= 2 && FIRST_NAMES.has(words[0]!) ? [whole, NAME_PREFIX + words.slice(1).join(" ")] : [whole];
  });
}

function numbers(text: string): string[] {
  const scores = [...text.matchAll(SCORES)].map(([run]) => NUMBER_PREFIX + run.replace(/,? /g, " ").replaceAll("–", "-"));
  const others = [...text.replace(SCORES, " ").matchAll(NUMBER)].map(([number]) => number).filter((number) => number.length >= 2);
  return [...scores, ...others.map((number) => NUMBER_PREFIX + number.replace(",", "."))];
}

/** The terms a stored array holds, TITLE_END and the marks left out. */
export function comparedTerms(terms: readonly string[]): string[] {
  return terms.filter((term) => term !== TITLE_END && !term.startsWith(MARK_PREFIX));
}

/** The title's marks a stored array holds (none for a row stored before them). */
export function titleMarkTerms(terms: readonly string[]): string[] {
  return terms.filter((term) => term.startsWith(MARK_PREFIX));
}

/** The terms of a stored array that come from the title (none for an array stored before titles were marked). */
export function titleTerms(terms: readonly string[]): ReadonlySet<string> {
  const end = terms.indexOf(TITLE_END);
  return new Set(end < 0 ? [] : terms.slice(0, end));
}
