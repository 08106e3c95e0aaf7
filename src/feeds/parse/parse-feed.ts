/**
 * Decoded feed text -> ParsedFeed. feedsmith reads the formats (chosen by
 * measurement, docs/decisions/004-feed-parser.md); this file does what it
 * leaves to us: dates (Italian too), relative links, images, cleaned text.
 */
import { DetectError, parseFeed as parseWithFeedsmith, type AnyFeed } from "feedsmith";
import { cleanText } from "../clean-text.js";
import { FeedError, type ParsedFeed, type ParsedItem } from "../types.js";
import { parseFeedDate } from "./dates.js";
import { fromAtom } from "./from-atom.js";
import { fromJsonFeed } from "./from-json-feed.js";
import { fromRdf, fromRss } from "./from-rss.js";
import { firstImageSource } from "./images.js";
import { allowedProtocolsFor, resolveUrl } from "./links.js";
import type { RawFeed, RawItem } from "./raw-feed.js";

const UNTITLED_LENGTH = 100;
/** A feed item rarely has more real categories; past this they are keyword stuffing. */
const MAX_ITEM_CATEGORIES = 20;
const MAX_CATEGORY_CHARS = 100;

/** Parses decoded feed text (RSS 0.9x/1.0/2.0, Atom 0.3/1.0, JSON Feed 1.x); throws FeedError("not_a_feed") for an HTML page or other document, FeedError("parse_error") for broken XML/JSON. */
export function parseFeed(text: string, feedUrl: string, now: Date = new Date()): ParsedFeed {
  return finishFeed(readRawFeed(text), feedUrl, now);
}

function readRawFeed(text: string): RawFeed {
  const source = text.replace(/^\uFEFF/, "").trim();
  let parsed: AnyFeed;
  try {
    parsed = parseWithFeedsmith(/^[{[]/.test(source) ? parseJson(source) : source);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (error instanceof DetectError) throw new FeedError("not_a_feed", "The document is not an RSS, Atom or JSON feed");
    throw new FeedError("parse_error", `The feed could not be parsed: ${error instanceof Error ? error.message : String(error)}`);
  }
  switch (parsed.format) {
    case "rss":
      return fromRss(parsed.feed);
    case "rdf":
      return fromRdf(parsed.feed);
    case "atom":
      return fromAtom(parsed.feed);
    case "json":
      return fromJsonFeed(parsed.feed);
  }
}

function parseJson(source: string): unknown {
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new FeedError("parse_error", `The JSON feed is malformed: ${(error as Error).message}`);
  }
}

function finishFeed(raw: RawFeed, feedUrl: string, now: Date): ParsedFeed {
  const protocols = allowedProtocolsFor(feedUrl);
  const xmlBase = resolveUrl(raw.base, feedUrl, protocols);
  const link = resolveUrl(raw.link, xmlBase ?? feedUrl, protocols);
  const context: ItemContext = {
    protocols,
    now,
    // An xml:base is the rule where present; otherwise relative item links are
    // relative to the site (RSS has no base), and last to where the feed came from.
    base: xmlBase ?? link ?? feedUrl,
    hasXmlBase: xmlBase !== null,
  };
  return {
    title: cleanText(raw.title ?? ""),
    link,
    description: cleanText(raw.description ?? "") || null,
    language: raw.language?.trim() || null,
    items: raw.items.map((item) => finishItem(item, context)),
  };
}

interface ItemContext {
  protocols: ReadonlySet<string>;
  now: Date;
  base: string;
  hasXmlBase: boolean;
}

function finishItem(item: RawItem, context: ItemContext): ParsedItem {
  const { protocols } = context;
  const itemBase = resolveUrl(item.base, context.base, protocols);
  const base = itemBase ?? context.base;
  const link = resolveUrl(item.link, base, protocols);
  const summary = richestText(item.contents);
  // Pictures in the content are relative to the article's page unless an xml:base says otherwise.
  const contentBase = itemBase || context.hasXmlBase ? base : (link ?? base);
  const contentImage = item.contents.map((content) => (content ? firstImageSource(content) : null)).find(Boolean);
  const image =
    item.images.map((url) => resolveUrl(url, base, protocols)).find((url) => url !== null) ??
    resolveUrl(contentImage, contentBase, protocols);
  return {
    guid: item.guid?.trim() || null,
    title: cleanText(item.title ?? "") || untitled(summary),
    link,
    summary,
    publishedAt: publishedAt(item.dates, context.now),
    image,
    categories: itemCategories(item.categories),
  };
}

/** The item's category terms as plain text, each once (ignoring case), short and few. */
function itemCategories(raw: Array<string | undefined>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of raw) {
    const term = cleanText(value ?? "");
    const key = term.toLowerCase();
    if (!term || term.length > MAX_CATEGORY_CHARS || seen.has(key)) continue;
    seen.add(key);
    result.push(term);
    if (result.length === MAX_ITEM_CATEGORIES) break;
  }
  return result;
}

/** The longest cleaned text among the item's bodies; cleaning never lengthens text, so shorter raw bodies are skipped. */
function richestText(contents: Array<string | undefined>): string {
  const bodies = contents.filter((content): content is string => Boolean(content)).sort((a, b) => b.length - a.length);
  let best = "";
  for (const body of bodies) {
    if (body.length <= best.length) break;
    const text = cleanText(body);
    if (text.length > best.length) best = text;
  }
  return best;
}

/** Like Miniflux, an item without a title is named by the start of its text. */
function untitled(summary: string): string {
  if (summary.length <= UNTITLED_LENGTH) return summary;
  const cut = summary.slice(0, UNTITLED_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > UNTITLED_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The first readable date; one in the future (a wrong zone or clock) becomes `now`, so it cannot sit atop the home page. */
function publishedAt(dates: Array<string | undefined>, now: Date): Date | null {
  for (const value of dates) {
    const date = parseFeedDate(value);
    if (date) return date > now ? new Date(now) : date;
  }
  return null;
}
