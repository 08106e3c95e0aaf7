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
// WordPress and others name their captions and credits by class ("wp-caption-text", "credit", "didascalia"):
// such an element goes when it closes within a few hundred characters and before any block starts, so an
// unclosed <p class="caption"> takes nothing more. Every step is bounded: cleaning stays linear.
const CAPTION_HINT = /class\s*=\s*["']?[^"'<>]{0,200}(?:caption|credit|didascalia)/i;
const CAPTION_CANDIDATE = /<(p|span|div|small|em|i|cite)\b([^<>]{0,500})>/gi;
const CLASS_ATTRIBUTE = /\bclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const MAX_CAPTION_CHARS = 400;
const BLOCK_TAG = /<\/?(?:p|div|h[1-6]|li|ul|ol|figure|table|section|article|blockquote)\b/i;
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
// A run of marks and the spaces between them; it starts with the mark, so the engine scans for that character.
const PARAGRAPH_BREAK = /\uE000[ \uE000]*/g;
// A blank line: the paragraph break of plain text.
const BLANK_LINE = /\n[^\S\n]*\n/g;
// Two <br> in a row (spaces and &nbsp; between) are how many feeds write a paragraph break.
const DOUBLE_BREAK = /\uE001\s*\uE001[\s\uE001]*/g;
// One <br> between a line without a final stop and a capital ends a line that stands alone: a name above
// a question, a heading in bold above its text ("<strong>Cecchini, La Gazzetta dello sport</strong><br>
// <strong>Un anno dopo…"). Elsewhere it wraps a sentence ("Prima riga<br>seconda riga") or follows one
// that ended ("Miangue?<br>“Potrebbe…"): a space is enough.
// The mark first, then what stands behind it: a lookbehind at the start would be tried at every position.
const LINE_BEFORE_CAPITAL = /\uE001(?<![.!?…:;]["'»”’)\]]*\s*\uE001)(?=\s*["«“‘(]?\p{Lu})/gu;
const LINE_MARKS = /\uE001/g;

/**
 * Turns a fragment of feed HTML into plain text (docs/product.md#feed-sync):
 * one line per block, blocks separated by a blank line ("\n\n"), as page
 * extraction separates paragraphs; figure captions left out.
 */
export function cleanText(html: string): string {
  const input = html.includes(PARAGRAPH_MARK) || html.includes(LINE_MARK) ? html.replace(MARKS, "") : html;
  // Plain text with no markup and no entities: nothing to strip or decode; a blank line is its paragraph break.
  if (!/[<&]/.test(input)) return paragraphs(input.replace(BLANK_LINE, PARAGRAPH_MARK));
  const hasTags = /<[a-zA-Z!?/]/.test(input);
  const markup = input
    // CDATA means "this is text" in XML, but feeds put HTML in it: unwrap it as HTML.
    .replace(CDATA, "$1")
    .replace(COMMENT, "")
    .replace(DROPPED_ELEMENTS, " ")
    .replace(CAPTION, PARAGRAPH_MARK);
  const text = withoutClassedCaptions(markup)
    .replace(DECLARATION, "")
    .replace(TAG, blockOrSpace)
    // One pass, so entities are decoded once, as a browser shows them: a
    // double-encoded "&amp;eacute;" is the publisher's text "&eacute;", not "é".
    .replace(ENTITY, decodeEntity);
  const lines = text.includes(LINE_MARK)
    ? text.replace(DOUBLE_BREAK, PARAGRAPH_MARK).replace(LINE_BEFORE_CAPITAL, PARAGRAPH_MARK).replace(LINE_MARKS, " ")
    : text;
  // In markup, line breaks of the source are only spaces; in escaped plain text a blank line is a paragraph break.
  return paragraphs(hasTags ? lines : lines.replace(BLANK_LINE, PARAGRAPH_MARK));
}

function withoutClassedCaptions(markup: string): string {
  if (!CAPTION_HINT.test(markup)) return markup;
  let kept = "";
  let from = 0;
  for (const open of markup.matchAll(CAPTION_CANDIDATE)) {
    if (open.index < from) continue;
    const classes = CLASS_ATTRIBUTE.exec(open[2]!);
    if (!classes || !CAPTION_CLASS.test(classes[1] ?? classes[2] ?? classes[3]!)) continue;
    const start = open.index + open[0].length;
    const inside = markup.slice(start, start + MAX_CAPTION_CHARS + 10);
    const close = new RegExp(`</${open[1]}\\s*>`, "i").exec(inside);
    if (!close || BLOCK_TAG.test(inside.slice(0, close.index))) continue;
    kept += markup.slice(from, open.index) + PARAGRAPH_MARK;
    from = start + close.index + close[0].length;
  }
  return from === 0 ? markup : kept + markup.slice(from);
}

function blockOrSpace(_tag: string, name: string): string {
  const lower = name.toLowerCase();
  if (BLOCKS.has(lower)) return PARAGRAPH_MARK;
  if (lower === "br") return LINE_MARK;
  return SEPARATORS.has(lower) ? " " : "";
}

// Every run of whitespace but a single space, which would be replaced by itself: most runs in prose.
const WHITESPACE_TO_COLLAPSE = /\s{2,}|[^\S ]/g;

/**
 * Every run of whitespace (no-break spaces too) becomes one space, every run of paragraph marks (and the
 * spaces around them) one blank line; trimmed. Two passes over the text, not a split per paragraph: cleaning
 * is most of a feed's parsing time.
 */
function paragraphs(text: string): string {
  const collapsed = text.replace(WHITESPACE_TO_COLLAPSE, " ");
  if (!collapsed.includes(PARAGRAPH_MARK)) return collapsed.trim();
  return collapsed.replace(PARAGRAPH_BREAK, "\n\n").replaceAll(" \n\n", "\n\n").trim();
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
