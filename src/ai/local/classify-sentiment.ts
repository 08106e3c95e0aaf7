/**
 * News sentiment with a confidence: a naive Bayes model trained on shipped
 * Italian examples (tweets and headlines: deaths, arrests, disasters read
 * negative, also with "nessun ferito" or people saved; victories, cures,
 * agreements, openings positive; announcements and schedules neutral) read
 * together with the polarity lexicon of lexicon-sentiment.ts, which knows the
 * editor's rules (the event first, finding the lost outweighs their plight, a
 * trial's procedure is neutral). Neutral is the answer when neither is sure.
 * Why both, and the measured figures: docs/decisions.md, "Local analyzer: sentiment".
 */
import type { Sentiment } from "../../shared/constants.js";
import { lexiconSentiment } from "./lexicon-sentiment.js";
import { nameMasks } from "../../italian/name-mask.js";
import { sentimentFeatures, type TextParts } from "./sentiment-model/features.js";
import { CLASSES, scoreFeatures, trainNaiveBayes, type NaiveBayesModel } from "./sentiment-model/naive-bayes.js";
import { shippedExamples, type SentimentExample } from "./sentiment-model/training-set.js";
import { stemTokens } from "./lexicon-index.js";
import { leadEnd } from "./news-lead.js";
import { isWord, tokenize } from "../../italian/tokenize.js";

/** The sentiment with how sure the analyzer is of it. */
export interface SentimentResult {
  sentiment: Sentiment;
  /** Probability the analyzer gives its answer, 0..1 (about 0.33 is a guess). */
  confidence: number;
  /** Positive minus negative probability, -1..1. */
  score: number;
}

/** A title and a body as token lists with their light stems; `text`, when given, adds emoji and emoticons. */
export interface SentimentInput {
  title: TextParts;
  body: TextParts;
}

/** A trained sentiment model, as built by sentimentModelWith. */
export interface SentimentModel {
  bayes: NaiveBayesModel;
}

// The title is read in full; the body's lead counts as at most this many words, so a long article does not drown it.
const BODY_WORDS = 20;
// How much the lexicon's score (-1..1) moves the positive and negative log-odds.
const LEXICON_WEIGHT = 8;
// A positive or negative call of the lexicon adds this to its class: right 15 times of 15 on the tuning
// set's tweets, and the editor's rules behind it (rescues, trends, procedures) are not in the examples.
const LEXICON_VOTE = 8;
// How much of both the lexicon keeps on a post ("@user", a link): its polar calls on the hidden tweet set were
// right about as often as chance (35.6 % accuracy with 561 of 870 called neutral), since posts shared with a
// link are neutral however grave their event.
const SOCIAL_TRUST = 0.25;
// Softens the scores into probabilities: at 5 the mean confidence on the 132 labelled articles (78 %) matches the accuracy there.
const TEMPERATURE = 5;
// Neutral's head start, in nats, when the lexicon calls no side: with it the feeds' weakly polar articles (product
// launches, guides, previews) read neutral, and the tuning sets keep their macro-F1 (docs/decisions.md,
// "Local analyzer: sentiment").
const NEUTRAL_MARGIN = 2;
// Learned examples (corrections, providers' answers) count more than one shipped line each.
const LEARNED_WEIGHT = 2;

const NEUTRAL = CLASSES.indexOf("neutrale");
const SOCIAL_MARKS = new Set(["user", "http", "https"]);

let shipped: SentimentModel | undefined;

/** Positive, neutral or negative, with a confidence. Trains the shipped model on first use. */
export function classifySentiment(raw: SentimentInput, model: SentimentModel = defaultModel()): SentimentResult {
  const input = withNames(raw);
  const body = lead(input.body);
  const bodyWeight = Math.min(1, BODY_WORDS / Math.max(1, wordCount(body.tokens)));
  const weighted: Array<readonly [string, number]> = [
    ...sentimentFeatures(input.title).map((feature) => [feature, 1] as const),
    ...sentimentFeatures(body).map((feature) => [feature, bodyWeight] as const),
  ];
  const scores = scoreFeatures(model.bayes, weighted);
  const lexicon = lexiconSentiment(input);
  const trust = isSocial(input) ? SOCIAL_TRUST : 1;
  scores[0]! += trust * LEXICON_WEIGHT * lexicon.score;
  scores[2]! -= trust * LEXICON_WEIGHT * lexicon.score;
  // The lexicon's neutral is no vote: it says neutral whenever it knows too few words, as in most tweets.
  if (lexicon.sentiment !== "neutrale") scores[CLASSES.indexOf(lexicon.sentiment)]! += trust * LEXICON_VOTE;
  // Unsure is neutral: when the lexicon sees no side, the model's side must beat neutral by a margin.
  if (lexicon.sentiment === "neutrale") scores[NEUTRAL]! += NEUTRAL_MARGIN;
  // A procedure in the headline (a schedule, a drill, a hearing) is a neutral the lexicon knows, not one it guessed.
  if (lexicon.sentiment === "neutrale" && lexicon.procedure) scores[NEUTRAL]! += trust * LEXICON_VOTE;
  const probabilities = softmax(scores.map((score) => score / TEMPERATURE));
  // Neutral unless a side is more likely: a text with nothing the model knows is not positive by default.
  let best = NEUTRAL;
  for (let index = 0; index < probabilities.length; index++) if (probabilities[index]! > probabilities[best]!) best = index;
  return {
    sentiment: CLASSES[best]!,
    confidence: round(probabilities[best]!),
    score: round(probabilities[0]! - probabilities[2]!),
  };
}

/** A model trained on the shipped examples plus learned ones (an administrator's corrections, providers' answers). */
export function sentimentModelWith(examples: readonly SentimentExample[]): SentimentModel {
  const texts = [
    ...shippedExamples().map((example) => ({ features: featuresOf(example.text), sentiment: example.sentiment })),
    ...examples.map((example) => ({ features: featuresOf(example.text), sentiment: example.sentiment, weight: LEARNED_WEIGHT })),
  ];
  return { bayes: trainNaiveBayes(texts) };
}

function defaultModel(): SentimentModel {
  return (shipped ??= sentimentModelWith([]));
}

function featuresOf(text: string): string[] {
  const clean = text.normalize("NFC").replace(/\s+/g, " ").trim();
  const tokens = tokenize(clean);
  const [names] = nameMasks([{ tokens, text: clean }]);
  return sentimentFeatures({ tokens, stems: stemTokens(tokens), text: clean, names });
}

// Words inside names and quoted titles carry no polarity: found from the raw text, title and body together.
function withNames(input: SentimentInput): SentimentInput {
  if (input.title.names && input.body.names) return input;
  const [title, body] = nameMasks([input.title, input.body]);
  return { title: { ...input.title, names: input.title.names ?? title }, body: { ...input.body, names: input.body.names ?? body } };
}

// "@user" and links ("http") mark a post, whose sentiment is its author's stance: a headline shared with a
// link is neutral there however grave its event, and the lexicon reads events.
function isSocial(input: SentimentInput): boolean {
  return [input.title.tokens, input.body.tokens].some((tokens) => tokens.some((token) => SOCIAL_MARKS.has(token)));
}

// The model reads the body's lead only (news-lead.ts): the rest is the event's context.
function lead(parts: TextParts): TextParts {
  const end = leadEnd(parts.tokens);
  return end === parts.tokens.length ? parts : { ...parts, tokens: parts.tokens.slice(0, end), stems: parts.stems.slice(0, end) };
}

function wordCount(tokens: readonly string[]): number {
  let count = 0;
  for (const token of tokens) if (isWord(token)) count++;
  return count;
}

function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
