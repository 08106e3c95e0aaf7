/**
 * The shipped training examples as labelled lines: hand-written Italian
 * tweet-style texts and news headlines (examples-news-*.ts: labelled by the
 * event), one example a line, per class.
 */
import type { Sentiment } from "../../../shared/constants.js";
import { NEGATIVE_EXAMPLES } from "./examples-negative.js";
import { NEGATIVE_NEWS } from "./examples-news-negative.js";
import { NEUTRAL_NEWS } from "./examples-news-neutral.js";
import { POSITIVE_NEWS } from "./examples-news-positive.js";
import { NEUTRAL_EXAMPLES } from "./examples-neutral.js";
import { POSITIVE_EXAMPLES } from "./examples-positive.js";
import { NEGATIVE_PUBLIC_TALK, NEUTRAL_PUBLIC_TALK, POSITIVE_PUBLIC_TALK } from "./examples-public-talk.js";
import { NEGATIVE_SETTINGS, NEUTRAL_SETTINGS, POSITIVE_SETTINGS } from "./examples-news-settings.js";

/** A labelled example text. */
export interface SentimentExample {
  text: string;
  sentiment: Sentiment;
}

/** Every shipped example, read from the per-class lists. */
export function shippedExamples(): SentimentExample[] {
  const lines = (block: string, sentiment: Sentiment) =>
    block
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((text) => ({ text, sentiment }));
  return [
    ...lines(POSITIVE_EXAMPLES + POSITIVE_PUBLIC_TALK + POSITIVE_NEWS + POSITIVE_SETTINGS, "positivo"),
    ...lines(NEUTRAL_EXAMPLES + NEUTRAL_PUBLIC_TALK + NEUTRAL_NEWS + NEUTRAL_SETTINGS, "neutrale"),
    ...lines(NEGATIVE_EXAMPLES + NEGATIVE_PUBLIC_TALK + NEGATIVE_NEWS + NEGATIVE_SETTINGS, "negativo"),
  ];
}
