/**
 * One run of Readability over a document, and what we keep of it: its content
 * element (for the lead image and date), its metadata, and the text as
 * paragraphs with link-only blocks and byline/date lines dropped.
 */
import { Readability } from "@mozilla/readability";
import { articleText } from "./article-text.js";
import { removeLinkBlocks, trimMetaLines } from "./content-cleanup.js";
import { looksLikeListing } from "./listing-page.js";
import { countWords } from "./word-count.js";

// Teasers carry a line of summary; an article that ends with a block of them
// (or is full of links) still has several real paragraphs.
const MIN_ARTICLE_PARAGRAPHS = 4;
const LONG_PARAGRAPH_CHARS = 250;

/** What one Readability run found. */
export interface ReadabilityPass {
  content: Element;
  title: string | null;
  byline: string | null;
  publishedTime: string | null;
  paragraphs: string[];
  wordCount: number;
  /** The content reads as a list of teasers rather than one article. */
  listing: boolean;
}

/** Runs Readability (it alters the document) and tidies its content; null when it finds nothing. */
export function readabilityPass(document: Document, options: { charThreshold?: number } = {}): ReadabilityPass | null {
  const result = new Readability<Element>(document, {
    ...options,
    serializer: (node) => node as Element,
  }).parse();
  const content = result?.content;
  if (!result || !content) return null;
  const listing = looksLikeListing(content) && longParagraphs(content) < MIN_ARTICLE_PARAGRAPHS;
  removeLinkBlocks(content);
  const paragraphs = trimMetaLines(articleText(content).split("\n\n").filter(Boolean));
  return {
    content,
    title: result.title ?? null,
    byline: result.byline ?? null,
    publishedTime: result.publishedTime ?? null,
    paragraphs,
    wordCount: countWords(paragraphs.join(" ")),
    listing,
  };
}

function longParagraphs(content: Element): number {
  return Array.from(content.querySelectorAll("p")).filter((paragraph) => {
    const linked = Array.from(paragraph.querySelectorAll("a")).reduce((sum, link) => sum + (link.textContent ?? "").length, 0);
    return (paragraph.textContent ?? "").trim().length - linked >= LONG_PARAGRAPH_CHARS;
  }).length;
}
