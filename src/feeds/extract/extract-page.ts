import { documentReservesTdm } from "../reservations/page-reservation.js";
import type { ExtractedArticle } from "../types.js";
import { extractArticleFromDocument } from "./extract-article.js";
import { parseHtmlDocument } from "./parse-html.js";

/**
 * A fetched page's article, unless the page reserves text and data mining in its meta tags (TDMRep, robots
 * "noai"): then nothing of it is kept but that reservation, an article of no words marked `tdmReserved`, so the
 * importer keeps the feed's own text and only the local analyzer reads it (docs/decisions.md, "Publishers'
 * reservations"). Null when the page holds no readable article, as extractArticle.
 */
export function extractPage(html: string, pageUrl: string): ExtractedArticle | null {
  try {
    if (typeof html !== "string" || !html.trim()) return null;
    const document = parseHtmlDocument(html, pageUrl);
    if (documentReservesTdm(document)) {
      return { title: null, byline: null, text: "", image: null, publishedAt: null, wordCount: 0, tdmReserved: true };
    }
    return extractArticleFromDocument(document, pageUrl, () => parseHtmlDocument(html, pageUrl));
  } catch {
    return null;
  }
}
