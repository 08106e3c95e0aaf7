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
  const listing = looksLikeListing(content);
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
