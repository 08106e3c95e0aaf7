/**
 * Which language a feed item is written in (docs/decisions.md, "Foreign news in Italian"): an
 * ISO 639-1 code, or null when the text is too short or too close to Italian to tell. The caller
 * treats null as Italian: misreading a short Italian title as foreign would translate or skip it,
 * a reader-visible loss, while a foreign title read as Italian is only left as it is.
 */

/** Letters below this are a name or two ("Lazio-Crotone", "Apple iPhone 15"), not enough to tell a language by. */
export const MIN_LETTERS = 20;
/** A foreign language must score this much above Italian: a title near the line stays Italian. */
export const FOREIGN_MARGIN = 1.1;
/** Enough text to tell; more only costs time. */
const MAX_CHARS = 600;

/** The detector's answer for one text: what detectLanguage decides from. */
export interface DetectorResult {
  language: string;
  reliable: boolean;
  scores: Record<string, number>;
}

export type LanguageDetector = (text: string) => string | null;

let loading: Promise<LanguageDetector> | null = null;

/**
 * The detector, loaded with its first use rather than at start: its n-gram tables are ~30 MB of
 * heap (docs/performance.md, idle memory). ELD's extra-small table: as accurate as the larger ones
 * on short news text (tests/fixtures/languages), for a third less memory.
 */
export function loadLanguageDetector(): Promise<LanguageDetector> {
  loading ??= import("eld/extrasmall").then(({ eld }) => (text: string) => {
    const cut = text.slice(0, MAX_CHARS);
    if (!hasLetters(cut, MIN_LETTERS)) return null;
    if (plainlyItalian(cut)) return "it";
    const result = eld.detect(cut);
    return decideLanguage({ language: result.language, reliable: result.isReliable(), scores: result.getScores() });
  });
  return loading;
}

/** Title and summary as one text, the way the importer asks. */
export function itemLanguageText(title: string, summary: string | null | undefined): string {
  return `${title.trim()}. ${(summary ?? "").trim()}`.slice(0, MAX_CHARS);
}

/** Italian, unknown (null) or the foreign language that clearly wins. */
export function decideLanguage(result: DetectorResult): string | null {
  const language = result.language;
  if (!language) return null;
  if (language === "it") return "it";
  if (!result.reliable) return null;
  const top = result.scores[language] ?? 0;
  const italian = result.scores.it ?? 0;
  return top >= italian * FOREIGN_MARGIN ? language : null;
}

/** Neither Italian nor unknown: what is translated, or skipped by a feed that skips foreign items. */
export function isForeignLanguage(language: string | null | undefined): language is string {
  return Boolean(language) && language !== "it";
}

/**
 * Function words that only Italian, of the languages Italian feeds bring, writes as words of their
 * own (not French, Spanish, Portuguese, Catalan, German or English ones: no "il", "per", "con",
 * "una", "alle"). Three of them, and the text is Italian without the detector: most items are, and
 * the detector cost ~0.1 ms an item on the sync's main thread, most of that thread's share of an
 * item (docs/performance.md, "A million articles", fourth pass). No foreign text of
 * tests/fixtures/languages holds three.
 */
const ITALIAN_ONLY_WORDS = [
  "della", "delle", "degli", "dello", "nella", "nelle", "negli", "nello", "sulla", "sulle", "sugli",
  "dalla", "dalle", "dagli", "alla", "agli", "allo", "gli", "che", "sono", "anche", "più", "perché",
  "questo", "questa", "dopo", "hanno", "è", "nel", "sul", "dal", "stato", "stata", "ancora", "oggi", "ieri",
];
/**
 * One of them, in lower case; plainlyItalian lower-cases the text ("È", "PIÙ") and checks that a match stands
 * alone. Lookarounds for letters and a case-blind match in the expression itself cost 13 µs a text of a
 * parsed feed, whose strings are two bytes a character, against 6 µs this way (docs/performance.md, "Eighth pass").
 */
const ITALIAN_ONLY_WORD = new RegExp(`(?:${ITALIAN_ONLY_WORDS.join("|")})`, "g");
const ITALIAN_WORDS_NEEDED = 3;

/**
 * Whether the character at this UTF-16 index is a letter: ASCII at once, the rest (accented letters) by
 * Unicode's property; either half of a surrogate pair answers for the whole character.
 */
function isLetterAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  const start = code >= 0xdc00 && code <= 0xdfff && index > 0 ? index - 1 : index;
  return LETTER.test(String.fromCodePoint(text.codePointAt(start)!));
}

/**
 * Whether the text holds three words that only Italian writes alone: Italian, without asking the detector.
 * A match inside a longer word is none; nor can a word start inside it, since a letter precedes it there.
 */
export function plainlyItalian(text: string): boolean {
  const lower = text.toLowerCase();
  let found = 0;
  ITALIAN_ONLY_WORD.lastIndex = 0;
  for (let match = ITALIAN_ONLY_WORD.exec(lower); match; match = ITALIAN_ONLY_WORD.exec(lower)) {
    const end = match.index + match[0].length;
    const alone = (match.index === 0 || !isLetterAt(lower, match.index - 1)) && (end === lower.length || !isLetterAt(lower, end));
    if (alone && ++found >= ITALIAN_WORDS_NEEDED) return true;
  }
  return false;
}

/** Whether the text holds at least `needed` letters: counts only until it knows (a feed's worth of items a sync). */
function hasLetters(text: string, needed: number): boolean {
  let letters = 0;
  for (let index = 0; index < text.length; index++) {
    if (isLetterAt(text, index) && ++letters >= needed) return true;
    // The second half of a pair is the same character.
    if (text.charCodeAt(index) >= 0xd800 && text.charCodeAt(index) <= 0xdbff) index++;
  }
  return false;
}

const LETTER = /\p{L}/u;
