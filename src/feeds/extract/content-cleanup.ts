/**
 * Readability's content, tidied before it becomes text: blocks that are only
 * links (a "read more" teaser, a row of tags, a list of related headlines), and
 * the short byline/date lines at the top and bottom of the text, which the
 * reader already sees on the card.
 */
import { isCreditLine } from "../text-repair/credit-lines.js";

// A block whose text is (almost) all link text, and short, is navigation.
const MIN_LINK_SHARE = 0.8;
const MAX_LINK_BLOCK_WORDS = 25;
const BLOCKS = "p, li, ul, ol, div, section, aside, h2, h3, h4, h5, h6, dl, dd, dt";

/** Removes short blocks made only of links from Readability's content element. */
export function removeLinkBlocks(content: Element): void {
  for (const block of Array.from(content.querySelectorAll(BLOCKS)).reverse()) {
    if (!block.isConnected) continue;
    const text = compact(block.textContent);
    if (text.length === 0) continue;
    const linked = Array.from(block.querySelectorAll("a")).reduce((sum, link) => sum + compact(link.textContent).length, 0);
    if (linked / text.length < MIN_LINK_SHARE) continue;
    if (words(block.textContent) > MAX_LINK_BLOCK_WORDS) continue;
    block.remove();
  }
}

// "By Jane Doe", "di Mario Rossi", "Updated 10:32 a.m. ET", "21 novembre 2026":
// the first or last lines of a text when they are this short.
const MAX_META_WORDS = 12;
// Credits in English as well as the Italian ones credit-lines.ts knows.
const ENGLISH_CREDIT = /^(?:photo|photos|credit|credits|image):\s/i;
// "By"/"di" then a name: capitalised words ("By Jane Doe and John Roe", "di Mario Rossi").
const BYLINE = /^(?:[Bb]y|BY|[Dd]i|[Aa] cura di|[Tt]esto di|[Ff]oto di)\s+(?:\p{Lu}[\p{L}'’.-]*|and|e|,|\s)+$/u;
const DATE_WORDS = new RegExp(
  "^(?:" +
    [
      "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?",
      "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
      "mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?",
      "lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|lun|mar|mer|gio|ven|sab|dom",
      "updated|published|posted|last|aggiornato|pubblicato|modificato|il|alle|ore|at|on|am|pm|a\\.m|p\\.m|et|gmt|utc|cet|cest|edt|est|bst|h",
      "\\d[\\d:./-]*",
    ].join("|") +
    ")$",
  "i",
);

/** Drops byline, credit and date lines from the start and the end of a list of paragraphs. */
export function trimMetaLines(paragraphs: string[]): string[] {
  let start = 0;
  let end = paragraphs.length;
  while (start < end && isMetaLine(paragraphs[start]!)) start += 1;
  while (end > start && isMetaLine(paragraphs[end - 1]!)) end -= 1;
  return paragraphs.slice(start, end);
}

function isMetaLine(paragraph: string): boolean {
  if (words(paragraph) > MAX_META_WORDS) return false;
  if (ENGLISH_CREDIT.test(paragraph) || isCreditLine(paragraph) || (BYLINE.test(paragraph) && words(paragraph) <= 7)) return true;
  // A date line: nothing but dates, times and the words around them ("Updated 10:32 a.m. ET").
  const tokens = paragraph.split(/[\s,·|–—()]+/).filter(Boolean);
  return tokens.some((token) => /\d/.test(token)) && tokens.every((token) => DATE_WORDS.test(token.replace(/[.:]$/, "")));
}

function compact(text: string | null): string {
  return (text ?? "").replace(/\s+/g, "");
}

function words(text: string | null): number {
  return (text ?? "").split(/\s+/).filter(Boolean).length;
}
