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
import { leadEnd } from "./news-lead.js";
import { CLAUSE_BREAK } from "../../italian/tokenize.js";
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
// How many content words the body after its lead counts for at most: the context of the event, not the event.
const CONTEXT_WORDS = 40;
// How much polar words count in a story about a procedure.
const PROCEDURAL_FACTOR = 0.15;

// Below this much polar weight beside it in the headline, a procedure is all the headline says.
const PLAIN_PROCEDURE = 1;

/** The lexicon's label with the score it was read from. */
export interface LexiconSentiment {
  sentiment: Sentiment;
  /** Normalised score in -1..1. */
  score: number;
  /** Whether the headline reports a procedure (a schedule, a drill, a hearing), so the story reads neutral. */
  procedure: boolean;
}

/** Token lists (with their light stems) to read. */
export interface LexiconInput {
  title: LexiconPart;
  body: LexiconPart;
}

/** One zone's tokens and stems, with the positions of words inside names and quoted titles when known. */
export interface LexiconPart {
  tokens: readonly string[];
  stems: readonly string[];
  names?: ReadonlySet<number>;
}

/** Positive, neutral or negative, from the balance of polar words weighed against the article's length. */
export function lexiconSentiment(input: LexiconInput): LexiconSentiment {
  const split = topicEnd(input.title.tokens);
  const title = zonePolarity(input.title.tokens, input.title.stems, { split, recalls: false, resolved: 0, names: input.title.names });
  // The headline frames the story: a hiker found there makes the plight background below.
  const body = zonePolarity(input.body.tokens, input.body.stems, { split: leadEnd(input.body.tokens), recalls: true, resolved: title.resolved, names: input.body.names });
  // The headline and its lead tell the event; the rest of the body is its context, and counts as at most CONTEXT_WORDS words.
  const context = Math.min(1, CONTEXT_WORDS / Math.max(1, body.rest.contentWords));
  // The event first: an earthquake with "nessun ferito" or a flood with people "salvati" is still bad news.
  const harmed = title.harm || body.harm;
  const amount = (part: Polarity, key: "positive" | "negative") => part[key] - (harmed && key === "positive" ? part.relief : 0);
  const news = amount(title.rest, "positive") + amount(title.rest, "negative");
  // A procedure is the news unless a verdict or a trend is: then its words are the story's tone.
  const procedure = (title.roles & ROLE.procedural) !== 0 && (title.roles & ROLE.outcome) === 0 && title.trends === 0;
  const topic = split > 0 && (news >= 1 || procedure) ? TOPIC_FACTOR : 1;
  const procedural = procedure ? PROCEDURAL_FACTOR : 1;
  const side = (key: "positive" | "negative") =>
    procedural *
    (TITLE_WEIGHT * (amount(title.rest, key) + topic * amount(title.head, key)) + amount(body.head, key) + context * amount(body.rest, key));
  const positive = side("positive");
  const negative = side("negative");
  // Longer texts need more polar words to leave the neutral band.
  const contentWords = title.head.contentWords + title.rest.contentWords + body.head.contentWords + context * body.rest.contentWords;
  const damping = 2 + contentWords / 40;
  const score = (positive - negative) / (positive + negative + damping);
  const decided = positive + negative >= MIN_EVIDENCE;
  const sentiment: Sentiment = !decided ? "neutrale" : score >= NEUTRAL_BAND ? "positivo" : score <= -NEUTRAL_BAND ? "negativo" : "neutrale";
  // The procedure is all the headline says when no polar word stands beside it ("Disposta la perizia per l'omicidio"
  // names a crime): then it is a neutral the lexicon knows.
  const plain = procedure && news + amount(title.head, "positive") + amount(title.head, "negative") < PLAIN_PROCEDURE;
  return { sentiment, score: Math.round(score * 1000) / 1000, procedure: plain };
}

// "Incidenti stradali, le vittime dimezzate": the words before the first comma or colon are the topic label.
function topicEnd(tokens: readonly string[]): number {
  const end = tokens.indexOf(CLAUSE_BREAK);
  return end > 0 && end <= TOPIC_MAX_WORDS && end < tokens.length - 1 ? end : 0;
}
