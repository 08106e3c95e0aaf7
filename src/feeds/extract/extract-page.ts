import { dropBoilerplate } from "../text-repair/boilerplate.js";
import { repairText } from "../text-repair/repair-text.js";
import { documentReservesTdm } from "../reservations/page-reservation.js";
import type { ExtractedArticle } from "../types.js";
import { selectedText } from "./content-selector.js";
import { extractArticleFromDocument } from "./extract-article.js";
import { parseHtmlDocument } from "./parse-html.js";
import { countWords } from "./word-count.js";

/**
 * A fetched page's article, unless the page reserves text and data mining in its meta tags (TDMRep, robots
 * "noai"): then nothing of it is kept but that reservation, an article of no words marked `tdmReserved`, so the
 * importer keeps the feed's own text and only the local analyzer reads it (docs/decisions.md, "Publishers'
 * reservations"). Null when the page holds no readable article, as extractArticle. With the feed's CSS
 * `selector`, the text of the elements it matches wins over the automatic extraction when it is not empty.
 */
export function extractPage(html: string, pageUrl: string, selector?: string | null): ExtractedArticle | null {
  try {
    if (typeof html !== "string" || !html.trim()) return null;
    const document = parseHtmlDocument(html, pageUrl);
    if (documentReservesTdm(document)) {
      return { title: null, byline: null, text: "", image: null, publishedAt: null, wordCount: 0, tdmReserved: true };
    }
    // Read before the extraction, which alters the document.
    const selected = selector ? repairText(dropBoilerplate(selectedText(document, selector))) : "";
    const automatic = extractArticleFromDocument(document, pageUrl, () => parseHtmlDocument(html, pageUrl));
    if (!selected) return automatic;
    const base = automatic ?? { title: document.title.trim() || null, byline: null, image: null, publishedAt: null };
    return { ...base, text: selected, wordCount: countWords(selected) };
  } catch {
    return null;
  }
}
