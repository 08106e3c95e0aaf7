/**
 * Readability's content, tidied before it becomes text: blocks that are only
 * links (a "read more" teaser, a row of tags, a list of related headlines), and
 * the short byline/date lines at the top and bottom of the text, which the
 * reader already sees on the card.
 */

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
const BYLINE = /^(?:by|di|a cura di|testo di|foto di|photo:|credit:|credits:|foto:|fonte:|source:)\s/i;
const MONTH =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/i;
const CLOCK = /\b\d{1,2}[:.]\d{2}\b/;
const DATELINE_WORDS = /^(?:updated|published|posted|aggiornato|pubblicato|last updated)\b/i;

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
  if (BYLINE.test(paragraph) || DATELINE_WORDS.test(paragraph)) return true;
  // A date line: a month name or a clock time and hardly any other words.
  return (MONTH.test(paragraph) && /\d/.test(paragraph) && words(paragraph) <= 8) || (CLOCK.test(paragraph) && words(paragraph) <= 6);
}

function compact(text: string | null): string {
  return (text ?? "").replace(/\s+/g, "");
}

function words(text: string | null): number {
  return (text ?? "").split(/\s+/).filter(Boolean).length;
}
