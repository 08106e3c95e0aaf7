/**
 * Text cleaning (docs/product.md#feed-sync): decode entities, links become their text, strip tags,
 * collapse whitespace, trim. Feed text is untrusted HTML; what comes out is
 * plain text that the site renders as text, never as HTML.
 *
 * A scanner, not a DOM: building a linkedom document per item made cleaning
 * 80 % of feed parsing time (see docs/decisions/004-feed-parser.md). linkedom
 * is still the reference for named entities, looked up once per name.
 */
import { DOMParser } from "linkedom";
import { WINDOWS_1252_C1 } from "./charset.js";

// Their content is code or chrome, not article text; an unclosed one runs to the end, as in a browser.
// <object>, <iframe>, <video> and the like are not here: the text inside them is
// the fallback written for people (a caption, a link to the video), kept as
// Universal Feed Parser keeps it (docs/decisions.md#feed-parsing).
const DROPPED_ELEMENTS = /<(script|style|noscript|template|svg|head|title)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const CDATA = /<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)/g;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// No pattern may run past the next "<": on hostile input ("<a "<a "<a "...) a
// failed match then costs only up to the next tag, and cleaning stays linear.
const DECLARATION = /<[!?][^<>]*>/g;
// A tag starts with a letter ("3 < 5" is text); quoted attribute values may contain ">".
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9:-]*)(?:[\s/](?:[^<>"']|"[^<"]*"|'[^<']*')*)?>/g;
const ENTITY = /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z][a-zA-Z0-9]{0,31});)/g;

// Elements that end a line in a browser: they become a space, so
// "<p>uno</p><p>due</p>" reads "uno due" and not "unodue".
const BLOCKS = new Set([
  "address", "article", "aside", "blockquote", "br", "caption", "dd", "div", "dl", "dt", "figcaption", "figure",
  "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre",
  "section", "table", "td", "th", "tr", "ul",
  // An embed's fallback text stands apart from the sentence around it.
  "audio", "iframe", "object", "video",
]);

/** Turns a fragment of feed HTML into one line of plain text (docs/product.md#feed-sync). */
export function cleanText(html: string): string {
  // Plain text with no markup and no entities: nothing to strip or decode.
  if (!/[<&]/.test(html)) return collapse(html);
  const text = html
    // CDATA means "this is text" in XML, but feeds put HTML in it: unwrap it as HTML.
    .replace(CDATA, "$1")
    .replace(COMMENT, "")
    .replace(DROPPED_ELEMENTS, " ")
    .replace(DECLARATION, "")
    .replace(TAG, (_tag, name: string) => (BLOCKS.has(name.toLowerCase()) ? " " : ""))
    // One pass, so entities are decoded once, as a browser shows them: a
    // double-encoded "&amp;eacute;" is the publisher's text "&eacute;", not "é".
    .replace(ENTITY, decodeEntity);
  return collapse(text);
}

/** Every run of whitespace (also no-break spaces from &nbsp;) becomes one space. */
function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function decodeEntity(entity: string, decimal?: string, hex?: string, name?: string): string {
  if (name) return decodeNamed(name, entity);
  return decodeCodePoint(decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16));
}

function decodeCodePoint(code: number): string {
  // HTML reads references to 0x80-0x9F as windows-1252 ("&#146;" is a right quote), as browsers do.
  if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252_C1[code - 0x80]!;
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
  return String.fromCodePoint(code);
}

// HTML has over 2,000 named entities; linkedom knows them all, so each name a
// feed uses is asked once. Bounded, because names come from untrusted input.
const NAMED_CACHE = new Map<string, string>();
const NAMED_CACHE_LIMIT = 4096;
const parser = new DOMParser();

function decodeNamed(name: string, entity: string): string {
  const cached = NAMED_CACHE.get(name);
  if (cached !== undefined) return cached;
  const document = parser.parseFromString(`<!DOCTYPE html><html><body>${entity}</body></html>`, "text/html");
  const decoded = document.body.textContent ?? entity;
  if (NAMED_CACHE.size < NAMED_CACHE_LIMIT) NAMED_CACHE.set(name, decoded);
  return decoded;
}
