/**
 * The lead of a news body: its opening sentences, up to LEAD_WORDS words (at
 * least one sentence). The headline and the lead tell the event; what follows
 * is its context (the drought around a new plant, a play's plot, the
 * earthquake a drill simulates), which the sentiment readers weigh less.
 */
import { isWord, SENTENCE_BREAK } from "../../italian/tokenize.js";

const LEAD_WORDS = 40;

/** Where the lead of a token list ends (exclusive): all of a short body. */
export function leadEnd(tokens: readonly string[]): number {
  let end = -1;
  let words = 0;
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position]!;
    if (isWord(token)) words++;
    else if (token === SENTENCE_BREAK) {
      if (end >= 0 && words > LEAD_WORDS) break;
      end = position;
    }
  }
  return end < 0 || words <= LEAD_WORDS ? tokens.length : end + 1;
}
