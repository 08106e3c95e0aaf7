/**
 * The last resort when Readability keeps too little: the element whose own
 * paragraphs hold the most text that is not links (the "main container" of
 * text-density extractors), read paragraph by paragraph. Coarser than
 * Readability, but it never throws the article away for a class name.
 */

// Paragraphs shorter than this are labels, buttons or teasers' one-liners.
const MIN_PARAGRAPH_CHARS = 40;
const PARAGRAPHS = "p, h2, h3, h4, blockquote, pre, li";
const SKIPPED = "script, style, noscript, template, nav, header, footer, aside, form, button, figcaption";

/** The paragraphs of the page's densest text container, or [] when there is none. */
export function denseParagraphs(body: Element): string[] {
  for (const element of Array.from(body.querySelectorAll(SKIPPED))) element.remove();
  const scores = new Map<Element, number>();
  for (const paragraph of Array.from(body.querySelectorAll("p"))) {
    const parent = paragraph.parentElement;
    if (!parent) continue;
    const text = squash(paragraph.textContent);
    if (text.length < MIN_PARAGRAPH_CHARS) continue;
    scores.set(parent, (scores.get(parent) ?? 0) + Math.max(0, text.length - 2 * linkedChars(paragraph)));
  }
  let best: Element | null = null;
  let bestScore = 0;
  for (const [element, score] of scores) {
    if (score > bestScore) {
      best = element;
      bestScore = score;
    }
  }
  if (!best) return [];
  return Array.from(best.querySelectorAll(PARAGRAPHS))
    .filter((element) => !element.parentElement?.closest(PARAGRAPHS) || element.parentElement === best)
    .filter((element) => linkedChars(element) * 2 < squash(element.textContent).length)
    .map((element) => squash(element.textContent, " ").trim())
    .filter((text) => text.length > 0);
}

function linkedChars(element: Element): number {
  return Array.from(element.querySelectorAll("a")).reduce((sum, link) => sum + squash(link.textContent).length, 0);
}

function squash(text: string | null, by = ""): string {
  return (text ?? "").replace(/\s+/g, by);
}
