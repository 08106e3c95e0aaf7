/**
 * Keeps a summary inside the answer schema's limits: at most 600 characters
 * and at most four sentences as countSentences reads them.
 */
import { AI_ANSWER_LIMITS } from "../../shared/ai.js";

/** Cuts a text at a word boundary to at most max characters, ending it with "…" when cut. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  // Never leave half of a surrogate pair (an emoji) at the end.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(" ");
  if (space > max / 2) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:.!?…\-–—'"«“(]+$/u, "")}…`;
}

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
  return truncateAtWord(limited, AI_ANSWER_LIMITS.summaryMaxChars).trim();
}
