/**
 * Sentiment by polarity lexicon (one of the sentiment model's two readers, see
 * classify-sentiment.ts), read as a news editor reads: the title
 * counts twice; a title's topic label ("Alluvione in Romagna, ...") is
 * background when the rest of the title carries news of its own; a title
 * about a procedure (a hearing set, fares changed, a programme presented)
 * makes the whole story read neutral unless it is strongly polar; a harm
 * (a death, a disaster, a crime, an arrest) anywhere in the story leaves the
 * relief around it ("salvati", "nessun ferito") out. Negators, reducers,
 * intensifiers, trends and remedies: see zone-polarity.ts.
 */
import type { Sentiment } from "../../shared/constants.js";
import { ROLE } from "./news-cues.js";
import { CLAUSE_BREAK } from "./tokenize.js";
import { zonePolarity, type Polarity } from "./zone-polarity.js";

const TITLE_WEIGHT = 2;
/** |score| below this reads as neutral: news prose is rarely free of loaded words. */
export const NEUTRAL_BAND = 0.15;
// One mild word ("crescita") in a whole article is not a mood.
const MIN_EVIDENCE = 1.5;
// A topic label is at most this many words before the title's first comma or colon.
const TOPIC_MAX_WORDS = 5;
// How much a topic label counts when the rest of the title has news of its own.
const TOPIC_FACTOR = 0.3;
// How much polar words count in a story about a procedure.
const PROCEDURAL_FACTOR = 0.15;

/** The lexicon's label with the score it was read from. */
export interface LexiconSentiment {
  sentiment: Sentiment;
  /** Normalised score in -1..1. */
  score: number;
}

/** Token lists (with their light stems) to read. */
export interface LexiconInput {
  title: { tokens: readonly string[]; stems: readonly string[] };
  body: { tokens: readonly string[]; stems: readonly string[] };
}

/** Positive, neutral or negative, from the balance of polar words weighed against the article's length. */
export function lexiconSentiment(input: LexiconInput): LexiconSentiment {
  const split = topicEnd(input.title.tokens);
  const title = zonePolarity(input.title.tokens, input.title.stems, { split, recalls: false, resolved: 0 });
  // The headline frames the story: a hiker found there makes the plight background below.
  const body = zonePolarity(input.body.tokens, input.body.stems, { split: 0, recalls: true, resolved: title.resolved });
  // A procedure is the news unless a verdict or a trend is: then its words are the story's tone.
  const procedure = (title.roles & ROLE.procedural) !== 0 && (title.roles & ROLE.outcome) === 0 && title.trends === 0;
  // The event first: an earthquake with "nessun ferito" or a flood with people "salvati" is still bad news.
  const harmed = title.harm || body.harm;
  const amount = (part: Polarity, key: "positive" | "negative") => part[key] - (harmed && key === "positive" ? part.relief : 0);
  const news = amount(title.rest, "positive") + amount(title.rest, "negative");
  const topic = split > 0 && (news >= 1 || procedure) ? TOPIC_FACTOR : 1;
  const procedural = procedure ? PROCEDURAL_FACTOR : 1;
  const side = (key: "positive" | "negative") =>
    procedural * (TITLE_WEIGHT * (amount(title.rest, key) + topic * amount(title.head, key)) + amount(body.rest, key));
  const positive = side("positive");
  const negative = side("negative");
  // Longer texts need more polar words to leave the neutral band.
  const contentWords = title.head.contentWords + title.rest.contentWords + body.rest.contentWords;
  const damping = 2 + contentWords / 40;
  const score = (positive - negative) / (positive + negative + damping);
  const decided = positive + negative >= MIN_EVIDENCE;
  const sentiment: Sentiment = !decided ? "neutrale" : score >= NEUTRAL_BAND ? "positivo" : score <= -NEUTRAL_BAND ? "negativo" : "neutrale";
  return { sentiment, score: Math.round(score * 1000) / 1000 };
}

// "Incidenti stradali, le vittime dimezzate": the words before the first comma or colon are the topic label.
function topicEnd(tokens: readonly string[]): number {
  const end = tokens.indexOf(CLAUSE_BREAK);
  return end > 0 && end <= TOPIC_MAX_WORDS && end < tokens.length - 1 ? end : 0;
}
