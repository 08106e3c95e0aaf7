/**
 * Text cleaning (docs/product.md#feed-sync): decode entities, links become their text, strip tags,
 * collapse whitespace, trim. Feed text is untrusted HTML; what comes out is
 * plain text that the site renders as text, never as HTML. Block boundaries
 * stay: each block is a paragraph, as page extraction gives them, so a heading
 * or a caption is never glued onto the next sentence ("…in farmacia Nelle
 * prossime settimane…"); captions are dropped.
 *
 * A scanner, not a DOM: building a linkedom document per item made cleaning
 * 80 % of feed parsing time (see docs/decisions/004-feed-parser.md). linkedom
 * is still the reference for named entities, looked up once per name.
 */
import { DOMParser } from "linkedom";
import { WINDOWS_1252_C1 } from "./charset.js";
import { CAPTION_CLASS } from "./extract/page-clutter.js";

// Their content is code or chrome, not article text; an unclosed one runs to the end, as in a browser.
// <object>, <iframe>, <video> and the like are not here: the text inside them is
// the fallback written for people (a caption, a link to the video), kept as
// Universal Feed Parser keeps it (docs/decisions.md#feed-parsing).
const DROPPED_ELEMENTS = /<(script|style|noscript|template|svg|head|title)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
// A figure's caption and photo credit describe the image, which the card shows; in the text they would
// read as the first words of the article. Browsers end an unclosed one with its figure.
const CAPTION = /<figcaption\b[^<>]*>[\s\S]*?(?:<\/fig(?:caption|ure)\s*>|$)/gi;
// WordPress and others name their captions and credits by class ("wp-caption-text", "credit", "didascalia").
// Only a short element that closes before any block starts: an unclosed <p class="caption"> takes nothing more.
const CAPTION_WORDS = /caption|didascalia|credit/i;
const CLASSED_CAPTION =
  /<(p|span|div|small|em|i|cite)\b[^<>]*?\bclass\s*=\s*["']?([^"'<>]*(?:caption|didascalia|credit)[^"'<>]*)[^<>]*>(?:(?!<\/?(?:p|div|h[1-6]|li|ul|ol|figure|table|section|article|blockquote)\b)[\s\S]){0,400}?<\/\1\s*>/gi;
const CDATA = /<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)/g;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// No pattern may run past the next "<": on hostile input ("<a "<a "<a "...) a
// failed match then costs only up to the next tag, and cleaning stays linear.
const DECLARATION = /<[!?][^<>]*>/g;
// A tag starts with a letter ("3 < 5" is text); quoted attribute values may contain ">".
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9:-]*)(?:[\s/](?:[^<>"']|"[^<"]*"|'[^<']*')*)?>/g;
const ENTITY = /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z][a-zA-Z0-9]{0,31});)/g;

// Blocks: each starts a paragraph, so "<h2>Come funziona</h2><p>Nelle prossime…" keeps its two parts apart.
const BLOCKS = new Set([
  "address", "article", "aside", "blockquote", "caption", "dd", "details", "div", "dl", "dt", "figcaption", "figure",
  "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre",
  "section", "summary", "table", "tr", "ul",
]);
// Elements that end a cell but not a paragraph: a space, so "<td>uno</td><td>due</td>" reads "uno due" and
// not "unodue". An embed's fallback text stands apart from the sentence around it.
const SEPARATORS = new Set(["td", "th", "audio", "iframe", "object", "video"]);
// Where a block starts or ends, and where a line breaks, while tags are stripped: characters no feed
// sends (removed from the input first).
const PARAGRAPH_MARK = "\uE000";
const LINE_MARK = "\uE001";
const MARKS = /[\uE000\uE001]/g;
const PARAGRAPH_MARKS = /\uE000/g;
// Two <br> in a row are how many feeds write a paragraph break.
const DOUBLE_BREAK = /<br\s*\/?>(?:\s|&nbsp;)*<br\s*\/?>/gi;
// One <br> between a line without a final stop and a capital ends a line that stands alone: a name above
// a question, a heading in bold above its text ("<strong>Cecchini, La Gazzetta dello sport</strong><br>
// <strong>Un anno dopo…"). Elsewhere it wraps a sentence ("Prima riga<br>seconda riga") or follows one
// that ended ("Miangue?<br>“Potrebbe…"): a space is enough.
const LINE_BEFORE_CAPITAL = /(?<![.!?…:;]["'»”’)\]]*\s*)\uE001(?=\s*["«“‘(]?\p{Lu})/gu;
const LINE_MARKS = /\uE001/g;

/**
 * Turns a fragment of feed HTML into plain text (docs/product.md#feed-sync):
 * one line per block, blocks separated by a blank line ("\n\n"), as page
 * extraction separates paragraphs; figure captions left out.
 */
export function cleanText(html: string): string {
  // Plain text with no markup and no entities: nothing to strip or decode; a blank line is its paragraph break.
  if (!/[<&]/.test(html)) return paragraphs(html, /\n[^\S\n]*\n/);
  const hasTags = /<[a-zA-Z!?/]/.test(html);
  const markup = html
    .replace(MARKS, "")
    // CDATA means "this is text" in XML, but feeds put HTML in it: unwrap it as HTML.
    .replace(CDATA, "$1")
    .replace(COMMENT, "")
    .replace(DROPPED_ELEMENTS, " ")
    .replace(CAPTION, PARAGRAPH_MARK);
  const text = withoutClassedCaptions(markup)
    .replace(DECLARATION, "")
    .replace(DOUBLE_BREAK, PARAGRAPH_MARK)
    .replace(TAG, blockOrSpace)
    // One pass, so entities are decoded once, as a browser shows them: a
    // double-encoded "&amp;eacute;" is the publisher's text "&eacute;", not "é".
    .replace(ENTITY, decodeEntity)
    .replace(LINE_BEFORE_CAPITAL, PARAGRAPH_MARK)
    .replace(LINE_MARKS, " ");
  // In markup, line breaks of the source are only spaces; in escaped plain text a blank line is a paragraph break.
  return paragraphs(text, hasTags ? PARAGRAPH_MARKS : /\uE000|\n[^\S\n]*\n/);
}

function withoutClassedCaptions(markup: string): string {
  if (!CAPTION_WORDS.test(markup)) return markup;
  return markup.replace(CLASSED_CAPTION, (element, _name, classes: string) => (CAPTION_CLASS.test(classes) ? PARAGRAPH_MARK : element));
}

function blockOrSpace(_tag: string, name: string): string {
  const lower = name.toLowerCase();
  if (BLOCKS.has(lower)) return PARAGRAPH_MARK;
  if (lower === "br") return LINE_MARK;
  return SEPARATORS.has(lower) ? " " : "";
}

/** Splits at the breaks; in each part every run of whitespace (no-break spaces too) becomes one space. */
function paragraphs(text: string, breaks: RegExp): string {
  return text
    .split(breaks)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
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
