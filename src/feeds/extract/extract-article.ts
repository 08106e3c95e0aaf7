/**
 * HTML page -> ExtractedArticle, with Mozilla Readability on a linkedom DOM
 * (docs/decisions/005-article-extraction.md says why linkedom). Pure: no
 * network, no HTML out (only plain text leaves this module, so extracted
 * markup never reaches a browser).
 */
import { Readability } from "@mozilla/readability";
import type { ExtractedArticle } from "../types.js";
import { articleText } from "./article-text.js";
import { looksLikeListing } from "./listing-page.js";
import { figureImage, leadImage, metaImage } from "./og-image.js";
import { removeItalianClutter } from "./page-clutter.js";
import { trimBody } from "./page-limits.js";
import { parseHtmlDocument } from "./parse-html.js";
import { articleByline, articleTitle } from "./title-byline.js";
import { contentPublishedDate, declaredPublishedDate, parseDate } from "./published-date.js";
import { countWords } from "./word-count.js";

// Fewer words than this is a caption, a "pagina non trovata" or a cookie wall,
// never more useful than the feed's own text.
const MIN_ARTICLE_WORDS = 20;

/** Extracts the article of an HTML page with Readability; null when the page holds no readable article. */
export function extractArticle(html: string, pageUrl: string): ExtractedArticle | null {
  try {
    if (typeof html !== "string" || !html.trim()) return null;
    return extractArticleFromDocument(parseHtmlDocument(html, pageUrl), pageUrl);
  } catch {
    // Garbage in, null out: a page that breaks the parser is a page with no article.
    return null;
  }
}

/** The same extraction on an already parsed document (any DOM: linkedom in production, jsdom in the benchmark); it alters the document. */
export function extractArticleFromDocument(document: Document, pageUrl: string): ExtractedArticle | null {
  // Read before Readability, which removes scripts (JSON-LD) and page headers.
  const declaredImage = metaImage(document, pageUrl);
  const pageFigure = figureImage(document, pageUrl);
  const declaredDate = declaredPublishedDate(document);
  const documentTitle = document.title;
  const headings = Array.from(document.querySelectorAll("h1, h2"), (heading) => heading.textContent ?? "");
  if (document.body) trimBody(document.body);
  removeItalianClutter(document);

  const result = new Readability<Element>(document, {
    serializer: (node) => node as Element,
  }).parse();
  const content = result?.content;
  if (!result || !content) return null;

  const text = articleText(content);
  const wordCount = countWords(text);
  if (wordCount < MIN_ARTICLE_WORDS || looksLikeListing(content)) return null;

  return {
    title: articleTitle(result.title, documentTitle, headings),
    byline: articleByline(result.byline),
    text,
    image: declaredImage ?? leadImage(content, pageUrl) ?? pageFigure,
    publishedAt: declaredDate ?? contentPublishedDate(content) ?? parseDate(result.publishedTime),
    wordCount,
  };
}
