/**
 * Title and byline as a reader expects them. Readability strips the site name
 * from "Headline | Site" and "Headline - Site", but not from the en and em
 * dashes that WordPress (its default " – ") and many Italian CMSs use, nor
 * from "Site - Headline"; and it mangles headlines holding a colon.
 */

import { storableText } from "./article-text.js";

const SEPARATOR = / [|\-\\/>»\u2013\u2014] /g;

/**
 * The article title. When the page's <title> is "headline + separator + site"
 * in any order and one part is also a heading of the page, that part is the
 * headline, provided it is the longest part (a logo in <h1> is the short one).
 */
export function articleTitle(readabilityTitle: string | null | undefined, documentTitle: string, headings: string[]): string | null {
  const title = oneLine(readabilityTitle);
  const original = oneLine(documentTitle);
  if (!original) return title;
  const parts = original.split(SEPARATOR).map((part) => part.trim()).filter(Boolean);
  if (parts.length < 2) return title;
  const words = (text: string) => text.split(" ").length;
  const longest = parts.reduce((best, part) => (words(part) > words(best) ? part : best));
  const isUnique = parts.filter((part) => words(part) === words(longest)).length === 1;
  const headingTexts = new Set(headings.map((heading) => oneLine(heading)));
  return isUnique && headingTexts.has(longest) ? longest : title;
}

// "di Marco Bellini", "A cura di Anna Neri", "By Jane Doe": the name is what is kept.
const BYLINE_PREFIX = /^(?:a cura di|di|by)\s+/i;

/** Readability's byline without the "di" / "a cura di" before the name. */
export function articleByline(readabilityByline: string | null | undefined): string | null {
  return oneLine(oneLine(readabilityByline)?.replace(BYLINE_PREFIX, ""));
}

/** Whitespace collapsed; null for nothing. */
export function oneLine(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return storableText(value).replace(/\s+/g, " ").trim() || null;
}
