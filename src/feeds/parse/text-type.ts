/**
 * Text constructs by their declared type (docs/decisions.md#feed-parsing):
 * everything leaves the mappings as HTML, so text declared plain is escaped
 * here and cleaning shows it as written; HTML (escaped or CDATA) was decoded
 * once by the XML parser and is cleaned as HTML. Where a format declares no
 * type (an RSS or CDF title), the text is HTML only if it looks like HTML.
 */
import { cleanText } from "../clean-text.js";

/** Plain text as HTML that cleans back to the same characters: "a < b" and "&amp;" survive as written. */
export function plainAsHtml(text: string | undefined): string | undefined {
  return typeof text === "string" ? text.replace(/&/g, "&amp;").replace(/</g, "&lt;") : undefined;
}

/** An Atom text construct (title, subtitle, summary, content) as HTML: type "text" (the default) and "text/plain" are plain text. */
export function atomTextAsHtml(construct: { value?: string; type?: string } | undefined): string | undefined {
  if (!construct) return undefined;
  return isAtomPlainText(construct.type) ? plainAsHtml(construct.value) : construct.value;
}

function isAtomPlainText(type: string | undefined): boolean {
  const kind = type?.trim().toLowerCase();
  // Atom 1.0 says "text", Atom 0.3 a MIME type; with none, both mean plain text.
  return !kind || kind === "text" || kind === "text/plain";
}

/** A Media RSS title or description as HTML: plain unless it says type="html". */
export function mediaTextAsHtml(construct: { value?: string; type?: string } | undefined): string | undefined {
  if (!construct) return undefined;
  return construct.type?.trim().toLowerCase() === "html" ? construct.value : plainAsHtml(construct.value);
}

// Elements that hold or shape text, the ones publishers put in titles; a name outside it ("<blink>", "<script>",
// "<Enter>") means the brackets are part of what the title says.
const TEXT_ELEMENTS = new Set([
  "a", "abbr", "acronym", "address", "article", "aside", "b", "bdi", "bdo", "big", "blockquote", "br", "center", "cite",
  "code", "dd", "del", "dfn", "div", "dl", "dt", "em", "figcaption", "figure", "font", "footer", "h1", "h2", "h3", "h4",
  "h5", "h6", "header", "hr", "i", "img", "ins", "kbd", "li", "main", "mark", "nav", "ol", "p", "pre", "q", "s", "samp",
  "section", "small", "span", "strike", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time",
  "tr", "tt", "u", "ul", "var", "wbr",
]);
// An end tag, or an element that has none: "Titolo<br>su due righe" is markup as surely as "</b>".
const END_TAG = /<\/[A-Za-z][\w:-]*\s*>|<(?:br|hr|img|wbr)\b[^<>]*>/i;
const REFERENCE = /&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/;
const TAG_NAME = /<\/?([A-Za-z][\w:-]*)/g;
const NAMED_REFERENCE = /&([A-Za-z][A-Za-z0-9]*);/g;

/**
 * Text whose format declares no type (RSS and CDF titles, JSON Feed titles) as HTML: as written when it
 * looks like HTML (an end tag, a <br> or a character reference; only text elements, only entities that
 * exist), else escaped as plain text, so "a <b> c" and "AT&T;" keep their characters and "<b>Roma</b>"
 * its words.
 */
export function guessedTextAsHtml(text: string | undefined): string | undefined {
  if (text === undefined || looksLikeHtml(text)) return text;
  return plainAsHtml(text);
}

function looksLikeHtml(text: string): boolean {
  if (!END_TAG.test(text) && !REFERENCE.test(text)) return false;
  for (const [, name] of text.matchAll(TAG_NAME)) if (!TEXT_ELEMENTS.has(name!.toLowerCase())) return false;
  // Cleaning decodes every entity HTML names (and caches each name), so an entity it keeps as written does not exist.
  for (const [reference] of text.matchAll(NAMED_REFERENCE)) if (cleanText(reference) === reference) return false;
  return true;
}
