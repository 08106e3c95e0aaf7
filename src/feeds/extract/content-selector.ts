/**
 * The CSS selector an admin may give a feed for its article body (docs/product.md#feed-rss): checked when
 * saved, and read on each page before the automatic extraction, whose text it replaces when it matches.
 */
import { ValidationError } from "../../platform/errors.js";
import { articleText } from "./article-text.js";

/** Pieces css-select accepts without complaint but no browser does: a doubled dot, a dangling combinator. */
const LENIENT_GAPS = /\.\.|[>+~]\s*$|^\s*[>+~]/;

/**
 * Throws a ValidationError ("invalid_selector") naming the problem when `selector` is not valid CSS for the
 * page extraction's DOM (linkedom, css-select): the admin learns it on save, not from articles without text.
 */
export async function assertValidSelector(selector: string): Promise<void> {
  const { parseHTML } = await import("linkedom");
  const { document } = parseHTML("<!DOCTYPE html><html><body></body></html>");
  let problem: string | null = LENIENT_GAPS.test(selector) ? "unexpected combinator or dot" : null;
  if (!problem) {
    try {
      document.querySelectorAll(selector);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  }
  if (problem) throw new ValidationError(`content_selector is not a valid CSS selector (${problem})`, "invalid_selector");
}

/**
 * The text of every element the selector matches, in page order, as paragraphs; "" when none matches,
 * the matches hold no text, or the selector cannot be used (a page is never failed by it).
 */
export function selectedText(document: Document, selector: string): string {
  let matches: Element[];
  try {
    matches = Array.from(document.querySelectorAll(selector));
  } catch {
    return "";
  }
  // An element inside another match is already read with it.
  const outermost = matches.filter((element) => !matches.some((other) => other !== element && other.contains(element)));
  return outermost
    .map((element) => articleText(element))
    .filter(Boolean)
    .join("\n\n");
}
