/**
 * The one way the project shortens a text to a limit (docs/decisions/007-floors.md: one owner per
 * concept): summaries, meta descriptions, prompts, untitled feed items, social
 * posts and error details all cut here, in the server and in the browser.
 *
 * The rules, whatever the options:
 * - A text within `max` comes back unchanged.
 * - Otherwise the result, ellipsis included, is never longer than `max`.
 * - The cut falls at the last whitespace before the limit, unless that keeps
 *   less than `minShareAtWord` of `max`: then it cuts mid-word, since a single
 *   huge "word" (a URL, a stack frame) would otherwise leave almost nothing.
 * - It never splits a character: no half surrogate pair (an emoji) in
 *   code units, no half grapheme (an accent, a flag) in graphemes.
 * - Before an ellipsis, trailing spaces and punctuation go ("uno due, …"
 *   reads as a mistake); without one, trailing spaces only.
 */
import { graphemes } from "./graphemes.js";

export interface CutOptions {
  /** Appended where the text was cut, counted within `max`; "…" by default, "" for none. */
  ellipsis?: string;
  /**
   * What `max` counts: UTF-16 code units (String#length, as most limits and
   * Telegram count) by default, or graphemes (user-perceived characters).
   */
  unit?: "code-units" | "graphemes";
  /**
   * The least share of `max` a cut at a word boundary must keep (0.5 by
   * default); below it the text is cut at the limit, mid-word. 1 always
   * cuts at the limit (only a word that ends there is kept whole).
   */
  minShareAtWord?: number;
}

/** Punctuation that reads badly right before an ellipsis (an opening quote or bracket left alone too). */
const BEFORE_ELLIPSIS = /[\s,;:.!?…\-–—'"«“(]+$/u;
/** The first half of an emoji's surrogate pair, cut from its second. */
const HIGH_SURROGATE = /^[\uD800-\uDBFF]$/;
const WHITESPACE = /\s/u;

/** `text` cut to at most `max` (see the rules above), ending with the ellipsis where it was cut. */
export function cutAtWord(text: string, max: number, options: CutOptions = {}): string {
  const { ellipsis = "…", unit = "code-units", minShareAtWord = 0.5 } = options;
  if (text.length <= max) return text;
  // The units up to one past the limit: that one tells whether the head ends at a word.
  const units = unit === "graphemes" ? graphemes(text, max + 1) : text.slice(0, max + 1).split("");
  if (units.length <= max) return text;
  const room = max - (unit === "graphemes" ? graphemes(ellipsis).length : ellipsis.length);
  if (room < 0) return "";

  let head = units.slice(0, room);
  if (HIGH_SURROGATE.test(head.at(-1) ?? "")) head = head.slice(0, -1);
  if (!startsWithSpace(units[head.length]!)) {
    const boundary = head.findLastIndex(startsWithSpace);
    if (boundary > 0 && boundary >= max * minShareAtWord) head = head.slice(0, boundary);
  }
  const cut = head.join("");
  return `${ellipsis ? cut.replace(BEFORE_ELLIPSIS, "") : cut.trimEnd()}${ellipsis}`;
}

function startsWithSpace(unit: string): boolean {
  return WHITESPACE.test(unit.charAt(0));
}
