/**
 * Sentiment by polarity lexicon. Negators ("non", "nessun", "senza"...) flip
 * and dampen the next few content words, reducers ("riduce", "lotta") turn
 * harm into good news, intensifiers ("molto") strengthen the next polar word;
 * all stop at a clause break. The title counts twice.
 */
import type { Sentiment } from "../../shared/constants.js";
import { compileLexicon, expandWeightedTerms, forEachMatch, type LexiconIndex } from "./lexicon-index.js";
import { INTENSIFIERS, NEGATORS, REDUCERS, SENTIMENT_TERMS } from "./sentiment-lexicon.js";
import { STOP_WORDS } from "./stop-words.js";
import { isWord } from "./tokenize.js";

const INDEX: LexiconIndex<number> = compileLexicon(expandWeightedTerms(SENTIMENT_TERMS));
const TITLE_WEIGHT = 2;
const NEGATION_SCOPE = 3;
// "nessun ferito" is good news, but less emphatically so than "feriti" is bad news.
const NEGATION_FACTOR = -0.6;
const INTENSIFIER_SCOPE = 2;
/** |score| below this reads as neutral: news prose is rarely free of loaded words. */
export const NEUTRAL_BAND = 0.15;
// One mild word ("crescita") in a whole article is not a mood.
const MIN_EVIDENCE = 1.5;

// Stop words are not looked up, except those the lexicon lists as written ("bene", "male").
const skipWord = (token: string) => STOP_WORDS.has(token) && !INDEX.exact.has(token);

/** The sentiment label with the score it was read from. */
export interface SentimentResult {
  sentiment: Sentiment;
  /** Normalised score in -1..1. */
  score: number;
}

/** Token lists (with their light stems) to read. */
export interface SentimentInput {
  title: { tokens: readonly string[]; stems: readonly string[] };
  body: { tokens: readonly string[]; stems: readonly string[] };
}

/** Positive, neutral or negative, from the balance of polar words weighed against the article's length. */
export function classifySentiment(input: SentimentInput): SentimentResult {
  const title = polarity(input.title.tokens, input.title.stems);
  const body = polarity(input.body.tokens, input.body.stems);
  const positive = TITLE_WEIGHT * title.positive + body.positive;
  const negative = TITLE_WEIGHT * title.negative + body.negative;
  // Longer texts need more polar words to leave the neutral band.
  const damping = 2 + (title.contentWords + body.contentWords) / 40;
  const score = (positive - negative) / (positive + negative + damping);
  const decided = positive + negative >= MIN_EVIDENCE;
  const sentiment: Sentiment = !decided ? "neutrale" : score >= NEUTRAL_BAND ? "positivo" : score <= -NEUTRAL_BAND ? "negativo" : "neutrale";
  return { sentiment, score: Math.round(score * 1000) / 1000 };
}

interface Polarity {
  positive: number;
  negative: number;
  contentWords: number;
}

function polarity(tokens: readonly string[], stems: readonly string[]): Polarity {
  const events = matchEvents(tokens, stems);
  const result: Polarity = { positive: 0, negative: 0, contentWords: 0 };
  let negation = 0;
  let reduction = 0;
  let intensity = 1;
  let intensityLeft = 0;
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position]!;
    if (!isWord(token)) {
      negation = 0;
      reduction = 0;
      intensityLeft = 0;
      continue;
    }
    const event = events.get(position);
    if (event) {
      let value = event.value * (intensityLeft > 0 ? intensity : 1);
      if (negation > 0) value *= NEGATION_FACTOR;
      else if (reduction > 0 && value < 0) value *= NEGATION_FACTOR;
      if (value > 0) result.positive += value;
      else result.negative -= value;
      result.contentWords++;
      intensityLeft = 0;
      if (negation > 0) negation--;
      if (reduction > 0) reduction--;
      position += event.covers - 1;
      continue;
    }
    const content = !STOP_WORDS.has(token);
    if (content) result.contentWords++;
    const boost = INTENSIFIERS.get(token);
    if (NEGATORS.has(token)) {
      negation = NEGATION_SCOPE;
    } else if (REDUCERS.has(token)) {
      reduction = NEGATION_SCOPE;
    } else if (boost !== undefined) {
      intensity = boost;
      intensityLeft = INTENSIFIER_SCOPE;
    } else if (content) {
      if (negation > 0) negation--;
      if (reduction > 0) reduction--;
      if (intensityLeft > 0) intensityLeft--;
    }
  }
  return result;
}

/** Polar words and phrases by start position; a phrase hides the words inside it. */
function matchEvents(tokens: readonly string[], stems: readonly string[]): Map<number, { value: number; covers: number }> {
  const singles = new Map<number, number>();
  const phrases: Array<{ position: number; length: number; value: number }> = [];
  forEachMatch(INDEX, tokens, stems, skipWord, (values, position, length) => {
    const value = strongest(values);
    if (length === 1) singles.set(position, value);
    else phrases.push({ position, length, value });
  });
  const events = new Map<number, { value: number; covers: number }>();
  const covered = new Set<number>();
  phrases.sort((a, b) => b.length - a.length || a.position - b.position);
  for (const phrase of phrases) {
    let free = true;
    for (let offset = 0; offset < phrase.length; offset++) if (covered.has(phrase.position + offset)) free = false;
    if (!free) continue;
    for (let offset = 0; offset < phrase.length; offset++) covered.add(phrase.position + offset);
    events.set(phrase.position, { value: phrase.value, covers: phrase.length });
  }
  for (const [position, value] of singles) if (!covered.has(position)) events.set(position, { value, covers: 1 });
  return events;
}

// A word listed twice (say in two weight groups) counts with its strongest weight.
function strongest(values: readonly number[]): number {
  return values.reduce((best, value) => (Math.abs(value) > Math.abs(best) ? value : best), 0);
}
