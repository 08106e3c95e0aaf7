/**
 * Whether two articles report the same event (docs/decisions.md#story-grouping):
 * the cosine of their terms weighted by rarity (inverse document frequency
 * over recent articles), numbers and the title's terms weighted more, against
 * a threshold that rises with the time between them: reports of one event
 * come within hours, while a later article naming the same people, place or
 * team is often the next event (the next hearing, match, fire), and titles
 * naming different kinds of event (event-kinds.ts) need more. The weights
 * and the numbers were chosen on the tuning half of tests/fixtures/stories.
 */
import { differentEvents, titleEvent, type TitleEvent } from "./event-kinds.js";
import { comparedTerms, MARK_PREFIX, NAME_PREFIX, NUMBER_PREFIX, TITLE_END, titleTerms } from "./story-terms.js";
import { STORY_WINDOW_MS } from "./story-window.js";

/** How many recent grouped articles hold each term. */
export interface TermFrequencies {
  documents: number;
  frequency: ReadonlyMap<string, number>;
}

/** An article grouping may join: its id, its story (null if never grouped), its terms and when it was published. */
export interface StoryCandidate {
  id: string;
  story_id: string | null;
  story_terms: readonly string[];
  published_at: Date;
}

/** The lowest similarity at which two articles published together are one story. */
export const SAME_STORY_THRESHOLD = 0.18;
/**
 * How much the threshold rises at the window's edge (12 hours apart 0.38, 24
 * hours 0.58, 48 hours 0.98): the same people or place a day later is most
 * often the next event, told in many of the same words.
 */
export const THRESHOLD_RISE = 0.8;
/**
 * How much more similar two articles must be when their titles name different
 * events (event-kinds.ts: another kind of event or outcome, another result,
 * magnitude or move of a figure). Not a refusal: a lexicon misreads now and
 * then ("scoppia la polemica"), and two reports sharing most of their words
 * are one event whatever their titles stress. The tuning pairs gave the same
 * figures from 0.1 to a refusal (their different-event pairs with such titles
 * cleared the threshold by at most 0.06).
 */
export const EVENT_CONFLICT_RAISE = 0.15;

/** How many of an article's rarest terms look for candidates: a report of the same event shares some of them. */
export const PROBE_TERMS = 16;
/** A term in more than 1 % of recent articles (at least 10) is no probe: it would bring the whole window as candidates. */
const PROBE_MAX_SHARE = 0.01;
const PROBE_MIN_FREQUENCY = 10;
const NUMBER_WEIGHT = 1.5;
/**
 * A term of the title weighs this much more: the title says what happened,
 * each newsroom's summary adds its own angle (a two-line flash shares little
 * of a long report's summary but most of its title's words), and a report of
 * the next event names the first one in its summary, not in its title.
 */
const TITLE_WEIGHT = 1.5;

/** Smoothed inverse document frequency: how rare a term is in recent news. */
function rarity(term: string, frequencies: TermFrequencies): number {
  const frequency = Math.min(frequencies.frequency.get(term) ?? 0, frequencies.documents);
  return Math.log((1 + frequencies.documents) / (1 + frequency)) + 1;
}

/**
 * A term's weight: its rarity, times NUMBER_WEIGHT for a number. A name weighs
 * no more than a word: it already counts whole, by its words' stems and, for
 * a person, by the surname alone, so one person or place shared by two events
 * (the same player's two matches, the same mayor's two days) would outweigh
 * what happened.
 */
export function termWeight(term: string, frequencies: TermFrequencies): number {
  const idf = rarity(term, frequencies);
  return term.startsWith(NUMBER_PREFIX) ? idf * NUMBER_WEIGHT : idf;
}

/**
 * Terms two reports of one event share at least: one rare word alone (a small
 * town's name, a person's) also joins two different events there, and in a
 * quiet week its rarity alone would clear the threshold.
 */
const MIN_SHARED_TERMS = 3;

/** Cosine similarity (0..1) of two term sets under these weights (title terms weighing more); 0 when they share fewer than MIN_SHARED_TERMS. */
export function storySimilarity(a: readonly string[], b: readonly string[], frequencies: TermFrequencies): number {
  return similarityTo(weighed(a, frequencies), b, frequencies);
}

/** An article's terms with their weights in it, and the norm of those: computed once for all its candidates. */
interface Weighed {
  weights: Map<string, number>;
  norm: number;
  event: TitleEvent;
}

function weighed(terms: readonly string[], frequencies: TermFrequencies): Weighed {
  const title = titleTerms(terms);
  const weights = new Map(comparedTerms(terms).map((term) => [term, termWeight(term, frequencies) * (title.has(term) ? TITLE_WEIGHT : 1)]));
  let norm = 0;
  for (const weight of weights.values()) norm += weight ** 2;
  return { weights, norm, event: titleEvent(terms) };
}

function similarityTo(a: Weighed, b: readonly string[], frequencies: TermFrequencies): number {
  // Read in place, as often as there are candidates: stored terms are distinct, the title's before TITLE_END.
  const titleEnd = b.indexOf(TITLE_END);
  let shared = 0;
  let sharedTerms = 0;
  let norm = 0;
  for (let index = 0; index < b.length; index++) {
    if (index === titleEnd) continue;
    const term = b[index]!;
    if (term.startsWith(MARK_PREFIX)) continue;
    const weight = termWeight(term, frequencies) * (index < titleEnd ? TITLE_WEIGHT : 1);
    norm += weight ** 2;
    const mine = a.weights.get(term);
    if (mine === undefined) continue;
    shared += mine * weight;
    sharedTerms += 1;
  }
  if (sharedTerms < MIN_SHARED_TERMS) return 0;
  return a.norm && norm ? shared / Math.sqrt(a.norm * norm) : 0;
}

/**
 * The terms that find an article's candidates: the rarest of those recent
 * articles hold (a term none holds finds nothing) and few of them do, rarity
 * first so a common name ("Roma") probes no sooner than a common word; among
 * equally rare terms names and numbers first.
 */
export function probeTerms(terms: readonly string[], frequencies: TermFrequencies): string[] {
  const byRarity = (x: string, y: string) => rarity(y, frequencies) - rarity(x, frequencies) || specific(y) - specific(x);
  const mostFrequent = Math.max(PROBE_MIN_FREQUENCY, frequencies.documents * PROBE_MAX_SHARE);
  const held = (term: string) => (frequencies.frequency.get(term) ?? 0) > 0 && (frequencies.frequency.get(term) ?? 0) <= mostFrequent;
  return comparedTerms(terms).filter(held).sort(byRarity).slice(0, PROBE_TERMS);
}

/** Names and numbers probe before words as rare as they are. */
const specific = (term: string): number => (term.startsWith(NAME_PREFIX) || term.startsWith(NUMBER_PREFIX) ? 1 : 0);

/** The similarity two articles need to be one story, `gapMs` apart; above 1 (never) outside the window. */
export function requiredSimilarity(gapMs: number): number {
  const gap = Math.abs(gapMs);
  return gap > STORY_WINDOW_MS ? Infinity : SAME_STORY_THRESHOLD + THRESHOLD_RISE * (gap / STORY_WINDOW_MS);
}

/** A candidate's story: its story_id, or its own id if it was never grouped. */
export const storyOf = (candidate: StoryCandidate): string => candidate.story_id ?? candidate.id;

/**
 * The candidates clearing the article's threshold (raised by
 * EVENT_CONFLICT_RAISE when the titles name different events), the earliest first: the
 * article joins the earliest one's story, and the other stories matched merge
 * into it (a report that matches two stories shows they were one).
 */
export function matchingCandidates(article: { terms: readonly string[]; published_at: Date }, candidates: readonly StoryCandidate[], frequencies: TermFrequencies): StoryCandidate[] {
  const terms = weighed(article.terms, frequencies);
  return candidates
    .filter((candidate) => {
      const needed = requiredSimilarity(candidate.published_at.getTime() - article.published_at.getTime());
      return similarityTo(terms, candidate.story_terms, frequencies) >= (differentEvents(terms.event, titleEvent(candidate.story_terms)) ? needed + EVENT_CONFLICT_RAISE : needed);
    })
    .sort((a, b) => a.published_at.getTime() - b.published_at.getTime() || (a.id < b.id ? -1 : 1));
}
