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
    if (letterCount(cut) < MIN_LETTERS) return null;
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

function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}
