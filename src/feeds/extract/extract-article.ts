/**
 * HTML page -> ExtractedArticle, with Mozilla Readability on a linkedom DOM
 * (docs/decisions/005-article-extraction.md says why linkedom, and measures
 * each step below against plain Readability). Pure: no network, no HTML out
 * (only plain text leaves this module, so extracted markup never reaches a
 * browser).
 */
import { dropBoilerplate } from "../text-repair/boilerplate.js";
import { repairText } from "../text-repair/repair-text.js";
import type { ExtractedArticle } from "../types.js";
import { chooseParagraphs } from "./body-choice.js";
import { denseParagraphs } from "./dense-paragraphs.js";
import { declaresArticle, jsonLdArticleBody } from "./json-ld-body.js";
import { figureImage, leadImage, metaImage } from "./og-image.js";
import { removeCaptions, removeItalianClutter } from "./page-clutter.js";
import { trimBody } from "./page-limits.js";
import { parseHtmlDocument } from "./parse-html.js";
import { readabilityPass, type ReadabilityPass } from "./readability-pass.js";
import { articleByline, articleTitle } from "./title-byline.js";
import { contentPublishedDate, declaredPublishedDate, parseDate } from "./published-date.js";
import { countWords } from "./word-count.js";

// Fewer words than this is a caption, a "pagina non trovata" or a cookie wall,
// never more useful than the feed's own text.
const MIN_ARTICLE_WORDS = 20;
// A first pass shorter than this is worth a second look at the page.
const RETRY_BELOW_WORDS = 80;

/** Extracts the article of an HTML page; null when the page holds no readable article. */
export function extractArticle(html: string, pageUrl: string): ExtractedArticle | null {
  try {
    if (typeof html !== "string" || !html.trim()) return null;
    return extractArticleFromDocument(parseHtmlDocument(html, pageUrl), pageUrl, () => parseHtmlDocument(html, pageUrl));
  } catch {
    // Garbage in, null out: a page that breaks the parser is a page with no article.
    return null;
  }
}

/**
 * The same extraction on an already parsed document (any DOM: linkedom in
 * production, jsdom in the benchmark); it alters the document. `reparse` gives
 * a fresh copy for a second pass (the body is cloned when it is missing).
 */
export function extractArticleFromDocument(document: Document, pageUrl: string, reparse?: () => Document): ExtractedArticle | null {
  // Read before Readability, which removes scripts (JSON-LD) and page headers.
  const declaredImage = metaImage(document, pageUrl);
  const pageFigure = figureImage(document, pageUrl);
  const declaredDate = declaredPublishedDate(document);
  const declaredBody = jsonLdArticleBody(document);
  const isArticle = declaresArticle(document);
  const documentTitle = document.title;
  const headings = Array.from(document.querySelectorAll("h1, h2"), (heading) => heading.textContent ?? "");
  if (document.body) trimBody(document.body);
  const spareBody = reparse ? null : (document.body?.cloneNode(true) as Element | undefined);
  const fresh = () => freshDocument(document, reparse, spareBody);

  removeItalianClutter(document);
  let pass = usable(readabilityPass(document), isArticle);
  if (!pass || pass.wordCount < RETRY_BELOW_WORDS) {
    // Second pass: the page as it came (a class name may have taken the
    // article with the clutter), only captions removed, a lower threshold.
    const second = fresh();
    removeCaptions(second);
    const retry = usable(readabilityPass(second, { charThreshold: 100 }), isArticle);
    if (retry && retry.wordCount > (pass?.wordCount ?? 0)) pass = { ...retry, title: pass?.title ?? retry.title, byline: pass?.byline ?? retry.byline };
  }
  let paragraphs = pass?.paragraphs ?? [];
  if (countWords(paragraphs.join(" ")) < RETRY_BELOW_WORDS) {
    // Readability kept little, or only a listing: the densest block of paragraphs.
    const dense = denseParagraphs(fresh().body);
    if (countWords(dense.join(" ")) > countWords(paragraphs.join(" ")) * 1.5) paragraphs = dense;
  }
  paragraphs = chooseParagraphs(paragraphs, declaredBody);

  // Page structure is gone; the phrases a CMS adds ("Leggi anche", "© Riproduzione riservata") go too, and mojibake is repaired.
  const text = repairText(dropBoilerplate(paragraphs.join("\n\n")));
  const wordCount = countWords(text);
  if (wordCount < MIN_ARTICLE_WORDS) return null;
  return {
    title: articleTitle(pass?.title ?? null, documentTitle, headings),
    byline: articleByline(pass?.byline ?? null),
    text,
    image: declaredImage ?? (pass ? leadImage(pass.content, pageUrl) : null) ?? pageFigure,
    publishedAt: declaredDate ?? (pass ? contentPublishedDate(pass.content) : null) ?? parseDate(pass?.publishedTime ?? null),
    wordCount,
  };
}

/** A pass that found an article: not a listing of teasers (unless the page says it is an article). */
function usable(pass: ReadabilityPass | null, isArticle: boolean): ReadabilityPass | null {
  if (!pass || pass.wordCount === 0) return null;
  return pass.listing && !isArticle ? null : pass;
}

/** The page again for another pass, within the same bounds as the first (page-limits.ts). */
function freshDocument(document: Document, reparse: (() => Document) | undefined, spareBody: Element | undefined | null): Document {
  if (reparse) {
    const again = reparse();
    if (again.body) trimBody(again.body);
    return again;
  }
  if (spareBody) document.body.replaceWith(spareBody.cloneNode(true));
  return document;
}
