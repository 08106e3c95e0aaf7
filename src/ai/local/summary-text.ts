/**
 * Keeps a summary inside the answer schema's limits: at most 600 characters
 * and at most four sentences as countSentences reads them.
 */
import { AI_ANSWER_LIMITS } from "../../shared/ai.js";
import { cutAtWord } from "../../shared/cut-at-word.js";

/** The first `max` sentences of a text, split as countSentences splits them. */
export function keepSentences(text: string, max: number): string {
  const parts = text.split(/(?<=[.!?…])\s+/u);
  const kept: string[] = [];
  let counted = 0;
  for (const part of parts) {
    if (/\p{L}/u.test(part)) {
      if (counted === max) break;
      counted++;
    }
    kept.push(part);
  }
  return kept.join(" ");
}

/** A text made to fit the summary limits (trimmed, ≤ 4 sentences, ≤ 600 characters). */
export function fitSummary(text: string): string {
  const limited = keepSentences(text.replace(/\s+/g, " ").trim(), AI_ANSWER_LIMITS.summaryMaxSentences);
  return cutAtWord(limited, AI_ANSWER_LIMITS.summaryMaxChars).trim();
}
