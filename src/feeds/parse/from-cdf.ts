/**
 * Microsoft's Channel Definition Format (CDF, 1997), which Universal Feed
 * Parser still reads: `<CHANNEL HREF BASE LASTMOD>` with TITLE, ABSTRACT,
 * LOGO and ITEM children (ITEMs also inside sub-channels), each ITEM with its
 * HREF and LASTMOD. feedsmith does not know it, so this small reader maps it
 * to the raw shape; names are read in any case, as IE read them. Every search
 * moves forward from the last match, so reading stays linear.
 */
import type { RawFeed, RawItem } from "./raw-feed.js";
import { guessedTextAsHtml } from "./text-type.js";

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// The first element of the document, past the prolog, comments and declarations.
const FIRST_ELEMENT = /<(?:[!?][^<>]*>[^<]*<)*([A-Za-z_][\w:.-]*)/y;
const START_TAG = /<([A-Za-z_][\w:.-]*)((?:[^<>"']|"[^"]*"|'[^']*')*?)(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
const XML_TEXT = /<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/gi;
const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

interface StartTag {
  attributes: Map<string, string>;
  selfClosing: boolean;
  start: number;
  end: number;
}

interface Element {
  tag: StartTag;
  /** The element's content, up to its end tag (to the end of the text when it has none). */
  content: string;
  /** Where the element ends. */
  end: number;
}

/** Maps a CDF document to the raw shape; null when the document's root is not a CHANNEL. */
export function fromCdf(xml: string): RawFeed | null {
  const source = xml.replace(COMMENT, "").trimStart();
  FIRST_ELEMENT.lastIndex = 0;
  if (FIRST_ELEMENT.exec(source)?.[1]?.toLowerCase() !== "channel") return null;
  const channel = startTagAt(source, source.search(/<channel\b/i));
  if (!channel) return null;
  const { items, rest } = cutItems(source.slice(channel.end));
  // The channel's own fields come before its first sub-channel: those of a sub-channel are not the feed's.
  const head = rest.split(/<channel\b/i)[0]!;
  return {
    title: guessedTextAsHtml(childText(head, "title")),
    link: channel.attributes.get("href") ?? childText(head, "link"),
    description: childText(head, "abstract") ?? childText(head, "description"),
    language: undefined,
    base: channel.attributes.get("base"),
    linksRelativeToSite: false,
    items,
  };
}

/** Every ITEM of the channel and its sub-channels, and the text left when they are taken out. */
function cutItems(body: string): { items: RawItem[]; rest: string } {
  const items: RawItem[] = [];
  const rest: string[] = [];
  let from = 0;
  for (let item = nextElement(body, "item", 0); item; item = nextElement(body, "item", from)) {
    rest.push(body.slice(from, item.tag.start));
    items.push(toItem(item.tag.attributes, item.content));
    from = item.end;
  }
  rest.push(body.slice(from));
  return { items, rest: rest.join("") };
}

function toItem(attributes: Map<string, string>, content: string): RawItem {
  return {
    guid: undefined,
    link: attributes.get("href") ?? childText(content, "link"),
    base: undefined,
    titles: [guessedTextAsHtml(childText(content, "title"))],
    contents: [{ html: childText(content, "abstract") ?? childText(content, "description") }],
    dates: [attributes.get("lastmod")],
    images: logos(content),
    categories: [],
  };
}

/** The text of the first child element `name`, XML references decoded: HTML, as an RSS field is. */
function childText(content: string, name: string): string | undefined {
  const element = nextElement(content, name, 0);
  return element ? xmlText(element.content).trim() : undefined;
}

/** The pictures of LOGO elements; an ICON is too small to show. */
function logos(content: string): string[] {
  const found: string[] = [];
  for (let logo = nextElement(content, "logo", 0); logo; logo = nextElement(content, "logo", logo.tag.end)) {
    const href = logo.tag.attributes.get("href");
    if (href && (logo.tag.attributes.get("style") ?? "image").toLowerCase() !== "icon") found.push(href);
  }
  return found;
}

/** The next element `name` at or after `from`. */
function nextElement(text: string, name: string, from: number): Element | null {
  const start = new RegExp(`<${name}(?=[\\s/>])`, "gi");
  start.lastIndex = from;
  const found = start.exec(text);
  const tag = found ? startTagAt(text, found.index) : null;
  if (!tag) return null;
  if (tag.selfClosing) return { tag, content: "", end: tag.end };
  const endTag = new RegExp(`</${name}\\s*>`, "gi");
  endTag.lastIndex = tag.end;
  const end = endTag.exec(text);
  return end
    ? { tag, content: text.slice(tag.end, end.index), end: end.index + end[0].length }
    : { tag, content: text.slice(tag.end), end: text.length };
}

/** The start tag at `at`, with its attributes by lower-case name. */
function startTagAt(text: string, at: number): StartTag | null {
  if (at < 0) return null;
  START_TAG.lastIndex = at;
  const match = START_TAG.exec(text);
  if (!match) return null;
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of match[2]!.matchAll(ATTRIBUTE)) {
    attributes.set(name!.toLowerCase(), xmlText(double ?? single ?? bare ?? ""));
  }
  return { attributes, selfClosing: match[3] === "/", start: at, end: at + match[0].length };
}

/** XML character data as text: CDATA as written, the five XML entities and character references decoded. */
function xmlText(raw: string): string {
  return raw.replace(XML_TEXT, (_token, cdata: string | undefined, reference: string | undefined) => {
    if (cdata !== undefined) return cdata;
    const name = reference!.toLowerCase();
    if (name in PREDEFINED) return PREDEFINED[name]!;
    const code = name.startsWith("#x") ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\uFFFD";
  });
}
