/**
 * What the category model reads of a text: the light stems of its content
 * words. Stop words, numbers and one-letter tokens say nothing about a topic.
 */
import { stemTokens } from "../lexicon-index.js";
import { STOP_WORDS } from "../../../italian/stop-words.js";
import { isWord, tokenize } from "../../../italian/tokenize.js";

const HAS_DIGIT = /\d/;

/** The content stems of a token list (with its stems, position by position), in order, repeats kept. */
export function categoryFeatures(tokens: readonly string[], stems: readonly string[]): string[] {
  const features: string[] = [];
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position]!;
    if (!isWord(token) || token.length < 2 || STOP_WORDS.has(token) || HAS_DIGIT.test(token)) continue;
    features.push(stems[position]!);
  }
  return features;
}

/** The features of a piece of text, as the model reads it. */
export function textFeatures(text: string): string[] {
  const tokens = tokenize(text.normalize("NFC"));
  return categoryFeatures(tokens, stemTokens(tokens));
}
