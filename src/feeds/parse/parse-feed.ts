/**
 * Decoded feed text -> ParsedFeed. feedsmith reads the formats (chosen by
 * measurement, docs/decisions/004-feed-parser.md); this file does what it
 * leaves to us: a lenient second reading, dates (Italian too), relative links,
 * images, cleaned and repaired text (docs/decisions.md#feed-parsing).
 */
import { DetectError, parseFeed as parseWithFeedsmith, type AnyFeed } from "feedsmith";
import { cutAtWord } from "../../shared/cut-at-word.js";
import { cleanText } from "../clean-text.js";
import { dropBoilerplate } from "../text-repair/boilerplate.js";
import { repairMojibake } from "../text-repair/mojibake.js";
import { repairText } from "../text-repair/repair-text.js";
import { FeedError, type ParsedFeed, type ParsedItem } from "../types.js";
import { decodeBase64Constructs } from "./atom-base64.js";
import { parseFeedDate } from "./dates.js";
import { expandDoctype } from "./doctype.js";
import { fromAtom } from "./from-atom.js";
import { fromCdf } from "./from-cdf.js";
import { fromJsonFeed } from "./from-json-feed.js";
import { fromRdf, fromRss } from "./from-rss.js";
import { firstImageSource } from "./images.js";
import { parseLeniently } from "./lenient-xml.js";
import { allowedProtocolsFor, channelXmlBase, itemLinkBase, resolveUrl } from "./links.js";
import type { RawBody, RawFeed, RawItem } from "./raw-feed.js";

/** The longest title made from the start of an untitled item's text, "…" included. */
const UNTITLED_LENGTH = 100;
/** A feed item rarely has more real categories; past this they are keyword stuffing. */
const MAX_ITEM_CATEGORIES = 20;
const MAX_CATEGORY_CHARS = 100;

/** Parses decoded feed text (RSS 0.9x/1.0/2.0, Atom 0.3/1.0, JSON Feed 1.x, CDF); throws FeedError("not_a_feed") for an HTML page or other document, FeedError("parse_error") for broken XML/JSON. */
export function parseFeed(text: string, feedUrl: string, now: Date = new Date()): ParsedFeed {
  return finishFeed(readRawFeed(text), feedUrl, now);
}

function readRawFeed(text: string): RawFeed {
  const source = text.replace(/^\uFEFF/, "").trim();
  if (/^[{[]/.test(source)) return fromFeedsmith(readWithFeedsmith(parseJson(source)));
  const xml = decodeBase64Constructs(expandDoctype(source));
  try {
    return withChannelBase(fromFeedsmith(readWithFeedsmith(xml)), xml);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    // feedsmith does not know CDF, so a document it does not recognise may still be a CDF channel;
    // a document that was recognised as a feed but broke gets a second, lenient reading.
    const recovered = error.reason === "not_a_feed" ? fromCdf(xml) : readLeniently(xml);
    if (recovered) return recovered;
    throw error;
  }
}

function readLeniently(xml: string): RawFeed | null {
  return parseLeniently(xml, (repaired) => {
    const raw = fromFeedsmith(parseWithFeedsmith(repaired));
    return { result: withChannelBase(raw, xml), items: raw.items.length };
  });
}

/** An RSS channel's xml:base, where the mapping found none on the root: feedsmith does not read the channel's. */
function withChannelBase(raw: RawFeed, xml: string): RawFeed {
  return raw.base === undefined && raw.linksRelativeToSite ? { ...raw, base: channelXmlBase(xml) } : raw;
}

function readWithFeedsmith(input: unknown): AnyFeed {
  try {
    return parseWithFeedsmith(input);
  } catch (error) {
    if (error instanceof DetectError) throw new FeedError("not_a_feed", "The document is not an RSS, Atom or JSON feed");
    throw new FeedError("parse_error", `The feed could not be parsed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function fromFeedsmith(parsed: AnyFeed): RawFeed {
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
    base: itemLinkBase({ xmlBase, site: link, linksRelativeToSite: raw.linksRelativeToSite }, feedUrl),
    hasXmlBase: xmlBase !== null,
  };
  return {
    title: feedText(raw.title),
    link,
    description: feedText(raw.description) || null,
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
  const body = richestBody(item.contents);
  const summary = dropBoilerplate(repairText(body.text));
  return {
    guid: item.guid?.trim() || null,
    // Like Miniflux, an item without a title is named by the start of its text.
    title: firstTitle(item.titles) || cutAtWord(summary, UNTITLED_LENGTH),
    link,
    summary,
    publishedAt: publishedAt(item.dates, context.now),
    image: itemImage(item, { ...context, base, hasXmlBase: context.hasXmlBase || itemBase !== null }, link),
    categories: itemCategories(item.categories),
  };
}

/** Cleaned, repaired text of a feed-level field or a title: one line, no markup, no mojibake. */
function feedText(html: string | undefined): string {
  return html ? repairText(cleanHtml(html)) : "";
}

/**
 * Mojibake is repaired before cleaning too, while "Ã" is still followed by the
 * no-break space that is the second byte of "à" (cleaning turns it into a
 * space); after cleaning, repairText catches what entities spelled out.
 */
function cleanHtml(html: string): string {
  return cleanText(repairMojibake(html));
}

/** The first title candidate that has some text (<title>, then dc:title, media:title...). */
function firstTitle(candidates: Array<string | undefined>): string {
  for (const candidate of candidates) {
    const title = feedText(candidate);
    if (title) return title;
  }
  return "";
}

/** The metadata picture first, then the first <img> of a body, relative to that body's xml:base or else the article's page. */
function itemImage(item: RawItem, context: ItemContext, link: string | null): string | null {
  const { protocols, base } = context;
  const declared = item.images.map((url) => resolveUrl(url, base, protocols)).find((url) => url !== null);
  if (declared) return declared;
  for (const content of item.contents) {
    const source = content.html ? firstImageSource(content.html) : null;
    if (!source) continue;
    // Pictures in the content are relative to the article's page unless an xml:base says otherwise.
    const contentBase = resolveUrl(content.base, base, protocols) ?? (context.hasXmlBase ? base : (link ?? base));
    return resolveUrl(source, contentBase, protocols);
  }
  return null;
}

/** The item's category terms as plain text, each once (ignoring case), short and few. */
function itemCategories(raw: Array<string | undefined>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of raw) {
    const term = feedText(value);
    const key = term.toLowerCase();
    if (!term || term.length > MAX_CATEGORY_CHARS || seen.has(key)) continue;
    seen.add(key);
    result.push(term);
    if (result.length === MAX_ITEM_CATEGORIES) break;
  }
  return result;
}

/**
 * The item's text: the longest cleaned body; on a tie the earlier in the
 * mapping's order of precedence (content before summary). Cleaning never
 * lengthens text, so a raw body shorter than the best text so far is skipped.
 */
function richestBody(contents: RawBody[]): { text: string; index: number } {
  const order = contents
    .map((content, index) => ({ html: content.html ?? "", index }))
    .filter((content) => content.html)
    .sort((a, b) => b.html.length - a.html.length || a.index - b.index);
  let best = { text: "", index: -1 };
  for (const { html, index } of order) {
    if (html.length < best.text.length) break;
    const text = cleanHtml(html);
    if (text.length > best.text.length || (text.length === best.text.length && text && index < best.index)) best = { text, index };
  }
  return best;
}


/** The first readable date; one in the future (a wrong zone or clock) becomes `now`, so it cannot sit atop the home page. */
function publishedAt(dates: Array<string | undefined>, now: Date): Date | null {
  for (const value of dates) {
    const date = parseFeedDate(value);
    if (date) return date > now ? new Date(now) : date;
  }
  return null;
}
